"""The league standings image: place, player, points, tie-breaks, games played and left.

Pure: rows shaped like :class:`community.league.Row` in, a Pillow image out. The
leaders (place 1) are framed in the theme's winner colour; rows alternate
panel shades so a long table stays readable on a phone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Protocol

from PIL import Image

import i18n

from .encode import encode_png
from .fonts import draw_text, fit, font
from .layout import canvas
from .theme import DEFAULT, Theme

WIDTH = 900
PAD = 16
TITLE_HEIGHT = 56
HEAD_HEIGHT = 34
ROW_HEIGHT = 40
#: Column left edges (x) after the place column; the player column takes the rest.
COLUMNS = (70, 320, 410, 530, 620, 735, 825)


class Line(Protocol):
    """One standings line (``community.league.Row`` has this shape)."""

    @property
    def place(self) -> int: ...
    @property
    def player(self) -> int: ...
    @property
    def points(self) -> Fraction: ...
    @property
    def opponents(self) -> Fraction: ...
    @property
    def head_to_head(self) -> int: ...
    @property
    def weakest(self) -> int: ...
    @property
    def played(self) -> int: ...
    @property
    def left(self) -> int: ...


def show(value: Fraction) -> str:
    """League points for people: ``2``, ``2.5``, ``1.33``."""
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.2f}".rstrip("0").rstrip(".")


def league_standings_image(
    rows: Sequence[Line],
    *,
    names: Mapping[int, str],
    title: str,
    theme: Theme,
    locale: str = i18n.DEFAULT,
) -> Image.Image:
    """One line per player, in standings order, under a title and column heads."""
    height = TITLE_HEIGHT + HEAD_HEIGHT + ROW_HEIGHT * max(1, len(rows)) + PAD
    img = Image.new("RGB", (WIDTH, height), theme.background)
    draw = canvas(img)
    draw_text(draw, (PAD, TITLE_HEIGHT // 2), fit(title, font(28, True), WIDTH - 2 * PAD),
              font(28, True), theme.text, anchor="lm")  # fmt: skip
    heads = (
        i18n.text(locale, "img-league-player"),
        i18n.text(locale, "img-league-points"),
        i18n.text(locale, "img-league-opponents"),
        i18n.text(locale, "img-league-head-to-head"),
        i18n.text(locale, "img-league-weakest"),
        i18n.text(locale, "img-league-played"),
        i18n.text(locale, "img-league-left"),
    )
    small = font(15, True)
    top = TITLE_HEIGHT
    draw_text(draw, (PAD, top + HEAD_HEIGHT // 2), "#", small, theme.text_dim, anchor="lm")
    for i, (x, head) in enumerate(zip(COLUMNS, heads, strict=True)):
        room = (COLUMNS[i + 1] if i + 1 < len(COLUMNS) else WIDTH - PAD) - x - 6
        draw_text(draw, (x, top + HEAD_HEIGHT // 2), fit(head, small, room), small,
                  theme.text_dim, anchor="lm")  # fmt: skip
    body = font(20)
    bold = font(20, True)
    for n, row in enumerate(rows):
        y = TITLE_HEIGHT + HEAD_HEIGHT + n * ROW_HEIGHT
        fill = theme.panel if n % 2 == 0 else theme.panel_current
        box = (PAD // 2, y + 2, WIDTH - PAD // 2, y + ROW_HEIGHT - 2)
        draw.rectangle(box, fill=fill, outline=theme.winner if row.place == 1 else None,
                       width=3)  # fmt: skip
        mid = y + ROW_HEIGHT // 2
        f = bold if row.place == 1 else body
        draw_text(draw, (PAD, mid), str(row.place), f, theme.text, anchor="lm")
        cells = (
            fit(names.get(row.player, str(row.player)), f, COLUMNS[1] - COLUMNS[0] - 8),
            show(row.points),
            show(row.opponents),
            f"{row.head_to_head:+d}" if row.head_to_head else "0",
            str(row.weakest),
            str(row.played),
            str(row.left),
        )
        for x, cell in zip(COLUMNS, cells, strict=True):
            draw_text(draw, (x, mid), cell, f, theme.text, anchor="lm")
    return img


def league_standings_png(
    rows: Sequence[Line],
    *,
    names: Mapping[int, str],
    title: str,
    theme: Theme = DEFAULT,
    locale: str = i18n.DEFAULT,
) -> bytes:
    """:func:`league_standings_image` as PNG bytes (CPU work: call it in a worker thread)."""
    image = league_standings_image(rows, names=names, title=title, theme=theme, locale=locale)
    return encode_png(image)
