"""Clocks in words: durations, a game's clock and time-out rule, time left per player."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

import i18n
from community.away import Away, away_until
from community.clock import ClockKind, ClockRule, TimeoutAction, TimeoutPolicy, Turn
from data.clockcodec import ClockSetup
from data.clocks import GameClock

MINUTE = timedelta(minutes=1)


def span(lang: str, delta: timedelta) -> str:
    """A duration, rounded down to minutes: '2 d 3 h', '5 h 20 min', '12 min'."""
    minutes = max(int(delta / MINUTE), 0)
    days, rest = divmod(minutes, 24 * 60)
    hours, mins = divmod(rest, 60)
    if days:
        return i18n.text(lang, "ui-clock-span-days", days=days, hours=hours)
    if hours:
        return i18n.text(lang, "ui-clock-span-hours", hours=hours, minutes=mins)
    return i18n.text(lang, "ui-clock-span-minutes", minutes=mins)


def rule_text(lang: str, rule: ClockRule) -> str:
    """'no clock', '2 d per move' or '3 d, +1 d per move, at most 7 d'."""
    if rule.kind is ClockKind.FIXED:
        return i18n.text(lang, "ui-clock-fixed", time=span(lang, rule.start))
    if rule.kind is ClockKind.BANK:
        return i18n.text(
            lang,
            "ui-clock-bank",
            start=span(lang, rule.start),
            increment=span(lang, rule.increment),
            cap=span(lang, rule.cap),
        )
    return i18n.text(lang, "ui-clock-none")


def policy_text(lang: str, policy: TimeoutPolicy) -> str:
    """What a time-out does, in words."""
    if policy.action is TimeoutAction.SKIP:
        return i18n.text(lang, "ui-timeout-skip", skips=policy.max_skips)
    if policy.action is TimeoutAction.COMPUTER:
        return i18n.text(lang, "ui-timeout-computer")
    return i18n.text(lang, "ui-timeout-leave")


def setup_line(lang: str, setup: ClockSetup) -> str:
    """One line for the lobby, /genial rules and /genial games: the clock and the time-out."""
    if not setup.rule.timed:
        return i18n.text(lang, "ui-clock-line-none")
    return i18n.text(
        lang,
        "ui-clock-line",
        clock=rule_text(lang, setup.rule),
        timeout=policy_text(lang, setup.policy),
    )


def seat_times(
    lang: str,
    clock: GameClock,
    seats: int,
    current: int | None,
    aways: Sequence[Sequence[Away]],
    now: datetime,
    *,
    markup: bool = True,
) -> list[str]:
    """Per seat: the time left ('1 d 4 h'), the running one for the seat to act, and
    'away until …' for a player on vacation (a Discord timestamp with ``markup``, else
    the UTC date). Empty without a clock."""
    rule = clock.setup.rule
    if not rule.timed:
        return []
    out = []
    for seat in range(seats):
        mine = clock.seat(seat)
        trip = tuple(aways[seat]) if seat < len(aways) else ()
        left = mine.bank
        if seat == current and clock.turn_started_at is not None:
            running = Turn(rule, mine.bank, clock.turn_started_at, trip).time_left(now)
            left = running if running is not None else left
        text = span(lang, left)
        until = away_until(trip, now)
        if until is not None:
            when = f"<t:{int(until.timestamp())}:f>" if markup else f"{until:%Y-%m-%d} UTC"
            text = i18n.text(lang, "ui-clock-away", left=text, until=when)
        out.append(text)
    return out


async def board_times(db: Any, loaded: Any, lang: str) -> list[str]:
    """Each seat's time left for the board image (empty without a clock or once over)."""
    game = loaded.game
    if game is None or game.over:
        return []
    clock: GameClock | None = await db.clocks.game_clock(loaded.id)
    if clock is None or not clock.setup.rule.timed:
        return []
    seats = loaded.players()
    aways = [await db.clocks.game_aways(loaded.id, loaded.row.guild_id, s.user_id) for s in seats]
    return seat_times(lang, clock, len(seats), game.current, aways, db.now(), markup=False)


async def time_left_line(db: Any, row: Any, lang: str) -> str:
    """' ⏱️ 5 h 20 min left' for an active game with a clock (for /genial games), else ''."""
    if row.status != "active" or row.current_user_id is None:
        return ""
    clock: GameClock | None = await db.clocks.game_clock(row.id)
    if clock is None or not clock.setup.rule.timed or clock.turn_started_at is None:
        return ""
    seat = next(
        (s.seat for s in await db.lobby.seats(row.id) if s.user_id == row.current_user_id), None
    )
    if seat is None:
        return ""
    aways = await db.clocks.game_aways(row.id, row.guild_id, row.current_user_id)
    turn = Turn(clock.setup.rule, clock.seat(seat).bank, clock.turn_started_at, tuple(aways))
    left = turn.time_left(db.now())
    return "" if left is None else " " + i18n.text(lang, "ui-games-clock", left=span(lang, left))
