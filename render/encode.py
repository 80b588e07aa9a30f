"""PNG encoding with one fixed palette per theme (no quantising of every frame).

Quantising each board to its own 256 colours (median cut or octree) cost about
25 ms per 1000 x 1380 board; mapping it onto a palette computed once costs a
few milliseconds. The palette of each shipped theme and edition is stored in
``render/palettes.json`` (regenerate it with ``make palettes`` after changing
colours: ``tests/render/test_encode.py`` fails when it no longer fits the
images). It was computed from reference images of the edition (boards, hands,
standings at several stages of a game): the most frequent colours exactly
(every flat colour of the images), the rest by median cut over the remaining,
anti-aliased pixels. Without a stored palette (a new edition, your own
:class:`Theme`, a theme whose colours changed) each image is quantised to its
own colours as before: correct, only slower.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import astuple, fields
from functools import lru_cache
from importlib import resources
from io import BytesIO

from PIL import Image, ImageChops

from . import png
from .theme import RGB, Theme

#: zlib level of the PNGs Pillow writes (RGB(A) ones; palette images: :data:`png.LEVEL`).
COMPRESS_LEVEL = 3
_PALETTE_FILE = "palettes.json"
#: No other palette entry lies this close (in every channel) to a theme colour.
_GAP = 10


def fingerprint(theme: Theme) -> str:
    """A short digest of every colour of ``theme`` (a stored palette is valid for it only)."""
    return hashlib.sha1(repr(astuple(theme)).encode()).hexdigest()[:16]


def theme_colours(theme: Theme) -> list[RGB]:
    """Every colour named by ``theme`` (symbols included), without repeats, in field order."""
    out: list[RGB] = []
    for f in fields(theme):
        value = getattr(theme, f.name)
        if f.name == "symbols":
            out.extend(value)
        elif isinstance(value, tuple):
            out.append(value)
    return list(dict.fromkeys(out))


def build_palette(
    exact: Sequence[RGB], pixels: Image.Image | None, *, keep: Sequence[RGB] = ()
) -> list[RGB]:
    """At most 256 colours: ``exact`` first, the rest by median cut over ``pixels`` (RGB).

    Pillow maps pixels through a cache of 6 bits a channel, so an entry close to
    another may take its pixels: every colour within :data:`_GAP` (in every channel) of
    one of ``keep`` (given first, in ``exact``) is left out, and of colours sharing a
    4x4x4 cell only the first stays. So the ``keep`` colours come out exactly.
    """
    exact = list(dict.fromkeys(exact))[:256]
    room = 256 - len(exact)
    rest: list[RGB] = []
    if room and pixels is not None:
        cut = pixels.quantize(room, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
        flat = (cut.getpalette() or [])[: 3 * room]
        rest = [(flat[i], flat[i + 1], flat[i + 2]) for i in range(0, len(flat), 3)]
    kept = list(dict.fromkeys(keep))
    buckets: dict[tuple[int, int, int], RGB] = {}
    for c in [*kept, *exact, *rest]:
        if c not in kept and any(
            max(abs(a - b) for a, b in zip(c, k, strict=True)) < _GAP for k in kept
        ):
            continue
        buckets.setdefault((c[0] >> 2, c[1] >> 2, c[2] >> 2), c)
    return list(buckets.values())[:256]


@lru_cache(maxsize=1)
def _stored() -> dict[str, dict[str, object]]:
    try:
        text = resources.files("render").joinpath(_PALETTE_FILE).read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    data: dict[str, dict[str, object]] = json.loads(text)
    return data


def palette_colours(theme: Theme, edition: str) -> list[RGB] | None:
    """The stored palette of ``edition``'s images in ``theme``; None if there is none
    (an edition or a theme added since ``make palettes``, or a changed theme)."""
    stored = _stored().get(theme.name)
    if not stored or stored.get("theme") != fingerprint(theme):
        return None
    editions = stored.get("editions")
    raw = editions.get(edition) if isinstance(editions, dict) else None
    if not isinstance(raw, list):
        return None
    return [(int(c[0]), int(c[1]), int(c[2])) for c in raw]


@lru_cache(maxsize=64)
def palette_image(theme: Theme, edition: str) -> Image.Image | None:
    """A 1x1 "P" image carrying the palette (what ``Image.quantize`` takes), or None."""
    colours = palette_colours(theme, edition)
    if not colours:
        return None
    flat = [c for rgb in colours for c in rgb]
    flat += list(colours[0]) * (256 - len(colours))
    im = Image.new("P", (1, 1))
    im.putpalette(flat)
    return im


def _map(im: Image.Image, palette: Image.Image) -> Image.Image:
    return im.quantize(palette=palette, dither=Image.Dither.NONE)


def encode_png(
    im: Image.Image, *, theme: Theme | None = None, edition: str = "", colours: int = 256
) -> bytes:
    """PNG bytes, fast: RGB images become 8-bit palette images, written by :mod:`render.png`.

    With a stored palette for (``theme``, ``edition``) the image is mapped onto
    it (about 1 ms for a board); otherwise it is quantised to its own ``colours``
    (FASTOCTREE, about 25 ms for a board). ``colours=0`` keeps full RGB(A) (Pillow writes it).
    """
    if colours and im.mode == "RGB":
        palette = palette_image(theme, edition) if theme and colours == 256 else None
        if palette is not None:
            im = _map(im, palette)
        else:
            im = im.quantize(colours, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    if im.mode == "P" and "transparency" not in im.info:
        return png.encode(im).png()
    out = BytesIO()
    im.save(out, format="PNG", compress_level=COMPRESS_LEVEL)
    return out.getvalue()


#: Rows of the difference looked at together when finding where two images differ.
_STRIP = 64


def changed_rows(base: Image.Image, changed: Image.Image) -> list[tuple[int, int, int, int]]:
    """Boxes ``(x0, y0, x1, y1)`` covering every pixel where ``changed`` differs from
    ``base`` (same size and mode): at most one per strip of :data:`_STRIP` rows."""
    diff = ImageChops.difference(base, changed)
    w, h = diff.size
    boxes = []
    for y in range(0, h, _STRIP):
        box = diff.crop((0, y, w, min(h, y + _STRIP))).getbbox()
        if box:
            boxes.append((box[0], y + box[1], box[2], y + box[3]))
    return boxes


def _ranges(boxes: Sequence[tuple[int, int, int, int]]) -> list[tuple[int, int]]:
    """The boxes' rows as ranges ``[start, stop)``, those touching merged."""
    out: list[tuple[int, int]] = []
    for _, y0, _, y1 in boxes:
        if out and y0 <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], y1))
        else:
            out.append((y0, y1))
    return out


def encode_png_pair(
    base: Image.Image, changed: Image.Image, *, theme: Theme, edition: str
) -> tuple[bytes, bytes]:
    """PNGs of ``base`` and of ``changed`` (``base`` redrawn in some rows: a stamped
    preview), byte for byte what :func:`encode_png` gives each of them.

    With a stored palette every pixel is mapped on its own (no dithering), so ``changed``
    is mapped only in the boxes where it differs from ``base``, and only the bands of rows
    reaching them are compressed again (:mod:`render.png`); every other band's bytes are
    ``base``'s. That saves most of a second mapping and compression (about 1 + 2.5 ms of
    a board's 2 x 3.5 ms).
    """
    palette = palette_image(theme, edition)
    if palette is None or base.mode != "RGB" or changed.mode != "RGB" or base.size != changed.size:
        return encode_png(base, theme=theme, edition=edition), encode_png(
            changed, theme=theme, edition=edition
        )
    boxes = changed_rows(base, changed)
    return _pair(base, palette, lambda: (changed, boxes))


def _pair(
    base: Image.Image,
    palette: Image.Image,
    then: Callable[[], tuple[Image.Image, Sequence[tuple[int, int, int, int]]]],
) -> tuple[bytes, bytes]:
    """PNGs of ``base`` and of the image ``then()`` returns with the boxes where it differs
    (``then`` runs once ``base`` is mapped and compressed: it may draw on ``base``). Only
    those boxes are mapped again, only the bands of their rows compressed again."""
    mapped = _map(base, palette)
    canvas = Image.new("P", (base.width + 1, base.height), 0)  # rows with their filter byte
    canvas.paste(mapped, (1, 0))
    plain = png.encode(mapped, rows=canvas.tobytes())
    changed, boxes = then()
    for box in boxes:
        canvas.paste(_map(changed.crop(box), palette), (box[0] + 1, box[1]))
    return plain.png(), plain.changed(canvas.tobytes(), _ranges(boxes)).png()


def encode_png_restamped(
    im: Image.Image,
    stamp: Callable[[Image.Image], Sequence[tuple[int, int]]],
    *,
    theme: Theme,
    edition: str,
) -> tuple[bytes, bytes] | None:
    """PNGs of ``im`` and of ``im`` after ``stamp(im)`` drew on it, in place, over the row
    ranges it returns: the same bytes as :func:`encode_png_pair` gives for a stamped copy,
    without the copy and without looking for what changed (1 ms of a preview's ~9).
    Only those rows are mapped and their bands compressed again. None (and ``im``
    untouched) without a stored palette for (``theme``, ``edition``) or for a non-RGB ``im``.
    """
    palette = palette_image(theme, edition)
    if palette is None or im.mode != "RGB":
        return None
    w, h = im.size

    def stamped() -> tuple[Image.Image, list[tuple[int, int, int, int]]]:
        drawn = sorted((max(0, a), min(h, b)) for a, b in stamp(im))
        return im, [(0, a, w, b) for a, b in drawn if a < b]

    return _pair(im, palette, stamped)


def palette_entry(theme: Theme, images: Iterable[Image.Image]) -> list[list[int]]:
    """The stored form of a palette computed from reference ``images`` (RGB).

    Flat colours (the most frequent ones, each covering at least 1/20000 of
    all pixels) are kept exactly, theme colours first; median cut fills the rest.
    """
    counts: dict[RGB, int] = {}
    for im in images:
        for n, pixel in im.convert("RGB").getcolors(1 << 24) or []:
            assert isinstance(pixel, tuple)
            rgb = (int(pixel[0]), int(pixel[1]), int(pixel[2]))
            counts[rgb] = counts.get(rgb, 0) + n
    total = sum(counts.values())
    frequent = sorted((c for c in counts if counts[c] * 20000 >= total), key=lambda c: -counts[c])
    exact = [*theme_colours(theme), *frequent][:160]
    chosen = set(exact)
    rest = [(c, n) for c, n in counts.items() if c not in chosen]
    pixels: Image.Image | None = None
    if rest:
        # Weight by count, but cap every colour so thin edges still get their share.
        data = [c for c, n in rest for _ in range(min(n, 64))]
        pixels = Image.new("RGB", (len(data), 1))
        pixels.putdata(data)
    theme_set = theme_colours(theme)
    return [list(c) for c in build_palette(exact, pixels, keep=theme_set)]
