"""The driver layer's pure parts: placeholders for PostgreSQL, URLs without passwords."""

from __future__ import annotations

import pytest

from data.backend import is_postgres_url, redact
from data.backend.sqltext import ordered, to_numbered


def test_question_marks_become_numbers_outside_literals_and_comments() -> None:
    sql = "SELECT '?', \"a?\" FROM t -- why?\nWHERE a = ? AND b::text = ? AND c = 'it''s ?'"
    text, names = to_numbered(sql)
    assert names is None
    assert text == (
        "SELECT '?', \"a?\" FROM t -- why?\nWHERE a = $1 AND b::text = $2 AND c = 'it''s ?'"
    )
    assert ordered(None, (1, 2)) == (1, 2)


def test_named_parameters_are_numbered_once_each() -> None:
    text, names = to_numbered("UPDATE g SET a = :now, b = :id WHERE c = :now AND d = '12:30'")
    assert text == "UPDATE g SET a = $1, b = $2 WHERE c = $1 AND d = '12:30'"
    assert names == ("now", "id")
    assert ordered(names, {"id": 7, "now": "t", "unused": 0}) == ("t", 7)
    with pytest.raises(KeyError):
        ordered(names, {"now": "t"})
    with pytest.raises(ValueError, match="mixes"):
        to_numbered("SELECT ? WHERE a = :b")
    with pytest.raises(ValueError):
        ordered(names, ("t", 7))


def test_urls_are_logged_without_their_password() -> None:
    assert is_postgres_url("postgresql://u:p@h/db") and is_postgres_url("postgres://h/db")
    assert not is_postgres_url("var/genial.sqlite3") and not is_postgres_url(":memory:")
    assert redact("postgresql://genial:s3cr:et@db.example:5432/genial") == (
        "postgresql://genial:***@db.example:5432/genial"
    )
    assert redact("postgresql://genial@127.0.0.1:5432/g") == "postgresql://genial@127.0.0.1:5432/g"
    assert redact("var/genial.sqlite3") == "var/genial.sqlite3"
