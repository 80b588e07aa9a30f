"""The end-of-day post of each server's daily deal: the day's top three, the strong
computer's result and the next deal's opening, in the server's chosen channel (else where
the day's first player started). The day is claimed in the database first
(``app.daily.close``), so of several bot processes exactly one posts it; the post carries a
nonce, so a resend after a lost answer is made once."""

from __future__ import annotations

import asyncio
import logging
from typing import Any
from weakref import WeakKeyDictionary

import discord

from app.daily import text
from app.daily.close import DayCloser
from app.daily.results import EndOfDay
from app.errors import DatabaseUnreachableError
from cogs.common import limits
from cogs.common import locale as languages
from cogs.common.host import host

log = logging.getLogger("cogs.daily")

#: Seconds between looks for days that are over.
PERIOD = 60.0


#: Each bot's day poster (:func:`day_poster_of`): the extension's module is loaded anew by
#: discord.py, this one is not.
_POSTERS: WeakKeyDictionary[discord.Client, DayPoster] = WeakKeyDictionary()


def day_poster_of(client: discord.Client) -> DayPoster | None:
    """The bot's day poster, if its extension made one (not in a sync-only run)."""
    return _POSTERS.get(client)


class DayPoster:
    """Closes the days that are over on this process's servers and posts their end."""

    def __init__(
        self,
        client: discord.Client,
        closer: DayCloser,
        shards: tuple[int, tuple[int, ...]] | None = None,
    ) -> None:
        self.client = client
        self.closer = closer
        self.shards = shards
        _POSTERS[client] = self

    async def tick(self) -> int:
        """Close every day that is over now (claimed first); how many this process closed."""
        closed = 0
        for day in await self.closer.due(self.shards):
            end = await self.closer.claim(day)
            if end is None:  # another process has it
                continue
            try:
                await self._post(end)
            except (discord.NotFound, discord.Forbidden):
                log.warning("daily: no end-of-day post for server %s (channel gone)", end.guild_id)
            except (TimeoutError, discord.HTTPException, OSError):
                await self.closer.failed(end)  # Discord failed for now: the next look retries
                continue
            await self.closer.done(end)
            closed += 1
        return closed

    async def _post(self, end: EndOfDay) -> None:
        if end.channel_id is None:
            return
        channel: Any = self.client.get_channel(end.channel_id)
        if channel is None:
            channel = await self.client.fetch_channel(end.channel_id)
        if not isinstance(channel, discord.abc.Messageable):
            return
        lang = languages.server(self.client.get_guild(end.guild_id))
        key = f"daily-end:{end.guild_id}:{end.day}"
        await limits.post(channel, text.end_text(lang, end), nonce=limits.nonce_for(key))

    async def run(self) -> None:
        """Look every PERIOD seconds (a restart loses nothing: the days wait in the database)."""
        await self.client.wait_until_ready()
        while not self.client.is_closed():
            try:
                await self.tick()
            except DatabaseUnreachableError:  # paused until it answers (data.reach logs it)
                await host(self.client).uses.reach.wait()
                continue
            except Exception:
                log.exception("daily: closing the days failed")
            await asyncio.sleep(PERIOD)
