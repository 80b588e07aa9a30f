"""community.clock: clock types, time left, due events, time-outs and skips."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from community.away import Away, ClockError, overlap
from community.clock import (
    ClockRule,
    Due,
    DueKind,
    ReminderPolicy,
    TimeoutAction,
    TimeoutPolicy,
    Turn,
    due_events,
    late_notice,
    next_due,
    on_move,
    pending,
)
from community.quiet import QuietHours

H = timedelta(hours=1)
DAY = timedelta(days=1)
ZONES = ["Europe/Berlin", "Europe/Amsterdam", "America/New_York", "Pacific/Auckland", "UTC"]
T0 = datetime(2026, 3, 27, 10, tzinfo=UTC)


def utc(y: int, mo: int, d: int, h: int = 0, mi: int = 0) -> datetime:
    return datetime(y, mo, d, h, mi, tzinfo=UTC)


# --- clock types: "none; a fixed time per move; or a bank (start, increment, cap)"


def test_no_clock_has_no_time_and_nothing_due() -> None:
    rule = ClockRule.none()
    turn = Turn(rule, timedelta(0), T0)
    assert rule.initial() is None and rule.after_move(H) is None
    assert turn.time_left(T0 + 100 * DAY) is None and turn.deadline() is None
    assert due_events(turn) == []


def test_fixed_clock_gives_every_turn_the_same_time() -> None:
    rule = ClockRule.fixed(DAY)
    assert rule.initial() == DAY
    turn = Turn(rule, DAY, T0)
    assert turn.time_left(T0 + 6 * H) == 18 * H
    assert turn.moved(T0 + 23 * H) == DAY  # no banking of unused time
    assert rule.after_timeout() == DAY


# (start, increment, cap, time used in the turn, bank for the next turn)
BANKS = [
    (3 * DAY, DAY, 7 * DAY, 12 * H, 3 * DAY + 12 * H),  # left 2.5 d + 1 d
    (3 * DAY, DAY, 3 * DAY, 12 * H, 3 * DAY),  # capped
    (3 * DAY, DAY, 7 * DAY, 0 * H, 4 * DAY),  # instant move banks the increment
    (3 * DAY, timedelta(0), 3 * DAY, 2 * DAY, DAY),  # absolute time: no increment
    (H, 10 * timedelta(minutes=1), 2 * H, 5 * H, 10 * timedelta(minutes=1)),  # over: inc only
]


@pytest.mark.parametrize(("start", "inc", "cap", "spent", "after"), BANKS)
def test_bank_clock_increment_and_cap(
    start: timedelta, inc: timedelta, cap: timedelta, spent: timedelta, after: timedelta
) -> None:
    rule = ClockRule.bank(start, inc, cap)
    turn = Turn(rule, rule.initial() or timedelta(0), T0)
    assert turn.moved(T0 + spent) == after


def test_bank_after_timeout_is_the_increment() -> None:
    assert ClockRule.bank(DAY, 2 * H, 2 * DAY).after_timeout() == 2 * H


@pytest.mark.parametrize(
    "make",
    [
        lambda: ClockRule.fixed(timedelta(0)),
        lambda: ClockRule.fixed(timedelta(days=400)),
        lambda: ClockRule.bank(DAY, -H, 2 * DAY),
        lambda: ClockRule.bank(2 * DAY, H, DAY),  # cap below start
        lambda: ClockRule.bank(-DAY, H, DAY),
        lambda: Turn(ClockRule.fixed(DAY), -H, T0),
        lambda: Turn(ClockRule.fixed(DAY), DAY, datetime(2026, 1, 1)),  # naive
        lambda: ReminderPolicy(last_warning=timedelta(0)),
        lambda: TimeoutPolicy(TimeoutAction.SKIP, max_skips=0),
    ],
)
def test_impossible_clocks_are_refused(make: object) -> None:
    with pytest.raises(ClockError):
        make()  # type: ignore[operator]


def test_the_clock_counts_real_hours_across_a_dst_change() -> None:
    """24 h from noon Berlin on 28 Mar end at 13:00 local on 29 Mar (clocks sprang forward)."""
    start = datetime(2026, 3, 28, 12, tzinfo=ZoneInfo("Europe/Berlin"))
    end = Turn(ClockRule.fixed(DAY), DAY, start).deadline()
    assert end is not None
    assert end.astimezone(ZoneInfo("Europe/Berlin")).hour == 13
    assert end - start == DAY


# --- vacations pause the clock


def test_a_vacation_pauses_the_clock_and_pushes_the_deadline_back() -> None:
    away = Away(T0 + 6 * H, T0 + 2 * DAY + 6 * H)
    turn = Turn(ClockRule.fixed(DAY), DAY, T0, (away,))
    assert turn.time_left(T0 + DAY) == 18 * H  # 6 h charged, then away
    assert turn.deadline() == T0 + 3 * DAY
    assert turn.time_left(T0 + 3 * DAY - H) == H


def test_a_vacation_that_began_before_the_turn_delays_its_start() -> None:
    away = Away(T0 - DAY, T0 + 12 * H)
    turn = Turn(ClockRule.fixed(DAY), DAY, T0, (away,))
    assert turn.deadline() == T0 + 36 * H
    assert turn.charged(T0 + 12 * H) == timedelta(0)


def test_ending_a_vacation_early_brings_the_deadline_forward() -> None:
    away = Away(T0 + H, T0 + 10 * DAY)
    early = Away(T0 + H, T0 + 5 * H)  # community.away.end_early at T0 + 5 h
    assert Turn(ClockRule.fixed(DAY), DAY, T0, (away,)).deadline() == T0 + 10 * DAY + 23 * H
    assert Turn(ClockRule.fixed(DAY), DAY, T0, (early,)).deadline() == T0 + DAY + 4 * H


# --- what is due: half, a tenth, last warning, time-out


def test_due_events_of_a_bank_turn() -> None:
    turn = Turn(ClockRule.bank(2 * DAY, DAY, 5 * DAY), 2 * DAY, T0)
    assert due_events(turn) == [
        Due(T0 + DAY, DueKind.HALF),
        Due(T0 + 2 * DAY - 4.8 * H, DueKind.TENTH),
        Due(T0 + 2 * DAY - H, DueKind.LAST_WARNING),
        Due(T0 + 2 * DAY, DueKind.TIMEOUT),
    ]
    assert [d.kind for d in due_events(turn)] == [k for k in DueKind if k is not DueKind.TURN]


def test_a_reminder_in_quiet_hours_waits_for_their_end_but_the_warning_does_not() -> None:
    """Auckland (NZDT, +13), a 20 h turn, quiet 22:00-07:00 local."""
    start = utc(2026, 1, 10, 2)
    turn = Turn(ClockRule.fixed(20 * H), 20 * H, start)
    quiet = QuietHours(time(22), time(7), "Pacific/Auckland")
    # half at 12:00 UTC = 01:00 NZDT: moved to 07:00 NZDT; the tenth (09:00 NZDT) stays
    assert due_events(turn, ReminderPolicy(), quiet) == [
        Due(utc(2026, 1, 10, 18), DueKind.HALF),
        Due(utc(2026, 1, 10, 20), DueKind.TENTH),
        Due(utc(2026, 1, 10, 21), DueKind.LAST_WARNING),
        Due(utc(2026, 1, 10, 22), DueKind.TIMEOUT),
    ]
    # quiet until 08:00 NZDT = 19:00 UTC, the last warning's moment: both reminders drop
    later = Turn(ClockRule.fixed(20 * H), 20 * H, utc(2026, 1, 10))
    till_eight = QuietHours(time(22), time(8), "Pacific/Auckland")
    assert [d.kind for d in due_events(later, ReminderPolicy(), till_eight)] == [
        DueKind.LAST_WARNING,
        DueKind.TIMEOUT,
    ]
    # almost always quiet: the turn notice waits for the one free minute (23:59 NZDT),
    # the reminders are dropped, the last warning still comes, inside quiet hours
    night = QuietHours(time(0), time(23, 59), "Pacific/Auckland")
    late = due_events(turn, ReminderPolicy(), night)
    assert [d.kind for d in late] == [DueKind.TURN, DueKind.LAST_WARNING, DueKind.TIMEOUT]
    assert late[0].at == utc(2026, 1, 10, 10, 59)
    assert late[1].at == start + 19 * H and night.is_quiet(late[1].at)


def test_a_turn_begun_in_quiet_hours_is_announced_when_they_end() -> None:
    """Berlin (CET, +1), quiet 22:00-07:00 local: a turn begun at 23:30 local."""
    quiet = QuietHours(time(22), time(7), "Europe/Berlin")
    start = utc(2026, 1, 10, 22, 30)
    seven = utc(2026, 1, 11, 6)  # 07:00 CET
    assert late_notice(start, quiet) == Due(seven, DueKind.TURN)
    assert late_notice(utc(2026, 1, 10, 12), quiet) is None  # 13:00: announced at once
    assert late_notice(start, None) is None
    # with a 3-day clock it comes first, before the reminders
    turn = Turn(ClockRule.fixed(3 * DAY), 3 * DAY, start)
    assert due_events(turn, ReminderPolicy(), quiet)[0] == Due(seven, DueKind.TURN)
    # without a clock it is the only event
    untimed = Turn(ClockRule.none(), timedelta(0), start)
    assert due_events(untimed, ReminderPolicy(), quiet) == [Due(seven, DueKind.TURN)]
    assert due_events(untimed, ReminderPolicy(), None) == []
    # a turn so short that the last warning comes first: no separate notice
    short = Turn(ClockRule.fixed(4 * H), 4 * H, start)
    assert DueKind.TURN not in [d.kind for d in due_events(short, ReminderPolicy(), quiet)]


def test_reminders_can_be_switched_off_but_not_the_last_warning() -> None:
    turn = Turn(ClockRule.fixed(DAY), DAY, T0)
    due = due_events(turn, ReminderPolicy(half=False, tenth=False))
    assert [d.kind for d in due] == [DueKind.LAST_WARNING, DueKind.TIMEOUT]


def test_a_short_turn_warns_at_a_twentieth() -> None:
    turn = Turn(ClockRule.fixed(timedelta(minutes=40)), timedelta(minutes=40), T0)
    due = due_events(turn)
    assert due[-2] == Due(T0 + timedelta(minutes=38), DueKind.LAST_WARNING)
    assert due_events(Turn(ClockRule.bank(H, timedelta(0), H), timedelta(0), T0)) == [
        Due(T0, DueKind.TIMEOUT)
    ]


def test_after_a_restart_nothing_is_lost_or_sent_twice() -> None:
    """The scheduler stores what was done; pending() gives what came due meanwhile."""
    turn = Turn(ClockRule.fixed(DAY), DAY, T0)
    events = due_events(turn)
    assert next_due(events, []) == events[0]
    assert pending(events, [DueKind.HALF], T0 + 23 * H + 30 * timedelta(minutes=1)) == [
        events[1],
        events[2],
    ]
    assert next_due(events, [DueKind.HALF, DueKind.TENTH, DueKind.LAST_WARNING]) == events[3]
    assert next_due(events, list(DueKind)) is None
    assert pending(events, [], T0) == []


# --- time-out policy: leave, skip (leave after N skips in a row), computer


def test_skip_policy_skips_n_times_in_a_row_then_the_player_leaves() -> None:
    policy = TimeoutPolicy(TimeoutAction.SKIP, max_skips=2)
    assert policy.on_timeout(0) == (TimeoutAction.SKIP, 1)
    assert policy.on_timeout(1) == (TimeoutAction.SKIP, 2)
    assert policy.on_timeout(2) == (TimeoutAction.LEAVE, 2)
    assert on_move(2) == 0
    assert policy.on_timeout(on_move(1)) == (TimeoutAction.SKIP, 1)
    assert TimeoutPolicy().on_timeout(0) == (TimeoutAction.LEAVE, 0)
    assert TimeoutPolicy(TimeoutAction.COMPUTER).on_timeout(0)[0] is TimeoutAction.COMPUTER
    with pytest.raises(ClockError):
        policy.on_timeout(-1)


# --- properties


seconds = st.integers(60, 30 * 86400).map(lambda s: timedelta(seconds=s))
starts = st.builds(
    lambda base, s: base + timedelta(seconds=s),
    st.sampled_from([utc(2026, 3, 28), utc(2026, 10, 24), utc(2026, 3, 7), utc(2026, 4, 4)]),
    st.integers(0, 3 * 86400),
)
aways = st.lists(
    st.tuples(st.integers(-2 * 86400, 20 * 86400), st.integers(0, 10 * 86400)), max_size=3
)


@settings(max_examples=300, deadline=None)
@given(seconds, starts, aways)
def test_time_runs_out_exactly_at_the_deadline(
    bank: timedelta, start: datetime, spans: list[tuple[int, int]]
) -> None:
    """time_left falls to zero exactly at deadline(), never rises, and vacations only delay."""
    vac = tuple(
        Away(start + timedelta(seconds=a), start + timedelta(seconds=a + b)) for a, b in spans
    )
    turn = Turn(ClockRule.fixed(bank), bank, start, vac)
    end = turn.deadline()
    assert end is not None
    assert turn.time_left(end) == timedelta(0)
    assert turn.charged(end) == bank
    assert end >= start + bank
    assert end - start - bank == overlap(start, end, vac)  # paused exactly while away
    assert turn.charged(end - timedelta(seconds=1)) < bank
    lefts = [turn.charged(start + (end - start) * k / 10) for k in range(11)]
    assert lefts == sorted(lefts)


@settings(max_examples=300, deadline=None)
@given(seconds, seconds, seconds, st.lists(seconds, max_size=10))
def test_a_bank_never_exceeds_its_cap(
    start: timedelta, inc: timedelta, extra: timedelta, spent: list[timedelta]
) -> None:
    rule = ClockRule.bank(start, inc, start + extra)
    bank = rule.initial()
    for used in spent:
        assert bank is not None
        bank = Turn(rule, bank, T0).moved(T0 + used)
        assert bank is not None and min(inc, rule.cap) <= bank <= rule.cap


@settings(max_examples=300, deadline=None)
@given(seconds, starts, st.sampled_from(ZONES), st.integers(0, 23), st.integers(0, 23))
def test_due_events_are_ordered_and_respect_quiet_hours(
    bank: timedelta, start: datetime, tz: str, qs: int, qe: int
) -> None:
    """Reminders never fall in quiet hours; last warning and time-out stay where they are."""
    turn = Turn(ClockRule.fixed(bank), bank, start)
    quiet = QuietHours(time(qs), time(qe), tz)
    due = due_events(turn, ReminderPolicy(), quiet)
    assert [d.at for d in due] == sorted(d.at for d in due)
    assert len({d.at for d in due}) == len(due)
    assert due[-1] == Due(start + bank, DueKind.TIMEOUT)
    assert due[-2] == Due(start + bank - min(H, bank / 20), DueKind.LAST_WARNING)
    for d in due[:-2]:
        assert d.kind in (DueKind.TURN, DueKind.HALF, DueKind.TENTH)
        assert not quiet.is_quiet(d.at)
        if d.kind is DueKind.TURN:  # held back from a quiet start to the quiet hours' end
            assert d is due[0] and quiet.is_quiet(start) and d.at == quiet.release(start)
        else:
            assert d.at >= start + bank - bank / (2 if d.kind is DueKind.HALF else 10)
    if not quiet.is_quiet(start):
        assert DueKind.TURN not in [d.kind for d in due]
