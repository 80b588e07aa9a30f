"""League points and tie-breaks on hand-made results."""

from __future__ import annotations

from fractions import Fraction

import pytest

from community.league import (
    DEFAULT_POINTS,
    LeagueRuleError,
    Result,
    check_points,
    parse_points,
    place_points,
    promotion,
    replaced_last,
    show,
    standings,
)


def test_default_points_per_place() -> None:
    assert place_points([1, 2]) == [1, 0]
    assert place_points([2, 1, 3]) == [1, 3, 0]
    assert place_points([1, 2, 3, 4]) == [4, 2, 1, 0]


def test_ties_share_the_points_of_their_places() -> None:
    assert place_points([1, 1, 3]) == [2, 2, 0]  # (3 + 1) / 2
    assert place_points([1, 2, 2]) == [3, Fraction(1, 2), Fraction(1, 2)]
    assert place_points(
        [
            1,
            2,
            2,
            2,
        ]
    ) == [4, 1, 1, 1]  # (2 + 1 + 0) / 3
    assert place_points([1, 1]) == [Fraction(1, 2)] * 2
    assert place_points([1, 1, 1, 4]) == [Fraction(7, 3)] * 3 + [0]


def test_forfeit_ranks_last_and_the_others_move_up() -> None:
    res = Result((1, 2, 3), (1, 2, 3), forfeited=frozenset({1}))
    assert res.final_places() == (3, 1, 2)
    two = Result((1, 2, 3, 4), (1, 2, 3, 4), forfeited=frozenset({1, 3}))
    assert two.final_places() == (3, 1, 3, 2)
    assert place_points(two.final_places()) == [Fraction(1, 2), 4, Fraction(1, 2), 2]


def test_organiser_points_are_checked() -> None:
    assert check_points({3: (5, 2, 0)})[3] == (5, 2, 0)
    assert check_points({})[4] == DEFAULT_POINTS[4]
    with pytest.raises(LeagueRuleError):
        check_points({3: (3, 1)})
    with pytest.raises(LeagueRuleError):
        check_points({2: (0, 1)})
    assert parse_points("4/2/1/0") == (4, 2, 1, 0)
    with pytest.raises(LeagueRuleError):
        parse_points("four")


def test_standings_points_then_opponents_points() -> None:
    # Round 1: A beats B; C beats D. Round 2: A beats C; D beats B.
    a, b, c, d = 1, 2, 3, 4
    results = [
        Result((a, b), (1, 2), (10, 4)),
        Result((c, d), (1, 2), (6, 5)),
        Result((a, c), (1, 2), (9, 7)),
        Result((d, b), (1, 2), (3, 2)),
    ]
    rows = standings([a, b, c, d], results, left={a: 1})
    assert [r.player for r in rows] == [a, c, d, b]
    assert rows[0].points == 2 and rows[0].played == 2 and rows[0].left == 1
    # C and D both have 1 point; C met A (2) and D (1) = 3, D met C (1) and B (0) = 1.
    assert (rows[1].opponents, rows[2].opponents) == (3, 1)
    assert [r.place for r in rows] == [1, 2, 3, 4]


def test_head_to_head_breaks_equal_buchholz() -> None:
    # A and B each win one game against X and Y, and A beat B when they met at a 3-table.
    a, b, x, y = 1, 2, 3, 4
    results = [
        Result((a, b, x), (1, 2, 3), (5, 5, 1)),  # A 3, B 1, X 0
        Result((b, a, y), (1, 2, 3), (5, 5, 1)),  # B 3, A 1, Y 0
    ]
    rows = standings([a, b, x, y], results)
    top = rows[:2]
    assert {r.player for r in top} == {a, b}
    assert top[0].points == top[1].points == 4
    assert top[0].opponents == top[1].opponents
    # One win each against the other: head to head is level, so weakest colours
    # (equal here) leave them sharing first place.
    assert top[0].head_to_head == top[1].head_to_head == 0
    assert top[0].place == top[1].place == 1


def test_head_to_head_decides() -> None:
    a, b, c, d = 1, 2, 3, 4
    results = [
        Result((a, b), (1, 2)),  # A beats B
        Result((c, d), (1, 2)),  # C beats D
        Result((b, c), (1, 2)),  # B beats C
        Result((d, a), (1, 2)),  # D beats A
    ]
    rows = standings([a, b, c, d], results)
    # Everyone has 1 point; opponents' points are all 2; A beat B, B beat C, C beat D,
    # D beat A: head to head within the whole tied group is +1/-1 for everyone ... level.
    assert {r.points for r in rows} == {1}
    assert {r.head_to_head for r in rows} == {0}
    assert {r.place for r in rows} == {1}
    # Now B also beats A in a third game: A and B differ in points, the rest stay tied.
    more = [*results, Result((a, b), (1, 1), (3, 3))]
    rows = standings([a, b, c, d], more)
    assert rows[0].points == Fraction(3, 2) and {rows[0].player, rows[1].player} == {a, b}
    # A and B tied on points and opponents' points: A beat B once, drew once -> A ahead.
    assert rows[0].player == a and rows[0].head_to_head == 1 and rows[1].place == 2


def test_weakest_colour_sum_is_the_last_tie_break() -> None:
    a, b, c, d = 1, 2, 3, 4
    results = [Result((a, c), (1, 2), (12, 3)), Result((b, d), (1, 2), (9, 3))]
    rows = standings([a, b, c, d], results)
    assert [r.player for r in rows][:2] == [a, b]
    assert [r.place for r in rows] == [1, 2, 3, 3]  # C and D: 0 points, same everything


def test_bye_is_worth_a_two_player_win() -> None:
    rows = standings([1, 2, 3], [Result((1, 2), (1, 2))], byes=[3])
    assert {r.player: r.points for r in rows} == {1: 1, 2: 0, 3: 1}
    assert {r.player: r.played for r in rows}[3] == 0


def test_promotion_and_relegation() -> None:
    top, bottom = [1, 2, 3, 4], [5, 6, 7, 8]
    assert promotion([top, bottom], 1) == [[1, 2, 3, 5], [4, 6, 7, 8]]
    assert promotion([top, bottom], 0) == [top, bottom]


def test_show() -> None:
    assert show(Fraction(2)) == "2"
    assert show(Fraction(5, 2)) == "2.5"
    assert show(Fraction(7, 3)) == "2.33"


def test_a_player_replaced_by_the_computer_is_last_whatever_it_scored() -> None:
    # The computer won the seat of 20; the others close up in their own order.
    assert replaced_last({10: 2, 20: 1, 30: 3}, {20}) == {10: 1, 30: 2, 20: 3}
    # Nobody replaced: the places are the game's.
    assert replaced_last({10: 2, 20: 1, 30: 3}, set()) == {10: 2, 20: 1, 30: 3}


def test_replaced_players_share_last_place_and_ties_stay_ties() -> None:
    places = {1: 1, 2: 2, 3: 2, 4: 4}
    assert replaced_last(places, {1, 4}) == {2: 1, 3: 1, 1: 3, 4: 3}
    assert replaced_last(places, {2}) == {1: 1, 3: 2, 4: 3, 2: 4}
    # Only people who sit at the table count: a stranger in ``replaced`` changes nothing.
    assert replaced_last({1: 1, 2: 2}, {99}) == {1: 1, 2: 2}
