"""Settings from ``.env`` through python-dotenv, and their friendly validation."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bot import shards
from bot.settings import SettingsError, environment, load, read_env_file

TOKEN = {"DISCORD_TOKEN": "x"}


def env_file(tmp_path: Path, text: str, *, bom: bool = False) -> Path:
    path = tmp_path / ".env"
    path.write_bytes((b"\xef\xbb\xbf" if bom else b"") + text.encode())
    return path


def test_export_bom_inline_comments_and_quotes(tmp_path: Path) -> None:
    path = env_file(
        tmp_path,
        "export DISCORD_TOKEN=abc\n"
        "GENIAL_CACHE_MB=32   # smaller machine\n"
        "GENIAL_DEV_GUILD='123'\n"
        'GENIAL_LOG_LEVEL="debug"\n'
        "# a comment line\n"
        'GENIAL_DATABASE="var/with # hash.sqlite3"\n',
        bom=True,
    )
    values = read_env_file(path)
    assert values["DISCORD_TOKEN"] == "abc"  # no BOM in the first key, no "export "
    assert values["GENIAL_CACHE_MB"] == "32"
    assert values["GENIAL_DATABASE"] == "var/with # hash.sqlite3"
    settings = load(path, {})
    assert (settings.token, settings.cache_mb, settings.dev_guild) == ("abc", 32.0, 123)
    assert settings.log_level == "DEBUG"
    assert settings.database == Path.cwd() / "var/with # hash.sqlite3"


def test_the_environment_wins_over_the_file(tmp_path: Path) -> None:
    path = env_file(tmp_path, "DISCORD_TOKEN=file\nGENIAL_CACHE_MB=32\n")
    settings = load(path, {"DISCORD_TOKEN": "env"})
    assert (settings.token, settings.cache_mb) == ("env", 32.0)


def test_file_values_reach_os_environ_without_overriding_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """GENIAL_RENDER_MB is read from os.environ by the render processes: a value in
    ``.env`` must reach it, one set in the environment must stay."""
    path = env_file(tmp_path, "GENIAL_RENDER_MB=200\nGENIAL_CACHE_MB=32\n")
    monkeypatch.setenv("GENIAL_RENDER_MB", "1")  # so that the test's end restores it
    monkeypatch.delenv("GENIAL_RENDER_MB")
    monkeypatch.setenv("GENIAL_CACHE_MB", "16")
    merged = environment(path)
    assert os.environ["GENIAL_RENDER_MB"] == "200"
    assert os.environ["GENIAL_CACHE_MB"] == "16"
    assert merged["GENIAL_CACHE_MB"] == "16"
    from runtime.render_jobs import render_mb_from_env

    assert render_mb_from_env() == 200.0


def test_a_bad_log_level_gets_a_clear_message(tmp_path: Path) -> None:
    with pytest.raises(SettingsError, match=r"GENIAL_LOG_LEVEL='verbose'.*DEBUG") as info:
        load(tmp_path / "none", {**TOKEN, "GENIAL_LOG_LEVEL": "verbose"})
    assert "INFO" in str(info.value) and "WARNING" in str(info.value)
    assert load(tmp_path / "none", {**TOKEN, "GENIAL_LOG_LEVEL": "warning"}).log_level == "WARNING"


@pytest.mark.parametrize(
    "name",
    [
        "GENIAL_REMINDER_HOURS",
        "GENIAL_TURN_TIMEOUT_DAYS",
        "GENIAL_CACHE_MB",
        "GENIAL_COMPUTER_PAUSE",
        "GENIAL_ANALYSIS_SECONDS",
        "GENIAL_RENDER_MB",
        "GENIAL_RENDER_PROCESSES",
        "GENIAL_ANALYSIS_PROCESSES",
        "GENIAL_METRICS_PORT",
    ],
)
def test_negative_numbers_are_refused_naming_the_setting(tmp_path: Path, name: str) -> None:
    with pytest.raises(SettingsError, match=name):
        load(tmp_path / "none", {**TOKEN, name: "-1"})
    with pytest.raises(SettingsError, match=name):
        load(tmp_path / "none", {**TOKEN, name: "lots"})


def test_defaults_and_empty_values(tmp_path: Path) -> None:
    settings = load(tmp_path / "none", {**TOKEN, "GENIAL_CACHE_MB": "", "GENIAL_DEV_GUILD": ""})
    assert settings.cache_mb == 64.0 and settings.dev_guild is None
    assert (settings.render_processes, settings.render_mb) == (1, 160.0)
    assert settings.analysis_processes == 2
    assert (settings.reminder_hours, settings.timeout_days) == (24.0, 7.0)
    assert (settings.metrics_port, settings.metrics_host) == (0, "127.0.0.1")
    assert settings.shards == shards.ShardPlan() and settings.log_format == "text"
    assert load(tmp_path / "none", {**TOKEN, "GENIAL_TURN_TIMEOUT_DAYS": "0"}).timeout_days == 0


def test_missing_token_says_what_to_do(tmp_path: Path) -> None:
    with pytest.raises(SettingsError, match="No Discord bot token"):
        load(env_file(tmp_path, "DISCORD_TOKEN=\n"), {})


def test_secrets_stay_out_of_repr(tmp_path: Path) -> None:
    hook = "https://discord.com/api/webhooks/1/secret-part"
    settings = load(tmp_path / "none", {"DISCORD_TOKEN": "tok-123", "GENIAL_ERROR_WEBHOOK": hook})
    assert settings.error_webhook == hook
    assert "tok-123" not in repr(settings) and "secret-part" not in repr(settings)
    with pytest.raises(SettingsError, match="GENIAL_ERROR_WEBHOOK"):
        load(tmp_path / "none", {**TOKEN, "GENIAL_ERROR_WEBHOOK": "discord.com/x"})
    with pytest.raises(SettingsError, match="GENIAL_LOG_FORMAT"):
        load(tmp_path / "none", {**TOKEN, "GENIAL_LOG_FORMAT": "xml"})
