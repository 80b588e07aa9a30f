"""Matches of several rounds: victory points and the match ranking (CRD-24, D-CRD-8)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.errors import IllegalMoveError
from ..core.ranking import Standing, places, rank_noted

MAX_ROUNDS = 20


def rounds_option(value: Any) -> int:
    """The ``rounds`` option as an int; raises IllegalMoveError (reason 'option') if invalid."""
    try:
        n = int(value)
    except (TypeError, ValueError):
        n = 0
    if not 1 <= n <= MAX_ROUNDS:
        raise IllegalMoveError(
            "err-cards-number-of-rounds-must",
            max_rounds=MAX_ROUNDS,
            reason="option",
        )
    return n


def round_points(chips: Sequence[Sequence[int]], resigned: Sequence[int]) -> tuple[int, ...]:
    """Victory points of a round: each seat's lowest chip, the winner's included (D-CRD-8).

    Seats that resigned score nothing.
    """
    return tuple(0 if s in resigned else min(c) for s, c in enumerate(chips))


def round_ranking(
    chips: Sequence[Sequence[int]], winner: int | None, resigned: Sequence[int]
) -> list[Standing]:
    """One round: the winner first, the others by D-ALL-4, resigned seats last (D-CRD-7)."""
    first = [winner] if winner is not None else []
    return rank_noted(chips, winners=first, winner_note="all six colours at 7+", resigned=resigned)


def match_ranking(
    chips: Sequence[Sequence[int]], vp: Sequence[int], resigned: Sequence[int]
) -> list[Standing]:
    """A match: most victory points first, ties sharing a place (D-CRD-8, D-ALL-9).

    Resigned seats rank last, the latest to leave highest among them. Each
    standing carries the seat's chips of the last round and a note with its
    victory points.
    """
    left = list(resigned)
    keys = [(0, left.index(s), 0) if s in left else (1, 0, vp[s]) for s in range(len(chips))]
    pl = places(keys)
    out = [
        Standing(
            s,
            pl[s],
            tuple(chips[s]),
            "resigned" if s in left else f"{vp[s]} victory points",
        )
        for s in range(len(chips))
    ]
    out.sort(key=lambda st: (st.place, st.seat))
    return out
