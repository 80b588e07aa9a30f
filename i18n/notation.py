"""A move's notation as the reader types it: the word of a word move in their language.

The notation is the engines' (``score joker RR=B``, ``swap``, ``RB F7 r``: D-ALL-2); a German
or Dutch player reads and types the word of their own language (``werten joker RR=B``,
``ruilen``), which ``genial.core.vocabulary.typed`` reads back as the same move
(``tests/i18n/test_notation.py`` proves it for every word move of every edition). Tiles,
cells, directions and colour letters read the same in every language.
"""

from __future__ import annotations

from collections.abc import Mapping

import i18n

#: The notation's first word -> the word a German or Dutch player types for it.
WORDS: Mapping[str, Mapping[str, str]] = {
    "de": {
        "swap": "tauschen",
        "exchange": "tauschen",
        "keep": "behalten",
        "pass": "passen",
        "play": "spielen",
        "roll": "würfeln",
        "reroll": "nachwürfeln",
        "score": "werten",
    },
    "nl": {
        "swap": "ruilen",
        "exchange": "ruilen",
        "keep": "houden",
        "pass": "passen",
        "play": "spelen",
        "roll": "gooien",
        "reroll": "opnieuw",
        "score": "scoren",
    },
}


def shown(lang: str | None, notation: str) -> str:
    """``notation`` with its word move in ``lang`` (``score joker RR=B`` -> ``werten joker
    RR=B`` in German); a placement (``RB F7 r``) and English stay as they are."""
    first, space, rest = notation.partition(" ")
    word = WORDS.get(i18n.negotiate(lang), {}).get(first)
    return f"{word}{space}{rest}" if word else notation
