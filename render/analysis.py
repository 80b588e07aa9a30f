"""The analysis image of a finished game: each player's accuracy and points left per move.

Pure: rows of plain numbers in, PNG bytes out. A legend of two lines names the two bars
(each line its own, so neither runs into the other in any language); then one block per
player: the whole name on its own line, under it the share of moves that matched the
strong computer's choice (out of 100%) and the points left on the table per move (scaled
to the largest of the game), each bar with its figure at its right. Every text is at
least 9 px once the image is shown 400 px wide.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from .encode import encode_png
from .fonts import clean, fit, font
from .layout import canvas, phone_px
from .panels import BANNER_HEIGHT, PAD, banner
from .theme import DEFAULT, Theme
from .words import speaking, t

WIDTH = 900
#: One legend line (swatch and words) and the legend under the banner.
LEGEND_LINE = 36
HEAD_HEIGHT = 2 * LEGEND_LINE + 12
#: A player's block: the name line, then the two bars.
NAME_LINE = 44
BAR_HEIGHT = 26
BAR_GAP = 10
ROW_HEIGHT = NAME_LINE + 2 * (BAR_HEIGHT + BAR_GAP) + 14
#: Left edge of the bars.
BAR_LEFT = PAD + 12
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


def _figures(row: AnalysisRow) -> tuple[str, str]:
    lost = t("img-computer-per-move", points=f"{row.lost_per_move:.1f}", moves=row.moves)
    return f"{round(100 * row.accuracy)}%", lost


def bar_span(rows: Sequence[AnalysisRow]) -> float:
    """Length of a full bar (px): the width less the figures' column (in the language drawn)."""
    small = font(phone_px(WIDTH) + 1)
    widest = max((small.getlength(x) for r in rows for x in _figures(r)), default=0.0)
    return WIDTH - BAR_LEFT - PAD - 12 - 16 - widest


def bar_top(i: int, which: int) -> int:
    """Top of bar ``which`` (0: accuracy, 1: points left) of the ``i``-th player's block."""
    return BANNER_HEIGHT + HEAD_HEIGHT + i * ROW_HEIGHT + NAME_LINE + which * (BAR_HEIGHT + BAR_GAP)


def analysis_image(
    rows: Sequence[AnalysisRow], *, title: str, theme: Theme = DEFAULT
) -> Image.Image:
    """The legend and two bars per player under ``title`` (words in the language drawn)."""
    height = BANNER_HEIGHT + HEAD_HEIGHT + len(rows) * ROW_HEIGHT + PAD
    img = Image.new("RGB", (WIDTH, height), theme.background)
    banner(img, 0, title, theme)
    d = canvas(img)
    small, name_font = font(phone_px(WIDTH) + 1), font(26, bold=True)
    y = BANNER_HEIGHT + 6
    for colour, key in ((GOOD, "img-computer-accuracy"), (LOST, "img-computer-points-left")):
        mid = y + LEGEND_LINE / 2
        d.rectangle((BAR_LEFT, mid - 9, BAR_LEFT + 18, mid + 9), fill=colour)
        room = WIDTH - BAR_LEFT - 30 - PAD
        d.text((BAR_LEFT + 30, mid), fit(t(key), small, room), font=small,
               fill=theme.text_dim, anchor="lm")  # fmt: skip
        y += LEGEND_LINE
    most = max((r.lost_per_move for r in rows), default=0.0) or 1.0
    span = bar_span(rows)
    top = BANNER_HEIGHT + HEAD_HEIGHT
    for i, row in enumerate(rows):
        y0 = top + i * ROW_HEIGHT
        d.rounded_rectangle(
            (PAD - 4, y0 + 2, WIDTH - PAD + 4, y0 + ROW_HEIGHT - 6),
            radius=10,
            fill=theme.panel if i % 2 == 0 else theme.panel_current,
        )
        name = fit(clean(row.name), name_font, WIDTH - 2 * PAD - 24)
        d.text((BAR_LEFT, y0 + 6 + NAME_LINE / 2), name, font=name_font, fill=theme.text,
               anchor="lm", role="name")  # fmt: skip
        shares = (max(0.0, min(1.0, row.accuracy)), row.lost_per_move / most)
        for which, (share, colour, figure) in enumerate(
            zip(shares, (GOOD, LOST), _figures(row), strict=True)
        ):
            by = bar_top(i, which)
            _bar(d, BAR_LEFT, by, span, share, colour, theme)
            d.text((BAR_LEFT + span + 16, by + BAR_HEIGHT / 2), figure, font=small,
                   fill=theme.text, anchor="lm")  # fmt: skip
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
