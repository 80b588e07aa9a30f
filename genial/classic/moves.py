"""The moves of the flat tile games: a placement, or a word (swap, keep, pass)."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.colours import Colour
from ..core.game import Move
from ..core.hexgrid import DIRECTIONS, Cell, add
from ..core.tiles import Tile


@dataclass(frozen=True)
class Placement(Move):
    """Colour ``first`` on ``cell``, colour ``second`` on the neighbour in ``direction``."""

    first: Colour = Colour.RED
    second: Colour = Colour.RED
    cell: Cell = (0, 0)
    direction: str = "r"

    @property
    def kind(self) -> str:
        return "place"

    @property
    def other(self) -> Cell:
        return add(self.cell, DIRECTIONS[self.direction])

    @property
    def tile(self) -> Tile:
        return Tile.of(self.first, self.second)

    @property
    def chance(self) -> bool:
        """Not a chance move: the bot may preview it."""
        return False


@dataclass(frozen=True)
class Simple(Move):
    """A word move: ``swap``, ``keep`` or ``pass``."""

    @property
    def kind(self) -> str:
        return self.notation

    @property
    def chance(self) -> bool:
        """Not a chance move (a swap reshuffles, but its outcome shows no tile)."""
        return False
