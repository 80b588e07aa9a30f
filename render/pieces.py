"""Anti-aliased sprites of pieces lying on hex cells: tiles (two joined hexes), stones.

A piece is one or more adjacent cells drawn as one body with an outline, a
groove between its cells and a symbol on each cell. A piece's body (per geometry,
cells and style) and each symbol (per colour, size and style) are drawn supersampled
once and cached; a sprite is the body with its symbols pasted on (the last 128 kept),
so a board render only pastes them::

    sprite = piece_sprite(layout, ((0, 0), (1, 0)), (Colour.RED, Colour.BLUE),
                          PieceStyle.tile(theme), theme)
    sprite.paste_on(img, layout.centre(first_cell))

Editions vary the look through :class:`PieceStyle` (e.g. 3D shading tiles by
level, Spezial's player stones), not by new drawing code.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from genial.core.colours import Colour
from genial.core.hexgrid import Cell

from .hexdraw import SCALE, HexLayout, Point, downsample
from .shapes import CLEAR, draw_symbol
from .theme import RGB, Theme


@dataclass(frozen=True)
class PieceStyle:
    """How a piece looks: body, outline (colour and width in 1x pixels), groove, sizes.

    ``gap``: 1x pixels between the piece's edge and its cell edge;
    ``symbol``: symbol radius as a fraction of the cell's half width.
    """

    body: RGB
    outline: RGB
    outline_width: float = 2.0
    groove: RGB | None = None
    gap: float = 2.0
    symbol: float = 0.74

    @classmethod
    def tile(cls, theme: Theme) -> PieceStyle:
        """An ordinary tile."""
        return cls(theme.tile, theme.tile_outline, 2.0, theme.tile_groove)

    @classmethod
    def highlighted(cls, theme: Theme) -> PieceStyle:
        """A tile of the last move: tinted body, thick highlight outline."""
        return cls(theme.highlight_tile, theme.highlight, 4.5, theme.tile_groove, gap=0.5)


@dataclass(frozen=True)
class Sprite:
    """An RGBA image and the pixel in it where the first cell's centre lies."""

    image: Image.Image
    anchor: tuple[int, int]

    def paste_on(self, img: Image.Image, centre: tuple[int, int]) -> None:
        """Paste so that the first cell's centre lands on ``centre`` of ``img``."""
        x, y = centre[0] - self.anchor[0], centre[1] - self.anchor[1]
        img.paste(self.image, (x, y), self.image)


def _shared(layout: HexLayout, a: Point, b: Point) -> list[int]:
    """Indices of ``a``'s vertices that ``b``'s hexagon shares (the common edge)."""
    va, vb = layout.corners(a), layout.corners(b)
    return [
        i
        for i, (x, y) in enumerate(va)
        if any(abs(x - u) < 0.51 and abs(y - v) < 0.51 for u, v in vb)
    ]


def _toward(centre: Point, vertex: Point, s: float, s_new: float) -> Point:
    k = s_new / s
    return (centre[0] + (vertex[0] - centre[0]) * k, centre[1] + (vertex[1] - centre[1]) * k)


def _body(
    d: ImageDraw.ImageDraw,
    layout: HexLayout,
    centres: list[Point],
    links: list[tuple[int, int, list[int]]],
    inset: float,
    fill: tuple[int, int, int, int],
) -> None:
    """Hexagons shrunk by ``inset`` (1x px) plus the bridges that join linked cells."""
    s = layout.size
    s_in = (s - inset * 2 / 3**0.5) * SCALE
    for c in centres:
        d.polygon(layout.corners(c, inset, SCALE), fill=fill)
    for i, j, shared in links:
        # The common edge's two vertices, pulled towards each cell's centre.
        full = layout.corners(centres[i], 0.0, SCALE)
        quad = [_toward(centres[i], full[k], s * SCALE, s_in) for k in shared]
        quad += [_toward(centres[j], full[k], s * SCALE, s_in) for k in reversed(shared)]
        d.polygon(quad, fill=fill)


#: Composed sprites kept (about 30-110 KB each): the pieces of the boards drawn lately.
#: Their parts below are cached without a bound that matters (few geometries, styles,
#: colours), so a miss here costs a copy and a paste per symbol, not a drawing.
SPRITE_CACHE_SIZE = 128


def piece_sprite(
    layout: HexLayout,
    cells: tuple[Cell, ...],
    symbols: tuple[Colour | None, ...],
    style: PieceStyle,
    theme: Theme,
) -> Sprite:
    """A sprite of a piece covering ``cells`` (relative to the first; e.g. ``((0, 0), (0, 1))``).

    ``symbols[i]`` is drawn on ``cells[i]`` (None: no symbol). Cells next to
    each other are joined into one body. Cached; do not modify the result.

    The layout's origin does not matter (it is set to (0, 0) before the cache). A sprite is
    its body (per geometry and style) with a symbol pasted on each cell (per colour, size
    and style), each drawn once: caching whole sprites by their symbols grew by thousands
    of 30-110 KB images over a few thousand boards.
    """
    return _composed(layout.at((0, 0)), cells, symbols, style, theme)


@lru_cache(maxsize=SPRITE_CACHE_SIZE)
def _composed(
    lay: HexLayout,
    cells: tuple[Cell, ...],
    symbols: tuple[Colour | None, ...],
    style: PieceStyle,
    theme: Theme,
) -> Sprite:
    body = _body_sprite(lay, cells, style)
    if all(sym is None for sym in symbols):
        return body
    im = body.image.copy()
    radius = lay.half_width * style.symbol * SCALE
    for cell, sym in zip(cells, symbols, strict=False):
        if sym is None:
            continue
        icon = _symbol_sprite(sym, radius, style.body, theme)
        x, y = lay.centre(cell)
        at = (x + body.anchor[0] - icon.anchor[0], y + body.anchor[1] - icon.anchor[1])
        im.alpha_composite(icon.image, at)
    return Sprite(im, body.anchor)


@lru_cache(maxsize=512)
def _body_sprite(lay: HexLayout, cells: tuple[Cell, ...], style: PieceStyle) -> Sprite:
    """The piece without symbols: hexagons joined into one body, outline and grooves."""
    ow = style.outline_width
    pad = int(ow + 3)
    x0, y0, x1, y1 = lay.bounds(list(cells))
    ax, ay = pad - x0, pad - y0
    w, h = x1 - x0 + 2 * pad, y1 - y0 + 2 * pad
    im = Image.new("RGBA", (w * SCALE, h * SCALE), CLEAR)
    d = ImageDraw.Draw(im)
    pix = [lay.centre(c) for c in cells]
    centres: list[Point] = [((x + ax) * SCALE, (y + ay) * SCALE) for x, y in pix]
    links = []
    for i in range(len(cells)):
        for j in range(i + 1, len(cells)):
            shared = _shared(lay, (float(pix[i][0]), float(pix[i][1])), pix[j])
            if len(shared) == 2:
                links.append((i, j, shared))
    _body(d, lay, centres, links, style.gap - ow, (*style.outline, 255))
    _body(d, lay, centres, links, style.gap, (*style.body, 255))
    if style.groove is not None:
        gw = max(1, round(SCALE * 1.2))
        for i, _j, shared in links:
            full = lay.corners(centres[i], 0.0, SCALE)
            p, q = full[shared[0]], full[shared[1]]
            m = 0.22  # keep the groove off the outline
            a = (p[0] + (q[0] - p[0]) * m, p[1] + (q[1] - p[1]) * m)
            b = (q[0] + (p[0] - q[0]) * m, q[1] + (p[1] - q[1]) * m)
            d.line([a, b], fill=(*style.groove, 255), width=gw)
    return Sprite(downsample(im), (ax, ay))


@lru_cache(maxsize=256)
def _symbol_sprite(colour: Colour, radius: float, hole: RGB, theme: Theme) -> Sprite:
    """``colour``'s symbol of ``radius`` (supersampled pixels) on a clear square, its
    centre on a whole pixel (as a cell's centre is), with ``hole`` in a ring's hole."""
    half = int(radius / SCALE) + 3
    big = 2 * half * SCALE
    im = Image.new("RGBA", (big, big), CLEAR)
    draw_symbol(ImageDraw.Draw(im), colour, (half * SCALE, half * SCALE), radius, theme, hole=hole)
    return Sprite(downsample(im), (half, half))


def tile_cells(a: Cell, b: Cell) -> tuple[Cell, ...]:
    """The relative cells of a two-cell piece on ``a`` and ``b``: ``((0, 0), b - a)``."""
    return ((0, 0), (b[0] - a[0], b[1] - a[1]))
