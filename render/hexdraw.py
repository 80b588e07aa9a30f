"""Hex geometry in pixels, supersampling and PNG encoding.

Pillow draws without anti-aliasing, so shapes are drawn on a canvas
:data:`SCALE` times larger and shrunk with LANCZOS (:func:`downsample`). That
is slow for a whole board, so renderers supersample only what they cache:
the static board layer and small piece sprites (see :mod:`render.pieces`),
and paste those at 1x.

:class:`HexLayout` puts every cell centre on a whole pixel (column pitch even,
row pitch whole), so a sprite drawn once fits every cell exactly.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PIL import Image

from genial.core.hexgrid import Cell

from .encode import encode_png as encode_png  # re-exported: the old home of encode_png

#: Supersampling factor for anti-aliased shapes.
SCALE = 3

Point = tuple[float, float]


def downsample(im: Image.Image, factor: int = SCALE) -> Image.Image:
    """Shrink a supersampled image by ``factor`` with LANCZOS (alpha-correct for RGBA)."""
    w, h = im.size
    return im.resize((w // factor, h // factor), Image.Resampling.LANCZOS)


@dataclass(frozen=True)
class HexLayout:
    """Pixel geometry of a hex grid (D-ALL-1: pointy-top, rows left to right).

    ``pitch_x``: distance between neighbours in a row (even, so half-row
    offsets are whole pixels); ``pitch_y``: distance between rows; ``origin``:
    pixel of cell (0, 0). ``flat=True`` draws the board turned a quarter
    (flat-top cells, rows of constant ``r`` become columns from left to right,
    ``q`` grows downwards), as Genial Spezial's landscape board (D-ALL-2);
    ``pitch_x``/``pitch_y`` then still describe the unturned grid.
    """

    pitch_x: int
    pitch_y: int
    origin: tuple[int, int]
    flat: bool = False

    @classmethod
    def fit(cls, radius: int, width: int, *, flat: bool = False) -> HexLayout:
        """The largest layout whose radius-``radius`` hexagon spans ``width`` pixels.

        For ``flat`` the hexagon spans ``width`` pixels vertically instead.
        The origin is (0, 0): place it with :meth:`at`.
        """
        px = int(width / (2 * radius + 1)) // 2 * 2
        return cls(px, round(px * math.sqrt(3) / 2), (0, 0), flat)

    def at(self, origin: tuple[int, int]) -> HexLayout:
        """The same layout with cell (0, 0) at ``origin``."""
        return HexLayout(self.pitch_x, self.pitch_y, origin, self.flat)

    @property
    def size(self) -> float:
        """Centre-to-vertex distance of a cell (pointy-top: half its height)."""
        return self.pitch_y / 1.5

    @property
    def half_width(self) -> float:
        """Centre-to-edge distance of a cell (half the distance to a row neighbour)."""
        return self.pitch_x / 2

    def offset(self, dq: int, dr: int) -> tuple[int, int]:
        """Pixel offset between two cells ``(dq, dr)`` apart (whole pixels)."""
        x = self.pitch_x * dq + self.pitch_x // 2 * dr
        y = self.pitch_y * dr
        return (y, x) if self.flat else (x, y)

    def centre(self, cell: Cell) -> tuple[int, int]:
        """Pixel centre of a cell (whole pixels)."""
        dx, dy = self.offset(cell[0], cell[1])
        return (self.origin[0] + dx, self.origin[1] + dy)

    def corners(self, centre: Point, inset: float = 0.0, scale: float = 1.0) -> list[Point]:
        """The six vertices of the cell centred at ``centre`` (already scaled by ``scale``).

        ``inset`` shrinks the hexagon towards its centre by that many 1x pixels
        (leaving a gap between cells); ``scale`` multiplies all lengths, for
        drawing on a supersampled canvas.
        """
        cx, cy = centre
        hw = (self.half_width - inset) * scale
        s = (self.size - inset * 2 / math.sqrt(3)) * scale
        pts = [(0.0, -s), (hw, -s / 2), (hw, s / 2), (0.0, s), (-hw, s / 2), (-hw, -s / 2)]
        if self.flat:
            return [(cx + y, cy + x) for x, y in pts]
        return [(cx + x, cy + y) for x, y in pts]

    def polygon(self, cell: Cell, inset: float = 0.0, scale: float = 1.0) -> list[Point]:
        """The hexagon of ``cell`` in pixels (times ``scale``), shrunk by ``inset``."""
        cx, cy = self.centre(cell)
        return self.corners((cx * scale, cy * scale), inset, scale)

    def bounds(self, cells: list[Cell] | set[Cell] | frozenset[Cell]) -> tuple[int, int, int, int]:
        """Pixel bounding box (left, top, right, bottom) of the cells' hexagons."""
        xs, ys = [], []
        for c in cells:
            for x, y in self.polygon(c):
                xs.append(x)
                ys.append(y)
        return (math.floor(min(xs)), math.floor(min(ys)), math.ceil(max(xs)), math.ceil(max(ys)))
