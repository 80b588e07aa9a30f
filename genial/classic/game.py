"""Classic Einfach Genial (D-CL-1..8) and the travel edition (D-TRV-1..3).

A turn: place a tile (D-CL-4 scoring); every colour reaching 18 gives a bonus
placement from the same rack (D-CL-5); then, if allowed, swap the rack
(D-CL-7); then refill and pass the turn. The game ends at once when someone
has 18 everywhere or no tile can be placed any more (D-CL-8).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from ..core.boards import load
from ..core.colours import SIX, Colour
from ..core.errors import IllegalMoveError
from ..core.facts import Fact, bonus_facts, fact, piece_fact
from ..core.fastrank import RankedMenu
from ..core.game import Game
from ..core.hexgrid import DIRECTIONS, OPPOSITE, Cell, Grid, direction_between
from ..core.hidden import redeal
from ..core.moves import Placement, Word, checked_placement, parse_tile_move, placement
from ..core.ranking import Standing, rank_noted
from ..core.rng import Rng
from ..core.tiles import Bag, Tile, tile_bag, tile_set
from ..core.tracks import Track
from ..core.values import Edition, Move, Option, Outcome
from ..core.vocabulary import typed
from . import menu
from .position import setup_position
from .ranking import Ranking
from .scoring import Counts, RunTable, count_all, layout, update
from .view import BoardView, RackView

PLACE, SWAP = "place", "swap"


def _tile_code(t: Tile) -> str:
    return t.code


_WORDS = {"swap": "swap", "keep": "keep", "pass": "pass"}


class ClassicGame(RankedMenu, Game):
    """Classic Einfach Genial for 2-4 players."""

    edition: ClassVar[Edition] = Edition(
        id="classic",
        name="Einfach Genial (classic)",
        min_players=2,
        max_players=4,
        blurb="The original: place two-symbol tiles, score lines of matching symbols, "
        "and raise your weakest colour.",
        options={"bag": ("explicit draw order of the bag (for records and tests)", None)},
        checks={"bag": tile_bag("classic")},
    )
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
        self.track = Track(data["track"]["cap"], tuple(data["track"]["bonus_at"]), bonus_once=False)
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
        self._scores = [[0] * 6 for _ in range(players)]
        self.phase = PLACE
        self.bonus_pending = 0
        self.in_bonus = False
        self.opened = [False] * players
        self.claimed: set[Cell] = set()
        self.winners: list[int] = []
        self.last: tuple[Cell, ...] = ()
        self._check_end()

    # ----- queries -----------------------------------------------------------------------
    def scores(self) -> list[tuple[int, ...]]:
        return [tuple(s) for s in self._scores]

    def ranking(self) -> list[Standing]:
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

    #: Build a position directly (tests, puzzles): see ``genial.classic.position``.
    setup_position = setup_position

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

    # ----- legal moves and options ----------------------------------------------------
    def legal_moves(self) -> list[Move]:
        if self._over:
            return []
        if self.phase == SWAP:
            return [Word("swap"), Word("keep")]
        seat = self._seat
        if not self.racks[seat]:
            return [Word("pass")]
        return list(self._placements(seat))

    def forced_pass(self) -> Move | None:
        """Without listing placements: a player with tiles has no pass (D-ALL-7)."""
        if self._over or self.phase == SWAP or self.racks[self._seat]:
            return None
        return Word("pass")

    def _placements(self, seat: int) -> list[Placement]:
        return [m for _, m in self._tile_placements(seat)]

    def _tile_placements(self, seat: int) -> list[tuple[Tile, Placement]]:
        return menu.tile_placements(self, seat)

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
        return menu.gains(self.track, self._scores[seat], move.first, p1, move.second, p2)

    def _ranking(self) -> Ranking | list[Option]:
        """The placements' ranking, or the word options when no placement is due."""
        if self._over:
            return []
        seat = self._seat
        if self.phase == SWAP or not self.racks[seat]:
            return [menu.word_option(m) for m in self.legal_moves()]
        return Ranking(self, seat)

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

    # ----- applying ---------------------------------------------------------------------
    def _apply(self, move: Move) -> Outcome:
        seat = self._seat
        if isinstance(move, Placement):
            # Store the canonical notation whatever the caller built (records must replay).
            if move.direction not in DIRECTIONS:
                raise IllegalMoveError(
                    "err-classic-not-direction", direction=move.direction, reason="parse"
                )
            return self._place(
                seat, self.placement(move.first, move.second, move.cell, move.direction)
            )
        if move.notation == "pass":
            if self.phase != PLACE or self.racks[seat]:
                raise IllegalMoveError("err-classic-you-can-only-pass", reason="pass")
            self._next_turn()
            return Outcome(
                seat, "pass", "pass", fact=Fact("move-passed-no-tiles"), game_over=self._over
            )
        if move.notation in ("swap", "keep"):
            if self.phase != SWAP:
                raise IllegalMoveError(_why_no_swap(self, seat), reason="swap")
            swapped = move.notation == "swap"
            if swapped:
                self.bag.put_back(self.racks[seat], self.rng)
                self.racks[seat] = []
            self._end_turn(seat)
            said = Fact("move-swapped-rack") if swapped else Fact("move-kept-rack")
            return Outcome(seat, move.notation, move.notation, fact=said, game_over=self._over)
        raise IllegalMoveError("err-classic-not-move-in-this", notation=move.notation)

    def _place(self, seat: int, m: Placement) -> Outcome:
        if self.phase != PLACE:
            raise IllegalMoveError("err-classic-your-placements-are-done", reason="phase")
        if m.tile not in self.racks[seat]:
            raise IllegalMoveError(
                "err-classic-you-have-no-tile", code=m.tile.code, reason="no-tile"
            )
        for c in (m.cell, m.other):
            if c not in self.grid:
                raise IllegalMoveError(_off_board(self, m), reason="off-board")
            if c in self.printed:
                raise IllegalMoveError(
                    "err-classic-holds-printed-symbol-tiles",
                    label=self.label(c),
                    reason="printed",
                )
            if c in self.board:
                raise IllegalMoveError(
                    "err-classic-already-covered", label=self.label(c), reason="occupied"
                )
        opening = not self.opened[seat] and not self.in_bonus
        if opening and not self._opening_allows(m.cell, m.other):
            raise IllegalMoveError(
                "err-classic-your-first-tile-must",
                reason="opening",
            )
        gains, lost, bonus = self.gains_of(m, seat)
        # Apply.
        self.racks[seat].remove(m.tile)
        self.board[m.cell], self.board[m.other] = m.first, m.second
        self.partner[m.cell], self.partner[m.other] = m.other, m.cell
        free = self._free_cells
        nbrs = self._layout.neighbours
        touching = [n for c in (m.cell, m.other) for n in nbrs[c] if n in free]
        self._free_pair_count -= len(touching) - 1  # the tile's own pair is seen from both ends
        free -= {m.cell, m.other}
        self._cover[m.cell], self._cover[m.other] = m.first.index, m.second.index
        update(self._counts, (m.cell, m.other), self._layout.rays, self._cover)
        if opening:
            self.opened[seat] = True
            self.claimed |= self._opening_touch((m.cell, m.other))
        for i, g in enumerate(gains):
            self._scores[seat][i] += g
        self.last = (m.cell, m.other)
        was_bonus = self.in_bonus
        self.bonus_pending += bonus
        line = Fact(
            "move-placed",
            {
                "tile": f"{m.first.letter}{m.second.letter}",
                "first": self.label(m.cell),
                "second": self.label(m.other),
                "gains": self.gains_fact(gains, lost),
            },
        )
        ends = all(v >= self.track.cap for v in self._scores[seat])
        # D-CL-8/TRV-30: the game ends at once; the bonus earned is not announced as to come.
        said = bonus_facts(line, 0 if ends else bonus, was_bonus, "move-genial-placements")
        if ends:
            self.winners = [seat]
            self._over = True
        else:
            self._after_placement(seat)
        return Outcome(
            seat, m.notation, "place", tuple(gains), tuple(lost), bonus, self.last, said, self._over
        )

    def _after_placement(self, seat: int) -> None:
        """Bonus placement (D-CL-5), or the swap decision (D-CL-7), or end of turn."""
        if not self._check_end():
            return
        if self.bonus_pending and self.racks[seat]:
            self.bonus_pending -= 1
            self.in_bonus = True
            return
        self.bonus_pending = 0  # a bonus that finds the rack empty lapses
        self.in_bonus = False
        if self.can_swap(seat):
            self.phase = SWAP
            return
        self._end_turn(seat)

    def _end_turn(self, seat: int) -> None:
        self.phase = PLACE
        self.racks[seat] += self.bag.draw(self.rack_size - len(self.racks[seat]))
        self._next_turn()

    def _next_turn(self) -> None:
        if self._check_end():
            self._seat = self._next_seat(self._seat)

    def _check_end(self) -> bool:
        """End the game if no tile can be placed any more (D-CL-8). True if play goes on."""
        active = self.active_seats()
        no_pairs = not self._free_pair_count
        no_tiles = not len(self.bag) and not any(self.racks[s] for s in active)
        if no_pairs or no_tiles or len(active) < 2:
            self._over = True
        return not self._over

    def _on_skip(self, seat: int) -> None:
        # A skipped turn ends as after "keep": a pending bonus lapses, the rack is refilled.
        self.phase, self.bonus_pending, self.in_bonus = PLACE, 0, False
        self._end_turn(seat)

    def _on_resign(self, seat: int) -> None:
        # A resigned player's tiles leave the game; the turn moves on if it was theirs.
        # The rest may now hold no tile at all (D-CL-8): _check_end covers that too.
        self.racks[seat] = []
        if self._seat == seat:
            self.phase, self.bonus_pending, self.in_bonus = PLACE, 0, False
            self._next_turn()
        else:
            self._check_end()

    def copy(self) -> ClassicGame:
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
        return RackView(
            seat, tuple(self.racks[seat]), tuple(self._scores[seat]), self.colours, self.track.cap
        )

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


class TravelGame(ClassicGame):
    """The travel edition for two (D-TRV-1..3): the classic rules on a small board, 57 tiles."""

    edition: ClassVar[Edition] = Edition(
        id="travel",
        name="Einfach Genial travel edition (2 players)",
        min_players=2,
        max_players=2,
        blurb="The compact two-player edition: 57 tiles on the small board.",
        options={"bag": ("explicit draw order of the bag (for records and tests)", None)},
        checks={"bag": tile_bag("travel")},
    )
    board_name: ClassVar[str] = "travel"


def copy_list(value: Any) -> Any:
    """A copy of a list (an option's value), any other value itself."""
    return list(value) if isinstance(value, list) else value


def _adjacent(a: Cell, b: Cell) -> bool:
    return direction_between(a, b) is not None


def _off_board(game: ClassicGame, m: Placement) -> Fact:
    """Name the half that is on the board (the cell the player typed), never raw coordinates."""
    inside = [game.label(c) for c in (m.cell, m.other) if c in game.grid]
    full = game.players == game.edition.max_players
    players = 0 if full else game.players  # 0: the whole board is in play
    if inside:
        return fact("err-classic-sticks-out-beyond", cell=inside[0], players=players)
    return fact("err-classic-sticks-out", players=players)


def _why_no_swap(game: ClassicGame, seat: int) -> Fact:
    if game.phase == PLACE:
        return fact("err-classic-swap-after-placing")
    return fact("err-classic-cannot-swap-now")
