"""The shared base of :class:`data.Database`: the connection, the lock, the clock.

One long-lived aiosqlite connection (one worker thread) serves the whole bot.
It runs in autocommit mode; every write is an explicit ``BEGIN IMMEDIATE`` ...
``COMMIT`` taken under an :class:`asyncio.Lock`, because coroutines sharing a
connection would otherwise interleave their statements inside each other's
transactions. Reads take the same lock so that they never see another
coroutine's uncommitted writes. SQL text is constant per method, so
:mod:`sqlite3`'s statement cache serves prepared statements.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import Any

import aiosqlite

from .errors import CorruptRecordError, NotFoundError
from .rows import GameRow, SeatRow, utc_text

Clock = Callable[[], datetime]


def system_clock() -> datetime:
    """The current time, aware UTC."""
    return datetime.now(UTC)


class Store:
    """Connection plumbing shared by the mixins that make up :class:`data.Database`."""

    def __init__(self, conn: aiosqlite.Connection, *, clock: Clock = system_clock) -> None:
        self._conn = conn
        self._lock = asyncio.Lock()
        self._clock = clock

    def _now(self) -> str:
        return utc_text(self._clock())

    def now(self) -> datetime:
        """The current time by this database's clock (tests pass a fake one)."""
        return self._clock()

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction; commits on success, rolls back on any exception."""
        async with self._lock:
            if self._conn.in_transaction:  # left open by a cancelled task
                await self._conn.rollback()
            try:
                await self._conn.execute("BEGIN IMMEDIATE")
                yield self._conn
                await self._conn.execute("COMMIT")
            except BaseException:
                # Unconditional: the worker thread runs it after anything still
                # queued (a cancelled await does not stop its statement), and
                # sqlite3 makes it a no-op when no transaction is open by then.
                await self._conn.rollback()
                raise

    async def _all(
        self, sql: str, params: Iterable[Any] | dict[str, Any] = ()
    ) -> list[sqlite3.Row]:
        async with self._lock:
            return list(await self._conn.execute_fetchall(sql, params))

    async def _one(
        self, sql: str, params: Iterable[Any] | dict[str, Any] = ()
    ) -> sqlite3.Row | None:
        rows = await self._all(sql, params)
        return rows[0] if rows else None

    async def get_game(self, game_id: int) -> GameRow | None:
        """The game, or None if there is no such game.

        Not scoped to a guild: for the bot's own follow-ups once a game was found.
        Whatever a user names or clicks is looked up with :meth:`find_game`.

        Raises CorruptRecordError if its stored JSON (record, summary, options)
        cannot be decoded.
        """
        row = await self._one("SELECT * FROM games WHERE id = ?", (game_id,))
        if row is None:
            return None
        game = GameRow.from_row(row)
        if game.corrupt:
            raise CorruptRecordError(game_id, f"undecodable JSON in {', '.join(game.corrupt)}")
        return game

    async def find_game(
        self,
        guild_id: int,
        *,
        number: int | None = None,
        game_id: int | None = None,
        thread_id: int | None = None,
    ) -> GameRow | None:
        """The game of ``guild_id`` with this per-guild ``number`` (what users type),
        this internal ``game_id`` (from a button) or this ``thread_id`` (where a
        command is typed); give exactly one of the three.

        None when the guild has no such game, also when another guild has it: a
        game is only ever found in its own guild. Raises CorruptRecordError like
        :meth:`get_game`, ValueError unless exactly one key is given.
        """
        keys = [k for k in (number, game_id, thread_id) if k is not None]
        if len(keys) != 1:
            raise ValueError("give exactly one of number=, game_id= and thread_id=")
        if number is not None:
            sql = "SELECT * FROM games WHERE guild_id = ? AND number = ?"
        elif game_id is not None:
            sql = "SELECT * FROM games WHERE guild_id = ? AND id = ?"
        else:
            sql = "SELECT * FROM games WHERE guild_id = ? AND thread_id = ? ORDER BY id DESC"
        row = await self._one(sql, (guild_id, keys[0]))
        if row is None:
            return None
        game = GameRow.from_row(row)
        if game.corrupt:
            raise CorruptRecordError(game.id, f"undecodable JSON in {', '.join(game.corrupt)}")
        return game

    # ----- helpers used inside a transaction -----------------------------------------
    @staticmethod
    async def _game_in(conn: aiosqlite.Connection, game_id: int) -> GameRow:
        rows = list(await conn.execute_fetchall("SELECT * FROM games WHERE id = ?", (game_id,)))
        if not rows:
            raise NotFoundError(f"There is no game #{game_id}.")
        return GameRow.from_row(rows[0])

    @staticmethod
    async def _seats_in(conn: aiosqlite.Connection, game_id: int) -> list[SeatRow]:
        rows = await conn.execute_fetchall(SEATS_SQL, (game_id,))
        return [SeatRow.from_row(r) for r in rows]

    @staticmethod
    async def _ensure_guild(conn: aiosqlite.Connection, guild_id: int, now: str) -> None:
        await conn.execute(
            "INSERT INTO guilds (guild_id, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING",
            (guild_id, now),
        )


SEATS_SQL = "SELECT * FROM seats WHERE game_id = ? ORDER BY seat IS NULL, seat, joined_at, user_id"
