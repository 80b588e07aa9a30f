"""Turn notices, reminders and warnings: what a player chose to hear, and the time left.

The surface (``cogs/clocks/notify.py``) sends them; this decides from the database whether
a notice is held back, which way it goes, and what time is left (no Discord here). The
event it is given (``DueEvent``: data's own) is named here for the surface, since
``cogs/`` imports no ``data``.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from app.clocks.text import span
from app.games.loaded import Loaded
from app.games.service import GameService
from community.clock import Turn
from data.due import DueEvent as DueEvent
from data.prefs import UserPrefs

#: How a turn notice goes: not at all, by a mention in the post, or by direct message.
NONE, MENTION, DM = "none", "mention", "dm"


@dataclass(frozen=True)
class Wanted:
    """How a player wants to hear of an event: :data:`NONE`, :data:`MENTION` or
    :data:`DM` (a direct message that failed before is a mention)."""

    way: str


class Notices:
    """Who hears of their turn, how, and with how much time left."""

    def __init__(self, games: GameService) -> None:
        self.games = games
        self.db = games.db

    async def for_turn(self, loaded: Loaded) -> Wanted:
        """How the current player of ``loaded`` hears that it is their turn: NONE too when
        their quiet hours hold it back (the scheduler sends it when they end)."""
        uid = loaded.current_user()
        if uid is None:
            return Wanted(NONE)
        prefs: UserPrefs = await self.db.prefs.user_prefs(uid)
        if prefs.notify == "none":
            return Wanted(NONE)
        quiet = prefs.quiet()
        if quiet is not None and quiet.is_quiet(loaded.row.turn_started_at or datetime.now(UTC)):
            return Wanted(NONE)
        if prefs.notify == "mention" or prefs.dm_failed:
            return Wanted(MENTION)
        return Wanted(DM)

    async def for_event(self, event: DueEvent) -> Wanted:
        """How the player of a due event (a held-back turn notice, a reminder, the last
        warning) hears of it; the last warning always goes out."""
        prefs: UserPrefs = await self.db.prefs.user_prefs(event.user_id)
        if prefs.notify == "none":
            return Wanted(MENTION if event.kind == "last-warning" else NONE)
        if prefs.notify == "dm" and not prefs.dm_failed:
            return Wanted(DM)
        return Wanted(MENTION)

    async def dm_failed(self, user_id: int) -> None:
        """A direct message to ``user_id`` was refused: mention them from now on."""
        await self.db.prefs.set_dm_failed(user_id)

    async def left(self, guild_id: int, event: DueEvent, now: datetime, lang: str) -> str:
        """The player's time left at ``now``, in words ('' without a clock)."""
        clock = await self.db.clocks.game_clock(event.game_id)
        if clock is None or clock.turn_started_at is None:
            return ""
        aways = await self.db.clocks.game_aways(event.game_id, guild_id, event.user_id)
        turn = Turn(
            clock.setup.rule, clock.seat(event.seat).bank, clock.turn_started_at, tuple(aways)
        )
        left = turn.time_left(now)
        return "" if left is None else span(lang, left)
