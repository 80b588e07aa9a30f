"""The analysis image of a finished game: each player's accuracy and points left per move.

Pure: rows of plain numbers in, PNG bytes out. Two bars per player: the share
of moves that matched the strong computer's choice (out of 100%), and the
points left on the table per move (scaled to the largest of the game).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from .encode import encode_png
from .fonts import fit, font
from .layout import canvas
from .panels import BANNER_HEIGHT, PAD, banner
from .theme import DEFAULT, Theme
from .words import speaking, t

WIDTH = 900
HEAD_HEIGHT = 40
ROW_HEIGHT = 92
NAME_WIDTH = 260
BAR_HEIGHT = 26
#: Accuracy bar colour (green) and points-left bar colour (orange).
GOOD = (88, 178, 106)
LOST = (232, 140, 60)


@dataclass(frozen=True)
class AnalysisRow:
    """One player's figures."""

    name: str
    accuracy: float  # 0..1
    lost_per_move: float
    moves: int


def analysis_image(
    rows: Sequence[AnalysisRow], *, title: str, theme: Theme = DEFAULT
) -> Image.Image:
    """The two bars per player under ``title`` (words in the language being drawn)."""
    height = BANNER_HEIGHT + HEAD_HEIGHT + len(rows) * ROW_HEIGHT + PAD
    img = Image.new("RGB", (WIDTH, height), theme.background)
    banner(img, 0, title, theme)
    d = canvas(img)
    small, name_font = font(20), font(26, bold=True)
    left = PAD + NAME_WIDTH
    span = WIDTH - left - PAD - 150
    y = BANNER_HEIGHT + HEAD_HEIGHT / 2
    d.text((left, y), t("img-computer-accuracy"), font=small, fill=theme.text_dim, anchor="lm")
    d.text(
        (WIDTH - PAD, y),
        t("img-computer-points-left"),
        font=small,
        fill=theme.text_dim,
        anchor="rm",
    )
    most = max((r.lost_per_move for r in rows), default=0.0) or 1.0
    top = BANNER_HEIGHT + HEAD_HEIGHT
    for i, row in enumerate(rows):
        y0 = top + i * ROW_HEIGHT
        d.rounded_rectangle(
            (PAD - 4, y0 + 2, WIDTH - PAD + 4, y0 + ROW_HEIGHT - 4),
            radius=10,
            fill=theme.panel if i % 2 == 0 else theme.panel_current,
        )
        d.text(
            (PAD + 8, y0 + ROW_HEIGHT / 2),
            fit(row.name, name_font, NAME_WIDTH - 16),
            font=name_font,
            fill=theme.text,
            anchor="lm",
        )
        _bar(d, left, y0 + 10, span, max(0.0, min(1.0, row.accuracy)), GOOD, theme)
        d.text(
            (left + span + 12, y0 + 10 + BAR_HEIGHT / 2),
            f"{round(100 * row.accuracy)}%",
            font=small,
            fill=theme.text,
            anchor="lm",
        )
        _bar(d, left, y0 + 14 + BAR_HEIGHT, span, row.lost_per_move / most, LOST, theme)
        d.text(
            (left + span + 12, y0 + 14 + BAR_HEIGHT * 1.5),
            t("img-computer-per-move", points=f"{row.lost_per_move:.1f}", moves=row.moves),
            font=small,
            fill=theme.text,
            anchor="lm",
        )
    return img


def _bar(
    d: ImageDraw.ImageDraw,
    x: float,
    y: float,
    span: float,
    share: float,
    colour: tuple[int, int, int],
    theme: Theme,
) -> None:
    d.rectangle((x, y, x + span, y + BAR_HEIGHT), fill=theme.bar)
    if share > 0:
        d.rectangle((x, y, x + span * share, y + BAR_HEIGHT), fill=colour)


def analysis_png(
    rows: Sequence[AnalysisRow],
    *,
    title: str,
    theme: Theme | None = None,
    locale: str | None = None,
) -> bytes:
    """PNG of :func:`analysis_image`, words in ``locale``."""
    with speaking(locale):
        image = analysis_image(rows, title=title, theme=theme or DEFAULT)
    return encode_png(image, colours=0)
