"""The shared base of the parts of :class:`data.Database`: the backend, the clock.

:class:`data.Database` is made of parts (``db.games``, ``db.play``, ``db.lobby``, ...),
each a :class:`Store` over the one backend and clock, none derived from another. The
stores speak to a :class:`data.backend.Backend` only: ``_write()`` is one
transaction (SQLite: ``BEGIN IMMEDIATE`` under the process's lock; PostgreSQL: a
pooled READ COMMITTED transaction), ``_read()`` a consistent read of several
statements, ``_all``/``_one`` single reads. A method that changes a game first locks
its row (:meth:`Store._game_in`: ``SELECT ... FOR UPDATE``), so that on PostgreSQL two
changes of one game queue up as they do on SQLite.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from datetime import UTC, datetime

from .backend.protocol import Backend, Conn, Row
from .backend.sqltext import Params
from .errors import CorruptRecordError, NotFoundError
from .rows import GameRow, SeatRow, utc_text

Clock = Callable[[], datetime]
#: The servers of some shards: (shard count, the shard ids); None: every server.
Shards = tuple[int, tuple[int, ...]] | None


def shard_sql(column: str, shards: Shards) -> tuple[str, tuple[int, ...]]:
    """`` AND <the server in ``column`` is on one of the shards>`` and its parameters
    ('' for None). Discord's rule, shard = (server id >> 22) % count, in portable SQL."""
    if shards is None:
        return "", ()
    count, ids = shards
    marks = ", ".join("?" * len(ids)) or "NULL"
    return f" AND (({column} >> 22) % ?) IN ({marks})", (count, *ids)


def system_clock() -> datetime:
    """The current time, aware UTC."""
    return datetime.now(UTC)


class Store:
    """Connection plumbing shared by the parts of :class:`data.Database`.

    A part derives from this class only (never from another part); where it needs what
    another part does, it is given that part (see :class:`data.Database`)."""

    def __init__(self, backend: Backend, *, clock: Clock = system_clock) -> None:
        self._backend = backend
        self._clock = clock

    def _now(self) -> str:
        return utc_text(self._clock())

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[Conn]:
        """One write transaction; commits on success, rolls back on any exception."""
        async with self._backend.write() as conn:
            yield conn

    @asynccontextmanager
    async def _read(self) -> AsyncIterator[Conn]:
        """Several reads that see one state of the database (write nothing here)."""
        async with self._backend.read() as conn:
            yield conn

    async def _all(self, sql: str, params: Params = ()) -> list[Row]:
        return list(await self._backend.fetch_all(sql, params))

    async def _one(self, sql: str, params: Params = ()) -> Row | None:
        rows = await self._all(sql, params)
        return rows[0] if rows else None

    async def _get_game(self, game_id: int) -> GameRow | None:
        """:meth:`data.games.GameStore.get_game`, for the parts that need a game."""
        row = await self._one("SELECT * FROM games WHERE id = ?", (game_id,))
        if row is None:
            return None
        game = GameRow.from_row(row)
        if game.corrupt:
            raise CorruptRecordError(game_id, f"undecodable JSON in {', '.join(game.corrupt)}")
        return game

    # ----- helpers used inside a transaction -----------------------------------------
    @staticmethod
    async def _game_in(conn: Conn, game_id: int) -> GameRow:
        """The game, its row locked until the transaction ends; raises NotFoundError."""
        rows = await conn.execute_fetchall(
            "SELECT * FROM games WHERE id = ? FOR UPDATE", (game_id,)
        )
        if not rows:
            raise NotFoundError(f"There is no game #{game_id}.")
        return GameRow.from_row(rows[0])

    @staticmethod
    async def _seats_in(conn: Conn, game_id: int) -> list[SeatRow]:
        rows = await conn.execute_fetchall(SEATS_SQL, (game_id,))
        return [SeatRow.from_row(r) for r in rows]

    @staticmethod
    async def _next_number(conn: Conn, guild_id: int, name: str) -> int:
        """The next number of kind ``name`` (``game``, ``league``, ``rating_seq``) in
        ``guild_id``: the counter row is created or bumped, and stays locked until the
        transaction ends, so concurrent transactions get distinct numbers (in commit
        order) and a rolled-back one gives its number back."""
        rows = await conn.execute_fetchall(
            "INSERT INTO counters (guild_id, name, n) VALUES (?, ?, 1)"
            " ON CONFLICT (guild_id, name) DO UPDATE SET n = counters.n + 1 RETURNING n",
            (guild_id, name),
        )
        return int(rows[0][0])

    @staticmethod
    async def _ensure_guild(conn: Conn, guild_id: int, now: str) -> None:
        await conn.execute(
            "INSERT INTO guilds (guild_id, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING",
            (guild_id, now),
        )


SEATS_SQL = "SELECT * FROM seats WHERE game_id = ? ORDER BY seat IS NULL, seat, joined_at, user_id"

#: How many lobby or active games a user sits in on a server (the limit on open games).
OPEN_GAMES_SQL = (
    "SELECT COUNT(*) FROM seats s JOIN games g ON g.id = s.game_id"
    " WHERE s.user_id = ? AND s.status = 'seated' AND g.guild_id = ?"
    " AND g.status IN ('lobby', 'active')"
)
