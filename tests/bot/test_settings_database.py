"""GENIAL_DATABASE and the home folder: a file path (SQLite) taken from the working
directory or GENIAL_HOME, or a postgresql:// URL, checked as far as it can be before
anything is opened and never shown with its password."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.settings import SettingsError, load

TOKEN = {"DISCORD_TOKEN": "x"}


def test_a_url_is_kept_as_given_and_shown_without_its_password(tmp_path: Path) -> None:
    url = "postgresql://genial:s3cret@db.example:5432/genial"
    settings = load(tmp_path / "none.env", {**TOKEN, "GENIAL_DATABASE": url})
    assert settings.database == url
    assert "s3cret" not in repr(settings) and "genial:***@db.example" in repr(settings)


def test_paths_are_taken_from_the_working_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    settings = load(None, {**TOKEN, "GENIAL_DATABASE": "var/x.db"})
    assert settings.database == tmp_path / "var" / "x.db"
    assert settings.heartbeat_file == tmp_path / "var" / "heartbeat"
    assert settings.home == tmp_path
    default = load(None, TOKEN)
    assert default.database == tmp_path / "var" / "genial.sqlite3"


def test_or_from_genial_home_with_its_env_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "srv"
    home.mkdir()
    (home / ".env").write_text("DISCORD_TOKEN=from-home\nGENIAL_HEARTBEAT_FILE=run/hb\n")
    monkeypatch.chdir(tmp_path)
    settings = load(None, {"GENIAL_HOME": str(home)})
    assert settings.token == "from-home" and settings.home == home
    assert settings.database == home / "var" / "genial.sqlite3"
    assert settings.heartbeat_file == home / "run" / "hb"
    with pytest.raises(SettingsError, match=r"GENIAL_HOME='.*nowhere' is not a folder"):
        load(None, {**TOKEN, "GENIAL_HOME": str(tmp_path / "nowhere")})


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ("mysql://u:pw@host/db", "neither a SQLite file nor a PostgreSQL URL"),
        ("postgresql://u:pa#ss@host/db", "percent-encoded"),
        ("postgresql://u:pw@host:port/db", "the port must be a number"),
        ("postgresql:///genial", "names no server"),
    ],
)
def test_a_url_that_does_not_parse_is_named(tmp_path: Path, value: str, words: str) -> None:
    with pytest.raises(SettingsError, match=words) as info:
        load(tmp_path / "none", {**TOKEN, "GENIAL_DATABASE": value})
    assert "GENIAL_DATABASE=" in str(info.value) and "pw" not in str(info.value)


def test_an_unusable_sqlite_path_is_named(tmp_path: Path) -> None:
    with pytest.raises(SettingsError, match="is a folder: name the SQLite file"):
        load(tmp_path / "none", {**TOKEN, "GENIAL_DATABASE": str(tmp_path)})
    (tmp_path / "plain").write_text("")
    with pytest.raises(SettingsError, match="plain is a file, not a folder"):
        load(tmp_path / "none", {**TOKEN, "GENIAL_DATABASE": str(tmp_path / "plain" / "g.db")})


def test_the_other_start_settings(tmp_path: Path) -> None:
    with pytest.raises(SettingsError, match="GENIAL_ON_CONFIG_ERROR='later'"):
        load(tmp_path / "none", {**TOKEN, "GENIAL_ON_CONFIG_ERROR": "later"})
    assert (
        load(tmp_path / "none", {**TOKEN, "GENIAL_ON_CONFIG_ERROR": "WAIT"}).on_config_error
        == "wait"
    )
    with pytest.raises(SettingsError, match="GENIAL_PG_BIN"):
        load(tmp_path / "none", {**TOKEN, "GENIAL_PG_BIN": str(tmp_path / "bin")})
    assert (
        load(tmp_path / "none", {"GENIAL_PG_BIN": str(tmp_path)}, need_token=False).pg_bin
        == tmp_path
    )
