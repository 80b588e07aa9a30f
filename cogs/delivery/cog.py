"""The outbox's deliverer as an extension: it owns the deliverer, hears of every move,
start and cancellation (``app.events``), and runs its sweep (not in a sync-only run)."""

from __future__ import annotations

import asyncio

from discord.ext import commands

from app.events import Events, GameEvent, Moved
from cogs.common.host import host
from cogs.delivery.deliverer import Deliverer, Result


class Delivery(commands.Cog):
    """Delivers what the outbox holds: now after a change, later by its sweep."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.deliverer = Deliverer(bot)
        #: The sweep's task (None in a sync-only run).
        self.sweep: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        bot = host(self.bot)
        self.listen(bot.uses.events)
        if not bot.sync_only:
            self.sweep = asyncio.create_task(self.deliverer.run(), name="genial-outbox")

    async def cog_unload(self) -> None:
        if self.sweep is not None:
            self.sweep.cancel()
        events = host(self.bot).uses.events
        for signal in (events.moved, events.started, events.cancelled):
            signal.forget("delivery")

    def listen(self, events: Events) -> None:
        """Deliver what a move, a start or a cancellation wrote to the outbox, now."""
        events.moved.listen("delivery", self._moved)
        events.started.listen("delivery", self._started)
        events.cancelled.listen("delivery", self._cancelled)

    async def _moved(self, moved: Moved) -> Result:
        return await self.deliverer.announce(moved.played, moved.settled)

    async def _started(self, started: GameEvent) -> Result:
        return await self.deliverer.deliver_version(started.game_id, 0)

    async def _cancelled(self, cancelled: GameEvent) -> Result:
        loaded = cancelled.loaded
        assert loaded is not None  # a cancellation carries the game as it was
        return await self.deliverer.deliver_version(loaded.id, loaded.version + 1, kind="cancel")


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Delivery(bot))
