"""Move types the editions share, and the tile games' notation (D-ALL-2).

* :class:`Word`: a one-word move (``pass``, ``keep``, ``swap``/``exchange``...),
  used by every edition that has such moves;
* :class:`Placement`: a two-symbol tile on two neighbouring cells, with
  :func:`placement` (its canonical form) and :func:`parse_tile_move` (reading
  ``RB F7 r``, ``RB F7 F8`` or a word), used by the classic, travel and 3D
  games.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from .colours import Colour
from .contract import shown
from .errors import IllegalMoveError, NotationError
from .hexgrid import DIRECTIONS, FORWARD, OPPOSITE, Cell, Grid, add, direction_between
from .hexgrid import parse_direction as _parse_direction
from .tiles import Tile
from .values import Move

_CELL_LABEL = re.compile(r"[A-Za-z]+[0-9]+")
_DIR_DASH = re.compile(r"\b(up|down)[-_](left|right)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Word(Move):
    """A word move (``pass``, ``keep``, ``swap``, ``exchange``...): its kind is the word."""

    @property
    def kind(self) -> str:
        return self.notation

    @property
    def chance(self) -> bool:
        """Not a chance move (a swap or exchange reshuffles, but its outcome shows no tile)."""
        return False


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
        """Not a chance move: the bot may preview it."""
        return False

    @property
    def other(self) -> Cell:
        """The cell of the second half."""
        return add(self.cell, DIRECTIONS[self.direction])

    @property
    def tile(self) -> Tile:
        return Tile.of(self.first, self.second)


def placement(grid: Grid, first: Colour, second: Colour, cell: Cell, direction: str) -> Placement:
    """The canonical placement: first half on the upper or left cell (D-ALL-2)."""
    if direction not in FORWARD:
        cell, direction = add(cell, DIRECTIONS[direction]), OPPOSITE[direction]
        first, second = second, first
    note = f"{first.letter}{second.letter} {grid.label_or_coords(cell)} {direction}"
    return Placement(note, first, second, cell, direction)


def parse_tile_move(
    text: str,
    grid: Grid,
    words: Mapping[str, str],
    *,
    also: str = "",
) -> Move:
    """Read ``RB F7 r`` (tile, cell of its first colour, direction of the second),
    ``RB F7 F8`` (two cells), or a word: ``words`` maps what may be typed (lower
    case) to the :class:`Word` it means.

    ``also`` names the other moves in the "not a move" message (e.g. ``"'keep'"``).
    ``up-right`` is one direction (a hyphen otherwise separates, as in
    ``F7-F8``); a third word shaped like a cell label is a cell, so an unknown
    one is reported as "no cell".

    Raises NotationError (or IllegalMoveError for two cells that do not touch);
    legality in the position is not checked here.
    """
    cleaned = _DIR_DASH.sub(r"\1\2", text)
    parts = cleaned.replace(",", " ").replace("-", " ").split()
    if len(parts) == 1 and parts[0].lower() in words:
        return Word(words[parts[0].lower()])
    if len(parts) != 3:
        raise NotationError(
            "err-core-not-move-write-tile",
            text=text.strip(),
            also=also or 0,
        )
    tile_txt, cell_txt, dir_txt = parts
    Tile.parse(tile_txt)  # a readable error for a malformed tile
    first, second = Colour.parse(tile_txt[0]), Colour.parse(tile_txt[1])
    cell = grid.cell(cell_txt)
    # An unknown label is reported as a missing cell, not as a bad direction.
    other = grid.cell(dir_txt) if _CELL_LABEL.fullmatch(dir_txt) else None
    if other is None:
        direction = _parse_direction(dir_txt)
    else:
        found = direction_between(cell, other)
        if found is None:
            raise IllegalMoveError(
                "err-core-and-are-not-neighbours",
                label=grid.label(cell),
                label2=grid.label(other),
                reason="not-adjacent",
            )
        direction = found
    return placement(grid, first, second, cell, direction)


def checked_placement(grid: Grid, move: Placement, colours: tuple[Colour, ...]) -> Placement:
    """The canonical form of a hand-built (well-typed) placement, or IllegalMoveError
    (reason ``parse``, as for any malformed hand-built move)."""
    if move.direction not in DIRECTIONS:
        raise IllegalMoveError(
            "err-core-not-a-direction",
            shown=shown(move.direction),
            reason="parse",
        )
    for c in (move.first, move.second):
        if c not in colours:
            raise IllegalMoveError("err-core-there-no-symbol-in", colour=c.fact, reason="parse")
    return placement(grid, move.first, move.second, move.cell, move.direction)
