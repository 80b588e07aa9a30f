"""Piece sprites stay within a bound however many pieces are drawn.

Whole sprites were cached per (geometry, cells, symbols, style, theme) up to 1,024 of them,
30-110 KB each: a bot drawing boards grew by about 3 MB per 1,000 interactions for hours
(``make soak``). Now a sprite is a cached body with cached symbols pasted on, and only the
last ``SPRITE_CACHE_SIZE`` composed sprites are kept.
"""

from __future__ import annotations

import gc
import itertools

from PIL import Image

from genial.core.colours import SIX, Colour
from genial.core.hexgrid import OFFSETS
from render import hexdraw, pieces
from render.theme import DARK

#: Every direction a two-cell tile can lie in, both halves' orders.
DIRECTIONS = tuple(((0, 0), (dq, dr)) for dq, dr in OFFSETS)


def _clear() -> None:
    pieces._composed.cache_clear()
    pieces._body_sprite.cache_clear()
    pieces._symbol_sprite.cache_clear()


def _image_bytes() -> int:
    gc.collect()
    return sum(
        o.width * o.height * len(o.getbands())
        for o in gc.get_objects()
        if isinstance(o, Image.Image)
    )


def _draw_every_tile() -> int:
    """Draw every tile (colour pair x direction x style) at two origins; how many."""
    styles = (pieces.PieceStyle.tile(DARK), pieces.PieceStyle.highlighted(DARK))
    count = 0
    for origin in ((500, 440), (500, 502)):  # two boards: the origin is not part of the key
        lay = hexdraw.HexLayout(60, 52, origin)
        for cells, (a, b), style in itertools.product(
            DIRECTIONS, itertools.product(SIX, SIX), styles
        ):
            pieces.piece_sprite(lay, cells, (a, b), style, DARK)
            count += 1
    return count


def test_drawing_every_tile_keeps_few_images() -> None:
    _clear()
    before = _image_bytes()
    drawn = _draw_every_tile()
    grown = _image_bytes() - before
    lay = hexdraw.HexLayout(60, 52, (0, 0))
    styles = (pieces.PieceStyle.tile(DARK), pieces.PieceStyle.highlighted(DARK))
    sizes = [
        pieces.piece_sprite(lay, cells, (None, None), style, DARK).image.size
        for cells, style in itertools.product(DIRECTIONS, styles)
    ]
    largest = max(w * h * 4 for w, h in sizes)
    smallest = min(w * h * 4 for w, h in sizes)
    distinct = drawn // 2
    assert distinct == 6 * 36 * 2
    # The old cache kept every distinct sprite (432 here, about 20 MB); now the composed
    # sprites kept plus their parts (6 directions x 2 styles bodies, 6 x 2 symbols).
    assert grown <= (pieces.SPRITE_CACHE_SIZE + 24) * largest, (grown, largest)
    assert grown < distinct * smallest / 2
    assert pieces._body_sprite.cache_info().currsize == 6 * 2
    assert pieces._symbol_sprite.cache_info().currsize == 6 * 2
    assert pieces._composed.cache_info().currsize == pieces.SPRITE_CACHE_SIZE


def test_a_composed_sprite_shows_its_body_and_symbols() -> None:
    _clear()
    lay = hexdraw.HexLayout(60, 52, (0, 0))
    style = pieces.PieceStyle.tile(DARK)
    sprite = pieces.piece_sprite(lay, DIRECTIONS[0], (Colour.RED, Colour.BLUE), style, DARK)
    img = Image.new("RGB", (300, 300), DARK.board)
    sprite.paste_on(img, (100, 100))
    second = (100 + lay.centre(DIRECTIONS[0][1])[0], 100 + lay.centre(DIRECTIONS[0][1])[1])
    assert _near(img.getpixel((100, 100)), DARK.symbol(Colour.RED))
    assert _near(img.getpixel(second), DARK.symbol(Colour.BLUE))
    # Between a symbol and the cell's edge lies the tile's body.
    assert _near(img.getpixel((100, 100 - 26)), style.body)
    # The same piece without symbols is its body alone, and is not copied.
    bare = pieces.piece_sprite(lay, DIRECTIONS[0], (None, None), style, DARK)
    assert bare is pieces._body_sprite(lay, DIRECTIONS[0], style)


def _near(px: object, rgb: tuple[int, int, int], tol: int = 6) -> bool:
    assert isinstance(px, tuple)
    return all(abs(int(p) - c) <= tol for p, c in zip(px, rgb, strict=False))
