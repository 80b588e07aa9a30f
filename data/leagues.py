"""Leagues, seasons, entrants, rounds and league tables (migration 0005).

Everything is found through the server (``guild_id``): a league of another
server is answered like one that does not exist. The store keeps facts only
(who sat where, which game, which place); league points and standings are
computed from them by :mod:`community.league`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import aiosqlite

from community.pairing import Round

from .errors import DataError, NotFoundError
from .rows import from_json, to_json
from .store import Store


class LeagueError(DataError):
    """A league action is not possible now.

    ``reason`` is one of ``name-taken``, ``not-signup``, ``already``,
    ``not-entered``, ``too-few``, ``not-running``.
    """

    reason = "league"

    def __init__(self, reason: str) -> None:
        super().__init__(f"League action refused: {reason}", reason=reason)


@dataclass(frozen=True)
class LeagueRow:
    id: int
    guild_id: int
    number: int
    name: str
    edition: str
    per_table: int
    format: str
    rounds: int
    turn_hours: int
    rated: bool
    channel_id: int
    points: dict[int, tuple[int, ...]]
    organiser_id: int

    @classmethod
    def from_row(cls, r: sqlite3.Row) -> LeagueRow:
        raw = from_json(r["points"]) or {}
        points = {int(k): tuple(int(v) for v in vs) for k, vs in raw.items()}
        return cls(
            r["id"], r["guild_id"], r["number"], r["name"], r["edition"], r["per_table"],
            r["format"], r["rounds"], r["turn_hours"], bool(r["rated"]), r["channel_id"],
            points, r["organiser_id"],
        )  # fmt: skip


@dataclass(frozen=True)
class SeasonRow:
    id: int
    league_id: int
    number: int
    status: str
    seed: str


@dataclass(frozen=True)
class TableRow:
    round: int
    tab: int
    game_id: int | None
    status: str
    players: tuple[int, ...]


class LeagueStore(Store):
    """Leagues and their seasons."""

    async def create_league(
        self,
        guild_id: int,
        *,
        name: str,
        edition: str,
        per_table: int,
        format: str,
        rounds: int,
        channel_id: int,
        organiser_id: int,
        seed: str,
        turn_hours: int = 0,
        rated: bool = False,
        points: Mapping[int, Sequence[int]] | None = None,
    ) -> LeagueRow:
        """A new league with its first season open for sign-up."""
        now = self._now()
        async with self._write() as conn:
            await self._ensure_guild(conn, guild_id, now)
            taken = await conn.execute_fetchall(
                "SELECT 1 FROM leagues WHERE guild_id = ? AND name = ?", (guild_id, name)
            )
            if list(taken):
                raise LeagueError("name-taken")
            [[number]] = await conn.execute_fetchall(
                "SELECT COALESCE(MAX(number), 0) + 1 FROM leagues WHERE guild_id = ?", (guild_id,)
            )
            cursor = await conn.execute(
                "INSERT INTO leagues (guild_id, number, name, edition, per_table, format, rounds,"
                " turn_hours, rated, channel_id, points, organiser_id, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (guild_id, number, name, edition, per_table, format, rounds, turn_hours,
                 int(rated), channel_id, to_json({str(k): list(v) for k, v in (points or {}).items()}),
                 organiser_id, now),
            )  # fmt: skip
            league_id = cursor.lastrowid
            await conn.execute(
                "INSERT INTO league_seasons (league_id, number, seed, created_at)"
                " VALUES (?, 1, ?, ?)",
                (league_id, seed, now),
            )
        found = await self.find_league(guild_id, number=number)
        assert found is not None
        return found

    async def find_league(
        self, guild_id: int, *, number: int | None = None, name: str | None = None
    ) -> LeagueRow | None:
        """The league of this server with that number or name, else None."""
        if number is not None:
            row = await self._one(
                "SELECT * FROM leagues WHERE guild_id = ? AND number = ?", (guild_id, number)
            )
        else:
            row = await self._one(
                "SELECT * FROM leagues WHERE guild_id = ? AND name = ?", (guild_id, name)
            )
        return LeagueRow.from_row(row) if row is not None else None

    async def list_leagues(self, guild_id: int) -> list[LeagueRow]:
        rows = await self._all(
            "SELECT * FROM leagues WHERE guild_id = ? ORDER BY number", (guild_id,)
        )
        return [LeagueRow.from_row(r) for r in rows]

    async def league_seasons(self, league_id: int) -> list[SeasonRow]:
        """Every season of the league, oldest first (the last is the current one)."""
        rows = await self._all(
            "SELECT id, league_id, number, status, seed FROM league_seasons"
            " WHERE league_id = ? ORDER BY number",
            (league_id,),
        )
        return [SeasonRow(*r) for r in rows]

    async def league_entrants(self, season_id: int, *, active: bool = True) -> list[int]:
        """The players of a season in sign-up order (only those still in, by default)."""
        sql = "SELECT user_id FROM league_entrants WHERE season_id = ?"
        if active:
            sql += " AND left_at IS NULL"
        rows = await self._all(sql + " ORDER BY joined_at, user_id", (season_id,))
        return [r[0] for r in rows]

    async def join_season(self, season_id: int, user_id: int) -> None:
        async with self._write() as conn:
            await self._season_signup(conn, season_id)
            rows = await conn.execute_fetchall(
                "SELECT 1 FROM league_entrants WHERE season_id = ? AND user_id = ?",
                (season_id, user_id),
            )
            if list(rows):
                raise LeagueError("already")
            await conn.execute(
                "INSERT INTO league_entrants (season_id, user_id, joined_at) VALUES (?, ?, ?)",
                (season_id, user_id, self._now()),
            )

    async def leave_season(self, season_id: int, user_id: int) -> bool:
        """Leave: before the start the entry goes; later the player withdraws.

        Returns True if the season was running (the caller forfeits their games).
        """
        async with self._write() as conn:
            status = await self._season_status(conn, season_id)
            rows = list(await conn.execute_fetchall(
                "SELECT 1 FROM league_entrants WHERE season_id = ? AND user_id = ?"
                " AND left_at IS NULL",
                (season_id, user_id),
            ))  # fmt: skip
            if not rows:
                raise LeagueError("not-entered")
            if status == "signup":
                await conn.execute(
                    "DELETE FROM league_entrants WHERE season_id = ? AND user_id = ?",
                    (season_id, user_id),
                )
                return False
            if status != "running":
                raise LeagueError("not-running")
            await conn.execute(
                "UPDATE league_entrants SET left_at = ? WHERE season_id = ? AND user_id = ?",
                (self._now(), season_id, user_id),
            )
            await conn.execute(
                "UPDATE league_seats SET forfeited = 1 WHERE season_id = ? AND user_id = ?"
                " AND place IS NULL",
                (season_id, user_id),
            )
            return True

    async def start_season(self, season_id: int) -> list[int]:
        """Close sign-up; returns the entrants. Needs at least two."""
        async with self._write() as conn:
            await self._season_signup(conn, season_id)
            rows = await conn.execute_fetchall(
                "SELECT user_id FROM league_entrants WHERE season_id = ?"
                " ORDER BY joined_at, user_id",
                (season_id,),
            )
            players = [r[0] for r in rows]
            if len(players) < 2:
                raise LeagueError("too-few")
            await conn.execute(
                "UPDATE league_seasons SET status = 'running', started_at = ? WHERE id = ?",
                (self._now(), season_id),
            )
        return players

    async def add_league_round(self, season_id: int, number: int, r: Round) -> bool:
        """Store a round's tables (seat order as drawn) and byes.

        Idempotent: False (and nothing written) when the round already exists, so a
        round job that runs twice (two games ending at once, a restart) makes it once.
        """
        async with self._write() as conn:
            there = await conn.execute_fetchall(
                "SELECT 1 FROM league_tables WHERE season_id = ? AND round = ?", (season_id, number)
            )
            if list(there):
                return False
            tables = [(t, "pending") for t in r.tables] + [((p,), "bye") for p in r.byes]
            for tab, (players, status) in enumerate(tables, start=1):
                await conn.execute(
                    "INSERT INTO league_tables (season_id, round, tab, status) VALUES (?, ?, ?, ?)",
                    (season_id, number, tab, status),
                )
                await conn.executemany(
                    "INSERT INTO league_seats (season_id, round, tab, seat, user_id)"
                    " VALUES (?, ?, ?, ?, ?)",
                    [(season_id, number, tab, seat, p) for seat, p in enumerate(players)],
                )
        return True

    async def attach_league_game(self, season_id: int, number: int, tab: int, game_id: int) -> None:
        async with self._write() as conn:
            await conn.execute(
                "UPDATE league_tables SET game_id = ?, status = 'playing'"
                " WHERE season_id = ? AND round = ? AND tab = ?",
                (game_id, season_id, number, tab),
            )

    async def finish_season(self, season_id: int) -> SeasonRow:
        """End the season and open the next one (same league settings) for sign-up."""
        async with self._write() as conn:
            if await self._season_status(conn, season_id) != "running":
                raise LeagueError("not-running")
            now = self._now()
            await conn.execute(
                "UPDATE league_seasons SET status = 'finished', finished_at = ? WHERE id = ?",
                (now, season_id),
            )
            [[league_id, number, seed]] = await conn.execute_fetchall(
                "SELECT league_id, number, seed FROM league_seasons WHERE id = ?", (season_id,)
            )
            cursor = await conn.execute(
                "INSERT INTO league_seasons (league_id, number, seed, created_at)"
                " VALUES (?, ?, ?, ?)",
                (league_id, number + 1, f"{seed}/{number + 1}", now),
            )
            new_id = cursor.lastrowid
        assert new_id is not None
        return SeasonRow(new_id, league_id, number + 1, "signup", f"{seed}/{number + 1}")

    async def league_tables(self, season_id: int) -> list[TableRow]:
        """Every table of the season, by round and table, with players in seat order."""
        seats = await self._all(
            "SELECT round, tab, user_id FROM league_seats WHERE season_id = ?"
            " ORDER BY round, tab, seat",
            (season_id,),
        )
        players: dict[tuple[int, int], list[int]] = {}
        for r in seats:
            players.setdefault((r[0], r[1]), []).append(r[2])
        rows = await self._all(
            "SELECT round, tab, game_id, status FROM league_tables WHERE season_id = ?"
            " ORDER BY round, tab",
            (season_id,),
        )
        return [TableRow(r[0], r[1], r[2], r[3], tuple(players[(r[0], r[1])])) for r in rows]

    @staticmethod
    async def _season_status(conn: aiosqlite.Connection, season_id: int) -> str:
        rows = list(
            await conn.execute_fetchall(
                "SELECT status FROM league_seasons WHERE id = ?", (season_id,)
            )
        )
        if not rows:
            raise NotFoundError("There is no such league season.")
        return str(rows[0][0])

    async def _season_signup(self, conn: aiosqlite.Connection, season_id: int) -> None:
        if await self._season_status(conn, season_id) != "signup":
            raise LeagueError("not-signup")
