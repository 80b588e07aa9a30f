"""Schema migrations: fresh file, every previous version, all-or-nothing, newer refused."""

from __future__ import annotations

import sqlite3
from datetime import timedelta
from pathlib import Path

import aiosqlite
import pytest
from dbhelpers import ALICE, BOB, FakeClock, active

from community.clock import ClockRule
from data import Database, SchemaError, latest_version
from data.migrate import Migration, load_migrations, migrate, split_statements

MIGRATIONS = load_migrations()
LATEST = latest_version()

#: Rows written into a database at schema version N (as that version's SQL had
#: it) to prove that upgrading keeps them. Add an entry with every migration.
SEED: dict[int, list[str]] = {
    1: [
        "INSERT INTO guilds (guild_id, settings, created_at)"
        " VALUES (5, '{\"locale\":\"de\"}', '2024-01-01T00:00:00.000000Z')",
        "INSERT INTO games (id, guild_id, channel_id, edition, seats_wanted, options, creator_id,"
        " status, version, record, summary, current_user_id, turn_started_at, created_at,"
        " updated_at) VALUES (7, 5, 6, 'classic', 2, '{}', 11, 'active', 1, '{\"moves\":[1]}',"
        " '{}', 22, '2024-01-01T00:00:00.000000Z', '2024-01-01T00:00:00.000000Z',"
        " '2024-01-01T00:00:00.000000Z')",
        "INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES"
        " (7, 0, 11, '2024-01-01T00:00:00.000000Z'), (7, 1, 22, '2024-01-01T00:00:00.000000Z')",
        "INSERT INTO moves (game_id, n, seat, user_id, notation, outcome, created_at)"
        " VALUES (7, 1, 0, 11, 'RB F7 r', '{}', '2024-01-01T00:00:00.000000Z')",
    ],
    2: [
        "INSERT INTO user_names (user_id, name, updated_at)"
        " VALUES (11, 'Alice', '2024-01-01T00:00:00.000000Z')",
    ],
    4: ["INSERT INTO rating_games (game_id, rated) VALUES (7, TRUE)"],
    5: [
        "INSERT INTO leagues (id, guild_id, number, name, edition, per_table, format, rounds,"
        " channel_id, organiser_id, created_at) VALUES (3, 5, 1, 'Weekly', 'classic', 3,"
        " 'swiss', 3, 6, 11, '2024-01-01T00:00:00.000000Z')",
        # a running season whose table plays game 7 under a 24 h turn limit (0009: a clock)
        "UPDATE leagues SET turn_hours = 24 WHERE id = 3",
        "INSERT INTO league_seasons (id, league_id, number, status, seed, created_at)"
        " VALUES (4, 3, 1, 'running', 's', '2024-01-01T00:00:00.000000Z')",
        "INSERT INTO league_tables (season_id, round, tab, game_id, status)"
        " VALUES (4, 1, 1, 7, 'playing')",
    ],
}


def build_at(path: Path, version: int) -> None:
    """A database file exactly as the migrations up to ``version`` left it, plus seed rows."""
    conn = sqlite3.connect(path, isolation_level=None)
    for migration in [m for m in MIGRATIONS if m.version <= version]:
        for statement in split_statements(migration.sql):
            conn.execute(statement)
        for statement in SEED.get(migration.version, []):
            conn.execute(statement)
    conn.execute(f"PRAGMA user_version = {version}")
    conn.close()


def schema_of(path: Path) -> list[tuple[str, str, str]]:
    conn = sqlite3.connect(path)
    rows = conn.execute(
        "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name"
    ).fetchall()
    conn.close()
    return rows


def user_version(path: Path) -> int:
    conn = sqlite3.connect(path)
    (version,) = conn.execute("PRAGMA user_version").fetchone()
    conn.close()
    return int(version)


def test_migrations_numbered_without_gaps_and_shipped_as_package_data() -> None:
    assert [m.version for m in MIGRATIONS] == list(range(1, LATEST + 1))
    assert MIGRATIONS[0].name == "initial"
    assert set(SEED) <= set(range(1, LATEST + 1))


def test_split_statements_keeps_triggers_whole() -> None:
    script = """
    -- a comment; with a semicolon
    CREATE TABLE a (x);
    CREATE TRIGGER t BEFORE UPDATE ON a BEGIN SELECT RAISE(ABORT, 'no; never'); END;
    -- trailing comment
    """
    statements = split_statements(script)
    assert len(statements) == 2
    assert statements[1].startswith("CREATE TRIGGER") and statements[1].endswith("END;")
    with pytest.raises(ValueError, match="Incomplete"):
        split_statements("CREATE TABLE b (x)")


async def test_fresh_file_is_created_migrated_and_in_wal_mode(db_path: Path) -> None:
    assert not db_path.parent.exists()
    db = await Database.open(db_path)
    async with db:
        [[foreign_keys]] = await db._conn.execute_fetchall("PRAGMA foreign_keys")
        [[busy_timeout]] = await db._conn.execute_fetchall("PRAGMA busy_timeout")
        assert foreign_keys == 1 and busy_timeout >= 1000
    assert user_version(db_path) == LATEST
    names = {name for _, name, _ in schema_of(db_path)}
    assert {"guilds", "games", "seats", "invites", "moves", "solo_bests"} <= names
    conn = sqlite3.connect(db_path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"  # persistent in the file
    conn.close()


async def test_reopening_keeps_data_and_applies_nothing(db_path: Path) -> None:
    async with await Database.open(db_path) as db:
        game = await active(db, ALICE, BOB)
    before = schema_of(db_path)
    async with await Database.open(db_path) as db:
        again = await db.get_game(game.id)
        assert again is not None and again.status == "active"
    assert schema_of(db_path) == before


@pytest.mark.parametrize("previous", [0] + [m.version for m in MIGRATIONS[:-1]])
async def test_migrates_from_each_previous_version(tmp_path: Path, previous: int) -> None:
    """A file at schema ``previous`` (0 = empty) upgrades to exactly the fresh schema."""
    old, fresh = tmp_path / "old.sqlite3", tmp_path / "fresh.sqlite3"
    build_at(old, previous)
    async with await Database.open(old, clock=FakeClock()) as db:
        if previous >= 1:  # the seeded rows survived and still work
            game = await db.get_game(7)
            assert game is not None and game.version == 1 and game.current_user_id == 22
            assert [m.notation for m in await db.moves(7)] == ["RB F7 r"]
            assert await db.guild_settings(5) == {"locale": "de"}
        if previous >= 2:
            assert await db.names([11, 22]) == {11: "Alice"}
        if previous >= 4:
            assert await db.is_rated(7)
        if 5 <= previous < 9:  # 0009: a running league game gets its league's clock
            clock = await db.game_clock(7)
            assert clock is not None and clock.setup.rule == ClockRule.fixed(timedelta(hours=24))
        await db.remember_name(22, "Bob")  # every table of the newest schema is there
        await active(db, ALICE, BOB)  # and the upgraded schema is usable
    async with await Database.open(fresh):
        pass
    assert user_version(old) == LATEST
    assert schema_of(old) == schema_of(fresh)


async def test_pending_migrations_apply_in_one_step_keeping_data(tmp_path: Path) -> None:
    """Stand-in for a future migration: applied on top of the current schema."""
    path = tmp_path / "db.sqlite3"
    build_at(path, LATEST)
    extra = Migration(
        LATEST + 1,
        "clubs",
        "CREATE TABLE clubs (id INTEGER PRIMARY KEY, name TEXT NOT NULL);\n"
        "ALTER TABLE games ADD COLUMN club_id INTEGER REFERENCES clubs (id);",
    )
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        assert await migrate(conn, [*MIGRATIONS, extra]) == (LATEST, LATEST + 1)
        assert await migrate(conn, [*MIGRATIONS, extra]) == (LATEST + 1, LATEST + 1)
        rows = list(await conn.execute_fetchall("SELECT id, club_id FROM games"))
        assert [tuple(r) for r in rows] == [(7, None)]
    assert user_version(path) == LATEST + 1


async def test_a_failing_migration_applies_nothing(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    broken = Migration(
        LATEST + 1, "broken", "CREATE TABLE clubs (id INTEGER);\nSELECT no_such_function();"
    )
    async with aiosqlite.connect(path, isolation_level=None) as conn:
        with pytest.raises(sqlite3.OperationalError):
            await migrate(conn, [*MIGRATIONS, broken])
        assert not conn.in_transaction
    assert user_version(path) == 0
    assert schema_of(path) == []  # not even migration 1 was kept: one transaction


async def test_refuses_a_newer_schema(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    build_at(db_path, LATEST)
    conn = sqlite3.connect(db_path)
    conn.execute(f"PRAGMA user_version = {LATEST + 5}")
    conn.close()
    before = schema_of(db_path)
    with pytest.raises(SchemaError) as info:
        await Database.open(db_path)
    assert str(LATEST + 5) in info.value.message and str(LATEST) in info.value.message
    assert "Upgrade" in info.value.message and info.value.reason == "schema"
    assert user_version(db_path) == LATEST + 5 and schema_of(db_path) == before


async def test_move_log_is_append_only(db: Database) -> None:
    await db._conn.execute(
        "INSERT INTO guilds VALUES (1, '{}', 'x')"
    )  # raw rows: the triggers guard the table whatever the API does
    await db._conn.execute(
        "INSERT INTO games (id, guild_id, channel_id, edition, seats_wanted, creator_id,"
        " created_at, updated_at) VALUES (1, 1, 1, 'classic', 1, 1, 'x', 'x')"
    )
    await db._conn.execute(
        "INSERT INTO moves (game_id, n, seat, user_id, notation, created_at)"
        " VALUES (1, 1, 0, 1, 'RB F7 r', 'x')"
    )
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        await db._conn.execute("UPDATE moves SET notation = 'cheat'")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        await db._conn.execute("DELETE FROM moves")
    await db._conn.execute("DELETE FROM games WHERE id = 1")  # a purge still cascades
    assert list(await db._conn.execute_fetchall("SELECT * FROM moves")) == []
