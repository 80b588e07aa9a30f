"""What the owner sees from outside, attached to a running bot: the heartbeat, the
metrics endpoint and the periodic figures it shows (open games, servers, latency per
shard), and the timing of finished slash commands.

Started by ``python -m bot`` around the bot (``Operations(bot).start()`` inside its
event loop); the bot's own code does not need to know.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import Counter
from typing import TYPE_CHECKING, Any, Protocol

import discord

from . import health, metrics
from .settings import SettingsError
from .shards import shard_of

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from data import Database

    from .settings import Settings


class OpsBot(Protocol):
    """What operations need of the bot (``bot.client.GenialBot`` is one), named here so
    that this module does not import the client that starts it."""

    @property
    def settings(self) -> Settings: ...
    @property
    def db(self) -> Database | None: ...
    @property
    def shard_count(self) -> int | None: ...
    @property
    def guilds(self) -> Sequence[discord.Guild]: ...
    @property
    def latency(self) -> float: ...
    def add_listener(self, func: Callable[..., Any], /, name: str = ...) -> None: ...
    async def wait_until_ready(self) -> None: ...
    def is_closed(self) -> bool: ...


log = logging.getLogger("bot.ops")

POLL_SECONDS = 30.0  # how often the per-shard figures are refreshed


def since_created(interaction: discord.Interaction[Any]) -> float:
    """Seconds from the interaction's creation (its snowflake's time) to now."""
    return time.time() - interaction.created_at.timestamp()


def command_failed(interaction: discord.Interaction[Any], error: Exception) -> None:
    """Count a slash command that ended in an error (the tree's ``on_error`` calls it):
    ``refused`` for what the user is told to fix, ``error`` for the unexpected."""
    from discord import app_commands

    from data import DataError
    from genial import GenialError

    original = getattr(error, "original", error)
    expected = (GenialError, DataError, app_commands.CheckFailure, app_commands.TransformerError)
    outcome = (
        "refused" if isinstance(original, expected) or isinstance(error, expected) else "error"
    )
    metrics.interaction_done("command", since_created(interaction), outcome, interaction.guild_id)


class Operations:
    """Heartbeat, metrics server and poller of one bot process."""

    def __init__(self, bot: OpsBot) -> None:
        self.bot = bot
        self.heartbeat = health.Heartbeat(bot.settings.heartbeat_file, on_lag=metrics.loop_lag)
        self._poller: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Start on the running loop (call before ``bot.start``). Raises SettingsError when
        the metrics port cannot be bound (taken, or an address this host does not have)."""
        settings = self.bot.settings
        if settings.metrics_port:
            try:
                metrics.start(settings.metrics_port, settings.metrics_host)
            except OSError as exc:
                raise SettingsError(
                    f"GENIAL_METRICS_PORT={settings.metrics_port}: cannot serve metrics on "
                    f"{settings.metrics_host}:{settings.metrics_port} ({exc.strerror or exc}); "
                    "choose a free port, or 0 to turn metrics off."
                ) from None
        if metrics.enabled():
            self.bot.add_listener(self._command_done, "on_app_command_completion")
            self._poller = asyncio.create_task(self._poll(), name="genial-metrics-poll")
        self.heartbeat.start()

    async def stop(self) -> None:
        if self._poller is not None:
            self._poller.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._poller
        await self.heartbeat.stop()
        metrics.stop()

    async def _command_done(self, interaction: discord.Interaction[Any], _command: Any) -> None:
        metrics.interaction_done("command", since_created(interaction), "ok", interaction.guild_id)

    async def _poll(self) -> None:
        await self.bot.wait_until_ready()
        while not self.bot.is_closed():
            try:
                await self.refresh()
            except Exception:
                log.exception("metrics poll failed")
            await asyncio.sleep(POLL_SECONDS)

    async def refresh(self) -> None:
        """Refresh the per-shard gauges: servers, gateway latency, open games."""
        bot = self.bot
        count = bot.shard_count or 1
        metrics.set_shard_count(count)
        metrics.set_per_shard(metrics.GUILDS, Counter(g.shard_id for g in bot.guilds))
        latencies = getattr(bot, "latencies", None) or [(0, bot.latency)]
        metrics.set_per_shard(
            metrics.LATENCY, {s: v for s, v in latencies if v == v and v != float("inf")}
        )
        if bot.db is None:
            return
        mine = bot.settings.shards
        per_shard: Counter[int] = Counter()
        for guild_id, games in (await bot.db.open_games_by_guild()).items():
            if mine.owns(guild_id, count):
                per_shard[shard_of(guild_id, count)] += games
        metrics.set_per_shard(metrics.OPEN_GAMES, per_shard)
        health.sd_notify(f"STATUS=ready: {len(bot.guilds)} servers")
