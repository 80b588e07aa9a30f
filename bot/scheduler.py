"""The clock scheduler: acts on due events at their time, from the database.

It sleeps until the earliest event not yet done (``data.clocks``), or until a
move wakes it (a move changes what is due). Time comes from an injectable
clock (``data.store.Clock``), so tests move time by hand and call
:meth:`Scheduler.tick`. Every event is claimed in the database with a lease
(``data.claims``) before it is acted on and marked done after, so of several
processes one acts. A process that dies in between leaves a claim that runs out:
the event is due again then, and this process after a restart (or another one)
acts on it. A time-out retried that way finds the turn over if it was applied
before the crash (the move commit is guarded by the game's version) and is
dropped; a reminder is sent then, once: its message carries a nonce derived from the
event, so Discord answers a resend with the message it made before. A reminder that
Discord failed for now (429, 5xx, a dropped connection) keeps its claim until the
lease runs out and is tried again then, for up to ``GIVE_UP`` after it was due. After a restart the
events still open are acted on; of several reminders of one turn that came due
meanwhile only the latest is sent, and none if the time-out is due too.

Games without a clock keep the old sweep (``Settings.reminder_hours`` /
``timeout_days``; league games have a clock), run from the same loop every ``REMINDER_PERIOD``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Protocol, cast

import discord

from app.events import Events, GameEvent, Moved
from cogs.clocks.notify import notify, passing
from cogs.play import flows
from community.clock import TimeoutAction
from data import Database, DatabaseUnreachableError, DataError, StorageUnavailableError
from data.claims import LEASE_SECONDS
from data.due import DueEvent
from data.store import Clock
from genial import GenialError

from . import metrics

if TYPE_CHECKING:
    from app.games.service import GameService

    from .settings import Settings

log = logging.getLogger("bot.scheduler")

REMINDER_PERIOD = 15 * 60  # seconds between sweeps of the games without a clock
FAILED_PAUSE = 5.0  # seconds before the next look after a tick failed (moves wake it anyway)
LONGEST_SLEEP = 3600.0  # wake at least hourly (a safety net; moves wake it anyway)
#: A reminder Discord keeps failing is given up this long after it was due.
GIVE_UP = timedelta(hours=6)
#: What ``_notify`` answers when Discord failed for now (the event is tried again).
RETRY = "retry"
#: Computer take-over of a timed-out seat (``ComputerMover.take_over``, set by the bot).
TakeOver = Callable[[int, int, str], Awaitable[bool]]


class Host(Protocol):
    """What the scheduler uses of the bot (``bot.client.GenialBot`` is one, and a
    ``discord.Client``): named here so that client and scheduler do not import each other."""

    db: Database | None
    service: GameService | None
    settings: Settings

    def is_closed(self) -> bool: ...

    async def wait_until_ready(self) -> None: ...

    async def expire_turns(self, now: datetime | None = None) -> int: ...

    async def send_reminders(self) -> int: ...

    def shard_filter(self) -> tuple[int, tuple[int, ...]] | None: ...


@dataclass(frozen=True)
class Acted:
    """What the scheduler did for one event (kept for the log and tests)."""

    game_id: int
    user_id: int
    kind: str
    how: str
    turn: str = ""  # the turn's start as stored


class Scheduler:
    """Runs the clocks of one bot."""

    def __init__(self, bot: Host, clock: Clock) -> None:
        self.bot = bot
        self.clock = clock
        self.acted: list[Acted] = []
        self.take_over: TakeOver | None = None
        #: Seconds an event stays claimed by this process before another may act on it.
        self.lease = LEASE_SECONDS
        self._wake = asyncio.Event()
        self._lock = asyncio.Lock()
        #: A clock could not be settled because the database was away: once it answers
        #: again every clocked game is settled (idempotent; a restart does the same).
        self._unsettled = False

    @property
    def _client(self) -> discord.Client:
        # The host is the bot, a discord.Client; the posts go through it.
        return cast(discord.Client, self.bot)

    @property
    def db(self) -> Database:
        assert self.bot.db is not None
        return self.bot.db

    def listen(self, events: Events) -> None:
        """The clocks hear of every move, start and clock change: the game's clock is
        charged and its next due events planned."""
        events.moved.listen("clocks", self._moved)
        events.started.listen("clocks", self._changed)
        events.clock_changed.listen("clocks", self._changed)

    async def _moved(self, moved: Moved) -> None:
        await self.moved(moved.played.loaded.id)

    async def _changed(self, event: GameEvent) -> None:
        await self.moved(event.game_id)

    def wake(self) -> None:
        """Look again at what is due (after a move or a settings change)."""
        self._wake.set()

    async def settle_all(self) -> None:
        """Bring every clocked game up to date (at start: moves made while it was down)."""
        for game_id in await self.db.clocks.clocked_games(shards=self.bot.shard_filter()):
            await self.moved(game_id, wake=False)

    async def moved(self, game_id: int, *, wake: bool = True) -> None:
        """A game changed (a move, a start): charge the clock, plan the new turn."""
        try:
            settled = await self.db.clocks.settle_clock(game_id)
            if settled.vacation_ended_for is not None:
                row = await self.db.games.get_game(game_id)
                if row is not None:
                    await self.db.clocks.replan_user(row.guild_id, settled.vacation_ended_for)
        except StorageUnavailableError as exc:  # settled again once the database answers
            log.warning("game %s: clock not settled yet (%s)", game_id, exc)
            self._unsettled = True
        except DataError as exc:
            log.warning("game %s: clock not settled (%s)", game_id, exc)
        if wake:
            self.wake()

    async def _catch_up(self) -> None:
        """Settle every clocked game again after a settlement the database missed."""
        if not self._unsettled:
            return
        self._unsettled = False
        try:
            await self.settle_all()
        except BaseException:
            self._unsettled = True
            raise

    async def run(self) -> None:
        """The loop: act on what is due, sleep until the next due time or a wake-up."""
        await self.bot.wait_until_ready()
        await self.settle_all()
        next_sweep = time.monotonic()
        while not self.bot.is_closed():
            self._wake.clear()
            try:
                await self._catch_up()
                await self.tick()
                if time.monotonic() >= next_sweep:
                    next_sweep = time.monotonic() + REMINDER_PERIOD
                    if self.bot.settings.timeout_days > 0:
                        await self.bot.expire_turns()
                    if self.bot.settings.reminder_hours > 0:
                        await self.bot.send_reminders()
                    await self.db.claims.prune_claims()
                wait = min(await self._sleep_for(), max(next_sweep - time.monotonic(), 0.0))
            except DatabaseUnreachableError:  # paused until it answers (data.reach logs it)
                await self.db.reach.wait()
                continue
            except Exception:
                log.exception("scheduler tick failed")
                wait = FAILED_PAUSE
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=max(wait, 0.01))

    async def _sleep_for(self) -> float:
        nxt = await self.db.due.next_due_at(shards=self.bot.shard_filter())
        if nxt is None:
            return LONGEST_SLEEP
        return min(max((nxt - self.clock()).total_seconds(), 0.0), LONGEST_SLEEP)

    async def tick(self) -> list[Acted]:
        """Act on every event due now; what was done."""
        async with self._lock:
            now = self.clock()
            due: list[DueEvent] = await self.db.due.due_until(now, shards=self.bot.shard_filter())
            latest: dict[tuple[int, str, int], DueEvent] = {}
            timing_out = set()
            for ev in due:  # oldest first: the last one of a turn wins
                key = (ev.game_id, ev.turn, ev.user_id)
                if ev.kind == "timeout":
                    timing_out.add(key)
                else:
                    latest[key] = ev
            done: list[Acted] = []
            for ev in due:
                key = (ev.game_id, ev.turn, ev.user_id)
                # Claimed (with a lease) before acting, finished after: of several
                # processes one acts; one that dies in between leaves a claim that runs
                # out, and the event is acted on then (retried, not lost).
                if not await self.db.due.claim_event(ev, lease=self.lease):
                    continue
                if ev.kind == "timeout":
                    how = await self.apply_timeout(ev)
                elif key in timing_out or latest[key] is not ev:
                    how = "dropped"
                else:
                    how = await self._notify(ev, now)
                    if how == RETRY and now - ev.due_at < GIVE_UP:
                        continue  # claimed until the lease runs out: tried again then
                await self.db.due.finish_event(ev)
                act = Acted(ev.game_id, ev.user_id, ev.kind, how, ev.turn)
                metrics.due_event_acted(ev.kind, (now - ev.due_at).total_seconds())
                log.info("game %s: %s for user %s: %s", ev.game_id, ev.kind, ev.user_id, how)
                done.append(act)
            self.acted.extend(done)
            return done

    async def _notify(self, ev: DueEvent, now: datetime) -> str:
        try:
            return await notify(self._client, ev, now)
        except (GenialError, DataError) as exc:
            log.info("game %s: %s not sent (%s)", ev.game_id, ev.kind, exc)
            return "failed"
        except Exception as exc:
            if passing(exc):
                log.warning("game %s: %s not sent now (%r); retrying", ev.game_id, ev.kind, exc)
                return RETRY
            log.exception("game %s: %s not sent", ev.game_id, ev.kind)
            return "failed"

    async def apply_timeout(self, ev: DueEvent) -> str:
        """The player's time ran out: the game's policy says leave, skip or computer.
        The caller has claimed ``ev`` and marks it done afterwards.

        ``computer`` uses :attr:`take_over` when the bot has one (lane ``computer``),
        else the player leaves as before clocks.
        """
        assert self.bot.service is not None
        svc = self.bot.service
        row = await self.db.games.get_game(ev.game_id)
        clock = await self.db.clocks.game_clock(ev.game_id)
        if row is None or clock is None or row.status != "active":
            return "stale"
        if row.current_user_id != ev.user_id:  # applied before (a retried claim), or moved
            return "stale"
        action, _ = clock.setup.policy.on_timeout(clock.seat(ev.seat).skips_in_row)
        try:
            if action is TimeoutAction.SKIP:
                played = await svc.skip(ev.game_id, ev.user_id)
            elif action is TimeoutAction.COMPUTER and self.take_over is not None:
                done = await self.take_over(ev.game_id, ev.user_id, clock.setup.level or "normal")
                await self.moved(ev.game_id)
                return action.value if done else "refused"
            else:
                action = TimeoutAction.LEAVE
                played = await svc.resign(ev.game_id, ev.user_id, status="timed_out")
        except (GenialError, DataError) as exc:
            log.info("game %s: time-out not applied (%s)", ev.game_id, exc)
            return "refused"
        await flows.announce(self._client, played)
        return action.value
