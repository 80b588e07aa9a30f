"""Divisions with promotion and relegation: the top and bottom N of a division move between
seasons."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from community.divisions import division_of, moves, next_round_divided, season_order, split
from community.league import Result, promotion
from community.pairing import Round
from community.season import next_round


@given(st.integers(2, 40), st.integers(1, 8))
def test_divisions_partition_the_field(n: int, count: int) -> None:
    players = list(range(100, 100 + n))
    divisions = split(players, count)
    assert [p for d in divisions for p in d] == players  # consecutive, best first
    assert len(divisions) == max(1, min(count, n // 2))
    assert all(len(d) >= 2 for d in divisions)
    sizes = [len(d) for d in divisions]
    assert max(sizes) - min(sizes) <= 1 and sizes == sorted(sizes, reverse=True)


@given(st.integers(4, 40), st.integers(2, 6), st.integers(0, 4))
def test_promotion_keeps_sizes_and_players(n: int, count: int, move: int) -> None:
    divisions = split(list(range(n)), count)
    sizes = [len(d) for d in divisions]
    after = promotion(divisions, move)
    assert [len(d) for d in after] == sizes
    assert sorted(p for d in after for p in d) == list(range(n))
    up, down = moves(divisions, after)
    assert len(up) == len(down) == sum(min(move, s // 2) for s in sizes[1:]) or len(sizes) == 1
    was, now = division_of(divisions), division_of(after)
    assert all(abs(was[p] - now[p]) <= 1 for p in was)
    # Next season with everyone back: the same divisions as promotion made them.
    assert split(season_order(list(range(n)), after), count) == after


def test_top_and_bottom_move_between_adjacent_divisions() -> None:
    after = promotion([[1, 2, 3], [4, 5, 6], [7, 8, 9]], 1)
    assert after == [[1, 2, 4], [3, 5, 7], [6, 8, 9]]
    assert moves([[1, 2, 3], [4, 5, 6], [7, 8, 9]], after) == ([4, 7], [3, 6])


def test_season_order_first_by_rating_then_sign_up() -> None:
    assert season_order([5, 6, 7, 8]) == [5, 6, 7, 8]
    assert season_order([5, 6, 7, 8], ratings={7: 30.0, 6: 25.0}) == [7, 6, 5, 8]
    # Later seasons: last season's divisions after promotion, newcomers at the bottom.
    assert season_order([9, 1, 2, 4], previous=[[1, 2, 4], [3, 5, 6]]) == [1, 2, 4, 9]


@settings(deadline=None, max_examples=40)
@given(
    st.integers(4, 24), st.integers(1, 4), st.integers(2, 4), st.integers(0, 50),
    st.sampled_from(["swiss", "round_robin"]),
)  # fmt: skip
def test_each_division_plays_within_itself(
    n: int, count: int, per_table: int, seed: int, fmt: str
) -> None:
    players = list(range(1, n + 1))
    divisions = split(players, count)
    where = division_of(divisions)
    history: list[Round] = []
    for _ in range(2):
        r = next_round_divided(
            format=fmt, per_table=per_table, rounds=2, divisions=divisions, active=players,
            history=history, results=[], byes=[], seed=str(seed),
        )  # fmt: skip
        assert r is not None
        assert sorted(r.players()) == players  # everyone once per round
        for t in r.tables:
            assert 2 <= len(t) <= per_table and len({where[p] for p in t}) == 1
        history.append(r)
    assert next_round_divided(
        format=fmt, per_table=per_table, rounds=2, divisions=divisions, active=players,
        history=history, results=[], byes=[], seed=str(seed),
    ) is None  # fmt: skip


def test_one_division_is_the_plain_league() -> None:
    players = [1, 2, 3, 4, 5]
    results = [Result((1, 2, 3), (1, 2, 3)), Result((4, 5), (1, 2))]
    for fmt in ("swiss", "round_robin"):
        args = dict(format=fmt, per_table=3, rounds=3, active=players, results=results,
                    byes=[], seed="s")  # fmt: skip
        first = next_round(starters=players, history=[], **args)  # type: ignore[arg-type]
        assert next_round_divided(divisions=[players], history=[], **args) == first  # type: ignore[arg-type]
