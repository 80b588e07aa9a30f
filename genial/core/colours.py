"""The six symbol colours and their shapes (D-ALL-3)."""

from __future__ import annotations

from enum import Enum

from .errors import NotationError
from .facts import COLOUR, Fact
from .vocabulary import colour_letter


class Colour(Enum):
    """A symbol colour. The value is its one-letter notation."""

    RED = "R"
    GREEN = "G"
    BLUE = "B"
    ORANGE = "O"
    YELLOW = "Y"
    PURPLE = "P"

    #: Position in ``ORDER`` (0-5): a plain attribute set on each member below, since the
    #: computer's rollouts read it millions of times (a property with a dict look-up cost
    #: about 5% of an analysis).
    index: int
    _value_: str
    #: Members are singletons compared by identity: hash them as objects (C) instead of by
    #: name (Enum's Python-level ``__hash__``, another 4%). Nothing depends on the order of
    #: a set of colours: string hashes differ between processes too.
    __hash__ = object.__hash__

    @property
    def letter(self) -> str:
        return self._value_

    @property
    def label(self) -> str:
        """Lower-case English name, as shown to players."""
        return self.name.lower()

    @property
    def fact(self) -> Fact:
        """The colour's name, as a fact (``colour-red``...) for any language."""
        return COLOUR[self.value]

    @property
    def shape(self) -> str:
        """The shape that tells this colour apart without seeing colour."""
        return SHAPES[self]

    @classmethod
    def parse(cls, text: str) -> Colour:
        """A colour from its letter or name, in any case."""
        t = text.strip().lower()
        exact = _BY_NAME.get(t)  # a letter or a full name: one look-up
        if exact is not None:
            return exact
        letter = colour_letter(t)  # a colour word in German or Dutch
        if letter is not None:
            return cls(letter)
        for c in cls:
            if t in (c.value.lower(), c.label) or (len(t) >= 3 and c.label.startswith(t)):
                return c
        raise NotationError("err-core-not-a-colour", text=text)


ORDER: tuple[Colour, ...] = tuple(Colour)
SIX = ORDER
for _i, _c in enumerate(ORDER):
    _c.index = _i
_BY_NAME: dict[str, Colour] = {k: c for c in ORDER for k in (c.value.lower(), c.label)}
#: Genial Spezial's four symbol colours (D-ALL-3).
SPEZIAL_FOUR: tuple[Colour, ...] = (Colour.ORANGE, Colour.PURPLE, Colour.BLUE, Colour.GREEN)

SHAPES: dict[Colour, str] = {
    Colour.RED: "12-point star",
    Colour.GREEN: "circle",
    Colour.BLUE: "6-point star",
    Colour.ORANGE: "hexagon",
    Colour.YELLOW: "sun",
    Colour.PURPLE: "ring",
}
