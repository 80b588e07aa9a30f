"""Typed moves in English, German and Dutch: colour words and word moves as notation input.

The notation itself does not change (``RB F7 r``, ``swap``, ``score joker RR=B``);
:func:`typed` rewrites what a player typed in any of the three languages into it
before an edition's parser reads it: colour words become their letters
(``rot blau F7 r`` -> ``RB F7 r``; ``rood-blauw``; ``RR=blau`` -> ``RR=B``) and word
moves become the English word (``tauschen``/``ruilen`` -> ``swap``, ``würfeln``/
``gooien`` -> ``roll``...). This is data, not text for people: the engines stay
free of any language (D-ALL-2). Every word means exactly one thing
(``tests/genial/test_vocabulary.py`` proves it).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

#: Colour letter -> the words for it, in English, German and Dutch (lower case).
COLOUR_WORDS: Mapping[str, tuple[str, ...]] = {
    "R": ("red", "rot", "rood"),
    "G": ("green", "grün", "gruen", "groen"),
    "B": ("blue", "blau", "blauw"),
    "O": ("orange", "oranje"),  # 'orange' is English and German
    "Y": ("yellow", "gelb", "geel"),
    "P": ("purple", "lila", "violett", "paars"),
}

#: The notation's word -> the words for it in German and Dutch.
MOVE_WORDS: Mapping[str, tuple[str, ...]] = {
    "swap": ("tauschen", "ruilen", "wisselen"),  # every tile edition reads 'swap' as its exchange
    "keep": ("behalten", "houden"),
    "pass": ("passen",),  # the same word in German and Dutch
    "play": ("spielen", "spelen"),
    "roll": ("würfeln", "wuerfeln", "gooien", "werpen"),
    "reroll": ("nachwürfeln", "nachwuerfeln", "opnieuw"),
    "score": ("werten", "scoren"),
}

_COLOUR: dict[str, str] = {w: letter for letter, words in COLOUR_WORDS.items() for w in words}
_MOVE: dict[str, str] = {w: word for word, words in MOVE_WORDS.items() for w in words}
_JOINED = re.compile(r"[-/+]")


def colour_letter(word: str) -> str | None:
    """The colour letter a word names in any of the three languages ('grün' -> 'G'), else None."""
    return _COLOUR.get(word.strip().lower())


def typed(text: str, *, pairs: bool = True) -> str:
    """``text`` with colour words and word moves of any language turned into notation.

    With ``pairs`` (tiles and cards), two colour words in a row make one code
    (``rot blau`` -> ``RB``); without (Genial Spezial's bonus colours), each
    stays a letter of its own. Anything else is left exactly as typed.
    """
    out: list[str] = []
    waiting: str | None = None  # a lone colour letter that may pair with the next word
    for i, token in enumerate(text.split()):
        low = token.lower()
        if i == 0 and low in _MOVE:
            out.append(_MOVE[low])
            continue
        letters = _colours(low)
        if letters is None:
            if waiting:
                out.append(waiting)
                waiting = None
            out.append(_joker(token))
            continue
        if not pairs or len(letters) > 1:
            if waiting:
                out.append(waiting)
                waiting = None
            out.append(letters)
        elif waiting:
            out.append(waiting + letters)
            waiting = None
        else:
            waiting = letters
    if waiting:
        out.append(waiting)
    return " ".join(out) if out else text


def _colours(token: str) -> str | None:
    """'rot' -> 'R', 'rot-blau' / 'rood/blauw' -> 'RB'; None unless every part is a colour word."""
    parts = [p for p in _JOINED.split(token) if p]
    if not parts or len(parts) > 2:
        return None
    letters = [_COLOUR.get(p) for p in parts]
    if any(letter is None for letter in letters):
        return None
    return "".join(letter for letter in letters if letter)


def _joker(token: str) -> str:
    """A dice joker with colour words: 'RR=blau' -> 'RR=B' (the notation's letters stay)."""
    if "=" not in token:
        return token
    left, _, right = token.partition("=")
    return f"{left}={_COLOUR.get(right.lower(), right)}"
