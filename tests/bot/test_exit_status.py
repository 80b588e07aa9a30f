"""One exit status (78) for "fix your configuration", with a message and no traceback."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import discord
import pytest

from bot.__main__ import config_problem, serve
from bot.settings import EXIT_CONFIG, ROOT, Settings
from data import SchemaError
from tests.fakediscord import FakeDiscord


def run_bot(tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """``python -m bot`` from the project's root with only the given settings."""
    base = {k: v for k, v in os.environ.items() if not k.startswith(("GENIAL_", "DISCORD_"))}
    base.update(
        DISCORD_TOKEN="not-a-real-token",
        GENIAL_DATABASE=str(tmp_path / "genial.sqlite3"),
        GENIAL_HEARTBEAT_FILE=str(tmp_path / "heartbeat"),
        NOTIFY_SOCKET="",
    )
    base.update(env)
    return subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=ROOT,
        env=base,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


@pytest.mark.parametrize(
    ("env", "words"),
    [
        ({"GENIAL_LOG_LEVEL": "verbose"}, "GENIAL_LOG_LEVEL='verbose' is not a log level"),
        ({"DISCORD_TOKEN": ""}, "No Discord bot token found"),
        ({"GENIAL_CACHE_MB": "-5"}, "GENIAL_CACHE_MB='-5'"),
        ({"GENIAL_SHARDS": "2-1/4"}, "GENIAL_SHARDS"),
    ],
)
def test_bad_settings_stop_with_the_config_status(
    tmp_path: Path, env: dict[str, str], words: str
) -> None:
    done = run_bot(tmp_path, **env)
    assert done.returncode == EXIT_CONFIG, done.stderr
    assert words in done.stderr
    assert "Traceback" not in done.stderr


def test_a_database_newer_than_the_code_stops_before_discord(tmp_path: Path) -> None:
    path = tmp_path / "genial.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 9999")
    done = run_bot(tmp_path)  # the token is never tried: the database is checked first
    assert done.returncode == EXIT_CONFIG, done.stderr
    assert "newer version of the bot" in done.stderr
    assert "Traceback" not in done.stderr
    with sqlite3.connect(path) as conn:  # and nothing was changed
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 9999


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


def test_other_errors_are_not_config_problems() -> None:
    assert config_problem(RuntimeError("boom")) is None
    assert config_problem(SchemaError("newer")) is not None


def test_in_wait_mode_a_config_error_waits_to_be_stopped(tmp_path: Path) -> None:
    """compose.yaml's mode: no exit (so no restart loop) until the container is stopped."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GENIAL_", "DISCORD_"))}
    env.update(GENIAL_ON_CONFIG_ERROR="wait", DISCORD_TOKEN="x", GENIAL_LOG_LEVEL="loud")
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot"], cwd=ROOT, env=env, stderr=subprocess.PIPE, text=True
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
