"""community.away: vacations, the yearly allowance, ending early."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from community.away import (
    Away,
    AwayPolicy,
    ClockError,
    away_until,
    end_early,
    overlap,
    remaining,
    start_away,
    used,
)

DAY = timedelta(days=1)


def utc(y: int, mo: int, d: int, h: int = 0, mi: int = 0) -> datetime:
    return datetime(y, mo, d, h, mi, tzinfo=UTC)


def test_a_vacation_within_the_allowance_and_one_beyond() -> None:
    policy = AwayPolicy(days_per_year=10)
    first = start_away(policy, [], utc(2026, 3, 1), 7)
    assert first == Away(utc(2026, 3, 1), utc(2026, 3, 8))
    assert remaining(policy, [first], 2026) == 3 * DAY
    with pytest.raises(ClockError, match="allowance"):
        start_away(policy, [first], utc(2026, 5, 1), 4)
    second = start_away(policy, [first], utc(2026, 5, 1), 3)
    assert remaining(policy, [first, second], 2026) == timedelta(0)


def test_ending_early_gives_the_rest_back() -> None:
    """Moving ends the vacation: only the days taken count."""
    policy = AwayPolicy(days_per_year=10)
    away = start_away(policy, [], utc(2026, 3, 1), 10)
    assert remaining(policy, [away], 2026) == timedelta(0)
    back = end_early(away, utc(2026, 3, 3, 12))
    assert back == Away(utc(2026, 3, 1), utc(2026, 3, 3, 12))
    assert remaining(policy, [back], 2026) == timedelta(days=7, hours=12)
    assert end_early(back, utc(2026, 4, 1)) == back  # already over: unchanged


def test_a_vacation_across_new_year_counts_in_each_year() -> None:
    policy = AwayPolicy(days_per_year=5)
    away = start_away(policy, [], utc(2026, 12, 29), 6)  # 3 days in 2026, 3 in 2027
    assert used([away], 2026) == used([away], 2027) == 3 * DAY
    assert remaining(policy, [away], 2027) == 2 * DAY


def test_refusals() -> None:
    running = Away(utc(2026, 3, 1), utc(2026, 3, 5))
    with pytest.raises(ClockError, match="not allowed"):
        start_away(AwayPolicy(allowed=False), [], utc(2026, 3, 1), 1)
    with pytest.raises(ClockError, match="at least one day"):
        start_away(AwayPolicy(), [], utc(2026, 3, 1), 0)
    with pytest.raises(ClockError, match="already running"):
        start_away(AwayPolicy(), [running], utc(2026, 3, 2), 1)
    with pytest.raises(ClockError):
        AwayPolicy(days_per_year=-1)
    with pytest.raises(ClockError):
        Away(utc(2026, 3, 5), utc(2026, 3, 1))
    with pytest.raises(ClockError, match="time zone"):
        Away(datetime(2026, 3, 1), datetime(2026, 3, 2))
    assert remaining(AwayPolicy(allowed=False), [], 2026) == timedelta(0)


def test_opponents_see_away_until() -> None:
    away = Away(utc(2026, 3, 1), utc(2026, 3, 5))
    assert away_until([away], utc(2026, 3, 2)) == utc(2026, 3, 5)
    assert away_until([away], utc(2026, 3, 5)) is None
    assert away_until([away], utc(2026, 2, 28)) is None


def test_overlapping_vacations_count_once() -> None:
    aways = [Away(utc(2026, 1, 1), utc(2026, 1, 5)), Away(utc(2026, 1, 3), utc(2026, 1, 8))]
    assert overlap(utc(2026, 1, 2), utc(2026, 1, 10), aways) == 6 * DAY


@settings(max_examples=200, deadline=None)
@given(
    st.integers(0, 60),
    st.lists(st.tuples(st.integers(0, 700), st.integers(1, 40)), max_size=8),
)
def test_the_allowance_is_never_exceeded(allowance: int, asks: list[tuple[int, int]]) -> None:
    """Whatever is asked, in any order, no year ever holds more than its allowance."""
    policy = AwayPolicy(days_per_year=allowance)
    taken: list[Away] = []
    for offset, days in sorted(asks):
        now = utc(2026, 1, 1) + offset * DAY
        try:
            taken.append(start_away(policy, taken, now, days))
        except ClockError:
            continue
    for year in (2026, 2027, 2028):
        assert used(taken, year) <= allowance * DAY
        assert remaining(policy, taken, year) == allowance * DAY - used(taken, year)
