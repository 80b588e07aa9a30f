"""End of the game (D-CL-8), passing (D-ALL-7), ranking (D-ALL-4/9) and resigning."""

from __future__ import annotations

import pytest
from helpers import fill, position, score

import i18n
from genial.core.errors import GameOverError, IllegalMoveError

ALL_BUT_RED = score(R=17, G=18, B=18, O=18, Y=18, P=18)


def places(game: object) -> list[tuple[int, int]]:
    return [(s.seat, s.place) for s in game.ranking()]  # type: ignore[attr-defined]


# ----- all six at 18 ----------------------------------------------------------------------
def test_d_cl_8_all_six_at_18_wins_at_once() -> None:
    """TRV-30: the bonus earned by the last colour is not played: the game is over."""
    game = position(
        3,
        tiles=["RR F4 r"],
        racks=[["RB", "GG"], ["OO"], ["YY"]],
        scores=[ALL_BUT_RED, [18] * 5 + [17], score()],
        bag=["PP"] * 10,
    )
    outcome = game.apply("RB F6 r")
    assert outcome.bonus == 1 and outcome.game_over
    assert game.over and game.current is None and game.bonus_owed() == 0
    assert game.winners == [0]
    standings = game.ranking()
    assert [(s.seat, s.place, s.note) for s in standings] == [
        (0, 1, "18 in every colour"),
        (1, 2, ""),
        (2, 3, ""),
    ]


def test_d_cl_8_game_ending_move_announces_no_bonus_placement() -> None:
    """D-CL-8/TRV-30: the game is over, so "Genial! 1 bonus placement" would
    promise a move that never comes; the line says what was scored and that it was a
    bonus placement itself, nothing more."""
    game = position(
        tiles=["RR F4 r"],
        racks=[["RB", "GG"], ["OO"]],
        scores=[ALL_BUT_RED, score()],
        bag=["PP"] * 10,
    )
    outcome = game.apply("RB F6 r")
    assert outcome.game_over
    text = i18n.fact("en", outcome.fact)
    assert "bonus" not in text and "Genial" not in text, text
    # The same placement one point short of the end still announces its bonus.
    other = position(
        tiles=["RR F4 r"],
        racks=[["RB", "GG"], ["OO"]],
        scores=[score(R=17, G=17, B=18, O=18, Y=18, P=18), score()],
        bag=["PP"] * 10,
    )
    assert "1 bonus placement" in i18n.fact("en", other.apply("RB F6 r").fact)


def test_d_cl_8_all_six_at_18_during_a_bonus_placement() -> None:
    game = position(
        tiles=["RR F4 r", "GG F8 r"],
        racks=[["RB", "GO", "YY"], ["OO"]],
        scores=[score(R=16, G=17, B=18, O=18, Y=18, P=18), score()],
        bag=["PP"] * 10,
    )
    game.apply("RB F6 r")  # red 18: bonus
    assert game.in_bonus and not game.over
    game.apply("GO F10 dr")  # green on F10 next to F9 F8: 18 everywhere
    assert game.over and game.winners == [0]


# ----- no tile can be placed --------------------------------------------------------------
def test_d_cl_8_no_two_adjacent_free_cells_ends_the_game() -> None:
    game = position(racks=[["RB", "GG"], ["OO"]], bag=["PP"] * 10)
    fill(game, leave=["F6", "F7"])
    assert not game.over
    assert {(m.cell, m.other) for m in game.legal_moves()} == {((0, 0), (1, 0))}  # type: ignore[attr-defined]
    outcome = game.apply("RB F6 r")
    assert outcome.game_over and game.over
    assert game.legal_moves() == [] and game.options_for_menu() == []
    assert game.current is None
    assert "Game over" in game.status_text()


def test_d_cl_8_single_free_cells_do_not_keep_the_game_going() -> None:
    game = position(racks=[["RB"], ["OO"]], bag=["PP"] * 10)
    fill(game)
    assert game._free_cells  # a few isolated cells stay free
    assert game.over


def test_d_cl_8_every_rack_and_the_bag_empty_ends_the_game() -> None:
    game = position(racks=[["RB"], []], bag=[])
    assert not game.over
    assert game.apply("RB F6 r").game_over
    assert game.over


def test_game_over_refuses_moves() -> None:
    game = position(racks=[["RB"], []], bag=[])
    game.apply("RB F6 r")
    with pytest.raises(GameOverError) as exc:
        game.apply("GG F8 r")
    assert exc.value.reason == "game-over"
    with pytest.raises(GameOverError):
        game.resign(1)


# ----- passing ------------------------------------------------------------------------------
def test_d_all_7_empty_rack_passes_while_others_play() -> None:
    """D-CL-8: a player with an empty rack while others can still play passes."""
    game = position(racks=[[], ["RB", "GG"]], bag=[])
    assert [m.notation for m in game.legal_moves()] == ["pass"]
    [option] = game.options_for_menu()
    assert option.move.notation == "pass" and option.points == 0
    outcome = game.apply("pass")
    assert outcome.kind == "pass" and i18n.fact("en", outcome.fact) == "passed (no tiles left)"
    assert game.current == 1
    assert game.history[-1] == (0, "pass")
    game.apply("RB F6 r")
    assert game.current == 0
    game.apply("pass")
    game.apply("GG F8 r")
    assert game.over


def test_d_all_7_no_pass_while_holding_tiles() -> None:
    game = position(racks=[["RB"], ["GG"]], bag=[])
    with pytest.raises(IllegalMoveError) as exc:
        game.apply("pass")
    assert exc.value.reason == "pass"


# ----- ranking ------------------------------------------------------------------------------
def test_d_all_4_ranking_of_a_finished_game_and_its_record() -> None:
    game = position(
        4,
        racks=[["RB"], [], [], []],
        scores=[[3] * 6, [5] * 6, [3] * 6, [1, 2, 3, 4, 5, 18]],
        bag=[],
    )
    game.apply("RB A3 r")  # nothing scored: the game ends (no tiles left)
    assert game.over
    assert places(game) == [(1, 1), (0, 2), (2, 2), (3, 4)]
    result = game.record()["result"]
    assert [(r["seat"], r["place"]) for r in result] == [(1, 1), (0, 2), (2, 2), (3, 4)]


def test_d_all_4_trv_29_in_a_finished_game() -> None:
    """TRV-29: two pegs on the tied lowest value lose to one."""
    game = position(racks=[["RB"], []], scores=[[8, 8, 18, 18, 18, 18], [8, 9, 9, 9, 9, 9]], bag=[])
    game.apply("RB A3 r")
    assert places(game) == [(1, 1), (0, 2)]


# ----- resigning ----------------------------------------------------------------------------
def test_resign_three_players_seat_is_skipped_and_ranks_last() -> None:
    game = position(
        3,
        racks=[["RB", "GG"], ["OO"], ["YY", "PP"]],
        scores=[score(), [18] * 5 + [17], score()],
        bag=["BB"] * 20,
    )
    outcome = game.resign(1)
    assert outcome.kind == "resign" and not outcome.game_over
    assert game.resigned == [1] and game.racks[1] == []
    assert game.current == 0
    game.apply("RB F6 r")
    assert game.current == 2  # seat 1 is skipped
    game.apply("YY A3 r")
    assert game.current == 0
    assert game.history[0] == (1, "resign")
    standings = game.ranking()
    assert (standings[-1].seat, standings[-1].place, standings[-1].note) == (1, 3, "resigned")


def test_resign_of_the_seat_to_act_passes_the_turn() -> None:
    game = position(3, racks=[["RB"], ["OO"], ["YY"]], bag=["BB"] * 20)
    game.resign(0)
    assert game.current == 1 and game.phase == "place"


def test_resign_during_a_bonus_or_the_swap_decision() -> None:
    game = position(
        3,
        tiles=["RR F4 r"],
        racks=[["RB", "GG", "OO"], ["YY"], ["PP"]],
        scores=[score(R=16), score(), score()],
        bag=["BB"] * 20,
    )
    game.apply("RB F6 r")
    assert game.in_bonus
    game.resign(0)
    assert game.current == 1 and not game.in_bonus and game.bonus_owed() == 0


def test_resign_two_players_ends_the_game() -> None:
    game = position(racks=[["RB"], ["GG"]], scores=[score(), [18] * 6], bag=["BB"] * 20)
    outcome = game.resign(1)
    assert outcome.game_over and game.over
    assert places(game) == [(0, 1), (1, 2)]
    assert game.ranking()[1].note == "resigned"


def test_resign_down_to_one_player_ends_the_game() -> None:
    game = position(4, racks=[["RB"], ["GG"], ["OO"], ["YY"]], bag=["BB"] * 20)
    game.resign(3)
    game.resign(0)
    assert not game.over and game.current == 1
    game.resign(1)
    assert game.over
    assert places(game) == [(2, 1), (1, 2), (0, 3), (3, 4)]


def test_resign_twice_or_unknown_seat() -> None:
    game = position(3, racks=[["RB"], ["GG"], ["OO"]], bag=["BB"] * 20)
    game.resign(2)
    for seat in (2, 3, -1):
        with pytest.raises(IllegalMoveError) as exc:
            game.resign(seat)
        assert exc.value.reason == "resigned"


def test_d_cl_8_resign_leaving_no_tiles_ends_the_game() -> None:
    """D-CL-8: when a resignation leaves every remaining rack and the bag empty, play stops."""
    game = position(3, racks=[[], [], ["RB"]], bag=[])
    assert not game.over and game.current == 0
    game.resign(2)
    assert game.over
