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
from .fonts import clean, draw_text, fit, font
from .layout import Canvas, canvas, fit_line, wrap
from .theme import DEFAULT, Theme

WIDTH = 900
PAD = 16
TITLE_HEIGHT = 60
#: The column heads take two lines, every second figure's head on the upper one, so each
#: head may be twice as wide as its column (at a size legible on a phone).
HEAD_LINE = 32
HEAD_HEIGHT = 2 * HEAD_LINE + 10
ROW_HEIGHT = 44
#: Left edge of the player column and of the six figures' columns (to the right edge).
NAME_LEFT = 64
FIGURES_LEFT = 350
#: Type of the heads and of the rows (at least 9 px once shown 400 px wide).
HEAD_SIZES = (22, 21)
BODY_SIZE = 22


def figure_centres() -> list[float]:
    """The x of the middle of each figure's column (points ... games left)."""
    step = (WIDTH - PAD - FIGURES_LEFT) / 6
    return [FIGURES_LEFT + step * (i + 0.5) for i in range(6)]


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
    _title(draw, clean(title), theme)
    heads = [
        i18n.text(locale, key)
        for key in (
            "img-league-points",
            "img-league-opponents",
            "img-league-head-to-head",
            "img-league-weakest",
            "img-league-played",
            "img-league-left",
        )
    ]
    low = TITLE_HEIGHT + HEAD_LINE + HEAD_LINE // 2  # the lower head line's middle
    f = font(HEAD_SIZES[-1], True)
    draw_text(draw, (PAD, low), "#", f, theme.text_dim, anchor="lm")
    player = i18n.text(locale, "img-league-player")
    text, f = fit_line([player], FIGURES_LEFT - NAME_LEFT - 12, HEAD_SIZES, bold=True)
    draw_text(draw, (NAME_LEFT, low), text, f, theme.text_dim, anchor="lm")
    centres = figure_centres()
    step = centres[1] - centres[0]
    for i, (x, head) in enumerate(zip(centres, heads, strict=True)):
        text, f = fit_line([head], 2 * step - 14, HEAD_SIZES, bold=True)
        half = f.getlength(text) / 2
        x = min(max(x, FIGURES_LEFT + half), WIDTH - PAD - half)  # kept inside the image
        mid = TITLE_HEIGHT + HEAD_LINE // 2 + (0 if i % 2 == 0 else HEAD_LINE)
        draw_text(draw, (x, mid), text, f, theme.text_dim, anchor="mm")
    body = font(BODY_SIZE)
    bold = font(BODY_SIZE, True)
    for n, row in enumerate(rows):
        y = TITLE_HEIGHT + HEAD_HEIGHT + n * ROW_HEIGHT
        fill = theme.panel if n % 2 == 0 else theme.panel_current
        box = (PAD // 2, y + 2, WIDTH - PAD // 2, y + ROW_HEIGHT - 2)
        draw.rectangle(box, fill=fill, outline=theme.winner if row.place == 1 else None,
                       width=3)  # fmt: skip
        mid = y + ROW_HEIGHT // 2
        f = bold if row.place == 1 else body
        draw_text(draw, (PAD, mid), str(row.place), f, theme.text, anchor="lm")
        name = fit(clean(names.get(row.player, str(row.player))), f, FIGURES_LEFT - NAME_LEFT - 12)
        draw.text((NAME_LEFT, mid), name, font=f, fill=theme.text, anchor="lm", role="name")
        cells = (
            show(row.points),
            show(row.opponents),
            f"{row.head_to_head:+d}" if row.head_to_head else "0",
            str(row.weakest),
            str(row.played),
            str(row.left),
        )
        for x, cell in zip(centres, cells, strict=True):
            draw_text(draw, (x, mid), cell, f, theme.text, anchor="mm")
    return img


def _title(draw: Canvas, title: str, theme: Theme) -> None:
    """The title in one line (28 px, else 24), else two lines of 22 px; a league's name too
    long for those is what gets shortened."""
    for size in (28, 24):
        f = font(size, True)
        if f.getlength(title) <= WIDTH - 2 * PAD:
            draw.text((PAD, TITLE_HEIGHT // 2), title, font=f, fill=theme.text, anchor="lm")
            return
    f = font(22, True)
    lines = wrap(title, f, WIDTH - 2 * PAD, 2)
    for i, line in enumerate(lines):
        y = TITLE_HEIGHT // 2 + (i - (len(lines) - 1) / 2) * 26
        draw.text((PAD, y), line, font=f, fill=theme.text, anchor="lm", role="name")


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
