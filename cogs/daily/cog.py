"""The daily deal's end-of-day posts as an extension: it owns the day poster and runs its
look for days that are over (not in a sync-only run). The day is claimed in the database
first (``app.daily.close``), so with several processes one of them posts it."""

from __future__ import annotations

import asyncio

from discord.ext import commands

from cogs.common.host import host
from cogs.daily.posts import DayPoster


class DailyJobs(commands.Cog):
    """Closes the days of the daily deal that are over and posts their end."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        #: None in a sync-only run (nothing is posted).
        self.poster: DayPoster | None = None
        self._looks: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        bot = host(self.bot)
        if bot.sync_only:
            return
        self.poster = DayPoster(self.bot, bot.uses.day_closer, bot.shard_filter())
        self._looks = asyncio.create_task(self.poster.run(), name="genial-daily")

    async def cog_unload(self) -> None:
        if self._looks is not None:
            self._looks.cancel()


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(DailyJobs(bot))
