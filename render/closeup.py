"""A close-up of the last move on a 3D board: the board image, cropped and enlarged.

On a phone a board is shown about 400 px wide, so small labels shrink. The close-up crops about five cells around the last move
out of the image the post already has (no re-drawing) and scales the crop up to
:data:`WIDTH` px with LANCZOS: at 400 px on screen the labels are then >= 14 px.

Public API::

    closeup_box(view) -> (left, top, right, bottom) | None   # pixel box on the board image
    closeup_image(board, box) -> Image                        # crop + resize
    closeup_png(board_png, view) -> bytes | None              # from the posted PNG's bytes

``view`` is a 3D / 3D-solo (``genial.three_d.view.BoardView``) public view; other
editions, and a board without a last move, have no close-up (None). Genial Spezial had
one while its board was drawn landscape; standing upright its own labels are
legible on a phone, and a 5-cell crop would be barely larger than the board it covers.
"""

from __future__ import annotations

import io
from typing import Any

from PIL import Image

from . import classic
from .encode import encode_png
from .panels import BANNER_HEIGHT
from .theme import DEFAULT, Theme

#: Width of the close-up image in pixels.
WIDTH = 600
#: Cells across the crop (the move's cells in the middle, neighbours around).
CELLS = 5
#: Width : height of the crop (and of the close-up).
ASPECT = 4 / 3

Box = tuple[int, int, int, int]

EDITIONS = ("3d", "3d-solo")


def _centres(view: Any) -> tuple[list[tuple[float, float]], float, int]:
    """Pixel centres of the last move's cells, the cell pitch and the board's height."""
    lay, board_h = classic.board_layout(view.radius)
    top = BANNER_HEIGHT if view.over or view.final_round else 0
    lay = lay.at((lay.origin[0], lay.origin[1] + top))
    return [lay.centre(c) for c in view.last], float(lay.pitch_x), top + board_h


def closeup_box(view: Any, width: int | None = None) -> Box | None:
    """The crop box around the last move on ``view``'s board image (``width`` px wide,
    default: the edition's board width).

    About :data:`CELLS` cells across, centred on the move, moved (not shrunk) to
    stay on the board. None for other editions or when nothing was placed yet.
    """
    if view.edition not in EDITIONS or not view.last:
        return None
    points, pitch, board_bottom = _centres(view)
    if width is None:
        width = classic.WIDTH
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    w = round(pitch * CELLS)
    h = round(w / ASPECT)
    left = min(max(0, round(cx - w / 2)), max(0, width - w))
    top = min(max(0, round(cy - h / 2)), max(0, board_bottom - h))
    return left, top, left + w, top + h


def closeup_image(board: Image.Image, box: Box, width: int = WIDTH) -> Image.Image:
    """``box`` of ``board`` enlarged to ``width`` px wide (RGB, LANCZOS)."""
    crop = board.convert("RGB").crop(box)
    height = round(crop.height * width / crop.width)
    return crop.resize((width, height), Image.Resampling.LANCZOS)


def closeup_png(board_png: bytes, view: Any, theme: Theme | None = None) -> bytes | None:
    """PNG of the close-up of the last move, from the board's PNG bytes (None: no close-up)."""
    with Image.open(io.BytesIO(board_png)) as board:
        box = closeup_box(view, board.width)
        if box is None:
            return None
        image = closeup_image(board, box)
    return encode_png(image, theme=theme or DEFAULT, edition=view.edition)
