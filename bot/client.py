"""The bot: database, cogs, command sync, the clock scheduler."""

from __future__ import annotations

import asyncio
import logging
from datetime import UTC, datetime, timedelta

import discord
from discord.ext import commands

import i18n
from app.games.service import GameService
from app.uses import Uses
from cogs.common import limits
from cogs.common import locale as languages
from cogs.common.commandtext import Translator
from cogs.computers.mover import ComputerMover, mover_of
from cogs.delivery.deliverer import Deliverer, deliverer_of
from cogs.genial import EXTENSIONS, JOBS
from cogs.play import flows
from data import Database, DatabaseUnreachableError, DataError, latest_version
from data.store import Clock, system_clock
from genial import GenialError
from runtime.memory import limit_malloc_arenas, settle_memory, trim_memory

from . import metrics
from .commandsync import sync_commands
from .invite import invite_url
from .record_check import verify_open_games
from .scheduler import Scheduler
from .settings import Settings
from .tree import GenialTree

log = logging.getLogger("bot")

SETTINGS_PERIOD = 2.0  # seconds between looks at the settings version other processes bump
TRIM_PERIOD = 5 * 60  # seconds between giving free C-heap pages back (runtime.memory.trim_memory)
DRAIN_SECONDS = 10.0  # how long close() waits for the interactions being handled
#: Names of the tasks discord.py runs interaction handlers in (commands, buttons, menus, forms).
HANDLER_TASKS = (
    "CommandTree-invoker",
    "discord-ui-view-dispatch",
    "discord-ui-dynamic-item",
    "discord-ui-modal-dispatch",
    "discord.py: on_interaction",
)


class GenialBot(commands.AutoShardedBot):
    """The Genial Discord bot."""

    #: Every use-case of the application over this bot's game service (from setup_hook:
    #: the database opens there).
    uses: Uses

    def __init__(
        self,
        settings: Settings,
        *,
        clock: Clock = system_clock,
        sync_only: bool = False,
        **options: object,
    ) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            tree_cls=GenialTree,
            allowed_mentions=discord.AllowedMentions.none(),
            help_command=None,
            # No message cache: the bot reads no message history (intents: guilds only) and
            # answers clicks from the interaction's own payload; discord.py would otherwise keep
            # up to 1,000 messages it receives, each with its components and attachments.
            max_messages=None,
            **settings.shards.bot_options(),  # GENIAL_SHARDS (bot/shards.py)
            **options,  # type: ignore[arg-type]
        )
        self.settings = settings
        self.clock = clock
        #: ``python -m bot sync``: log in, force the command sync, start nothing else.
        self.sync_only = sync_only
        #: The database's schema version once open (``/server status``).
        self.schema_version = 0
        self.scheduler = Scheduler(self, clock)
        # A time-out under the policy ``computer`` hands the seat to a computer.
        self.scheduler.take_over = self._take_over
        if settings.tune_gc:  # before the database and worker threads start
            limit_malloc_arenas()
        self.db: Database | None = None
        self.service: GameService | None = None
        self._reminders: asyncio.Task[None] | None = None
        self._record_check: asyncio.Task[list[int]] | None = None
        self._trim: asyncio.Task[None] | None = None
        #: The servers' chosen languages as this process knows them (cogs.common.locale).
        self.languages = languages.ChosenLanguages()
        languages.attach(self, self.languages)
        self._settings: asyncio.Task[None] | None = None

    async def setup_hook(self) -> None:
        self.db = await Database.open(self.settings.database, clock=self.clock)
        self.schema_version = latest_version()  # open() migrated it (or refused a newer one)
        if pending := await self.db.rating.apply_pending_results():  # stopped before rating them
            log.info("ratings: applied the results of games %s", pending)
        await self.languages.refresh(self.db.shared, self.db.lobby)
        self.service = GameService(
            self.db,
            cache_mb=self.settings.cache_mb,
            render_processes=self.settings.render_processes,
            analysis_processes=self.settings.analysis_processes,
        )
        self.service.observer = metrics  # moves, renders, cache look-ups (no-ops when off)
        self.uses = Uses.of(self.service)
        self.uses.daily.configure(
            secret=self.settings.daily_secret, budget=self.settings.daily_budget, iterations=24
        )
        self.scheduler.listen(self.uses.events)  # the clocks hear of moves and starts
        for extension in (*EXTENSIONS, *JOBS):  # the jobs start themselves (not if sync_only)
            await self.load_extension(extension)
        await self.tree.set_translator(Translator())
        if self.application_id is None:  # not logged in (an offline start-up probe)
            log.info("not logged in: command sync skipped")
        else:
            await sync_commands(
                self.tree, self.db, dev_guild=self.settings.dev_guild, force=self.sync_only
            )
        if self.sync_only:  # python -m bot sync: nothing else to start
            return
        self._reminders = asyncio.create_task(self.scheduler.run())
        self._record_check = asyncio.create_task(self._check_records())
        self._settings = asyncio.create_task(self._settings_loop())
        self.service.renderers.start()  # the render processes warm up meanwhile
        if self.settings.tune_gc:
            settle_memory()
            self._trim = asyncio.create_task(self._trim_loop())
        log.info("ready: database %s", self.db.display)  # never the password

    async def close(self) -> None:
        tasks = (
            self._reminders,
            self._record_check,
            self._trim,
            self._settings,
        )
        for task in tasks:
            if task is not None:
                task.cancel()
        try:
            if self.mover is not None:
                await self.mover.close(DRAIN_SECONDS)
            await self._drain()
            if self.http.token is not None:  # discord.py's close needs a login behind it
                await super().close()
        finally:
            # Whatever failed above, the render processes and the database connection
            # (aiosqlite's worker thread is not a daemon: left open, the process never ends)
            # are released.
            if self.service is not None:
                self.service.close()
            if self.db is not None:
                await self.db.close()
                self.db = None

    async def _drain(self) -> None:
        """Let the interactions being handled finish (at most DRAIN_SECONDS) before the
        connection closes, so that a move already committed is still announced."""
        me = asyncio.current_task()
        busy = [
            t
            for t in asyncio.all_tasks()
            if t is not me and not t.done() and t.get_name().startswith(HANDLER_TASKS)
        ]
        if busy:
            log.info("closing: waiting for %d interaction(s) to finish", len(busy))
            await asyncio.wait(busy, timeout=DRAIN_SECONDS)

    @property
    def computer_pause(self) -> float:
        """Seconds a computer waits before each move (``GENIAL_COMPUTER_PAUSE``)."""
        return self.settings.computer_pause

    @property
    def mover(self) -> ComputerMover | None:
        """The computers' mover (``cogs.computers.cog``); None before it is loaded, and in
        a sync-only run."""
        return mover_of(self)

    @property
    def deliverer(self) -> Deliverer:
        """The outbox's deliverer (``cogs.delivery.cog``). Raises RuntimeError before the
        extension is loaded."""
        found = deliverer_of(self)
        if found is None:
            raise RuntimeError("the delivery extension is not loaded")
        return found

    def shard_filter(self) -> tuple[int, tuple[int, ...]] | None:
        """The shards this process runs as (count, ids) for the database's ``shards=``
        filters; None when it runs every shard (then every server's work is its own)."""
        plan = self.settings.shards
        count = plan.count if plan.count is not None else self.shard_count
        if plan.ids is None or not count:
            return None
        return count, plan.ids

    def owns(self, guild_id: int) -> bool:
        """Whether ``guild_id``'s background work is this process's (its shard is ours)."""
        return self.settings.shards.owns(guild_id, self.shard_count)

    async def _take_over(self, game_id: int, user_id: int, level: str) -> bool:
        if self.mover is None:  # closing, or a sync-only run: the seat waits
            return False
        return await self.mover.take_over(game_id, user_id, level)

    async def refresh_settings(self) -> bool:
        """Reload the servers' chosen languages if another process changed a server's
        settings (the database's settings version moved); whether it reloaded."""
        assert self.db is not None
        return await self.languages.refresh(self.db.shared, self.db.lobby)

    async def _settings_loop(self) -> None:
        """Every SETTINGS_PERIOD seconds: one primary-key read of the settings version, and
        a reload of the chosen languages when it moved (several processes)."""
        while not self.is_closed():
            await asyncio.sleep(SETTINGS_PERIOD)
            try:
                await self.refresh_settings()
            except DatabaseUnreachableError:  # paused until it answers (data.reach logs it)
                assert self.db is not None
                await self.db.reach.wait()
            except Exception:
                log.exception("settings refresh failed")

    async def _trim_loop(self) -> None:
        """Every few minutes, free C-heap pages go back to the system (in a worker thread):
        without it resident memory creeps up to the allocator arenas' high-water marks
        (docs/memory.md, the soak figures)."""
        while not self.is_closed():
            await asyncio.sleep(TRIM_PERIOD)
            if self.service is not None:
                await self.service.run(trim_memory)

    async def _check_records(self) -> list[int]:
        """Once per start, in the background after readiness: report open games whose
        stored record no longer replays (``bot.record_check``)."""
        await self.wait_until_ready()
        assert self.db is not None
        while True:
            try:
                return await verify_open_games(
                    self, self.db, owns=self.owns, shards=self.shard_filter()
                )
            except DatabaseUnreachableError:  # again from the start once it answers
                await self.db.reach.wait()
            except Exception:
                log.exception("record check failed")
                return []

    async def record_check_done(self) -> list[int]:
        """Wait for the start-up record check; the ids of the damaged games it found."""
        return [] if self._record_check is None else await asyncio.shield(self._record_check)

    async def send_reminders(self) -> int:
        """Ping players whose turn has waited longer than the reminder interval."""
        assert self.db is not None
        cutoff = datetime.now(UTC) - timedelta(hours=self.settings.reminder_hours)
        sent = 0
        for row in await self.db.listings.due_reminders(older_than=cutoff):
            if not self.owns(row.guild_id):  # another process's server
                continue
            channel = self.get_channel(row.post_channel_id)
            if row.seats_wanted == 1 or row.current_user_id is None:
                if row.seats_wanted == 1:  # solo games wait patiently
                    await self.db.listings.mark_reminded(row.id)
                continue
            if not isinstance(channel, discord.abc.Messageable):
                continue
            # Claimed (with a lease) before it is sent, so that two processes (or a sweep
            # overlapping itself) never ping twice; a process that dies in between leaves
            # a claim that runs out, and a later sweep sends it (with the same nonce: if
            # the first send reached Discord, its resend is not a copy).
            key = f"reminder:{row.id}:{row.turn_started_at}"
            if not await self.db.claims.claim(key):
                continue
            try:
                lang = languages.server(self.get_guild(row.guild_id))
                await channel.send(
                    i18n.text(
                        lang, "ui-reminder", who=f"<@{row.current_user_id}>", game=row.number
                    ),
                    allowed_mentions=discord.AllowedMentions(
                        users=[discord.Object(row.current_user_id)]
                    ),
                    nonce=limits.nonce_for(key),
                )
            except discord.HTTPException:
                log.warning("game %s: reminder could not be posted", row.id)
                await self.db.claims.release_claim(key)  # the next sweep tries again
                continue
            # Marked only if the turn is still the one reminded (it may have moved on).
            await self.db.listings.claim_reminder(row.id, row.current_user_id, older_than=cutoff)
            await self.db.claims.finish_claim(key)
            sent += 1
        return sent

    async def expire_turns(self, now: datetime | None = None) -> int:
        """Players whose turn has waited longer than the time-out leave their games (ranked
        last); the others play on, or the last one left wins. In a game opened with
        ``on_timeout:computer`` a computer takes the seat over instead
        (``ComputerMover.take_over``). Solo games never time out.

        League games run on a clock (their ``turn_hours`` per move, set when the round
        job opens them): the scheduler times them out, not this sweep. ``now`` for tests.
        """
        assert self.db is not None and self.service is not None
        now = now or datetime.now(UTC)
        due = []
        if self.settings.timeout_days > 0:
            cutoff = now - timedelta(days=self.settings.timeout_days)
            due = await self.db.listings.overdue_turns(older_than=cutoff)
        expired = 0
        for row in due:
            if row.seats_wanted == 1 or row.current_user_id is None or not self.owns(row.guild_id):
                continue
            choice = await self.db.computers.computer_options(row.id)
            if choice.on_timeout == "computer":
                # A computer of the game's level plays the seat from now on.
                if await self._take_over(row.id, row.current_user_id, choice.level):
                    expired += 1
                continue
            try:
                played = await self.service.resign(row.id, row.current_user_id, status="timed_out")
            except (GenialError, DataError) as exc:
                log.info("game %s: time-out not applied (%s)", row.id, exc)
                continue
            await flows.announce(self, played)
            expired += 1
        return expired

    async def on_ready(self) -> None:
        log.info("logged in as %s (%s guilds)", self.user, len(self.guilds))
        if self.user is not None:
            log.info("invite link: %s", invite_url(self.user.id))
