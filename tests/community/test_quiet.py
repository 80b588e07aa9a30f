"""community.quiet: quiet hours in the player's own zone, across daylight-saving changes.

A reminder inside quiet hours is
moved to their end. Transition dates used below (2026):
Europe/Berlin and Europe/Amsterdam: forward 29 Mar 02:00->03:00, back 25 Oct 03:00->02:00;
America/New_York: forward 8 Mar 02:00->03:00, back 1 Nov 02:00->01:00;
Pacific/Auckland: back 5 Apr 03:00->02:00, forward 27 Sep 02:00->03:00.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from community.away import ClockError
from community.quiet import QuietHours, to_utc

ZONES = ["Europe/Berlin", "Europe/Amsterdam", "America/New_York", "Pacific/Auckland", "UTC"]


def utc(y: int, mo: int, d: int, h: int = 0, mi: int = 0) -> datetime:
    return datetime(y, mo, d, h, mi, tzinfo=UTC)


NIGHT = (time(22), time(7))

# (zone, a moment inside the night, its end in UTC, the night's length): the
# night from 22:00 to 07:00 is 9 h, 8 h when clocks spring forward, 10 h when they fall back.
NIGHTS = [
    ("UTC", utc(2026, 3, 29, 23), utc(2026, 3, 30, 7), 9),
    ("Europe/Berlin", utc(2026, 3, 28, 21, 30), utc(2026, 3, 29, 5), 8),
    ("Europe/Berlin", utc(2026, 10, 24, 20, 30), utc(2026, 10, 25, 6), 10),
    ("Europe/Berlin", utc(2026, 7, 1, 1), utc(2026, 7, 1, 5), 9),
    ("Europe/Amsterdam", utc(2026, 3, 29, 3), utc(2026, 3, 29, 5), 8),
    ("Europe/Amsterdam", utc(2026, 1, 10, 22), utc(2026, 1, 11, 6), 9),
    ("America/New_York", utc(2026, 3, 8, 4), utc(2026, 3, 8, 11), 8),
    ("America/New_York", utc(2026, 11, 1, 5), utc(2026, 11, 1, 12), 10),
    ("Pacific/Auckland", utc(2026, 4, 4, 10), utc(2026, 4, 4, 19), 10),
    ("Pacific/Auckland", utc(2026, 9, 26, 10), utc(2026, 9, 26, 18), 8),
]


@pytest.mark.parametrize(("tz", "inside", "end", "hours"), NIGHTS)
def test_a_night_ends_at_seven_local_whatever_the_offset(
    tz: str, inside: datetime, end: datetime, hours: int
) -> None:
    quiet = QuietHours(*NIGHT, tz)
    assert quiet.is_quiet(inside)
    assert quiet.release(inside) == end
    assert end.astimezone(ZoneInfo(tz)).time() == time(7)
    start = quiet.window(end.astimezone(ZoneInfo(tz)).date() - timedelta(days=1))[0]
    assert end - start == timedelta(hours=hours)
    assert not quiet.is_quiet(end)
    assert quiet.is_quiet(end - timedelta(seconds=1))


def test_outside_quiet_hours_a_reminder_is_not_moved() -> None:
    quiet = QuietHours(*NIGHT, "Europe/Berlin")
    noon = utc(2026, 3, 29, 10)
    assert quiet.release(noon) == noon
    assert not quiet.is_quiet(utc(2026, 3, 28, 20, 59))  # 21:59 CET
    assert quiet.is_quiet(utc(2026, 3, 28, 21))  # 22:00 CET


def test_a_missing_wall_time_means_the_end_of_the_gap() -> None:
    """02:30 does not exist on 29 Mar in Berlin or 8 Mar in New York: the gap's end counts."""
    berlin = to_utc(date(2026, 3, 29), time(2, 30), ZoneInfo("Europe/Berlin"))
    assert berlin == utc(2026, 3, 29, 1)  # 03:00 CEST
    york = to_utc(date(2026, 3, 8), time(2, 30), ZoneInfo("America/New_York"))
    assert york == utc(2026, 3, 8, 7)  # 03:00 EDT
    odd = to_utc(date(2026, 3, 29), time(2, 7, 13), ZoneInfo("Europe/Berlin"))
    assert odd == utc(2026, 3, 29, 1)  # whole seconds, whatever the wall time in the gap
    quiet = QuietHours(time(23), time(2, 30), "Europe/Berlin")
    assert quiet.release(utc(2026, 3, 29, 0, 30)) == utc(2026, 3, 29, 1)


def test_a_doubled_wall_time_means_its_first_occurrence() -> None:
    """02:30 happens twice on 25 Oct in Berlin: quiet hours end at the first one."""
    first = to_utc(date(2026, 10, 25), time(2, 30), ZoneInfo("Europe/Berlin"))
    assert first == utc(2026, 10, 25, 0, 30)  # 02:30 CEST
    quiet = QuietHours(time(23), time(2, 30), "Europe/Berlin")
    assert quiet.release(utc(2026, 10, 24, 22)) == utc(2026, 10, 25, 0, 30)
    assert not quiet.is_quiet(utc(2026, 10, 25, 1, 15))  # 02:15 CET, the second pass


def test_a_daytime_window_and_an_empty_one() -> None:
    office = QuietHours(time(9), time(17), "America/New_York")
    assert office.release(utc(2026, 6, 1, 14)) == utc(2026, 6, 1, 21)  # 17:00 EDT
    assert office.release(utc(2026, 1, 5, 14)) == utc(2026, 1, 5, 22)  # 17:00 EST
    never = QuietHours(time(8), time(8), "Pacific/Auckland")
    assert never.empty and not never.is_quiet(utc(2026, 1, 1, 8))


def test_bad_input_is_refused() -> None:
    with pytest.raises(ClockError):
        QuietHours(*NIGHT, "Mars/Olympus")
    with pytest.raises(ClockError):
        QuietHours(*NIGHT, "../../etc/passwd")
    with pytest.raises(ClockError):
        QuietHours(*NIGHT, "UTC").release(datetime(2026, 1, 1))  # naive


# Moments around every 2026 transition above, a few days either side.
_AROUND = [
    utc(2026, 3, 29),
    utc(2026, 10, 25),
    utc(2026, 3, 8),
    utc(2026, 11, 1),
    utc(2026, 4, 5),
    utc(2026, 9, 27),
]
moments = st.builds(
    lambda base, sec: base + timedelta(seconds=sec),
    st.sampled_from(_AROUND),
    st.integers(-3 * 86400, 3 * 86400),
)
walls = st.builds(time, st.integers(0, 23), st.sampled_from([0, 15, 30, 45]))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(ZONES), walls, walls, moments)
def test_release_is_the_first_moment_out_of_quiet_hours(
    tz: str, start: time, end: time, moment: datetime
) -> None:
    """For any window and zone: release(t) >= t, is not quiet, and one second before it was."""
    quiet = QuietHours(start, end, tz)
    out = quiet.release(moment)
    assert out >= moment
    assert not quiet.is_quiet(out)
    if out == moment:
        assert not quiet.is_quiet(moment)
    else:
        assert quiet.is_quiet(out - timedelta(seconds=1))
        # Within a day and the DST hour, unless the free minutes fall wholly into a
        # spring-forward gap (02:15-02:00 in Berlin on the last Sunday of March): then the
        # next day's end releases, up to two days on.
        assert out - moment <= timedelta(hours=49)
        local = out.astimezone(ZoneInfo(tz)).time()
        assert local == end or local.minute == 0  # the end, or the end of a DST gap


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(ZONES), walls, moments)
def test_a_window_starts_at_its_wall_time(tz: str, wall: time, moment: datetime) -> None:
    """to_utc is the first instant whose local clock shows ``wall`` (or later, in a gap)."""
    zone = ZoneInfo(tz)
    day = moment.astimezone(zone).date()
    at = to_utc(day, wall, zone)
    local = at.astimezone(zone)
    if local.replace(tzinfo=None) == datetime.combine(day, wall):
        assert local.fold == 0
    else:  # in a gap: the first instant after it, which shows a later time
        assert local.replace(tzinfo=None) > datetime.combine(day, wall)
    before = (at - timedelta(seconds=1)).astimezone(zone).replace(tzinfo=None)
    assert before < datetime.combine(day, wall)  # the first instant showing it
