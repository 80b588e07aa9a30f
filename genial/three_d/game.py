"""Einfach Genial 3D for 2-4 players (3D-1..37, D-3D-1..9).

A turn: place a tile, possibly on top of others (D-3D-3), score both symbols
over the top view (D-3D-4); each marker that reaches or crosses 18 or 27
gives a bonus move from the same rack (D-3D-6); then, if allowed, decide
``exchange`` or ``keep`` (D-3D-8); then draw up to five. Once the supply is
below five after a turn, everybody has exactly one more turn without drawing
(D-3D-9). The game ends at once when the player to act cannot place
(3D-36) or has all six markers at 27 (3D-37).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any, ClassVar

from ..core.boards import load
from ..core.colours import SIX, Colour
from ..core.copying import state_copy
from ..core.errors import IllegalMoveError
from ..core.facts import Fact, bonus_facts
from ..core.fastrank import RankedMenu, pair_table
from ..core.game import Game
from ..core.hexgrid import OPPOSITE, Cell, Grid, hexagon
from ..core.hidden import redeal
from ..core.moves import checked_placement
from ..core.ranking import Standing, rank_noted
from ..core.rng import Rng
from ..core.tiles import Bag, Tile, tile_bag, tile_set
from ..core.tracks import Track
from ..core.values import Edition, Move, Option, Outcome
from ..core.vocabulary import typed
from . import menu
from .board import StackBoard
from .moves import EXCHANGE, KEEP, PASS, Placement, Word, parse_move, placement
from .options import start_colours
from .ranking import Ranking
from .tracks import ScoreTrack
from .view import BoardView, RackView, board_view, rack_view

PLACE = "place"


@cache
def _grid(radius: int) -> Grid:
    """The board's grid (immutable: every game shares it)."""
    return Grid(frozenset(hexagon(radius)))


class ThreeDGame(RankedMenu, Game):
    """Einfach Genial 3D for 2-4 players."""

    edition: ClassVar[Edition] = Edition(
        id="3d",
        name="Einfach Genial 3D",
        min_players=2,
        max_players=4,
        blurb="Stack two-symbol tiles in layers: lines count across levels as seen from above. "
        "Raise your weakest colour towards 27.",
        options={
            "bag": ("explicit draw order of the supply (tile codes, for records and tests)", None),
            "start": ("explicit start-stone colours, e.g. 'RGBOYP' (for records and tests)", None),
        },
        checks={"bag": tile_bag("three_d"), "start": start_colours},
    )
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

    def legal_moves(self) -> list[Move]:
        return menu.legal_moves(self)

    def forced_pass(self) -> Move | None:
        """Without listing placements: only the word moves can be a lone pass (D-ALL-7)."""
        words = None if self.over else menu.word_moves(self)
        return words[0] if words is not None and [w.kind for w in words] == ["pass"] else None

    def _ranking(self) -> Ranking | list[Option]:
        if self.over:
            return []
        words = menu.word_moves(self)
        if words is not None:
            return [menu.word_option(m) for m in words]
        return Ranking(self, self._seat, self._pair_table)

    def hand_text(self, seat: int) -> str:
        return menu.hand_text(self, seat)

    def hand_fact(self, seat: int) -> Fact:
        return menu.hand_fact(self, seat)

    def status_fact(self) -> Fact:
        return menu.status_fact(self)

    def status_text(self) -> str:
        return menu.status_text(self)

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

    # ----- applying ------------------------------------------------------------------------
    def _apply(self, move: Move) -> Outcome:
        seat = self._seat
        self._notes = []
        if isinstance(move, Placement):
            return self._place(seat, move)
        word = move.notation
        if word == PASS:
            if self.phase != PLACE or self.racks[seat]:
                raise IllegalMoveError("err-3d-you-can-only-pass", reason="pass")
            self._end_turn(seat)
            return self._word_outcome(seat, word, Fact("move-passed-no-tiles"))
        if word in (EXCHANGE, KEEP):
            if self.phase != EXCHANGE:
                raise IllegalMoveError(self._why_no_exchange(seat), reason="exchange")
            if word == EXCHANGE:
                # 3D-31: draw five new tiles first, then shuffle the old ones back.
                old, self.racks[seat] = self.racks[seat], self.bag.draw(self.rack_size)
                self.bag.put_back(old, self.rng)
                self._end_turn(seat, draw=False)
                return self._word_outcome(
                    seat, word, Fact("move-exchanged-tiles", {"count": len(old)})
                )
            self._end_turn(seat)
            return self._word_outcome(seat, word, Fact("move-kept-rack"))
        raise IllegalMoveError("err-3d-not-move-in-this", word=word)

    def _word_outcome(self, seat: int, word: str, said: Fact) -> Outcome:
        return Outcome(seat, word, word, fact=self._with_notes(said), game_over=self._over)

    def _with_notes(self, said: Fact) -> Fact:
        """The move as a sentence, followed by the notes (final round, game over)."""
        out = Fact("move-sentence", {"move": said})
        for note in self._notes:
            out = Fact("move-then", {"move": out, "note": note})
        return out

    def _why_no_exchange(self, seat: int) -> Fact:
        if self.phase == PLACE:
            return Fact("err-3d-exchange-after-placing")
        return Fact("err-3d-cannot-exchange-now")

    def _place(self, seat: int, m: Placement) -> Outcome:
        # Recorded in canonical notation even when the move was built by hand (D-ALL-2).
        m = placement(self.grid, m.first, m.second, m.cell, m.direction)
        if self.phase != PLACE:
            raise IllegalMoveError("err-3d-your-placements-are-done", reason="phase")
        if m.tile not in self.racks[seat]:
            raise IllegalMoveError(
                "err-3d-you-have-no-tile",
                code=m.tile.code,
                solo=self.rack_size == 1,
                reason="no-tile",
            )
        why = self.board.why_not(m.cell, m.other)
        if why:
            raise IllegalMoveError(why, reason="stacking")
        if self.board.untouched and not self.board.opens(m.cell, m.other):
            names = ", ".join(sorted(self.label(s) for s in self.board.untouched))
            raise IllegalMoveError(
                "err-3d-opening-rule-3d-16",
                cells=names,
                reason="opening",
            )
        gains, lost, bonus = self.gains_of(m, seat)
        # Everything is checked: apply.
        self.racks[seat].remove(m.tile)
        piece = self.board.place(m.cell, m.other, m.first, m.second)
        for i, g in enumerate(gains):
            self._scores[seat][i] += g
        self.last, self.last_level = piece.cells, piece.level
        was_bonus = self.in_bonus
        line = Fact(
            "move-placed-level",
            {
                "tile": m.tile.code,
                "first": self.label(m.cell),
                "second": self.label(m.other),
                "level": piece.level,
                "gains": self.gains_fact(gains, lost),
            },
        )
        ends = all(v >= self.track.cap for v in self._scores[seat])
        # 3D-37: all six at 27 ends the game at once; no bonus move is announced.
        said = bonus_facts(line, 0 if ends else bonus, was_bonus)
        if ends:
            self.winners = [seat]  # 3D-37
            self._end_game(
                f"{self.track.cap} in every colour: seat {seat} wins",
                Fact("move-3d-end-cap", {"cap": self.track.cap}),
            )
        else:
            self._after_placement(seat, bonus)
        return Outcome(
            seat,
            m.notation,
            "place",
            tuple(gains),
            tuple(lost),
            bonus,
            self.last,
            self._with_notes(said),
            self._over,
        )

    def _after_placement(self, seat: int, bonus: int) -> None:
        """A bonus move (3D-24..26), or the exchange decision (D-3D-8), or the end of the turn."""
        self.bonus_pending += bonus
        if self.bonus_pending and self.racks[seat]:
            self.bonus_pending -= 1
            self.in_bonus = True
            self._begin_turn()
            return
        self.bonus_pending = 0  # a bonus move that finds the rack empty lapses (D-3D-6)
        self.in_bonus = False
        if self.can_exchange(seat):
            self.phase = EXCHANGE
            return
        self._end_turn(seat)

    def _end_turn(self, seat: int, draw: bool = True) -> None:
        """Draw up to five, start the final round when due, pass the turn (3D-30, D-3D-9)."""
        self.phase, self.bonus_pending, self.in_bonus = PLACE, 0, False
        if self.final_left is not None:
            if seat in self.final_left:
                self.final_left.remove(seat)
            if not self.final_left:
                self._end_game("the final round is over", Fact("move-3d-end-final-round"))
                return
            self._seat = self.final_left[0]
        else:
            if draw:
                self.racks[seat] += self.bag.draw(self.rack_size - len(self.racks[seat]))
            self._seat = self._next_seat(seat)
            if len(self.bag) < self.rack_size:
                # Everybody, the player who triggered it included, has one more turn.
                active = self.active_seats()
                k = active.index(self._seat)
                self.final_left = active[k:] + active[:k]
                self._notes.append(Fact("move-3d-final-round", {"count": self.rack_size}))
        self._begin_turn()

    def _begin_turn(self) -> None:
        """The seat to act must place; if no tile can lie anywhere, the game ends (3D-36)."""
        if not self._over and self.racks[self._seat] and not self.board.can_place():
            self._end_game("no tile can be placed any more", Fact("move-3d-end-blocked"))

    def _end_game(self, reason: str, said: Fact) -> None:
        self._over = True
        self.end_reason = reason
        self.end_fact = said
        self.in_bonus, self.bonus_pending = False, 0
        self._notes.append(Fact("move-game-over", {"why": said}))

    def _on_skip(self, seat: int) -> None:
        # A skipped turn ends as after "keep": a pending bonus lapses, the rack is refilled,
        # and a seat of the final round has had its last turn (3D-30).
        self._notes = []
        self._end_turn(seat)

    def _on_resign(self, seat: int) -> None:
        self.out += self.racks[seat]
        self.racks[seat] = []
        if self.final_left is not None and seat in self.final_left and self._seat != seat:
            self.final_left.remove(seat)
        if len(self.active_seats()) < min(2, self.players):
            self._end_game("too few players left", Fact("move-3d-end-players"))
            return
        if self._seat == seat:
            self._notes = []
            self._end_turn(seat, draw=False)

    def copy(self) -> ThreeDGame:
        """An independent copy: containers copied one level, the stack board by its own copy,
        immutable grid, track, tiles and facts shared (search copies thousands of times)."""
        return state_copy(self, deep=("board",))

    # ----- views -----------------------------------------------------------------------------
    def public_view(self) -> BoardView:
        return board_view(self)

    def private_view(self, seat: int) -> RackView:
        return rack_view(self, seat)
