"""The daily deal's arithmetic: which day it is on a server, the deal's seed, the edition of
the day, the week's table and the streaks of days played.

The seed is an HMAC of (server, day, edition) under a secret the bot keeps: the code alone
does not tell a deal, nor tomorrow's, and two servers (or two days) get unrelated deals.
Pure: stdlib only.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

#: The edition setting that takes the solo editions in turn, one a day.
ALTERNATE = "alternate"
#: Bytes of the secret the bot generates for itself.
SECRET_BYTES = 32


def zone_of(name: str | None) -> ZoneInfo:
    """The time zone ``name`` (UTC when it is missing or unknown)."""
    try:
        return ZoneInfo(name or "UTC")
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


def day_of(moment: datetime, zone: str | None) -> date:
    """The server's calendar day at ``moment`` (an aware time) in its time zone."""
    return moment.astimezone(zone_of(zone)).date()


def day_text(day: date) -> str:
    """The stored and shown form of a day: ``2026-12-02``."""
    return day.isoformat()


def parse_day(text: str) -> date | None:
    """A day typed as ``YYYY-MM-DD``; None when it is not one."""
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        return None


def seed_of(secret: bytes, guild_id: int, day: date, edition: str) -> int:
    """The deal's seed: HMAC-SHA256 of server, day and edition under ``secret`` (63 bits)."""
    message = f"daily:{guild_id}:{day_text(day)}:{edition}".encode()
    digest = hmac.new(secret, message, hashlib.sha256).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def edition_of(choice: str, solo: Sequence[str], day: date) -> str:
    """The day's edition: the one chosen, or with :data:`ALTERNATE` the solo editions in turn
    (by the day's ordinal, so every process and every restart agrees). A choice no longer
    offered falls back to the first solo edition."""
    if choice == ALTERNATE and solo:
        return solo[day.toordinal() % len(solo)]
    if choice in solo or not solo:
        return choice
    return solo[0]


def week_of(day: date) -> tuple[date, date]:
    """The week (Monday to Sunday) that holds ``day``."""
    monday = day - timedelta(days=day.weekday())
    return monday, monday + timedelta(days=6)


@dataclass(frozen=True)
class WeekLine:
    """One player's week: the points of every day played added up, their best day, days."""

    user_id: int
    total: int
    best: int
    days: int


def week_table(results: Iterable[tuple[int, int]]) -> list[WeekLine]:
    """The week's table from (user id, day's score) pairs: by the sum of the days (a day not
    played counts nothing), then the best day, then fewer days played."""
    totals: dict[int, list[int]] = {}
    for user, score in results:
        totals.setdefault(user, []).append(score)
    lines = [WeekLine(u, sum(s), max(s), len(s)) for u, s in totals.items()]
    return sorted(lines, key=lambda w: (-w.total, -w.best, w.days, w.user_id))


@dataclass(frozen=True)
class Streak:
    """Days played in a row: the run that reaches today or yesterday, and the longest."""

    current: int
    best: int


def streak_of(days: Iterable[date], today: date) -> Streak:
    """The streaks of a player who finished the deals of ``days``: ``current`` counts back
    from today (or from yesterday, while today's deal is still open to them)."""
    played = sorted(set(days))
    best = run = 0
    previous: date | None = None
    for day in played:
        run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
        best = max(best, run)
        previous = day
    current = 0
    if previous is not None and (today - previous).days <= 1:
        current = run
    return Streak(current, best)


def places(scores: Mapping[int, int]) -> dict[int, int]:
    """Each player's place by score (equal scores share a place: 1, 2, 2, 4)."""
    ordered = sorted(scores.values(), reverse=True)
    return {user: ordered.index(score) + 1 for user, score in scores.items()}
