"""A score's bar under its number: one bar 0..cap, or one per score board of the track."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .theme import RGB, Theme


def bars(
    d: Any,
    at: tuple[int, int, int],
    value: int,
    cap: int,
    boards: Sequence[int],
    fill: RGB,
    theme: Theme,
) -> None:
    """A score's bar from ``at`` (left, top, right): one 4 px bar 0..cap, or one 3 px bar
    per score board (``boards`` ends, 18 and 36), stacked 2 px apart."""
    bx0, by, bx1 = at
    ends = [b for b in boards if 0 < b <= cap] if len(boards) > 1 else []
    if not ends:
        d.rectangle((bx0, by, bx1, by + 4), fill=theme.bar)
        if value > 0:
            d.rectangle((bx0, by, bx0 + round((bx1 - bx0) * min(value, cap) / cap), by + 4),
                        fill=fill)  # fmt: skip
        return
    start, y = 0, by - 2 * (len(ends) - 1) - 1
    for end in ends:
        d.rectangle((bx0, y, bx1, y + 2), fill=theme.bar)
        part = min(max(value - start, 0), end - start)
        if part > 0:
            d.rectangle((bx0, y, bx0 + round((bx1 - bx0) * part / (end - start)), y + 2),
                        fill=fill)  # fmt: skip
        start, y = end, y + 5
