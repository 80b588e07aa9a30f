"""The 3D board: stacks of tiles on a hex grid, seen from above (D-3D-1..5).

Every cell has a height (0 = bare board). The six start stones are one-cell
pieces of level 1 (D-3D-2). A tile lies on two adjacent cells of equal height
``h`` and raises both to ``h + 1`` (D-3D-3); for ``h >= 1`` the two cells must
not be the two halves of one tile ("exact cover", 3D-12). Scoring looks at
the top symbol of every cell, whatever its level (D-3D-4, 3D-20).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.colours import Colour
from ..core.errors import IllegalMoveError
from ..core.facts import Fact, fact
from ..core.hexgrid import DIRECTIONS, Cell, Grid, direction_between


@dataclass(frozen=True)
class Piece:
    """A start stone (one cell, negative id) or a tile (two cells, id 1, 2, ...)."""

    id: int
    cells: tuple[Cell, ...]
    colours: tuple[Colour, ...]
    #: The level the piece lies on: 1 = on the board itself.
    level: int

    @property
    def start(self) -> bool:
        """Whether this is a start stone."""
        return self.id < 0


#: A run seen from a cell: (direction name, colour of the run, its length).
Run = tuple[str, Colour, int]
#: A cell's entry of the run table: its run per direction, run lengths per colour; the same
#: lengths as a list by colour index, and each direction's run as (colour index, length)
#: (for ``counts``, the menu's hot loop).
_Entry = tuple[
    dict[str, tuple[Colour, int]], dict[Colour, int], list[int], dict[str, tuple[int, int]]
]


class StackBoard:
    """Heights, top symbols and pieces of a 3D board; no players, no racks."""

    def __init__(self, grid: Grid, start: dict[Cell, Colour]) -> None:
        self.grid = grid
        self.start = dict(start)
        self.height: dict[Cell, int] = dict.fromkeys(grid, 0)
        self.top: dict[Cell, Colour] = {}
        self.top_id: dict[Cell, int] = {}
        self.pieces: dict[int, Piece] = {}
        for i, (cell, colour) in enumerate(self.start.items()):
            self._lay(Piece(-(i + 1), (cell,), (colour,), 1))
        #: Start stones with no tile on a neighbouring cell yet (D-3D-5).
        self.untouched: set[Cell] = {s for s in self.start if not self._touched(s)}
        self._pairs: list[tuple[Cell, Cell]] | None = None
        #: Runs seen from each cell, counted when first asked for; after a placement only
        #: the entries it changes are dropped (``_runs_after``).
        self._runs: dict[Cell, _Entry] | None = None

    def __deepcopy__(self, memo: dict[int, object]) -> StackBoard:
        # The grid never changes; share it (previews copy the game often).
        new = StackBoard.__new__(StackBoard)
        new.grid = self.grid
        new.start = self.start
        new.height = dict(self.height)
        new.top = dict(self.top)
        new.top_id = dict(self.top_id)
        new.pieces = dict(self.pieces)
        new.untouched = set(self.untouched)
        new._pairs = self._pairs
        new._runs = self._runs
        return new

    # ----- geometry ------------------------------------------------------------------
    def why_not(self, a: Cell, b: Cell) -> Fact | None:
        """Why a tile may not lie on ``a`` and ``b`` (D-3D-3), or None if it may.

        The reason is a fact naming cells by label.
        """
        if a not in self.grid or b not in self.grid:
            inside = [self.label(c) for c in (a, b) if c in self.grid]
            if inside:
                return fact("err-3d-off-board-from", cell=inside[0])
            return fact("err-3d-off-board")
        if direction_between(a, b) is None:
            return fact("err-3d-not-neighbours", first=self.label(a), second=self.label(b))
        ha, hb = self.height[a], self.height[b]
        if ha != hb:
            return fact(
                "err-3d-not-flat", first=self.label(a), second=self.label(b), low=ha, high=hb
            )
        if ha and self.top_id[a] == self.top_id[b]:
            return fact("err-3d-exactly-on-tile", first=self.label(a), second=self.label(b))
        return None

    def pairs(self) -> list[tuple[Cell, Cell]]:
        """Every pair of adjacent cells a tile may lie on now (D-3D-3), canonical order."""
        if self._pairs is None:
            h, tid = self.height, self.top_id
            self._pairs = [
                (a, b)
                for a, b in self.grid.pairs()
                if h[a] == h[b] and (h[a] == 0 or tid[a] != tid[b])
            ]
        return self._pairs

    def can_place(self) -> bool:
        """Whether any tile may lie anywhere now (``allowed_pairs()`` is not empty)."""
        if self.untouched or self._pairs is not None:
            return bool(self.allowed_pairs())
        h, tid = self.height, self.top_id
        return any(h[a] == h[b] and (h[a] == 0 or tid[a] != tid[b]) for a, b in self.grid.pairs())

    def allowed_pairs(self) -> list[tuple[Cell, Cell]]:
        """Legal pairs under the opening rule (D-3D-5) while it is in force.

        While a start stone is untouched, its six neighbours are bare board
        cells, so a pair next to it always exists: the rule never blocks play.
        """
        if not self.untouched:
            return self.pairs()
        return [p for p in self.pairs() if self.opens(*p)]

    def opens(self, a: Cell, b: Cell) -> bool:
        """Whether a tile on ``a``, ``b`` lies next to an untouched start stone (D-3D-5)."""
        return any(_adjacent(c, s) for s in self.untouched for c in (a, b))

    def level_at(self, a: Cell) -> int:
        """The level a tile lands on when placed on ``a`` (1 = the bare board)."""
        return self.height[a] + 1

    # ----- changing the board -----------------------------------------------------------
    def place(self, a: Cell, b: Cell, first: Colour, second: Colour) -> Piece:
        """Lay a tile (``first`` on ``a``); raises IllegalMoveError if it may not lie there.

        Only D-3D-3 is checked here; the opening rule and racks are the game's.
        """
        why = self.why_not(a, b)
        if why:
            raise IllegalMoveError(why, reason="stacking")
        tile_id = len(self.pieces) - len(self.start) + 1
        piece = Piece(tile_id, (a, b), (first, second), self.height[a] + 1)
        self._lay(piece)
        self.untouched = {s for s in self.untouched if not self._touched(s)}
        self._pairs = None
        self._runs = self._runs_after(a, b)
        return piece

    def _runs_after(self, *placed: Cell) -> dict[Cell, _Entry] | None:
        """The run table with only the entries the new tops at ``placed`` change dropped.

        A cell's entry reads, in each direction, its run and the first cell after it: a
        changed cell ``k`` steps away in that direction matters only if ``k`` is at most
        the run's length + 1. The table may be shared with copies of this board, so a
        new dict is returned (tests check it against a table rebuilt from scratch).
        """
        runs = self._runs
        if not runs:
            return None
        if len(runs) <= _FEW:  # replaying asks two cells a placement: check those entries
            return {c: e for c, e in runs.items() if not _reached(c, e[0], placed)}
        kept = dict(runs)
        for x in placed:
            for name, (dq, dr) in DIRECTIONS.items():
                c = (x[0] - dq, x[1] - dr)
                k = 1
                while c in self.height:
                    entry = kept.get(c)
                    if entry is not None:
                        run = entry[0].get(name)
                        if k <= (run[1] if run else 0) + 1:
                            del kept[c]
                    c = (c[0] - dq, c[1] - dr)
                    k += 1
        return kept

    def _lay(self, piece: Piece) -> None:
        self.pieces[piece.id] = piece
        for c, colour in zip(piece.cells, piece.colours, strict=True):
            self.height[c] = piece.level
            self.top[c] = colour
            self.top_id[c] = piece.id

    def _touched(self, s: Cell) -> bool:
        """A start stone is touched once any neighbouring cell holds a tile (seen from above)."""
        return any(self.height[n] > 0 for n in self.grid.neighbours(s))

    # ----- scoring -------------------------------------------------------------------------
    def runs(self, cell: Cell) -> list[Run]:
        """The runs of equal top symbols starting next to ``cell``, per direction (3D-20)."""
        return [(d, c, n) for d, (c, n) in self._entry(cell)[0].items()]

    def _entry(self, cell: Cell) -> _Entry:
        """The runs seen from one cell, counted when first asked for (replaying a
        game scores two cells per placement, a menu every cell)."""
        runs = self._runs
        if runs is None:
            runs = self._runs = {}
        entry = runs.get(cell)
        if entry is None:
            entry = runs[cell] = self._runs_from(cell)
        return entry

    def counts(self, cell: Cell, partner_direction: str) -> list[int]:
        """``score`` for every colour (by index) at once (read only: may be shared)."""
        entry = self._entry(cell)
        partner = entry[3].get(partner_direction)
        if partner is None:
            return entry[2]
        out = entry[2].copy()
        out[partner[0]] -= partner[1]
        return out

    def _runs_from(self, cell: Cell) -> _Entry:
        per_dir: dict[str, tuple[Colour, int]] = {}
        totals: dict[Colour, int] = {}
        top = self.top
        for name, (dq, dr) in DIRECTIONS.items():
            n = (cell[0] + dq, cell[1] + dr)
            colour = top.get(n)
            if colour is None:
                continue
            length = 0
            while top.get(n) == colour:
                length += 1
                n = (n[0] + dq, n[1] + dr)
            per_dir[name] = (colour, length)
            totals[colour] = totals.get(colour, 0) + length
        vec = [0, 0, 0, 0, 0, 0]
        for colour, total in totals.items():
            vec[colour.index] = total
        by_dir = {name: (c.index, k) for name, (c, k) in per_dir.items()}
        return per_dir, totals, vec, by_dir

    def score(self, cell: Cell, colour: Colour, partner_direction: str) -> int:
        """Points for ``colour`` placed on ``cell``, its partner in ``partner_direction``.

        Counts unbroken runs of ``colour`` in the five other directions over
        the top view (D-3D-4); the new tile's own cells are never on those
        lines, so the board before placing is the right one to look at (3D-22).
        """
        per_dir, totals, _, _ = self._entry(cell)
        total = totals.get(colour, 0)
        if total:
            partner = per_dir.get(partner_direction)
            if partner is not None and partner[0] == colour:
                total -= partner[1]
        return total

    def label(self, c: Cell) -> str:
        """A cell's label; off-board cells get their coordinates."""
        return self.grid.label_or_coords(c)


#: Up to this many entries the table is checked entry by entry, not line by line.
_FEW = 16
_NAMES = {step: name for name, step in DIRECTIONS.items()}


def _reached(c: Cell, per_dir: dict[str, tuple[Colour, int]], placed: tuple[Cell, ...]) -> bool:
    """Whether a new top at one of ``placed`` changes the runs seen from ``c``."""
    for x in placed:
        dq, dr = x[0] - c[0], x[1] - c[1]
        k = max(abs(dq), abs(dr))
        if not k or not (dq == 0 or dr == 0 or dq == -dr):
            continue
        run = per_dir.get(_NAMES[(dq // k, dr // k)])
        if k <= (run[1] if run else 0) + 1:
            return True
    return False


def _adjacent(a: Cell, b: Cell) -> bool:
    return abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1 and (a[0] - b[0]) != (a[1] - b[1])
