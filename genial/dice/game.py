"""Einfach Genial - the dice game (DCE-1..20, D-DCE-1..8): playing a turn.

A turn: ``roll``, then up to two ``reroll``s (chance moves drawing from
``self.rng``), then one ``score`` with optional jokers. The last roll stays
in front of the player as the others' template. Crosses fill the sheet left
to right behind the section locks; the first full sheet wins at once. A match
of several games (option ``games``) adds victory points (DCE-19). The sheets,
dice and texts are ``genial.dice.state``.
"""

from __future__ import annotations

from typing import ClassVar

from ..core.errors import IllegalMoveError, NotationError
from ..core.facts import Fact
from ..core.values import Edition, Move, Option, Outcome
from .menu import menu_options, score_fact
from .moves import (
    REROLL,
    ROLL,
    Roll,
    Score,
    counts,
    joker_choices,
)
from .options import CHECKS
from .state import DiceState, roll_fact
from .view import DiceHandView, DiceView, private_view, public_view


class DiceGame(DiceState):
    """The dice game for 2-4 players, optionally a match of several games."""

    edition: ClassVar[Edition] = Edition(
        id="dice",
        name="Einfach Genial - the dice game",
        min_players=2,
        max_players=4,
        blurb="Roll up to three times, match the symbols lying in front of the others, "
        "and fill your score sheet from left to right.",
        hidden_info=False,
        hand_name="dice",
        options={
            "start_variant": ("start rule: nobody rolls before the first turn (D-DCE-7)", False),
            "games": ("games in the match, won on victory points (D-DCE-8)", 1),
            "dice": ("explicit roll results in order, e.g. ['RGP', 'YBB'] (records, tests)", None),
        },
        player_options=("games", "start_variant"),
        checks=CHECKS,
    )

    # ----- moves ---------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """``[roll]`` before rolling; then ``[reroll (if left), score...]``."""
        if self._over:
            return []
        if self.rolls == 0:
            return [Roll(ROLL)]
        moves: list[Move] = [Roll(REROLL)] if self.rolls < self.max_rolls else []
        own = self.dice[self._seat] or ()
        moves.extend(joker_choices(own, self.faces))
        return moves

    def options_for_menu(self) -> list[Option]:
        if self._over:
            return []
        if self.rolls == 0:
            n = self.per_player
            said = (Fact("menu-notation", {"text": ROLL}), Fact("menu-roll", {"dice": n}))
            return [
                Option(
                    Roll(ROLL),
                    ROLL,
                    "Roll",
                    0,
                    describe=lambda: (ROLL, f"roll {n} dice"),
                    speak=lambda: said,
                    group_fact=Fact("ui-word-roll"),
                )
            ]
        return menu_options(self)

    def _apply(self, move: Move) -> Outcome:
        seat = self._seat
        if isinstance(move, Roll):
            return self._roll(seat, move)
        if isinstance(move, Score):
            return self._score(seat, move)
        raise NotationError("err-dice-not-move-in-dice", notation=move.notation)

    def _roll(self, seat: int, move: Roll) -> Outcome:
        if move.notation == ROLL and self.rolls:
            raise IllegalMoveError("err-dice-you-have-rolled-already", reason="rolled")
        if move.notation == REROLL:
            if not self.rolls:
                raise IllegalMoveError("err-dice-roll-first-write-roll", reason="not-rolled")
            if self.rolls >= self.max_rolls:
                raise IllegalMoveError(
                    "err-dice-you-have-rolled-times",
                    max_rolls=self.max_rolls,
                    reason="no-rerolls",
                )
        dice = self._roll_dice()
        self.dice[seat] = dice
        self.rolls += 1
        said = Fact(
            "move-rolled", {"dice": roll_fact(dice), "roll": self.rolls, "rolls": self.max_rolls}
        )
        return Outcome(seat, move.notation, move.notation, fact=said)

    def _score(self, seat: int, move: Score) -> Outcome:
        if not self.rolls:
            raise IllegalMoveError("err-dice-roll-first-write-roll", reason="not-rolled")
        own = counts(self.dice[seat] or ())
        for colour, k, _ in move.jokers:
            have = own[colour.index]
            if have < 2:
                raise IllegalMoveError(
                    "err-dice-you-have-no-pair", colour=colour.fact, reason="joker"
                )
            if have != k:
                raise IllegalMoveError(
                    "err-dice-joker-uses-whole-group",
                    count=have,
                    colour=colour.fact,
                    group=colour.letter * have,
                    reason="joker",
                )
        placed, lost = self.outcome_of(seat, move)
        before = self.sheets[seat]
        self.last = tuple(
            (seat, i, cell)
            for i, n in enumerate(placed)
            for cell in range(before[i] + 1, before[i] + n + 1)
        )
        self.sheets[seat] = [b + p for b, p in zip(before, placed, strict=True)]
        said = score_fact(move, placed, lost)
        if self.layout.full(self.sheets[seat]):
            said = Fact("move-then", {"move": said, "note": self._game_won(seat)})
        else:
            self._pass_turn()
        return Outcome(seat, move.notation, "score", placed, lost, 0, self.last, said, self._over)

    def _game_won(self, seat: int) -> Fact:
        """DCE-18: the game ends at once; victory points (DCE-19) in a match."""
        self.game_winners.append(seat)
        if self.games == 1:
            self.winners = [seat]
            self._over = True
            return Fact("move-dice-won-game")
        for s in self.active_seats():
            self.vp[s] += self.winner_vp if s == seat else min(self.sheets[s])
        said = Fact("move-dice-won-round", {"game": self.game_no + 1, "games": self.games})
        if self.game_no + 1 >= self.games:
            self._over = True
            return Fact("move-dice-won-match", {"won": said})
        self.game_no += 1
        self._start_game()
        return said

    def _pass_turn(self) -> None:
        self._seat = self._next_seat(self._seat)
        self.rolls = 0

    def _why_over(self) -> Fact | None:
        """DCE-18: a player crossed every symbol of their sheet (in a match: of its last game)."""
        if not self.game_winners:
            return None
        seat = self.game_winners[-1]
        if self.games > 1:
            return Fact("status-end-last-game", {"seat": seat, "games": self.games})
        return Fact("status-end-sheet-full", {"seat": seat})

    def _on_skip(self, seat: int) -> None:
        # Dice already rolled stay as rolled (the others score against them); nothing is scored.
        del seat
        self._pass_turn()

    def _on_resign(self, seat: int) -> None:
        # A player who leaves takes their dice with them: they are nobody's template.
        self.dice[seat] = None
        if len(self.active_seats()) < 2:
            self._over = True
        elif self._seat == seat:
            self._pass_turn()

    # ----- views ---------------------------------------------------------------------
    def public_view(self) -> DiceView:
        return public_view(self)

    def private_view(self, seat: int) -> DiceHandView:
        return private_view(self, seat)
