"""Clocks as short text (community.clockspec): what commands and settings accept."""

from __future__ import annotations

from datetime import timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from community.away import ClockError
from community.clock import ClockRule
from community.clockspec import PRESETS, clock_spec, parse_clock, parse_span, span_spec

H = timedelta(hours=1)


@pytest.mark.parametrize(
    ("text", "delta"),
    [("3d", 72 * H), ("12h", 12 * H), ("1d12h", 36 * H), ("90m", 1.5 * H), (" 2D ", 48 * H)],
)
def test_durations(text: str, delta: timedelta) -> None:
    assert parse_span(text) == delta


@pytest.mark.parametrize("text", ["", "3", "d", "3x", "3d-1h", "soon"])
def test_unreadable_durations(text: str) -> None:
    with pytest.raises(ClockError):
        parse_span(text)


def test_clocks() -> None:
    assert parse_clock("none") == ClockRule.none()
    assert parse_clock("fixed:3d") == ClockRule.fixed(72 * H)
    assert parse_clock("bank:3d:1d:7d") == ClockRule.bank(72 * H, 24 * H, 168 * H)


@pytest.mark.parametrize("text", ["bank:3d:1d", "fixed", "fixed:0m", "bank:3d:1d:1d", "x:1d"])
def test_impossible_clocks(text: str) -> None:
    with pytest.raises(ClockError):
        parse_clock(text)


def test_presets_read_back() -> None:
    for preset in PRESETS:
        assert clock_spec(parse_clock(preset)) == preset


@given(st.integers(min_value=1, max_value=365 * 24 * 60))
def test_spans_read_back(minutes: int) -> None:
    delta = timedelta(minutes=minutes)
    assert parse_span(span_spec(delta)) == delta
