"""Pytest fixtures for PostgreSQL: one server per session, a fresh database per test.

``pg_server`` starts the server (tests/pgserver.py) the first time a test asks for it
and stops it at the end of the session. ``pg_url`` gives each test its own database,
a copy of a template that was migrated once (``CREATE DATABASE ... TEMPLATE``: a file
copy, a few milliseconds), dropped after the test.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import ThreadPoolExecutor

import asyncpg
import pytest

from tests import pgserver

TEMPLATE = "genial_template"
_names = itertools.count(1)


async def _make_template(server: pgserver.PgServer) -> None:
    from data import Database  # the code under test, imported late

    admin = await asyncpg.connect(server.url())
    try:
        await admin.execute(f"CREATE DATABASE {TEMPLATE}")
    finally:
        await admin.close()
    db = await Database.open(server.url(TEMPLATE))
    await db.close()


@pytest.fixture(scope="session")
def pg_server() -> Iterator[pgserver.PgServer]:
    server = pgserver.start()
    try:
        # Its own loop in its own thread: the first request may come from inside a
        # running loop (an async fixture asking with getfixturevalue).
        with ThreadPoolExecutor(1) as pool:
            pool.submit(asyncio.run, _make_template(server)).result()
        yield server
    finally:
        server.stop()


async def fresh_database(server: pgserver.PgServer, *, migrated: bool = True) -> str:
    """Create a new database (a copy of the migrated template, or empty); its URL."""
    name = f"t{next(_names)}"
    admin = await asyncpg.connect(server.url())
    try:
        template = TEMPLATE if migrated else "template0"
        await admin.execute(f"CREATE DATABASE {name} TEMPLATE {template} STRATEGY FILE_COPY")
    finally:
        await admin.close()
    return server.url(name)


async def drop_database(server: pgserver.PgServer, url: str) -> None:
    """Drop a database made by :func:`fresh_database` (closing what still uses it)."""
    name = url.rsplit("/", 1)[1]
    admin = await asyncpg.connect(server.url())
    try:
        await admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    finally:
        await admin.close()


@pytest.fixture
async def pg_url(pg_server: pgserver.PgServer) -> AsyncIterator[str]:
    url = await fresh_database(pg_server)
    try:
        yield url
    finally:
        await drop_database(pg_server, url)
