"""Classic partnership for four (D-CL-9): one test per point of the decision.

On the 4-player board, ``RR H6 r`` lays red on H6 and H7, so ``RB H8 r`` scores red 2
(the run H7, H6 to the left of H8) and nothing else.
"""

from __future__ import annotations

import pytest
from helpers import position, score

import i18n
from genial.classic import ClassicGame
from genial.core.errors import IllegalMoveError
from genial.core.rng import Rng
from genial.registry import create

RED_RUN = ["RR H6 r"]
BAG = ["YY", "PP", "OO", "BB", "GG", "YP"] * 4


def teams_game(
    side0: list[int],
    side1: list[int] | None = None,
    *,
    racks: list[list[str]] | None = None,
    seat: int = 0,
    bag: list[str] | None = None,
) -> ClassicGame:
    return position(
        4,
        teams=True,
        tiles=RED_RUN,
        racks=racks or [["RB", "OO"], ["PP"], ["RB", "OO"], ["PP"]],
        scores=[side0, side1 or score()],
        bag=BAG if bag is None else bag,
        seat=seat,
    )


# 1. Opposite seats form a team: seats 1 and 3 against 2 and 4 (0 and 2 against 1 and 3).
def test_d_cl_9_opposite_seats_form_the_teams() -> None:
    game = create("classic", 4, seed=3, options={"teams": True})
    assert game.variant == "teams"
    assert game.teams() == [(0, 2), (1, 3)]
    assert game.partners(1) == (1, 3) and game.opponents(0) == [1, 3]
    assert game.record()["options"]["teams"] is True


# 2. Each player keeps an own rack of 6, hidden from everyone, the partner included.
def test_d_cl_9_own_rack_hidden_from_the_partner() -> None:
    game = create("classic", 4, seed=3, options={"teams": True})
    assert [len(r) for r in game.racks] == [6, 6, 6, 6]
    assert game.private_view(0).tiles == tuple(game.racks[0])
    assert not hasattr(game.public_view(), "racks")
    # what seat 0 imagines of its partner's rack is drawn at random: search cannot peek
    seen = {tuple(sorted(t.code for t in game.determinise(0, Rng(k)).racks[2])) for k in range(8)}
    assert len(seen) > 1
    assert all(game.determinise(0, Rng(k)).racks[0] == game.racks[0] for k in range(4))


# 3. One track 0-36 per colour for the team: both partners' points go to the same markers.
def test_d_cl_9_partners_score_on_one_track_to_36() -> None:
    game = teams_game(score(R=3), racks=[["PP"], ["PP"], ["RB", "OO"], ["PP"]], seat=2)
    assert game.track.cap == 36
    outcome = game.apply("RB H8 r")
    assert outcome.gains[0] == 2
    assert game.scores()[0] == game.scores()[2] == tuple(score(R=5))
    assert game.scores()[1] == game.scores()[3] == tuple(score())
    assert game.private_view(0).scores == tuple(score(R=5))  # the rack image: the team's


# 4. Reaching 18 and reaching 36 each give the player who scored it one bonus placement.
@pytest.mark.parametrize(("before", "after", "lost"), [(16, 18, 0), (34, 36, 0), (35, 36, 1)])
def test_d_cl_9_bonus_at_18_and_at_36_for_the_scorer(before: int, after: int, lost: int) -> None:
    game = teams_game(score(R=before), racks=[["PP"], ["PP"], ["RB", "OO"], ["PP"]], seat=2)
    outcome = game.apply("RB H8 r")
    assert outcome.bonus == 1 and outcome.lost[0] == lost
    assert game.scores()[2][0] == after
    assert game.current == 2 and game.bonus_owed() == 1  # the scorer, not the partner
    game.apply("OO C5 r")
    assert game.current == 3


def test_d_cl_9_no_bonus_between_the_boards() -> None:
    game = teams_game(score(R=19))
    outcome = game.apply("RB H8 r")
    assert outcome.bonus == 0 and game.current == 1


@pytest.mark.parametrize(("before", "bonus"), [(15, 1), (33, 1), (20, 0)])
def test_d_cl_9_a_long_run_passing_a_board_end_gives_its_bonus(before: int, bonus: int) -> None:
    """Passing 18 (15 -> 19) or reaching 36 with a point lost (33 -> 36) in one scoring."""
    game = position(
        4,
        teams=True,
        tiles=["RR H4 r", "RR H6 r"],
        racks=[["RB", "OO", "PP"], [], [], []],
        scores=[score(R=before), score()],
        bag=BAG,
    )
    outcome = game.apply("RB H8 r")  # H7..H4: four red halves (H3 is purple)
    assert outcome.gains[0] == min(4, 36 - before) and outcome.bonus == bonus


# 5. The opening rule (D-CL-6) is per player, as with four.
def test_d_cl_9_opening_is_per_player_partners_included() -> None:
    game = create("classic", 4, seed=5, options={"teams": True})
    game.setup_position(
        racks=[["YY"], ["YY"], ["YY"], ["YY"]], scores=[score(), score()], bag=BAG, opened=False
    )
    game.apply("YY C4 r")  # touches the red symbol on C3
    assert game.opened == [True, False, False, False]
    # seat 1 may not start from red, nor may seat 2 (the partner) when it comes to it
    for seat in (1, 2):
        game._seat = seat
        with pytest.raises(IllegalMoveError) as exc:
            game.apply("YY D4 r")  # touches C3 (red) only
        assert exc.value.reason == "opening"
    game._seat = 2
    game.apply("YY C9 r")  # touches the green symbol on C8
    assert game.opened[2]


# 6. The swap (D-CL-7) looks at the team's weakest colour.
def test_d_cl_9_swap_judged_by_the_teams_weakest_colour() -> None:
    low_green = score(R=9, G=2, B=9, O=9, Y=9, P=9)
    # seat 2 has scored nothing itself; its team's track is what counts
    game = teams_game(low_green, racks=[["PP"], ["PP"], ["RB", "OO", "YY"], ["PP"]], seat=2)
    assert game.weakest(2) == {game.colours[1]}
    game.apply("RB H8 r")
    assert game.phase == "swap" and game.current == 2
    with_green = teams_game(low_green, racks=[["PP"], ["PP"], ["RB", "OG"], ["PP"]], seat=2)
    with_green.apply("RB H8 r")
    assert with_green.phase == "place" and with_green.current == 3


# 7. The game ends at once when a team has 36 in all six colours; that team wins.
def test_d_cl_9_a_team_at_36_in_all_six_wins_at_once() -> None:
    nearly = score(R=34, G=36, B=36, O=36, Y=36, P=36)
    game = teams_game(nearly, score(R=30, G=30, B=30, O=30, Y=30, P=30), seat=2)
    outcome = game.apply("RB H8 r")
    assert outcome.game_over and game.over and game.bonus_owed() == 0
    assert game.winners == [0, 2]
    assert [(s.seat, s.place, s.note) for s in game.ranking()] == [
        (0, 1, "36 in every colour"),
        (2, 1, "36 in every colour"),
        (1, 2, ""),
        (3, 2, ""),
    ]


def test_d_cl_9_eighteen_in_all_six_does_not_end_a_team_game() -> None:
    nearly = score(R=16, G=18, B=18, O=18, Y=18, P=18)
    game = teams_game(nearly)
    outcome = game.apply("RB H8 r")
    assert not outcome.game_over and outcome.bonus == 1 and game.current == 0


def test_d_cl_9_otherwise_ends_as_d_cl_8() -> None:
    game = teams_game(score(R=5), racks=[["RB"], [], [], []], bag=[])
    game.apply("RB H8 r")
    assert game.over  # every rack and the bag empty


# 8. Teams are ranked by the D-ALL-4 comparison of their tracks.
@pytest.mark.parametrize(
    ("side0", "side1", "places"),
    [
        (score(R=5, G=9), score(R=5, G=8), [1, 2, 1, 2]),  # weakest equal: the next decides
        (score(R=4, G=30), score(R=5, G=5), [2, 1, 2, 1]),  # the weakest colour first
        (score(R=5), score(R=5), [1, 1, 1, 1]),  # identical tracks share the place
    ],
)
def test_d_cl_9_teams_ranked_by_d_all_4(
    side0: list[int], side1: list[int], places: list[int]
) -> None:
    game = position(4, teams=True, scores=[side0, side1])  # no tiles anywhere: over at once
    assert game.over
    got = {s.seat: s.place for s in game.ranking()}
    assert [got[s] for s in range(4)] == places


# 9. The board, tiles and bag are those of four players.
def test_d_cl_9_board_and_tiles_of_four() -> None:
    game = create("classic", 4, seed=1, options={"teams": True})
    assert len(game.grid.cells) == 169
    assert len(game.bag) + sum(len(r) for r in game.racks) == 120


# The option itself: four players only, yes or no.
@pytest.mark.parametrize("players", [1, 2, 3])
def test_d_cl_9_teams_need_four_players(players: int) -> None:
    with pytest.raises(IllegalMoveError) as exc:
        create("classic", players, seed=1, options={"teams": True})
    assert exc.value.reason == "option"
    assert "four players" in i18n.fact("en", exc.value)
    assert "vier Spieler" in i18n.fact("de", exc.value)


def test_d_cl_9_teams_is_yes_or_no() -> None:
    with pytest.raises(IllegalMoveError) as exc:
        create("classic", 4, seed=1, options={"teams": "both"})
    assert exc.value.reason == "option"


# Leaving: a partner who leaves does not end the team's game.
def test_d_cl_9_a_partner_leaving_leaves_the_team_playing() -> None:
    game = create("classic", 4, seed=2, options={"teams": True})
    game.resign(2)
    assert not game.over and 2 not in [game._next_seat(s) for s in range(4)]
    game.skip_turn(0)  # a time-out skips; the game goes on
    assert not game.over
    game.resign(0)
    assert game.over  # a whole team gone: nobody left to play against
    got = {s.seat: (s.place, s.note) for s in game.ranking()}
    assert got[1] == (1, "") and got[0] == (2, "resigned")
