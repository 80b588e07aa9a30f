"""The dice game's score sheet: rows, locked sections, best order of crosses.

A sheet is one row per colour, each row a run of cells split into sections
(left 1-3, middle 4-6, right 7 by default; the layout is data, D-DCE-2).
Crosses go left to right, so a row is just the number of its crossed cells.
A section opens once every row has at least one cross in the section before
it (DCE-14, DCE-15); crosses that cannot be placed are lost (DCE-16).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate


@dataclass(frozen=True)
class SheetLayout:
    """Section widths of one row, e.g. ``(3, 3, 1)``; every row has the same layout."""

    sections: tuple[int, ...]
    rows: int = 6

    @property
    def length(self) -> int:
        """Cells in one row (7 by default)."""
        return sum(self.sections)

    @property
    def total(self) -> int:
        """Cells on the whole sheet (42 by default, D-DCE-8)."""
        return self.length * self.rows

    @property
    def ends(self) -> tuple[int, ...]:
        """The last cell (1-based) of each section: ``(3, 6, 7)``."""
        return tuple(accumulate(self.sections))

    def section_of(self, cell: int) -> int:
        """The section (0-based) holding ``cell`` (1-based)."""
        for i, end in enumerate(self.ends):
            if cell <= end:
                return i
        raise ValueError(f"cell {cell} is off the row")

    def open_sections(self, rows: Sequence[int]) -> int:
        """How many sections, counted from the left, may be crossed now (DCE-14/15).

        Section ``i >= 1`` opens once every row has a cross in section ``i-1``,
        i.e. once the weakest row reaches that section's first cell.
        """
        low = min(rows)
        opened = 1
        starts = (0, *self.ends)
        while opened < len(self.sections) and low >= starts[opened - 1] + 1:
            opened += 1
        return opened

    def reach(self, rows: Sequence[int]) -> int:
        """The last cell any row may be crossed up to now."""
        return self.ends[self.open_sections(rows) - 1]

    def place(self, rows: Sequence[int], request: Sequence[int]) -> tuple[int, ...]:
        """The rows after placing as many of ``request`` crosses as possible (D-DCE-6).

        Crossing never closes a section, so placing every allowed cross until
        nothing more fits reaches the best order's result: any cross some
        other order could place is also allowed at this fixed point.
        """
        after = list(rows)
        left = list(request)
        moved = True
        while moved:
            moved = False
            reach = self.reach(after)
            for i, want in enumerate(left):
                n = min(want, reach - after[i])
                if n > 0:
                    after[i] += n
                    left[i] -= n
                    moved = True
        return tuple(after)

    def full(self, rows: Sequence[int]) -> bool:
        """Whether every cell is crossed (the game's end, DCE-18)."""
        return all(r >= self.length for r in rows)
