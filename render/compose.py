"""One image per post (issue 27): Discord shows 2-4 attachments as a mosaic, so on a phone
the board of a post with a close-up or a standings image appears at half width.

Public API::

    turn_image(board, view) -> Image          # the board, the close-up as an inset
    turn_png(board_png, view) -> bytes         # the same from the posted board's PNG
    final_image(view, names=..., ratings=..., series=...) -> Image  # standings, board, chart
    final_png(view, names=..., ...) -> bytes

The close-up (:mod:`render.closeup`, 3D only) is pasted, reduced, into the
corner of the board farthest from the move that covers the fewest pieces (none where
one is free), framed, so it hides no piece it can avoid and never the move itself.
The final image leads with the standings, then the board, then the score chart when
the image stays at most :data:`MAX_RATIO` times as tall as wide; every part is drawn at
the board's width.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from . import classic, closeup
from .chart import chart_image
from .encode import encode_png
from .layout import replay_boxes
from .panels import BANNER_HEIGHT
from .theme import DEFAULT, Theme
from .words import speaking

#: The inset's width as a share of the board image's width.
INSET_SHARE = 0.36
#: Frame around the inset (px).
FRAME = 4
#: The final image is at most this many times as tall as wide with the chart (else without).
MAX_RATIO = 2.3

Box = tuple[int, int, int, int]


def _pieces(view: Any) -> list[tuple[float, float]]:
    """Pixel centres of the occupied cells on ``view``'s board image."""
    lay, _ = classic.board_layout(view.radius)
    top = BANNER_HEIGHT if view.over or view.final_round else 0
    lay = lay.at((lay.origin[0], lay.origin[1] + top))
    return [lay.centre(c) for c, h in view.height.items() if h]


def inset_box(view: Any, size: tuple[int, int], crop: Box) -> Box | None:
    """Where the close-up goes on the board image of ``size``: the board-area corner (of four)
    that covers the fewest pieces and not the move's crop ``crop``; None without a close-up."""
    points, _pitch, board_bottom = closeup._centres(view)
    w = round(size[0] * INSET_SHARE)
    h = round(w * (crop[3] - crop[1]) / (crop[2] - crop[0]))
    top = BANNER_HEIGHT if view.over or getattr(view, "final_round", False) else 0
    corners = [
        (FRAME, top + FRAME),
        (size[0] - w - FRAME, top + FRAME),
        (FRAME, board_bottom - h - FRAME),
        (size[0] - w - FRAME, board_bottom - h - FRAME),
    ]
    pieces = _pieces(view)

    def cost(corner: tuple[int, int]) -> tuple[int, int, float]:
        x, y = corner
        box = (x - FRAME, y - FRAME, x + w + FRAME, y + h + FRAME)
        covers_move = any(box[0] <= px <= box[2] and box[1] <= py <= box[3] for px, py in points)
        covered = sum(box[0] <= px <= box[2] and box[1] <= py <= box[3] for px, py in pieces)
        mx = sum(p[0] for p in points) / len(points)
        my = sum(p[1] for p in points) / len(points)
        far = -((x + w / 2 - mx) ** 2 + (y + h / 2 - my) ** 2)
        return (int(covers_move), covered, far)

    x, y = min(corners, key=cost)
    return x, y, x + w, y + h


def turn_image(board: Image.Image, view: Any, *, theme: Theme | None = None) -> Image.Image:
    """``board`` (the board image of ``view``) with the close-up of the last move as an
    inset (3D); a copy of ``board`` for other editions or before the first move."""
    theme = theme or DEFAULT
    out = board.convert("RGB")
    crop = closeup.closeup_box(view, board.width)
    if crop is None:
        return out.copy() if out is board else out
    where = inset_box(view, board.size, crop)
    assert where is not None
    near = closeup.closeup_image(board, crop, width=where[2] - where[0])
    if out is board:
        out = out.copy()
    d = ImageDraw.Draw(out)
    d.rectangle(
        (
            where[0] - FRAME,
            where[1] - FRAME,
            where[2] + FRAME - 1,
            where[1] + near.height + FRAME - 1,
        ),
        fill=theme.highlight,
    )
    out.paste(near, (where[0], where[1]))
    return out


def turn_png(board_png: bytes, view: Any, *, theme: Theme | None = None) -> bytes:
    """PNG of :func:`turn_image` from the board's PNG bytes (what the post had as board.png)."""
    theme = theme or DEFAULT
    with Image.open(io.BytesIO(board_png)) as board:
        image = turn_image(board, view, theme=theme)
    return encode_png(image, theme=theme, edition=getattr(view, "edition", "") or "")


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
    """The final post's one image: the standings (with ``ratings``, seat -> rating change),
    the final board below, then the chart of ``series`` (each seat's weakest colour after
    every move) if the image stays at most :data:`MAX_RATIO` times as tall as wide."""
    import render

    from .layout import recording_text

    theme = theme or DEFAULT
    parts: list[tuple[Image.Image, list[Any]]] = []
    with speaking(locale):
        with recording_text() as boxes:
            board = render.board_image(view, names=names, theme=theme, locale=locale)
        width = board.width
        with recording_text() as sboxes:
            standings = render.standings_image(
                view, names=names, theme=theme, locale=locale, ratings=ratings
            )
        parts.append((standings, sboxes))
        parts.append((board, boxes))
        if series is not None:
            with recording_text() as cboxes:
                chart = chart_image(series, names, theme=theme)
            tall = sum(round(p.height * width / p.width) for p, _ in parts)
            if tall + round(chart.height * width / chart.width) <= MAX_RATIO * width:
                parts.append((chart, cboxes))
    scaled = [(_at_width(p, width), b, width / p.width) for p, b in parts]
    out = Image.new("RGB", (width, sum(p.height for p, _, _ in scaled)), theme.background)
    y = 0
    for part, texts, k in scaled:
        out.paste(part, (0, y))
        replay_boxes(texts, (0, y), k)  # a recording outside sees the parts where they are
        y += part.height
    return out


def final_png(
    view: Any,
    *,
    names: Sequence[str],
    theme: Theme | None = None,
    locale: str | None = None,
    ratings: Mapping[int, int] | None = None,
    series: Sequence[Sequence[int]] | None = None,
) -> bytes:
    """PNG of :func:`final_image`."""
    theme = theme or DEFAULT
    image = final_image(
        view, names=names, theme=theme, locale=locale, ratings=ratings, series=series
    )
    return encode_png(image, theme=theme, edition=getattr(view, "edition", "") or "")
