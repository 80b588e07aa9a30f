"""Classic solitaire (D-CL-10): one test per point of the decision.

On the 2-player board, ``RR F4 r`` lays red on F4 and F5, so ``RB F6 r`` scores red 2.
"""

from __future__ import annotations

import pytest
from helpers import position, score

from genial.classic import ClassicGame
from genial.core.errors import IllegalMoveError
from genial.registry import create

BAG = ["YY", "PP", "OO", "BB", "GG", "YP"] * 4


def solo(scores: list[int], rack: list[str], *, bag: list[str] | None = None) -> ClassicGame:
    return position(
        1, tiles=["RR F4 r"], racks=[rack], scores=[scores], bag=BAG if bag is None else bag
    )


# 1. One player, the 2-player board (91 cells, the six printed symbols), 120 tiles, rack of 6.
def test_d_cl_10_one_player_on_the_two_player_board() -> None:
    game = create("classic", 1, seed=4)
    assert game.variant == "solitaire" and game.teams() == [(0,)]
    assert len(game.grid.cells) == 91 and len(game.printed) == 6
    assert len(game.racks[0]) == 6 and len(game.bag) == 114
    assert game.record()["players"] == 1


# 2. One double-length track per colour (0-36), a bonus placement at 18 and at 36.
@pytest.mark.parametrize(("before", "bonus"), [(16, 1), (34, 1), (35, 1), (20, 0)])
def test_d_cl_10_track_to_36_bonus_at_18_and_36(before: int, bonus: int) -> None:
    game = solo(score(R=before), ["RB", "OO"])
    assert game.track.cap == 36
    outcome = game.apply("RB F6 r")
    assert game.scores()[0][0] == min(36, before + 2) and outcome.bonus == bonus
    assert game.current == 0 and game.bonus_owed() == bonus


# 3. Placing, scoring, the swap and bonus placements as in the game for two.
def test_d_cl_10_swap_as_for_two() -> None:
    low_green = score(R=9, G=2, B=9, O=9, Y=9, P=9)
    game = solo(low_green, ["RB", "OO", "YY"])
    game.apply("RB F6 r")
    assert game.phase == "swap" and [m.notation for m in game.legal_moves()] == ["swap", "keep"]
    game.apply("swap")
    assert game.current == 0 and len(game.racks[0]) == 6


def test_d_cl_10_the_turn_comes_back_to_the_one_player() -> None:
    game = solo(score(R=3), ["RB", "OO", "GG"])
    game.apply("RB F6 r")
    assert game.current == 0 and not game.over and len(game.racks[0]) == 6


# 4. The opening rule asks the first placement to touch a printed symbol.
def test_d_cl_10_first_placement_touches_a_printed_symbol() -> None:
    game = position(1, racks=[["YY", "OO"]], scores=[score()], bag=BAG, opened=False)
    with pytest.raises(IllegalMoveError) as exc:
        game.apply("YY F5 r")
    assert exc.value.reason == "opening"
    game.apply("YY A2 r")  # next to the red symbol on A1
    assert game.opened == [True]


# 5. The end: no tile can be placed, or bag and rack empty, or 36 in all six.
def test_d_cl_10_ends_at_36_in_all_six() -> None:
    game = solo(score(R=34, G=36, B=36, O=36, Y=36, P=36), ["RB", "OO"])
    outcome = game.apply("RB F6 r")
    assert outcome.game_over and game.winners == [0]
    assert game.solo_score == 36


def test_d_cl_10_ends_when_bag_and_rack_are_empty() -> None:
    game = solo(score(R=3), ["RB"], bag=[])
    game.apply("RB F6 r")
    assert game.over and game.solo_score == 0


def test_d_cl_10_eighteen_in_all_six_does_not_end_it() -> None:
    game = solo(score(R=16, G=18, B=18, O=18, Y=18, P=18), ["RB", "OO"])
    assert not game.apply("RB F6 r").game_over


# 6. The result is the weakest colour (ties broken by the next weakest, as D-ALL-4).
def test_d_cl_10_result_is_the_weakest_colour() -> None:
    game = position(1, scores=[score(R=7, G=12, B=20, O=9, Y=30, P=36)])
    assert game.over and game.solo_score == 7
    (standing,) = game.ranking()
    assert standing.seat == 0 and standing.place == 1 and standing.note == "result 7"
    assert sorted(standing.scores) == [7, 9, 12, 20, 30, 36]  # the next weakest breaks ties


def test_d_cl_10_a_resigned_solitaire_is_over_and_noted() -> None:
    game = create("classic", 1, seed=8)
    game.resign(0)
    assert game.over and game.ranking()[0].note == "resigned"


def test_solo_score_only_in_solitaire() -> None:
    assert create("classic", 2, seed=1).solo_score is None
    assert create("classic", 4, seed=1, options={"teams": True}).solo_score is None
