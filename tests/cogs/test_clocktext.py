"""Clocks in words (app.clocks.text): durations, rules and the time-out line in every language."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from app.clocks.text import rule_text, seat_times, setup_line, span
from community.away import Away
from community.clock import ClockRule, TimeoutAction, TimeoutPolicy
from data.clockcodec import ClockSetup
from data.clocks import GameClock, SeatClock

H = timedelta(hours=1)
T0 = datetime(2024, 3, 30, 12, tzinfo=UTC)


@pytest.mark.parametrize(
    ("delta", "en", "de"),
    [
        (timedelta(days=2, hours=3, minutes=59), "2 d 3 h", "2 Tg. 3 Std."),
        (5 * H + timedelta(minutes=20), "5 h 20 min", "5 Std. 20 Min."),
        (timedelta(minutes=12, seconds=59), "12 min", "12 Min."),
        (-H, "0 min", "0 Min."),
    ],
)
def test_spans_round_down_to_minutes(delta: timedelta, en: str, de: str) -> None:
    assert span("en", delta) == en and span("de", delta) == de


def test_rules_and_the_time_out_line() -> None:
    bank = ClockRule.bank(72 * H, 24 * H, 168 * H)
    assert rule_text("en", bank) == "3 d 0 h to start, +1 d 0 h per move, at most 7 d 0 h"
    assert rule_text("nl", ClockRule.fixed(24 * H)) == "1 d 0 u per zet"
    line = setup_line("en", ClockSetup(bank, TimeoutPolicy(TimeoutAction.SKIP, 2)))
    assert "after 2 skips in a row" in line
    assert "No clock" in setup_line("en", ClockSetup())


def test_seat_times_run_for_the_seat_to_move_and_show_vacations() -> None:
    rule = ClockRule.bank(24 * H, 12 * H, 72 * H)
    setup = ClockSetup(rule)
    clock = GameClock(setup, (SeatClock(0, 20 * H, 0), SeatClock(1, 30 * H, 0)), 1, T0)
    away = Away(T0, T0 + 48 * H)
    texts = seat_times("en", clock, 2, 0, [[], [away]], T0 + 5 * H, markup=False)
    assert texts == ["15 h 0 min", "1 d 6 h, away until 2024-04-01 UTC"]
    assert seat_times("en", GameClock(ClockSetup(), (), None, None), 2, 0, [[], []], T0) == []
