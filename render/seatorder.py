"""Who sits where in a panel and the small helpers every panel shares: weakest colours,
places, the order blocks are drawn in, colour mixing, clearing, seat names.

Split from :mod:`render.panels` (which re-exports these names) to keep files small.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from genial.core.ranking import Standing

from .fonts import clean
from .preview import redrawn
from .theme import RGB, Theme
from .words import place, t


def weakest(scores: Sequence[int]) -> frozenset[int]:
    """Indices of the lowest score(s): a player's weakest colour(s) (D-ALL-4, D-CL-7)."""
    if not scores:
        return frozenset()
    low = min(scores)
    return frozenset(i for i, v in enumerate(scores) if v == low)


def ordinal(n: int) -> str:
    """A place in the language being drawn: 1 -> '1st' (en), '1.' (de), '1e' (nl)."""
    return place(n)


def place_width(f: ImageFont.FreeTypeFont, badge: str) -> int:
    """Room for a place badge in ``f``: the widest of the first four places (the names
    line up under each other), or ``badge`` if wider."""
    return round(max(f.getlength(badge), *(f.getlength(place(n)) for n in (1, 2, 3, 4))))


def display_order(view: Any, players: int) -> list[int]:
    """The seats in the order their blocks are drawn: by place once the game is over
    (the winner on top, "1. Bob" above "3. Alice"), else by seat."""
    ranking: Sequence[Standing] | None = view.ranking
    if not view.over or not ranking:
        return list(range(players))
    placed = {st.seat: st.place for st in ranking}
    return sorted(range(players), key=lambda s: (placed.get(s, players + 1), s))


def row_of(view: Any, seat: int, players: int) -> int:
    """The row (0 = top) of ``seat``'s block (see :func:`display_order`)."""
    return display_order(view, players).index(seat)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def clear(img: Image.Image, box: tuple[int, int, int, int], theme: Theme) -> None:
    """Fill ``box`` (left, top, width, height) with the background (before redrawing it),
    and the column right of it (where a block's rounded frame ends, inclusive)."""
    x, y, w, h = box
    ImageDraw.Draw(img).rectangle((x, y, x + w, y + h - 1), fill=theme.background)
    redrawn(y, y + h)


def seat_name(names: Sequence[str], seat: int) -> str:
    """The display name of ``seat`` from ``names``, cleaned for the font; 'Seat N' if missing."""
    fallback = t("img-seat", seat=seat + 1)
    return clean(names[seat], fallback) if seat < len(names) else fallback
