"""Quiet hours in the player's own time zone.

Quiet hours are a daily window of local wall-clock time, ``start`` to ``end``
(for example 22:00 to 07:00, crossing midnight), in an IANA time zone. A
reminder that falls inside them is moved to their end (:func:`release`); the
last warning and the time-out are never moved (see ``community.clock``).

Daylight-saving changes follow the wall clock: the night from 22:00 to 07:00
is 8 hours long when clocks spring forward and 10 when they fall back. A wall
time that does not exist that day (inside the spring-forward gap) means the
first instant after the gap; a wall time that happens twice (fall back) means
its first occurrence. ``start == end`` means no quiet hours.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from community.away import ClockError, aware


def zone(name: str) -> ZoneInfo:
    """The IANA time zone ``name``; :class:`ClockError` if unknown."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise ClockError(f"unknown time zone {name[:64]!r}") from exc


def to_utc(day: date, wall: time, tz: ZoneInfo) -> datetime:
    """The instant at which the wall clock in ``tz`` shows ``wall`` on ``day``.

    Ambiguous (fall back): the first occurrence. Missing (spring forward): the
    first instant whose wall clock is past ``wall``, that is, the gap's end.
    """
    naive = datetime.combine(day, wall.replace(tzinfo=None, fold=0))
    first = naive.replace(tzinfo=tz, fold=0).astimezone(UTC)
    if first.astimezone(tz).replace(tzinfo=None) == naive:
        return first
    # In the gap: fold=1 reads the wall time with the offset after the change
    # (an earlier instant), fold=0 with the one before (a later instant).
    lo = naive.replace(tzinfo=tz, fold=1).astimezone(UTC)
    hi = first
    lo, hi = min(lo, hi), max(lo, hi)
    while hi - lo > timedelta(seconds=1):
        mid = lo + (hi - lo) / 2
        if mid.astimezone(tz).replace(tzinfo=None) >= naive:
            hi = mid
        else:
            lo = mid
    floor = hi.replace(microsecond=0)  # changes of offset fall on whole seconds
    return floor if floor.astimezone(tz).replace(tzinfo=None) >= naive else hi


@dataclass(frozen=True)
class QuietHours:
    """A daily quiet window ``start``..``end`` of wall-clock time in ``tz_name``."""

    start: time
    end: time
    tz_name: str = "UTC"

    def __post_init__(self) -> None:
        zone(self.tz_name)

    @property
    def empty(self) -> bool:
        return self.start == self.end

    def window(self, day: date) -> tuple[datetime, datetime]:
        """The quiet window that starts on local ``day``, as UTC instants."""
        tz = zone(self.tz_name)
        end_day = day + timedelta(days=1) if self.end <= self.start else day
        return to_utc(day, self.start, tz), to_utc(end_day, self.end, tz)

    def quiet_until(self, moment: datetime) -> datetime | None:
        """The end of the quiet window containing ``moment``, or None."""
        moment = aware(moment)
        if self.empty:
            return None
        local_day = moment.astimezone(zone(self.tz_name)).date()
        for day in (local_day - timedelta(days=1), local_day):
            lo, hi = self.window(day)
            if lo <= moment < hi:
                return hi
        return None

    def is_quiet(self, moment: datetime) -> bool:
        return self.quiet_until(moment) is not None

    def release(self, moment: datetime) -> datetime:
        """``moment`` if it is not quiet, else the end of its quiet window."""
        moment = aware(moment)
        for _ in range(4):  # windows never chain more than once; bounded anyway
            until = self.quiet_until(moment)
            if until is None:
                return moment
            moment = until
        return moment
