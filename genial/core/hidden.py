"""Re-drawing hidden pieces for a determinised copy (``Game.determinise``).

A computer player searches positions "as this seat sees them": the pieces it
cannot see (opponents' racks or hands, the bag, the draw pile) are pooled,
put in a canonical order (so the result depends only on *which* pieces are
hidden, never on where they actually are) and dealt again at random into
containers of the same sizes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from .rng import Rng

T = TypeVar("T")


def redeal(groups: Sequence[list[T]], rng: Rng, key: Callable[[T], str]) -> None:
    """Shuffle the pieces of ``groups`` among them in place, keeping each group's size."""
    pool = sorted((p for g in groups for p in g), key=key)
    rng.shuffle(pool)
    at = 0
    for g in groups:
        n = len(g)
        g[:] = pool[at : at + n]
        at += n
