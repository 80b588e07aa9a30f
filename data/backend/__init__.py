"""The small driver layer under :class:`data.Database`: one protocol, two backends.

:func:`open_backend` decides by the target: a ``postgresql://`` (or ``postgres://``)
URL opens a pool of asyncpg connections, anything else is a SQLite file path
(``":memory:"`` for a private in-memory database). The stores only see
:class:`Backend` and, inside a write transaction, :class:`Conn`; rows are indexable
by position and by column name on both. SQL is written once with ``?`` or ``:name``
placeholders; the PostgreSQL backend rewrites them (:mod:`data.backend.sqltext`).
Constraint violations raise :class:`data.errors.ConstraintError` on both.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Literal, Protocol

from .sqltext import Params

Dialect = Literal["sqlite", "postgres"]


class Row(Protocol):
    """A result row: ``row[0]`` or ``row["name"]`` (sqlite3.Row, asyncpg.Record)."""

    def __getitem__(self, key: Any, /) -> Any: ...

    def __iter__(self) -> Iterator[Any]: ...

    def __len__(self) -> int: ...

    def keys(self) -> Any: ...


class Result(Protocol):
    """What a statement did: the number of rows it changed."""

    @property
    def rowcount(self) -> int: ...


class Conn(Protocol):
    """One transaction's connection (inside :meth:`Backend.write`)."""

    async def execute(self, sql: str, params: Params = ()) -> Result: ...

    async def execute_fetchall(self, sql: str, params: Params = ()) -> Sequence[Row]: ...

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None: ...

    async def script(self, sql: str) -> None:
        """Run a whole migration script (several statements, no parameters)."""
        ...


class Backend(Protocol):
    """A database: write transactions, reads, close."""

    dialect: Dialect
    #: What to show in logs: the file, or the URL without its password.
    display: str

    def write(self) -> AbstractAsyncContextManager[Conn]:
        """One transaction; commits on success, rolls back on any exception."""
        ...

    def read(self) -> AbstractAsyncContextManager[Conn]:
        """Several reads that see one state of the database (no writes)."""
        ...

    async def fetch_all(self, sql: str, params: Params = ()) -> Sequence[Row]: ...

    async def close(self) -> None: ...


def is_postgres_url(target: str) -> bool:
    """Whether ``target`` names a PostgreSQL database rather than a SQLite file."""
    return target.startswith(("postgresql://", "postgres://"))


def redact(target: str) -> str:
    """``target`` without a password (for logs): ``postgresql://user:***@host/db``."""
    if not is_postgres_url(target):
        return target
    scheme, _, rest = target.partition("://")
    credentials, at, host = rest.rpartition("@")
    if not at:
        return target
    user = credentials.split(":", 1)[0]
    return f"{scheme}://{user}{':***' if ':' in credentials else ''}@{host}"


async def open_backend(target: str) -> Backend:
    """Connect to ``target`` (see the module doc); raises what the driver raises."""
    if is_postgres_url(target):
        from .postgres import PostgresBackend

        return await PostgresBackend.connect(target)
    from .sqlite import SqliteBackend

    return await SqliteBackend.connect(target)


__all__ = [
    "Backend",
    "Conn",
    "Dialect",
    "Params",
    "Result",
    "Row",
    "is_postgres_url",
    "open_backend",
    "redact",
]
