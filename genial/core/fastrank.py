"""Ranking every tile placement with integers only (D-ALL-10), for the tile games.

The menu order is: points after caps (D-ALL-8), then the tie-break (points in
the weakest colour(s) times ten plus bonuses earned), then notation. Each
candidate gets one integer sort key that encodes all of it::

    key = value * (orientations * pairs) + orientation term * pairs + pair term

where ``value = points << 14 | tie-break`` and the two terms are the reversed
positions of the tile letters and of the cell/direction suffix in text order
(a notation is ``letters + suffix``, the letters always two), so the greatest
key is the first menu entry and a key names its candidate. A value is a sum of
two per-colour numbers: halves of different colours score independently on
their tracks, and the two halves of a double add up before the cap. No object
is built for a candidate until it is shown: ``best`` builds one move, ``top``
``n`` options, ``ranked`` the options one by one as they are consumed.
"""

from __future__ import annotations

import heapq
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache, partial
from itertools import chain
from operator import add
from typing import Protocol

from .colours import Colour
from .hexgrid import DIRECTIONS, FORWARD, Cell, Grid
from .moves import Placement
from .tiles import Tile
from .tracks import Step, Track
from .values import Move, Option, first_of_each_group

#: (tile, colour on the first cell, colour on the second, their two letters)
Orientation = tuple[Tile, Colour, Colour, str]
#: Points per colour (by index) a half would score on a cell.
Counts = Sequence[int]
#: Points weigh more than any tie-break (at most 10 per point plus a few bonuses).
_POINTS = 1 << 14
#: ``top(n)`` up to this ``n`` takes each orientation's best ``n`` instead of every key.
_FEW = 16


def orientations(rack: Sequence[Tile]) -> list[Orientation]:
    """Each distinct rack tile both ways round (a double only once), in colour order."""
    return list(_orientations(tuple(rack)))


@lru_cache(maxsize=4096)  # bounded: racks are a few tiles of 21 kinds
def _orientations(rack: tuple[Tile, ...]) -> tuple[Orientation, ...]:
    out: list[Orientation] = []
    for t in sorted(set(rack), key=lambda t: (t.a.index, t.b.index)):
        out.append((t, t.a, t.b, t.a.letter + t.b.letter))
        if t.a != t.b:
            out.append((t, t.b, t.a, t.b.letter + t.a.letter))
    return tuple(out)


@dataclass(frozen=True)
class PairInfo:
    """A pair of neighbouring cells in canonical order and what ranking needs of it."""

    first: Cell
    second: Cell
    direction: str
    #: The notation after the tile letters, e.g. `` F7 r``.
    suffix: str
    #: Position of ``suffix`` among all the grid's pairs' suffixes sorted as text.
    rank: int


@dataclass(frozen=True)
class PairTable:
    """Every pair of a grid by cells and by text rank (immutable, shared)."""

    by_cells: dict[tuple[Cell, Cell], PairInfo]
    by_rank: tuple[PairInfo, ...]

    def __deepcopy__(self, memo: dict[int, object]) -> PairTable:
        return self


_FORWARD_OF: dict[Cell, str] = {DIRECTIONS[d]: d for d in FORWARD}


def pair_table(grid: Grid) -> PairTable:
    """The pairs of ``grid`` (``Grid.pairs`` order) with their notation suffix and rank."""
    return _pair_table(tuple(grid.pairs()), tuple((c, grid.label(c)) for c in grid))


@cache
def _pair_table(
    pairs: tuple[tuple[Cell, Cell], ...], labels: tuple[tuple[Cell, str], ...]
) -> PairTable:
    label = dict(labels)
    raw = []
    for a, b in pairs:
        d = _FORWARD_OF[(b[0] - a[0], b[1] - a[1])]
        raw.append((a, b, d, f" {label[a]} {d}"))
    order = {s: i for i, s in enumerate(sorted(r[3] for r in raw))}
    by_cells = {(a, b): PairInfo(a, b, d, s, order[s]) for a, b, d, s in raw}
    return PairTable(by_cells, tuple(sorted(by_cells.values(), key=lambda p: p.rank)))


class AnyTrack(Protocol):
    """A score track: ``genial.core.tracks.Track`` or an edition's own (e.g. 3D solo)."""

    @property
    def cap(self) -> int: ...

    @property
    def bonus_at(self) -> tuple[int, ...]: ...

    def advance(self, before: int, points: int) -> Step: ...


def gained_and_bonus(track: AnyTrack, before: int, points: int) -> tuple[int, int]:
    """What one scoring of ``points`` gains on a marker at ``before``, and its bonuses."""
    if isinstance(track, Track):  # inline: this runs for every colour and points value
        after = min(track.cap, before + points)
        crossed = sum(1 for b in track.bonus_at if before < b <= after)
        return after - before, min(crossed, 1) if track.bonus_once else crossed
    step = track.advance(before, points)
    return step.gained, step.bonus


def value_table(
    track: AnyTrack, own: Sequence[int], weak: set[int], tops: Sequence[int], scale: int
) -> list[list[int]]:
    """Per colour, ``scale`` times the value of scoring 0..``tops[i]`` points in it now
    (an empty row for a colour whose top is -1)."""
    out = []
    for i, before in enumerate(own):
        row = []
        for p in range(tops[i] + 1):
            gained, bonus = gained_and_bonus(track, before, p)
            row.append((gained * _POINTS + gained * 10 * (i in weak) + bonus) * scale)
        out.append(row)
    return out


class PlacementRanking(ABC):
    """The integer keys of every placement of the seat to act; subclasses build options."""

    def __init__(
        self,
        rack: Sequence[Tile],
        table: PairTable,
        cells: Sequence[tuple[Counts, Counts, PairInfo]],
        track: AnyTrack,
        own: Sequence[int],
        weak: set[int],
    ) -> None:
        """``cells``: per allowed pair, what each colour would score on its first
        cell, on its second, and the pair.

        On a ``Track`` the two halves of a double add up before the cap; on any
        other track (3D solo's double board) they score one after the other.
        """
        #: Orientations in text order of their letters (their key term is reversed).
        self.orients = sorted(orientations(rack), key=lambda o: o[3])
        self.by_rank = table.by_rank
        self.np = np_ = len(table.by_rank)
        no = len(self.orients)
        self.scale = no * np_
        firsts, seconds = [c[0] for c in cells], [c[1] for c in cells]
        pts = [np_ - 1 - c[2].rank for c in cells]
        # Per colour: every pair's points on its first cell, on its second (columns).
        col1 = list(zip(*firsts, strict=True)) if cells else [()] * 6
        col2 = list(zip(*seconds, strict=True)) if cells else [()] * 6
        # Per colour, the most points any half of that colour could score (-1: no such half).
        tops = [-1] * 6
        for _, first, second, _ in self.orients:
            i, j = first.index, second.index
            if cells:
                tops[i] = max(tops[i], max(col1[i]) + (max(col2[i]) if i == j else 0))
                tops[j] = max(tops[j], max(col2[j]))
        values = value_table(track, own, weak, tops, self.scale)
        # Per colour, per pair: the first half's value plus the pair term; the second's.
        on_first: dict[int, list[int]] = {}
        on_second: dict[int, list[int]] = {}
        #: Per orientation: every pair's key less the orientation term, and that term.
        self.parts: list[tuple[list[int], int]] = []
        for k, (_, first, second, _) in enumerate(self.orients):
            i, j, term = first.index, second.index, (no - 1 - k) * np_
            vi = values[i]
            if i == j and not isinstance(track, Track):
                seq = partial(self._in_turn, track, own[i], i in weak)
                base = list(map(add, map(seq, col1[i], col2[i]), pts))
            elif i == j:
                base = list(map(add, map(vi.__getitem__, map(add, col1[i], col2[i])), pts))
            else:
                if i not in on_first:
                    on_first[i] = list(map(add, map(vi.__getitem__, col1[i]), pts))
                if j not in on_second:
                    on_second[j] = list(map(values[j].__getitem__, col2[j]))
                base = list(map(add, on_first[i], on_second[j]))
            self.parts.append((base, term))

    @cached_property
    def keys(self) -> list[int]:
        """Every candidate's key (built only for ``top`` and ``ranked``)."""
        return [x + term for base, term in self.parts for x in base]

    def _in_turn(self, track: AnyTrack, before: int, weak: bool, p1: int, p2: int) -> int:
        """The scaled value of a double whose halves score one after the other."""
        g1, b1 = gained_and_bonus(track, before, p1)
        g2, b2 = gained_and_bonus(track, before + g1, p2)
        gained = g1 + g2
        bonus = min(b1 + b2, 1) if b1 + b2 else 0  # one bonus per marker (D-3D-6)
        return (gained * _POINTS + gained * 10 * weak + bonus) * self.scale

    def decode(self, key: int) -> tuple[Orientation, PairInfo]:
        """The orientation and pair a key stands for."""
        rest = key % self.scale
        orient = self.orients[len(self.orients) - 1 - rest // self.np]
        return orient, self.by_rank[self.np - 1 - rest % self.np]

    def move(self, key: int) -> Placement:
        """The placement a key stands for, in canonical notation."""
        (_, first, second, letters), pair = self.decode(key)
        return self.placement(letters + pair.suffix, first, second, pair.first, pair.direction)

    def placement(
        self, notation: str, first: Colour, second: Colour, cell: Cell, direction: str
    ) -> Placement:
        """The edition's placement type (override when it subclasses ``Placement``)."""
        return Placement(notation, first, second, cell, direction)

    @abstractmethod
    def option(self, key: int) -> Option:
        """The menu option a key stands for, exactly as the full menu lists it."""

    # ----- answers -------------------------------------------------------------------------
    def best(self) -> Placement | None:
        """The first menu entry's move, or None when there is no placement."""
        best = max((max(base) + term for base, term in self.parts if base), default=None)
        return None if best is None else self.move(best)

    def top(self, n: int) -> list[Option]:
        """The first ``n`` menu entries (a menu shows 25)."""
        if "keys" in self.__dict__ or n > _FEW:
            keys: Iterable[int] = self.keys
        else:  # a rollout's few: no list of every key (keys are distinct: same result)
            keys = chain.from_iterable(
                map(partial(add, term), heapq.nlargest(n, base)) for base, term in self.parts
            )
        return [self.option(k) for k in heapq.nlargest(n, keys)]

    def top_of_each_tile(self, n: int) -> list[Option]:
        """The menu entries that are among the first ``n`` of their tile, in menu order
        (the groups of a placement menu are its tiles: ``Option.group`` is the tile code)."""
        by_tile: dict[Tile, list[int]] = {}
        for (base, term), orient in zip(self.parts, self.orients, strict=True):
            best = by_tile.setdefault(orient[0], [])
            best.extend(x + term for x in heapq.nlargest(n, base))
        keys = [k for best in by_tile.values() for k in heapq.nlargest(n, best)]
        return [self.option(k) for k in sorted(keys, reverse=True)]

    def ranked(self) -> Iterator[Option]:
        """Every menu entry in order, each built when it is consumed."""
        for k in sorted(self.keys, reverse=True):
            yield self.option(k)


class RankedMenu(ABC):
    """The menu methods of ``Game`` for a game whose placements a ``PlacementRanking``
    ranks (mix in before ``Game``): the full menu, its top, the lazy list, the best move."""

    @abstractmethod
    def _ranking(self) -> PlacementRanking | list[Option]:
        """The placements' ranking, or the whole (short) menu when no placement is due."""

    def options_for_menu(self) -> list[Option]:
        return list(self.ranked_options())

    def ranked_options(self) -> Iterator[Option]:
        ranking = self._ranking()
        return iter(ranking) if isinstance(ranking, list) else ranking.ranked()

    def top_options(self, n: int = 25) -> list[Option]:
        ranking = self._ranking()
        return ranking[:n] if isinstance(ranking, list) else ranking.top(n)

    def menu_options(self, per_group: int = 25) -> list[Option]:
        ranking = self._ranking()
        if isinstance(ranking, list):
            return first_of_each_group(ranking, per_group)
        return ranking.top_of_each_tile(per_group)

    def best_move(self) -> Move | None:
        ranking = self._ranking()
        if isinstance(ranking, list):
            return ranking[0].move if ranking else None
        return ranking.best()
