"""A player's streak of daily deals on a server (days finished in a row), as ``/rating
profile`` shows it."""

from __future__ import annotations

import i18n
from app.daily.setup import daily_setup
from community.daily import Streak, day_of, parse_day, streak_of
from data import Database


async def streak(db: Database, guild_id: int, user_id: int) -> Streak:
    """The player's current and best streak of daily deals finished here."""
    days = [parse_day(d) for d in await db.daily.daily_days_played(guild_id, user_id)]
    today = day_of(db.now(), daily_setup(await db.lobby.guild_settings(guild_id)).zone)
    return streak_of([d for d in days if d is not None], today)


async def streak_line(db: Database, guild_id: int, user_id: int, lang: str) -> str | None:
    """The profile's line about the daily deals (None: the player never finished one)."""
    found = await streak(db, guild_id, user_id)
    if found.best == 0:
        return None
    return i18n.text(lang, "ui-daily-streak", current=found.current, best=found.best)
