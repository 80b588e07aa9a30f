"""What the owner sees from outside: the health signal (file and ``/healthz``), the
metrics endpoint and the periodic figures it shows (open games, servers, latency per
shard), and the timing of finished slash commands.

Started by ``python -m bot`` before the bot (``Operations(settings).start()`` inside its
event loop, so the health file says what the start waits for) and attached to each bot
it runs (:meth:`Operations.attach`: the gateway's shard events, the database ping); the
bot's own code does not need to know.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections import Counter
from typing import TYPE_CHECKING, Any, Protocol

import discord

from data.reach import Reach

from . import health, metrics
from .settings import SettingsError
from .shards import shard_of

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence

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
    @property
    def shard_ids(self) -> list[int] | None: ...
    @property
    def shards(self) -> dict[int, discord.ShardInfo]: ...
    def add_listener(self, func: Callable[..., Any], /, name: str = ...) -> None: ...
    def is_ready(self) -> bool: ...
    def is_closed(self) -> bool: ...


log = logging.getLogger("bot.ops")

POLL_SECONDS = 30.0  # how often the per-shard figures are refreshed
PING_SECONDS = 5.0  # how long the database may take to answer the health check


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
    """Health signal, metrics server and poller of one bot process."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.health = health.Health()
        self.heartbeat = health.Heartbeat(
            settings.heartbeat_file, self.health, on_lag=metrics.loop_lag, check=self.check
        )
        self.bot: OpsBot | None = None
        self._poller: asyncio.Task[None] | None = None
        self._shards_up: set[int] = set()
        #: The database whose reachability the health signal follows (``data.reach``).
        self._followed: object | None = None

    def start(self) -> None:
        """Start on the running loop (before the database is opened). Raises SettingsError
        when the metrics port cannot be bound (taken, or an address this host lacks)."""
        settings = self.settings
        if settings.metrics_port:
            try:
                metrics.start(
                    settings.metrics_port, settings.metrics_host, {"/healthz": self.healthz}
                )
            except OSError as exc:
                raise SettingsError(
                    f"GENIAL_METRICS_PORT={settings.metrics_port}: cannot serve metrics on "
                    f"{settings.metrics_host}:{settings.metrics_port} ({exc.strerror or exc}); "
                    "choose a free port, or 0 to turn metrics off."
                ) from None
        self.heartbeat.start()

    def database_ready(self) -> None:
        """The database opened: tell systemd the bot is up (it connects to Discord next)."""
        self.health.set_database(True, "answers")
        health.sd_notify("READY=1\nSTATUS=connecting to Discord")

    def attach(self, bot: OpsBot) -> None:
        """Follow ``bot``'s gateway and database from now on (one bot at a time)."""
        self.bot = bot
        self._shards_up = set()
        bot.add_listener(self._shard_up, "on_shard_connect")
        bot.add_listener(self._shard_up, "on_shard_resumed")
        bot.add_listener(self._shard_down, "on_shard_disconnect")
        if metrics.enabled():
            bot.add_listener(self._command_done, "on_app_command_completion")
            if self._poller is None:
                self._poller = asyncio.create_task(self._poll(), name="genial-metrics-poll")

    def gateway_unreachable(self, reason: str) -> None:
        """The bot could not reach Discord and will try again (``python -m bot``)."""
        self.health.set_gateway(False, f"cannot reach Discord: {reason}")

    async def stop(self) -> None:
        if self._poller is not None:
            self._poller.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._poller
        await self.heartbeat.stop()
        metrics.stop()

    # -- the health facts --------------------------------------------------------------
    def _expected(self) -> set[int]:
        bot = self.bot
        if bot is None or bot.shard_count is None:
            return set()
        return set(bot.shard_ids if bot.shard_ids is not None else range(bot.shard_count))

    def _gateway_changed(self) -> None:
        expected, up = self._expected(), self._shards_up
        if expected and expected <= up:
            plural = "s" if len(expected) > 1 else ""
            self.health.set_gateway(True, f"connected ({len(expected)} shard{plural})")
        elif up:
            down = ", ".join(str(s) for s in sorted(expected - up))
            self.health.set_gateway(False, f"reconnecting (shard {down})")
        else:
            self.health.set_gateway(False, "reconnecting" if expected else "connecting")

    async def _shard_up(self, shard_id: int) -> None:
        self._shards_up.add(shard_id)
        self._gateway_changed()

    async def _shard_down(self, shard_id: int) -> None:
        self._shards_up.discard(shard_id)
        self._gateway_changed()

    async def check(self) -> None:
        """Before each heartbeat: reconcile the shards with their sockets, ping the database."""
        bot = self.bot
        if bot is None:
            return
        closed = {i for i, shard in bot.shards.items() if shard.is_closed()}
        if closed & self._shards_up:
            self._shards_up -= closed
            self._gateway_changed()
        db = bot.db
        if db is None:
            return
        self.follow(db.reach)
        try:
            await asyncio.wait_for(db.shared.settings_version(), PING_SECONDS)
        except Exception as exc:  # whatever the driver raises: the database does not answer
            self.health.set_database(False, f"does not answer ({type(exc).__name__})")
        else:
            self.health.set_database(True, "answers")

    def follow(self, reach: Reach) -> None:
        """Tell the health signal at once when the database is lost or back (rather than
        at the next beat's ping); once per database."""
        if self._followed is reach:
            return
        self._followed = reach
        reach.listeners.append(self._reach_changed)

    def _reach_changed(self, up: bool, note: str) -> None:
        if up:
            self.health.set_database(True, "answers")
        else:
            self.health.set_database(False, f"unreachable, reconnecting ({note})")

    def healthz(
        self, environ: dict[str, Any], start_response: Callable[..., Any]
    ) -> Iterable[bytes]:
        """``GET /healthz``: 200 and the health JSON when healthy, else 503 (any thread)."""
        snapshot = self.health.snapshot()
        body = json.dumps(snapshot).encode()
        status = "200 OK" if snapshot["healthy"] else "503 Service Unavailable"
        start_response(
            status, [("Content-Type", "application/json"), ("Cache-Control", "no-store")]
        )
        return [body]

    # -- metrics -----------------------------------------------------------------------
    async def _command_done(self, interaction: discord.Interaction[Any], _command: Any) -> None:
        metrics.interaction_done("command", since_created(interaction), "ok", interaction.guild_id)

    async def _poll(self) -> None:
        while True:
            bot = self.bot
            if bot is None or not bot.is_ready() or bot.is_closed():
                await asyncio.sleep(1.0)  # not connected yet (or between two bots)
                continue
            try:
                await self.refresh()
            except Exception:
                log.exception("metrics poll failed")
            await asyncio.sleep(POLL_SECONDS)

    async def refresh(self) -> None:
        """Refresh the per-shard gauges: servers, gateway latency, open games."""
        bot = self.bot
        if bot is None:
            return
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
        for guild_id, games in (await bot.db.audit.open_games_by_guild()).items():
            if mine.owns(guild_id, count):
                per_shard[shard_of(guild_id, count)] += games
        metrics.set_per_shard(metrics.OPEN_GAMES, per_shard)
        health.sd_notify(f"STATUS=ready: {len(bot.guilds)} servers")
