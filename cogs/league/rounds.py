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

Divisions (:mod:`community.divisions`): each division pairs its own tables in the
same rounds; at the season's end every division's standings are posted and the
players who go up and down are named.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

import discord

import i18n
from app.games.service import GameService, Loaded
from app.league.divisions import division_rows, final_divisions
from app.league.rows import LeagueRow, SeasonRow, TableGame
from cogs.common import limits
from cogs.common.context import png, shards_of
from cogs.common.locale import server
from cogs.league.text import announce, league_channel, standings_file
from cogs.play import panels
from community.divisions import moves, next_round_divided
from community.league import check_points, replaced_last
from community.season import round_over
from genial import create

log = logging.getLogger(__name__)

#: Seconds between two tries to post the tables whose posting failed.
RETRY_SECONDS = 300.0


class RoundJob:
    """Runs the rounds of every league of the bot (one at a time per season)."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client
        self._locks: dict[int, asyncio.Lock] = {}

    @property
    def svc(self) -> GameService:
        svc: GameService = self.client.service  # type: ignore[attr-defined]
        return svc

    def _lang(self, league: LeagueRow) -> str:
        return server(self.client.get_guild(league.guild_id))

    # ----- results -------------------------------------------------------------------------
    async def game_ended(self, loaded: Loaded) -> None:
        """A game ended (or was cancelled: its table becomes void): if it is a league game,
        record it and move the season on."""
        where = await self.svc.db.table_of_game(loaded.id)
        if where is None:
            return
        await self._record(loaded, *where)
        await self.advance(where[0])

    async def _record(self, loaded: Loaded, season_id: int, number: int, tab: int) -> None:
        game = loaded.game
        if game is None or not game.over:
            return
        # A seat the computer played at the end (replaced, or taken over at a time-out)
        # keeps an absent player's result: last at the table, no weakest-colour score.
        gone = {u for u in loaded.computers if u > 0}
        places = replaced_last({loaded.user_of(st.seat): st.place for st in game.ranking()}, gone)
        weakest = {
            loaded.user_of(seat): min(s) if s and loaded.user_of(seat) not in gone else 0
            for seat, s in enumerate(game.scores())
        }
        await self.svc.db.record_league_result(season_id, number, tab, places, weakest)

    async def _sync(self, tables: list[TableGame], season_id: int) -> bool:
        """Catch up with games that ended or were cancelled while nobody recorded them."""
        changed = False
        for t in tables:
            if t.status != "playing" or t.game_id is None:
                continue
            if t.game_status == "finished":
                await self._record(await self.svc.load(t.game_id), season_id, t.round, t.tab)
                changed = True
            elif t.game_status == "cancelled":
                await self.svc.db.void_league_game(season_id, t.round, t.tab)
                changed = True
        return changed

    # ----- rounds --------------------------------------------------------------------------
    async def advance(self, season_id: int) -> None:
        """Open what is missing: the current round's games, the next round, or the end."""
        lock = self._locks.setdefault(season_id, asyncio.Lock())
        async with lock:
            league, season = await self.svc.db.season_league(season_id)
            if season.status != "running":
                return
            tables = await self.svc.db.table_games(season_id)
            if await self._sync(tables, season_id):
                tables = await self.svc.db.table_games(season_id)
            last = max((t.round for t in tables), default=0)
            if last and await self.svc.db.retake(_round_key(season_id, last)):
                # its poster died between claim and post (the byes are not repeated)
                await self._round_post(league, season, last, ())
            unposted = await self.svc.db.unposted_tables(season_id)
            for t in tables:
                if t.status == "pending":
                    await self._open(league, season_id, t)
                elif (t.round, t.tab) in unposted and t.game_id is not None:
                    await self._post(league, season_id, t, t.game_id)
            if last and not round_over([t.status for t in tables if t.round == last]):
                return
            results, byes, history = await self.svc.db.league_facts(season_id)
            nxt = next_round_divided(
                format=league.format, per_table=league.per_table, rounds=league.rounds,
                divisions=await self.svc.db.season_divisions(season_id),
                active=await self.svc.db.league_entrants(season_id), history=history,
                results=results, byes=byes, seed=season.seed, points=check_points(league.points),
            )  # fmt: skip
            if nxt is None:
                await self._finish(league, season)
                return
            if not await self.svc.db.add_league_round(season_id, last + 1, nxt):
                return
            if await self.svc.db.claim(_round_key(season_id, last + 1)):
                await self._round_post(league, season, last + 1, nxt.byes)
            for t in await self.svc.db.table_games(season_id):
                if t.round == last + 1 and t.status == "pending":
                    await self._open(league, season_id, t)

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
        key = _round_key(season.id, number)
        if await announce(self.client, league, text, nonce=limits.nonce_for(key)):
            await self.svc.db.finish_claim(key)
        # Else its claim runs out and the next pass over the season posts it (same nonce).

    async def _open(self, league: LeagueRow, season_id: int, table: TableGame) -> None:
        """Create and start one table's game, then announce it (:meth:`_post`)."""
        order = list(table.players)
        game = await self.svc.run(create, league.edition, len(order))
        row = await self.svc.db.open_table_game(
            season_id, table.round, table.tab, guild_id=league.guild_id,
            channel_id=league.channel_id, creator_id=league.organiser_id, edition=league.edition,
            order=order, record=game.record(), current_user_id=order[game.current or 0],
            rated=league.rated,
        )  # fmt: skip
        if row is not None:  # else opened meanwhile (another run of the job)
            hook = getattr(self.client, "on_clock_change", None)  # its clock starts running
            if hook is not None:
                await hook(row.id)
            await self._post(league, season_id, table, row.id)

    async def _post(
        self, league: LeagueRow, season_id: int, table: TableGame, game_id: int
    ) -> bool:
        """Open the table's thread (unless it has one), post its first board pinging its
        players, and mark the table posted. False (mark unset, retried later) on failure,
        or when another run (of any process) holds the table's claim."""
        key = f"league-table:{season_id}:{table.round}:{table.tab}"
        if not await self.svc.db.claim(key):
            return False
        posted = False
        try:
            posted = await self._post_claimed(league, season_id, table, game_id)
        finally:
            if not posted:  # (also on an exception) given back: the next run retries
                await self.svc.db.release_claim(key)
        if posted:
            await self.svc.db.finish_claim(key)
        return posted

    async def _post_claimed(
        self, league: LeagueRow, season_id: int, table: TableGame, game_id: int
    ) -> bool:
        channel = await league_channel(self.client, league)
        if channel is None:
            return False
        loaded = await self.svc.load(game_id)
        order = [s.user_id for s in loaded.players()]
        lang = self._lang(league)
        pings = discord.AllowedMentions(users=[discord.Object(u) for u in order])
        who = ", ".join(f"<@{u}>" for u in order)
        try:
            where = await self._thread(league, table, loaded, channel, who, lang)
            board = await self.svc.board_png(loaded, lang=lang)
            await limits.post(
                where,
                f"{who}\n{panels.start_content(loaded, lang)}",
                files=[png(board, description=panels.board_alt(loaded, lang))],
                view=panels.turn_view(game_id, league.edition, lang),
                allowed_mentions=pings,
                nonce=limits.nonce_for(f"league-table:{season_id}:{table.round}:{table.tab}"),
            )
        except discord.HTTPException as exc:
            log.warning("league %s: game %s not posted yet (%s)", league.id, game_id, exc.status)
            return False
        await self.svc.db.mark_posted(season_id, table.round, table.tab)
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
        await self.svc.db.set_messages(loaded.id, thread_id=thread.id)
        return thread

    async def _finish(self, league: LeagueRow, season: SeasonRow) -> None:
        """The last round is over: post the final standings with the winners (one post per
        division, then who goes up and down), close the season."""
        count = len(await self.svc.db.season_divisions(season.id))
        split = league.divisions > 1 and count > 1
        tables = [await division_rows(self.svc.db, league, season, k if split else None)
                  for k in range(1, (count if split else 1) + 1)]  # fmt: skip
        ordered, after = await final_divisions(self.svc.db, league, season)
        await self.svc.db.finish_season(season.id)
        channel = await league_channel(self.client, league)
        if channel is None:
            return
        lang = self._lang(league)
        for k, rows in enumerate(tables, start=1):
            winners = ", ".join(f"<@{r.player}>" for r in rows if r.place == 1)
            words, image = await standings_file(self.svc, league, season, rows, lang,
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
            up, down = moves(ordered, after)
            names = {"up": ", ".join(f"<@{p}>" for p in up) or "-",
                     "down": ", ".join(f"<@{p}>" for p in down) or "-"}  # fmt: skip
            await announce(self.client, league, i18n.text(lang, "ui-league-promotion", **names))

    # ----- start-up ------------------------------------------------------------------------
    async def retry_posts(self) -> int:
        """Post the tables whose posting failed (every running season that has one)."""
        seasons = await self.svc.db.seasons_to_post(shards=shards_of(self.client))
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
            except Exception:  # the database closing at shutdown, ...: try again later
                log.exception("leagues: the retry of failed posts failed")

    async def reconcile(self) -> int:
        """At start-up: move on every running season (results missed, rounds not opened)."""
        seasons = await self.svc.db.running_seasons(shards=shards_of(self.client))
        for _, season in seasons:
            try:
                await self.advance(season.id)
            except Exception:
                log.exception("league season %s: could not be moved on", season.id)
        return len(seasons)


def _round_key(season_id: int, number: int) -> str:
    """The claim of round ``number``'s announcement."""
    return f"league-round:{season_id}:{number}"


def job_of(client: Any) -> RoundJob | None:
    """The round job of the running bot (None before the league cog is loaded)."""
    cog = client.get_cog("League") if hasattr(client, "get_cog") else None
    job = getattr(cog, "rounds", None)
    return job if isinstance(job, RoundJob) else None


async def after_game(client: Any, loaded: Loaded) -> None:
    """Called when any game ends: a league game moves its season on. Never raises (a
    failure is logged; the start-up check catches up)."""
    job = job_of(client)
    if job is None:
        return
    try:
        await job.game_ended(loaded)
    except Exception:
        log.exception("league: game %s ended but its season could not be moved on", loaded.id)
