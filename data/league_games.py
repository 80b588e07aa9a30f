"""League games: opening a table's game once, results, void, turn limits, replace, extend.

The round job opens each table's game with :meth:`LeagueGameStore.open_table_game`,
which writes the game, its seats and the link to the table in one transaction
and does nothing when the table already has its game: run twice (two games
ending at once, a restart), it still opens one game per table.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from community.league import Result
from community.pairing import Round

from .backend.protocol import Backend, Row
from .errors import NotFoundError
from .league_tables import LeagueTableStore
from .leagues import LeagueRow, SeasonRow
from .rows import GameRow, to_json, utc_text, utc_time
from .store import Clock, Shards, Store, shard_sql, system_clock


@dataclass(frozen=True)
class TableGame:
    """A league table's game as the schedule shows it."""

    round: int
    tab: int
    status: str
    players: tuple[int, ...]
    game_id: int | None
    number: int | None
    thread_id: int | None
    channel_id: int | None
    game_status: str | None
    current_user_id: int | None


class LeagueGameStore(Store):
    """The games of league tables (reads the tables through the ``tables`` part)."""

    def __init__(
        self, backend: Backend, *, clock: Clock = system_clock, tables: LeagueTableStore
    ) -> None:
        super().__init__(backend, clock=clock)
        self._tables = tables

    async def open_table_game(
        self,
        season_id: int,
        number: int,
        tab: int,
        *,
        guild_id: int,
        channel_id: int,
        creator_id: int,
        edition: str,
        order: Sequence[int],
        record: Mapping[str, Any],
        current_user_id: int | None,
        rated: bool,
    ) -> GameRow | None:
        """Create and start the game of a pending table (seats in ``order``), with a fixed
        clock of the league's ``turn_hours`` per move if it has one; None if the table
        already has a game (or is not pending)."""
        now = self._now()
        async with self._write() as conn:
            free = list(await conn.execute_fetchall(
                "SELECT 1 FROM league_tables WHERE season_id = ? AND round = ? AND tab = ?"
                " AND status = 'pending' AND game_id IS NULL",
                (season_id, number, tab),
            ))  # fmt: skip
            if not free:
                return None
            await self._ensure_guild(conn, guild_id, now)
            game_number = await self._next_number(conn, guild_id, "game")
            rows = await conn.execute_fetchall(
                "INSERT INTO games (guild_id, number, channel_id, edition, seats_wanted, options,"
                " creator_id, status, version, record, summary, current_user_id, turn_started_at,"
                " created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, '{}', ?, 'active', 0, ?, '{}', ?, ?, ?, ?) RETURNING *",
                (guild_id, game_number, channel_id, edition, len(order), creator_id,
                 to_json(record), current_user_id, now, now, now),
            )  # fmt: skip
            game = GameRow.from_row(next(iter(rows)))
            await conn.executemany(
                "INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES (?, ?, ?, ?)",
                [(game.id, seat, user, now) for seat, user in enumerate(order)],
            )
            await conn.execute(
                "INSERT INTO rating_games (game_id, rated) VALUES (?, ?)", (game.id, bool(rated))
            )
            # The league's turn limit is the game's clock: a fixed time per move, a
            # time-out leaves the game (the scheduler acts on it, data.clocks plans it).
            await conn.execute(
                "INSERT INTO game_clocks (game_id, kind, start_s, timeout_action)"
                " SELECT ?, 'fixed', l.turn_hours * 3600, 'leave' FROM league_seasons AS s"
                " JOIN leagues AS l ON l.id = s.league_id WHERE s.id = ? AND l.turn_hours > 0",
                (game.id, season_id),
            )
            await conn.execute(
                "UPDATE league_tables SET game_id = ?, status = 'playing'"
                " WHERE season_id = ? AND round = ? AND tab = ?",
                (game.id, season_id, number, tab),
            )
        return game

    async def running_seasons(self, *, shards: Shards = None) -> list[tuple[LeagueRow, SeasonRow]]:
        """Every running season of every server (of ``shards``' servers only, when given),
        with its league (for the start-up check)."""
        league_shards, params = shard_sql("l.guild_id", shards)
        rows = await self._all(
            "SELECT l.*, s.id AS season_id, s.number AS season_number, s.status AS season_status,"
            " s.seed AS season_seed FROM league_seasons AS s JOIN leagues AS l ON l.id = s.league_id"
            " WHERE s.status = 'running'" + league_shards + " ORDER BY s.id",
            params,
        )
        return [
            (LeagueRow.from_row(r), SeasonRow(r["season_id"], r["id"], r["season_number"],
                                              r["season_status"], r["season_seed"]))
            for r in rows
        ]  # fmt: skip

    async def season_league(self, season_id: int) -> tuple[LeagueRow, SeasonRow]:
        """The season and its league; raises NotFoundError."""
        for league, season in await self._season_rows(season_id):
            return league, season
        raise NotFoundError("There is no such league season.")

    async def _season_rows(self, season_id: int) -> list[tuple[LeagueRow, SeasonRow]]:
        rows = await self._all(
            "SELECT l.*, s.number AS season_number, s.status AS season_status,"
            " s.seed AS season_seed FROM league_seasons AS s JOIN leagues AS l ON l.id = s.league_id"
            " WHERE s.id = ?",
            (season_id,),
        )
        return [
            (LeagueRow.from_row(r),
             SeasonRow(season_id, r["id"], r["season_number"], r["season_status"], r["season_seed"]))
            for r in rows
        ]  # fmt: skip

    async def table_games(self, season_id: int) -> list[TableGame]:
        """Every table of the season with its game's number, thread and status."""
        tables = await self._tables.league_tables(season_id)
        ids = [t.game_id for t in tables if t.game_id is not None]
        games: dict[int, Any] = {}
        if ids:
            marks = ", ".join("?" * len(ids))
            for r in await self._all(
                "SELECT id, number, thread_id, channel_id, status, current_user_id FROM games"
                f" WHERE id IN ({marks})",
                ids,
            ):
                games[r["id"]] = r
        out = []
        for t in tables:
            g = games.get(t.game_id) if t.game_id is not None else None
            out.append(
                TableGame(
                    t.round, t.tab, t.status, t.players, t.game_id,
                    g["number"] if g else None, g["thread_id"] if g else None,
                    g["channel_id"] if g else None, g["status"] if g else None,
                    g["current_user_id"] if g else None,
                )
            )  # fmt: skip
        return out

    async def extend_turn(self, game_id: int, hours: int) -> datetime:
        """Give the player to act ``hours`` more (the turn counts as started later); the
        new start. Raises NotFoundError unless the game is active."""
        async with self._write() as conn:
            rows = list(await conn.execute_fetchall(
                "SELECT turn_started_at FROM games WHERE id = ? AND status = 'active'", (game_id,)
            ))  # fmt: skip
            started = utc_time(rows[0][0]) if rows else None
            if started is None:
                raise NotFoundError(f"There is no running game #{game_id}.")
            later = started + timedelta(hours=hours)
            await conn.execute(
                "UPDATE games SET turn_started_at = ?, reminded_at = NULL WHERE id = ?",
                (utc_text(later), game_id),
            )
        return later

    async def replace_player(
        self, game_id: int, season_id: int, old: int, new: int
    ) -> None:  # fmt: skip
        """``new`` takes ``old``'s seat in a running league game (and at its league table).

        Raises NotFoundError unless ``old`` holds a seat of the active game and ``new``
        holds none.
        """
        async with self._write() as conn:
            seats = {r[0]: r[1] for r in await conn.execute_fetchall(
                "SELECT s.user_id, s.status FROM seats AS s JOIN games AS g ON g.id = s.game_id"
                " WHERE s.game_id = ? AND g.status = 'active'", (game_id,),
            )}  # fmt: skip
            if seats.get(old) != "seated" or new in seats:
                raise NotFoundError("That player cannot be replaced in this game.")
            await conn.execute(
                "UPDATE seats SET user_id = ? WHERE game_id = ? AND user_id = ?",
                (new, game_id, old),
            )
            await conn.execute(
                "UPDATE games SET current_user_id = ? WHERE id = ? AND current_user_id = ?",
                (new, game_id, old),
            )
            await conn.execute(
                "UPDATE league_seats SET user_id = ? WHERE user_id = ? AND season_id = ?"
                " AND (round, tab) IN (SELECT round, tab FROM league_tables WHERE game_id = ?)",
                (new, old, season_id, game_id),
            )

    async def record_league_result(
        self, season_id: int, number: int, tab: int, places: Mapping[int, int],
        weakest: Mapping[int, int],
    ) -> None:  # fmt: skip
        """The game of a table ended: each player's place and weakest-colour score.

        A voided table (or a bye) takes no result: it stays as it is.
        """
        async with self._write() as conn:
            playing = await conn.execute_fetchall(
                "SELECT 1 FROM league_tables WHERE season_id = ? AND round = ? AND tab = ?"
                " AND status IN ('pending', 'playing', 'finished')",
                (season_id, number, tab),
            )
            if not list(playing):
                return
            await conn.executemany(
                "UPDATE league_seats SET place = ?, weakest = ?"
                " WHERE season_id = ? AND round = ? AND tab = ? AND user_id = ?",
                [(pl, weakest.get(u, 0), season_id, number, tab, u) for u, pl in places.items()],
            )
            await conn.execute(
                "UPDATE league_tables SET status = 'finished'"
                " WHERE season_id = ? AND round = ? AND tab = ?",
                (season_id, number, tab),
            )

    async def void_league_game(self, season_id: int, number: int, tab: int) -> None:
        """The organiser voided a game: it counts as not played."""
        async with self._write() as conn:
            cursor = await conn.execute(
                "UPDATE league_tables SET status = 'void'"
                " WHERE season_id = ? AND round = ? AND tab = ? AND status != 'bye'",
                (season_id, number, tab),
            )
            if cursor.rowcount == 0:
                raise NotFoundError("There is no such league game.")

    async def table_of_game(self, game_id: int) -> tuple[int, int, int] | None:
        """(season id, round, table) of a league game, else None."""
        row = await self._one(
            "SELECT season_id, round, tab FROM league_tables WHERE game_id = ?", (game_id,)
        )
        return (row[0], row[1], row[2]) if row is not None else None

    async def round_places(
        self, season_id: int, number: int
    ) -> dict[int, list[tuple[int, int | None, bool]]]:
        """Round ``number``'s seats by table: (player, place or None, forfeited), in seat
        order (a round's results post)."""
        rows = await self._all(
            "SELECT tab, user_id, place, forfeited FROM league_seats"
            " WHERE season_id = ? AND round = ? ORDER BY tab, seat",
            (season_id, number),
        )
        out: dict[int, list[tuple[int, int | None, bool]]] = {}
        for r in rows:
            place = None if r[2] is None else int(r[2])
            out.setdefault(int(r[0]), []).append((int(r[1]), place, bool(r[3])))
        return out

    async def league_facts(self, season_id: int) -> tuple[list[Result], list[int], list[Round]]:
        """What standings and pairing need: results, byes, and the rounds so far."""
        seats = await self._all(
            "SELECT s.round, s.tab, s.user_id, s.place, s.weakest, s.forfeited, t.status"
            " FROM league_seats AS s JOIN league_tables AS t"
            " ON t.season_id = s.season_id AND t.round = s.round AND t.tab = s.tab"
            " WHERE s.season_id = ? ORDER BY s.round, s.tab, s.seat",
            (season_id,),
        )
        by_table: dict[tuple[int, int], list[Row]] = {}
        for r in seats:
            by_table.setdefault((r[0], r[1]), []).append(r)
        results, byes = [], []
        rounds: dict[int, tuple[list[tuple[int, ...]], list[int]]] = {}
        for (number, _), rows in by_table.items():
            status = rows[0][6]
            tables, round_byes = rounds.setdefault(number, ([], []))
            if status == "bye":
                byes.append(rows[0][2])
                round_byes.append(rows[0][2])
                continue
            tables.append(tuple(r[2] for r in rows))
            if status == "finished":
                results.append(
                    Result(
                        tuple(r[2] for r in rows), tuple(99 if r[3] is None else r[3] for r in rows),
                        tuple(r[4] or 0 for r in rows),
                        frozenset(r[2] for r in rows if r[5]),
                    )
                )  # fmt: skip
        history = [Round(tuple(t), tuple(b)) for _, (t, b) in sorted(rounds.items())]
        return results, byes, history
