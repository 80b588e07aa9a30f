"""The travel edition for two (D-TRV-1..3, TRV-1..30): the classic rules, 57 tiles, radius 5."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import box, fill, gains, play_random, position, score

import i18n
from genial.classic import Placement, TravelGame
from genial.core.colours import Colour
from genial.core.errors import IllegalMoveError
from genial.core.hexgrid import distance
from genial.core.rng import Rng
from genial.core.tiles import tile_set
from genial.records import replay
from genial.registry import create


def test_d_trv_2_fifty_seven_tiles_six_each_on_the_racks() -> None:
    """TRV-1/2, D-TRV-2: 57 tiles (3 per pair, 2 per double); each player draws six."""
    game = TravelGame.new(2, 17)
    assert [len(r) for r in game.racks] == [6, 6]
    assert len(game.bag) == 45
    everything = Counter(game.bag.tiles + game.racks[0] + game.racks[1])
    assert everything == Counter(tile_set(3, 2))


def test_d_trv_1_board() -> None:
    game = TravelGame.new(2, 17)
    assert len(game.grid) == 91 and game.radius == 5
    assert game.public_view().edition == "travel"
    assert set(game.printed.values()) == set(Colour)


@pytest.mark.parametrize("players", [1, 3, 4])
def test_two_players_only(players: int) -> None:
    with pytest.raises(IllegalMoveError) as exc:
        TravelGame.new(players, 1)
    assert exc.value.reason == "players"
    assert "2-2 players" in i18n.fact("en", exc.value)


def test_edition_facts() -> None:
    ed = TravelGame.edition
    assert (ed.id, ed.min_players, ed.max_players) == ("travel", 2, 2)
    assert create("travel", 2, seed=3).edition is ed


def test_trv_13_19_scoring_on_the_travel_board() -> None:
    """TRV-14..19: both symbols scored, five directions each, the sixth excluded."""
    game = position(
        tiles=["RR F4 r", "BB F8 r"], racks=[["RB", "BB"], []], bag=["GG"] * 9, travel=True
    )
    assert game.apply("RB F6 r").gains == gains(R=2, B=2)


def test_trv_20_track_stops_at_18_and_trv_21_bonus_turn() -> None:
    game = position(
        tiles=["RR F4 r"],
        racks=[["RB", "GG"], ["OO"]],
        scores=[score(R=17), score()],
        bag=["YY"] * 9,
        travel=True,
    )
    outcome = game.apply("RB F6 r")
    assert outcome.gains == gains(R=1) and outcome.lost == gains(R=1) and outcome.bonus == 1
    assert game.current == 0 and game.in_bonus


def test_trv_22_two_bonus_turns_at_once() -> None:
    game = position(
        tiles=["RR F4 r", "BB F8 r"],
        racks=[["RB", "GG", "OO"], ["YY"]],
        scores=[score(R=16, B=16), score()],
        bag=["PP"] * 9,
        travel=True,
    )
    assert game.apply("RB F6 r").bonus == 2
    assert game.bonus_owed() == 2


def test_trv_7_opening_touches_a_different_printed_symbol() -> None:
    game = TravelGame.new(2, 5)
    first = game.options_for_menu()[0].move
    game.apply(first)
    assert len(game.claimed) == 1
    second = game.legal_moves()
    assert second
    for m in second:
        assert isinstance(m, Placement)
        near = {s for s in game.printed for c in (m.cell, m.other) if distance(c, s) == 1}
        assert near and not near & game.claimed


def test_trv_9_never_on_a_printed_symbol() -> None:
    game = position(racks=[["RB"], []], bag=["GG"] * 9, travel=True)
    with pytest.raises(IllegalMoveError) as exc:
        game.apply("RB K1 r")
    assert exc.value.reason == "printed"


def test_trv_11_must_place_even_without_points() -> None:
    game = position(racks=[["RB"], ["GG"]], bag=["GG"] * 9, travel=True)
    assert all(m.kind == "place" for m in game.legal_moves())
    with pytest.raises(IllegalMoveError):
        game.apply("pass")


def test_trv_24_25_exchange() -> None:
    game = position(
        racks=[["GB", "OO", "YY"], ["PP"]],
        scores=[score(R=1, G=1, B=5, O=5, Y=5, P=5), score()],
        bag=["BB"] * 9,
        travel=True,
    )
    game.apply("GB F6 r")  # the rack now shows neither red nor green
    assert game.phase == "swap"
    game.apply("swap")
    assert len(game.racks[0]) == 6 and len(game.bag) == 9 + 2 - 6


def test_d_trv_3_bag_runs_out_no_refill_play_goes_on() -> None:
    bag = ["RB", "GG", "OY", "PP", "BO", "RY", "GP", "YY", "RR", "BB", "OP", "GB", "RO", "YP"]
    game = TravelGame.new(2, 3, {"bag": box(bag, travel=True)})
    game.bag.tiles = game.bag.tiles[:2]  # the bag's last two tiles (a dealt position)
    assert len(game.bag) == 2
    rng = Rng(1)
    game.apply(rng.choice(game.legal_moves()))
    assert len(game.racks[0]) == 6 and len(game.bag) == 1
    game.apply(rng.choice(game.legal_moves()))
    assert len(game.racks[1]) == 6 and len(game.bag) == 0
    game.apply(rng.choice(game.legal_moves()))
    assert len(game.racks[0]) == 5 and not game.over and game.current == 1  # no refill
    play_random(game, rng)
    assert game.over
    # every tile was placed (the board is far from full), or the board filled up
    assert not any(game.racks) or not game._free_pairs()


def test_trv_26_end_when_no_stone_can_be_placed() -> None:
    game = position(racks=[["RB", "GG"], ["OO"]], bag=["PP"] * 10, travel=True)
    fill(game, leave=["F6", "F7"])
    assert game.apply("RB F6 r").game_over


def test_trv_x7_at_the_end_of_a_game() -> None:
    """TRV-X7: A's lowest is red 10, B's lowest is blue 9: A wins."""
    game = position(
        racks=[["RB"], []],
        scores=[[10, 12, 15, 11, 13, 14], [17, 16, 9, 18, 18, 12]],
        bag=[],
        travel=True,
    )
    game.apply("RB A3 r")
    assert [(s.seat, s.place) for s in game.ranking()] == [(0, 1), (1, 2)]


def test_trv_x8_at_the_end_of_a_game() -> None:
    """TRV-X8: 9 and 12 tied, then B's green 14 beats A's yellow 13: B wins."""
    game = position(
        racks=[["RB"], []],
        scores=[[9, 15, 12, 16, 13, 17], [9, 14, 12, 16, 17, 15]],
        bag=[],
        travel=True,
    )
    game.apply("RB A3 r")
    assert [(s.seat, s.place) for s in game.ranking()] == [(1, 1), (0, 2)]


def test_trv_29_more_pegs_on_the_tied_position_loses() -> None:
    game = position(
        racks=[["RB"], []],
        scores=[[8, 8, 18, 18, 18, 18], [8, 9, 9, 9, 9, 9]],
        bag=[],
        travel=True,
    )
    game.apply("RB A3 r")
    assert [(s.seat, s.place) for s in game.ranking()] == [(1, 1), (0, 2)]


def test_trv_30_all_pegs_at_18_wins_at_once() -> None:
    game = position(
        tiles=["RR F4 r"],
        racks=[["RB", "GG"], ["OO"]],
        scores=[score(R=16, G=18, B=18, O=18, Y=18, P=18), score()],
        bag=["YY"] * 9,
        travel=True,
    )
    assert game.apply("RB F6 r").game_over
    assert game.ranking()[0].seat == 0 and game.ranking()[0].note == "18 in every colour"


def test_a_whole_travel_game_replays() -> None:
    game = create("travel", 2, seed=2024)
    play_random(game, Rng(2), top=3)
    assert game.over
    again = replay(game.record())
    assert again.scores() == game.scores() and again.record() == game.record()


def test_trv_x0_a_blue_star_scores_in_its_five_directions() -> None:
    """TRV-X0 / TRV-15..18: a blue star on F6 (partner on F7) with blue runs in all six
    directions: the five away from the partner count (1 + 2 + 1 + 1 + 2), the run behind
    the partner (F8, F9) does not."""
    game = position(
        tiles=[
            "BB F8 r",  # behind the partner: F8 F9
            "GB F4 r",  # left: F5 (then green F4)
            "BB D4 dr",  # upper-left: E5 D4
            "BG E6 r",  # upper-right: E6
            "BR G6 dr",  # lower-right: G6 (then red H6)
            "BB G5 dl",  # lower-left: G5 H4
        ],
        racks=[["BY"], []],
        bag=["GG"] * 9,
        travel=True,
    )
    outcome = game.apply("BY F6 r")
    assert outcome.gains == gains(B=1 + 2 + 1 + 1 + 2)
