"""What the renderer gets from a 3D game: the public board and a private rack."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.colours import Colour
from ..core.hexgrid import Cell, Grid
from ..core.ranking import Standing
from ..core.tiles import Tile
from ..core.values import View
from .board import Piece
from .moves import EXCHANGE

if TYPE_CHECKING:
    from .state import ThreeDState


@dataclass(frozen=True)
class BoardView(View):
    """The public state of a 3D or 3D-solo game (no racks, no bag order).

    Heights and top symbols are per cell; ``top_piece`` names the topmost
    piece of each covered cell, so two neighbouring cells with the same id are
    the two visible halves of one tile (outline tiles where ids differ).
    """

    edition: str
    grid: Grid
    radius: int
    #: Stack height of every board cell (0 = bare board, start stones are 1).
    height: dict[Cell, int]
    #: Top symbol of every covered cell (D-3D-4).
    top: dict[Cell, Colour]
    #: Id of the topmost piece of every covered cell (negative = start stone).
    top_piece: dict[Cell, int]
    #: Every piece laid so far by id, buried ones included.
    pieces: dict[int, Piece]
    #: The start stones: cell -> colour (they may be covered by now).
    start: dict[Cell, Colour]
    #: Start stones that still need a neighbouring tile (opening rule, D-3D-5).
    untouched: frozenset[Cell]
    scores: list[tuple[int, ...]]
    colours: tuple[Colour, ...]
    #: Highest score: 27, or 54 in solo.
    cap: int
    #: Bonus fields of the track (18, 27); empty in solo.
    bonus_at: tuple[int, ...]
    #: Solo: where the second track starts (27), else None.
    wrap: int | None
    current: int | None
    #: 'place' or 'exchange'.
    phase: str
    #: Bonus moves owed by the seat to act, the one now due included.
    bonus_pending: int
    #: Tiles left in the supply.
    supply: int
    rack_sizes: list[int]
    final_round: bool
    #: Seats that still have their final turn, in order.
    final_left: tuple[int, ...]
    #: Cells of the last placement and the level it landed on (0 if none yet).
    last: tuple[Cell, ...]
    last_level: int
    resigned: tuple[int, ...]
    over: bool
    ranking: list[Standing] | None
    #: Solo only: the drawn tile waiting to be placed (public) and the result so far.
    solo_tile: Tile | None = None
    solo_score: int | None = None


@dataclass(frozen=True)
class RackView(View):
    """One player's rack (private) with their scores, for the rack image."""

    edition: str
    seat: int
    tiles: tuple[Tile, ...]
    scores: tuple[int, ...]
    colours: tuple[Colour, ...]
    cap: int
    #: Whether this player may exchange now (D-3D-8).
    can_exchange: bool = False


def board_view(game: ThreeDState) -> BoardView:
    """The public view of a game (everything everybody may see)."""
    b = game.board
    return BoardView(
        edition=game.edition.id,
        grid=game.grid,
        radius=game.radius,
        height=dict(b.height),
        top=dict(b.top),
        top_piece=dict(b.top_id),
        pieces=dict(b.pieces),
        start=dict(b.start),
        untouched=frozenset(b.untouched),
        scores=game.scores(),
        colours=game.colours,
        cap=game.track.cap,
        bonus_at=tuple(game.track.bonus_at),
        wrap=getattr(game.track, "wrap", None),
        current=game.current,
        phase=game.phase,
        bonus_pending=game.bonus_owed(),
        supply=len(game.bag),
        rack_sizes=[len(r) for r in game.racks],
        final_round=game.final_left is not None,
        final_left=tuple(game.final_left or ()),
        last=game.last,
        last_level=game.last_level,
        resigned=tuple(game.resigned),
        over=game._over,
        ranking=game.ranking() if game._over else None,
    )


def rack_view(game: ThreeDState, seat: int) -> RackView:
    """The private view of one seat's rack."""
    return RackView(
        game.edition.id,
        seat,
        tuple(game.racks[seat]),
        tuple(game._scores[seat]),
        game.colours,
        game.track.cap,
        can_exchange=game.phase == EXCHANGE and game._seat == seat and not game._over,
    )
