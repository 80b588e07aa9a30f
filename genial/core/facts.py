"""Facts: what the engines say, as a message id with parameters, never as a sentence.

The engines stay free of any language. Whoever shows a fact to a person turns
it into text in that person's language (``i18n.fact(locale, f)``). A parameter
may itself be a fact (rendered in the same language) or a tuple of facts
(rendered and joined with commas).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

#: The shape of a message id: lowercase words joined by hyphens.
KEY = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)+$")


@dataclass(frozen=True)
class Fact:
    """A message id and its parameters (numbers, strings, or other facts)."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        """A language-free rendering for logs and the command-line tool."""
        if not self.params:
            return self.key
        inner = ", ".join(f"{k}={_plain(v)}" for k, v in self.params.items())
        return f"{self.key}({inner})"


def fact(key: str, /, **params: Any) -> Fact:
    """Shorthand: ``fact("move-pass")``."""
    return Fact(key, params)


#: Colour letter -> the message naming it (as in ``i18n.COLOUR_KEYS``).
COLOUR: Mapping[str, Fact] = {
    "R": Fact("colour-red"),
    "G": Fact("colour-green"),
    "B": Fact("colour-blue"),
    "O": Fact("colour-orange"),
    "Y": Fact("colour-yellow"),
    "P": Fact("colour-purple"),
}


def _plain(value: Any) -> str:
    if isinstance(value, tuple | list):
        return "[" + ", ".join(_plain(v) for v in value) + "]"
    return str(value)


def piece_fact(code: str, a: str, b: str) -> Fact:
    """A tile or card in a hand: ``RB (red/blue)`` or ``RR (double red)``, in any language."""
    if a == b:
        return Fact("hand-piece-double", {"code": code, "colour": COLOUR[a]})
    return Fact("hand-piece", {"code": code, "first": COLOUR[a], "second": COLOUR[b]})


def scores_fact(letters: tuple[str, ...], points: tuple[int, ...]) -> tuple[Fact, ...]:
    """One ``colour points`` fact per colour (``red 4, green 0, ...``), joined with commas."""
    return tuple(
        Fact("hand-score", {"colour": COLOUR[c], "points": n})
        for c, n in zip(letters, points, strict=True)
    )


def bonus_facts(line: Fact, bonus: int, was_bonus: bool, key: str = "move-genial") -> Fact:
    """A placement line with its bonus moves announced and marked as a bonus move itself."""
    if bonus:
        line = Fact(key, {"move": line, "bonus": bonus})
    if was_bonus:
        line = Fact("move-as-bonus", {"move": line})
    return line
