"""Genial Spezial's pieces: board geometry, stone colours and marks, chips, fields.

The engine stores the board pointy-top (D-ALL-1); its labels follow the landscape
drawing :func:`genial.spezial.board.layout_xy` (column letter from the left, number
from the top). On a phone that landscape board is too small to read, so
the image stands it upright: the landscape drawing turned a quarter counter-clockwise,
pointy-top cells, column A at the bottom, each lettered row counting from the left
(as chess boards count ranks from the bottom). That turn is the engine's grid turned
half a turn: each cell is drawn as the display cell ``(-q, -r)``.

Sprites (chips, stone marks, stones) are drawn supersampled once and cached.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from genial.core.colours import Colour
from genial.core.hexgrid import Cell

from .fonts import font
from .hexdraw import SCALE, HexLayout, Point, downsample
from .pieces import PieceStyle, Sprite, piece_sprite
from .shapes import CLEAR, draw_symbol
from .theme import RGB, Theme

#: Stone body, mark ink and edge by seat: ivory (slate on a light board), red, yellow, black.
#: Each seat also has its own mark, so colour-blind players tell the seats apart.
STONES: tuple[RGB, ...] = ((238, 234, 222), (214, 58, 48), (242, 194, 38), (26, 28, 34))
STONES_ON_LIGHT: tuple[RGB, ...] = ((104, 114, 134), *STONES[1:])
MARK_INK: tuple[RGB, ...] = ((40, 42, 50), (255, 240, 236), (48, 40, 10), (232, 236, 244))
MARK_INK_ON_LIGHT: tuple[RGB, ...] = ((246, 246, 250), *MARK_INK[1:])
STONE_EDGE: tuple[RGB, ...] = ((20, 22, 28), (70, 12, 10), (90, 64, 0), (170, 178, 196))
MARKS: tuple[str, ...] = ("dot", "ring", "cross", "bar")
#: Labels on the printed (blue) fields.
FIELD_LABEL: RGB = (226, 232, 246)
#: Printed tower fields (SPZ-2): dark-blue and grey-blue.
FIELD: dict[str, RGB] = {"dark": (30, 62, 150), "grey": (112, 132, 168)}
#: The frame of a large tower (the rules' pictures frame large towers in light blue).
LARGE_FRAME: RGB = (134, 210, 255)
BLACK_CHIP: RGB = (14, 14, 18)
LIGHT_CHIP: RGB = (246, 240, 222)


def display(cell: Cell) -> Cell:
    """The cell the pointy-top HexLayout must draw so that the board stands upright: the
    landscape drawing (:func:`genial.spezial.board.layout_xy`) turned a quarter
    counter-clockwise, which is the engine's grid turned half a turn."""
    return (-cell[0], -cell[1])


def centre(lay: HexLayout, cell: Cell) -> tuple[int, int]:
    """Pixel centre of a board cell."""
    return lay.centre(display(cell))


def polygon(lay: HexLayout, cell: Cell, inset: float = 0.0, scale: float = 1.0) -> list[Point]:
    """The hexagon of a board cell, in pixels times ``scale``."""
    return lay.polygon(display(cell), inset, scale)


def light_board(theme: Theme) -> bool:
    """Whether the theme's empty cells are light (then seat 0's stones are slate, not ivory)."""
    r, g, b = theme.cell
    return 0.3 * r + 0.59 * g + 0.11 * b > 128


def stone_colour(seat: int, theme: Theme) -> RGB:
    """The body colour of ``seat``'s stones."""
    palette = STONES_ON_LIGHT if light_board(theme) else STONES
    return palette[seat % len(palette)]


def mark_ink(seat: int, theme: Theme) -> RGB:
    """The colour of ``seat``'s mark on its stones."""
    palette = MARK_INK_ON_LIGHT if light_board(theme) else MARK_INK
    return palette[seat % len(palette)]


def stone_edge(seat: int) -> RGB:
    """The outline of ``seat``'s stones."""
    return STONE_EDGE[seat % len(STONE_EDGE)]


def stone_style(seat: int, highlighted: bool, theme: Theme) -> PieceStyle:
    """A player's stone; the last one placed gets a thick highlight outline."""
    body = stone_colour(seat, theme)
    if highlighted:
        return PieceStyle(body, theme.highlight, 5.0, None, gap=0.5)
    return PieceStyle(body, stone_edge(seat), 2.0, None, gap=2.0)


def stone_sprite(
    lay: HexLayout, a: Cell, b: Cell, seat: int, highlighted: bool, theme: Theme
) -> Sprite:
    """A stone on cells ``a`` and ``b`` (anchored at ``a``), without marks."""
    da, db = display(a), display(b)
    cells = ((0, 0), (db[0] - da[0], db[1] - da[1]))
    return piece_sprite(
        lay.at((0, 0)), cells, (None, None), stone_style(seat, highlighted, theme), theme
    )


def marked_stone(
    lay: HexLayout, a: Cell, b: Cell, seat: int, highlighted: bool, mark: int, theme: Theme
) -> Sprite:
    """The stone on ``a`` and ``b`` with the seat's mark (``mark`` pixels) on each cell, as
    one sprite anchored at ``a``: one paste per stone instead of three."""
    (ax, ay), (bx, by) = centre(lay, a), centre(lay, b)
    da, db = display(a), display(b)
    return _marked(
        lay.at((0, 0)), (db[0] - da[0], db[1] - da[1]), (bx - ax, by - ay), seat,
        highlighted, mark, theme,
    )  # fmt: skip


@lru_cache(maxsize=64)
def _marked(
    lay: HexLayout,
    other: Cell,
    step: tuple[int, int],
    seat: int,
    highlighted: bool,
    mark: int,
    theme: Theme,
) -> Sprite:
    """The stone's sprite with both marks composited: per direction (``other``, ``step``:
    the second cell's pixel offset as the board rounds it), seat and highlight, so at most
    a few dozen small images."""
    stone = piece_sprite(
        lay, ((0, 0), other), (None, None), stone_style(seat, highlighted, theme), theme
    )
    im = stone.image.copy()
    m = mark_sprite(seat, mark, mark_ink(seat, theme))
    for dx, dy in ((0, 0), step):
        im.alpha_composite(m, (stone.anchor[0] + dx - mark // 2, stone.anchor[1] + dy - mark // 2))
    return Sprite(im, stone.anchor)


@lru_cache(maxsize=64)
def mark_sprite(seat: int, size: int, ink_rgb: RGB) -> Image.Image:
    """The seat's mark (dot, ring, cross, bar) in ``ink_rgb``, ``size`` pixels square, RGBA."""
    big = size * SCALE
    im = Image.new("RGBA", (big, big), CLEAR)
    d = ImageDraw.Draw(im)
    ink = (*ink_rgb, 255)
    c, r = big / 2, big / 2 - SCALE
    w = max(SCALE, round(big * 0.16))
    kind = MARKS[seat % len(MARKS)]
    if kind == "dot":
        d.ellipse((c - r * 0.55, c - r * 0.55, c + r * 0.55, c + r * 0.55), fill=ink)
    elif kind == "ring":
        d.ellipse((c - r * 0.8, c - r * 0.8, c + r * 0.8, c + r * 0.8), outline=ink, width=w)
    elif kind == "cross":
        k = r * 0.62
        d.line([(c - k, c - k), (c + k, c + k)], fill=ink, width=w)
        d.line([(c - k, c + k), (c + k, c - k)], fill=ink, width=w)
    else:
        d.rectangle((c - r * 0.85, c - w * 0.75, c + r * 0.85, c + w * 0.75), fill=ink)
    return downsample(im)


def paste_mark(img: Image.Image, xy: tuple[int, int], seat: int, size: int, theme: Theme) -> None:
    """Paste the seat's mark centred on ``xy``."""
    m = mark_sprite(seat, size, mark_ink(seat, theme))
    img.paste(m, (xy[0] - size // 2, xy[1] - size // 2), m)


@lru_cache(maxsize=256)
def chip_sprite(
    colour: Colour, value: int, black: bool, large: bool, size: int, theme: Theme
) -> Image.Image:
    """A chip on a tower, ``size`` pixels square (RGBA).

    A round chip, ivory on its light side and black on its black side
    (SPZ-27), showing its colour's symbol (D-ALL-3: the shape tells the
    colour without seeing it) and its value in bold. A large tower gets a
    light-blue frame around the chip (as the rules' pictures frame them).
    """
    big = size * SCALE
    k = size / 48  # the frame and the number's outline were drawn for 48 px chips
    im = Image.new("RGBA", (big, big), CLEAR)
    d = ImageDraw.Draw(im)
    c = big / 2
    r = big / 2 - SCALE
    if large:
        d.ellipse((SCALE, SCALE, big - SCALE, big - SCALE), fill=(*LARGE_FRAME, 255))
        r -= 4 * k * SCALE
    coin = BLACK_CHIP if black else LIGHT_CHIP
    edge = (*LIGHT_CHIP, 255) if black else (*BLACK_CHIP, 255)
    d.ellipse((c - r, c - r, c + r, c + r), fill=(*coin, 255), outline=edge, width=SCALE)
    draw_symbol(d, colour, (c, c), r * 0.86, theme, hole=coin)
    f = font(round(size * 0.5) * SCALE, bold=True)
    d.text(
        (c, c),
        str(value),
        font=f,
        fill=(255, 255, 255, 255),
        anchor="mm",
        stroke_width=round(SCALE * 2.4 * k),
        stroke_fill=(0, 0, 0, 255),
    )
    return downsample(im)
