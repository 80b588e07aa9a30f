"""The SQLite backend: one long-lived aiosqlite connection (the embedded default).

It runs in autocommit mode; every write is an explicit ``BEGIN IMMEDIATE`` ...
``COMMIT`` taken under an :class:`asyncio.Lock`, because coroutines sharing a
connection would otherwise interleave their statements inside each other's
transactions. Reads take the same lock so that they never see another coroutine's
uncommitted writes. SQLite serialises writers anyway, so ``SELECT ... FOR UPDATE``
(the row lock the PostgreSQL backend needs) is simply dropped here.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from functools import lru_cache
from pathlib import Path

import aiosqlite

from ..errors import BusyError, ConstraintError, StorageUnavailableError
from ..reach import Reach
from .protocol import Conn, Dialect, Result, Row
from .sqltext import Params, split_statements

#: Milliseconds a write waits for another connection's lock before failing.
BUSY_TIMEOUT_MS = 5000


@lru_cache(maxsize=1024)
def _local(sql: str) -> str:
    stripped = sql.rstrip()
    if stripped.upper().endswith(" FOR UPDATE"):
        return stripped[: -len(" FOR UPDATE")]
    return sql


#: sqlite3.OperationalError texts of a database that cannot take the work now
#: (disk full, I/O error, read-only file or folder): expected, nothing was written.
_UNAVAILABLE = ("disk i/o error", "database or disk is full", "readonly", "unable to open")


def _mapped(exc: sqlite3.Error) -> Exception:
    if isinstance(exc, sqlite3.IntegrityError):
        return ConstraintError(str(exc))
    text = str(exc).lower()
    if isinstance(exc, sqlite3.OperationalError) and "locked" in text:
        return BusyError(str(exc))
    if isinstance(exc, sqlite3.OperationalError) and any(t in text for t in _UNAVAILABLE):
        return StorageUnavailableError(str(exc))
    return exc


class SqliteConn:
    """The connection inside one ``BEGIN IMMEDIATE`` transaction."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def execute(self, sql: str, params: Params = ()) -> Result:
        try:
            return await self._conn.execute(_local(sql), params)
        except sqlite3.Error as exc:
            raise _mapped(exc) from exc

    async def execute_fetchall(self, sql: str, params: Params = ()) -> Sequence[Row]:
        try:
            return list(await self._conn.execute_fetchall(_local(sql), params))
        except sqlite3.Error as exc:
            raise _mapped(exc) from exc

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        try:
            await self._conn.executemany(_local(sql), rows)
        except sqlite3.Error as exc:
            raise _mapped(exc) from exc

    async def script(self, sql: str) -> None:
        for statement in split_statements(sql):
            await self.execute(statement)


class SqliteBackend:
    """One SQLite file (or ``:memory:``) behind one connection and one lock."""

    dialect: Dialect = "sqlite"

    def __init__(self, conn: aiosqlite.Connection, path: str) -> None:
        self.conn = conn
        self.path = path
        self.display = path
        self._lock = asyncio.Lock()
        #: A file does not go away: always reachable (a full disk or a lock is refused).
        self.reach = Reach()

    @classmethod
    async def connect(cls, path: str) -> SqliteBackend:
        """Open (creating parent folders and the file) and configure the connection."""
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(path, isolation_level=None)
        try:
            conn.row_factory = sqlite3.Row
            # Tolerate damaged UTF-8 instead of failing a whole listing.
            conn.text_factory = lambda raw: raw.decode("utf-8", "replace")
            await conn.execute("PRAGMA journal_mode = WAL")
            # WAL + NORMAL: no fsync per commit; a power cut may lose the last
            # commits but never corrupts the file.
            await conn.execute("PRAGMA synchronous = NORMAL")
            await conn.execute("PRAGMA foreign_keys = ON")
            await conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        except BaseException:
            await conn.close()
            raise
        return cls(conn, path)

    @asynccontextmanager
    async def write(self) -> AsyncIterator[Conn]:
        """One write transaction; commits on success, rolls back on any exception.

        Raises :class:`StorageUnavailableError` (or :class:`BusyError`, when locked)
        if the file cannot take the write; nothing is written then."""
        async with self._lock:
            if self.conn.in_transaction:  # left open by a cancelled task
                await self.conn.rollback()
            try:
                try:
                    await self.conn.execute("BEGIN IMMEDIATE")
                except sqlite3.Error as exc:  # locked by another process
                    raise _mapped(exc) from exc
                yield SqliteConn(self.conn)
                try:
                    await self.conn.execute("COMMIT")
                except sqlite3.Error as exc:  # disk full or locked at the commit
                    raise _mapped(exc) from exc
            except BaseException:
                # Unconditional: the worker thread runs it after anything still
                # queued (a cancelled await does not stop its statement), and
                # sqlite3 makes it a no-op when no transaction is open by then.
                await self.conn.rollback()
                raise

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Conn]:
        """Reads under the lock: no other coroutine's statements in between."""
        async with self._lock:
            yield SqliteConn(self.conn)

    async def fetch_all(self, sql: str, params: Params = ()) -> Sequence[Row]:
        async with self._lock:
            try:
                return list(await self.conn.execute_fetchall(_local(sql), params))
            except sqlite3.Error as exc:
                raise _mapped(exc) from exc

    async def close(self) -> None:
        """Close the connection (idempotent)."""
        async with self._lock:
            await self.conn.close()
