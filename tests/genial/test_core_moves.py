"""The shared move types and tile notation of genial.core.moves (D-ALL-2).

A radius-2 grid: row A has 3 cells (A1..A3), row C (the middle) 5; C3 is the centre.
"""

from __future__ import annotations

import pytest

from genial.core.colours import Colour
from genial.core.errors import IllegalMoveError, NotationError
from genial.core.hexgrid import Grid, hexagon
from genial.core.moves import Placement, Word, parse_tile_move, placement

GRID = Grid(frozenset(hexagon(2)))
WORDS = {"swap": "exchange", "keep": "keep"}


def test_d_all_2_canonical_placement_puts_the_first_half_up_or_left() -> None:
    centre = GRID.cell("C3")
    m = placement(GRID, Colour.RED, Colour.BLUE, centre, "l")
    assert m == Placement("BR C2 r", Colour.BLUE, Colour.RED, GRID.cell("C2"), "r")
    assert m.kind == "place" and m.chance is False
    assert m.other == centre and m.tile.code == "RB"
    off = placement(GRID, Colour.RED, Colour.RED, (9, 9), "r")
    assert off.notation == "RR (9,9) r"  # off the grid: coordinates


def test_word_moves_are_their_word() -> None:
    assert parse_tile_move("SWAP", GRID, WORDS) == Word("exchange")
    assert Word("keep").kind == "keep" and Word("keep").chance is False
    with pytest.raises(NotationError, match=r"'pass' is not a move\. .*its right\)\.$"):
        parse_tile_move("pass", GRID, WORDS)
    with pytest.raises(NotationError, match=r"its right\), or 'keep'\.$"):
        parse_tile_move("pass", GRID, WORDS, also="'keep'")


@pytest.mark.parametrize(
    ("text", "canonical"),
    [("RB C3 r", "RB C3 r"), ("RB C3 C4", "RB C3 r"), ("RB C3-C2", "BR C2 r")],
)
def test_d_all_2_both_readings(text: str, canonical: str) -> None:
    assert parse_tile_move(text, GRID, WORDS).notation == canonical


def test_dashed_directions_and_unknown_cells() -> None:
    assert parse_tile_move("RB C3 up-right", GRID, WORDS).notation == "BR B3 dl"
    with pytest.raises(NotationError, match="There is no cell 'Z9'"):
        parse_tile_move("RB C3 Z9", GRID, WORDS)
    with pytest.raises(NotationError, match="'upward' is not a direction"):
        parse_tile_move("RB C3 upward", GRID, WORDS)


def test_two_cells_that_do_not_touch() -> None:
    with pytest.raises(IllegalMoveError, match="C1 and C3 are not neighbours") as exc:
        parse_tile_move("RB C1 C3", GRID, WORDS)
    assert exc.value.reason == "not-adjacent"
