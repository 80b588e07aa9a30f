"""A season's rounds and tables: written once per round, each table's game and whether
it was posted in the league channel (migrations 0005, 0008)."""

from __future__ import annotations

from community.pairing import Round

from .leagues import TableRow
from .store import Shards, Store, shard_sql


class LeagueTableStore(Store):
    """Rounds and tables of league seasons."""

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

    async def league_tables(self, season_id: int) -> list[TableRow]:
        """Every table of the season, by round and table, with players in seat order.

        The tables are read before their seats: a table and its seats are written in one
        transaction, so every table this read sees has its seats committed by the next read
        (the other order could see a table made between the two reads without its seats)."""
        rows = await self._all(
            "SELECT round, tab, game_id, status FROM league_tables WHERE season_id = ?"
            " ORDER BY round, tab",
            (season_id,),
        )
        seats = await self._all(
            "SELECT round, tab, user_id FROM league_seats WHERE season_id = ?"
            " ORDER BY round, tab, seat",
            (season_id,),
        )
        players: dict[tuple[int, int], list[int]] = {}
        for r in seats:
            players.setdefault((r[0], r[1]), []).append(r[2])
        return [TableRow(r[0], r[1], r[2], r[3], tuple(players[(r[0], r[1])])) for r in rows]

    async def mark_posted(self, season_id: int, number: int, tab: int) -> None:
        """The table's game was announced (thread and board): the round job stops retrying."""
        async with self._write() as conn:
            await conn.execute(
                "UPDATE league_tables SET posted = 1 WHERE season_id = ? AND round = ? AND tab = ?",
                (season_id, number, tab),
            )

    async def unposted_tables(self, season_id: int) -> set[tuple[int, int]]:
        """(round, table) of the season's playing tables whose game was never announced."""
        rows = await self._all(
            "SELECT round, tab FROM league_tables WHERE season_id = ? AND status = 'playing'"
            " AND posted = 0",
            (season_id,),
        )
        return {(r[0], r[1]) for r in rows}

    async def seasons_to_post(self, *, shards: Shards = None) -> list[int]:
        """Running seasons with a playing table whose game was never announced (of the
        servers of ``shards`` only, when given)."""
        league_shards, params = shard_sql("l.guild_id", shards)
        rows = await self._all(
            "SELECT DISTINCT t.season_id FROM league_tables AS t"
            " JOIN league_seasons AS s ON s.id = t.season_id"
            " JOIN leagues AS l ON l.id = s.league_id"
            " WHERE s.status = 'running' AND t.status = 'playing' AND t.posted = 0"
            + league_shards
            + " ORDER BY t.season_id",
            params,
        )
        return [r[0] for r in rows]
