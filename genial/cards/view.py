"""What the renderer and the bot get from the card game: the table and a hand."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.colours import Colour
from ..core.ranking import Standing
from ..core.values import View
from .deck import Card


@dataclass(frozen=True)
class RoundResult:
    """The end of one round of a match (CRD-24, D-CRD-8)."""

    round: int
    #: The seat that got all six chips to the goal column, None if the round was cut short.
    winner: int | None
    #: Every seat's chips when the round ended, in colour order.
    chips: tuple[tuple[int, ...], ...]
    #: Victory points each seat earned: their lowest chip's column (0 for resigned seats).
    points: tuple[int, ...]


@dataclass(frozen=True)
class TableView(View):
    """The public state of a card game: displays, score boards, piles (no hands)."""

    edition: str
    players: int
    colours: tuple[Colour, ...]
    #: Last column of the score board (10).
    cap: int
    #: The goal column every chip must reach to win (7).
    goal: int
    #: The areas as inclusive column ranges, e.g. ((0, 0), (1, 3), (4, 6), (7, 10)).
    areas: tuple[tuple[int, int], ...]
    #: Cards per display: 1, or 2 with two players (D-CRD-2).
    display_size: int
    #: Every seat's face-up cards, oldest (nearest the middle) first.
    displays: tuple[tuple[Card, ...], ...]
    #: Every seat's chips (columns 0..cap), in ``colours`` order.
    scores: list[tuple[int, ...]]
    hand_sizes: tuple[int, ...]
    draw_pile: int
    discard_pile: int
    current: int | None
    #: 'play' or 'exchange'.
    phase: str
    #: Bonus moves owed, including the one now due (0 when none).
    bonus_pending: int
    round: int
    rounds: int
    victory_points: tuple[int, ...]
    results: tuple[RoundResult, ...]
    #: The seat that played ``last`` (the cards of their latest turn), or None.
    last_seat: int | None
    last: tuple[Card, ...]
    resigned: tuple[int, ...]
    over: bool
    ranking: list[Standing] | None


@dataclass(frozen=True)
class HandView(View):
    """One player's hand (private) with their chips, for the hand image."""

    seat: int
    cards: tuple[Card, ...]
    scores: tuple[int, ...]
    colours: tuple[Colour, ...]
    cap: int
    goal: int
    #: The player's lowest colour(s): an exchange needs a hand without them (D-CRD-6).
    weakest: tuple[Colour, ...]
    phase: str
