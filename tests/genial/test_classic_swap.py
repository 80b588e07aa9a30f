"""Swapping the whole rack when it shows none of the weakest colours (D-CL-7, TRV-24/25)."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import position, score, snapshot

import i18n
from genial.classic import ClassicGame
from genial.core.errors import IllegalMoveError

LOW_RED = score(R=1, G=5, B=5, O=5, Y=5, P=5)
LOW_RED_GREEN = score(R=1, G=1, B=5, O=5, Y=5, P=5)
BAG = ["BB", "OO", "YY", "PP", "BO", "YP", "OY", "BP", "RR", "GG"]


def swap_game(rack: list[str], scores: list[int] = LOW_RED, bag: list[str] = BAG) -> ClassicGame:
    return position(racks=[rack, ["PP"]], scores=[scores, score()], bag=bag)


def test_d_cl_7_no_tile_of_the_weakest_colour_opens_the_swap_phase() -> None:
    game = swap_game(["GB", "OO", "YY"])
    game.apply("GB F6 r")
    assert game.phase == "swap" and game.current == 0
    assert [m.notation for m in game.legal_moves()] == ["swap", "keep"]
    assert [o.move.notation for o in game.options_for_menu()] == ["swap", "keep"]
    assert all(o.points == 0 for o in game.options_for_menu())
    assert "swap" in game.status_text()


def test_d_cl_7_a_tile_of_the_weakest_colour_means_no_swap() -> None:
    game = swap_game(["GB", "OO", "RY"])
    game.apply("GB F6 r")
    assert game.phase == "place" and game.current == 1


@pytest.mark.parametrize(
    ("rack", "eligible"),
    [
        (["BB", "OO", "YY"], True),  # neither red nor green
        (["BB", "OO", "GY"], False),  # green is one of the tied weakest
        (["BB", "RO", "YY"], False),  # so is red
    ],
)
def test_d_cl_7_tied_weakest_colours_none_may_be_on_the_rack(
    rack: list[str], eligible: bool
) -> None:
    game = swap_game(["PP", *rack], scores=LOW_RED_GREEN)
    assert game.weakest(0) == {game.colours[0], game.colours[1]}
    game.apply("PP F6 r")
    assert (game.phase == "swap") is eligible
    assert game.can_swap(0) is eligible


def test_d_cl_7_swap_puts_the_rack_back_reshuffles_and_draws_six() -> None:
    game = swap_game(["GB", "OO", "YY"])
    game.apply("GB F6 r")
    state = game.rng.state
    before = Counter(t.code for t in game.bag.tiles + game.racks[0])
    outcome = game.apply("swap")
    assert outcome.kind == "swap" and i18n.fact("en", outcome.fact) == "swapped the whole rack"
    assert len(game.racks[0]) == 6
    assert len(game.bag) == len(BAG) + 2 - 6
    assert Counter(t.code for t in game.bag.tiles + game.racks[0]) == before
    assert game.rng.state != state  # the bag was reshuffled
    assert game.current == 1 and game.phase == "place"


def test_d_cl_7_swap_is_deterministic() -> None:
    racks = []
    for _ in range(2):
        game = swap_game(["GB", "OO", "YY"])
        game.apply("GB F6 r")
        game.apply("swap")
        racks.append([t.code for t in game.racks[0]])
    assert racks[0] == racks[1]


def test_d_cl_7_keep_refills_from_the_front_of_the_bag() -> None:
    game = swap_game(["GB", "OO", "YY"])
    game.apply("GB F6 r")
    outcome = game.apply("keep")
    assert i18n.fact("en", outcome.fact) == "kept the rack"
    assert [t.code for t in game.racks[0]] == ["OO", "YY", *BAG[:4]]
    assert [t.code for t in game.bag.tiles] == BAG[4:]
    assert game.current == 1


def test_d_cl_7_no_placement_and_no_pass_in_the_swap_phase() -> None:
    game = swap_game(["GB", "OO", "YY"])
    game.apply("GB F6 r")
    before = snapshot(game)
    with pytest.raises(IllegalMoveError) as exc:
        game.apply("OO A3 r")
    assert exc.value.reason == "phase" and "swap" in i18n.fact("en", exc.value)
    with pytest.raises(IllegalMoveError):
        game.apply("pass")
    assert snapshot(game) == before


@pytest.mark.parametrize("word", ["swap", "keep"])
def test_d_cl_7_swap_only_after_placing(word: str) -> None:
    game = swap_game(["GB", "OO", "YY"])
    with pytest.raises(IllegalMoveError) as exc:
        game.apply(word)
    assert exc.value.reason == "swap"
    assert "after placing" in i18n.fact("en", exc.value)


def test_d_cl_7_an_empty_rack_cannot_be_swapped() -> None:
    """The last tile placed: the refill does what a swap would, no decision is asked."""
    game = swap_game(["GB"])
    game.apply("GB F6 r")
    assert game.phase == "place" and game.current == 1
    assert len(game.racks[0]) == 6


def test_d_cl_7_no_swap_with_an_empty_bag() -> None:
    """Engine decision: with nothing in the bag a swap would only give the same tiles back."""
    game = swap_game(["GB", "OO", "YY"], bag=[])
    game.apply("GB F6 r")
    assert game.phase == "place" and game.current == 1
    assert [t.code for t in game.racks[0]] == ["OO", "YY"]


def test_d_cl_7_swap_after_the_bonus_placements() -> None:
    """TRV-24 / D-CL-7: the decision comes after all placements of the turn, bonus ones included."""
    game = position(
        tiles=["RR F4 r"],
        racks=[["RB", "GG", "OO"], ["PP"]],
        scores=[score(R=16, G=1, B=5, O=5, Y=5, P=5), score()],
        bag=BAG,
    )
    game.apply("RB F6 r")  # red 18: bonus; weakest is now green
    assert game.in_bonus and game.phase == "place"
    game.apply("GG A3 r")
    assert game.phase == "swap" and game.current == 0
