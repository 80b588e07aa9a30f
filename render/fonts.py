"""The bundled font (DejaVu Sans, licence in ``render/fonts/LICENSE.txt``) and text helpers.

Fonts are loaded with :mod:`importlib.resources` (never relative to the working
directory) and cached per size. Player names come from Discord and may hold
characters the font lacks (emoji, CJK); :func:`clean` drops those so the images
never show empty boxes.
"""

from __future__ import annotations

import threading
import unicodedata
from collections import OrderedDict
from functools import cache, lru_cache
from importlib import resources
from io import BytesIO
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from .theme import RGB

Font = ImageFont.FreeTypeFont

_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}


@cache
def _source(bold: bool) -> str | BytesIO:
    """A file path when the package is on disk (FreeType reads it lazily), else the bytes."""
    res = resources.files("render").joinpath("fonts").joinpath(_FILES[bold])
    if isinstance(res, Path) and res.is_file():
        return str(res)
    return BytesIO(res.read_bytes())


#: Text bitmaps kept (names, scores, notes repeat from board to board; each a few KB).
TEXT_CACHE_SIZE = 2048
_masks: OrderedDict[tuple[object, ...], tuple[Any, tuple[int, int]]] = OrderedDict()
_masks_lock = threading.Lock()


class _Font(ImageFont.FreeTypeFont):
    """A FreeType font that keeps the bitmaps of texts it rendered recently.

    A board draws 30-50 texts and most are the same on the next board; rendering
    them with FreeType was about a fifth of drawing a board. Only greyscale bitmaps
    are kept (Pillow never changes them); colour (emoji) and stroked text are
    rendered every time. Text widths are kept too (``getlength``).
    """

    _lengths: dict[str, float]

    def getlength(
        self,
        text: str | bytes,
        mode: str = "",
        direction: str | None = None,
        features: list[str] | None = None,
        language: str | None = None,
    ) -> float:
        """Width of ``text`` in pixels (kept: names and scores are measured on every board)."""
        if mode or direction or features or language or not isinstance(text, str):
            return super().getlength(text, mode, direction, features, language)
        hit = self._lengths.get(text)
        if hit is None:
            hit = super().getlength(text)
            if len(self._lengths) >= TEXT_CACHE_SIZE:
                self._lengths.clear()
            self._lengths[text] = hit
        return hit

    def getmask2(
        self, text: str | bytes, mode: str = "", *args: Any, **kwargs: Any
    ) -> tuple[Any, tuple[int, int]]:
        if mode != "L" or not isinstance(text, str):
            return super().getmask2(text, mode, *args, **kwargs)
        # Positional order of FreeTypeFont.getmask2: direction, features, language,
        # stroke_width, anchor, ink (unused for greyscale), start.
        params = list(args)
        if len(params) > 5:
            params[5] = None
        key = (id(self), text, tuple(params), tuple(sorted(kwargs.items())))
        if kwargs.get("ink") is not None or any(isinstance(p, list) for p in params):
            return super().getmask2(text, mode, *args, **kwargs)
        with _masks_lock:
            hit = _masks.get(key)
            if hit is not None:
                _masks.move_to_end(key)
                return hit
        made = super().getmask2(text, mode, *args, **kwargs)
        with _masks_lock:
            _masks[key] = made
            while len(_masks) > TEXT_CACHE_SIZE:
                _masks.popitem(last=False)
        return made


@cache
def font(size: int, bold: bool = False) -> Font:
    """DejaVu Sans (or Bold) at ``size`` pixels, cached, with its recent text bitmaps.

    Pillow renders text holding the GIL, so a cached font may be shared by the
    threads of ``asyncio.to_thread``.
    """
    src = _source(bold)
    if isinstance(src, BytesIO):
        src = BytesIO(src.getvalue())
    f = _Font(src, size)
    f._lengths = {}
    return f


@cache
def _notdef() -> bytes:
    return _glyph_bits("\U000f0000")  # a private-use code point: always the missing glyph


def _glyph_bits(ch: str) -> bytes:
    f = font(16)
    im = Image.new("L", (24, 24))
    ImageDraw.Draw(im).text((2, 2), ch, font=f, fill=255)
    return im.tobytes()


@lru_cache(maxsize=4096)
def has_glyph(ch: str) -> bool:
    """Whether the bundled font can draw ``ch`` (cached per character; names come from
    Discord, so the cache is bounded: docs/memory.md)."""
    if ch.isspace():
        return True
    return _glyph_bits(ch) != _notdef()


@lru_cache(maxsize=4096)
def clean(text: str, fallback: str = "?") -> str:
    """``text`` without characters the font cannot draw (emoji, CJK, controls).

    Whitespace is collapsed; an empty result becomes ``fallback``.
    """
    kept = []
    for ch in text:
        if unicodedata.category(ch)[0] != "C" and has_glyph(ch):
            kept.append(ch)
    out = " ".join("".join(kept).split())
    return out or fallback


def width(text: str, f: Font) -> float:
    """Rendered width of ``text`` in pixels."""
    return f.getlength(text)


def fit(text: str, f: Font, max_width: float) -> str:
    """``text`` shortened with an ellipsis so it fits in ``max_width`` pixels."""
    if f.getlength(text) <= max_width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:  # longest prefix that fits with the ellipsis
        mid = (lo + hi + 1) // 2
        if f.getlength(text[:mid].rstrip() + "…") <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + "…"


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    f: Font,
    fill: RGB,
    anchor: str = "la",
) -> None:
    """Draw ``text`` at ``xy`` with a Pillow text ``anchor`` (``"mm"`` = centred)."""
    draw.text(xy, text, font=f, fill=fill, anchor=anchor)
