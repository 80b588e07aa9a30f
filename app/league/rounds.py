"""The rounds of a league season as the round job runs them: results recorded, rounds
planned and opened, tables claimed and marked posted, the season's end (no Discord).

The round job (``cogs/league/rounds.py``) posts what this decides; every step here is
idempotent or claimed in the database first, so two runs (or two processes) create and
post nothing twice. The rows it hands the job (``LeagueRow``, ``SeasonRow``,
``TableGame``: data's own) are named here for it, since ``cogs/`` imports no ``data``.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.games.loaded import Loaded
from app.games.service import GameService
from app.league.divisions import division_rows, final_divisions
from community.divisions import moves, next_round_divided
from community.league import Row, check_points, replaced_last
from community.season import round_over
from data.league_games import TableGame as TableGame
from data.leagues import LeagueRow as LeagueRow
from data.leagues import SeasonRow as SeasonRow
from data.store import Shards
from genial import create


def round_key(season_id: int, number: int) -> str:
    """The claim of round ``number``'s announcement."""
    return f"league-round:{season_id}:{number}"


def table_key(season_id: int, table: TableGame) -> str:
    """The claim (and the post's nonce) of a table's first post."""
    return f"league-table:{season_id}:{table.round}:{table.tab}"


@dataclass(frozen=True)
class Round:
    """A round just added to a season: its number, the players with a bye, and whether
    this caller claimed its announcement."""

    number: int
    byes: tuple[int, ...]
    claimed: bool


@dataclass(frozen=True)
class SeasonEnd:
    """A finished season: the standings of each division (one when undivided), and who
    goes up and down between divisions (empty when undivided)."""

    tables: list[list[Row]]
    split: bool
    up: list[int]
    down: list[int]


class LeagueRounds:
    """What the round job decides and stores, over the bot's game service."""

    def __init__(self, games: GameService) -> None:
        self.games = games
        self.db = games.db

    # ----- results -------------------------------------------------------------------------
    async def season_of_game(self, game_id: int) -> int | None:
        """The season whose table ``game_id`` is, if it is a league game."""
        where = await self.db.league_games.table_of_game(game_id)
        return None if where is None else where[0]

    async def record_result(self, loaded: Loaded) -> int | None:
        """A game ended: if it was a league table's, record its result; its season's id."""
        where = await self.db.league_games.table_of_game(loaded.id)
        if where is None:
            return None
        await self._record(loaded, *where)
        return where[0]

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
        await self.db.league_games.record_league_result(season_id, number, tab, places, weakest)

    async def _sync(self, tables: list[TableGame], season_id: int) -> bool:
        """Catch up with games that ended or were cancelled while nobody recorded them."""
        changed = False
        for t in tables:
            if t.status != "playing" or t.game_id is None:
                continue
            if t.game_status == "finished":
                await self._record(await self.games.load(t.game_id), season_id, t.round, t.tab)
                changed = True
            elif t.game_status == "cancelled":
                await self.db.league_games.void_league_game(season_id, t.round, t.tab)
                changed = True
        return changed

    # ----- a season's state ------------------------------------------------------------------
    async def season(self, season_id: int) -> tuple[LeagueRow, SeasonRow]:
        """The season and its league; raises NotFoundError."""
        return await self.db.league_games.season_league(season_id)

    async def tables(self, season_id: int) -> list[TableGame]:
        """Every table of the season, after recording the results nobody recorded yet."""
        tables = await self.db.league_games.table_games(season_id)
        if await self._sync(tables, season_id):
            tables = await self.db.league_games.table_games(season_id)
        return tables

    async def pending_tables(self, season_id: int, number: int) -> list[TableGame]:
        """The tables of round ``number`` whose game is not opened yet."""
        tables = await self.db.league_games.table_games(season_id)
        return [t for t in tables if t.round == number and t.status == "pending"]

    async def unposted(self, season_id: int) -> set[tuple[int, int]]:
        """(round, table) of the tables whose first post is not out yet."""
        return set(await self.db.rounds.unposted_tables(season_id))

    async def round_left_behind(self, season_id: int, number: int) -> bool:
        """Whether round ``number``'s announcement was claimed by a poster that died (this
        caller holds the claim again then)."""
        return await self.db.claims.retake(round_key(season_id, number))

    @staticmethod
    def round_over(tables: list[TableGame], number: int) -> bool:
        """Whether every table of round ``number`` is decided."""
        return round_over([t.status for t in tables if t.round == number])

    async def add_round(self, league: LeagueRow, season: SeasonRow, last: int) -> Round | None:
        """Pair and store round ``last + 1``; None when the season is over (no round left)
        or another run added it meanwhile (then ``claimed`` is False)."""
        sid = season.id
        results, byes, history = await self.db.league_games.league_facts(sid)
        nxt = next_round_divided(
            format=league.format, per_table=league.per_table, rounds=league.rounds,
            divisions=await self.db.seasons.season_divisions(sid),
            active=await self.db.seasons.league_entrants(sid), history=history,
            results=results, byes=byes, seed=season.seed, points=check_points(league.points),
        )  # fmt: skip
        if nxt is None:
            return None
        if not await self.db.rounds.add_league_round(sid, last + 1, nxt):
            return Round(last + 1, tuple(nxt.byes), claimed=False)
        claimed = await self.db.claims.claim(round_key(sid, last + 1))
        return Round(last + 1, tuple(nxt.byes), claimed)

    async def round_posted(self, season_id: int, number: int) -> None:
        """Round ``number``'s announcement is out."""
        await self.db.claims.finish_claim(round_key(season_id, number))

    # ----- tables ----------------------------------------------------------------------------
    async def open_game(self, league: LeagueRow, season_id: int, table: TableGame) -> int | None:
        """Create and start a table's game; its id, or None when another run opened it."""
        order = list(table.players)
        game = await self.games.run(create, league.edition, len(order))
        row = await self.db.league_games.open_table_game(
            season_id, table.round, table.tab, guild_id=league.guild_id,
            channel_id=league.channel_id, creator_id=league.organiser_id, edition=league.edition,
            order=order, record=game.record(), current_user_id=order[game.current or 0],
            rated=league.rated,
        )  # fmt: skip
        return None if row is None else row.id

    async def claim_table(self, season_id: int, table: TableGame) -> bool:
        """Claim a table's first post (True for one caller while it is not done)."""
        return await self.db.claims.claim(table_key(season_id, table))

    async def table_posted(self, season_id: int, table: TableGame, posted: bool) -> None:
        """The claimed post went out (the table is marked posted), or did not (the claim is
        given back: the next run retries)."""
        key = table_key(season_id, table)
        if posted:
            await self.db.rounds.mark_posted(season_id, table.round, table.tab)
            await self.db.claims.finish_claim(key)
        else:
            await self.db.claims.release_claim(key)

    async def thread_opened(self, game_id: int, thread_id: int) -> None:
        """The table's game lives in thread ``thread_id``."""
        await self.db.lobby.set_messages(game_id, thread_id=thread_id)

    # ----- the end ---------------------------------------------------------------------------
    async def finish(self, league: LeagueRow, season: SeasonRow) -> SeasonEnd:
        """Close the season (the next one opens for sign-up): its final standings."""
        count = len(await self.db.seasons.season_divisions(season.id))
        split = league.divisions > 1 and count > 1
        tables = [await division_rows(self.db, league, season, k if split else None)
                  for k in range(1, (count if split else 1) + 1)]  # fmt: skip
        ordered, after = await final_divisions(self.db, league, season)
        await self.db.seasons.finish_season(season.id)
        up, down = moves(ordered, after) if split else ([], [])
        return SeasonEnd(tables, split, list(up), list(down))

    # ----- start-up --------------------------------------------------------------------------
    async def seasons_to_post(self, shards: Shards) -> list[int]:
        """The running seasons (of ``shards``' servers) with a table not posted yet."""
        return list(await self.db.rounds.seasons_to_post(shards=shards))

    async def running(self, shards: Shards) -> list[int]:
        """The running seasons of ``shards``' servers."""
        return [
            season.id for _, season in await self.db.league_games.running_seasons(shards=shards)
        ]
