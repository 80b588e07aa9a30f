"""Pytest fixtures for PostgreSQL: one server per session, a clean database per test.

``pg_server`` starts the server (tests/pgserver.py) the first time a test asks for it
and stops it at the end of the session. ``pg_url`` gives each test a migrated database
with no rows: a copy of a template migrated once (``CREATE DATABASE ... TEMPLATE``,
0.1-1 s), emptied after the test (every table's rows deleted, generated ids restarted:
about 20 ms) and handed to the next test. A test that changed the schema (its tables,
columns or recorded versions differ from the template's) gets its database dropped.
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
#: Clean databases ready for the next test.
_free: list[str] = []

_SHAPE_SQL = (
    "SELECT (SELECT string_agg(table_name || '.' || column_name, ',' ORDER BY table_name,"
    " column_name) FROM information_schema.columns WHERE table_schema = 'public'),"
    " (SELECT string_agg(version::text, ',' ORDER BY version) FROM schema_version)"
)
_shape: list[tuple[object, ...]] = []


async def _make_template(server: pgserver.PgServer) -> None:
    from data import Database  # the code under test, imported late

    admin = await asyncpg.connect(server.url())
    try:
        await admin.execute(f"CREATE DATABASE {TEMPLATE}")
    finally:
        await admin.close()
    db = await Database.open(server.url(TEMPLATE))
    await db.close()
    conn = await asyncpg.connect(server.url(TEMPLATE))
    try:
        _shape.append(tuple(await conn.fetchrow(_SHAPE_SQL)))
    finally:
        await conn.close()


def _empty_sql() -> str:
    from data.copy import GENERATED_IDS, TABLES  # every table (test_data_copy checks it)

    # Children first; the move log goes with its games (its trigger refuses a direct delete).
    statements = [f"DELETE FROM {t};" for t, _ in reversed(TABLES) if t != "moves"]
    statements += [f"ALTER TABLE {t} ALTER COLUMN id RESTART;" for t in GENERATED_IDS]
    return "\n".join(statements)


async def _recycle(server: pgserver.PgServer, url: str) -> None:
    """Empty the test's database for the next test, or drop it if its schema changed."""
    try:
        conn = await asyncpg.connect(url)
    except asyncpg.PostgresError:
        return await drop_database(server, url)
    try:
        shape = tuple(await conn.fetchrow(_SHAPE_SQL))
        if shape != _shape[0]:
            await conn.close()
            return await drop_database(server, url)
        async with conn.transaction():
            await conn.execute(_empty_sql())
    finally:
        await conn.close()
    _free.append(url)


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
        # The default strategy (WAL_LOG, PostgreSQL 15+) copies a small template in ~0.1 s;
        # FILE_COPY forces a checkpoint (over 1 s on a busy machine).
        await admin.execute(f"CREATE DATABASE {name} TEMPLATE {template}")
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
def own_pg_server() -> Iterator[pgserver.PgServer]:
    """A PostgreSQL server of the test's own, to stop and start (an outage); like
    ``pg_server``, started on a fresh machine too, never skipped."""
    server = pgserver.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
async def pg_url(pg_server: pgserver.PgServer) -> AsyncIterator[str]:
    url = _free.pop() if _free else await fresh_database(pg_server)
    try:
        yield url
    finally:
        await _recycle(pg_server, url)
