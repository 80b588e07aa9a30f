"""The Genial Spezial board: 247 fields, tower fields, bonus fields, chips (D-SPZ-1..5).

Everything here comes from the data file ``genial/boards/spezial.json``; this
module only reads it and derives what the game and the renderer need.

Landscape labels (D-ALL-2): the board is stored pointy-top (D-ALL-1), where
its two hexagons stand one above the other, and is drawn turned a quarter
counter-clockwise, so the upper hexagon ends up on the left and every row of
constant ``r`` becomes a column of flat-top cells. :func:`layout_xy` is that
drawing (the renderer uses it too) and the labels are read off it: column
letter A = leftmost column, number 1 = topmost cell of the column.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..core.boards import load
from ..core.colours import Colour
from ..core.hexgrid import Cell, Grid, hexagon, neighbours

_SQRT3 = math.sqrt(3.0)

DARK, GREY = "dark", "grey"


def layout_xy(cell: Cell) -> tuple[float, float]:
    """Centre of a cell in the landscape drawing, in units of the hex radius.

    Flat-top cells; the pointy-top picture turned a quarter counter-clockwise
    (x grows to the right, y grows downwards).
    """
    q, r = cell
    return 1.5 * r, -_SQRT3 * (q + r / 2)


class LandscapeGrid(Grid):
    """A :class:`Grid` whose labels follow the landscape drawing of :func:`layout_xy`.

    (``Grid(flat=True)`` numbers each column from low ``q``, which matches a
    mirrored drawing, not a quarter turn; see the module docstring.)
    """

    def __post_init__(self) -> None:
        super().__post_init__()
        cols: dict[float, list[Cell]] = {}
        for c in self.cells:
            cols.setdefault(round(layout_xy(c)[0], 6), []).append(c)
        self._labels = {}
        for i, x in enumerate(sorted(cols)):
            for j, c in enumerate(sorted(cols[x], key=lambda c: layout_xy(c)[1])):
                self._labels[c] = f"{chr(65 + i)}{j + 1}"
        self._by_label = {v: k for k, v in self._labels.items()}

    def order(self, c: Cell) -> tuple[float, float]:
        """Reading order of a cell: column (left to right), then top to bottom."""
        x, y = layout_xy(c)
        return (round(x, 6), y)


@dataclass(frozen=True)
class TowerField:
    """A printed tower field (SPZ-2, D-SPZ-2).

    ``kind`` is ``dark`` (dark-blue) or ``grey`` (grey-blue); ``digits`` are the
    player counts for which a large tower stands on it (SPZ-3).
    """

    cell: Cell
    kind: str
    digits: tuple[int, ...]

    def tower(self, players: int) -> str | None:
        """'large', 'small' or None (no tower) for this player count (SPZ-7, SPZ-8)."""
        if players in self.digits:
            return "large"
        return "small" if self.kind == GREY else None


@dataclass(frozen=True)
class Chip:
    """A number chip: a symbol colour and its light value; black = light + extra (D-SPZ-5)."""

    colour: Colour
    light: int
    black_extra: int = 1

    def value(self, black: bool) -> int:
        """The number shown on the side facing up."""
        return self.light + self.black_extra if black else self.light

    @property
    def code(self) -> str:
        """'G2': colour letter and light value."""
        return f"{self.colour.letter}{self.light}"


@dataclass(frozen=True)
class SpezialBoard:
    """The static board: cells, labels, printed fields, chip set, stones, track."""

    grid: LandscapeGrid
    fields: Mapping[Cell, TowerField]
    bonus: frozenset[Cell]
    chip_colours: tuple[Colour, ...]
    light_values: tuple[int, ...]
    black_extra: int
    removed: Mapping[int, tuple[int, ...]]
    stones: int
    cap: int
    #: Board neighbours of every cell (a tuple, for speed).
    adjacent: Mapping[Cell, tuple[Cell, ...]]

    def towers(self, players: int) -> dict[Cell, bool]:
        """The towers in play for ``players``: cell -> True if large (SPZ-7, D-SPZ-4)."""
        out = {}
        for c, f in self.fields.items():
            kind = f.tower(players)
            if kind is not None:
                out[c] = kind == "large"
        return out

    def chips(self, players: int) -> list[Chip]:
        """The chips used by ``players`` in a fixed order (SPZ-7, D-SPZ-5)."""
        out = []
        for colour in self.chip_colours:
            values = list(self.light_values)
            for v in self.removed.get(players, ()):
                values.remove(v)
            out += [Chip(colour, v, self.black_extra) for v in values]
        return out


@cache
def spezial_board() -> SpezialBoard:
    """The board of ``genial/boards/spezial.json`` (cached, read-only)."""
    return _build(load("spezial"))


def _build(data: Mapping[str, Any]) -> SpezialBoard:
    cells: set[Cell] = set()
    for h in data["hexagons"]:
        cells |= set(hexagon(int(h["radius"]), (int(h["centre"][0]), int(h["centre"][1]))))
    grid = LandscapeGrid(frozenset(cells))
    fields = {}
    for t in data["towers"]:
        c = (int(t["cell"][0]), int(t["cell"][1]))
        fields[c] = TowerField(c, str(t["kind"]), tuple(int(d) for d in t["digits"]))
    bonus = frozenset((int(b[0]), int(b[1])) for b in data["bonus"])
    chips = data["chips"]
    board = SpezialBoard(
        grid=grid,
        fields=fields,
        bonus=bonus,
        chip_colours=tuple(Colour.parse(c) for c in chips["colours"]),
        light_values=tuple(int(v) for v in chips["light"]),
        black_extra=int(chips["black_extra"]),
        removed={int(k): tuple(int(v) for v in vs) for k, vs in chips["removed"].items()},
        stones=int(data["stones"]),
        cap=int(data["track"]["cap"]),
        adjacent={c: tuple(n for n in neighbours(c) if n in cells) for c in cells},
    )
    _check(board)
    return board


def _check(board: SpezialBoard) -> None:
    """Refuse inconsistent data early (a data error, not a player error)."""
    cells = board.grid.cells
    for c in list(board.fields) + list(board.bonus):
        if c not in cells:
            raise ValueError(f"spezial.json: field {c} is off the board")
    if board.bonus & set(board.fields):
        raise ValueError("spezial.json: a tower field is also a bonus field (SPZ-4)")
    for players in (2, 3, 4):
        if len(board.towers(players)) != len(board.chips(players)):
            raise ValueError(f"spezial.json: towers and chips differ for {players} players")
