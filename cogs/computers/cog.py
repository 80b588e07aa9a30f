"""The computers' turns as an extension: it owns the mover, which hears of every move,
start and seat change (``app.events``), and its periodic sweep for turns not yet played
(restart-safe: the due turns come from the database). Nothing runs in a sync-only run."""

from __future__ import annotations

import asyncio
import logging

from discord.ext import commands

from app.errors import DatabaseUnreachableError
from cogs.common.host import host
from cogs.computers.mover import ComputerMover

log = logging.getLogger(__name__)

#: Seconds between sweeps for computer turns not yet played (retries).
PERIOD = 60.0
#: How long unloading waits for a computer move being made.
DRAIN_SECONDS = 10.0


class Computers(commands.Cog):
    """Plays the computers' turns of this process's servers."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        #: None in a sync-only run (nothing is played).
        self.mover: ComputerMover | None = None
        self._sweeps: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        bot = host(self.bot)
        if bot.sync_only:
            return
        self.mover = ComputerMover(self.bot, pause=bot.computer_pause)
        self.mover.listen(bot.uses.events)
        self._sweeps = asyncio.create_task(self._sweep_loop(), name="genial-computers")

    async def cog_unload(self) -> None:
        if self._sweeps is not None:
            self._sweeps.cancel()
        if self.mover is not None:
            self.mover.forget(host(self.bot).uses.events)
            await self.mover.close(DRAIN_SECONDS)

    async def _sweep_loop(self) -> None:
        """Play the computer turns left open (at start-up: restart-safe), then retry
        failed ones every PERIOD seconds."""
        await self.bot.wait_until_ready()
        while not self.bot.is_closed() and self.mover is not None:
            try:
                await self.mover.sweep()
            except DatabaseUnreachableError:  # paused until it answers (data.reach logs it)
                await host(self.bot).uses.reach.wait()
                continue
            except Exception:
                log.exception("computer sweep failed")
            await asyncio.sleep(PERIOD)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Computers(bot))
