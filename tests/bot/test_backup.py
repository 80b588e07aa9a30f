"""``python -m bot backup`` / ``restore`` / ``verify`` on both backends: a backup taken,
the database changed, the backup restored: every row is back as it was, every record
replays, and the changes made after the backup are in the safety backup the restore
wrote first."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bot import backup, health
from bot.settings import Settings
from data import Database
from data.backup import COUNTED
from data.copy import TABLES
from tests.bot.played import fill, more_play, new_game

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(params=["sqlite", "postgres"])
def target(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "postgres":
        return str(request.getfixturevalue("pg_url"))
    return str(tmp_path / "var" / "genial.sqlite3")


def settings_for(target: str, home: Path) -> Settings:
    return Settings(
        token="",
        database=target if "://" in target else Path(target),
        dev_guild=None,
        log_level="INFO",
        reminder_hours=0,
        home=home,
        heartbeat_file=home / "var" / "heartbeat",
    )


async def rows(target: str) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table in key order (booleans as 0/1, as SQLite keeps them)."""
    out = {}
    async with await Database.open(target) as db:
        for table, key in (*TABLES, ("schema_version", ("version",))):
            found = await db.backend.fetch_all(f"SELECT * FROM {table} ORDER BY {', '.join(key)}")
            out[table] = [tuple(int(v) if isinstance(v, bool) else v for v in row) for row in found]
    return out


async def backed_up(target: str, home: Path) -> tuple[Settings, dict[str, Any], Path]:
    """A filled database backed up: its settings, its rows, the backup."""
    settings = settings_for(target, home)
    async with await Database.open(target) as db:
        await fill(db)
    return settings, await rows(target), await backup.backup(settings)


async def test_a_restored_backup_is_the_database_as_it_was(
    target: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    settings = settings_for(target, tmp_path)
    async with await Database.open(target) as db:
        made = await fill(db)
    before = await rows(target)
    assert len(before["games"]) == 3 and len(before["moves"]) > 40
    assert before["rating_games"], "the finished game was rated"

    saved = await backup.backup(settings)
    said = capsys.readouterr().out
    assert saved.parent == tmp_path / "var" / "backups" and saved.stat().st_size > 0
    assert f"backup written: {saved}" in said and "3 games (" in said

    async with await Database.open(target) as db:  # life goes on after the backup
        await more_play(db, made["active"], 2)
        await new_game(db, "cards")
    changed = await rows(target)
    assert changed != before

    with pytest.raises(backup.Refused, match="add --yes"):
        await backup.restore(settings, saved)
    assert await rows(target) == changed  # refused: nothing touched

    assert await backup.restore(settings, saved, replace=True) == 0
    said = capsys.readouterr().out
    assert await rows(target) == before
    assert "check: OK: every record replays (2 games)" in said
    [safety] = (tmp_path / "var" / "backups").glob("genial-before-restore-*")
    assert f"to undo: python -m bot restore {safety} --yes" in said

    # The safety backup holds what the restore replaced: restoring it undoes the restore.
    assert await backup.restore(settings, safety, replace=True) == 0
    assert await rows(target) == changed


async def test_verify_names_the_game_whose_record_does_not_replay(
    target: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    settings = settings_for(target, tmp_path)
    async with await Database.open(target) as db:
        made = await fill(db)
        async with db.backend.write() as conn:  # the move log says more than the record
            await conn.execute(
                "UPDATE games SET version = version + 1 WHERE id = ?", (made["active"],)
            )
    assert await backup.verify(settings) == 1
    said = capsys.readouterr().out
    assert f"game {made['active']}: " in said and "check: FAILED: 1 of 2 records" in said


async def test_a_restore_waits_for_the_bot_to_stop(tmp_path: Path) -> None:
    settings, _, saved = await backed_up(str(tmp_path / "var" / "genial.sqlite3"), tmp_path)
    running = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        health.write(settings.heartbeat_file, {"pid": running.pid, "healthy": True})
        with pytest.raises(backup.Refused, match=f"the bot is running \\(pid {running.pid}\\)"):
            await backup.restore(settings, saved, replace=True)
    finally:
        running.kill()
        running.wait()
    assert await backup.restore(settings, saved, replace=True) == 0  # its process is gone


async def test_a_backup_of_the_other_kind_or_a_damaged_one_is_refused(
    target: str, tmp_path: Path
) -> None:
    settings, before, saved = await backed_up(target, tmp_path)
    cut = tmp_path / f"cut{saved.suffix}"
    cut.write_bytes(saved.read_bytes()[: saved.stat().st_size // 2])
    with pytest.raises(backup.Refused, match="nothing restored"):
        await backup.restore(settings, cut, replace=True)
    assert await rows(target) == before  # as it was
    other = tmp_path / "other.bin"
    other.write_bytes(
        (b"PGDMP" if saved.suffix == ".sqlite3" else b"SQLite format 3\0") + b"x" * 64
    )
    with pytest.raises(backup.Refused, match="move house with python -m data copy"):
        await backup.restore(settings, other, replace=True)
    with pytest.raises(backup.Refused, match="exists already"):
        await backup.backup(settings, saved)


async def test_a_postgres_restore_clears_what_a_newer_schema_added(
    pg_url: str, tmp_path: Path
) -> None:
    settings, before, saved = await backed_up(pg_url, tmp_path)
    async with await Database.open(pg_url) as db, db.backend.write() as conn:
        await conn.execute("CREATE TABLE later_feature (id INTEGER PRIMARY KEY)")
        await conn.execute("INSERT INTO later_feature VALUES (1)")
        await conn.execute("INSERT INTO schema_version VALUES (999, 'later', 'now')")
    assert await backup.restore(settings, saved, replace=True) == 0
    assert await rows(pg_url) == before
    async with await Database.open(pg_url) as db:
        tables = await db.backend.fetch_all(
            "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
        )
    assert "later_feature" not in {r[0] for r in tables}


def test_the_commands_from_a_shell(tmp_path: Path) -> None:
    """The commands as an operator types them: exit 0, or 1 with one line."""
    env = {"PATH": "/usr/bin:/bin", "GENIAL_DATABASE": "var/genial.sqlite3"}

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "bot", *args],
            cwd=tmp_path,
            env={**env, "PYTHONPATH": str(ROOT)},
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )

    none = run("backup")
    assert none.returncode == 1 and none.stderr.count("\n") == 1, none.stderr
    assert "there is no database at" in none.stderr
    assert run("verify").returncode == 0  # opens (creates) an empty database
    made = run("backup", "var/backups/first.sqlite3")
    assert made.returncode == 0, made.stderr
    assert (tmp_path / "var" / "backups" / "first.sqlite3").is_file()
    again = run("restore", "var/backups/first.sqlite3")
    assert again.returncode == 0, again.stderr
    assert "check: OK: every record replays (0 games)" in again.stdout
    missing = run("restore", "nowhere.sqlite3")
    assert missing.returncode == 1 and "Traceback" not in missing.stderr
    assert missing.stderr.strip() == "genial-bot: there is no file nowhere.sqlite3"


def test_every_table_is_counted() -> None:
    assert set(COUNTED) == {t for t, _ in TABLES} | {"schema_version"}
