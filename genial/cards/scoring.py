"""Scoring a played card on the score board with its areas (CRD-7..12, D-CRD-2..4)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..core.colours import Colour
from .deck import Card


@dataclass(frozen=True)
class Areas:
    """The score board's columns ``0..top`` grouped into areas (D-CRD-3).

    ``groups`` are inclusive column ranges in order, e.g. ``((0, 0), (1, 3),
    (4, 6), (7, 10))``. A chip may step into area ``k >= 2`` only while every
    chip stands in area ``k - 1`` or higher (CRD-10, G1 as decided by
    D-CRD-3); area 1 is always open. So all chips lie in at most two
    neighbouring areas (CRD-11).
    """

    groups: tuple[tuple[int, int], ...]
    _of: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Column -> area index, precomputed once.
        table = tuple(g for g, (lo, hi) in enumerate(self.groups) for _ in range(lo, hi + 1))
        object.__setattr__(self, "_of", table)

    @property
    def top(self) -> int:
        """The last column (10): nothing passes it."""
        return self.groups[-1][1]

    def area(self, column: int) -> int:
        """The index of the area holding ``column`` (0 for column 0)."""
        return self._of[column]

    def limit(self, chips: Sequence[int], i: int) -> int:
        """The highest column chip ``i`` may reach now, the others staying put (CRD-10..12)."""
        low = min(self.area(c) for j, c in enumerate(chips) if j != i)
        return self.groups[min(low + 1, len(self.groups) - 1)][1]

    def valid(self, chips: Sequence[int]) -> bool:
        """The invariant of CRD-11 / D-CRD-3: columns in range, chips in <= 2 neighbouring areas."""
        if any(not 0 <= c <= self.top for c in chips):
            return False
        spread = [self.area(c) for c in chips]
        return max(spread) - min(spread) <= 1


def matches(displays: Sequence[Sequence[Card]], colour: Colour) -> int:
    """Face-up cards showing ``colour`` (D-CRD-2; a card showing both counts for each, G10)."""
    return sum(1 for display in displays for card in display if card.shows(colour))


@dataclass(frozen=True)
class Scoring:
    """What scoring one card does to one player's chips, in colour order."""

    before: tuple[int, ...]
    after: tuple[int, ...]
    #: Columns actually gained per colour (D-ALL-10).
    gains: tuple[int, ...]
    #: Matches per colour that the areas or column 10 swallowed (CRD-12, D-CRD-3).
    lost: tuple[int, ...]
    #: Chips that reached the last column: one bonus move each (CRD-18, D-CRD-5).
    reached: int

    @property
    def points(self) -> int:
        return sum(self.gains)


def score(
    chips: Sequence[int],
    order: tuple[Colour, Colour],
    counts: Sequence[int],
    areas: Areas,
    colours: Sequence[Colour],
) -> Scoring:
    """Score a card's two colours in ``order`` (CRD-8, D-CRD-4).

    ``counts[i]`` is the number of matches for ``colours[i]``. Each chip moves
    one column per match until its area limit or column 10 stops it; the
    second colour is scored after the first chip has moved, which is why the
    order can matter.
    """
    now = list(chips)
    lost = [0] * len(now)
    reached = 0
    for colour in order:
        i = colours.index(colour)
        want = counts[i]
        if not want:
            continue
        to = min(now[i] + want, areas.limit(now, i))
        to = max(to, now[i])
        lost[i] += want - (to - now[i])
        if now[i] < areas.top <= to:
            reached += 1
        now[i] = to
    gains = tuple(a - b for a, b in zip(now, chips, strict=True))
    return Scoring(tuple(chips), tuple(now), gains, tuple(lost), reached)
