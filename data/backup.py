"""What backups need of the database (``python -m bot backup`` / ``restore`` / ``verify``).

SQLite: a consistent copy through SQLite's online backup API (safe while the bot writes:
it copies one snapshot), checked page by page, and put back the same way. PostgreSQL:
``pg_dump`` does the copying (the bot layer runs it); here the snapshot it dumps
(:func:`postgres_snapshot`: counted in the same snapshot, so the figures printed are those
of the file), the server's version and whether other bot processes are connected. Row
counts and the ids of the games that have a record serve the check after a restore.
"""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, closing
from pathlib import Path

from .backend.protocol import Backend
from .copy import TABLES
from .db import Database

#: The first bytes of a SQLite database file.
SQLITE_HEADER = b"SQLite format 3\x00"
#: PostgreSQL: drop every table (their triggers, identity sequences and indexes go with
#: them) and function of the current schema, so that a restored dump meets nothing of a
#: newer schema. Run in the restore's own transaction, before the dump's script.
CLEAR_POSTGRES = """\
DO $$
DECLARE item record;
BEGIN
  FOR item IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() LOOP
    EXECUTE format('DROP TABLE IF EXISTS %I CASCADE', item.tablename);
  END LOOP;
  FOR item IN SELECT p.oid::regprocedure AS name FROM pg_proc p
      JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = current_schema() LOOP
    EXECUTE format('DROP FUNCTION IF EXISTS %s CASCADE', item.name);
  END LOOP;
END $$;"""
#: PostgreSQL: the restore's last statement fails (and so undoes the whole transaction)
#: unless :data:`RESTORE_COMPLETE` ran, which follows the dump's script only when the
#: archive was read to its end.
RESTORE_COMPLETE = "SET genial.restore_complete = 'yes';"
CHECK_RESTORE_COMPLETE = """\
DO $$
BEGIN
  IF current_setting('genial.restore_complete', true) IS DISTINCT FROM 'yes' THEN
    RAISE EXCEPTION 'the backup was not read to its end: nothing restored';
  END IF;
END $$;"""
#: The schema's tables, in the order the copy writes them, and the version table.
COUNTED = (*(name for name, _ in TABLES), "schema_version")


async def tables(backend: Backend) -> set[str]:
    """The tables the database has."""
    if backend.dialect == "postgres":
        sql = "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
    else:
        sql = "SELECT name FROM sqlite_master WHERE type = 'table'"
    return {str(row[0]) for row in await backend.fetch_all(sql)}


async def row_counts(backend: Backend) -> dict[str, int]:
    """Rows per table (every table the copy knows, and ``schema_version``) that exists."""
    counts = {}
    present = await tables(backend)
    for table in COUNTED:
        if table in present:
            rows = await backend.fetch_all(f"SELECT COUNT(*) FROM {table}")
            counts[table] = int(rows[0][0])
    return counts


async def recorded_games(db: Database) -> list[int]:
    """Ids of every game that has a stored record (started, finished or cancelled)."""
    rows = await db.backend.fetch_all("SELECT id FROM games WHERE record IS NOT NULL ORDER BY id")
    return [int(row[0]) for row in rows]


def is_sqlite_file(path: Path) -> bool:
    try:
        with path.open("rb") as file:
            return file.read(len(SQLITE_HEADER)) == SQLITE_HEADER
    except OSError:
        return False


def _check(conn: sqlite3.Connection, path: Path) -> dict[str, int]:
    """``PRAGMA integrity_check`` and the row counts; raises ValueError if damaged."""
    try:
        verdict = conn.execute("PRAGMA integrity_check").fetchone()[0]
        if verdict != "ok":
            raise ValueError(f"{path} is damaged: {verdict}")
        names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if "schema_version" not in names:
            raise ValueError(f"{path} is not a database of the bot")
        return _counts(conn, names)
    except sqlite3.DatabaseError as exc:
        raise ValueError(f"{path} is damaged: {exc}") from None


def _counts(conn: sqlite3.Connection, names: set[str]) -> dict[str, int]:
    return {
        table: int(conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0])
        for table in COUNTED
        if table in names
    }


def sqlite_file_counts(path: Path) -> dict[str, int]:
    """Check a SQLite file (read-only) and count its rows. Raises ValueError when it is no
    SQLite database or is damaged."""
    if not is_sqlite_file(path):
        raise ValueError(f"{path} is not a SQLite database")
    with closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)) as conn:
        return _check(conn, path)


def sqlite_backup(source: Path, target: Path) -> dict[str, int]:
    """Copy the live SQLite file ``source`` to the new file ``target`` (one snapshot, safe
    while the bot writes), make the copy a single self-contained file (no WAL), check it;
    its row counts. Raises FileNotFoundError when there is no ``source`` yet, ValueError
    when the copy does not check."""
    if not source.is_file():
        raise FileNotFoundError(f"there is no database at {source} yet")
    target.parent.mkdir(parents=True, exist_ok=True)
    part = target.with_name(f".{target.name}.part")
    part.unlink(missing_ok=True)
    with closing(sqlite3.connect(source)) as src, closing(sqlite3.connect(part)) as dst:
        src.backup(dst)
        dst.execute("PRAGMA journal_mode = DELETE")
        counts = _check(dst, target)
    part.replace(target)
    return counts


def sqlite_restore(backup: Path, target: Path) -> None:
    """Put the checked SQLite ``backup`` in place of the database file ``target`` (the
    bot stopped): page by page in one transaction, so a failure leaves ``target`` as it
    was. Raises ValueError when ``backup`` is no SQLite database or is damaged."""
    sqlite_file_counts(backup)
    target.parent.mkdir(parents=True, exist_ok=True)
    with (
        closing(sqlite3.connect(f"{backup.resolve().as_uri()}?mode=ro", uri=True)) as src,
        closing(sqlite3.connect(target)) as dst,
    ):
        src.backup(dst)


async def server_version(backend: Backend) -> int:
    """PostgreSQL's major version (e.g. 16)."""
    rows = await backend.fetch_all("SHOW server_version_num")
    return int(rows[0][0]) // 10000


async def other_bot_connections(backend: Backend) -> int:
    """Connections of bot processes to this PostgreSQL database other than this one's."""
    rows = await backend.fetch_all(
        "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database()"
        " AND application_name = 'genial' AND pid <> pg_backend_pid()"
    )
    return int(rows[0][0])


@asynccontextmanager
async def postgres_snapshot(backend: Backend) -> AsyncIterator[tuple[str, dict[str, int]]]:
    """(snapshot id, row counts in it) while a repeatable-read transaction holds the
    snapshot open: ``pg_dump --snapshot=ID`` then dumps exactly what was counted."""
    present = await tables(backend)
    async with backend.read() as conn:
        exported = await conn.execute_fetchall("SELECT pg_export_snapshot()")
        counts = {}
        for table in (t for t in COUNTED if t in present):
            rows = await conn.execute_fetchall(f"SELECT COUNT(*) FROM {table}")
            counts[table] = int(rows[0][0])
        yield str(exported[0][0]), counts
