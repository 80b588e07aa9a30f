"""The engines' notes on a standing, in the reader's language.

An engine writes a short English note beside some places (``genial.core.ranking.Standing.note``:
"filled the whole sheet", "result 32", "3 victory points, resigned"); the final post and the
final images say it with the messages below. A table of literals, so the catalogue test sees
every id; ``tests/i18n/test_notes.py`` checks that every note the engines write is listed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import i18n

#: A whole note -> (its message, the message's parameters).
FIXED: Mapping[str, tuple[str, Mapping[str, Any]]] = {
    "18 in every colour": ("img-note-every-colour", {"points": 18}),
    "27 in every colour": ("img-note-every-colour", {"points": 27}),
    "all six colours at 7+": ("img-note-all-six", {}),
    "filled the whole sheet": ("img-note-whole-sheet", {}),
    "resigned": ("img-resigned", {}),
}
#: A note with a number -> (its message, the parameter the number goes to).
NUMBERED: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"result (-?\d+)"), "img-result", "score"),
    (re.compile(r"(\d+) victory points?"), "img-victory-points", "count"),
)


def note(lang: str | None, text: str) -> str:
    """``text`` (an engine's note, parts joined by ", ") in ``lang``; a part no message
    says is kept as it is."""
    return ", ".join(_part(lang, part) for part in text.split(", ")) if text else ""


def known(text: str) -> bool:
    """Whether every part of the note ``text`` has its message."""
    return all(_message(part) is not None for part in text.split(", "))


def _part(lang: str | None, part: str) -> str:
    found = _message(part)
    if found is None:
        return part
    key, params = found
    return i18n.text(lang, key, **params)


def _message(part: str) -> tuple[str, Mapping[str, Any]] | None:
    if part in FIXED:
        return FIXED[part]
    for pattern, key, name in NUMBERED:
        match = pattern.fullmatch(part)
        if match:
            return key, {name: int(match[1])}
    return None
