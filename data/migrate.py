"""Numbered SQL migrations, tracked by ``PRAGMA user_version``.

``data/migrations/NNNN_name.sql`` are shipped as package data and read with
:mod:`importlib.resources`. At start-up every pending migration is applied in
ONE transaction (all or nothing), and ``user_version`` is set to the newest
number; a database newer than the newest known migration is refused.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources

import aiosqlite

from .errors import SchemaError

_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")


@dataclass(frozen=True)
class Migration:
    """One migration file: its number (= the schema version it produces) and SQL."""

    version: int
    name: str
    sql: str


def load_migrations() -> list[Migration]:
    """The shipped migrations in order; raises RuntimeError if numbering has gaps."""
    folder = resources.files(__package__ or "data") / "migrations"
    found: list[Migration] = []
    for entry in folder.iterdir():
        match = _NAME.match(entry.name)
        if match:
            found.append(Migration(int(match[1]), match[2], entry.read_text("utf-8")))
    found.sort(key=lambda m: m.version)
    numbers = [m.version for m in found]
    if numbers != list(range(1, len(found) + 1)):
        raise RuntimeError(f"Migrations must be numbered 0001, 0002, ... without gaps: {numbers}")
    return found


def latest_version(migrations: Sequence[Migration] | None = None) -> int:
    """The schema version the given (default: shipped) migrations produce."""
    migrations = load_migrations() if migrations is None else migrations
    return migrations[-1].version if migrations else 0


def split_statements(script: str) -> list[str]:
    """Split an SQL script into complete statements (triggers stay whole)."""
    statements: list[str] = []
    *pieces, rest = script.split(";")
    buffer = ""
    for piece in pieces:
        buffer += piece + ";"
        if sqlite3.complete_statement(buffer):
            statements.append(buffer.strip())
            buffer = ""
    rest = "\n".join(
        line for line in (buffer + rest).splitlines() if not line.strip().startswith("--")
    )
    if rest.strip():
        raise ValueError(f"Incomplete SQL statement at the end of a migration: {rest.strip()!r}")
    return statements


async def schema_version(conn: aiosqlite.Connection) -> int:
    """The database's ``PRAGMA user_version``."""
    async with conn.execute("PRAGMA user_version") as cursor:
        row = await cursor.fetchone()
    assert row is not None
    return int(row[0])


async def migrate(
    conn: aiosqlite.Connection, migrations: Sequence[Migration] | None = None
) -> tuple[int, int]:
    """Apply every pending migration in one transaction; return (from, to) versions.

    ``conn`` must be in autocommit mode (``isolation_level=None``). Raises
    SchemaError when the database is newer than the newest migration; on any
    failure nothing is applied.
    """
    migrations = load_migrations() if migrations is None else migrations
    latest = latest_version(migrations)
    await conn.execute("BEGIN IMMEDIATE")  # read the version under the write lock
    try:
        current = await schema_version(conn)
        if current > latest:
            raise SchemaError(
                f"This database has schema version {current}, but this version of the bot "
                f"only knows versions up to {latest}. Upgrade the bot (or restore a backup "
                "of the database); refusing to start."
            )
        for migration in migrations:
            if migration.version > current:
                for statement in split_statements(migration.sql):
                    await conn.execute(statement)
        if latest != current:
            async with conn.execute("PRAGMA foreign_key_check") as cursor:
                problem = await cursor.fetchone()
            if problem is not None:
                raise RuntimeError(f"Migration broke a foreign key: {tuple(problem)}")
            await conn.execute(f"PRAGMA user_version = {int(latest)}")
        await conn.execute("COMMIT")
    except BaseException:
        await conn.execute("ROLLBACK")
        raise
    return current, latest
