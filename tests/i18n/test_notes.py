"""Every note an engine writes beside a place ("filled the whole sheet", "result 32") is said
in the reader's language: in the final post's words and on the final images."""

from __future__ import annotations

import random
from functools import cache

import pytest

import genial
from app.text.gamewords import standings_words
from genial.core.game import Game
from i18n import notes

#: (edition, players, options): every way a game of the family ends, matches included.
ENDINGS = [
    ("classic", 2, None),
    ("travel", 2, None),
    ("3d", 3, None),
    ("3d-solo", 1, None),
    ("spezial", 2, None),
    ("cards", 3, None),
    ("cards", 2, {"rounds": 2}),
    ("dice", 3, None),
    ("dice", 2, {"games": 2}),
]
NAMES = ["Jörg", "Anouk", "Chiara"]


@cache
def finished(edition: str, players: int, options: tuple[tuple[str, int], ...], quit: bool) -> Game:
    """A game played to its end by good moves; ``quit``: the last seat resigns first."""
    game = genial.create(edition, players, seed=7, options=dict(options) or None)
    pick = random.Random(7)
    if quit and players > 2:
        game.resign(players - 1)
    for _ in range(5000):
        if game.over:
            break
        game.apply(pick.choice(game.options_for_menu()[:2]).move)
    assert game.over
    return game


def _notes(game: Game) -> list[str]:
    return [st.note for st in game.ranking() if st.note]


@pytest.mark.parametrize(("edition", "players", "options"), ENDINGS)
def test_every_engine_note_has_its_message(
    edition: str, players: int, options: dict | None
) -> None:
    opts = tuple(sorted((options or {}).items()))
    seen = _notes(finished(edition, players, opts, False)) + _notes(
        finished(edition, players, opts, True)
    )
    assert seen or edition in ("classic", "travel", "3d", "spezial"), "no note to check"
    unknown = [n for n in seen if not notes.known(n)]
    assert not unknown, f"{edition}: notes without a message in i18n/notes.py: {unknown}"


@pytest.mark.parametrize(("edition", "players", "options"), ENDINGS)
@pytest.mark.parametrize("lang", ["de", "nl"])
def test_the_final_post_says_the_notes_in_the_reader_s_language(
    edition: str, players: int, options: dict | None, lang: str
) -> None:
    game = finished(edition, players, tuple(sorted((options or {}).items())), True)
    lines = "\n".join(standings_words(game, NAMES[:players], lang))
    english = [n for n in _notes(game) if n in lines and notes.note(lang, n) != n]
    assert not english, f"{edition} in {lang}: {english} written in English:\n{lines}"


def test_notes_read_as_the_language_says_them() -> None:
    assert notes.note("de", "filled the whole sheet") == "Wertungsblatt voll"
    assert notes.note("nl", "result 32") == "resultaat 32"
    assert notes.note("de", "3 victory points, resigned") == "3 Siegpunkte, aufgegeben"
    assert notes.note("en", "1 victory points") == "1 victory point"
    assert notes.note("de", "something new") == "something new"  # kept, never dropped
    assert not notes.known("something new")
