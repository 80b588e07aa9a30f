"""A word move is shown in the reader's words, and those words are read back as the same move."""

from __future__ import annotations

import random
import re
from functools import cache

import pytest

import genial
from genial.core.game import Game
from genial.core.vocabulary import typed
from i18n.notation import WORDS, shown

EDITIONS = {"classic": 2, "travel": 2, "cards": 2, "dice": 2, "3d": 2, "3d-solo": 1, "spezial": 2}
#: A notation that starts with a word (not a tile, a card or a cell).
WORD_MOVE = re.compile(r"^[a-z]+(?=\s|$)")


@cache
def word_moves(edition: str) -> dict[str, Game]:
    """Every word move met in a played game of ``edition`` -> a position where it is legal."""
    found: dict[str, Game] = {}
    game = genial.create(edition, EDITIONS[edition], seed=3)
    pick = random.Random(3)
    for _ in range(400):
        if game.over:
            break
        for move in game.legal_moves():
            if WORD_MOVE.match(move.notation):
                found.setdefault(move.notation, game.copy())
        game.apply(pick.choice(game.options_for_menu()[:3]).move)
    return found


@pytest.mark.parametrize("lang", ["de", "nl"])
@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_every_word_move_is_shown_in_words_the_parser_reads_back(edition: str, lang: str) -> None:
    for notation, game in word_moves(edition).items():
        word = WORD_MOVE.match(notation)
        assert word and word[0] in WORDS[lang], f"{edition}: no {lang} word for {word}"
        said = shown(lang, notation)
        assert said != notation, notation
        assert game.parse(typed(said)).notation == game.parse(notation).notation, said


def test_shown_keeps_placements_and_english() -> None:
    assert shown("de", "score joker RR=B") == "werten joker RR=B"
    assert shown("nl", "swap") == "ruilen"
    assert shown("de", "RB F7 r") == "RB F7 r"
    assert shown("en", "score") == "score"
    assert shown("nl-NL", "reroll") == "opnieuw"
    assert any(word_moves(e) for e in EDITIONS), "the games offer word moves"
