"""A PNG writer for 8-bit palette images whose compressed rows a changed copy can reuse.

A preview's stamped image is its plain board with a few row ranges redrawn (the status
line, two score blocks, the preview's bars). Pillow compresses every image whole (about
3 ms of zlib per board). Here the rows are compressed in bands of :data:`BAND_ROWS`
rows, each band a deflate run of its own that ends on a byte boundary
(``Z_SYNC_FLUSH``) and may refer back only to its own rows and to the
:data:`CONTEXT_ROWS` rows before it (given to zlib as a preset dictionary).
Concatenated, the bands form one valid zlib stream. A band's bytes depend only on its
rows and the rows before it, so a copy of an image that differs in some rows
(:meth:`Encoded.changed`) compresses again only the bands those rows reach, reuses the
others' bytes, and comes out byte for byte as :func:`encode` makes it on its own.

Every row is written with PNG filter 0 (none), as Pillow does for palette images.
The deflate bytes come from ISA-L (the ``isal`` package, a dependency where it has
wheels) at level 2, else from the standard library's zlib at level 3: on a 720 px
board ISA-L takes 0.8 ms where zlib takes 2.5-3 ms, for files 0-8% larger (classic
63 KB instead of 58, Spezial 75 instead of 70; docs/history/performance.md, session 7). Both
write standard deflate, which every PNG reader decodes; ISA-L releases the GIL as
zlib does.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from types import ModuleType

from PIL import Image

_deflate: ModuleType
try:  # ISA-L: 3-4 times faster than zlib at these sizes (see the module's docstring)
    from isal import isal_zlib as _deflate
except ImportError:  # pragma: no cover - platforms without an isal wheel
    _deflate = zlib

#: The deflate implementation in use: "isal" or "zlib".
BACKEND = "isal" if _deflate is not zlib else "zlib"
#: Compression level by backend (zlib: 1-3 are its fast path; 2 is ~13% faster than 3
#: but 3D boards pass 80 KB. ISA-L: 0-3; 1 and 2 are alike, 3 is 3 times slower).
LEVELS = {"isal": 2, "zlib": 3}
LEVEL = LEVELS[BACKEND]
#: Rows a band holds: smaller bands are reused more often but compress worse.
BAND_ROWS = 64
#: Rows before a band its matches may reach (a preset dictionary): more is smaller, slower
#: (24 of a 720 px board's rows: 59 KB; none: 66 KB; one unbroken stream: 58 KB).
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
    """Rows ``[start, stop)`` compressed together, matching back to row ``context`` at most."""

    start: int
    stop: int
    context: int


def bands_for(height: int) -> tuple[Band, ...]:
    """The bands of an image ``height`` rows high."""
    return tuple(
        Band(start, min(start + BAND_ROWS, height), max(0, start - CONTEXT_ROWS))
        for start in range(0, height, BAND_ROWS)
    )


def _compress(rows: bytes, row_bytes: int, band: Band) -> tuple[bytes, int]:
    """``band`` of ``rows``: its deflate bytes (ending on a byte boundary, not final, with
    the rows before it as a preset dictionary) and the Adler-32 of its rows."""
    view = memoryview(rows)
    data = view[band.start * row_bytes : band.stop * row_bytes]
    if band.context < band.start:
        context = view[band.context * row_bytes : band.start * row_bytes]
        c = _deflate.compressobj(LEVEL, _deflate.DEFLATED, -15, _MEM_LEVEL, zdict=context)
    else:
        c = _deflate.compressobj(LEVEL, _deflate.DEFLATED, -15, _MEM_LEVEL)
    return c.compress(data) + c.flush(_deflate.Z_SYNC_FLUSH), _deflate.adler32(data)


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
        deflated, adlers = list(self.deflated), list(self.adlers)
        for k, band in enumerate(self.layout):
            if any(start < band.stop and band.context < stop for start, stop in ranges):
                deflated[k], adlers[k] = _compress(rows, self.width + 1, band)
        return Encoded(
            self.width, self.height, self.plte, rows, self.layout, tuple(deflated), tuple(adlers)
        )


def encode(im: Image.Image, *, rows: bytes | None = None) -> Encoded:
    """``im`` (mode "P", without transparency) compressed in bands; ``rows``: its
    :func:`scanlines` if already made."""
    if im.mode != "P" or "transparency" in im.info:
        raise ValueError("render.png writes palette images without transparency")
    w, h = im.size
    rows = scanlines(im) if rows is None else rows
    plte = bytes((im.getpalette() or [0, 0, 0])[: 3 * 256])
    layout = bands_for(h)
    made = [_compress(rows, w + 1, band) for band in layout]
    return Encoded(w, h, plte, rows, layout, tuple(b for b, _ in made), tuple(a for _, a in made))
