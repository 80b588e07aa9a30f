"""One exit status (78) for "fix your configuration": one line naming the setting and what
to do, no traceback; the database's refusals included (no such database or role, a
wrong password, a user that may not create tables, an unusable SQLite file)."""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import asyncpg
import discord
import pytest

from bot.__main__ import config_problem, serve
from bot.settings import EXIT_CONFIG, Settings
from data import SchemaError
from tests import pgserver
from tests.bot.botrun import clean_env
from tests.fakediscord import FakeDiscord

ROOT = Path(__file__).resolve().parents[2]


def run_bot(tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """``python -m bot`` from a folder of its own with only the given settings."""
    base = clean_env(
        DISCORD_TOKEN="not-a-real-token",
        GENIAL_DATABASE=str(tmp_path / "genial.sqlite3"),
        GENIAL_HEARTBEAT_FILE=str(tmp_path / "heartbeat"),
        PYTHONPATH=str(ROOT),
    )
    base.update(env)
    return subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=base,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def one_line(done: subprocess.CompletedProcess[str], *words: str) -> str:
    """The message of a configuration stop: the line, then the stop line; no traceback."""
    assert done.returncode == EXIT_CONFIG, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    message, stopped = done.stderr.strip().splitlines()[-2:]
    assert stopped == f"genial-bot: stopped (exit status {EXIT_CONFIG}: fix the configuration)."
    for word in words:
        assert word in message, message
    return message


@pytest.mark.parametrize(
    ("env", "words"),
    [
        ({"GENIAL_LOG_LEVEL": "verbose"}, "GENIAL_LOG_LEVEL='verbose' is not a log level"),
        ({"GENIAL_CACHE_MB": "-5"}, "GENIAL_CACHE_MB='-5'"),
        ({"GENIAL_SHARDS": "2-1/4"}, "GENIAL_SHARDS"),
        ({"GENIAL_DATABASE": "postgresql://u:p#w@db/x"}, ("GENIAL_DATABASE=", "percent-encoded")),
        ({"GENIAL_DATABASE": "sqlite:///var/x.db"}, "neither a SQLite file nor a PostgreSQL"),
        ({"GENIAL_DATABASE": "/"}, "GENIAL_DATABASE='/' is a folder"),
    ],
)
def test_bad_settings_stop_with_the_config_status(
    tmp_path: Path, env: dict[str, str], words: tuple[str, ...] | str
) -> None:
    one_line(run_bot(tmp_path, **env), *((words,) if isinstance(words, str) else words))


def test_no_token_names_the_folder_the_bot_reads(tmp_path: Path) -> None:
    done = run_bot(tmp_path, DISCORD_TOKEN="")
    assert done.returncode == EXIT_CONFIG and "No Discord bot token found" in done.stderr
    assert f"DISCORD_TOKEN=<your token> in {tmp_path / '.env'}" in done.stderr


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs a folder nobody may write")
def test_a_sqlite_file_that_cannot_be_made_is_named(tmp_path: Path) -> None:
    """/proc takes no new files, even from root (which any folder's mode would let in)."""
    message = one_line(run_bot(tmp_path, GENIAL_DATABASE="/proc/genial.sqlite3"))
    assert message.startswith("genial-bot: GENIAL_DATABASE=/proc/genial.sqlite3: the SQLite")
    assert "may write there" in message


def test_a_database_newer_than_the_code_stops_before_discord(tmp_path: Path) -> None:
    path = tmp_path / "genial.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 9999")
    done = run_bot(tmp_path)  # the token is never tried: the database is checked first
    one_line(done, "newer version of the bot")
    with sqlite3.connect(path) as conn:  # and nothing was changed
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 9999


async def _admin(server: pgserver.PgServer, *statements: str) -> None:
    conn = await asyncpg.connect(server.url())
    try:
        for statement in statements:
            await conn.execute(statement)
    finally:
        await conn.close()


def test_postgres_refusals_are_named(tmp_path: Path, pg_server: pgserver.PgServer) -> None:
    host = f"127.0.0.1:{pg_server.port}"
    missing = run_bot(tmp_path, GENIAL_DATABASE=f"postgresql://genial@{host}/not_made_yet")
    one_line(missing, f"PostgreSQL at {host} has no database 'not_made_yet'", "createdb")
    nobody = run_bot(tmp_path, GENIAL_DATABASE=f"postgresql://nobody@{host}/postgres")
    one_line(nobody, "refused user 'nobody'", 'role "nobody" does not exist', "createuser")
    asyncio.run(
        _admin(
            pg_server,
            "DROP DATABASE IF EXISTS guest_only",
            "DROP ROLE IF EXISTS guest",
            "CREATE ROLE guest LOGIN",
            "CREATE DATABASE guest_only",
        )
    )
    guest = run_bot(tmp_path, GENIAL_DATABASE=f"postgresql://guest@{host}/guest_only")
    one_line(guest, "user 'guest' may not create the bot's tables", "OWNER TO guest")


def test_a_wrong_password_is_named(tmp_path: Path, pg_server: pgserver.PgServer) -> None:
    """The suite's server trusts every local user; one database of it asks for passwords."""
    asyncio.run(
        _admin(
            pg_server,
            "DROP DATABASE IF EXISTS with_password",
            "DROP ROLE IF EXISTS keyed",
            "CREATE ROLE keyed LOGIN PASSWORD 'right'",
            "CREATE DATABASE with_password OWNER keyed",
        )
    )
    hba = pg_server.root / "data" / "pg_hba.conf"
    rules = hba.read_text()
    if "with_password" not in rules:
        hba.write_text("host with_password all 127.0.0.1/32 scram-sha-256\n" + rules)
        assert pg_server.process is not None
        pg_server.process.send_signal(signal.SIGHUP)  # reload: only that database changes
    url = f"postgresql://keyed:wrong@127.0.0.1:{pg_server.port}/with_password"
    for _ in range(50):  # until the reload took
        done = run_bot(tmp_path, GENIAL_DATABASE=url)
        if "refused the password" in done.stderr:
            break
    message = one_line(done, "refused the password of user 'keyed'")
    assert "wrong" not in message


async def test_a_refused_token_is_a_config_problem(tmp_path: Path) -> None:
    settings = Settings(
        token="wrong-token",
        database=tmp_path / "genial.sqlite3",
        dev_guild=None,
        log_level="INFO",
        reminder_hours=0,
    )
    settings = replace(settings, heartbeat_file=tmp_path / "heartbeat")
    async with FakeDiscord():
        with pytest.raises(discord.LoginFailure) as info:
            await serve(settings)
    message = config_problem(info.value)
    assert message is not None and "refused the token" in message
    assert "wrong-token" not in message
    assert not (tmp_path / "heartbeat").exists(), "the health file went with the bot"


def test_other_errors_are_not_config_problems() -> None:
    assert config_problem(RuntimeError("boom")) is None
    assert config_problem(SchemaError("newer")) is not None


def test_in_wait_mode_a_config_error_waits_to_be_stopped(tmp_path: Path) -> None:
    """compose.yaml's mode: no exit (so no restart loop) until the container is stopped."""
    env = clean_env(GENIAL_ON_CONFIG_ERROR="wait", DISCORD_TOKEN="x", GENIAL_LOG_LEVEL="loud")
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot"],
        cwd=ROOT,
        env=env,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stderr is not None
        assert "GENIAL_LOG_LEVEL='loud'" in proc.stderr.readline()
        assert "waiting to be stopped" in proc.stderr.readline()
        with pytest.raises(subprocess.TimeoutExpired):
            proc.wait(timeout=0.5)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=10) == EXIT_CONFIG
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert os.environ.get("GENIAL_ON_CONFIG_ERROR") is None
