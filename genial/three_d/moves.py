"""3D moves and their notation (D-ALL-2).

A placement is written like the classic game's: ``RB F7 r`` = red on F7, blue
on its right-hand neighbour (``RB F7 F8`` is read too). The level is implied
by the board: a tile lands on top of whatever its two cells hold. Word moves:
``exchange`` (``swap`` is read as it), ``keep`` and ``pass``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.colours import Colour
from ..core.errors import IllegalMoveError, NotationError
from ..core.game import Move
from ..core.hexgrid import DIRECTIONS, FORWARD, OPPOSITE, Cell, Grid, add, direction_between
from ..core.hexgrid import parse_direction as _parse_direction
from ..core.tiles import Tile

EXCHANGE, KEEP, PASS = "exchange", "keep", "pass"
_WORDS = {"exchange": EXCHANGE, "swap": EXCHANGE, "keep": KEEP, "pass": PASS}


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
    def chance(self) -> bool:
        """Placements never involve chance (the bot may preview them)."""
        return False

    @property
    def other(self) -> Cell:
        """The cell of the second half."""
        return add(self.cell, DIRECTIONS[self.direction])

    @property
    def tile(self) -> Tile:
        return Tile.of(self.first, self.second)


@dataclass(frozen=True)
class Word(Move):
    """``exchange``, ``keep`` or ``pass``."""

    @property
    def kind(self) -> str:
        return self.notation

    @property
    def chance(self) -> bool:
        """An exchange draws from a bag whose order is already fixed: not a chance move."""
        return False


def placement(grid: Grid, first: Colour, second: Colour, cell: Cell, direction: str) -> Placement:
    """The canonical placement: first half on the upper or left cell (D-ALL-2)."""
    if direction not in FORWARD:
        cell, direction = add(cell, DIRECTIONS[direction]), OPPOSITE[direction]
        first, second = second, first
    label = grid.label(cell) if cell in grid else f"({cell[0]},{cell[1]})"
    return Placement(
        f"{first.letter}{second.letter} {label} {direction}", first, second, cell, direction
    )


def parse_move(text: str, grid: Grid) -> Move:
    """Read ``RB F7 r``, ``RB F7 F8``, ``exchange``, ``keep`` or ``pass``.

    Raises NotationError (or IllegalMoveError for two cells that do not touch);
    legality in the position is not checked here.
    """
    words = text.replace(",", " ").replace("-", " ").split()
    if len(words) == 1 and words[0].lower() in _WORDS:
        return Word(_WORDS[words[0].lower()])
    if len(words) != 3:
        raise NotationError(
            f"'{text.strip()}' is not a move. Write the tile, a cell and a direction, "
            "e.g. 'RB F7 r' (red on F7, blue to its right), or 'exchange' / 'keep'.",
        )
    tile_txt, cell_txt, dir_txt = words
    Tile.parse(tile_txt)  # a readable error for a malformed tile
    first, second = Colour.parse(tile_txt[0]), Colour.parse(tile_txt[1])
    cell = grid.cell(cell_txt)
    try:
        other = grid.cell(dir_txt)
    except NotationError:
        direction = _parse_direction(dir_txt)
    else:
        found = direction_between(cell, other)
        if found is None:
            raise IllegalMoveError(
                f"{grid.label(cell)} and {grid.label(other)} are not neighbours.",
                reason="not-adjacent",
            )
        direction = found
    return placement(grid, first, second, cell, direction)
