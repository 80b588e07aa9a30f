"""Fixtures for the persistence tests: a database on each backend, a controllable clock.

``db`` runs every test that uses it twice: on a SQLite file and on a fresh PostgreSQL
database (tests/pgfixtures.py). Tests that need the file itself use ``db_path``.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from dbhelpers import FakeClock

from data import Database


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "var" / "genial.sqlite3"


@pytest.fixture(params=["sqlite", "postgres"])
def db_target(request: pytest.FixtureRequest, db_path: Path) -> str:
    """Where the ``db`` fixture lives: a SQLite file, or a fresh PostgreSQL database."""
    if request.param == "sqlite":
        return str(db_path)
    return str(request.getfixturevalue("pg_url"))


@pytest.fixture
async def db(db_target: str, clock: FakeClock) -> AsyncIterator[Database]:
    database = await Database.open(db_target, clock=clock)
    try:
        yield database
    finally:
        await database.close()


@pytest.fixture
async def sqlite_db(db_path: Path, clock: FakeClock) -> AsyncIterator[Database]:
    """A SQLite file database, for what only SQLite can hold (e.g. invalid UTF-8 text)."""
    database = await Database.open(db_path, clock=clock)
    try:
        yield database
    finally:
        await database.close()
