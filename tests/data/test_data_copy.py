"""Moving house (``python -m data copy``): SQLite -> PostgreSQL -> SQLite, nothing lost.

Databases made by every earlier schema version (the old migrations, real-size
snowflakes, a real game record) are migrated, copied into an empty PostgreSQL
database and back into a new SQLite file; every row arrives, every record replays on
each, and ids and numbers continue after the copied ones.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from dbhelpers import ALICE, BIG_ALICE, BIG_CHANNEL, BIG_GUILD, BOB, active, sql
from test_data_migrations import OLD, build_at

from data import Database
from data.__main__ import main
from data.copy import TABLES, CopyError, copy_database

KEYS = dict(TABLES)


def rows_of(path: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every copied table, in key order (booleans read as 0/1)."""
    conn = sqlite3.connect(path)
    out = {}
    for table, key in TABLES:
        columns = [c[1] for c in conn.execute(f"PRAGMA table_info({table})")]
        listed = ", ".join(sorted(columns))
        out[table] = conn.execute(
            f"SELECT {listed} FROM {table} ORDER BY {', '.join(key)}"
        ).fetchall()
    conn.close()
    return out


async def test_every_table_is_copied(tmp_path: Path) -> None:
    path = tmp_path / "fresh.sqlite3"
    await (await Database.open(path)).close()
    conn = sqlite3.connect(path)
    tables = {
        r[0]
        for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        if not r[0].startswith("sqlite_")
    }
    conn.close()
    assert tables - {"schema_version"} == set(KEYS)


@pytest.mark.parametrize("previous", range(1, len(OLD) + 1))
async def test_an_old_sqlite_file_moves_to_postgres_and_back(
    tmp_path: Path, pg_url: str, previous: int
) -> None:
    old, back = tmp_path / "old.sqlite3", tmp_path / "back.sqlite3"
    build_at(old, previous)
    async with await Database.open(old) as db:  # migrated (safety copy), then more play
        await active(db, ALICE, BOB)
        await db.leagues.create_league(
            BIG_GUILD, name="Monthly", edition="classic", per_table=2, format="swiss",
            rounds=1, channel_id=BIG_CHANNEL, organiser_id=BIG_ALICE, seed="m",
        )  # fmt: skip
    before = rows_of(old)

    there = await copy_database(str(old), pg_url)
    assert there.ok and there.replayed == 2 and there.damaged_before == []  # 7 and the new one
    assert there.rows == {t: len(r) for t, r in before.items()}
    async with await Database.open(pg_url) as db:
        game, engine = await db.play.load_game(7)
        assert game.guild_id == BIG_GUILD and len(engine.history) == 3
        new = await db.lobby.create_game(
            guild_id=BIG_GUILD, channel_id=BIG_CHANNEL, creator_id=BIG_ALICE,
            edition="classic", seats_wanted=2, options={},
        )  # fmt: skip
        [[top]] = await sql(db, "SELECT MAX(id) FROM games WHERE id < ?", (new.id,))
        assert new.id == top + 1, "the identity sequence continues after the copied ids"
        assert new.number == 3, "the guild's counter came along"
        await sql(db, "DELETE FROM games WHERE id = ?", (new.id,))
        await sql(db, "UPDATE counters SET n = n - 1 WHERE guild_id = ? AND name = 'game'",
                  (BIG_GUILD,))  # fmt: skip

    home = await copy_database(pg_url, str(back))
    assert home.ok and home.replayed == 2
    assert rows_of(back) == before, "the round trip kept every row and value"


async def test_refuses_a_destination_with_rows(tmp_path: Path, pg_url: str) -> None:
    source = tmp_path / "src.sqlite3"
    async with await Database.open(source) as db:
        await active(db, ALICE, BOB)
    async with await Database.open(pg_url) as db:
        await active(db, ALICE, BOB)
    with pytest.raises(CopyError, match="not empty"):
        await copy_database(str(source), pg_url)


def test_the_command_prints_a_summary_without_the_password(
    tmp_path: Path, pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "src.sqlite3"
    build_at(source, len(OLD))
    url = pg_url.replace("genial@", "genial:s3cret@")  # trust authentication ignores it
    assert main(["copy", str(source), url]) == 0
    out = capsys.readouterr().out
    assert "s3cret" not in out and "genial:***@" in out
    assert "records replayed on the destination: 1" in out and "check: OK" in out
    assert main(["copy", str(source), url]) == 2, "a second copy into it is refused"
