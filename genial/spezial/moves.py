"""Genial Spezial move types (D-ALL-2: ``F7 G7``, ``F7 G7 O``, ``pass``)."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.colours import Colour
from ..core.game import Move
from ..core.hexgrid import Cell


@dataclass(frozen=True)
class Stone(Move):
    """A stone on two adjacent fields (first in reading order) and one colour per bonus field."""

    cells: tuple[Cell, Cell] = ((0, 0), (0, 0))
    colours: tuple[Colour, ...] = ()

    @property
    def kind(self) -> str:
        return "place"

    @property
    def chance(self) -> bool:
        """Never a chance move: nothing random happens after set-up."""
        return False


@dataclass(frozen=True)
class Word(Move):
    """A word move (only ``pass``)."""

    @property
    def kind(self) -> str:
        return self.notation

    @property
    def chance(self) -> bool:
        return False
