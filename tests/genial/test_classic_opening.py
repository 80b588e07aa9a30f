"""The opening rule: each player's first placement touches a printed symbol of its own (D-CL-6, TRV-7)."""

from __future__ import annotations

import pytest
from helpers import position, score

import i18n
from genial.classic import ClassicGame, Placement
from genial.core.colours import Colour
from genial.core.errors import IllegalMoveError
from genial.core.hexgrid import Cell, direction_between, distance


def touched(game: ClassicGame, move: object) -> set[Cell]:
    """The printed symbols a placement touches."""
    assert isinstance(move, Placement)
    return {s for s in game.printed for c in (move.cell, move.other) if distance(c, s) == 1}


def pair_notation(game: ClassicGame, a: Cell, b: Cell) -> str:
    d = direction_between(a, b)
    assert d is not None
    return game.placement(Colour.RED, Colour.BLUE, a, d).notation


@pytest.mark.parametrize("players", [2, 3, 4])
def test_d_cl_6_first_placement_must_touch_a_printed_symbol(players: int) -> None:
    game = ClassicGame.new(players, 11)
    moves = game.legal_moves()
    assert moves
    assert all(len(touched(game, m)) == 1 for m in moves)
    # every free pair next to a printed symbol is offered
    pairs = {(m.cell, m.other) for m in moves}  # type: ignore[attr-defined]
    expected = {
        (a, b)
        for a, b in game.grid.pairs()
        if a not in game.printed
        and b not in game.printed
        and any(distance(c, s) == 1 for c in (a, b) for s in game.printed)
    }
    assert pairs == expected


def test_d_cl_6_second_player_needs_another_symbol() -> None:
    game = position(racks=[["RB", "GG"], ["RB", "GG"]], bag=["YY"] * 20, opened=False)
    game.apply("RB B2 r")  # touches the printed red A1
    assert game.claimed == {(0, -5)}
    assert game.current == 1
    for m in game.legal_moves():
        assert touched(game, m) and (0, -5) not in touched(game, m)
    with pytest.raises(IllegalMoveError) as exc:
        game.apply("GG A2 r")  # touches A1 only
    assert exc.value.reason == "opening"
    assert "printed symbol that no other player has started from" in i18n.fact("en", exc.value)
    with pytest.raises(IllegalMoveError) as exc:
        game.apply("GG F6 r")  # touches nothing
    assert exc.value.reason == "opening"
    game.apply("GG B5 r")  # touches the printed green A6
    assert game.claimed == {(0, -5), (5, -5)}


def test_d_cl_6_later_placements_go_anywhere() -> None:
    game = position(racks=[["RB", "GG"], ["RB", "GG"]], bag=["YY"] * 20, opened=False)
    game.apply("RB B2 r")
    game.apply("RB B5 r")
    assert game.opened == [True, True]
    game.apply("GG F6 r")  # no printed symbol near F6
    game.apply("GG A2 r")  # next to the red A1 that seat 0 claimed: fine now


def test_d_cl_6_four_players_four_different_symbols() -> None:
    game = ClassicGame.new(4, 5)
    firsts: list[set[Cell]] = []
    for _ in range(4):
        best = game.options_for_menu()[0].move
        firsts.append(touched(game, best))
        game.apply(best)
    assert all(len(t) == 1 for t in firsts)
    assert len(set().union(*firsts)) == 4
    assert len(game.claimed) == 4


def test_d_cl_6_bonus_placements_are_not_bound() -> None:
    """D-CL-6: a bonus placement earned by the opening need not touch a printed symbol."""
    game = position(
        racks=[["RB", "GG", "OO"], ["PP"]],
        scores=[score(R=17), score()],
        bag=["YY"] * 20,
        opened=False,
    )
    outcome = game.apply("RB B2 r")
    assert outcome.bonus == 1 and game.in_bonus
    pairs = {(m.cell, m.other) for m in game.legal_moves()}  # type: ignore[attr-defined]
    assert len(pairs) == len(game._free_pairs())
    game.apply("GG F6 r")
    assert game.current == 1
    assert game.claimed == {(0, -5)}


def test_d_cl_6_opening_waived_when_every_unclaimed_symbol_is_blocked() -> None:
    """Engine decision: if no free pair touches an unclaimed symbol, the rule cannot be met and lapses."""
    game = ClassicGame.new(2, 1)
    near = {n for s in game.printed for n in game.grid.neighbours(s)}
    tiles, used = [], set(game.printed)
    for a, b in game.grid.pairs():
        if (a in near or b in near) and not {a, b} & used:
            used |= {a, b}
            tiles.append(pair_notation(game, a, b))
    game.setup_position(tiles=tiles, racks=[["GG"], ["GG"]], bag=["YY"] * 9, opened=False)
    assert near <= set(game.board)
    moves = game.legal_moves()
    assert len(moves) == len(game._free_pairs())
    game.apply(moves[0])
    assert game.opened[0] and game.claimed == set()
