"""The line scoring shared by the tile games (D-CL-4, TRV-15..19, 3D-20)."""

from __future__ import annotations

from collections.abc import Callable

from .hexgrid import OFFSETS, Cell

#: What a cell shows from above: a colour key, or None for a free/off-board cell.
SymbolAt = Callable[[Cell], object | None]


def score_half(cell: Cell, colour: object, partner: Cell, symbol_at: SymbolAt) -> int:
    """Points for one symbol at ``cell``: matching unbroken runs in the five
    directions that do not point at ``partner`` (the other half of its tile).

    ``symbol_at`` must report the board *without* the new tile, or the new
    tile's cells must be excluded by the caller; the partner direction is
    skipped here in any case.
    """
    total = 0
    q, r = cell
    for dq, dr in OFFSETS:
        n = (q + dq, r + dr)
        if n == partner:
            continue
        while symbol_at(n) == colour:
            total += 1
            n = (n[0] + dq, n[1] + dr)
    return total
