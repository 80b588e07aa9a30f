"""A database that cannot take a write (disk full, I/O error, locked, gone) raises
one DataError subclass, StorageUnavailableError, on both backends; nothing is written."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import asyncpg
import pytest

from data import BusyError, Database, DataError, StorageUnavailableError
from data.backend import postgres, sqlite


@pytest.mark.parametrize(
    "text", ["database or disk is full", "disk I/O error", "attempt to write a readonly database"]
)
def test_sqlite_storage_failures_are_unavailable(text: str) -> None:
    mapped = sqlite._mapped(sqlite3.OperationalError(text))
    assert type(mapped) is StorageUnavailableError and mapped.key == "err-data-storage"


def test_sqlite_lock_is_busy_and_other_errors_stay_bugs() -> None:
    assert isinstance(sqlite._mapped(sqlite3.OperationalError("database is locked")), BusyError)
    assert not isinstance(sqlite._mapped(sqlite3.OperationalError("no such table: x")), DataError)


@pytest.mark.parametrize(
    "exc",
    [
        asyncpg.DiskFullError("no space left on device"),
        asyncpg.CannotConnectNowError("the database system is starting up"),
        asyncpg.ConnectionDoesNotExistError("connection was closed"),
        asyncpg.ReadOnlySQLTransactionError("read-only transaction"),
        ConnectionRefusedError("refused"),
    ],
)
def test_postgres_storage_failures_are_unavailable(exc: Exception) -> None:
    assert isinstance(postgres._mapped(exc), StorageUnavailableError)


def test_postgres_bugs_are_not_hidden() -> None:
    mapped = postgres._mapped(asyncpg.UndefinedFunctionError("no_such_function"))
    assert not isinstance(mapped, DataError)


async def test_a_write_on_a_locked_file_is_refused_and_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "locked.sqlite3"
    db = await Database.open(path)
    try:
        backend = db.backend
        assert isinstance(backend, sqlite.SqliteBackend)
        await backend.fetch_all("PRAGMA busy_timeout = 50")
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        try:
            with pytest.raises(StorageUnavailableError):
                await db.listings.remember_name(7, "Someone")
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert await db.listings.names([7]) == {}
    finally:
        await db.close()
