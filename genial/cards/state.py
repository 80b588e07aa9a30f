"""The state of a card game and what it answers (CRD-*, D-CRD-1..8).

Everything but the turn flow: dealing (each round from ``self.rng``, the deal moving
left), hands, displays and chips, the match's victory points, the notation, what
playing a card in a given order scores (D-CRD-2..4), copies and the views. Playing
a turn (bonus moves, the exchange, refills, the end of a round) is
``genial.cards.game``; the menu takes a :class:`CardState`, so it does not import
the game back.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, TypeVar

from ..core.boards import load
from ..core.colours import SIX, Colour
from ..core.copying import state_copy
from ..core.facts import Fact, piece_fact
from ..core.game import Game
from ..core.hidden import redeal
from ..core.ranking import Standing, weakest_colours
from ..core.rng import Rng
from ..core.values import Move
from ..core.vocabulary import typed
from .deck import Card, Piles, full_deck
from .match import match_ranking, round_ranking, rounds_option
from .notation import EXCHANGE, PLAY, Play, Word, parse_move
from .scoring import Areas, Scoring, matches, score
from .view import HandView, RoundResult, TableView

S = TypeVar("S", bound="CardState")


class CardState(Game):
    """A card game's hands, displays, chips and match; ``CardGame`` adds playing it."""

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

    @property
    def full_hand(self) -> int:
        return self.hand_size

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

    # ----- notation ----------------------------------------------------------------------------
    def _canonical(self, move: Move) -> Move:
        if isinstance(move, Play):
            return Play.of(Card.of(move.card.a, move.card.b), move.first)
        return super()._canonical(move)

    def _parse(self, text: str) -> Move:
        """``play RB`` (red first), ``play RB B`` or ``play BR`` (blue first), ``exchange``,
        ``keep``, ``pass``; the word ``play`` may be left out."""
        return parse_move(typed(text))

    def copy(self: S) -> S:
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
