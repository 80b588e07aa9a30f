"""One word for each thing: no German or Dutch message uses a word ``i18n/GLOSSARY.md`` rules
out for its language (a second word for the same thing, or an English one)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax.ast import Message
from fluent.syntax.serializer import serialize_pattern

import i18n

GLOSSARY = Path(i18n.__file__).with_name("GLOSSARY.md")
#: The glossary's columns of words ruled out, per language.
COLUMNS = {"de": "not in de", "nl": "not in nl"}


@cache
def table() -> list[dict[str, str]]:
    """The glossary's table: one dict per row, by column heading."""
    rows = [
        [cell.strip() for cell in line.strip().strip("|").split("|")]
        for line in GLOSSARY.read_text("utf-8").splitlines()
        if line.startswith("|") and not line.startswith("|---")
    ]
    head, body = rows[0], rows[1:]
    return [dict(zip(head, row, strict=True)) for row in body]


def ruled_out(lang: str) -> dict[str, str]:
    """Word ruled out -> the thing (the row's English) it is a wrong word for."""
    out = {}
    for row in table():
        for word in filter(None, (w.strip() for w in row[COLUMNS[lang]].split(","))):
            out[word] = row["English"]
    return out


def _pattern(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])", re.IGNORECASE)


@cache
def sources(lang: str) -> dict[str, str]:
    """Message id -> the Fluent source of its value (comments and variable names left out)."""
    out = {}
    for source in i18n.catalogue_sources(lang).values():
        for entry in FluentParser().parse(source).body:
            if isinstance(entry, Message) and entry.value is not None:
                # Variables ("{ $rating }") are names in code, not words of the language.
                out[entry.id.name] = re.sub(r"\$[\w-]+", "", serialize_pattern(entry.value))
    return out


def test_the_glossary_names_every_thing_in_three_languages() -> None:
    rows = table()
    assert len(rows) >= 40
    for row in rows:
        assert row["English"] and row["Deutsch"] and row["Nederlands"], row
    assert ruled_out("de")["Wertungsleiste"].startswith("score track")
    assert ruled_out("nl")["partij"].startswith("game")


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_no_message_uses_a_word_the_glossary_rules_out(lang: str) -> None:
    found = [
        f"{key}: {word!r} (for {thing}; the glossary's word: {row_word(thing, lang)}) in {text!r}"
        for word, thing in ruled_out(lang).items()
        for key, text in sources(lang).items()
        if _pattern(word).search(text)
    ]
    assert not found, "\n".join(found)


def row_word(thing: str, lang: str) -> str:
    column = {"de": "Deutsch", "nl": "Nederlands"}[lang]
    return next(row[column] for row in table() if row["English"] == thing)


def test_the_check_finds_a_second_word() -> None:
    assert _pattern("Brett").search("Das Brett nach deinem Zug")
    assert not _pattern("bord").search("het speelbord")
    assert not _pattern("Spiel #").search("Spielstein #3")
    assert _pattern("Spiel #").search("Wiederholung von Spiel #{ $game }")
