"""A count agrees with its noun in every language: "1 point", "2 points", "0 points";
"1 Punkt", "mit 2 Punkten"; "1 punt", "2 punten".

Every catalogue message is rendered with its counting variables (``COUNTS``) set to 0, 1 and
2 and its other variables to a word; a count of 1 followed by a plural noun fails, and so does
a count of 0 or 2 followed by a singular one. The nouns are those the catalogues count, with
their plural forms (German dative plurals too: "mit 2 Punkten"); nouns whose plural is their
singular ("Spieler", "uur", "keer") need no selector.
"""

from __future__ import annotations

import re
from functools import cache

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fast
from fluent.syntax.visitor import Visitor

import i18n

#: Singular | plural forms, per language ("bonus move" counts as one noun).
NOUNS = {
    "en": """point points|round rounds|game games|player players|day days|hour hours|move moves|
        tile tiles|skip skips|division divisions|card cards|stone stones|win wins|page pages|
        place places|field fields|tower towers|chain chains|computer computers|reroll rerolls|
        minute minutes|cross crosses|-colour colours|season seasons|table tables|die dice|
        chip chips|bonus move|bonus moves|bonus placement|bonus placements|victory point|
        victory points|time times|vacation day|vacation days""",
    "de": """Punkt Punkte Punkten|Runde Runden|Partie Partien|Tag Tage Tagen|Stunde Stunden|
        Zug Züge Zügen|Spielstein Spielsteine Spielsteinen|Stein Steine Steinen|Karte Karten|
        Division Divisionen|Seite Seiten|Sieg Siege Siegen|Feld Felder Feldern|Turm Türme Türmen|
        Kette Ketten|Bonuszug Bonuszüge Bonuszügen|Siegpunkt Siegpunkte Siegpunkten|
        Minute Minuten|Kreuz Kreuze Kreuzen|Farbe Farben|Saison Saisons|Liga Ligen|Stelle Stellen|
        Nachwurf Nachwürfe|Urlaubstag Urlaubstage Urlaubstagen|Wurf Würfe|Zahlenchip Zahlenchips""",
    "nl": """punt punten|ronde rondes|spel spellen|speler spelers|dag dagen|zet zetten|steen stenen|
        speelsteen speelstenen|kaart kaarten|divisie divisies|pagina pagina's|plek plekken|
        veld velden|toren torens|keten ketens|bonusbeurt bonusbeurten|overwinningspunt
        overwinningspunten|kruisje kruisjes|kleur kleuren|seizoen seizoenen|worp worpen|
        beurt beurten|dobbelsteen dobbelstenen|computer computers|minuut minuten|fiche fiches|
        vakantiedag vakantiedagen|overslag overslagen""",
}
#: A leading "-": only the plural is checked (the singular also qualifies a noun: "2 colour
#: letters"). The two-word nouns of English are written with their space.
_EN_TWO_WORDS = ("bonus", "victory", "vacation")
#: Variables that count something; every other variable is a name, a word or a list.
COUNTS = {
    "after", "away", "bag", "bonus", "computers", "count", "days", "dice", "discard", "divisions",
    "draw", "draws", "games", "high", "hours", "left", "len", "len2", "length", "limit", "losses",
    "lost", "low", "max", "max_games", "max_rolls", "max_rounds", "min", "minutes", "moves",
    "need", "owed", "pages", "per_player", "players", "points", "rolls", "rounds", "seated",
    "size", "skips", "stones", "supply", "total", "waiting", "wanted", "wins",
}  # fmt: skip
#: Words after a count that do not belong to a noun after them.
BETWEEN_NOT = ("einer", "deiner", "seiner", "ihrer", "of", "van", "von", "VP", "SP", "OP")
#: Messages never said of one: of two or more players (a variant for larger tables), of all
#: the tiles or cards in the box.
NEVER_ONE = {
    "err-classic-sticks-out",
    "err-classic-sticks-out-beyond",
    "err-core-option-must-hold-exactly",
}


def forms(lang: str) -> tuple[list[str], list[str]]:
    """(singulars, plurals) of ``lang``'s counted nouns."""
    singular: list[str] = []
    plural: list[str] = []
    for group in " ".join(NOUNS[lang].split()).split("|"):
        words = group.split()
        if lang == "en" and words[0] in _EN_TWO_WORDS:
            noun = " ".join(words)
            (plural if noun.endswith("s") else singular).append(noun)
            continue
        if not words[0].startswith("-"):
            singular.append(words[0])
        plural.extend(words[1:])
    return singular, plural


def _pattern(numbers: str, nouns: list[str]) -> re.Pattern[str]:
    # Not inside a bigger number, a date, a code ("G4"), a ratio ("1/7") or an ordinal ("1.").
    words = "|".join(sorted(map(re.escape, nouns), key=len, reverse=True))
    # One word may stand between ("1 more hour", "2 offene Partien"), not an article or a
    # pronoun ("2 einer Farbe", "1 deiner Ketten") and not an abbreviation ("1 VP").
    between = rf"(?:(?!(?:{'|'.join(BETWEEN_NOT)}) )[^\W\d]+ )?"
    return re.compile(rf"(?<![\w.,/:#×-])({numbers}) {between}({words})(?![\w'-])")


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: fast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


@cache
def variables(lang: str) -> dict[str, frozenset[str]]:
    out = {}
    for source in i18n.catalogue_sources(lang).values():
        for entry in FluentParser().parse(source).body:
            if isinstance(entry, fast.Message) and entry.value is not None:
                found = _Variables()
                found.visit(entry)
                out[entry.id.name] = frozenset(found.names)
    return out


def rendered(lang: str, n: int) -> list[tuple[str, str]]:
    """Every message of ``lang`` with its counts set to ``n`` and its other variables to 'X'."""
    return [
        (key, i18n.text(lang, key, **{v: n if v in COUNTS else "X" for v in names}))
        for key, names in variables(lang).items()
        if not (n == 1 and key in NEVER_ONE)
    ]


def disagreements(lang: str) -> list[str]:
    singular, plural = forms(lang)
    wrong = []
    for n, pattern in ((1, _pattern("1", plural)), (0, _pattern("0", singular))):
        for key, text in rendered(lang, n):
            wrong += [f"{key}: {m.group(0)!r} in {text!r}" for m in pattern.finditer(text)]
    for key, text in rendered(lang, 2):
        wrong += [
            f"{key}: {m.group(0)!r} in {text!r}" for m in _pattern("2", singular).finditer(text)
        ]
    return wrong


@pytest.mark.parametrize("lang", i18n.LOCALES)
def test_every_count_agrees_with_its_noun(lang: str) -> None:
    wrong = disagreements(lang)
    assert not wrong, "use a plural selector { $n -> [one] ... *[other] ... }:\n" + "\n".join(wrong)


def test_the_check_finds_a_count_without_a_selector() -> None:
    singular, plural = forms("de")
    assert "Punkten" in plural and "Punkt" in singular and "Spieler" not in plural
    assert _pattern("1", plural).search("gewinnt mit 1 Punkten!")
    assert _pattern("2", singular).search("noch 2 Bonuszug")
    assert not _pattern("1", plural).search("Feld G1 Punkte")  # a cell, not a count
    assert not _pattern("2", singular).search("Platz 2: 7 Punkte")
    en_singular, en_plural = forms("en")
    assert "bonus moves" in en_plural and "bonus move" in en_singular
    assert _pattern("1", en_plural).search("1 bonus moves")


def test_examples_from_the_issue() -> None:
    assert "1 point" in i18n.text("en", "ui-league-err-points-big", text="x", max=1)
    assert "1 Runde." in i18n.text(
        "de", "ui-league-started", season=1, league="L", count=3, rounds=1
    )
    assert "2 Runden." in i18n.text(
        "de", "ui-league-started", season=1, league="L", count=3, rounds=2
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
