"""Building a classic/travel position directly (tests, puzzles, analysis).

A position set up this way is not reached through moves, so the game's record
does not replay it; use it to examine positions, never for games the bot keeps.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from ..core.errors import IllegalMoveError
from ..core.moves import Placement
from ..core.tiles import Tile

if TYPE_CHECKING:
    from .state import ClassicState


def setup_position(
    game: ClassicState,
    *,
    tiles: Iterable[str] = (),
    racks: Sequence[Iterable[str]] | None = None,
    scores: Sequence[Sequence[int]] | None = None,
    bag: Iterable[str] | None = None,
    seat: int = 0,
    opened: bool = True,
) -> None:
    """Lay ``tiles`` (placements in notation, e.g. ``"RB F7 r"``) without scoring them.

    ``racks``, ``scores`` (one row per side: per team in partnership) and ``bag``
    (tile codes, bag in draw order) replace the game's; ``seat`` is to act, in the placing phase with no bonus due;
    ``opened`` marks every seat's opening placement (D-CL-6) as made or not.
    Raises IllegalMoveError (nothing changed) if a tile does not fit or a
    score is off the track.
    """
    board, partner = dict(game.board), dict(game.partner)
    for text in tiles:
        m = game.parse(text)
        if not isinstance(m, Placement):
            raise IllegalMoveError("err-classic-not-tile-placement", text=text)
        for c in (m.cell, m.other):
            if c not in game.grid or c in game.printed or c in board:
                raise IllegalMoveError(
                    "err-classic-not-free-cell", notation=m.notation, label=game.label(c)
                )
        board[m.cell], board[m.other] = m.first, m.second
        partner[m.cell], partner[m.other] = m.other, m.cell
    new_scores = [list(s) for s in scores] if scores is not None else game._scores
    if len(new_scores) != len(game._scores) or any(
        len(s) != len(game.colours) or not all(0 <= v <= game.track.cap for v in s)
        for s in new_scores
    ):
        raise IllegalMoveError("err-classic-scores-must-give-every")
    if not 0 <= seat < game.players:
        raise IllegalMoveError("err-classic-there-no-seat", seat=seat)
    new_racks = [[Tile.parse(t) for t in r] for r in racks] if racks is not None else game.racks
    if len(new_racks) != game.players:
        raise IllegalMoveError("err-classic-give-one-rack-per")
    if bag is not None:
        game.bag.tiles = [Tile.parse(t) for t in bag]
    game.board, game.partner = board, partner
    game._free_cells = set(game.grid.cells) - set(game.printed) - set(board)
    game._recount()
    game._scores, game.racks = new_scores, new_racks
    game.opened = [opened] * game.players
    game.claimed = set()
    game._seat, game.phase, game.bonus_pending, game.in_bonus = seat, "place", 0, False
    game.winners, game._over, game.last = [], False, ()
    game._check_end()
