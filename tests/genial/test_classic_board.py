"""The classic board: areas in play per player count (D-CL-1), printed symbols (D-CL-2)."""

from __future__ import annotations

import pytest
from helpers import position

import i18n
from genial.classic import ClassicGame, TravelGame
from genial.core.colours import Colour
from genial.core.errors import IllegalMoveError, NotationError
from genial.core.hexgrid import distance

PRINTED = {
    (0, -5): Colour.RED,
    (5, -5): Colour.GREEN,
    (5, 0): Colour.BLUE,
    (0, 5): Colour.ORANGE,
    (-5, 5): Colour.YELLOW,
    (-5, 0): Colour.PURPLE,
}


@pytest.mark.parametrize(("players", "cells", "radius"), [(2, 91, 5), (3, 127, 6), (4, 169, 7)])
def test_d_cl_1_cells_in_play(players: int, cells: int, radius: int) -> None:
    """D-CL-1: radius 7 board; 2 players use distance <= 5, 3 players <= 6, 4 players all."""
    game = ClassicGame.new(players, 3)
    assert len(game.grid) == cells
    assert max(distance(c) for c in game.grid) == radius
    assert game.radius == 7  # the printed board is always the full one
    assert len(game._free_cells) == cells - 6
    assert game.public_view().radius == 7


@pytest.mark.parametrize("players", [2, 3, 4])
def test_d_cl_2_printed_symbols_same_cells_for_every_player_count(players: int) -> None:
    game = ClassicGame.new(players, 3)
    assert game.printed == PRINTED
    assert all(c in game.grid for c in PRINTED)
    assert game.public_view().printed == PRINTED


@pytest.mark.parametrize(
    ("players", "labels"),
    [
        (2, ["A1", "A6", "F11", "K6", "K1", "F1"]),
        (3, ["B2", "B7", "G12", "L7", "L2", "G2"]),
        (4, ["C3", "C8", "H13", "M8", "M3", "H3"]),
    ],
)
def test_d_cl_2_printed_symbol_labels(players: int, labels: list[str]) -> None:
    """Clockwise from the upper-left corner: red, green, blue, orange, yellow, purple."""
    game = ClassicGame.new(players, 3)
    assert [game.label(c) for c in PRINTED] == labels


@pytest.mark.parametrize("players", [2, 3, 4])
def test_d_cl_2_no_legal_move_covers_a_printed_symbol(players: int) -> None:
    game = position(players, racks=[["RB"]] + [[] for _ in range(players - 1)])
    for m in game.legal_moves():
        assert m.cell not in PRINTED and m.other not in PRINTED  # type: ignore[attr-defined]


@pytest.mark.parametrize("move", ["RB A1 r", "RB A2 l", "RB B1 ur", "RB F10 r"])
def test_d_cl_2_tiles_never_on_printed_symbols(move: str) -> None:
    game = position(racks=[["RB"], []])
    with pytest.raises(IllegalMoveError) as exc:
        game.apply(move)
    assert exc.value.reason == "printed"
    assert "printed symbol" in i18n.fact("en", exc.value)


@pytest.mark.parametrize(
    ("players", "rows"), [(2, "ABCDEFGHIJK"), (3, "ABCDEFGHIJKLM"), (4, "ABCDEFGHIJKLMNO")]
)
def test_d_cl_1_rows_of_the_area_in_play(players: int, rows: str) -> None:
    """D-ALL-2 labels cover exactly the cells in play: A1 is the top-left cell of the area."""
    game = ClassicGame.new(players, 3)
    assert sorted({game.label(c)[0] for c in game.grid}) == list(rows)
    radius = players + 3
    assert game.grid.cell("A1") == (0, -radius)
    with pytest.raises(NotationError):
        game.grid.cell(f"{chr(ord(rows[-1]) + 1)}1")


def test_d_cl_1_placement_off_the_area_in_play() -> None:
    """On the 2-player board a tile may not stick out of the radius-5 area."""
    game = position(racks=[["RB"], []])
    with pytest.raises(IllegalMoveError) as exc:
        game.apply("RB A2 ur")
    assert exc.value.reason == "off-board"


def test_d_trv_1_travel_board_is_the_two_player_area() -> None:
    game = TravelGame.new(2, 3)
    assert len(game.grid) == 91 and game.radius == 5
    assert game.printed == PRINTED
