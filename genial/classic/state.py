"""The position of a classic or travel game and what it answers (D-CL-1..8, D-TRV-1..3).

Everything but the turn flow: the board, racks, scores and the tables kept move
by move, the notation, which pairs of cells a seat may use (the opening rule,
D-CL-6), what a placement scores (D-CL-4, D-CL-5), when the game is over
(D-CL-8), copies and the views. Applying moves (bonus placements, the swap
decision, refills) is ``genial.classic.game``; the menu, ranking and position
helpers take a :class:`ClassicState`, so none of them imports the game back.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, TypeVar

from ..core.boards import load
from ..core.colours import SIX, Colour
from ..core.facts import Fact, fact, piece_fact
from ..core.game import Game
from ..core.hexgrid import OPPOSITE, Cell, Grid, direction_between
from ..core.hidden import redeal
from ..core.moves import Placement, Word, checked_placement, parse_tile_move, placement
from ..core.ranking import Standing, rank_noted
from ..core.rng import Rng
from ..core.tiles import Bag, Tile, tile_set
from ..core.tracks import Track
from ..core.values import Move
from ..core.vocabulary import typed
from . import sides
from .scoring import Counts, RunTable, count_all, gains, layout
from .view import BoardView, LongBoardView, LongRackView, RackView

PLACE, SWAP = "place", "swap"

S = TypeVar("S", bound="ClassicState")


def _tile_code(t: Tile) -> str:
    return t.code


_WORDS = {"swap": "swap", "keep": "keep", "pass": "pass"}


class ClassicState(Game):
    """A classic (or travel) position; ``ClassicGame`` adds playing it."""

    colours: ClassVar[tuple[Colour, ...]] = SIX
    move_types: ClassVar[tuple[type[Move], ...]] = (Placement, Word)
    board_name: ClassVar[str] = "classic"

    def __init__(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(players, seed, options)
        data = load(self.board_name)
        self.radius: int = data["radius"]
        #: The area's grid, pairs and empty scoring table, shared by every game on it.
        self._layout = layout(self.board_name, players)
        self.grid: Grid = self._layout.grid
        self.printed: dict[Cell, Colour] = dict(self._layout.printed)
        #: "" (each alone), "teams" (D-CL-9) or "solitaire" (D-CL-10): see ``sides``.
        self.variant: str = sides.variant_of(players, self.options)
        #: Each seat's side: the index of the tracks it scores on (partners share one).
        self.side_of: tuple[int, ...] = sides.side_map(players, self.variant)
        self._teams = tuple(sides.members(self.side_of))
        t = data["long_track"] if self.variant else data["track"]
        self.track = Track(t["cap"], tuple(t["bonus_at"]), bonus_once=False)
        self.rack_size: int = data["rack"]
        self.board: dict[Cell, Colour] = {}
        self.partner: dict[Cell, Cell] = {}
        self._free_cells = set(self.grid.cells) - set(self.printed)
        #: What every covered cell of the area shows: printed symbols and tile halves.
        self._cover: dict[Cell, int] = dict(self._layout.cover)
        #: Points per colour on every free cell (kept up to date by ``_place``).
        self._counts: dict[Cell, Counts] = dict(self._layout.counts)
        #: How many pairs of neighbouring free cells are left (D-CL-8 ends at none).
        self._free_pair_count = self._layout.free_pairs
        explicit = self.options.get("bag")
        if explicit is not None:  # a permutation of the set (checked by Edition.checks)
            tiles = [Tile.parse(t) for t in explicit]
        else:
            tiles = tile_set(data["tiles"]["per_pair"], data["tiles"]["per_double"])
            self.rng.shuffle(tiles)
        self.bag = Bag(tiles)
        self.racks: list[list[Tile]] = [self.bag.draw(self.rack_size) for _ in range(players)]
        #: The tracks of every side (``side_of``), six markers each.
        self._scores = [[0] * 6 for _ in range(max(self.side_of) + 1)]
        self.phase = PLACE
        self.bonus_pending = 0
        self.in_bonus = False
        self.opened = [False] * players
        self.claimed: set[Cell] = set()
        self.winners: list[int] = []
        self.last: tuple[Cell, ...] = ()
        self._check_end()

    # ----- queries -----------------------------------------------------------------------

    @property
    def full_hand(self) -> int:
        return self.rack_size

    def scores(self) -> list[tuple[int, ...]]:
        """Each seat's scores: its side's tracks (partners show the same, D-CL-9)."""
        return [tuple(self._scores[side]) for side in self.side_of]

    def own(self, seat: int) -> list[int]:
        """The markers ``seat`` scores on (its side's; the engine's own list)."""
        return self._scores[self.side_of[seat]]

    def teams(self) -> list[tuple[int, ...]]:
        return list(self._teams)

    @property
    def solo_score(self) -> int | None:
        """Solitaire's result (D-CL-10): the weakest colour, 0..36; None in other games."""
        return min(self._scores[0]) if self.variant == sides.SOLITAIRE else None

    def ranking(self) -> list[Standing]:
        if self.variant == sides.SOLITAIRE:
            note = "resigned" if self.resigned else f"result {self.solo_score}"
            return [Standing(0, 1, tuple(self._scores[0]), note)]
        if self.variant == sides.TEAMS:
            return sides.rank_sides(
                self._scores,
                self.side_of,
                winners=self.winners,
                winner_note="36 in every colour",
                resigned=self.resigned,
            )
        return rank_noted(
            self.scores(),
            winners=self.winners,
            winner_note="18 in every colour",
            resigned=self.resigned,
        )

    def bonus_owed(self) -> int:
        return self.bonus_pending + 1 if self.in_bonus and not self._over else 0

    def can_swap(self, seat: int) -> bool:
        """D-CL-7: no tile on the rack shows any of the weakest colours."""
        rack = self.racks[seat]
        if not rack or not len(self.bag):
            return False
        weak = self.weakest(seat)
        return not any(t.a in weak or t.b in weak for t in rack)

    def _redraw_hidden(self, seat: int, rng: Rng) -> None:
        """Opponents' racks and the bag are re-dealt from their pooled tiles."""
        others = [r for s, r in enumerate(self.racks) if s != seat]
        redeal([*others, self.bag.tiles], rng, _tile_code)

    # ----- notation ----------------------------------------------------------------------
    def _parse(self, text: str) -> Move:
        """``RB F7 r`` (tile, cell of its first colour, direction of the second),
        or ``RB F7 F8`` (two cells), or ``swap``/``keep``/``pass``."""
        return parse_tile_move(typed(text), self.grid, _WORDS)

    def _canonical(self, move: Move) -> Move:
        if isinstance(move, Placement):
            return checked_placement(self.grid, move, self.colours)
        return super()._canonical(move)

    def placement(self, first: Colour, second: Colour, cell: Cell, direction: str) -> Placement:
        """The canonical placement: first half on the upper/left cell (D-ALL-2)."""
        return placement(self.grid, first, second, cell, direction)

    def label(self, c: Cell) -> str:
        """A cell's label; off-board cells get their coordinates."""
        return self.grid.label_or_coords(c)

    # ----- the board: pairs, the opening rule, scoring --------------------------------
    def _free_pairs(self) -> list[tuple[Cell, Cell]]:
        free = self._free_cells
        return [(a, b) for a, b in self.grid.pairs() if a in free and b in free]

    def _allowed_pairs(self, seat: int) -> list[tuple[Cell, Cell]]:
        """Free adjacent pairs, restricted by the opening rule (D-CL-6) when it applies."""
        pairs = self._free_pairs()
        if self.opened[seat] or self.in_bonus:
            return pairs
        near = self._opening_cells()
        opening = [p for p in pairs if p[0] in near or p[1] in near]
        # If earlier bonus placements have blocked every unclaimed symbol,
        # the opening restriction cannot be met and is waived.
        return opening or pairs

    def _opening_cells(self) -> set[Cell]:
        """Cells next to a printed symbol no player has started from (D-CL-6)."""
        return {n for s in self.printed if s not in self.claimed for n in self.grid.neighbours(s)}

    def _opening_allows(self, a: Cell, b: Cell) -> bool:
        """Whether the free pair ``a``-``b`` may be an opening placement (as ``_allowed_pairs``)."""
        near = self._opening_cells()
        if a in near or b in near:
            return True
        # The rule is waived when no free pair touches such a symbol any more.
        return not any(x in near or y in near for x, y in self._free_pairs())

    def _opening_touch(self, pair: tuple[Cell, Cell]) -> set[Cell]:
        """Unclaimed printed symbols this pair touches."""
        return {s for s in self.printed if s not in self.claimed for c in pair if _adjacent(c, s)}

    def _recount(self) -> None:
        """Rebuild the tables kept move by move from ``board`` and ``_free_cells``
        (after a position is set up directly)."""
        covered = {c: v for c, v in self.printed.items() if c in self.grid} | self.board
        self._cover = {c: v.index for c, v in covered.items()}
        self._counts = count_all(self._free_cells, self._layout.rays, self._cover)
        free = self._free_cells
        self._free_pair_count = sum(1 for a, b in self.grid.pairs() if a in free and b in free)

    def gains_of(self, move: Placement, seat: int) -> tuple[list[int], list[int], int]:
        """Gains per colour after the cap, losses to the cap, bonuses earned (D-CL-4/5).

        Both cells must be free: then neither half's runs pass through the other.
        """
        runs = RunTable(self._counts, self._layout.rays, self._cover)
        p1 = runs.score(move.cell, move.first, move.direction)
        p2 = runs.score(move.other, move.second, OPPOSITE[move.direction])
        return gains(self.track, self.own(seat), move.first, p1, move.second, p2)

    def _describe(
        self, m: Placement, gains: list[int], lost: list[int], bonus: int
    ) -> tuple[str, str]:
        label = (
            f"{m.first.letter} on {self.label(m.cell)}, {m.second.letter} on {self.label(m.other)}"
        )
        detail = self.gains_text(gains, lost)
        if bonus:
            detail += f", {bonus} bonus placement{'s' if bonus > 1 else ''}"
        return label, detail

    # ----- the end (D-CL-8) and copies ---------------------------------------------------
    def _check_end(self) -> bool:
        """End the game if no tile can be placed any more (D-CL-8). True if play goes on."""
        active = self.active_seats()
        no_pairs = not self._free_pair_count
        no_tiles = not len(self.bag) and not any(self.racks[s] for s in active)
        playing = {self.side_of[s] for s in active}
        if no_pairs or no_tiles or len(playing) < min(2, len(self._scores)):
            self._over = True
        return not self._over

    def _why_over(self) -> Fact | None:
        """D-CL-8: all six at the cap (that player wins), no free pair of cells, or no
        tile left in the bag and the racks."""
        if self.winners:
            # D-CL-9: the partners' shared track reached the cap; the scorer is named
            key = (
                "status-end-team-at-cap" if self.variant == sides.TEAMS else "status-end-all-at-cap"
            )
            return Fact(key, {"seat": self.winners[0], "cap": self.track.cap})
        if not self._free_pair_count:
            return Fact("status-end-no-free-pair")
        return Fact("status-end-no-tiles-left")

    def copy(self: S) -> S:
        """An independent copy that shares only immutable data (grid, layout, track,
        tiles, colours): a preview copies the game, so this is one dict copy per
        container instead of a deep copy."""
        new = object.__new__(type(self))
        state = dict(self.__dict__)
        for name, value in state.items():
            if isinstance(value, dict | set):
                state[name] = value.copy()
            elif isinstance(value, list):
                state[name] = [v.copy() if isinstance(v, list) else v for v in value]
        state["options"] = {k: copy_list(v) for k, v in self.options.items()}
        state["rng"] = Rng(0)
        state["rng"].state = self.rng.state
        state["bag"] = Bag(list(self.bag.tiles))
        new.__dict__.update(state)
        return new

    # ----- views -------------------------------------------------------------------------
    def public_view(self) -> BoardView:
        if self.variant:  # in teams or solo: the double-length track (D-CL-9, D-CL-10)
            return LongBoardView(
                **vars(self._board_view()),
                teams=self._teams if self.variant == sides.TEAMS else (),
                boards=self.track.bonus_at,
            )
        return self._board_view()

    def _board_view(self) -> BoardView:
        return BoardView(
            edition=self.edition.id,
            grid=self.grid,
            radius=self.radius,
            printed=dict(self.printed),
            board=dict(self.board),
            partner=dict(self.partner),
            scores=self.scores(),
            colours=self.colours,
            cap=self.track.cap,
            current=self.current,
            phase=self.phase,
            bonus_pending=self.bonus_owed(),  # placements still due, the current one included
            bag=len(self.bag),
            rack_sizes=[len(r) for r in self.racks],
            last=self.last,
            resigned=tuple(self.resigned),
            over=self._over,
            ranking=self.ranking() if self._over else None,
        )

    def private_view(self, seat: int) -> RackView:
        rack = (seat, tuple(self.racks[seat]), tuple(self.own(seat)), self.colours)
        if self.variant:
            return LongRackView(*rack, self.track.cap, self.track.bonus_at)
        return RackView(*rack, self.track.cap)

    def hand_text(self, seat: int) -> str:
        rack = self.racks[seat]
        if not rack:
            return "Your rack is empty."
        return "Your rack: " + ", ".join(f"{t.code} ({t.label()})" for t in rack)

    def hand_fact(self, seat: int) -> Fact:
        rack = self.racks[seat]
        if not rack:
            return Fact("hand-rack-empty")
        return fact("hand-rack", tiles=tuple(piece_fact(t.code, *t.code) for t in rack))

    def status_fact(self) -> Fact:
        if self._over:
            return Fact("status-game-over")
        what = "swap" if self.phase == SWAP else "bonus" if self.in_bonus else "place"
        return fact("status-classic", seat=self._seat, what=what, bag=len(self.bag))

    def status_text(self) -> str:
        if self._over:
            return "Game over."
        if self.phase == SWAP:
            what = "decides whether to swap their rack"
        elif self.in_bonus:
            what = "makes a bonus placement"
        else:
            what = "places a tile"
        return f"Seat {self._seat} {what}. Tiles in the bag: {len(self.bag)}."


def copy_list(value: Any) -> Any:
    """A copy of a list (an option's value), any other value itself."""
    return list(value) if isinstance(value, list) else value


def _adjacent(a: Cell, b: Cell) -> bool:
    return direction_between(a, b) is not None
