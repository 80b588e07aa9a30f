"""What the renderer gets from a flat tile game: public board and private rack."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.colours import Colour
from ..core.hexgrid import Cell, Grid
from ..core.ranking import Standing
from ..core.tiles import Tile
from ..core.values import View


@dataclass(frozen=True)
class BoardView(View):
    """The public state of a classic or travel game (no racks, no bag order)."""

    edition: str
    grid: Grid
    #: Radius of the whole printed board (cells outside ``grid`` are out of play).
    radius: int
    printed: dict[Cell, Colour]
    #: Top symbol of every covered cell.
    board: dict[Cell, Colour]
    #: For every covered cell, the other cell of its tile.
    partner: dict[Cell, Cell]
    scores: list[tuple[int, ...]]
    colours: tuple[Colour, ...]
    cap: int
    current: int | None
    phase: str
    #: Bonus placements the seat to act still owes, the current one included (D-CL-5).
    bonus_pending: int
    bag: int
    rack_sizes: list[int]
    last: tuple[Cell, ...]
    resigned: tuple[int, ...]
    over: bool
    ranking: list[Standing] | None


@dataclass(frozen=True)
class RackView(View):
    """One player's rack (private) with their scores, for the rack image."""

    seat: int
    tiles: tuple[Tile, ...]
    scores: tuple[int, ...]
    colours: tuple[Colour, ...]
    cap: int


# The classic game in teams (D-CL-9) and solo (D-CL-10) score on a double-length track:
# their views say so in members of their own. (A view of a game for players alone has
# none: ``View`` answers the defaults, and its fields stay those the golden records hash.)
@dataclass(frozen=True)
class LongBoardView(BoardView):
    """The public state of a classic game in teams or solo."""

    #: Partners sharing one score track, each team its seats in turn order (empty: solo).
    teams: tuple[tuple[int, ...], ...] = ()
    #: Where each score board of the track ends: (18, 36), drawn as two boards.
    boards: tuple[int, ...] = ()


@dataclass(frozen=True)
class LongRackView(RackView):
    """One player's rack in a classic game in teams or solo."""

    #: Where each score board of the track ends (see ``LongBoardView.boards``).
    boards: tuple[int, ...] = ()
