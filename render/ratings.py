"""Rating images: a server's leaderboard for one edition, and a player's rating charts.

Pure: rows and points in (names already chosen, numbers already computed),
an image out. Drawn at 1000 px wide with large type, so that they stay
legible at the 400 px a phone shows. Words come from the ``img-rating-*``
messages in the reader's language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

import i18n

from .fonts import clean, fit, font
from .hexdraw import encode_png
from .layout import canvas, recording_text, replay_boxes, wrap
from .panels import BANNER_HEIGHT, PAD, banner
from .theme import DEFAULT, Theme

WIDTH = 1000
ROW = 58
HEAD = 50
CHART_HEIGHT = 330
SUPERSAMPLE = 2


@dataclass(frozen=True)
class BoardRow:
    """One line of the leaderboard (``rank`` None: provisional, shown apart)."""

    rank: int | None
    name: str
    rating: int
    games: int
    wins: int
    last: str
    #: A provisional player's games to a place (shown as "2/5"); 0: established.
    needed: int = 0


@dataclass(frozen=True)
class Chart:
    """One edition's rating history: the shown number before the first game, then after each."""

    title: str
    points: Sequence[int]
    #: Places, one per game (``len(points) - 1``): firsts are marked.
    places: Sequence[int] = ()


# Column x positions (left edges; numbers are right-aligned at the next edge).
_COLS = (PAD + 8, 96, 500, 656, 786, 886)


def leaderboard_image(
    rows: Sequence[BoardRow],
    *,
    title: str,
    footer: str,
    locale: str = i18n.DEFAULT,
    theme: Theme = DEFAULT,
) -> Image.Image:
    """Established players (ranked), then provisional ones under their own heading."""
    ranked = [r for r in rows if r.rank is not None]
    provisional = [r for r in rows if r.rank is None]
    height = BANNER_HEIGHT + HEAD + ROW * len(rows) + HEAD + PAD
    if provisional:
        height += HEAD
    if not rows:
        height += ROW
    img = Image.new("RGB", (WIDTH, height), theme.background)
    banner(img, 0, clean(title), theme)
    d = canvas(img)
    y = BANNER_HEIGHT
    _header(d, y, locale, theme)
    y += HEAD
    for i, row in enumerate(ranked):
        _row(d, y, row, theme, stripe=i % 2 == 1)
        y += ROW
    if provisional:
        text = i18n.text(locale, "img-rating-provisional-heading")
        d.text(
            (PAD + 8, y + HEAD / 2),
            text,
            font=font(26, bold=True),
            fill=theme.text_dim,
            anchor="lm",
        )
        y += HEAD
        for i, row in enumerate(provisional):
            _row(d, y, row, theme, stripe=i % 2 == 1, dim=True)
            y += ROW
    if not rows:
        empty = i18n.text(locale, "img-rating-empty")
        d.text((WIDTH / 2, y + ROW / 2), empty, font=font(28), fill=theme.text_dim, anchor="mm")
        y += ROW
    d.text((WIDTH / 2, y + HEAD / 2), footer, font=font(24), fill=theme.text_dim, anchor="mm")
    return img


def _header(d: ImageDraw.ImageDraw, y: int, locale: str, theme: Theme) -> None:
    f = font(24, bold=True)
    mid = y + HEAD / 2
    d.text(
        (_COLS[1], mid),
        i18n.text(locale, "img-rating-col-player"),
        font=f,
        fill=theme.text_dim,
        anchor="lm",
    )
    heads = ("img-rating-col-rating", "img-rating-col-games", "img-rating-col-wins")
    for key, right in zip(heads, (_COLS[3] - 16, _COLS[4] - 16, _COLS[5] - 16), strict=True):
        d.text((right, mid), i18n.text(locale, key), font=f, fill=theme.text_dim, anchor="rm")
    last = i18n.text(locale, "img-rating-col-last")
    d.text((WIDTH - PAD, mid), last, font=f, fill=theme.text_dim, anchor="rm")
    d.line((PAD, y + HEAD - 2, WIDTH - PAD, y + HEAD - 2), fill=theme.bar, width=2)


def _row(
    d: ImageDraw.ImageDraw, y: int, row: BoardRow, theme: Theme, *, stripe: bool, dim: bool = False
) -> None:
    if stripe:
        d.rectangle((PAD, y, WIDTH - PAD, y + ROW - 1), fill=theme.panel)
    mid = y + ROW / 2
    colour = theme.text_dim if dim else theme.text
    big, bold = font(30), font(32, bold=True)
    if row.rank is not None:
        fill = theme.winner if row.rank == 1 else colour
        d.text((_COLS[0], mid), str(row.rank), font=bold, fill=fill, anchor="lm")
    name = fit(clean(row.name), big, _COLS[2] - _COLS[1] - 8)
    d.text((_COLS[1], mid), name, font=big, fill=colour, anchor="lm", role="name")
    d.text((_COLS[3] - 16, mid), str(row.rating), font=bold, fill=colour, anchor="rm")
    games = f"{row.games}/{row.needed}" if row.needed else str(row.games)
    d.text((_COLS[4] - 16, mid), games, font=big, fill=colour, anchor="rm")
    d.text((_COLS[5] - 16, mid), str(row.wins), font=big, fill=colour, anchor="rm")
    d.text((WIDTH - PAD, mid), row.last[5:], font=font(24), fill=theme.text_dim, anchor="rm")


def leaderboard_png(rows: Sequence[BoardRow], **kw: object) -> bytes:
    """:func:`leaderboard_image` as PNG bytes."""
    return encode_png(leaderboard_image(rows, **kw))  # type: ignore[arg-type]


# ----- profile charts -------------------------------------------------------------------------
def profile_image(
    name: str, charts: Sequence[Chart], *, locale: str = i18n.DEFAULT, theme: Theme = DEFAULT
) -> Image.Image:
    """A banner with the player's name, then one rating chart per edition."""
    height = BANNER_HEIGHT + max(1, len(charts)) * (CHART_HEIGHT + PAD) + PAD
    img = Image.new("RGB", (WIDTH, height), theme.background)
    banner(img, 0, clean(name), theme)
    y = BANNER_HEIGHT + PAD
    if not charts:
        d = canvas(img)
        text = i18n.text(locale, "img-rating-no-games")
        d.text(
            (WIDTH / 2, y + CHART_HEIGHT / 2), text, font=font(30), fill=theme.text_dim, anchor="mm"
        )
    for chart in charts:
        with recording_text() as boxes:
            drawn = chart_image(chart, theme=theme)
        img.paste(drawn, (PAD, y))
        replay_boxes(boxes, (PAD, y), 1.0)
        y += CHART_HEIGHT + PAD
    return img


def profile_png(name: str, charts: Sequence[Chart], **kw: object) -> bytes:
    """:func:`profile_image` as PNG bytes."""
    return encode_png(profile_image(name, charts, **kw))  # type: ignore[arg-type]


def chart_image(chart: Chart, *, theme: Theme = DEFAULT) -> Image.Image:
    """The rating after each game as a line, with the lowest and highest values labelled."""
    w, h = WIDTH - 2 * PAD, CHART_HEIGHT
    s = SUPERSAMPLE
    img = Image.new("RGB", (w * s, h * s), theme.panel)
    d = canvas(img, scale=s)
    title_h = 56
    left, right, top, bottom = 110, w - 30, title_h + 14, h - 30
    points = list(chart.points) or [0]
    # The title (up to two lines) stops short of the rating drawn at its right.
    last, f_last = str(points[-1]), font(34 * s, bold=True)
    room = (right - 20 - 24) * s - f_last.getlength(last)
    f_title = next(
        (
            font(z * s, bold=True)
            for z in (30, 26)
            if font(z * s, bold=True).getlength(clean(chart.title)) <= room
        ),
        None,
    )
    lines = (
        [clean(chart.title)] if f_title else wrap(clean(chart.title), font(24 * s, True), room, 2)
    )
    f_title = f_title or font(24 * s, bold=True)
    step = 26
    for i, line in enumerate(lines):
        yy = (title_h / 2 + (i - (len(lines) - 1) / 2) * step) * s
        d.text((20 * s, yy), line, font=f_title, fill=theme.text, anchor="lm")
    low, high = min(points), max(points)
    if high - low < 40:  # keep small changes from looking like cliffs
        mid = (high + low) / 2
        low, high = round(mid - 20), round(mid + 20)
    label = font(26 * s)
    for value in (low, high):
        yy = _y(value, low, high, top, bottom)
        d.line((left * s, yy * s, right * s, yy * s), fill=theme.bar, width=2 * s)
        d.text(((left - 12) * s, yy * s), str(value), font=label, fill=theme.text_dim, anchor="rm")
    n = len(points)
    xs = [left + (right - left) * (i / (n - 1) if n > 1 else 0.5) for i in range(n)]
    ys = [_y(v, low, high, top, bottom) for v in points]
    if n > 1:
        d.line(
            [(x * s, yy * s) for x, yy in zip(xs, ys, strict=True)],
            fill=theme.highlight,
            width=5 * s,
            joint="curve",
        )
    for i, (x, yy) in enumerate(zip(xs, ys, strict=True)):
        won = i > 0 and i - 1 < len(chart.places) and chart.places[i - 1] == 1
        r = (9 if won else 6) * s
        fill = theme.winner if won else theme.highlight
        d.ellipse(
            (x * s - r, yy * s - r, x * s + r, yy * s + r),
            fill=fill,
            outline=theme.background,
            width=s,
        )
    d.text(
        ((right) * s, (title_h / 2) * s),
        last,
        font=f_last,
        fill=theme.highlight,
        anchor="rm",
    )
    return img.resize((w, h), Image.Resampling.LANCZOS)


def _y(value: float, low: float, high: float, top: float, bottom: float) -> float:
    return bottom - (value - low) / (high - low) * (bottom - top)
