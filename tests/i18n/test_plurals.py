"""Issue 26: a count of 1 is followed by the singular ("1 point", "1 Runde", "1 ronde").

Every catalogue message is rendered with each of its variables set to 1; a count of 1
followed by a plural noun fails. The nouns are those the catalogues count (German nouns whose plural equals
the singular, like "Spieler", need nothing)."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fast
from fluent.syntax.visitor import Visitor

import i18n

PLURAL = {
    "en": "points|rounds|games|players|days|hours|moves|tiles|skips|divisions",
    "de": "Punkte|Runden|Partien|Tage|Stunden|Züge|Steine|Divisionen",
    "nl": "punten|rondes|spellen|spelers|dagen|uren|zetten|stenen|divisies",
}
#: Messages only ever said of two or more players (a variant for larger tables).
NEVER_ONE = {"err-classic-sticks-out", "err-classic-sticks-out-beyond"}


class _Variables(Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: fast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


def _rendered(lang: str, value: int) -> list[tuple[str, str]]:
    out = []
    for source in i18n.catalogue_sources(lang).values():
        for entry in FluentParser().parse(source).body:
            if not isinstance(entry, fast.Message) or entry.value is None:
                continue
            if entry.id.name in NEVER_ONE:
                continue
            found = _Variables()
            found.visit(entry)
            params = dict.fromkeys(found.names, value)
            out.append((entry.id.name, i18n.text(lang, entry.id.name, **params)))
    return out


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_one_takes_the_singular(lang: str) -> None:
    one = re.compile(rf"(?<![\d.,/])1 ({PLURAL[lang]})\b")
    wrong = [(key, text) for key, text in _rendered(lang, 1) if one.search(text)]
    assert not wrong, wrong
    # With 2 the plural stays (the selectors' other variant).
    assert "2 Runden." in i18n.text(
        "de", "ui-league-started", season=1, league="L", count=3, rounds=2
    )


def test_examples_from_the_issue() -> None:
    assert "1 point" in i18n.text("en", "ui-league-err-points-big", text="x", max=1)
    assert "1 Runde." in i18n.text(
        "de", "ui-league-started", season=1, league="L", count=3, rounds=1
    )
    assert "1 ronde." in i18n.text(
        "nl", "ui-league-started", season=1, league="L", count=3, rounds=1
    )


def test_league_standings_count_their_points() -> None:
    """League points are fractions (a shared place); the line still says '1 point'."""
    from fractions import Fraction

    from app.league.standings import standings_words
    from community.league import Row

    rows = [
        Row(1, 7, Fraction(5, 2), Fraction(3), 0, 4, 2, 1),
        Row(2, 8, Fraction(1), Fraction(4, 3), 0, 3, 2, 1),
    ]
    en, de, nl = (standings_words(rows, {7: "Ann", 8: "Bo"}, lang) for lang in ("en", "de", "nl"))
    assert en[0].startswith("1. Ann: 2.5 points (opponents 3)")
    assert en[1].startswith("2. Bo: 1 point (opponents 1.33)")
    assert de[0].startswith("1. Ann: 2,5 Punkte") and de[1].startswith("2. Bo: 1 Punkt ")
    assert nl[0].startswith("1. Ann: 2,5 punten") and nl[1].startswith("2. Bo: 1 punt ")
