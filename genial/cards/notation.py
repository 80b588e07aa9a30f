"""Moves of the card game and their canonical notation (D-ALL-2, D-CRD-4).

``play RB`` plays the red/blue card scoring red first; ``play RB B`` scores
blue first. Typing the letters in scoring order (``play BR``) means the same
as ``play RB B``; the word ``play`` may be left out. Other moves are single
words: ``exchange`` (alias ``swap``), ``keep`` and ``pass``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.colours import Colour
from ..core.errors import NotationError
from ..core.moves import Word
from ..core.values import Move
from .deck import Card

__all__ = ["EXCHANGE", "PLAY", "Play", "Word", "parse_move"]

PLAY, EXCHANGE = "play", "exchange"
#: Placeholder default (dataclass fields after ``notation`` need defaults).
_RG = Card(Colour.RED, Colour.GREEN)
_WORDS = {"exchange": "exchange", "swap": "exchange", "keep": "keep", "pass": "pass"}


@dataclass(frozen=True)
class Play(Move):
    """Play ``card``, scoring colour ``first`` before the other one (CRD-8)."""

    card: Card = _RG
    first: Colour = Colour.RED

    @classmethod
    def of(cls, card: Card, first: Colour | None = None) -> Play:
        """The canonical move: ``play RB``, or ``play RB B`` when blue is scored first."""
        first = card.a if first is None else first
        if not card.shows(first):
            raise NotationError(
                "err-cards-card-has-no-symbol",
                code=card.code,
                colour=first.fact,
                letter=card.a.letter,
                letter2=card.b.letter,
            )
        note = f"play {card.code}" if first == card.a else f"play {card.code} {first.letter}"
        return cls(note, card, first)

    @property
    def kind(self) -> str:
        return "play"

    @property
    def second(self) -> Colour:
        return self.card.b if self.first == self.card.a else self.card.a

    @property
    def order(self) -> tuple[Colour, Colour]:
        return (self.first, self.second)


def parse_move(text: str) -> Move:
    """Read a move; raises NotationError with an example when it cannot."""
    words = text.replace(",", " ").split()
    if words and words[0].lower() == "play":
        words = words[1:]
    if len(words) == 1 and words[0].lower() in _WORDS:
        return Word(_WORDS[words[0].lower()])
    if len(words) not in (1, 2):
        raise NotationError(
            "err-cards-not-move-write-card",
            strip=text.strip(),
        )
    card = Card.parse(words[0])
    first = Colour.parse(words[0].strip()[0])
    if len(words) == 2:
        first = Colour.parse(words[1])
    return Play.of(card, first)
