"""Vacations: periods in which every clock of a player stands still.

A player asks for ``days`` away; the period starts at once and ends after
that many days, or earlier, when the player makes a move (:func:`end_early`).
Each server grants an allowance of days per calendar year (UTC); a period
that crosses New Year counts towards each year for the part inside it. Only
the time actually taken counts: ending early gives the rest back. Leagues may
forbid vacations for their games (``AwayPolicy.allowed``).

Times are timezone-aware datetimes; durations are timedeltas. Pure: stdlib only.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta


class ClockError(ValueError):
    """A clock, a vacation or quiet hours were asked for something impossible."""


def aware(moment: datetime, what: str = "time") -> datetime:
    """``moment`` in UTC; naive datetimes are refused (their zone is unknown)."""
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ClockError(f"{what} must carry a time zone")
    return moment.astimezone(UTC)


@dataclass(frozen=True)
class Away:
    """A vacation: the player's clocks stand still from ``start`` until ``end``."""

    start: datetime
    end: datetime

    def __post_init__(self) -> None:
        object.__setattr__(self, "start", aware(self.start, "start"))
        object.__setattr__(self, "end", aware(self.end, "end"))
        if self.end < self.start:
            raise ClockError("a vacation cannot end before it starts")

    def active(self, now: datetime) -> bool:
        """True while the vacation runs (opponents see "away until ``end``")."""
        return self.start <= aware(now) < self.end


@dataclass(frozen=True)
class AwayPolicy:
    """How much vacation a server grants per calendar year, and whether at all."""

    days_per_year: int = 30
    allowed: bool = True

    def __post_init__(self) -> None:
        if not 0 <= self.days_per_year <= 366:
            raise ClockError("the yearly allowance is between 0 and 366 days")


def overlap(start: datetime, end: datetime, aways: Iterable[Away]) -> timedelta:
    """How much of ``[start, end)`` lies inside the vacations (overlaps counted once)."""
    start, end = aware(start), aware(end)
    total = timedelta(0)
    cursor = start
    for away in sorted(aways, key=lambda a: a.start):
        lo, hi = max(away.start, cursor), min(away.end, end)
        if hi > lo:
            total += hi - lo
            cursor = hi
    return total


def used(aways: Iterable[Away], year: int) -> timedelta:
    """Vacation taken inside calendar ``year`` (UTC)."""
    begin = datetime(year, 1, 1, tzinfo=UTC)
    return overlap(begin, datetime(year + 1, 1, 1, tzinfo=UTC), aways)


def remaining(policy: AwayPolicy, aways: Iterable[Away], year: int) -> timedelta:
    """What is left of ``year``'s allowance (never negative)."""
    if not policy.allowed:
        return timedelta(0)
    left = timedelta(days=policy.days_per_year) - used(aways, year)
    return max(left, timedelta(0))


def start_away(policy: AwayPolicy, aways: Sequence[Away], now: datetime, days: int) -> Away:
    """A new vacation of ``days`` from ``now``, if the allowance covers it.

    Raises :class:`ClockError` when vacations are forbidden, ``days`` is not
    positive, a vacation already runs, or a year's allowance would be exceeded.
    """
    now = aware(now)
    if not policy.allowed:
        raise ClockError("vacations are not allowed here")
    if days <= 0:
        raise ClockError("a vacation lasts at least one day")
    if any(a.active(now) or a.start > now for a in aways):
        raise ClockError("a vacation is already running")
    new = Away(now, now + timedelta(days=days))
    for year in range(new.start.year, new.end.year + 1):
        taken = used([*aways, new], year)
        if taken > timedelta(days=policy.days_per_year):
            raise ClockError("this would exceed the yearly allowance")
    return new


def end_early(away: Away, now: datetime) -> Away:
    """``away`` ended at ``now`` (the player moved); unchanged if already over."""
    now = aware(now)
    if now >= away.end:
        return away
    return Away(away.start, max(now, away.start))


def away_until(aways: Iterable[Away], now: datetime) -> datetime | None:
    """The end of the vacation running at ``now``, or None."""
    ends = [a.end for a in aways if a.active(now)]
    return max(ends) if ends else None
