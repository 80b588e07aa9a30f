"""Ranking by colour scores (D-ALL-4, D-ALL-9, TRV-27..29, TRV-X7, TRV-X8)."""

from __future__ import annotations

import itertools

from hypothesis import given
from hypothesis import strategies as st

from genial.core.ranking import Standing, places, rank, rank_key, rank_noted, weakest_colours


def seats_by_place(standings: list[Standing]) -> list[tuple[int, int]]:
    return [(s.seat, s.place) for s in standings]


def test_d_all_4_rank_key_sorts_ascending() -> None:
    assert rank_key([5, 3, 18, 0, 9, 3]) == (0, 3, 3, 5, 9, 18)


def test_trv_x7_higher_lowest_peg_wins() -> None:
    """TRV-X7: A's lowest is red 10, B's lowest is blue 9: A wins (other pegs unknown)."""
    a = [10, 11, 12, 13, 14, 15]  # red lowest at 10
    b = [18, 18, 9, 18, 18, 18]  # blue lowest at 9, everything else at the top
    assert seats_by_place(rank([a, b])) == [(0, 1), (1, 2)]
    assert seats_by_place(rank([b, a])) == [(1, 1), (0, 2)]


def test_trv_x8_tie_broken_by_third_lowest() -> None:
    """TRV-X8: both 9 lowest, both 12 second-lowest; B 14 (green) beats A 13 (yellow)."""
    a = [9, 15, 12, 16, 13, 17]  # yellow 13 third-lowest
    b = [9, 14, 12, 16, 17, 15]  # green 14 third-lowest
    assert seats_by_place(rank([a, b])) == [(1, 1), (0, 2)]


def test_trv_29_more_pegs_on_the_tied_value_loses() -> None:
    """TRV-29: both lowest 8; A has two pegs on 8, B one: B wins."""
    a = [8, 8, 18, 18, 18, 18]
    b = [8, 9, 9, 9, 9, 9]
    assert seats_by_place(rank([a, b])) == [(1, 1), (0, 2)]


def test_trv_27_colour_of_the_lowest_and_pegs_at_18_do_not_matter() -> None:
    """TRV-27: which colour is lowest and how many pegs reached 18 play no part."""
    a = [7, 18, 18, 18, 18, 18]
    b = [10, 10, 10, 10, 10, 10]
    assert seats_by_place(rank([a, b])) == [(1, 1), (0, 2)]
    assert seats_by_place(rank([[1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1]])) == [(0, 1), (1, 1)]


def test_d_all_9_shared_places_1_2_2_4() -> None:
    """D-ALL-9: ties share a place and the next place is skipped; seat order within a tie."""
    scores = [[3] * 6, [5] * 6, [3] * 6, [1] * 6]
    assert seats_by_place(rank(scores)) == [(1, 1), (0, 2), (2, 2), (3, 4)]


def test_d_all_9_everyone_tied() -> None:
    assert seats_by_place(rank([[4] * 6] * 3)) == [(0, 1), (1, 1), (2, 1)]


def test_places_helper() -> None:
    assert places([[1], [3], [3], [0]]) == [3, 1, 1, 4]
    assert places([]) == []


def test_first_tier_ranks_above_everyone() -> None:
    """D-CL-8 / D-CRD-7: an outright winner ranks first whatever the others' lists."""
    scores = [[18] * 6, [9] * 6, [2] * 6]
    assert seats_by_place(rank(scores, first=[2])) == [(2, 1), (0, 2), (1, 3)]


def test_last_tier_resigned_rank_below_everyone_latest_leaver_highest() -> None:
    """Resigned seats rank last; of two, the one who left later ranks higher."""
    scores = [[10] * 6, [0] * 6, [12] * 6, [15] * 6]
    got = rank(scores, last=[3, 0])
    assert seats_by_place(got) == [(2, 1), (1, 2), (0, 3), (3, 4)]


def test_notes_and_scores_are_carried() -> None:
    got = rank([[1, 2, 3, 4, 5, 6], [0] * 6], last=[1], notes={1: "resigned"})
    assert got[0] == Standing(0, 1, (1, 2, 3, 4, 5, 6), "")
    assert got[1] == Standing(1, 2, (0, 0, 0, 0, 0, 0), "resigned")


def test_four_colour_scores_rank_the_same_way() -> None:
    """D-ALL-4 holds for any number of colours (Spezial has four)."""
    assert seats_by_place(rank([[3, 4, 5, 6], [3, 4, 6, 5], [2, 20, 20, 20]])) == [
        (0, 1),
        (1, 1),
        (2, 3),
    ]


scores_st = st.lists(st.lists(st.integers(0, 18), min_size=6, max_size=6), min_size=1, max_size=4)


@given(scores_st)
def test_d_all_4_ranking_order_is_lexicographic_on_sorted_scores(scores: list[list[int]]) -> None:
    standings = rank(scores)
    assert sorted(s.seat for s in standings) == list(range(len(scores)))
    for a, b in itertools.pairwise(standings):
        ka, kb = rank_key(a.scores), rank_key(b.scores)
        assert ka >= kb
        assert (a.place == b.place) == (ka == kb)
        if a.place == b.place:
            assert a.seat < b.seat
    for s in standings:
        assert s.place == 1 + sum(1 for t in scores if rank_key(t) > rank_key(scores[s.seat]))


@given(scores_st, st.data())
def test_d_all_4_tiers_first_and_last(scores: list[list[int]], data: st.DataObject) -> None:
    seats = list(range(len(scores)))
    first = data.draw(st.lists(st.sampled_from(seats), unique=True, max_size=1))
    rest = [s for s in seats if s not in first]
    last = data.draw(st.permutations(rest)).copy()[: data.draw(st.integers(0, len(rest)))]
    standings = rank(scores, first=first, last=last)
    order = [s.seat for s in standings]
    if first:
        assert order[0] == first[0] and standings[0].place == 1
    assert order[len(order) - len(last) :] == list(reversed(last))


def test_d_all_4_weakest_colours_in_colour_order() -> None:
    assert weakest_colours([3, 1, 4, 1], "RGBO") == ("G", "O")
    assert weakest_colours([7] * 6, "RGBOYP") == tuple("RGBOYP")


def test_d_all_9_rank_noted_winner_first_resigned_last() -> None:
    scores = [[5, 5], [1, 1], [9, 9], [3, 3]]
    out = rank_noted(scores, winners=[1], winner_note="won", resigned=[2])
    assert [(s.seat, s.place, s.note) for s in out] == [
        (1, 1, "won"),
        (0, 2, ""),
        (3, 3, ""),
        (2, 4, "resigned"),
    ]
    assert rank_noted(scores) == rank(scores)
