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

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType

from ..core.boards import load
from ..core.colours import Colour
from ..core.fastrank import PairTable, pair_table
from ..core.hexgrid import OFFSETS, Cell, Grid, hexagon
from ..core.tracks import Track

#: Points per colour (by index) that a symbol would score on a free cell.
Counts = tuple[int, ...]
#: From a cell, the area's cells in each of the six directions, nearest first.
Rays = tuple[tuple[Cell, ...], ...]


def count_cell(rays: Rays, cover: Mapping[Cell, int]) -> Counts:
    """Points each colour would score on a free cell: its matching runs in all six
    directions (D-CL-4; the partner direction is empty, so it adds nothing).

    ``rays`` are the cell's rays, ``cover`` the colour index on each covered cell.
    """
    out = [0, 0, 0, 0, 0, 0]
    get = cover.get
    for ray in rays:
        if not ray:
            continue
        colour = get(ray[0])
        if colour is None:
            continue
        length = 0
        for n in ray:
            if get(n) != colour:
                break
            length += 1
        out[colour] += length
    return tuple(out)


def count_all(
    free: Iterable[Cell], rays: Mapping[Cell, Rays], cover: Mapping[Cell, int]
) -> dict[Cell, Counts]:
    """The table for every free cell, from scratch."""
    return {c: count_cell(rays[c], cover) for c in free}


def update(
    counts: dict[Cell, Counts],
    placed: Iterable[Cell],
    rays: Mapping[Cell, Rays],
    cover: Mapping[Cell, int],
) -> None:
    """Bring ``counts`` up to date after ``placed`` cells were covered (``cover``
    already shows them): drop them, recount the free cells that see them along a line."""
    placed = tuple(placed)
    for c in placed:
        counts.pop(c, None)
    todo: set[Cell] = set()
    for c in placed:
        for ray in rays[c]:
            for n in ray:
                if n not in cover:  # the first free cell past the covered ones in line
                    todo.add(n)
                    break
    for n in todo:
        counts[n] = count_cell(rays[n], cover)


class RunTable:
    """One half's points from the per-cell table (D-CL-4): every applied or replayed
    placement is scored through ``score`` (``ClassicGame.gains_of``)."""

    __slots__ = ("counts", "cover", "rays")

    def __init__(
        self, counts: Mapping[Cell, Counts], rays: Mapping[Cell, Rays], cover: Mapping[Cell, int]
    ) -> None:
        self.counts, self.rays, self.cover = counts, rays, cover

    def score(self, cell: Cell, colour: Colour, partner_direction: str) -> int:
        """Points for ``colour`` on free ``cell``, its partner (a free cell, so adding
        nothing) lying in ``partner_direction``."""
        counts = self.counts.get(cell) or count_cell(self.rays[cell], self.cover)
        return counts[colour.index]


@dataclass(frozen=True)
class Layout:
    """A board area's grid and its pairs, built once per (board, player count)."""

    grid: Grid
    #: The pairs of neighbouring cells with their notation suffix and text rank.
    pairs: PairTable
    printed: Mapping[Cell, Colour]
    #: The printed symbols inside the area by colour index (what covers cells before any tile).
    cover: Mapping[Cell, int]
    #: The scoring table of the empty area (printed symbols only); copy before changing.
    counts: Mapping[Cell, Counts]
    #: Pairs of neighbouring free cells in the empty area.
    free_pairs: int
    #: Each cell's neighbours inside the area.
    neighbours: Mapping[Cell, tuple[Cell, ...]]
    #: Each cell's rays inside the area (see ``count_cell``).
    rays: Mapping[Cell, Rays]

    #: Where it comes from: ``layout(*key)`` (a pickled game refers to the shared one).
    key: tuple[str, int]

    def __reduce__(self) -> tuple[Callable[[str, int], Layout], tuple[str, int]]:
        return layout, self.key

    def __deepcopy__(self, memo: dict[int, object]) -> Layout:
        # Never changed once built: game copies share it.
        return self


@cache
def layout(board_name: str, players: int) -> Layout:
    """The (immutable, shared) grid and pair table of a board for ``players``."""
    data = load(board_name)
    grid = Grid(frozenset(hexagon(data["areas"][str(players)])))
    printed = {(p["cell"][0], p["cell"][1]): Colour.parse(p["colour"]) for p in data["printed"]}

    cover = {c: v.index for c, v in printed.items() if c in grid}
    rays = {c: _rays(grid, c) for c in grid}
    counts = count_all((c for c in grid if c not in cover), rays, cover)
    free_pairs = sum(1 for a, b in grid.pairs() if a not in cover and b not in cover)
    return Layout(
        grid,
        pair_table(grid),
        MappingProxyType(printed),
        MappingProxyType(cover),
        MappingProxyType(counts),
        free_pairs,
        MappingProxyType({c: tuple(grid.neighbours(c)) for c in grid}),
        MappingProxyType(rays),
        (board_name, players),
    )


def _rays(grid: Grid, cell: Cell) -> Rays:
    out = []
    for dq, dr in OFFSETS:
        ray = []
        n = (cell[0] + dq, cell[1] + dr)
        while n in grid:
            ray.append(n)
            n = (n[0] + dq, n[1] + dr)
        out.append(tuple(ray))
    return tuple(out)


#: Gains per colour after the cap, losses to the cap, bonuses earned.
Gains = tuple[list[int], list[int], int]


def gains(
    track: Track, own: Sequence[int], first: Colour, p1: int, second: Colour, p2: int
) -> Gains:
    """Gains per colour after the cap, losses to the cap, bonuses earned (D-ALL-8, D-CL-5).

    Both halves of one colour add up before the cap, so a colour reaching 18
    earns one bonus however many of its symbols scored (TRV-14, TRV-21).
    """
    gained, lost = [0] * len(own), [0] * len(own)
    raw = dict.fromkeys((first.index, second.index), 0)
    raw[first.index] += p1
    raw[second.index] += p2
    bonus = 0
    for i, points in raw.items():
        if points:
            step = track.advance(own[i], points)
            gained[i], lost[i], bonus = step.gained, step.lost, bonus + step.bonus
    return gained, lost, bonus
