"""The baseline of a move's preview pair, kept callable for ``bench.late_game --render``.

The stamped preview had a frame on all four sides; both images were mapped onto the
stored palette (the stamped one only in the frame's strips and the changed box) and
each was saved whole by Pillow at zlib level 3. Copied from ``render`` (git: commit
7f6a3ee) so the benchmark can time before and after side by side in one process.
"""

from __future__ import annotations

from collections.abc import Sequence
from io import BytesIO
from typing import Any

from PIL import Image, ImageChops, ImageDraw

import render
from render.encode import palette_image
from render.preview import previewing, stamp_colour
from render.theme import DEFAULT, Theme
from render.words import speaking

FRAME = 8


def framed(img: Image.Image, theme: Theme) -> None:
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, img.width - 1, img.height - 1), outline=stamp_colour(theme), width=FRAME)


def stamped_image(
    plain: Image.Image, view: Any, *, names: Sequence[str], preview: render.Preview
) -> Image.Image:
    renderer = render.renderer_for(view)
    assert renderer.panel is not None
    acting = render._acting(view, preview)
    seats = {preview.seat, getattr(view, "current", None), getattr(acting, "current", None)}
    img = plain.copy()
    with speaking(None), previewing(preview):
        renderer.panel(
            img, acting, names=names, theme=DEFAULT, only={s for s in seats if s is not None}
        )
    framed(img, DEFAULT)
    return img


def _save(im: Image.Image) -> bytes:
    out = BytesIO()
    im.save(out, format="PNG", compress_level=3)
    return out.getvalue()


def encode_png_pair(
    base: Image.Image, changed: Image.Image, *, edition: str, border: int = FRAME
) -> tuple[bytes, bytes]:
    palette = palette_image(DEFAULT, edition)
    assert palette is not None
    mapped = base.quantize(palette=palette, dither=Image.Dither.NONE)
    w, h = base.size
    diff = ImageChops.difference(base, changed)
    boxes: list[tuple[int, int, int, int]] = []
    if border:
        ImageDraw.Draw(diff).rectangle((0, 0, w - 1, h - 1), outline=(0, 0, 0), width=border)
        boxes += [(0, 0, w, border), (0, h - border, w, h)]
        boxes += [(0, border, border, h - border), (w - border, border, w, h - border)]
    inside = diff.getbbox()
    if inside:
        boxes.append(inside)
    other = mapped.copy()
    for box in boxes:
        part = changed.crop(box).quantize(palette=palette, dither=Image.Dither.NONE)
        other.paste(part, box[:2])
    return _save(mapped), _save(other)


def board_pngs(view: Any, *, names: Sequence[str], preview: render.Preview) -> tuple[bytes, bytes]:
    """The plain board and its framed preview, as ``render.board_pngs`` made them."""
    plain = render.board_image(view, names=names)
    stamped = stamped_image(plain, view, names=names, preview=preview)
    return encode_png_pair(plain, stamped, edition=render._key(view, None))
