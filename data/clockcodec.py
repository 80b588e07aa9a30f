"""Clock settings as stored: game clocks (columns) and server defaults (guild JSON).

Server defaults live in ``guilds.settings["clocks"]`` (JSON, seconds for
durations). Reading is defensive: a damaged or missing value gives the
default, never an error, so a bad settings blob cannot stop a game.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import timedelta
from typing import Any

from community.away import AwayPolicy, ClockError
from community.clock import ClockKind, ClockRule, ReminderPolicy, TimeoutAction, TimeoutPolicy

SETTINGS_KEY = "clocks"


@dataclass(frozen=True)
class ClockSetup:
    """What a game is created with: its clock, what a time-out does, and (for
    ``computer``) the level of the computer player that takes the seat."""

    rule: ClockRule = field(default_factory=ClockRule.none)
    policy: TimeoutPolicy = field(default_factory=TimeoutPolicy)
    level: str | None = None


@dataclass(frozen=True)
class ServerClock:
    """A server's defaults for new games, and its limits (``/server settings``)."""

    setup: ClockSetup = field(default_factory=ClockSetup)
    reminders: ReminderPolicy = field(default_factory=ReminderPolicy)
    away: AwayPolicy = field(default_factory=AwayPolicy)
    #: Open (lobby or active) games a player may have at once; 0: no limit.
    open_games: int = 0
    #: The channel where /genial new posts its lobby; None: where it is typed.
    channel_id: int | None = None


def seconds(delta: timedelta) -> int:
    return int(delta.total_seconds())


def rule_json(rule: ClockRule) -> dict[str, Any]:
    return {
        "kind": rule.kind.value,
        "start": seconds(rule.start),
        "increment": seconds(rule.increment),
        "cap": seconds(rule.cap),
    }


def rule_from(kind: str, start: int, increment: int, cap: int) -> ClockRule:
    """A rule from stored values; raises ClockError (a ValueError) when impossible."""
    k = ClockKind(kind)
    s, i, c = (timedelta(seconds=int(v)) for v in (start, increment, cap))
    if k is ClockKind.NONE:
        return ClockRule.none()
    if k is ClockKind.FIXED:
        return ClockRule.fixed(s)
    return ClockRule.bank(s, i, c)


def server_clock(settings: Mapping[str, Any]) -> ServerClock:
    """The server's clock settings from its settings JSON (defaults where damaged)."""
    raw = settings.get(SETTINGS_KEY)
    if not isinstance(raw, Mapping):
        return ServerClock()
    out = ServerClock()
    try:
        c = raw.get("clock") or {}
        rule = rule_from(c["kind"], c["start"], c["increment"], c["cap"])
        out = _with(out, setup=ClockSetup(rule))
    except (KeyError, TypeError, ValueError, AttributeError):
        pass
    try:
        t = raw.get("timeout") or {}
        policy = TimeoutPolicy(TimeoutAction(t["action"]), int(t["max_skips"]))
        level = t.get("level") if isinstance(t.get("level"), str) else None
        out = _with(out, setup=ClockSetup(out.setup.rule, policy, level))
    except (KeyError, TypeError, ValueError, AttributeError):
        pass
    try:
        r = raw.get("reminders") or {}
        rp = ReminderPolicy(bool(r["half"]), bool(r["tenth"]), timedelta(seconds=r["warning"]))
        out = _with(out, reminders=rp)
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError):
        pass
    with contextlib.suppress(KeyError, TypeError, ValueError, ClockError):
        out = _with(out, away=AwayPolicy(int(raw["away_days"])))
    if isinstance(raw.get("open_games"), int) and raw["open_games"] >= 0:
        out = _with(out, open_games=raw["open_games"])
    if isinstance(raw.get("channel_id"), int):
        out = _with(out, channel_id=raw["channel_id"])
    return out


def server_clock_json(value: ServerClock) -> dict[str, Any]:
    """The JSON stored under ``settings["clocks"]``."""
    setup = value.setup
    return {
        "clock": rule_json(setup.rule),
        "timeout": {
            "action": setup.policy.action.value,
            "max_skips": setup.policy.max_skips,
            "level": setup.level,
        },
        "reminders": {
            "half": value.reminders.half,
            "tenth": value.reminders.tenth,
            "warning": seconds(value.reminders.last_warning),
        },
        "away_days": value.away.days_per_year,
        "open_games": value.open_games,
        "channel_id": value.channel_id,
    }


def _with(value: ServerClock, **changes: Any) -> ServerClock:
    return replace(value, **changes)
