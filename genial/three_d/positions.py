"""Building 3D positions by hand, for tests, examples and puzzles.

``lay(game, "RB F7 r", "GG F8 dl")`` puts tiles on the board in notation,
stacking rules (D-3D-3) checked, but without racks, turns, scoring or the
opening rule. ``set_scores`` puts markers where a test needs them, ``deal``
racks and a supply (the game's ``bag`` option only takes the whole tile set).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..core.colours import SIX
from ..core.errors import NotationError
from ..core.hexgrid import distance
from ..core.tiles import Tile
from .board import Piece
from .moves import Placement, parse_move

if TYPE_CHECKING:
    from .state import ThreeDState


def lay(game: ThreeDState, *moves: str) -> list[Piece]:
    """Lay tiles given in notation; raises IllegalMoveError if one may not lie there."""
    out = []
    for text in moves:
        m = parse_move(text, game.grid)
        if not isinstance(m, Placement):
            raise NotationError("err-3d-not-placement", text=text)
        out.append(game.board.place(m.cell, m.other, m.first, m.second))
    return out


def open_all(game: ThreeDState, colour: str = "P") -> list[Piece]:
    """Touch every untouched start stone from outside (ends the opening rule, D-3D-5).

    Each gets a double tile of ``colour`` on two of its neighbours that lie one
    step further from the centre than the stone itself.
    """
    board = game.board
    out = []
    for s in sorted(board.untouched):
        far = sorted(n for n in board.grid.neighbours(s) if distance(n) > distance(s))
        a, b = next((a, b) for a in far for b in far if a < b and distance(a, b) == 1)
        m = parse_move(f"{colour}{colour} {board.label(a)} {board.label(b)}", game.grid)
        assert isinstance(m, Placement)
        out.append(board.place(m.cell, m.other, m.first, m.second))
    return out


def set_scores(game: ThreeDState, seat: int, scores: Sequence[int] | str) -> None:
    """Put ``seat``'s markers at ``scores`` (colour order R G B O Y P, or 'R=17 G=3')."""
    if isinstance(scores, str):
        values = list(game._scores[seat])
        for part in scores.split():
            key, value = part.split("=")
            values[[c.letter for c in SIX].index(key.upper())] = int(value)
        scores = values
    game._scores[seat] = list(scores)


def deal(game: ThreeDState, racks: Sequence[Sequence[str]], supply: Sequence[str]) -> None:
    """Replace the racks and the supply (tile codes, front first) as if so dealt at set-up.

    The tile set is not checked (a position may hold any tiles). The set-up rules
    that depend on them apply again: the final round when the supply cannot refill
    a rack (D-3D-9), the end when nobody can place (3D-36); in solo the one rack
    tile is the drawn tile.
    """
    game.racks = [[Tile.parse(t) for t in r] for r in racks]
    game.racks += [[] for _ in range(game.players - len(game.racks))]
    game.bag.tiles = [Tile.parse(t) for t in supply]
    game.final_left = None
    game._after_setup()
