"""The PostgreSQL backend: a pool of asyncpg connections (large deployments).

No process-wide lock: every write is a READ COMMITTED transaction on a pooled
connection, and the stores make the races safe the database's way: the game row is
locked (``SELECT ... FOR UPDATE``) before a game is changed, moves keep their
optimistic ``version`` check, numbers come from counter rows updated in the creating
transaction (``UPDATE ... RETURNING``). Placeholders are rewritten to ``$n``
(:func:`data.backend.sqltext.to_numbered`); asyncpg prepares and caches statements
per connection.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any

import asyncpg

from ..errors import (
    BusyError,
    CommitUnknownError,
    ConstraintError,
    DatabaseUnreachableError,
    StorageUnavailableError,
)
from ..reach import Reach
from .protocol import Conn, Dialect, Result, Row
from .sqltext import Params, ordered, to_numbered
from .targets import redact

#: Connections per process. The bot is I/O bound; a handful covers bursts of clicks.
POOL_MAX = 10
#: Seconds to open a connection, and for a statement to answer: a server that does not
#: answer (unreachable, not just stopped) is then taken as gone, not waited for forever.
CONNECT_SECONDS = 10.0
COMMAND_SECONDS = 30.0
#: A migration's script may take long on a big database (an index over every move).
SCRIPT_SECONDS = 6 * 3600.0

_CONSTRAINT = (asyncpg.IntegrityConstraintViolationError, asyncpg.RaiseError)
_BUSY = (
    asyncpg.DeadlockDetectedError,
    asyncpg.SerializationError,
    asyncpg.LockNotAvailableError,
)
#: The server cannot take the work now (disk full, out of memory or connections,
#: shutting down, read-only, connection lost): expected, nothing was written.
_UNAVAILABLE = (
    asyncpg.InsufficientResourcesError,
    asyncpg.OperatorInterventionError,
    asyncpg.PostgresConnectionError,
    asyncpg.ReadOnlySQLTransactionError,
)


#: The server is gone, restarting or does not answer: not this statement's fault.
_UNREACHABLE = (
    asyncpg.PostgresConnectionError,
    asyncpg.CannotConnectNowError,
    asyncpg.AdminShutdownError,
    asyncpg.CrashShutdownError,
    OSError,  # refused, reset, timed out (TimeoutError is one)
)


#: What a call of the driver may raise that is mapped to a DataError.
_DRIVER_ERRORS = (
    asyncpg.PostgresError,
    asyncpg.InterfaceError,
    asyncpg.InternalClientError,
    OSError,
)


def unreachable(exc: BaseException) -> bool:
    """Whether ``exc`` says the server cannot be reached now (a lost connection)."""
    if isinstance(exc, asyncpg.InterfaceError):  # a pooled connection found closed
        return "closed" in str(exc)
    # The driver's protocol state broken by a connection the server is terminating
    # ("cannot switch to state ...; another operation is in progress").
    if isinstance(exc, asyncpg.InternalClientError):
        return True
    return isinstance(exc, _UNREACHABLE)


def _mapped(exc: Exception, reach: Reach | None = None) -> Exception:
    if unreachable(exc):
        why = f"{type(exc).__name__}: {exc}"
        if reach is not None:
            reach.lost(why)
        return DatabaseUnreachableError(why)
    if isinstance(exc, _CONSTRAINT):
        return ConstraintError(str(exc))
    if isinstance(exc, _BUSY):
        return BusyError(str(exc))
    if isinstance(exc, (*_UNAVAILABLE, OSError)):
        return StorageUnavailableError(str(exc))
    return exc


def _args(sql: str, params: Params) -> tuple[str, Sequence[Any]]:
    text, names = to_numbered(sql)
    return text, ordered(names, params)


class _Status:
    """asyncpg's command tag (``UPDATE 3``) read as a row count."""

    __slots__ = ("rowcount",)

    def __init__(self, tag: str) -> None:
        last = tag.rsplit(" ", 1)[-1]
        self.rowcount = int(last) if last.isdigit() else -1


class PostgresConn:
    """One pooled connection inside a transaction."""

    def __init__(self, conn: asyncpg.Connection, reach: Reach | None = None) -> None:
        self._conn = conn
        self._reach = reach

    async def execute(self, sql: str, params: Params = ()) -> Result:
        text, args = _args(sql, params)
        try:
            return _Status(await self._conn.execute(text, *args))
        except asyncpg.PostgresError as exc:
            raise _mapped(exc, self._reach) from exc

    async def execute_fetchall(self, sql: str, params: Params = ()) -> Sequence[Row]:
        text, args = _args(sql, params)
        try:
            return list(await self._conn.fetch(text, *args))
        except _DRIVER_ERRORS as exc:
            raise _mapped(exc, self._reach) from exc

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        text, names = to_numbered(sql)
        batch = [ordered(names, r) for r in rows]
        if not batch:
            return
        try:
            await self._conn.executemany(text, batch)
        except _DRIVER_ERRORS as exc:
            raise _mapped(exc, self._reach) from exc

    async def script(self, sql: str) -> None:
        try:
            # no arguments: the simple protocol runs them all
            await self._conn.execute(sql, timeout=SCRIPT_SECONDS)
        except _DRIVER_ERRORS as exc:
            raise _mapped(exc, self._reach) from exc


class PostgresBackend:
    """A PostgreSQL database behind a connection pool."""

    dialect: Dialect = "postgres"

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self.pool = pool
        self.url = url
        self.display = redact(url)
        #: Whether the server answers; lost on a connection failure, back on a success.
        self.reach = Reach()
        self.reach.probe = lambda: self.fetch_all("SELECT 1")

    @classmethod
    async def connect(cls, url: str, *, max_size: int = POOL_MAX) -> PostgresBackend:
        """Open the pool; raises asyncpg's errors (or OSError) when the server refuses."""
        pool = await asyncpg.create_pool(
            url,
            # No floor of connections to keep: while the server is away the pool would
            # log a traceback for each attempt to restore it; a call opens what it needs.
            min_size=0,
            max_size=max_size,
            # Times are stored as UTC text; the session zone only matters to now().
            server_settings={"timezone": "UTC", "application_name": "genial"},
            timeout=CONNECT_SECONDS,
            command_timeout=COMMAND_SECONDS,
        )
        return cls(pool, url)

    @asynccontextmanager
    async def write(self) -> AsyncIterator[Conn]:
        """One READ COMMITTED transaction; commits on success, rolls back on error.

        Raises :class:`StorageUnavailableError` (or :class:`BusyError`) when the
        server cannot take it, at the start, inside or at the commit;
        :class:`CommitUnknownError` when the connection is lost once the commit was sent
        (it may have been written)."""
        committing = False
        try:
            async with self.pool.acquire() as conn, conn.transaction():
                yield PostgresConn(conn, self.reach)
                committing = True
        except _DRIVER_ERRORS as exc:
            mapped = _mapped(exc, self.reach)
            if committing and isinstance(mapped, DatabaseUnreachableError):
                raise CommitUnknownError(mapped.message) from exc
            raise mapped from exc
        self.reach.back()

    @asynccontextmanager
    async def read(self) -> AsyncIterator[Conn]:
        """A read-only REPEATABLE READ transaction: one snapshot for all its reads."""
        try:
            async with (
                self.pool.acquire() as conn,
                conn.transaction(isolation="repeatable_read", readonly=True),
            ):
                yield PostgresConn(conn, self.reach)
        except _DRIVER_ERRORS as exc:
            raise _mapped(exc, self.reach) from exc
        self.reach.back()

    async def fetch_all(self, sql: str, params: Params = ()) -> Sequence[Row]:
        text, args = _args(sql, params)
        try:
            rows = list(await self.pool.fetch(text, *args))
        except _DRIVER_ERRORS as exc:
            raise _mapped(exc, self.reach) from exc
        self.reach.back()
        return rows

    async def close(self) -> None:
        """Close the pool (idempotent)."""
        await self.pool.close()
