"""Einfach Genial 3D for 2-4 players (3D-1..37, D-3D-1..9): playing a turn.

A turn: place a tile, possibly on top of others (D-3D-3), score both symbols
over the top view (D-3D-4); each marker that reaches or crosses 18 or 27
gives a bonus move from the same rack (D-3D-6); then, if allowed, decide
``exchange`` or ``keep`` (D-3D-8); then draw up to five. Once the supply is
below five after a turn, everybody has exactly one more turn without drawing
(D-3D-9). The game ends at once when the player to act cannot place
(3D-36) or has all six markers at 27 (3D-37). The position, its scoring and
set-up are ``genial.three_d.state``.
"""

from __future__ import annotations

from typing import ClassVar

from ..core.errors import IllegalMoveError
from ..core.facts import Fact, bonus_facts
from ..core.fastrank import RankedMenu
from ..core.tiles import tile_bag
from ..core.values import Edition, Move, Option, Outcome
from . import menu
from .moves import EXCHANGE, KEEP, PASS, Placement, placement
from .options import start_colours
from .ranking import Ranking
from .state import PLACE, ThreeDState
from .view import BoardView, RackView, board_view, rack_view

__all__ = ["PLACE", "ThreeDGame"]


class ThreeDGame(RankedMenu, ThreeDState):
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
                "err-3d-opening-rule",
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

    # ----- views -----------------------------------------------------------------------------
    def public_view(self) -> BoardView:
        return board_view(self)

    def private_view(self, seat: int) -> RackView:
        return rack_view(self, seat)
