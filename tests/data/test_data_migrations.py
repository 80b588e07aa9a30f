"""Schema migrations: fresh databases, every earlier SQLite version, all-or-nothing,
newer refused; on both backends where a backend is involved."""

from __future__ import annotations

import json
import sqlite3
from datetime import timedelta
from pathlib import Path

import pytest
from dbhelpers import (
    ALICE,
    BIG_ALICE,
    BIG_BOB,
    BIG_CHANNEL,
    BIG_GUILD,
    BOB,
    FakeClock,
    active,
    old_migrations,
    real_record,
    sql,
)

from community.clock import ClockRule
from data import ConstraintError, Database, SchemaError, latest_version
from data.backend import open_backend
from data.backend.sqltext import split_statements
from data.migrate import Migration, for_dialect, load_migrations, migrate

MIGRATIONS = load_migrations()
LATEST = latest_version()
SHIPPED = [m.version for m in MIGRATIONS]
OLD = old_migrations()
T = "2024-01-01T00:00:00.000000Z"
RECORD = real_record(3)

#: Rows written into a database at (old) schema version N, as that version's SQL had it,
#: to prove that upgrading keeps them. Real-size snowflakes throughout.
SEED: dict[int, list[str]] = {
    1: [
        f"INSERT INTO guilds (guild_id, settings, created_at)"
        f" VALUES ({BIG_GUILD}, '{{\"locale\":\"de\"}}', '{T}')",
        f"INSERT INTO games (id, guild_id, channel_id, edition, seats_wanted, options, creator_id,"
        f" status, version, record, summary, current_user_id, turn_started_at, created_at,"
        f" updated_at) VALUES (7, {BIG_GUILD}, {BIG_CHANNEL}, 'classic', 2, '{{}}', {BIG_ALICE},"
        f" 'active', 3, '{json.dumps(RECORD)}', '{{}}', {BIG_BOB}, '{T}', '{T}', '{T}')",
        f"INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES"
        f" (7, 0, {BIG_ALICE}, '{T}'), (7, 1, {BIG_BOB}, '{T}')",
        *[
            f"INSERT INTO moves (game_id, n, seat, user_id, notation, outcome, created_at)"
            f" VALUES (7, {n}, {m['seat']}, {(BIG_ALICE, BIG_BOB)[m['seat']]}, '{m['move']}',"
            f" '{{}}', '{T}')"
            for n, m in enumerate(RECORD["moves"], start=1)
        ],
        f"INSERT INTO games (id, guild_id, channel_id, edition, seats_wanted, creator_id,"
        f" created_at, updated_at) VALUES (8, {BIG_GUILD}, {BIG_CHANNEL}, 'classic', 3,"
        f" {BIG_ALICE}, '{T}', '{T}')",
        f"INSERT INTO invites (game_id, user_id) VALUES (8, {BIG_BOB}), (8, {BIG_ALICE + 5})",
    ],
    2: [f"INSERT INTO user_names (user_id, name, updated_at) VALUES ({BIG_ALICE}, 'Alice', '{T}')"],
    4: ["INSERT INTO rating_games (game_id, rated, seq) VALUES (7, TRUE, 4)"],
    5: [
        f"INSERT INTO leagues (id, guild_id, number, name, edition, per_table, format, rounds,"
        f" channel_id, organiser_id, created_at) VALUES (3, {BIG_GUILD}, 2, 'Weekly', 'classic',"
        f" 3, 'swiss', 3, {BIG_CHANNEL}, {BIG_ALICE}, '{T}')",
        # a running season whose table plays game 7 under a 24 h turn limit (0009: a clock)
        "UPDATE leagues SET turn_hours = 24 WHERE id = 3",
        f"INSERT INTO league_seasons (id, league_id, number, status, seed, created_at)"
        f" VALUES (4, 3, 1, 'running', 's', '{T}')",
        "INSERT INTO league_tables (season_id, round, tab, game_id, status)"
        " VALUES (4, 1, 1, 7, 'playing')",
    ],
    6: [
        f"INSERT INTO vacations (id, guild_id, user_id, starts_at, ends_at, created_at)"
        f" VALUES (9, {BIG_GUILD}, {BIG_BOB}, '{T}', '{T}', '{T}')",
    ],
    7: [
        "INSERT INTO computer_options (game_id, level, on_timeout, hints) VALUES (7, 'easy', 'leave', TRUE)"
    ],
}


def build_at(path: Path, version: int) -> None:
    """A database file exactly as the OLD migrations up to ``version`` left it, plus seeds."""
    conn = sqlite3.connect(path, isolation_level=None)
    for migration in [m for m in OLD if m.version <= version]:
        for statement in split_statements(migration.sql):
            conn.execute(statement)
        for statement in SEED.get(migration.version, []):
            conn.execute(statement)
    conn.execute(f"PRAGMA user_version = {version}")
    conn.close()


def shape_of(path: Path) -> dict[str, object]:
    """Tables (columns with key, not-null and default: SQLite ignores declared types),
    indexes and triggers of a SQLite file."""
    conn = sqlite3.connect(path)
    shape: dict[str, object] = {}
    for kind, name in conn.execute(
        "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name"
    ):
        if kind == "table":
            columns = conn.execute(f"PRAGMA table_info({name})").fetchall()
            shape[name] = [(c[1], c[3], c[4], c[5]) for c in columns]
        else:
            shape[name] = kind
    conn.close()
    return shape


def user_version(path: Path) -> int:
    conn = sqlite3.connect(path)
    (version,) = conn.execute("PRAGMA user_version").fetchone()
    conn.close()
    return int(version)


def recorded_versions(path: Path) -> list[int]:
    conn = sqlite3.connect(path)
    rows = conn.execute("SELECT version FROM schema_version ORDER BY version").fetchall()
    conn.close()
    return [r[0] for r in rows]


def test_migrations_numbered_once_each_and_shipped_as_package_data() -> None:
    numbers = [m.version for m in MIGRATIONS]
    assert numbers == sorted(set(numbers)) and numbers[0] == 1 and numbers[-1] == LATEST
    assert MIGRATIONS[0].name == "initial"
    assert [m.version for m in OLD] == list(range(1, len(OLD) + 1)) and len(OLD) < LATEST


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


def test_for_dialect_keeps_its_blocks_and_replaces_tokens() -> None:
    script = "CREATE TABLE t (id {{id}}) {{without_rowid}};\n-- @sqlite\nA;\n-- @postgres\nB;\n-- @end\nC;"
    assert for_dialect(script, "sqlite").split("\n") == [
        "CREATE TABLE t (id INTEGER PRIMARY KEY) WITHOUT ROWID;", "A;", "C;"
    ]  # fmt: skip
    assert for_dialect(script, "postgres").split("\n") == [
        "CREATE TABLE t (id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY) ;", "B;", "C;"
    ]  # fmt: skip
    with pytest.raises(ValueError, match="token"):
        for_dialect("CREATE TABLE t (id {{serial}});", "sqlite")
    with pytest.raises(ValueError, match="@end"):
        for_dialect("-- @sqlite\nA;", "sqlite")


async def test_fresh_file_is_created_migrated_and_in_wal_mode(db_path: Path) -> None:
    assert not db_path.parent.exists()
    async with await Database.open(db_path) as db:
        [[foreign_keys]] = await sql(db, "PRAGMA foreign_keys")
        [[busy_timeout]] = await sql(db, "PRAGMA busy_timeout")
        assert foreign_keys == 1 and busy_timeout >= 1000
    assert user_version(db_path) == LATEST  # an older bot refuses the file
    assert recorded_versions(db_path) == SHIPPED
    assert {"guilds", "games", "seats", "invites", "moves", "counters"} <= set(shape_of(db_path))
    conn = sqlite3.connect(db_path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"  # persistent in the file
    conn.close()
    assert not list(db_path.parent.glob("*.bak")), "no safety copy of a new file"


async def test_reopening_keeps_data_and_applies_nothing(db_target: str) -> None:
    async with await Database.open(db_target) as db:
        game = await active(db, ALICE, BOB)
        before = [tuple(r) for r in await sql(db, "SELECT * FROM schema_version")]
    async with await Database.open(db_target) as db:
        again = await db.games.get_game(game.id)
        assert again is not None and again.status == "active"
        assert [tuple(r) for r in await sql(db, "SELECT * FROM schema_version")] == before


@pytest.mark.parametrize("previous", range(len(OLD) + 1))
async def test_migrates_from_each_earlier_version(tmp_path: Path, previous: int) -> None:
    """A file made by the old migrations up to ``previous`` (0 = empty) upgrades to the
    shape of a fresh file, keeping every row; a safety copy of it is written first."""
    old, fresh = tmp_path / "old.sqlite3", tmp_path / "fresh.sqlite3"
    build_at(old, previous)
    async with await Database.open(old, clock=FakeClock()) as db:
        if previous >= 1:  # the seeded rows survived and still work
            game, engine = await db.play.load_game(7)  # the record replays
            assert game.version == 3 and game.current_user_id == BIG_BOB
            assert (game.guild_id, game.number, len(engine.history)) == (BIG_GUILD, 1, 3)
            assert [m.notation for m in await db.play.moves(7)] == [
                m["move"] for m in RECORD["moves"]
            ]
            assert await db.lobby.guild_settings(BIG_GUILD) == {"locale": "de"}
            assert await db.lobby.invites(8) == [BIG_BOB, BIG_ALICE + 5]  # the order given
            new = await db.lobby.create_game(
                guild_id=BIG_GUILD, channel_id=BIG_CHANNEL, creator_id=BIG_ALICE,
                edition="classic", seats_wanted=2, options={},
            )  # fmt: skip
            assert (new.number, new.id) == (3, 9), "numbers and ids continue"
        if previous >= 2:
            assert await db.listings.names([BIG_ALICE, BIG_BOB]) == {BIG_ALICE: "Alice"}
        if previous >= 4:
            assert await db.rating.is_rated(7)
            [[seq]] = await sql(db, "SELECT n FROM counters WHERE name = 'rating_seq'")
            assert seq == 4
        if previous >= 5:
            league = await db.leagues.find_league(BIG_GUILD, number=2)
            assert league is not None and league.id == 3
        if 5 <= previous < 9:  # 0009: a running league game gets its league's clock
            clock = await db.clocks.game_clock(7)
            assert clock is not None and clock.setup.rule == ClockRule.fixed(timedelta(hours=24))
        if previous >= 7:
            assert (await db.computers.computer_options(7)).hints is True
        await db.listings.remember_name(BIG_BOB, "Bob")  # every table of the newest schema is there
        await active(db, ALICE, BOB)  # and the upgraded schema is usable
    async with await Database.open(fresh):
        pass
    assert user_version(old) == LATEST and recorded_versions(old) == SHIPPED
    assert shape_of(old) == shape_of(fresh)
    backups = list(tmp_path.glob("*.bak"))
    if previous == 0:
        assert backups == []
    else:
        assert [b.name for b in backups] == [f"old.sqlite3.before-v{LATEST}.bak"]
        assert user_version(backups[0]) == previous  # the file as it was


async def test_pending_migrations_apply_in_one_step_keeping_data(db_target: str) -> None:
    """Stand-in for a future migration: applied on top of the current schema."""
    async with await Database.open(db_target) as db:
        game = await active(db, ALICE, BOB)
    extra = Migration(
        LATEST + 1,
        "clubs",
        "CREATE TABLE clubs (id {{id}}, name TEXT NOT NULL);\n"
        "ALTER TABLE games ADD COLUMN club_id INTEGER REFERENCES clubs (id);",
    )
    backend = await open_backend(db_target)
    try:
        assert await migrate(backend, [*MIGRATIONS, extra]) == (LATEST, LATEST + 1)
        assert await migrate(backend, [*MIGRATIONS, extra]) == (LATEST + 1, LATEST + 1)
        rows = await backend.fetch_all("SELECT id, club_id FROM games")
        assert [tuple(r) for r in rows] == [(game.id, None)]
    finally:
        await backend.close()


async def test_a_migration_merged_below_the_newest_is_still_applied(db_target: str) -> None:
    """Lines of work numbered in ranges: one merged after a higher number was applied (a
    number below the database's newest) is applied on the next start, once."""
    async with await Database.open(db_target) as db:
        await active(db, ALICE, BOB)
    late = Migration(LATEST + 1, "late", "CREATE TABLE late_one (id {{id}});")
    later = Migration(LATEST + 3, "later", "CREATE TABLE later_one (id {{id}});")
    backend = await open_backend(db_target)
    try:
        assert await migrate(backend, [*MIGRATIONS, later]) == (LATEST, LATEST + 3)
        assert await migrate(backend, [*MIGRATIONS, late, later]) == (LATEST + 3, LATEST + 3)
        await backend.fetch_all("SELECT id FROM late_one")  # it exists now
        rows = await backend.fetch_all("SELECT version FROM schema_version ORDER BY version")
        assert [int(r[0]) for r in rows][-2:] == [LATEST + 1, LATEST + 3]
        assert await migrate(backend, [*MIGRATIONS, late, later]) == (LATEST + 3, LATEST + 3)
    finally:
        await backend.close()


@pytest.fixture
async def empty_target(request: pytest.FixtureRequest, db_target: str) -> str:
    """``db_target`` with nothing in it yet (PostgreSQL: a database not from the template)."""
    if db_target.startswith("postgresql://"):
        from tests.pgfixtures import fresh_database

        return await fresh_database(request.getfixturevalue("pg_server"), migrated=False)
    return db_target


async def test_a_failing_migration_applies_nothing(empty_target: str) -> None:
    broken = Migration(
        LATEST + 1, "broken", "CREATE TABLE clubs (id INTEGER);\nSELECT no_such_function();"
    )
    backend = await open_backend(empty_target)
    try:
        with pytest.raises(Exception, match="no_such_function"):
            await migrate(backend, [*MIGRATIONS, broken])
        names = await backend.fetch_all(
            "SELECT name FROM sqlite_master WHERE type = 'table'"
            if backend.dialect == "sqlite"
            else "SELECT tablename FROM pg_tables WHERE schemaname = 'public'"
        )
        assert list(names) == []  # not even migration 1 was kept: one transaction
    finally:
        await backend.close()


async def test_refuses_a_newer_sqlite_file(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    build_at(db_path, len(OLD))
    conn = sqlite3.connect(db_path)
    conn.execute(f"PRAGMA user_version = {LATEST + 5}")
    conn.close()
    before = shape_of(db_path)
    with pytest.raises(SchemaError) as info:
        await Database.open(db_path)
    assert str(LATEST + 5) in info.value.message and str(LATEST) in info.value.message
    assert "Upgrade" in info.value.message and info.value.reason == "schema"
    assert user_version(db_path) == LATEST + 5 and shape_of(db_path) == before


async def test_refuses_a_newer_schema_version(db_target: str) -> None:
    async with await Database.open(db_target) as db:
        await sql(db, "INSERT INTO schema_version VALUES (?, 'future', 'x')", (LATEST + 2,))
    with pytest.raises(SchemaError, match=str(LATEST + 2)):
        await Database.open(db_target)


async def test_move_log_is_append_only(db: Database) -> None:
    # raw rows: the triggers guard the table whatever the API does
    await sql(db, "INSERT INTO guilds VALUES (1, '{}', 'x')")
    await sql(
        db,
        "INSERT INTO games (id, guild_id, channel_id, edition, seats_wanted, creator_id,"
        " version, created_at, updated_at) VALUES (1, 1, 1, 'classic', 1, 1, 1, 'x', 'x')",
    )
    await sql(
        db,
        "INSERT INTO moves (game_id, n, seat, user_id, notation, created_at)"
        " VALUES (1, 1, 0, 1, 'RB F7 r', 'x')",
    )  # (only a move above the game's version may go: a takeback, migration 0016)
    with pytest.raises(ConstraintError, match="append-only"):
        await sql(db, "UPDATE moves SET notation = 'cheat'")
    with pytest.raises(ConstraintError, match="append-only"):
        await sql(db, "DELETE FROM moves")
    await sql(db, "DELETE FROM games WHERE id = 1")  # a purge still cascades
    assert await sql(db, "SELECT * FROM moves") == []
