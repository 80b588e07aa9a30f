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
    #: Partners sharing one score track, each team its seats in turn order (D-CL-9; empty
    #: when every player plays alone).
    teams: tuple[tuple[int, ...], ...] = ()
    #: Where each score board of the track ends: (18,) for one board, (18, 36) for the
    #: double-length track of a game in teams or solo, drawn as two boards (D-CL-9, D-CL-10).
    boards: tuple[int, ...] = ()


@dataclass(frozen=True)
class RackView(View):
    """One player's rack (private) with their scores, for the rack image."""

    seat: int
    tiles: tuple[Tile, ...]
    scores: tuple[int, ...]
    colours: tuple[Colour, ...]
    cap: int
    #: Where each score board of the track ends (see ``BoardView.boards``).
    boards: tuple[int, ...] = ()
