"""The position of a 3D game and what it answers (3D-1..37, D-3D-1..9).

Everything but the turn flow: set-up (start stones, supply, racks; the solo game
overrides its hooks), the stack board, scores and the final round's seats, the
notation, what a placement scores (3D-18, 3D-21, D-3D-6), the end when the seat
to act cannot place (3D-36), and copies. Applying moves (bonus moves, the
exchange decision, drawing) and the menu and views are ``genial.three_d.game``;
the menu, ranking, view and position helpers take a :class:`ThreeDState`, so
none of them imports the game back.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any, ClassVar, TypeVar

from ..core.boards import load
from ..core.colours import SIX, Colour
from ..core.copying import state_copy
from ..core.facts import Fact
from ..core.fastrank import pair_table
from ..core.game import Game
from ..core.hexgrid import OPPOSITE, Cell, Grid, hexagon
from ..core.hidden import redeal
from ..core.moves import checked_placement
from ..core.ranking import Standing, rank_noted
from ..core.rng import Rng
from ..core.tiles import Bag, Tile, tile_set
from ..core.tracks import Track
from ..core.values import Move
from ..core.vocabulary import typed
from .board import StackBoard
from .moves import Placement, Word, parse_move
from .tracks import ScoreTrack

PLACE = "place"

S = TypeVar("S", bound="ThreeDState")


@cache
def _grid(radius: int) -> Grid:
    """The board's grid (immutable: every game shares it)."""
    return Grid(frozenset(hexagon(radius)))


class ThreeDState(Game):
    """A 3D position; ``ThreeDGame`` adds playing it."""

    colours: ClassVar[tuple[Colour, ...]] = SIX
    move_types: ClassVar[tuple[type[Move], ...]] = (Placement, Word)
    board_name: ClassVar[str] = "three_d"

    def __init__(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(players, seed, options)
        data = load(self.board_name)
        self.radius: int = data["radius"]
        self.grid = _grid(self.radius)
        self._pair_table = pair_table(self.grid)
        cells: list[Cell] = [(c[0], c[1]) for c in data["start_cells"]]
        self.board = StackBoard(self.grid, dict(zip(cells, self._start_colours(), strict=True)))
        self.rack_size: int = self._rack_size(data)
        self.track: ScoreTrack = self._make_track(data)
        explicit = self.options.get("bag")
        if explicit is not None:
            tiles = [Tile.parse(t) for t in explicit]
        else:
            doubles = data["tiles"]["per_double"][str(players)]
            tiles = tile_set(data["tiles"]["per_pair"], doubles)  # D-3D-7
            self.rng.shuffle(tiles)
        self.bag = Bag(tiles)
        self.racks: list[list[Tile]] = [self.bag.draw(self.rack_size) for _ in range(players)]
        #: Tiles of resigned players: out of the game (kept for conservation checks).
        self.out: list[Tile] = []
        self._scores = [[0] * 6 for _ in range(players)]
        self.phase = PLACE
        self.bonus_pending = 0
        self.in_bonus = False
        #: Seats that still have their final turn (D-3D-9), or None before the final round.
        self.final_left: list[int] | None = None
        self.winners: list[int] = []
        self.end_reason = ""
        self.end_fact: Fact | None = None
        self.last: tuple[Cell, ...] = ()
        self.last_level = 0
        self._notes: list[Fact] = []
        self._after_setup()

    # ----- set-up hooks (the solo game overrides them) --------------------------------

    @property
    def full_hand(self) -> int:
        return self.rack_size

    def _start_colours(self) -> list[Colour]:
        """The start stones' colours in data order: drawn at random (D-3D-1) or given."""
        given = self.options.get("start")
        if given is None:
            colours = list(SIX)
            self.rng.shuffle(colours)
            return colours
        return [Colour.parse(ch) for ch in given]  # checked: each colour once

    def _rack_size(self, data: Mapping[str, Any]) -> int:
        return int(data["rack"])

    def _make_track(self, data: Mapping[str, Any]) -> ScoreTrack:
        # D-3D-6: one bonus per marker and scoring, even when it passes 18 and 27 at once.
        t = data["track"]
        return Track(t["cap"], tuple(t["bonus_at"]), bonus_once=True)

    def _after_setup(self) -> None:
        if len(self.bag) < self.rack_size:  # only with a tiny explicit bag
            self.final_left = self.active_seats()
        self._begin_turn()

    # ----- queries ---------------------------------------------------------------------
    @property
    def final_round(self) -> bool:
        """Whether the final round (D-3D-9) has begun."""
        return self.final_left is not None

    def scores(self) -> list[tuple[int, ...]]:
        return [tuple(s) for s in self._scores]

    def ranking(self) -> list[Standing]:
        return rank_noted(
            self.scores(),
            winners=self.winners,
            winner_note="27 in every colour",
            resigned=self.resigned,
        )

    def can_exchange(self, seat: int) -> bool:
        """D-3D-8: not in the final round, a non-empty rack, none of it in a weakest colour
        (3D-31, 3D-32)."""
        rack = self.racks[seat]
        if self.final_left is not None or not rack or len(self.bag) < self.rack_size:
            return False
        weak = self.weakest(seat)
        return not any(t.a in weak or t.b in weak for t in rack)

    def bonus_owed(self) -> int:
        return self.bonus_pending + 1 if self.in_bonus and not self._over else 0

    def _redraw_hidden(self, seat: int, rng: Rng) -> None:
        """Opponents' racks and the supply are re-dealt from their pooled tiles."""
        others = [r for s, r in enumerate(self.racks) if s != seat]
        redeal([*others, self.bag.tiles], rng, lambda t: t.code)

    def label(self, c: Cell) -> str:
        """A cell's label; off-board cells get their coordinates."""
        return self.board.label(c)

    def _parse(self, text: str) -> Move:
        """``RB F7 r`` (tile, cell of its first colour, direction of the second),
        ``RB F7 F8``, or ``exchange`` / ``keep`` / ``pass``."""
        return parse_move(typed(text), self.grid)

    def _canonical(self, move: Move) -> Move:
        if isinstance(move, Placement):
            return checked_placement(self.grid, move, self.colours)
        return super()._canonical(move)

    # ----- scoring -----------------------------------------------------------------------
    def gains_of(self, m: Placement, seat: int) -> tuple[list[int], list[int], int]:
        """Gains per colour after the cap, losses to the cap, bonus moves earned.

        The two halves are scored one after the other (3D-18, 3D-21); a marker
        earns at most one bonus move per placement, so a double tile passing
        18 with one half and 27 with the other gives one (D-3D-6).
        """
        board = self.board
        p1 = board.score(m.cell, m.first, m.direction)
        p2 = board.score(m.other, m.second, OPPOSITE[m.direction])
        gains, lost = [0] * 6, [0] * 6
        if not p1 and not p2:
            return gains, lost, 0
        own = self._scores[seat]
        for colour, pts in ((m.first, p1), (m.second, p2)):
            if pts:
                i = colour.index
                step = self.track.advance(own[i] + gains[i], pts)
                gains[i] += step.gained
                lost[i] += step.lost
        # One bonus move per marker that reached or crossed a bonus field (D-3D-6).
        fields = self.track.bonus_at
        bonus = sum(
            1 for i, g in enumerate(gains) if g and any(own[i] < f <= own[i] + g for f in fields)
        )
        return gains, lost, bonus

    # ----- the end at the start of a turn (3D-36), copies -------------------------------
    def _begin_turn(self) -> None:
        """The seat to act must place; if no tile can lie anywhere, the game ends (3D-36)."""
        if not self._over and self.racks[self._seat] and not self.board.can_place():
            self._end_game("no tile can be placed any more", Fact("move-3d-end-blocked"))

    def _why_over(self) -> Fact | None:
        """3D-36/3D-37 and the final round: the reason ``_end_game`` was given."""
        return Fact("status-end-because", {"why": self.end_fact}) if self.end_fact else None

    def _end_game(self, reason: str, said: Fact) -> None:
        self._over = True
        self.end_reason = reason
        self.end_fact = said
        self.in_bonus, self.bonus_pending = False, 0
        self._notes.append(Fact("move-game-over", {"why": said}))

    def copy(self: S) -> S:
        """An independent copy: containers copied one level, the stack board by its own copy,
        immutable grid, track, tiles and facts shared (search copies thousands of times)."""
        return state_copy(self, deep=("board",))
