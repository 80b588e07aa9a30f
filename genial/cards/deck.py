"""Symbol cards, the deck and the two piles (D-CRD-1, CRD-3, CRD-16/17, D-CRD-6)."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from ..core.boards import load
from ..core.colours import ORDER, Colour
from ..core.contract import permutation
from ..core.errors import NotationError
from ..core.rng import Rng


@dataclass(frozen=True)
class Card:
    """A card with two different symbols, stored in colour order (``RB``, never ``BR``)."""

    a: Colour
    b: Colour

    @classmethod
    def of(cls, x: Colour, y: Colour) -> Card:
        """The card showing ``x`` and ``y``; raises NotationError if they are equal."""
        if x == y:
            raise NotationError(
                "err-cards-there-no-card-every",
                letter=x.letter,
                letter2=x.letter,
            )
        return cls(x, y) if x.index < y.index else cls(y, x)

    @classmethod
    def parse(cls, text: str) -> Card:
        """A card from its two colour letters in any order and case (``rb``, ``BR``)."""
        t = text.strip().upper()
        if len(t) != 2:
            raise NotationError(
                "err-cards-not-card-write-its",
                strip=text.strip(),
            )
        return cls.of(Colour.parse(t[0]), Colour.parse(t[1]))

    @property
    def code(self) -> str:
        """``RB``: the two letters in colour order."""
        return self.a.letter + self.b.letter

    @property
    def colours(self) -> tuple[Colour, Colour]:
        return (self.a, self.b)

    def label(self) -> str:
        """'red/blue'."""
        return f"{self.a.label}/{self.b.label}"

    def shows(self, colour: Colour) -> bool:
        """Whether one of the card's symbols has this colour."""
        return colour is self.a or colour is self.b

    def __str__(self) -> str:
        return self.code


def full_deck(per_pair: int) -> list[Card]:
    """``per_pair`` cards of each of the 15 two-colour pairs, in colour order (D-CRD-1)."""
    return [Card(x, y) for x, y in combinations(ORDER, 2) for _ in range(per_pair)]


def _box(players: int) -> list[Card]:
    return full_deck(load("cards")["per_pair"])


def _code(card: Card) -> str:
    return card.code


#: The ``deck`` option's check: exactly the 60 cards of the box, in any order.
deck_check = permutation("deck", "card", Card.parse, _code, _box)


class Piles:
    """The face-down draw pile and discard pile (CRD-3).

    ``take`` draws from the front of the draw pile. When the draw pile's last
    card has been taken, the discard pile is shuffled (with the game's
    ``Rng``) to form the new draw pile (CRD-17, D-CRD-6); with both piles
    empty nobody draws.
    """

    def __init__(self, draw: list[Card]) -> None:
        self.draw = draw
        self.discard: list[Card] = []
        #: How many times the discard pile was reshuffled into a new draw pile.
        self.reshuffles = 0

    def take(self, n: int, rng: Rng) -> list[Card]:
        """Up to ``n`` cards (fewer only when both piles run out)."""
        got: list[Card] = []
        for _ in range(n):
            if not self.draw:
                self._reshuffle(rng)
            if not self.draw:
                break
            got.append(self.draw.pop(0))
            if not self.draw:
                self._reshuffle(rng)
        return got

    def throw(self, cards: list[Card]) -> None:
        """Put cards face down on the discard pile."""
        self.discard.extend(cards)

    def _reshuffle(self, rng: Rng) -> None:
        if self.discard:
            self.draw, self.discard = self.discard, []
            rng.shuffle(self.draw)
            self.reshuffles += 1
