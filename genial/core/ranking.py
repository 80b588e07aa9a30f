"""Ranking players by their colour scores (D-ALL-4, D-ALL-9)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")


def rank_key(scores: Sequence[int]) -> tuple[int, ...]:
    """The comparison key of D-ALL-4: the scores sorted ascending.

    Comparing these keys lexicographically is "weakest colour first, then the
    next weakest" and makes more pegs on a tied value lose (TRV-29).
    """
    return tuple(sorted(scores))


def weakest_colours(scores: Sequence[int], colours: Sequence[T]) -> tuple[T, ...]:
    """The colour(s) with the lowest score, in ``colours`` order (D-ALL-4).

    ``scores[i]`` is the score of ``colours[i]``; ``weakest_colours([3, 1, 1], "RGB")``
    is ``("G", "B")``.
    """
    low = min(scores)
    return tuple(c for c, v in zip(colours, scores, strict=True) if v == low)


@dataclass(frozen=True)
class Standing:
    """One player's place in a ranking."""

    seat: int
    place: int
    scores: tuple[int, ...]
    note: str = ""


def places(keys: Sequence[Sequence[int]]) -> list[int]:
    """Shared places for comparable keys, higher key ranks higher (D-ALL-9).

    ``places([[1], [3], [3], [0]]) == [3, 1, 1, 4]``.
    """
    result = []
    for k in keys:
        result.append(1 + sum(1 for other in keys if tuple(other) > tuple(k)))
    return result


def rank(
    scores: Sequence[Sequence[int]],
    *,
    first: Sequence[int] = (),
    last: Sequence[int] = (),
    notes: dict[int, str] | None = None,
) -> list[Standing]:
    """Rank every seat by D-ALL-4; ties share a place (D-ALL-9).

    ``first``: seats that won outright (e.g. all colours at the maximum, or the
    card game's winner) and rank above everyone else. ``last``: seats that
    resigned or timed out and rank below everyone else (in the order given,
    the latest to leave ranking highest among them). Standings come back
    sorted by place, then seat order.
    """
    notes = notes or {}
    keys: list[tuple[int, ...]] = []
    n = len(scores)
    for seat in range(n):
        tier = 2 if seat in first else 0 if seat in last else 1
        sub = list(last).index(seat) if seat in last else 0
        keys.append((tier, sub, *rank_key(scores[seat])))
    pl = places(keys)
    out = [Standing(s, pl[s], tuple(scores[s]), notes.get(s, "")) for s in range(n)]
    out.sort(key=lambda st: (st.place, st.seat))
    return out


def rank_noted(
    scores: Sequence[Sequence[int]],
    *,
    winners: Sequence[int] = (),
    winner_note: str = "",
    resigned: Sequence[int] = (),
) -> list[Standing]:
    """:func:`rank` with the usual notes: ``winners`` rank first, noted ``winner_note``;
    ``resigned`` seats rank last, noted "resigned" (which wins over a winner's note)."""
    notes = {s: winner_note for s in winners}
    notes.update({s: "resigned" for s in resigned})
    return rank(scores, first=winners, last=resigned, notes=notes)
