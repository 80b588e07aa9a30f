"""Einfach Genial – Das Kartenspiel (CRD-*, D-CRD-1..8): playing a turn.

A turn: play a card, score both its colours against every face-up card in the
order the player chooses (D-CRD-2/4) within the areas (D-CRD-3); every chip
reaching column 10 gives a bonus move from the same hand (D-CRD-5); then, if
allowed, exchange the hand (D-CRD-6); then refill to six and pass the turn. A
round ends the moment a player has all six chips at 7 or more (D-CRD-7). With
the option ``rounds`` > 1 the game is a match scored in victory points
(D-CRD-8); each new round is dealt from ``self.rng`` and the deal moves left.
The hands, displays, chips, scoring and views are ``genial.cards.state``.
"""

from __future__ import annotations

from typing import ClassVar

from ..core.colours import SIX
from ..core.contract import number
from ..core.errors import IllegalMoveError
from ..core.facts import Fact
from ..core.ranking import weakest_colours
from ..core.values import Edition, Move, Option, Outcome
from .deck import deck_check
from .match import MAX_ROUNDS, round_points
from .menu import card_options, outcome_fact, word_option
from .notation import EXCHANGE, PLAY, Play, Word
from .state import CardState
from .view import RoundResult


class CardGame(CardState):
    """The card game for 2-4 players, one round or a match of several."""

    edition: ClassVar[Edition] = Edition(
        id="cards",
        name="Einfach Genial – Das Kartenspiel (card game)",
        min_players=2,
        max_players=4,
        blurb="The card game: play two-symbol cards, score every matching face-up card, "
        "and be first to bring all six colours to column 7.",
        hand_name="cards",
        options={
            "rounds": ("rounds in a match, scored in victory points (D-CRD-8)", 1),
            "deck": ("explicit card order of the first deal (for records and tests)", None),
        },
        player_options=("rounds",),
        checks={"rounds": number("rounds", 1, MAX_ROUNDS), "deck": deck_check},
    )

    def legal_moves(self) -> list[Move]:
        if self._over:
            return []
        if self.phase == EXCHANGE:
            return [Word("exchange"), Word("keep")]
        hand = self.hands[self._seat]
        if not hand:
            return [Word("pass")]
        cards = sorted(set(hand), key=lambda c: (c.a.index, c.b.index))
        return [Play.of(c, first) for c in cards for first in c.colours]

    def options_for_menu(self) -> list[Option]:
        if self._over:
            return []
        seat = self._seat
        if self.phase == EXCHANGE or not self.hands[seat]:
            return [word_option(m) for m in self.legal_moves()]
        return card_options(self, seat)

    # ----- applying -----------------------------------------------------------------------
    def _apply(self, move: Move) -> Outcome:
        seat = self._seat
        if isinstance(move, Play):
            return self._play(seat, move)
        word = move.notation
        if word == "pass":
            if self.phase != PLAY or self.hands[seat]:
                raise IllegalMoveError("err-cards-you-can-only-pass", reason="pass")
            self._end_turn(seat)
            return Outcome(seat, "pass", "pass", fact=Fact("move-passed-no-cards"))
        if word in ("exchange", "keep"):
            if self.phase != EXCHANGE:
                raise IllegalMoveError(_why_no_exchange(self, seat), reason="exchange")
            said = Fact("move-kept-hand")
            if word == "exchange":
                shown = ", ".join(c.code for c in self.hands[seat])
                weak = tuple(c.fact for c in weakest_colours(self.chips[seat], SIX))
                said = Fact("move-exchanged-hand", {"cards": shown, "weak": weak})
                self.piles.throw(self.hands[seat])
                self.hands[seat] = []
            self._end_turn(seat)
            return Outcome(seat, word, word, fact=said)
        raise IllegalMoveError("err-cards-not-move-in-this", word=word)

    def _play(self, seat: int, move: Play) -> Outcome:
        if self.phase != PLAY:
            raise IllegalMoveError(
                "err-cards-your-cards-for-this",
                reason="phase",
            )
        if move.card not in self.hands[seat]:
            raise IllegalMoveError(
                "err-cards-you-have-no-card", code=move.card.code, reason="no-card"
            )
        res = self.scoring(seat, move.order)
        # Apply: the card joins the display, which keeps its newest N cards (D-CRD-2).
        self.hands[seat].remove(move.card)
        self.chips[seat] = list(res.after)
        display = self.displays[seat]
        display.append(move.card)
        self.piles.throw(display[: -self.display_size])
        del display[: -self.display_size]
        was_bonus = self.in_bonus
        if not was_bonus:
            self.last_seat, self.last = seat, []
        self.last.append(move.card)
        self.bonus_pending += res.reached
        # D-CRD-7: checked once both colours are scored; it ends the round at once,
        # so a bonus move earned by the winning card is not announced.
        won = all(v >= self.goal for v in self.chips[seat])
        said = outcome_fact(move, res, was_bonus, announce_bonus=not won)
        if won:
            said = Fact("move-then", {"move": said, "note": self._end_round(seat)})
        else:
            self._after_play(seat)
        return Outcome(
            seat,
            move.notation,
            "play",
            res.gains,
            res.lost,
            res.reached,
            (seat, move.card.code),
            said,
            self._over,
        )

    def _after_play(self, seat: int) -> None:
        """A bonus move (D-CRD-5), or the exchange decision (D-CRD-6), or the end of the turn."""
        if self.bonus_pending and self.hands[seat]:
            self.bonus_pending -= 1
            self.in_bonus = True
            return
        self.bonus_pending = 0  # a bonus move that finds the hand empty lapses
        self.in_bonus = False
        if self.can_exchange(seat):
            self.phase = EXCHANGE
            return
        self._end_turn(seat)

    def _end_turn(self, seat: int) -> None:
        """Refill the hand to six (reshuffling the discard pile as needed), next seat."""
        self.phase = PLAY
        self.hands[seat] += self.piles.take(self.hand_size - len(self.hands[seat]), self.rng)
        self._seat = self._next_seat(seat)

    def _end_round(self, winner: int) -> Fact:
        """Score victory points (D-CRD-8); deal the next round or end the game."""
        self.winner = winner
        self.bonus_pending, self.in_bonus = 0, False
        pts = round_points(self.chips, self.resigned)
        for s, p in enumerate(pts):
            self.vp[s] += p
        chips = tuple(tuple(c) for c in self.chips)
        self.results.append(RoundResult(self.round, winner, chips, pts))
        if self.rounds == 1:
            self._over = True
            return Fact("move-cards-won-game")
        vps = tuple(
            Fact("move-cards-vp", {"seat": s, "points": self.vp[s]}) for s in self.active_seats()
        )
        won = Fact("move-cards-won-round", {"round": self.round, "rounds": self.rounds, "vps": vps})
        if self.round == self.rounds:
            self._over = True
            return Fact("move-cards-match-over", {"won": won})
        self.round += 1
        start = (self.round - 1) % self.players
        if start in self.resigned:
            start = self._next_seat(start)
        self._deal(start)
        return Fact("move-cards-next-round", {"won": won, "round": self.round})

    def _why_over(self) -> Fact | None:
        """D-CRD-7: a player brought all six chips to the goal (in the last round of a match)."""
        if self.winner is None:
            return None
        if self.rounds > 1:
            return Fact("status-end-last-round", {"seat": self.winner, "rounds": self.rounds})
        return Fact("status-end-all-at-goal", {"seat": self.winner, "goal": self.goal})

    def _on_skip(self, seat: int) -> None:
        # A skipped turn ends as after "keep": a pending bonus lapses, the hand is refilled.
        self.bonus_pending, self.in_bonus = 0, False
        self._end_turn(seat)

    def _on_resign(self, seat: int) -> None:
        # A resigned player's hand and display go to the discard pile; the turn moves on.
        self.piles.throw(self.hands[seat] + self.displays[seat])
        self.hands[seat], self.displays[seat] = [], []
        if len(self.active_seats()) < 2:
            self._over = True
            return
        if self._seat == seat:
            self.phase, self.bonus_pending, self.in_bonus = PLAY, 0, False
            self._seat = self._next_seat(seat)


def _why_no_exchange(game: CardState, seat: int) -> Fact:
    if game.phase == PLAY:
        return Fact("err-cards-exchange-after-playing")
    return Fact("err-cards-cannot-exchange-now")
