"""GENIAL_DATABASE: a file path (SQLite) or a postgresql:// URL, never shown with its password."""

from __future__ import annotations

from pathlib import Path

from bot.settings import ROOT, load


def test_a_url_is_kept_as_given_and_shown_without_its_password(tmp_path: Path) -> None:
    url = "postgresql://genial:s3cret@db.example:5432/genial"
    settings = load(tmp_path / "none.env", {"DISCORD_TOKEN": "x", "GENIAL_DATABASE": url})
    assert settings.database == url
    assert "s3cret" not in repr(settings) and "genial:***@db.example" in repr(settings)


def test_a_path_is_taken_from_the_project_root(tmp_path: Path) -> None:
    settings = load(tmp_path / "none.env", {"DISCORD_TOKEN": "x", "GENIAL_DATABASE": "var/x.db"})
    assert settings.database == ROOT / "var" / "x.db"
    default = load(tmp_path / "none.env", {"DISCORD_TOKEN": "x"})
    assert default.database == ROOT / "var" / "genial.sqlite3"
