"""What the stores see of a database: a :class:`Backend`, a transaction's :class:`Conn`, rows.

Both backends (:mod:`data.backend.sqlite`, :mod:`data.backend.postgres`) implement these
protocols; the stores and the migrations name only them.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Literal, Protocol

from ..reach import Reach
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
    #: Whether the database answers (``data.reach``).
    reach: Reach

    def write(self) -> AbstractAsyncContextManager[Conn]:
        """One transaction; commits on success, rolls back on any exception."""
        ...

    def read(self) -> AbstractAsyncContextManager[Conn]:
        """Several reads that see one state of the database (no writes)."""
        ...

    async def fetch_all(self, sql: str, params: Params = ()) -> Sequence[Row]: ...

    async def close(self) -> None: ...
