"""3D moves and their notation (D-ALL-2).

A placement is written like the classic game's: ``RB F7 r`` = red on F7, blue
on its right-hand neighbour (``RB F7 F8`` is read too). The level is implied
by the board: a tile lands on top of whatever its two cells hold. Word moves:
``exchange`` (``swap`` is read as it), ``keep`` and ``pass``. The move types
and the parser are the tile games' shared ones (``genial.core.moves``).
"""

from __future__ import annotations

from ..core.hexgrid import Grid
from ..core.moves import Placement, Word, parse_tile_move, placement
from ..core.values import Move

__all__ = ["EXCHANGE", "KEEP", "PASS", "Placement", "Word", "parse_move", "placement"]

EXCHANGE, KEEP, PASS = "exchange", "keep", "pass"
_WORDS = {"exchange": EXCHANGE, "swap": EXCHANGE, "keep": KEEP, "pass": PASS}


def parse_move(text: str, grid: Grid, *, solo: bool = False) -> Move:
    """Read ``RB F7 r``, ``RB F7 F8``, ``exchange``, ``keep`` or ``pass``.

    Raises NotationError (or IllegalMoveError for two cells that do not touch);
    legality in the position is not checked here. Read exactly like the
    classic game's moves (``up-right`` is one direction; ``RB F7 Z99`` names a
    missing cell). The solo game reads the same words (to answer them) but does not suggest them.
    """
    also = "" if solo else "'exchange' / 'keep'"
    return parse_tile_move(text, grid, _WORDS, also=also)
