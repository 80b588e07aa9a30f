"""The round job: a league game ends -> its result is recorded; a round is over -> the
next round's games are opened in the league channel (a thread per game, seats fixed,
players pinged), or the season ends with its final standings.

Restart-safe: everything is decided from the database. Rounds are written once
(``add_league_round`` is idempotent) and each table's game is opened once
(``open_table_game`` links the game to its table in the same transaction), so
running the job twice, or again after a restart (:meth:`RoundJob.reconcile`),
creates nothing twice.

Posting can fail (Discord answers an error): the game then exists but nobody was
told. Each table keeps a "posted" mark, set once its thread is open and its first
board is posted; every run of the job (a game ending, the start-up check, the
periodic retry) posts the tables still unmarked, reusing a thread that was opened,
so a table never gets two threads. Several bot processes: a table's post
and a round's announcement are claimed in the database first (``data.claims``, a
lease), then posted, then marked done; a process that dies in between leaves a claim
that runs out, and the next run (of any process) posts then. Thread creation refused for good (403: the bot
may not open threads there) falls back to the league channel itself.

A round over: its results post (the tables' places, then the standings) is owed in the
outbox before the next round is paired (``app.league.results``), so it is posted once,
also across restarts and Discord's failures, and before the next round's announcement
unless Discord fails it (the outbox then retries it).

Divisions (:mod:`community.divisions`): each division pairs its own tables in the
same rounds; at the season's end every division's standings are posted and the
players who go up and down are named.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any
from weakref import WeakKeyDictionary

import discord

import i18n
from app.errors import DatabaseUnreachableError
from app.events import Events, GameEvent, Moved
from app.games.loaded import Loaded
from app.league.results import KIND
from app.league.rounds import LeagueRounds, LeagueRow, SeasonRow, TableGame, round_key, table_key
from cogs.common import limits
from cogs.common.host import host
from cogs.common.locale import server
from cogs.delivery import posts, turn
from cogs.delivery.deliverer import deliverer_of
from cogs.league.text import announce, league_channel, standings_file

log = logging.getLogger(__name__)

#: Seconds between two tries to post the tables whose posting failed.
RETRY_SECONDS = 300.0
#: The round job of each running bot (:func:`job_of`).
_JOBS: WeakKeyDictionary[discord.Client, RoundJob] = WeakKeyDictionary()


class RoundJob:
    """Runs the rounds of every league of the bot (one at a time per season): posts what
    ``app.league.rounds`` decides."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client
        self._locks: dict[int, asyncio.Lock] = {}
        _JOBS[client] = self

    @property
    def work(self) -> LeagueRounds:
        return host(self.client).uses.league_rounds

    def _lang(self, league: LeagueRow) -> str:
        return server(self.client.get_guild(league.guild_id))

    # ----- results -------------------------------------------------------------------------
    def listen(self, events: Events) -> None:
        """Hear of every move (a league game that ended moves its season on) and every
        cancellation (its table becomes void)."""
        events.moved.listen("league", self._moved)
        events.cancelled.listen("league", self._cancelled)

    def forget(self, events: Events) -> None:
        events.moved.forget("league")
        events.cancelled.forget("league")

    async def _moved(self, moved: Moved) -> None:
        if moved.played.finished:
            await after_game(self.client, moved.played.loaded)

    async def _cancelled(self, cancelled: GameEvent) -> None:
        if cancelled.loaded is not None:
            await after_game(self.client, cancelled.loaded)

    async def game_ended(self, loaded: Loaded) -> None:
        """A game ended (or was cancelled: its table becomes void): if it is a league game,
        record it and move the season on."""
        season_id = await self.work.record_result(loaded)
        if season_id is not None:
            await self.advance(season_id)

    # ----- rounds --------------------------------------------------------------------------
    async def advance(self, season_id: int) -> None:
        """Open what is missing: the current round's games, the next round, or the end."""
        lock = self._locks.setdefault(season_id, asyncio.Lock())
        async with lock:
            league, season = await self.work.season(season_id)
            if season.status != "running":
                return
            tables = await self.work.tables(season_id)
            last = max((t.round for t in tables), default=0)
            if last and await self.work.round_left_behind(season_id, last):
                # its poster died between claim and post (the byes are not repeated)
                await self._round_post(league, season, last, ())
            unposted = await self.work.unposted(season_id)
            for t in tables:
                if t.status == "pending":
                    await self._open(league, season_id, t)
                elif (t.round, t.tab) in unposted and t.game_id is not None:
                    await self._post(league, season_id, t, t.game_id)
            if last and not self.work.round_over(tables, last):
                return
            if last:  # owed before the next round is paired: a restart still owes it
                await self._results(league, tables, last)
            nxt = await self.work.add_round(league, season, last)
            if nxt is None:
                await self._finish(league, season)
                return
            if nxt.claimed:
                await self._round_post(league, season, nxt.number, nxt.byes)
            for t in await self.work.pending_tables(season_id, nxt.number):
                await self._open(league, season_id, t)

    async def _results(self, league: LeagueRow, tables: list[TableGame], number: int) -> None:
        """Round ``number`` is over: its results post is owed in the outbox (once, whoever
        sees it first) and delivered now; the outbox's sweep retries it if Discord fails."""
        owed = await host(self.client).uses.league_results.owe(league, tables, number)
        deliverer = deliverer_of(self.client)
        if owed is not None and deliverer is not None:
            await deliverer.deliver_version(*owed, kind=KIND)

    async def _round_post(
        self, league: LeagueRow, season: SeasonRow, number: int, byes: tuple[int, ...]
    ) -> None:
        """Announce round ``number`` (claimed by the caller; marked done here)."""
        lang = self._lang(league)
        text = i18n.text(lang, "ui-league-round-opens", league=league.name, round=number,
                         rounds=league.rounds, season=season.number)  # fmt: skip
        if byes:
            text += "\n" + i18n.text(lang, "ui-league-round-byes",
                                     players=", ".join(f"<@{p}>" for p in byes))  # fmt: skip
        key = round_key(season.id, number)
        if await announce(self.client, league, text, nonce=limits.nonce_for(key)):
            await self.work.round_posted(season.id, number)
        # Else its claim runs out and the next pass over the season posts it (same nonce).

    async def _open(self, league: LeagueRow, season_id: int, table: TableGame) -> None:
        """Create and start one table's game, then announce it (:meth:`_post`)."""
        game_id = await self.work.open_game(league, season_id, table)
        if game_id is not None:  # else opened meanwhile (another run of the job)
            await host(self.client).uses.events.clock(game_id)  # its clock starts running
            await self._post(league, season_id, table, game_id)

    async def _post(
        self, league: LeagueRow, season_id: int, table: TableGame, game_id: int
    ) -> bool:
        """Open the table's thread (unless it has one), post its first board pinging its
        players, and mark the table posted. False (mark unset, retried later) on failure,
        or when another run (of any process) holds the table's claim."""
        if not await self.work.claim_table(season_id, table):
            return False
        posted = False
        try:
            posted = await self._post_claimed(league, season_id, table, game_id)
        finally:  # (also on an exception) given back when not posted: the next run retries
            await self.work.table_posted(season_id, table, posted)
        return posted

    async def _post_claimed(
        self, league: LeagueRow, season_id: int, table: TableGame, game_id: int
    ) -> bool:
        channel = await league_channel(self.client, league)
        if channel is None:
            return False
        loaded = await host(self.client).uses.service.load(game_id)
        lang = self._lang(league)
        who = ", ".join(f"<@{s.user_id}>" for s in loaded.players())
        try:
            where = await self._thread(league, table, loaded, channel, who, lang)
            made = await turn.table_opens(self.client, loaded, lang)
            await posts.send(where, made, nonce=limits.nonce_for(table_key(season_id, table)))
        except discord.HTTPException as exc:
            log.warning("league %s: game %s not posted yet (%s)", league.id, game_id, exc.status)
            return False
        return True

    async def _thread(
        self, league: LeagueRow, table: TableGame, loaded: Loaded, channel: Any, who: str,
        lang: str,
    ) -> Any:  # fmt: skip
        """The game's thread: the one opened before, else a header and a new thread (the
        header goes again when the thread cannot be opened now). Raises HTTPException."""
        if loaded.row.thread_id is not None:
            thread = self.client.get_channel(loaded.row.thread_id)
            return thread or await self.client.fetch_channel(loaded.row.thread_id)
        header = i18n.text(lang, "ui-league-table-opens", league=league.name, round=table.round,
                           table=table.tab, number=loaded.number, players=who)  # fmt: skip
        message = await limits.post(channel, header)
        name = f"{league.name} R{table.round} T{table.tab} - Genial #{loaded.number}"[:100]
        try:
            thread = await message.create_thread(name=name, auto_archive_duration=10080)
        except discord.Forbidden:
            log.warning("league %s: no thread allowed for game #%s", league.id, loaded.number)
            return channel  # for good: the game lives in the league channel itself
        except discord.HTTPException:
            with contextlib.suppress(discord.HTTPException):
                await message.delete()
            raise
        await self.work.thread_opened(loaded.id, thread.id)
        return thread

    async def _finish(self, league: LeagueRow, season: SeasonRow) -> None:
        """The last round is over: post the final standings with the winners (one post per
        division, then who goes up and down), close the season."""
        end = await self.work.finish(league, season)
        tables, split = end.tables, end.split
        channel = await league_channel(self.client, league)
        if channel is None:
            return
        lang = self._lang(league)
        for k, rows in enumerate(tables, start=1):
            winners = ", ".join(f"<@{r.player}>" for r in rows if r.place == 1)
            svc = host(self.client).uses.service
            words, image = await standings_file(svc, league, season, rows, lang,
                                                division=k if split else None)  # fmt: skip
            params = {"league": league.name, "season": season.number, "winners": winners or "-"}
            if split:
                text = i18n.text(lang, "ui-league-division-over", division=k, **params)
            else:
                text = i18n.text(lang, "ui-league-season-over", **params)
            try:
                await limits.post(channel, "\n".join([text, *words]), files=[image])
            except discord.HTTPException:
                log.warning("league %s: the season end could not be posted", league.id)
        if split:
            names = {"up": ", ".join(f"<@{p}>" for p in end.up) or "-",
                     "down": ", ".join(f"<@{p}>" for p in end.down) or "-"}  # fmt: skip
            await announce(self.client, league, i18n.text(lang, "ui-league-promotion", **names))

    # ----- start-up ------------------------------------------------------------------------
    async def retry_posts(self) -> int:
        """Post the tables whose posting failed (every running season that has one)."""
        seasons = await self.work.seasons_to_post(host(self.client).shard_filter())
        for season_id in seasons:
            try:
                await self.advance(season_id)
            except Exception:
                log.exception("league season %s: tables could not be posted", season_id)
        return len(seasons)

    async def keep_posting(self, every: float = RETRY_SECONDS) -> None:
        """Forever (a background task): :meth:`retry_posts` every ``every`` seconds."""
        while True:
            await asyncio.sleep(every)
            try:
                await self.retry_posts()
            except DatabaseUnreachableError:  # paused until it answers (data.reach logs it)
                await host(self.client).uses.reach.wait()
            except Exception:  # the database closing at shutdown, ...: try again later
                log.exception("leagues: the retry of failed posts failed")

    async def reconcile(self) -> int:
        """At start-up: move on every running season (results missed, rounds not opened)."""
        seasons = await self.work.running(host(self.client).shard_filter())
        for season_id in seasons:
            try:
                await self.advance(season_id)
            except Exception:
                log.exception("league season %s: could not be moved on", season_id)
        return len(seasons)


def job_of(client: discord.Client) -> RoundJob | None:
    """The round job of the running bot (None before the league cog is loaded)."""
    return _JOBS.get(client)


async def after_game(client: discord.Client, loaded: Loaded) -> None:
    """Called when any game ends: a league game moves its season on. Never raises (a
    failure is logged; the start-up check catches up)."""
    job = job_of(client)
    if job is None:
        return
    try:
        await job.game_ended(loaded)
    except Exception:
        log.exception("league: game %s ended but its season could not be moved on", loaded.id)
