"""Per-cell scoring tables of the flat tile games (D-CL-4), kept up to date move by move.

Before a placement both of its cells are empty, so neither half's runs pass
through its partner: a half's points are simply what its colour would score
on that free cell from all six directions. We keep, for every free cell, those
six numbers (one per colour): a placement's points are then two look-ups.

Placing a tile changes the numbers only of the free cells from which a line of
covered cells leads to one of its two cells, so after each placement at most
twelve cells are recounted (``update``), never the whole board.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType

from ..core.boards import load
from ..core.colours import Colour
from ..core.hexgrid import DIRECTIONS, FORWARD, OFFSETS, Cell, Grid, hexagon

#: Points per colour (by index) that a symbol would score on a free cell.
Counts = tuple[int, ...]
Symbol = Callable[[Cell], Colour | None]


def count_cell(cell: Cell, symbol: Symbol) -> Counts:
    """Points each colour would score on free ``cell``: its matching runs in all six
    directions (D-CL-4; the partner direction is empty, so it adds nothing)."""
    out = [0, 0, 0, 0, 0, 0]
    q, r = cell
    for dq, dr in OFFSETS:
        n = (q + dq, r + dr)
        colour = symbol(n)
        if colour is None:
            continue
        length = 0
        while symbol(n) is colour:
            length += 1
            n = (n[0] + dq, n[1] + dr)
        out[colour.index] += length
    return tuple(out)


def count_all(free: Iterable[Cell], symbol: Symbol) -> dict[Cell, Counts]:
    """The table for every free cell, from scratch."""
    return {c: count_cell(c, symbol) for c in free}


def update(
    counts: dict[Cell, Counts], placed: Iterable[Cell], symbol: Symbol, free: Container[Cell]
) -> None:
    """Bring ``counts`` up to date after ``placed`` cells were covered (``symbol`` and
    ``free`` already show them covered): drop them, recount the free cells that see them."""
    placed = tuple(placed)
    for c in placed:
        counts.pop(c, None)
    todo: set[Cell] = set()
    for c in placed:
        for dq, dr in OFFSETS:
            n = (c[0] + dq, c[1] + dr)
            while symbol(n) is not None:
                n = (n[0] + dq, n[1] + dr)
            if n in free:
                todo.add(n)
    for n in todo:
        counts[n] = count_cell(n, symbol)


@dataclass(frozen=True)
class PairInfo:
    """A pair of neighbouring cells in canonical order and what ranking needs of it."""

    first: Cell
    second: Cell
    direction: str
    #: The notation after the tile letters, e.g. `` F7 r``.
    suffix: str
    #: Position of ``suffix`` among all pairs' suffixes sorted as text (notation order).
    rank: int


@dataclass(frozen=True)
class Layout:
    """A board area's grid and its pairs, built once per (board, player count)."""

    grid: Grid
    pairs: dict[tuple[Cell, Cell], PairInfo]
    #: ``pairs`` in ``rank`` order.
    by_rank: tuple[PairInfo, ...]
    printed: Mapping[Cell, Colour]
    #: The scoring table of the empty area (printed symbols only); copy before changing.
    counts: Mapping[Cell, Counts]

    def __deepcopy__(self, memo: dict[int, object]) -> Layout:
        # Never changed once built: game copies share it.
        return self


_FORWARD_OF: dict[Cell, str] = {DIRECTIONS[d]: d for d in FORWARD}


@cache
def layout(board_name: str, players: int) -> Layout:
    """The (immutable, shared) grid and pair table of a board for ``players``."""
    data = load(board_name)
    grid = Grid(frozenset(hexagon(data["areas"][str(players)])))
    raw = []
    for a, b in grid.pairs():
        d = _FORWARD_OF[(b[0] - a[0], b[1] - a[1])]
        raw.append((a, b, d, f" {grid.label(a)} {d}"))
    order = {s: i for i, s in enumerate(sorted(r[3] for r in raw))}
    pairs = {(a, b): PairInfo(a, b, d, s, order[s]) for a, b, d, s in raw}
    printed = {(p["cell"][0], p["cell"][1]): Colour.parse(p["colour"]) for p in data["printed"]}

    def symbol(c: Cell) -> Colour | None:
        return printed.get(c) if c in grid else None

    counts = count_all((c for c in grid if c not in printed), symbol)
    by_rank = tuple(sorted(pairs.values(), key=lambda p: p.rank))
    return Layout(grid, pairs, by_rank, MappingProxyType(printed), MappingProxyType(counts))
