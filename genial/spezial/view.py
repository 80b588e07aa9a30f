"""What the renderer gets from a Genial Spezial game (everything is public)."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.colours import Colour
from ..core.hexgrid import Cell
from ..core.ranking import Standing, weakest_colours
from ..core.values import View
from .board import LandscapeGrid, TowerField


@dataclass(frozen=True)
class TowerView:
    """A tower in play with its chip (SPZ-9, SPZ-27)."""

    cell: Cell
    large: bool
    colour: Colour
    #: The chip's light value; the black side shows ``light + black_extra``.
    light: int
    black: bool
    value: int


@dataclass(frozen=True)
class SpezialView(View):
    """The public state of a Genial Spezial game.

    Draw the board with :func:`genial.spezial.board.layout_xy` (landscape,
    flat-top) so that the labels of ``grid`` read as D-ALL-2 says.
    """

    edition: str
    players: int
    grid: LandscapeGrid
    #: Every printed tower field, used or not (unused ones are ordinary, D-SPZ-4).
    fields: dict[Cell, TowerField]
    towers: dict[Cell, TowerView]
    bonus: frozenset[Cell]
    #: Covered cell -> seat whose stone covers it.
    stones: dict[Cell, int]
    #: Covered cell -> the other cell of its stone.
    partner: dict[Cell, Cell]
    scores: list[tuple[int, ...]]
    colours: tuple[Colour, ...]
    cap: int
    stones_left: list[int]
    stones_each: int
    current: int | None
    #: The round being played (1..stones_each), or the last one when over.
    round: int
    #: The cells of the last stone placed, and whose it was.
    last: tuple[Cell, ...]
    last_seat: int | None
    resigned: tuple[int, ...]
    over: bool
    ranking: list[Standing] | None

    def weakest(self, seat: int) -> tuple[Colour, ...]:
        """The seat's weakest colour(s) (SPZ-35)."""
        return weakest_colours(self.scores[seat], self.colours)


@dataclass(frozen=True)
class SeatView(View):
    """One player's own board: stones left and the four tracks (nothing is secret)."""

    edition: str
    seat: int
    stones_left: int
    stones_each: int
    scores: tuple[int, ...]
    colours: tuple[Colour, ...]
    cap: int
