"""A PNG writer for 8-bit palette images whose compressed rows a changed copy can reuse.

A preview's stamped image is its plain board with a few row ranges redrawn (the status
line, two score blocks, the preview's bars). Pillow compresses every image whole (about
3 ms of zlib per board). Here the rows are compressed as one zlib stream cut into bands
where the rows a copy will change (``dirty``) start and stop: every band ends on a byte
boundary (``Z_SYNC_FLUSH``), and a band after dirty rows starts a fresh compressor, so
its bytes refer to no row before it. The copy (:meth:`Encoded.changed`) compresses only
its dirty bands again (with up to :data:`CONTEXT_ROWS` rows before them as a preset
dictionary) and reuses every other band's bytes as they are: the bands, concatenated,
are still one valid zlib stream.

Every row is written with PNG filter 0 (none), as Pillow does for palette images;
zlib runs at level :data:`LEVEL` with ``memLevel`` 8 (Pillow's 9 is ~10% slower here,
for no smaller files).
"""

from __future__ import annotations

import itertools
import struct
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image

#: zlib level (1-3 are zlib's fast path; 2 is ~13% faster but 3D boards pass 80 KB).
LEVEL = 3
#: Rows before a band compressed again that its matches may reach (a preset dictionary).
CONTEXT_ROWS = 24
_MEM_LEVEL = 8
_SIGNATURE = b"\x89PNG\r\n\x1a\n"
#: zlib header: deflate, 32K window, "fast" level (FLEVEL 1); 0x785E is a multiple of 31.
_ZLIB_HEADER = b"\x78\x5e"
#: An empty final deflate block (fixed Huffman, end of block): closes the stream.
_FINAL_BLOCK = b"\x03\x00"
_ADLER_BASE = 65521

Rows = tuple[int, int]  # [start, stop)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def adler32_combine(first: int, second: int, second_length: int) -> int:
    """The Adler-32 of two byte strings joined, from each one's (zlib's adler32_combine)."""
    rem = second_length % _ADLER_BASE
    sum1 = first & 0xFFFF
    sum2 = (rem * sum1) % _ADLER_BASE
    sum1 += (second & 0xFFFF) + _ADLER_BASE - 1
    sum2 += (first >> 16) + (second >> 16) + _ADLER_BASE - rem
    return ((sum2 % _ADLER_BASE) << 16) | (sum1 % _ADLER_BASE)


def scanlines(im: Image.Image) -> bytes:
    """The PNG rows of the palette image ``im``: each row's filter byte (0), its indices."""
    w, h = im.size
    canvas = Image.new("P", (w + 1, h), 0)  # column 0: the filter byte of every row
    canvas.paste(im, (1, 0))
    return canvas.tobytes()


@dataclass(frozen=True)
class Band:
    """Rows ``[start, stop)`` compressed together; its bytes may refer back to row
    ``reach`` at most (where its compressor started, or its preset dictionary)."""

    start: int
    stop: int
    reach: int


def _inside(start: int, stop: int, dirty: Sequence[Rows]) -> bool:
    return any(s <= start and stop <= e for s, e in dirty)


def bands_for(height: int, dirty: Sequence[Rows] = ()) -> tuple[Band, ...]:
    """Bands cut where the ``dirty`` ranges start and stop. A band outside them that
    follows dirty rows starts a fresh compressor (so it refers to none of them); every
    other band continues the compressor before it (a stream compresses best unbroken)."""
    cuts = {0, height}
    for start, stop in dirty:
        cuts |= {min(max(start, 0), height), min(max(stop, 0), height)}
    out: list[Band] = []
    reach = 0
    for a, b in itertools.pairwise(sorted(cuts)):
        if out and _inside(out[-1].start, a, dirty) and not _inside(a, b, dirty):
            reach = a
        out.append(Band(a, b, reach))
    return tuple(out)


def _compressor(dictionary: memoryview | None = None) -> Any:
    if dictionary is not None and len(dictionary):
        return zlib.compressobj(
            LEVEL, zlib.DEFLATED, -15, _MEM_LEVEL, zlib.Z_DEFAULT_STRATEGY, dictionary
        )
    return zlib.compressobj(LEVEL, zlib.DEFLATED, -15, _MEM_LEVEL)


@dataclass(frozen=True)
class Encoded:
    """A palette image as PNG rows compressed in bands (see the module's docstring)."""

    width: int
    height: int
    plte: bytes
    rows: bytes  # every scanline, filter bytes included
    layout: tuple[Band, ...]
    deflated: tuple[bytes, ...]  # each band's deflate bytes
    adlers: tuple[int, ...]  # each band's Adler-32 of its rows

    def png(self) -> bytes:
        """The PNG file: IHDR, PLTE, one IDAT (one zlib stream), IEND."""
        adler = 1
        for band, value in zip(self.layout, self.adlers, strict=True):
            adler = adler32_combine(adler, value, (band.stop - band.start) * (self.width + 1))
        idat = b"".join((_ZLIB_HEADER, *self.deflated, _FINAL_BLOCK, struct.pack(">I", adler)))
        ihdr = struct.pack(">IIBBBBB", self.width, self.height, 8, 3, 0, 0, 0)
        parts = ((b"IHDR", ihdr), (b"PLTE", self.plte), (b"IDAT", idat), (b"IEND", b""))
        return _SIGNATURE + b"".join(_chunk(kind, data) for kind, data in parts)

    def changed(self, rows: bytes, ranges: Sequence[Rows]) -> Encoded:
        """The same image with ``rows`` (all its scanlines) differing from this one's at
        most in the row ranges ``ranges``: a band is compressed again where it or the
        rows it refers back to meet a range, else its bytes are reused."""
        assert len(rows) == len(self.rows)
        row_bytes = self.width + 1
        view = memoryview(rows)
        layout, deflated, adlers = list(self.layout), list(self.deflated), list(self.adlers)
        for k, band in enumerate(self.layout):
            if any(start < band.stop and band.reach < stop for start, stop in ranges):
                reach = max(0, band.start - CONTEXT_ROWS)
                c = _compressor(view[reach * row_bytes : band.start * row_bytes])
                data = view[band.start * row_bytes : band.stop * row_bytes]
                deflated[k] = c.compress(data) + c.flush(zlib.Z_SYNC_FLUSH)
                adlers[k] = zlib.adler32(data)
                layout[k] = Band(band.start, band.stop, reach)
        return Encoded(
            self.width, self.height, self.plte, rows, tuple(layout), tuple(deflated), tuple(adlers)
        )


def encode(im: Image.Image, *, rows: bytes | None = None, dirty: Sequence[Rows] = ()) -> Encoded:
    """``im`` (mode "P", without transparency) compressed in bands cut for ``dirty`` (the
    row ranges a copy will change); ``rows``: its :func:`scanlines` if already made."""
    if im.mode != "P" or "transparency" in im.info:
        raise ValueError("render.png writes palette images without transparency")
    w, h = im.size
    rows = scanlines(im) if rows is None else rows
    view = memoryview(rows)
    plte = bytes((im.getpalette() or [0, 0, 0])[: 3 * 256])
    layout = bands_for(h, dirty)
    deflated, adlers = [], []
    c = _compressor()
    for band in layout:
        if band.reach == band.start and band.start:
            c = _compressor()
        data = view[band.start * (w + 1) : band.stop * (w + 1)]
        deflated.append(c.compress(data) + c.flush(zlib.Z_SYNC_FLUSH))
        adlers.append(zlib.adler32(data))
    return Encoded(w, h, plte, rows, layout, tuple(deflated), tuple(adlers))
