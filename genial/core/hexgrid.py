"""Hex grid geometry: axial coordinates, directions, lines, labels (D-ALL-1/2).

Cells are ``(q, r)`` tuples. Pointy-top hexes, rows run left to right.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from .errors import NotationError

Cell = tuple[int, int]

#: Direction names of D-ALL-2 and their axial offsets (D-ALL-1).
DIRECTIONS: dict[str, Cell] = {
    "r": (1, 0),
    "l": (-1, 0),
    "ur": (1, -1),
    "ul": (0, -1),
    "dr": (0, 1),
    "dl": (-1, 1),
}
OFFSETS: tuple[Cell, ...] = tuple(DIRECTIONS.values())
#: The directions in which the second half may lie in canonical notation
#: (the first half is always the upper or left cell of the two).
FORWARD = ("r", "dl", "dr")
OPPOSITE = {"r": "l", "l": "r", "ur": "dl", "dl": "ur", "ul": "dr", "dr": "ul"}
_ALIASES = {
    "right": "r",
    "left": "l",
    "upright": "ur",
    "upleft": "ul",
    "downright": "dr",
    "downleft": "dl",
    "e": "r",
    "w": "l",
    "ne": "ur",
    "nw": "ul",
    "se": "dr",
    "sw": "dl",
}


def add(a: Cell, b: Cell) -> Cell:
    return (a[0] + b[0], a[1] + b[1])


def neighbours(c: Cell) -> Iterator[Cell]:
    """The six neighbours of a cell (on an unbounded grid)."""
    q, r = c
    for dq, dr in OFFSETS:
        yield (q + dq, r + dr)


def distance(a: Cell, b: Cell = (0, 0)) -> int:
    """Hex distance between two cells."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def hexagon(radius: int, centre: Cell = (0, 0)) -> list[Cell]:
    """All cells within ``radius`` of ``centre``, row by row."""
    cq, cr = centre
    out = []
    for r in range(-radius, radius + 1):
        for q in range(max(-radius, -r - radius), min(radius, -r + radius) + 1):
            out.append((cq + q, cr + r))
    return out


def direction_between(a: Cell, b: Cell) -> str | None:
    """The direction name from ``a`` to its neighbour ``b`` (None if not adjacent)."""
    d = (b[0] - a[0], b[1] - a[1])
    for name, off in DIRECTIONS.items():
        if off == d:
            return name
    return None


def parse_direction(text: str) -> str:
    """A direction name (``ul ur l r dl dr``, also ``left``, ``ne``...)."""
    t = text.strip().lower().replace("-", "").replace("_", "")
    t = _ALIASES.get(t, t)
    if t not in DIRECTIONS:
        raise NotationError(
            "err-core-not-direction-use-r",
            text=text,
        )
    return t


@dataclass
class Grid:
    """A set of cells with human labels: row letter from the top, number from the left.

    ``flat=True`` is for boards drawn turned a quarter (flat-top cells): then
    the letter is the column from the left and the number counts from the top
    (D-ALL-2).
    """

    cells: frozenset[Cell]
    flat: bool = False
    _labels: dict[Cell, str] = field(init=False, repr=False)
    _by_label: dict[str, Cell] = field(init=False, repr=False)
    _sorted: list[Cell] = field(init=False, repr=False)
    _pairs: list[tuple[Cell, Cell]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._labels = {}
        # Group into drawn rows (pointy-top) or drawn columns (flat-top).
        if self.flat:
            # Turned a quarter (counter-clockwise), a row of constant r becomes
            # a column: the top row becomes the leftmost column (low r first),
            # and the right end of a row becomes the top of its column, so
            # cells are numbered from high q down.
            cols: dict[int, list[Cell]] = {}
            for c in self.cells:
                cols.setdefault(c[1], []).append(c)
            for i, r in enumerate(sorted(cols)):
                for j, c in enumerate(sorted(cols[r], reverse=True)):
                    self._labels[c] = f"{_letters(i)}{j + 1}"
        else:
            rows: dict[int, list[Cell]] = {}
            for c in self.cells:
                rows.setdefault(c[1], []).append(c)
            for i, r in enumerate(sorted(rows)):
                for j, c in enumerate(sorted(rows[r])):
                    self._labels[c] = f"{_letters(i)}{j + 1}"
        self._by_label = {v: k for k, v in self._labels.items()}
        self._sorted = sorted(self.cells, key=lambda c: (c[1], c[0]))
        self._pairs = [
            (c, n)
            for c in self._sorted
            for n in (add(c, DIRECTIONS[d]) for d in FORWARD)
            if n in self.cells
        ]

    def __deepcopy__(self, memo: dict[int, object]) -> Grid:
        # A grid never changes once built: game copies (previews) share it.
        return self

    def __contains__(self, c: object) -> bool:
        return c in self.cells

    def __iter__(self) -> Iterator[Cell]:
        return iter(self._sorted)

    def __len__(self) -> int:
        return len(self.cells)

    def label(self, c: Cell) -> str:
        """The printed label of a cell, e.g. ``F7``."""
        return self._labels[c]

    def label_or_coords(self, c: Cell) -> str:
        """The label of a cell on this grid, ``(q,r)`` for one off it (in messages)."""
        return self._labels[c] if c in self.cells else f"({c[0]},{c[1]})"

    def cell(self, label: str) -> Cell:
        """The cell with this label (any case); raises NotationError."""
        key = label.strip().upper()
        if key not in self._by_label:
            raise NotationError("err-core-there-no-cell-on", strip=label.strip())
        return self._by_label[key]

    def neighbours(self, c: Cell) -> Iterator[Cell]:
        """Neighbours of ``c`` that are on this grid."""
        for n in neighbours(c):
            if n in self.cells:
                yield n

    def pairs(self) -> list[tuple[Cell, Cell]]:
        """Every unordered pair of adjacent cells, once (second half r, dl or dr)."""
        return self._pairs


def _letters(i: int) -> str:
    """0 -> A, 25 -> Z, 26 -> AA."""
    s = ""
    i += 1
    while i:
        i, rem = divmod(i - 1, 26)
        s = chr(65 + rem) + s
    return s
