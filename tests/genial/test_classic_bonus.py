"""Bonus placements on reaching 18 (D-CL-5, TRV-20..23)."""

from __future__ import annotations

import pytest
from helpers import gains, position, score

import i18n
from genial.classic import Placement
from genial.core.errors import IllegalMoveError

#: F4 F5 red, F8 F9 green, I3 I4 green: "RG F6 r" scores red 2 and green 2,
#: "GB I5 r" scores green 2.
TILES = ["RR F4 r", "GG F8 r", "GG I3 r"]
BAG = ["YY"] * 20


def test_d_cl_5_one_bonus_per_colour_reaching_18() -> None:
    game = position(
        tiles=TILES, racks=[["RB", "OO", "PP"], []], scores=[score(R=16), score()], bag=BAG
    )
    outcome = game.apply("RB F6 r")
    assert outcome.gains == gains(R=2) and outcome.bonus == 1
    assert "Genial! 1 bonus placement" in i18n.fact("en", outcome.fact)
    assert game.current == 0 and game.in_bonus and game.bonus_owed() == 1
    assert "bonus" in game.status_text()
    # the public view counts the placement now due, like bonus_owed() and the other editions
    assert game.public_view().bonus_pending == 1
    game.apply("OO A3 r")
    assert game.public_view().bonus_pending == 0


def test_d_cl_5_two_colours_at_once_give_two_bonuses() -> None:
    """TRV-22: a tile with two different symbols can earn two bonus turns at once."""
    game = position(
        tiles=TILES,
        racks=[["RG", "OO", "PP", "BB"], []],
        scores=[score(R=16, G=17), score()],
        bag=BAG,
    )
    outcome = game.apply("RG F6 r")
    assert outcome.gains == gains(R=2, G=1) and outcome.lost == gains(G=1)
    assert outcome.bonus == 2 and "2 bonus placements" in i18n.fact("en", outcome.fact)
    assert game.bonus_owed() == 2 and game.public_view().bonus_pending == 2
    bonus1 = game.apply("OO A3 r")
    assert i18n.fact("en", bonus1.fact).startswith("bonus: ")
    assert game.current == 0 and game.bonus_owed() == 1
    game.apply("PP A5 dl")
    assert game.current == 1 and game.bonus_owed() == 0
    assert len(game.racks[0]) == 6  # refilled after the bonus placements


def test_d_cl_5_a_double_reaching_18_gives_one_bonus() -> None:
    """One colour reaching 18 gives one bonus even when both halves score it."""
    game = position(
        tiles=["RR F4 r", "RR F8 r"],
        racks=[["RR", "OO"], []],
        scores=[score(R=15), score()],
        bag=BAG,
    )
    outcome = game.apply("RR F6 r")
    assert outcome.gains == gains(R=3) and outcome.lost == gains(R=1) and outcome.bonus == 1


def test_d_cl_5_bonuses_chain() -> None:
    game = position(
        tiles=TILES,
        racks=[["RB", "GB", "YY", "OO"], []],
        scores=[score(R=16, G=16), score()],
        bag=BAG,
    )
    assert game.apply("RB F6 r").bonus == 1
    second = game.apply("GB I5 r")
    assert second.gains == gains(G=2) and second.bonus == 1
    assert game.current == 0 and game.bonus_owed() == 1
    third = game.apply("YY A3 r")
    assert third.bonus == 0 and i18n.fact("en", third.fact).startswith("bonus: ")
    assert game.current == 1


def test_d_cl_5_bonus_cannot_be_declined() -> None:
    game = position(
        tiles=TILES, racks=[["RB", "OO", "PP"], []], scores=[score(R=16), score()], bag=BAG
    )
    game.apply("RB F6 r")
    moves = game.legal_moves()
    assert moves and all(isinstance(m, Placement) for m in moves)
    assert all(o.move.kind == "place" for o in game.options_for_menu())
    for word in ("keep", "swap", "pass"):
        with pytest.raises(IllegalMoveError):
            game.apply(word)
    assert game.current == 0 and game.in_bonus


def test_d_cl_5_bonus_before_refilling() -> None:
    """TRV-23: the bonus placement comes from the current rack; drawing waits until after."""
    game = position(
        tiles=TILES, racks=[["RB", "OO", "PP"], []], scores=[score(R=16), score()], bag=BAG
    )
    game.apply("RB F6 r")
    assert sorted(t.code for t in game.racks[0]) == ["OO", "PP"]
    assert len(game.bag) == 20
    game.apply("OO A3 r")
    assert len(game.racks[0]) == 6 and len(game.bag) == 15


def test_d_cl_5_bonus_lapses_with_an_empty_rack() -> None:
    game = position(tiles=TILES, racks=[["RB"], ["OO"]], scores=[score(R=16), score()], bag=BAG)
    outcome = game.apply("RB F6 r")
    assert outcome.bonus == 1
    assert game.current == 1 and not game.in_bonus and game.bonus_owed() == 0
    assert len(game.racks[0]) == 6


def test_d_cl_5_second_bonus_lapses_when_the_rack_runs_out() -> None:
    game = position(
        tiles=TILES, racks=[["RG", "OO"], ["BB"]], scores=[score(R=16, G=17), score()], bag=[]
    )
    assert game.apply("RG F6 r").bonus == 2
    game.apply("OO A3 r")  # the second bonus finds the rack empty
    assert game.current == 1 and game.bonus_owed() == 0


def test_d_cl_5_bonus_is_not_earned_twice_by_a_colour_at_18() -> None:
    game = position(tiles=TILES, racks=[["RB", "OO"], []], scores=[score(R=18), score()], bag=BAG)
    outcome = game.apply("RB F6 r")
    assert outcome.bonus == 0 and outcome.lost == gains(R=2)
    assert game.current == 1


def test_d_cl_5_options_announce_the_bonus() -> None:
    game = position(tiles=TILES, racks=[["RB", "PY"], []], scores=[score(R=16), score()], bag=BAG)
    options = game.options_for_menu()
    assert options[0].points == 2 and options[0].detail == "+2 red, 1 bonus placement"
    mine = next(o for o in options if o.move.notation == "RB F6 r")
    assert mine.detail == "+2 red, 1 bonus placement"
    assert mine.label == "R on F6, B on F7"
