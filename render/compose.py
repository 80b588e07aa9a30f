"""One image per post: Discord shows 2-4 attachments as a mosaic, so on a phone
the board of a post with a close-up or a standings image appears at half width.

Public API::

    turn_image(board, view, caption=...) -> Image  # the board, the close-up in a band below
    turn_png(board_png, view, caption=...) -> bytes  # the same from the posted board's PNG
    final_image(view, names=..., ratings=..., series=...) -> Image  # standings, board, chart
    final_png(view, names=..., ...) -> (bytes, chart shown)

The close-up (:mod:`render.closeup`, 3D only) is a band under the board: the last move and
its neighbours enlarged :data:`ZOOM` times on the left, framed, and on the right a title and
the move in words (``caption``, the sentence the post says). Drawn inside the board it hid
up to a dozen cells and, at the board's width, could hardly be larger than what it covered;
below it hides nothing and shows the move's labels twice as large (about 17 px on a phone).
The final image is the final board itself, whose seat blocks already stand in the order of
the places with every score (the final standings drawn above it showed each score twice),
with each rated player's rating change where the block showed what only mattered while the
game ran (tiles in the rack, stones left); under it the score chart, flattened if need be,
only while the image stays at most :data:`MAX_RATIO` times as tall as wide: the shape of
the board posted on every turn, which a phone shows whole.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from . import closeup
from .chart import HEIGHT as CHART_HEIGHT
from .chart import WIDTH as CHART_WIDTH
from .chart import chart_image
from .encode import encode_png
from .fonts import font
from .layout import canvas, replay_boxes, wrap
from .rated import rating_changes
from .sizes import PAD
from .teams import team_names
from .theme import DEFAULT, Theme
from .words import speaking, t

#: How many times the close-up enlarges the board around the move.
ZOOM = 2.0
#: The close-up's width as a share of the board image's width.
CLOSEUP_SHARE = 0.48
#: Frame around the close-up (px).
FRAME = 4
#: Line steps of the title and of the move's words beside the close-up (px).
TITLE_STEP, LINE_STEP = 32, 30
#: Lines the move's words may take (a band grows to show them all).
MANY = 40
#: The final image is at most this many times as tall as wide with the chart (else without):
#: a turn's board is 1.3 (classic, 2 players) to 1.74 (Spezial, 4 players) as tall as wide,
#: Spezial's final board with the rating changes on lines of their own 1.88. A phone shows
#: that whole at its width (400 px wide, 750 tall); the old final image (standings above the
#: board) was 2.3 and showed as a narrow strip.
MAX_RATIO = 1.9
#: The lowest chart drawn (px, of the chart's own 1,000 px width): lower, its lines blur.
MIN_CHART = 320
#: The final image's ``info`` key telling whether the chart is in it.
CHART_SHOWN = "genial-chart-shown"

Box = tuple[int, int, int, int]


def closeup_crop(view: Any, width: int) -> Box | None:
    """The box of the board image (``width`` px wide) the close-up enlarges: the last move in
    the middle, :data:`ZOOM` times smaller than the close-up, kept on the board; None without
    a close-up (other editions, no move yet)."""
    wide = closeup.closeup_box(view, width)
    if wide is None:
        return None
    w = round(width * CLOSEUP_SHARE / ZOOM)
    h = round(w / closeup.ASPECT)
    points, _pitch, board_bottom = closeup._centres(view)
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    left = min(max(0, round(cx - w / 2)), max(0, width - w))
    top = min(max(0, round(cy - h / 2)), max(0, board_bottom - h))
    return left, top, left + w, top + h


def turn_image(
    board: Image.Image,
    view: Any,
    *,
    caption: str = "",
    theme: Theme | None = None,
    locale: str | None = None,
) -> Image.Image:
    """``board`` (the board image of ``view``) with the close-up of the last move in a band
    below it (3D), beside ``caption`` (the move in words); a copy of ``board`` for other
    editions or before the first move."""
    theme = theme or DEFAULT
    rgb = board.convert("RGB")
    crop = closeup_crop(view, board.width)
    if crop is None:
        return rgb.copy() if rgb is board else rgb
    near = closeup.closeup_image(rgb, crop, width=round(board.width * CLOSEUP_SHARE))
    tx = PAD + near.width + 2 * FRAME + PAD
    room = board.width - tx - PAD
    with speaking(locale):
        title = t("img-closeup-title")
    ftitle, fline = font(24, bold=True), font(22)
    where = "\N{EN DASH}".join(view.grid.label(c) for c in view.last)
    # Every word is shown (never cut): a long chain of moves makes the band taller.
    heads = wrap(title, ftitle, room, 2)
    lines = wrap(caption or where, fline, room, MANY)
    said = 4 + TITLE_STEP * len(heads) + 8 + LINE_STEP * len(lines)
    band = max(near.height + 2 * FRAME, said) + 2 * PAD
    out = Image.new("RGB", (board.width, board.height + band), theme.background)
    out.paste(rgb, (0, 0))
    top = board.height + PAD
    d = canvas(out)
    d.rectangle(
        (PAD, top, PAD + near.width + 2 * FRAME - 1, top + near.height + 2 * FRAME - 1),
        fill=theme.highlight,
    )
    out.paste(near, (PAD + FRAME, top + FRAME))
    y = top + 4
    for line in heads:
        d.text((tx, y), line, font=ftitle, fill=theme.highlight)
        y += TITLE_STEP
    y += 8
    for line in lines:
        d.text((tx, y), line, font=fline, fill=theme.text)
        y += LINE_STEP
    return out


def turn_png(
    board_png: bytes,
    view: Any,
    *,
    caption: str = "",
    theme: Theme | None = None,
    locale: str | None = None,
) -> bytes:
    """PNG of :func:`turn_image` from the board's PNG bytes (what the post had as board.png)."""
    theme = theme or DEFAULT
    with Image.open(io.BytesIO(board_png)) as board:
        image = turn_image(board, view, caption=caption, theme=theme, locale=locale)
    return encode_png(image, theme=theme, edition=view.edition or "")


def _at_width(img: Image.Image, width: int) -> Image.Image:
    if img.width == width:
        return img
    return img.resize((width, round(img.height * width / img.width)), Image.Resampling.LANCZOS)


def final_image(
    view: Any,
    *,
    names: Sequence[str],
    theme: Theme | None = None,
    locale: str | None = None,
    ratings: Mapping[int, int] | None = None,
    series: Sequence[Sequence[int]] | None = None,
) -> Image.Image:
    """The final post's one image: the final board, each rated seat's rating change in its
    block (``ratings``, seat -> change), then the chart of ``series`` (each seat's weakest
    colour after every move) if the image stays at most :data:`MAX_RATIO` times as tall as
    wide."""
    import render

    from .layout import recording_text

    theme = theme or DEFAULT
    with speaking(locale):
        with recording_text() as boxes, rating_changes(ratings):
            board = render.board_image(view, names=names, theme=theme, locale=locale)
        parts: list[tuple[Image.Image, list[Any]]] = [(board, boxes)]
        width = board.width
        lines = names
        if series is not None and view.teams:  # a game in teams: one line per team
            lines = [team_names(view, names)[team[0]] for team in view.teams]
            series = [series[team[0]] for team in view.teams]
        if series is not None:
            # The chart at its height, else flatter to fit (down to MIN_CHART), else none.
            room = (int(MAX_RATIO * width) - board.height) * CHART_WIDTH // width
            if room >= MIN_CHART:
                with recording_text() as cboxes:
                    chart = chart_image(series, lines, theme=theme, height=min(room, CHART_HEIGHT))
                parts.append((chart, cboxes))
    shown = len(parts) == 2
    scaled = [(_at_width(p, width), b, width / p.width) for p, b in parts]
    out = Image.new("RGB", (width, sum(p.height for p, _, _ in scaled)), theme.background)
    y = 0
    for part, texts, k in scaled:
        out.paste(part, (0, y))
        replay_boxes(texts, (0, y), k)  # a recording outside sees the parts where they are
        y += part.height
    out.info[CHART_SHOWN] = shown
    return out


def final_png(
    view: Any,
    *,
    names: Sequence[str],
    theme: Theme | None = None,
    locale: str | None = None,
    ratings: Mapping[int, int] | None = None,
    series: Sequence[Sequence[int]] | None = None,
) -> tuple[bytes, bool]:
    """PNG of :func:`final_image`, and whether it shows the chart (its description says so)."""
    theme = theme or DEFAULT
    image = final_image(
        view, names=names, theme=theme, locale=locale, ratings=ratings, series=series
    )
    png = encode_png(image, theme=theme, edition=view.edition or "")
    return png, image.info.get(CHART_SHOWN) is True
