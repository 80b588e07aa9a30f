"""Einfach Genial – Das Kartenspiel (CRD-*, D-CRD-1..8).

A turn: play a card, score both its colours against every face-up card in the
order the player chooses (D-CRD-2/4) within the areas (D-CRD-3); every chip
reaching column 10 gives a bonus move from the same hand (D-CRD-5); then, if
allowed, exchange the hand (D-CRD-6); then refill to six and pass the turn. A
round ends the moment a player has all six chips at 7 or more (D-CRD-7). With
the option ``rounds`` > 1 the game is a match scored in victory points
(D-CRD-8); each new round is dealt from ``self.rng`` and the deal moves left.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from ..core.boards import load
from ..core.colours import SIX, Colour
from ..core.contract import number
from ..core.copying import state_copy
from ..core.errors import IllegalMoveError
from ..core.facts import Fact, piece_fact
from ..core.game import Game
from ..core.hidden import redeal
from ..core.ranking import Standing, weakest_colours
from ..core.rng import Rng
from ..core.values import Edition, Move, Option, Outcome
from ..core.vocabulary import typed
from .deck import Card, Piles, deck_check, full_deck
from .match import MAX_ROUNDS, match_ranking, round_points, round_ranking, rounds_option
from .menu import card_options, outcome_fact, word_option
from .notation import EXCHANGE, PLAY, Play, Word, parse_move
from .scoring import Areas, Scoring, matches, score
from .view import HandView, RoundResult, TableView


class CardGame(Game):
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
    colours: ClassVar[tuple[Colour, ...]] = SIX
    move_types: ClassVar[tuple[type[Move], ...]] = (Play, Word)

    def __init__(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> None:
        super().__init__(players, seed, options)
        data = load("cards")
        self.areas = Areas(tuple((lo, hi) for lo, hi in data["areas"]))
        self.cap = self.areas.top
        self.goal: int = data["goal"]
        self.bonus_at: int = data["bonus_at"]
        self.hand_size: int = data["hand"]
        self.display_size: int = data["display"][str(players)]
        self.rounds = rounds_option(self.options["rounds"])
        explicit = self.options.get("deck")
        self._explicit = explicit is not None
        if explicit is not None:
            self.cards = [Card.parse(str(c)) for c in explicit]
        else:
            self.cards = full_deck(data["per_pair"])
        self.round = 1
        self.vp = [0] * players
        self.results: list[RoundResult] = []
        self._deal(start=0)

    # ----- dealing ----------------------------------------------------------------------
    def _deal(self, start: int) -> None:
        """Shuffle and deal a round (CRD-1..5): hands of six, then the displays in seat order."""
        cards = list(self.cards)
        if not (self._explicit and self.round == 1):
            self.rng.shuffle(cards)
        self.piles = Piles(cards)
        seats = self.active_seats()
        self.hands: list[list[Card]] = [[] for _ in range(self.players)]
        self.displays: list[list[Card]] = [[] for _ in range(self.players)]
        for s in seats:
            self.hands[s] = self.piles.take(self.hand_size, self.rng)
        for _ in range(self.display_size):
            for s in seats:
                self.displays[s] += self.piles.take(1, self.rng)
        self.chips = [[0] * 6 for _ in range(self.players)]
        self._seat = start
        self.phase = PLAY
        self.bonus_pending = 0
        self.in_bonus = False
        self.winner: int | None = None
        self.last_seat: int | None = None
        self.last: list[Card] = []

    # ----- queries ----------------------------------------------------------------------
    def scores(self) -> list[tuple[int, ...]]:
        return [tuple(c) for c in self.chips]

    def ranking(self) -> list[Standing]:
        """One round: the winner first, then D-ALL-4 (D-CRD-7); a match: by victory points
        (D-CRD-8). Resigned seats rank last."""
        if self.rounds == 1:
            return round_ranking(self.chips, self.winner, self.resigned)
        return match_ranking(self.chips, self.vp, self.resigned)

    def can_exchange(self, seat: int) -> bool:
        """D-CRD-6 (CRD-13/14): a non-empty hand with no card of any weakest colour."""
        hand = self.hands[seat]
        weak = self.weakest(seat)
        return bool(hand) and not any(c.a in weak or c.b in weak for c in hand)

    def bonus_owed(self) -> int:
        return self.bonus_pending + 1 if self.in_bonus and not self._over else 0

    def _redraw_hidden(self, seat: int, rng: Rng) -> None:
        """Opponents' hands and both face-down piles are re-dealt from their pooled cards;
        a later round's deal comes from the re-seeded rng."""
        others = [h for s, h in enumerate(self.hands) if s != seat]
        redeal([*others, self.piles.draw, self.piles.discard], rng, lambda c: c.code)

    def counts(self) -> list[int]:
        """Matches per colour for a card played now: every face-up card (D-CRD-2)."""
        return [matches(self.displays, c) for c in SIX]

    def scoring(self, seat: int, order: tuple[Colour, Colour]) -> Scoring:
        """What playing a card with these colours, in this order, would score for ``seat``."""
        return score(self.chips[seat], order, self.counts(), self.areas, SIX)

    # ----- notation, moves and options ----------------------------------------------------
    def _canonical(self, move: Move) -> Move:
        if isinstance(move, Play):
            return Play.of(Card.of(move.card.a, move.card.b), move.first)
        return super()._canonical(move)

    def _parse(self, text: str) -> Move:
        """``play RB`` (red first), ``play RB B`` or ``play BR`` (blue first), ``exchange``,
        ``keep``, ``pass``; the word ``play`` may be left out."""
        return parse_move(typed(text))

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

    def copy(self) -> CardGame:
        """An independent copy: containers one level deep, the piles anew, cards shared
        (immutable values; search copies thousands of times)."""
        new = state_copy(self)
        new.piles = Piles(list(self.piles.draw))
        new.piles.discard = list(self.piles.discard)
        new.piles.reshuffles = self.piles.reshuffles
        return new

    # ----- views --------------------------------------------------------------------------
    def public_view(self) -> TableView:
        return TableView(
            edition=self.edition.id,
            players=self.players,
            colours=self.colours,
            cap=self.cap,
            goal=self.goal,
            areas=self.areas.groups,
            display_size=self.display_size,
            displays=tuple(tuple(d) for d in self.displays),
            scores=self.scores(),
            hand_sizes=tuple(len(h) for h in self.hands),
            draw_pile=len(self.piles.draw),
            discard_pile=len(self.piles.discard),
            current=self.current,
            phase=self.phase,
            bonus_pending=self.bonus_owed(),
            round=self.round,
            rounds=self.rounds,
            victory_points=tuple(self.vp),
            results=tuple(self.results),
            last_seat=self.last_seat,
            last=tuple(self.last),
            resigned=tuple(self.resigned),
            over=self._over,
            ranking=self.ranking() if self._over else None,
        )

    def private_view(self, seat: int) -> HandView:
        cards = tuple(sorted(self.hands[seat], key=lambda c: (c.a.index, c.b.index)))
        weak = weakest_colours(self.chips[seat], SIX)
        return HandView(
            seat,
            cards,
            tuple(self.chips[seat]),
            self.colours,
            self.cap,
            self.goal,
            weak,
            self.phase,
        )

    def hand_text(self, seat: int) -> str:
        hand = sorted(self.hands[seat], key=lambda c: (c.a.index, c.b.index))
        if not hand:
            return "Your hand is empty."
        return "Your hand: " + ", ".join(f"{c.code} ({c.label()})" for c in hand)

    def hand_fact(self, seat: int) -> Fact:
        hand = sorted(self.hands[seat], key=lambda c: (c.a.index, c.b.index))
        if not hand:
            return Fact("hand-cards-empty")
        return Fact("hand-cards", {"cards": tuple(piece_fact(c.code, *c.code) for c in hand)})

    def status_fact(self) -> Fact:
        if self._over:
            return Fact("status-game-over")
        what = "exchange" if self.phase == EXCHANGE else "bonus" if self.in_bonus else "play"
        return Fact(
            "status-cards",
            {
                "round": self.round if self.rounds > 1 else 0,
                "rounds": self.rounds,
                "seat": self._seat,
                "what": what,
                "draw": len(self.piles.draw),
                "discard": len(self.piles.discard),
            },
        )

    def status_text(self) -> str:
        if self._over:
            return "Game over."
        if self.phase == EXCHANGE:
            what = "decides whether to exchange their hand"
        elif self.in_bonus:
            what = "makes a bonus move"
        else:
            what = "plays a card"
        head = f"Round {self.round} of {self.rounds}: " if self.rounds > 1 else ""
        return (
            f"{head}Seat {self._seat} {what}. Draw pile: {len(self.piles.draw)}, "
            f"discard pile: {len(self.piles.discard)}."
        )


def _why_no_exchange(game: CardGame, seat: int) -> Fact:
    if game.phase == PLAY:
        return Fact("err-cards-exchange-after-playing")
    return Fact("err-cards-cannot-exchange-now")
