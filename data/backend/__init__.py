"""The small driver layer under :class:`data.Database`: one protocol, two backends.

:func:`open_backend` decides by the target: a ``postgresql://`` (or ``postgres://``)
URL opens a pool of asyncpg connections, anything else is a SQLite file path
(``":memory:"`` for a private in-memory database). The stores only see
:class:`Backend` and, inside a write transaction, :class:`Conn`
(:mod:`data.backend.protocol`); rows are indexable by position and by column name on
both. SQL is written once with ``?`` or ``:name`` placeholders; the PostgreSQL backend
rewrites them (:mod:`data.backend.sqltext`). Constraint violations raise
:class:`data.errors.ConstraintError` on both.

This package's face only re-exports: its modules import each other by name
(``protocol``, ``targets``, ``sqltext``), never through it, so no circle runs through here.
"""

from __future__ import annotations

from .protocol import Backend, Conn, Dialect, Result, Row
from .sqltext import Params
from .targets import is_postgres_url, redact


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
