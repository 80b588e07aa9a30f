"""Fixtures for the use-case tests: the application's services over a real database,
without Discord.

``uses`` runs every test that takes it twice: on a SQLite file and on a fresh PostgreSQL
database (tests/pgfixtures.py). ``sqlite_uses`` is SQLite only, for services whose SQL
the data tests already cover on both backends.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from app.games.service import GameService
from app.uses import Uses
from data import Database
from tests.data.dbhelpers import FakeClock as Clock


@pytest.fixture
def clock() -> Clock:
    """A clock the test moves by hand."""
    return Clock()


async def _uses(target: str | Path, clock: Clock) -> AsyncIterator[Uses]:
    db = await Database.open(target, clock=clock)
    svc = GameService(db, cache_mb=8, workers=1)
    try:
        yield Uses(svc)
    finally:
        svc.close()
        await db.close()


@pytest.fixture(params=["sqlite", "postgres"])
def uses_target(request: pytest.FixtureRequest, tmp_path: Path) -> str | Path:
    """Where the ``uses`` fixture's database lives: a SQLite file, or a fresh PostgreSQL
    database."""
    if request.param == "sqlite":
        return tmp_path / "genial.sqlite3"
    return str(request.getfixturevalue("pg_url"))


@pytest.fixture
async def uses(uses_target: str | Path, clock: Clock) -> AsyncIterator[Uses]:
    """Every use-case over a fresh database of each backend."""
    async for found in _uses(uses_target, clock):
        yield found


@pytest.fixture
async def sqlite_uses(tmp_path: Path, clock: Clock) -> AsyncIterator[Uses]:
    """Every use-case over a fresh SQLite file."""
    async for found in _uses(tmp_path / "genial.sqlite3", clock):
        yield found
