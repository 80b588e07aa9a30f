"""Every word in the player's language: no English in a German or Dutch message or image.

* No German or Dutch message equals its English one, but for ``SAME`` (a name, a cognate),
  each with its reason; a message of only numbers, marks and placeholders needs none.
* No German or Dutch message contains a common English word that German or Dutch never
  use (``ENGLISH``, less the words the language shares: Dutch "of", German "was"); text a
  player types stays aside (between backticks or single quotes, and option names such as
  ``rounds=3``).
* Every text drawn into an image of every edition in German or Dutch passes the same check
  (the drawings are recorded by ``render.layout.recording_text``).

That every message exists in all three languages with the same variables is
``tests/i18n/test_i18n_catalogues.py``.
"""

from __future__ import annotations

import random
import re
from functools import cache

import pytest
from fluent.syntax import FluentParser
from fluent.syntax.ast import Message, TextElement
from fluent.syntax.serializer import serialize_pattern
from fluent.syntax.visitor import Visitor

import genial
import i18n
import render
from genial.core.game import Game
from render import layout
from render.words import speaking

#: German or Dutch messages that may equal the English one, and why.
SAME: dict[str, str] = {
    "cmd-edition-3d": "the box's title, Einfach Genial 3D",
    "cmd-edition-3d-solo": "the box's title; solo is German and Dutch",
    "cmd-edition-spezial": "the box's title, Genial Spezial",
    "ui-play-board-title": "the bot's name, Genial, and the game's number",
    "alt-board": "the bot's name and the edition's name",
    "cmd-server-group": "server: a German and Dutch word (Discord's own)",
    "cmd-status": "status: a German and Dutch word",
    "cmd-league-info": "info: a German and Dutch word",
    "cmd-hand": "hand: German Hand, Dutch hand",
    "colour-orange": "orange: the German colour (Dutch says oranje)",
    "ui-computer-level-normal": "normal: the German word",
    "cmd-computer-choice-normal": "normal: the German word",
    "cmd-league-opt-name": "name: the German word Name, as an option",
    "cmd-league-opt-computer": "computer: a German and Dutch word",
    "cmd-league-opt-division": "Division: the German word",
    "ui-league-division-line": "Division: the German word",
    "err-spezial-option-chips-bad": "Option: German; 'chips' is the option as typed",
    "ui-clock-span-minutes": "min: the Dutch and German short form of minutes",
    "cmd-rating-group": "rating: the Dutch word for a player's rating",
    "img-rating-change": "rating: the Dutch word",
    "img-rating-col-rating": "Rating: the Dutch word",
    "ui-rating-changes": "Ratings: the Dutch word",
    "ui-computer-name": "computer: the Dutch word",
    "ui-computer-name-level": "computer: the Dutch word",
    "cmd-computer-opt-computers": "computers: the Dutch plural",
    "menu-joker-group": "Joker: a Dutch word, plural jokers",
    "img-hand-size": "hand: the Dutch word",
    "ui-games-lobby": "lobby: a Dutch word",
}

#: Common English words German and Dutch never use (as lowercase words).
_COMMON = """
a about after again already also and any are at away back bag be been before board but by
can card cards cell chain colour colours could dice did do does done down draw each every
everyone field filled first for from game games has have here hint his how if into is it its
just last league left level lost more move moves must my new next no nobody not nothing of
off on one only or other our out page pages place placed play played player players plays
please point points preview previous rack rated replay result right roll rolled rolls round
rounds row score scores season seat second share shared sheet should some stone stones than
that the their them then there these they this tile tiles to tower towers turn two up was
were what when where which while whole will with won would yes yet you your
"""
ENGLISH = frozenset(_COMMON.split())
#: English words the language has too (Dutch "of", German "was").
SHARED = {
    "de": {"all", "also", "an", "hat", "in", "was", "will", "so", "still", "man", "rot", "hand"},
    "nl": {"of", "is", "was", "won", "been", "over", "door", "hand", "score", "scores", "men"},
}
#: What a player types (kept in English or notation): `code`, 'quoted', name=value.
_TYPED = re.compile(r"`[^`]*`|'[^']*'|\S*[=_]\S*")
#: A whole word (not a cell like "A1"); a word of capitals is a code ("BY", "RGB").
_WORD = re.compile(r"(?<!\w)[^\W\d_]+(?!\w)")


def english_words(lang: str, text: str) -> list[str]:
    words = ENGLISH - SHARED[lang]
    found = _WORD.findall(_TYPED.sub(" ", text))
    return sorted({w.lower() for w in found if not w.isupper() and w.lower() in words})


class _Texts(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def visit_TextElement(self, node: TextElement) -> None:
        self.parts.append(node.value)


@cache
def messages(lang: str) -> dict[str, Message]:
    out = {}
    for source in i18n.catalogue_sources(lang).values():
        for entry in FluentParser().parse(source).body:
            if isinstance(entry, Message) and entry.value is not None:
                out[entry.id.name] = entry
    return out


def words_of(message: Message) -> str:
    """The message's own words, in every variant (placeholders left out)."""
    found = _Texts()
    found.visit(message)
    return " § ".join(found.parts)


def _has_words(message: Message) -> bool:
    return bool(re.search(r"[^\W\d_]{2,}", words_of(message)))


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_no_message_equals_its_english_one_but_names_and_cognates(lang: str) -> None:
    english, theirs = messages("en"), messages(lang)
    same = sorted(
        key
        for key, msg in english.items()
        if key in theirs
        and _has_words(msg)
        and serialize_pattern(msg.value) == serialize_pattern(theirs[key].value)  # type: ignore[arg-type]
        and key not in SAME
    )
    assert not same, f"{lang} says these as English does (translate them, or add a reason): {same}"


def test_every_allowed_message_is_still_the_same_somewhere() -> None:
    """A reason stays only while some language needs it."""
    english = messages("en")
    stale = [
        key
        for key in SAME
        if not any(
            key in messages(lang)
            and serialize_pattern(messages(lang)[key].value)  # type: ignore[arg-type]
            == serialize_pattern(english[key].value)  # type: ignore[arg-type]
            for lang in ("de", "nl")
        )
    ]
    assert not stale, f"no longer the same as English, drop from SAME: {stale}"


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_no_message_holds_an_english_word(lang: str) -> None:
    found = {
        key: words
        for key, msg in messages(lang).items()
        if (words := english_words(lang, words_of(msg)))
    }
    assert not found, f"English words in {lang}: {found}"


def test_the_word_check_finds_the_slips_of_the_issue() -> None:
    assert english_words("de", "(filled the whole sheet)") == ["filled", "sheet", "the", "whole"]
    assert english_words("nl", "Back") == ["back"]
    assert english_words("de", "Feld A1, Karte BY") == []
    assert english_words("de", "1 points") == ["points"]
    assert english_words("nl", "kies 'ruilen' of 'houden'") == []
    assert english_words("de", "Ergebnis `play RB` mit rounds=3") == []
    assert english_words("de", "Deine Uhren stehen still") == []


# ----- images ------------------------------------------------------------------------------------
EDITIONS = {"classic": 3, "travel": 2, "cards": 3, "dice": 3, "3d": 3, "3d-solo": 1, "spezial": 3}
NAMES = ["Jörg", "Anouk", "Chiara"]


@cache
def positions(edition: str) -> tuple[Game, Game]:
    """A game of ``edition`` in its middle and one played to its end."""
    out = []
    for moves in (12, 5000):
        game = genial.create(edition, EDITIONS[edition], seed=11)
        pick = random.Random(11)
        for _ in range(moves):
            if game.over:
                break
            game.apply(pick.choice(game.options_for_menu()[:2]).move)
        out.append(game)
    assert out[1].over
    return out[0], out[1]


def drawn_words(edition: str, lang: str) -> list[str]:
    middle, end = positions(edition)
    names = NAMES[: EDITIONS[edition]]
    seat = middle.current or 0
    after = middle.copy()
    outcome = after.apply(middle.options_for_menu()[0].move, seat)
    stamp = render.Preview(seat, names[seat], tuple(outcome.gains))
    ratings = {s: 12 - 5 * s for s in range(len(names))}
    texts = []
    with speaking(lang), layout.recording_text() as boxes:
        render.board_image(middle.public_view(), names=names, locale=lang)
        render.board_image(after.public_view(), names=names, preview=stamp, locale=lang)
        render.board_image(end.public_view(), names=names, locale=lang)
        render.standings_image(end.public_view(), names=names, ratings=ratings, locale=lang)
        render.hand_image(middle.private_view(seat), name=names[seat], locale=lang)
    texts = [b.text for b in boxes]
    assert texts, "nothing drawn"
    return texts


@pytest.mark.parametrize("lang", ["de", "nl"])
@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_every_image_speaks_the_reader_s_language(edition: str, lang: str) -> None:
    found = {t: w for t in drawn_words(edition, lang) if (w := english_words(lang, t))}
    assert not found, f"{edition} drawn in {lang} with English words: {found}"
