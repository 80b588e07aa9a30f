"""Genial Spezial move types (D-ALL-2: ``F7 G7``, ``F7 G7 O``, ``pass``).

The word move (only ``pass`` here) is the shared :class:`~genial.core.moves.Word`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.colours import Colour
from ..core.hexgrid import Cell
from ..core.moves import Word
from ..core.values import Move

__all__ = ["Stone", "Word"]


@dataclass(frozen=True)
class Stone(Move):
    """A stone on two adjacent fields (first in reading order) and one colour per bonus field."""

    cells: tuple[Cell, Cell] = ((0, 0), (0, 0))
    colours: tuple[Colour, ...] = ()

    @property
    def kind(self) -> str:
        return "place"
