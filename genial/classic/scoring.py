"""Fast scoring of every free cell for the flat tile games (D-CL-4).

For each free cell and direction we store the colour of the neighbouring run
and its length once; a half's score is then a sum over five directions. This
turns ranking thousands of candidate placements into table look-ups.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..core.colours import Colour
from ..core.hexgrid import DIRECTIONS, Cell


class RunTable:
    """Runs of equal symbols seen from each free cell, per direction."""

    def __init__(self, free: Iterable[Cell], symbol: Callable[[Cell], Colour | None]) -> None:
        self.runs: dict[Cell, dict[str, tuple[Colour, int]]] = {}
        #: The same runs as (direction, colour index, length), for fast ranking.
        self._indexed: dict[Cell, list[tuple[str, int, int]]] = {}
        for cell in free:
            entry: dict[str, tuple[Colour, int]] = {}
            for name, (dq, dr) in DIRECTIONS.items():
                n = (cell[0] + dq, cell[1] + dr)
                colour = symbol(n)
                if colour is None:
                    continue
                length = 0
                while symbol(n) == colour:
                    length += 1
                    n = (n[0] + dq, n[1] + dr)
                entry[name] = (colour, length)
            self.runs[cell] = entry
            self._indexed[cell] = [(name, c.index, n) for name, (c, n) in entry.items()]

    def __deepcopy__(self, memo: dict[int, object]) -> RunTable:
        # Never changed once built (the game drops it when the board changes): copies share it.
        return self

    def colour_points(self, cell: Cell, partner_direction: str) -> list[int]:
        """Points each colour (by index) would score on ``cell``, its partner lying in
        ``partner_direction`` (D-CL-4: the five other directions)."""
        out = [0] * 6
        for name, index, length in self._indexed[cell]:
            if name != partner_direction:
                out[index] += length
        return out

    def score(self, cell: Cell, colour: Colour, partner_direction: str) -> int:
        """Points for ``colour`` placed on ``cell``, its partner lying in ``partner_direction``."""
        total = 0
        for name, (c, length) in self.runs[cell].items():
            if c == colour and name != partner_direction:
                total += length
        return total
