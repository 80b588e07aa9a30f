"""Rating changes drawn on a finished game's board (the final post's one image).

A game's rating changes are known only when it is over; :func:`rating_changes` sets them
(seat -> change) for one drawing, as :func:`render.words.speaking` sets its language,
so every edition's board puts "rating +14" where its seat blocks show what only matters
while the game runs (tiles in the rack, stones left, cards in hand). A context variable
keeps concurrent drawings in worker threads apart.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar

from .words import t

_CHANGES: ContextVar[Mapping[int, int] | None] = ContextVar("render_rating_changes", default=None)


@contextmanager
def rating_changes(changes: Mapping[int, int] | None) -> Iterator[None]:
    """Draw each seat's rating change (``changes``: seat -> change) inside the block."""
    token = _CHANGES.set(dict(changes) if changes else None)
    try:
        yield
    finally:
        _CHANGES.reset(token)


def rating_change(delta: int | None) -> str:
    """'rating +14' / 'Wertungszahl −3' (a true minus sign), or '' for an unrated seat."""
    if delta is None:
        return ""
    signed = f"+{delta}" if delta > 0 else f"\u2212{-delta}" if delta < 0 else "±0"
    return t("img-rating-change", delta=signed)


def rated(seat: int) -> str:
    """The rating change of ``seat`` in words, or '' (no changes set, or the seat unrated)."""
    changes = _CHANGES.get()
    if not changes:
        return ""
    return rating_change(changes.get(seat))
