"""Typed moves in English, German and Dutch: colour words and word moves become the
notation (D-ALL-2), every word means one thing, and each edition plays a move typed that way."""

from __future__ import annotations

import re

import pytest

import i18n
from genial import NotationError, get
from genial.core.colours import Colour
from genial.core.vocabulary import COLOUR_WORDS, MOVE_WORDS, colour_letter, typed

CELL = re.compile(r"^[a-z]{1,2}\d{1,2}$")
DIRECTIONS = {"r", "l", "ur", "ul", "dr", "dl", "up-right", "up-left", "down-right", "down-left"}


def every_word() -> list[str]:
    return [w for ws in COLOUR_WORDS.values() for w in ws] + [
        w for ws in MOVE_WORDS.values() for w in ws
    ]


def test_every_word_means_exactly_one_thing() -> None:
    words = every_word()
    assert len(words) == len(set(words)), sorted(w for w in words if words.count(w) > 1)
    # A German or Dutch word is never an English move word, a colour letter, a direction or a cell.
    for w in words:
        assert w not in MOVE_WORDS and w.upper() not in COLOUR_WORDS
        assert w not in DIRECTIONS and not CELL.match(w)


@pytest.mark.parametrize("locale", i18n.LOCALES)
@pytest.mark.parametrize("letter", sorted(COLOUR_WORDS))
def test_each_language_s_colour_name_is_read_as_its_letter(locale: str, letter: str) -> None:
    """The name the bot writes for a colour is a name it reads back."""
    name = i18n.colour_name(locale, letter)
    assert colour_letter(name) == letter
    assert colour_letter(name.upper()) == letter
    assert Colour.parse(name) is Colour(letter)


@pytest.mark.parametrize(
    ("raw", "notation"),
    [
        ("rot blau F7 r", "RB F7 r"),
        ("Rood Blauw F7 r", "RB F7 r"),
        ("grün-gelb F7 F8", "GY F7 F8"),
        ("groen/paars F7 ur", "GP F7 ur"),
        ("RB F7 r", "RB F7 r"),
        ("tauschen", "swap"),
        ("ruilen", "swap"),
        ("behalten", "keep"),
        ("houden", "keep"),
        ("passen", "pass"),
        ("spielen rot blau blau", "play RB B"),
        ("spelen RB", "play RB"),
        ("würfeln", "roll"),
        ("gooien", "roll"),
        ("nachwürfeln", "reroll"),
        ("opnieuw", "reroll"),
        ("werten joker RR=blau", "score joker RR=B"),
        ("scoren", "score"),
        ("F7 up-right", "F7 up-right"),
        ("", ""),
    ],
)
def test_typed_words_become_the_notation(raw: str, notation: str) -> None:
    assert typed(raw) == notation


def test_without_pairs_each_colour_word_stays_a_letter() -> None:
    """Genial Spezial names one colour per bonus field (D-SPZ-3)."""
    assert typed("F7 G7 oranje lila", pairs=False) == "F7 G7 O P"


def test_a_word_is_translated_only_where_it_is_a_move() -> None:
    """'passen' later in a move is not the word move; unknown words are left for the parser."""
    assert typed("RB passen r") == "RB passen r"
    with pytest.raises(NotationError):
        get("classic").new(2, 1, {}).parse("rot blau F7 rechtsrum")


@pytest.mark.parametrize("edition", ["classic", "travel", "3d"])
def test_tile_editions_play_a_move_typed_with_colour_words(edition: str) -> None:
    """D-ALL-2: the same placement typed with letters or with German/Dutch colour words."""
    game = get(edition).new(2, 5, {})
    move = next(m for m in game.legal_moves() if getattr(m, "tile", None) is not None)
    code, rest = move.notation.split(" ", 1)
    words = {"de": ("rot", "grün", "blau", "orange", "gelb", "lila")}
    de = dict(zip("RGBOYP", words["de"], strict=True))
    nl = {k: i18n.colour_name("nl", k) for k in "RGBOYP"}
    assert game.parse(f"{de[code[0]]} {de[code[1]]} {rest}") == game.parse(move.notation)
    assert game.parse(f"{nl[code[0]]}-{nl[code[1]]} {rest}") == game.parse(move.notation)


def test_cards_and_dice_read_german_and_dutch_word_moves() -> None:
    cards = get("cards").new(2, 3, {})
    assert cards.parse("spielen rot blau") == cards.parse("play RB")
    assert cards.parse("ruilen") == cards.parse("swap")
    dice = get("dice").new(2, 3, {})
    assert dice.parse("würfeln") == dice.parse("roll")
    assert dice.parse("gooien") == dice.parse("roll")
    assert dice.parse("werten") == dice.parse("score")
