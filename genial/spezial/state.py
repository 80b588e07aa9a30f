"""The state of a Genial Spezial game and what it answers (SPZ-1..37, D-SPZ-1..8).

Everything but the turn flow and the menu: set-up (towers, chips), the board,
stones and chains, scores, the notation, what a stone scores (D-SPZ-7, the cap
SPZ-33), the end (D-SPZ-8) and whose turn is next, copies and the texts. Placing
a stone (``play``), the menu (``menu``, ``menutext``) and the public view are reached
through ``genial.spezial.game``; those modules take a :class:`SpezialState`, so none
of them imports the game back.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, TypeVar

from ..core.colours import SPEZIAL_FOUR, Colour
from ..core.errors import IllegalMoveError, NotationError
from ..core.facts import Fact, scores_fact
from ..core.game import Game
from ..core.hexgrid import Cell
from ..core.ranking import Standing, rank_noted
from ..core.tracks import Track
from ..core.values import Move
from ..core.vocabulary import typed
from . import layout
from .board import Chip, SpezialBoard, spezial_board
from .chains import ChainBook, Scoring
from .moves import Stone, Word
from .notation import parse_move
from .view import SeatView, TowerView

_INDEX = {c: i for i, c in enumerate(SPEZIAL_FOUR)}


S = TypeVar("S", bound="SpezialState")


class SpezialState(Game):
    """A Genial Spezial position; ``SpezialGame`` adds playing it and its menu."""

    colours: ClassVar[tuple[Colour, ...]] = SPEZIAL_FOUR
    move_types: ClassVar[tuple[type[Move], ...]] = (Stone, Word)

    def __init__(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(players, seed, options)
        board = spezial_board()
        self.board: SpezialBoard = board
        self.grid = board.grid
        #: Towers in play: cell -> True if large (SPZ-7; unused fields are ordinary, D-SPZ-4).
        self.towers: Mapping[Cell, bool] = layout.towers(players)
        self.chips: dict[Cell, Chip] = layout.deal(
            players, self.rng, self.options.get("chips") or {}
        )
        #: Towers whose chip shows its black side (SPZ-27; shared by all, D-SPZ-7).
        self.black: set[Cell] = set()
        self.stones: dict[Cell, int] = {}
        self.partner: dict[Cell, Cell] = {}
        self.book = ChainBook()
        self.free: set[Cell] = set(board.grid.cells) - set(self.towers)
        self.track = Track(board.cap)
        self._scores = [[0] * len(self.colours) for _ in range(players)]
        self.left = [board.stones] * players
        self.last: tuple[Cell, ...] = ()
        self.last_seat: int | None = None
        self._check_end()

    # ----- queries ----------------------------------------------------------------------
    def scores(self) -> list[tuple[int, ...]]:
        return [tuple(s) for s in self._scores]

    def ranking(self) -> list[Standing]:
        """D-ALL-4 / D-ALL-9 (SPZ-35..37); resigned seats rank last."""
        return rank_noted(self.scores(), resigned=self.resigned)

    def label(self, c: Cell) -> str:
        """A cell's printed label (off-board cells get their coordinates)."""
        return self.grid.label_or_coords(c)

    def chip_value(self, tower: Cell) -> int:
        """What the chip on ``tower`` is worth now (light or black side, SPZ-27)."""
        return self.chips[tower].value(tower in self.black)

    def free_pairs(self) -> list[tuple[Cell, Cell]]:
        """Every pair of adjacent empty fields, in reading order."""
        free = self.free
        return [p for p in layout.pairs(self.players) if p[0] in free and p[1] in free]

    def _can_place(self) -> bool:
        free = self.free
        return any(a in free and b in free for a, b in layout.pairs(self.players))

    # ----- notation ---------------------------------------------------------------------
    def _canonical(self, move: Move) -> Move:
        if isinstance(move, Stone):
            for c in move.colours:
                if c not in self.colours:
                    raise NotationError("err-spezial-no-such-colour", colour=c.fact)
            return move  # its fields are checked when applied (apply_stone)
        return super()._canonical(move)

    def _parse(self, text: str) -> Move:
        """``F7 G7`` (the stone's fields), plus a colour per bonus field (``F7 G7 O``);
        an omitted colour is the player's weakest (D-SPZ-3)."""
        parsed = parse_move(typed(text, pairs=False), self.grid, self.colours)
        if parsed.word:
            return Word(parsed.word)
        a, b = parsed.cells
        if b not in self.board.adjacent[a]:
            raise IllegalMoveError(
                "err-spezial-and-are-not-neighbours",
                label=self.label(a),
                label2=self.label(b),
                reason="not-adjacent",
            )
        return self.stone(a, b, parsed.colours)

    def stone(self, a: Cell, b: Cell, colours: tuple[Colour, ...] = ()) -> Stone:
        """The canonical stone: fields in reading order, one colour per bonus field covered.

        Missing colours are filled with the weakest colour of the seat to act
        after this stone's other points (D-SPZ-3); extra colours raise
        IllegalMoveError.
        """
        if self.grid.order(b) < self.grid.order(a):
            a, b = b, a
        need = (a in self.board.bonus) + (b in self.board.bonus)
        if len(colours) > need:
            raise IllegalMoveError(
                "err-spezial-covers-give-colour",
                first=self.label(a),
                second=self.label(b),
                need=need,
                reason="colours",
            )
        if len(colours) < need and self._seat is not None and not self._over:
            sc = self.book.evaluate(self._seat, (a, b), self.board.adjacent, self.towers)
            colours = self.default_colours(self._seat, sc, need, colours)
        colours = tuple(sorted(colours, key=_INDEX.__getitem__))
        note = f"{self.label(a)} {self.label(b)}" + "".join(f" {c.letter}" for c in colours)
        return Stone(note, (a, b), colours)

    # ----- scoring ----------------------------------------------------------------------
    def raw_points(self, sc: Scoring | None) -> list[int]:
        """Chip and large-tower points of a scoring, per colour, before caps (SPZ-23..31)."""
        raw = [0] * len(self.colours)
        if sc is None:
            return raw
        for t in sc.chips:
            raw[_INDEX[self.chips[t].colour]] += self.chip_value(t)
        if sc.large:
            raw = [v + len(sc.large) for v in raw]
        return raw

    def default_colours(
        self,
        seat: int,
        sc: Scoring | None,
        need: int,
        given: tuple[Colour, ...] = (),
    ) -> tuple[Colour, ...]:
        """``given`` topped up to ``need`` colours, each the weakest after the points so far
        (ties: orange, purple, blue, green) (D-SPZ-3)."""
        raw = self.raw_points(sc)
        for c in given:
            raw[_INDEX[c]] += 1
        now = [min(self.track.cap, s + r) for s, r in zip(self._scores[seat], raw, strict=True)]
        out = list(given)
        while len(out) < need:
            i = now.index(min(now))
            out.append(self.colours[i])
            now[i] = min(self.track.cap, now[i] + 1)
        return tuple(out)

    def gains(
        self, seat: int, sc: Scoring | None, colours: tuple[Colour, ...]
    ) -> tuple[list[int], list[int]]:
        """Points gained per colour after the cap, and points lost to it (D-ALL-8, D-ALL-10)."""
        raw = self.raw_points(sc)
        for c in colours:
            raw[_INDEX[c]] += 1  # SPZ-32: one point per bonus field covered
        gains, lost = [0] * len(raw), [0] * len(raw)
        for i, r in enumerate(raw):
            if r:
                step = self.track.advance(self._scores[seat][i], r)
                gains[i], lost[i] = step.gained, step.lost
        return gains, lost

    # ----- the end (D-SPZ-8), turn order, copies -----------------------------------------
    def _check_end(self) -> bool:
        """End the game when it is over (D-SPZ-8); True while play goes on."""
        active = self.active_seats()
        if len(active) < 2 or all(self.left[s] == 0 for s in active) or not self._can_place():
            self._over = True
        return not self._over

    def _why_over(self) -> Fact | None:
        """D-SPZ-8: every stone placed, or no free pair of fields left."""
        if all(self.left[s] == 0 for s in self.active_seats()):
            return Fact("status-end-all-stones-placed")
        return Fact("status-end-no-free-fields")

    def _next_turn(self) -> None:
        if not self._check_end():
            return
        for step in range(1, self.players + 1):
            nxt = (self._seat + step) % self.players
            if nxt not in self.resigned and self.left[nxt] > 0:
                self._seat = nxt
                return
        self._over = True

    def copy(self: S) -> S:
        """An independent copy sharing only the immutable board data (fast previews)."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.rng = type(self.rng)(0)
        new.rng.state = self.rng.state
        new.options = dict(self.options)
        new.history = list(self.history)
        new.resigned = list(self.resigned)
        new.chips = dict(self.chips)
        new.black = set(self.black)
        new.stones = dict(self.stones)
        new.partner = dict(self.partner)
        new.book = self.book.clone()
        new.free = set(self.free)
        new._scores = [list(s) for s in self._scores]
        new.left = list(self.left)
        return new

    # ----- views ------------------------------------------------------------------------
    def private_view(self, seat: int) -> SeatView:
        return SeatView(
            self.edition.id,
            seat,
            self.left[seat],
            self.board.stones,
            tuple(self._scores[seat]),
            self.colours,
            self.track.cap,
        )

    def hand_text(self, seat: int) -> str:
        scores = ", ".join(
            f"{c.label} {v}" for c, v in zip(self.colours, self._scores[seat], strict=True)
        )
        return f"You have {self.left[seat]} of {self.board.stones} stones left. Scores: {scores}."

    def hand_fact(self, seat: int) -> Fact:
        letters = tuple(c.letter for c in self.colours)
        return Fact(
            "hand-spezial",
            {
                "left": self.left[seat],
                "stones": self.board.stones,
                "scores": scores_fact(letters, tuple(self._scores[seat])),
            },
        )

    def status_fact(self) -> Fact:
        if self._over:
            return Fact("status-game-over")
        rnd = self.board.stones - self.left[self._seat] + 1
        left = ", ".join(str(self.left[s]) for s in range(self.players))
        return Fact(
            "status-spezial",
            {"seat": self._seat, "round": rnd, "rounds": self.board.stones, "left": left},
        )

    def status_text(self) -> str:
        if self._over:
            return "Game over."
        rnd = self.board.stones - self.left[self._seat] + 1
        left = ", ".join(str(self.left[s]) for s in range(self.players))
        return (
            f"Seat {self._seat} places a stone (round {rnd} of {self.board.stones}). "
            f"Stones left: {left}."
        )

    def tower_view(self, cell: Cell) -> TowerView:
        chip = self.chips[cell]
        black = cell in self.black
        return TowerView(cell, self.towers[cell], chip.colour, chip.light, black, chip.value(black))
