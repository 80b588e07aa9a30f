"""Fixtures for the persistence tests: a file database with a controllable clock."""

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


@pytest.fixture
async def db(db_path: Path, clock: FakeClock) -> AsyncIterator[Database]:
    database = await Database.open(db_path, clock=clock)
    try:
        yield database
    finally:
        await database.close()
