"""The six symbol shapes of D-ALL-3, drawable at any size.

red 12-point star, green circle, blue 6-point star, orange hexagon, yellow sun
(a disc with many detached rays), purple ring. Each shape is distinct in
outline alone, so the symbols stay apart in greyscale and for colour-blind
players. Every symbol has a thin dark outline, which also keeps yellow visible
on light tiles.

Draw on a supersampled canvas (see :mod:`render.hexdraw`) with
:func:`draw_symbol`, or paste a ready anti-aliased icon from :func:`icon`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from PIL import Image, ImageDraw

from genial.core.colours import Colour

from .fonts import font
from .hexdraw import SCALE, downsample
from .theme import Theme

Point = tuple[float, float]
RGBA = tuple[int, int, int, int]
#: Transparent, for a ring's hole on an icon.
CLEAR: RGBA = (0, 0, 0, 0)


def star(cx: float, cy: float, outer: float, inner: float, points: int) -> list[Point]:
    """A star polygon with ``points`` tips, the first pointing up."""
    out = []
    for i in range(points * 2):
        rad = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + math.pi * i / points
        out.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    return out


def regular(cx: float, cy: float, radius: float, sides: int, start_deg: float = 0.0) -> list[Point]:
    """A regular polygon; ``start_deg`` = angle of the first vertex (0 = to the right)."""
    return [
        (
            cx + radius * math.cos(math.radians(start_deg + 360 * i / sides)),
            cy + radius * math.sin(math.radians(start_deg + 360 * i / sides)),
        )
        for i in range(sides)
    ]


def _disc(
    d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: RGBA, ol: RGBA, w: int
) -> None:
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=ol, width=w)


def _red(
    d: ImageDraw.ImageDraw, c: Point, r: float, fill: RGBA, ol: RGBA, w: int, hole: RGBA
) -> None:
    d.polygon(star(c[0], c[1], r, r * 0.64, 12), fill=fill, outline=ol, width=w)


def _green(
    d: ImageDraw.ImageDraw, c: Point, r: float, fill: RGBA, ol: RGBA, w: int, hole: RGBA
) -> None:
    _disc(d, c[0], c[1], r * 0.84, fill, ol, w)


def _blue(
    d: ImageDraw.ImageDraw, c: Point, r: float, fill: RGBA, ol: RGBA, w: int, hole: RGBA
) -> None:
    d.polygon(star(c[0], c[1], r, r / math.sqrt(3), 6), fill=fill, outline=ol, width=w)


def _orange(
    d: ImageDraw.ImageDraw, c: Point, r: float, fill: RGBA, ol: RGBA, w: int, hole: RGBA
) -> None:
    # Flat-top, so it never looks like a (pointy-top) board cell.
    d.polygon(regular(c[0], c[1], r * 0.88, 6), fill=fill, outline=ol, width=w)


def _yellow(
    d: ImageDraw.ImageDraw, c: Point, r: float, fill: RGBA, ol: RGBA, w: int, hole: RGBA
) -> None:
    rays = 14
    half = math.pi / rays * 0.62
    for i in range(rays):
        a = -math.pi / 2 + 2 * math.pi * i / rays
        base = r * 0.6
        tip = (c[0] + r * math.cos(a), c[1] + r * math.sin(a))
        b1 = (c[0] + base * math.cos(a - half), c[1] + base * math.sin(a - half))
        b2 = (c[0] + base * math.cos(a + half), c[1] + base * math.sin(a + half))
        d.polygon([tip, b1, b2], fill=fill, outline=ol, width=max(1, w // 2))
    _disc(d, c[0], c[1], r * 0.5, fill, ol, w)


def _purple(
    d: ImageDraw.ImageDraw, c: Point, r: float, fill: RGBA, ol: RGBA, w: int, hole: RGBA
) -> None:
    _disc(d, c[0], c[1], r * 0.86, fill, ol, w)
    _disc(d, c[0], c[1], r * 0.44, hole, ol, w)


_Drawer = Callable[[ImageDraw.ImageDraw, Point, float, RGBA, RGBA, int, RGBA], None]
_DRAWERS: dict[Colour, _Drawer] = {
    Colour.RED: _red,
    Colour.GREEN: _green,
    Colour.BLUE: _blue,
    Colour.ORANGE: _orange,
    Colour.YELLOW: _yellow,
    Colour.PURPLE: _purple,
}


def outline_width(radius: float) -> int:
    """The symbol outline width that suits a symbol of this radius (same units)."""
    return max(1, round(radius * 0.085))


def draw_symbol(
    draw: ImageDraw.ImageDraw,
    colour: Colour,
    centre: Point,
    radius: float,
    theme: Theme,
    *,
    hole: RGBA | tuple[int, int, int] = CLEAR,
    fill: tuple[int, int, int] | None = None,
) -> None:
    """Draw ``colour``'s symbol (D-ALL-3) centred at ``centre``, fitting in ``radius``.

    ``hole`` fills the purple ring's hole: pass the colour underneath (e.g. the
    tile body), or leave it transparent on an RGBA icon. ``fill`` overrides
    the theme's symbol colour (e.g. for a greyed-out symbol). Coordinates are
    those of the canvas you draw on: on a supersampled canvas, scale them.
    """
    rgb = fill or theme.symbol(colour)
    ol = (*theme.symbol_outline, 255)
    hole4: RGBA = hole if len(hole) == 4 else (*hole, 255)
    _DRAWERS[colour](draw, centre, radius, (*rgb, 255), ol, outline_width(radius), hole4)


@lru_cache(maxsize=256)
def icon(colour: Colour, diameter: int, theme: Theme) -> Image.Image:
    """An anti-aliased RGBA icon of ``colour``'s symbol, ``diameter`` pixels square (cached).

    Paste it with itself as the mask: ``img.paste(ic, (x, y), ic)``.
    """
    size = diameter * SCALE
    im = Image.new("RGBA", (size, size), CLEAR)
    draw_symbol(ImageDraw.Draw(im), colour, (size / 2, size / 2), size / 2 - SCALE * 0.5, theme)
    return downsample(im)


@lru_cache(maxsize=256)
def lettered_icon(colour: Colour, diameter: int, theme: Theme) -> Image.Image:
    """:func:`icon` with the colour's letter (R G B O Y P, its notation letter) inside.

    At a phone's 400 px the circle and the hexagon, the two stars, look alike;
    the letter tells them apart. It is the English initial in every language:
    German and Dutch initials collide (grün/gelb, groen/geel).
    """
    im = icon(colour, diameter, theme).copy()
    d = ImageDraw.Draw(im)
    size = max(9, round(diameter * 0.5))
    stroke = max(2, round(diameter * 0.09))
    d.text(
        (diameter / 2, diameter / 2 + 0.5),
        colour.letter,
        font=font(size, bold=True),
        fill=(255, 255, 255, 255),
        stroke_width=stroke,
        stroke_fill=(20, 20, 24, 255),
        anchor="mm",
    )
    return im
