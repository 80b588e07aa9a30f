"""A server's settings: its clock set-up (default clock and time-out rule, reminders,
away allowance, limit on open games, channel for new games) and its language.

Stored as one JSON blob per server (``db.guild_settings``); a missing or damaged
clock entry reads as the default (``data.clockcodec``), so settings never stop a game.
"""

from __future__ import annotations

from data import Database
from data.clockcodec import SETTINGS_KEY, ServerClock, server_clock, server_clock_json

#: ``store`` language value that drops the server's own language (back to the default).
SERVER_DEFAULT = "server"


async def server_clock_of(db: Database, guild_id: int) -> ServerClock:
    """The server's clock settings (the defaults when it has none)."""
    return server_clock(await db.guild_settings(guild_id))


async def open_limit(db: Database, guild_id: int) -> int:
    """The server's limit on open games per player (0: none). ``db.create_game`` applies
    it in the creating transaction (a count made here could race another creation)."""
    return (await server_clock_of(db, guild_id)).open_games


async def store(
    db: Database, guild_id: int, *, clock: ServerClock | None, language: str | None
) -> None:
    """Save what ``/server settings`` changed: the clock settings (None: unchanged) and the
    language (None: unchanged, ``SERVER_DEFAULT``: back to the default). Other settings
    in the blob (e.g. the league-organiser role) are kept."""
    if clock is None and language is None:
        return
    settings = await db.guild_settings(guild_id)
    if language == SERVER_DEFAULT:
        settings.pop("language", None)
    elif language is not None:
        settings["language"] = language
    if clock is not None:
        settings[SETTINGS_KEY] = server_clock_json(clock)
    await db.set_guild_settings(guild_id, settings)
