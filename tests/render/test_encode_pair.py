"""One preview, two PNGs: ``encode_png_pair`` maps and compresses only the stamped image's
changed rows again; both come out byte for byte as ``encode_png`` makes each alone, and
pixel for pixel as Pillow encoded them (before render.png)."""

from __future__ import annotations

from io import BytesIO

import pytest
from PIL import Image, ImageDraw
from renderhelpers import NAMES, decode, near, play, strict_rows

import render
from genial import EDITIONS
from render import encode, png
from render.preview import FRAME
from render.theme import DARK, DEFAULT, LIGHT, Theme


def pillow_png(im: Image.Image, theme: Theme, edition: str) -> bytes:
    """The image as Pillow writes it (the encoder before render.png): mapped onto the
    stored palette (or quantised to its own colours without one), saved at zlib level 3."""
    palette = encode.palette_image(theme, edition)
    if palette is not None:
        mapped = im.quantize(palette=palette, dither=Image.Dither.NONE)
    else:
        mapped = im.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = BytesIO()
    mapped.save(out, format="PNG", compress_level=3)
    return out.getvalue()


def same_pixels(ours: bytes, pillows: bytes) -> bool:
    strict_rows(ours)  # one complete zlib stream, checksums right
    with Image.open(BytesIO(ours)) as a, Image.open(BytesIO(pillows)) as b:
        a.load()
        return a.size == b.size and a.convert("RGB").tobytes() == b.convert("RGB").tobytes()


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_the_pair_is_each_image_as_pillow_encodes_it(edition: str) -> None:
    game = play(edition, min(4, EDITIONS[edition].edition.max_players), 20, seed=5)
    view = game.public_view()
    names = NAMES[: game.players]
    key = render._key(view, None)
    for theme in (DARK, LIGHT, DARK.with_(cell=(1, 2, 3))):  # stored palettes, and none
        plain = render.board_image(view, names=names, theme=theme, locale="de")
        for seat in range(game.players):
            stamp = render.Preview(seat, names[seat], (3, 0, 1, 0, 0, 2))
            stamped = render.stamped_image(
                plain, view, names=names, preview=stamp, theme=theme, locale="de"
            )
            pair = encode.encode_png_pair(plain, stamped, theme=theme, edition=key)
            assert pair == (
                encode.encode_png(plain, theme=theme, edition=key),
                encode.encode_png(stamped, theme=theme, edition=key),
            )
            assert same_pixels(pair[0], pillow_png(plain, theme, key))
            assert same_pixels(pair[1], pillow_png(stamped, theme, key))
            middle = (plain.width // 2, FRAME // 2)
            assert near(decode(pair[1]).getpixel(middle), theme.symbols[0], 4)  # the bars
            assert not near(decode(pair[0]).getpixel(middle), theme.symbols[0], 4)


def test_the_stamped_image_compresses_only_its_changed_rows_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = play("classic", 4, 20, seed=5)
    view = game.public_view()
    plain = render.board_image(view, names=NAMES)
    stamp = render.Preview(1, NAMES[1], (3, 0, 1, 0, 0, 2))
    stamped = render.stamped_image(plain, view, names=NAMES, preview=stamp)
    compressed: list[int] = []
    real = png._compress

    def counting(rows: bytes, row_bytes: int, band: png.Band) -> tuple[bytes, int]:
        compressed.append(band.stop - band.start)
        return real(rows, row_bytes, band)

    monkeypatch.setattr(png, "_compress", counting)
    pair = encode.encode_png_pair(plain, stamped, theme=DEFAULT, edition="classic")
    ranges = encode._ranges(encode.changed_rows(plain, stamped))
    reached = [
        b
        for b in png.bands_for(plain.height)
        if any(s < b.stop and b.context < e for s, e in ranges)
    ]
    assert sum(compressed) == plain.height + sum(b.stop - b.start for b in reached)
    assert 2 * FRAME < sum(compressed) - plain.height < plain.height / 2
    assert same_pixels(pair[1], pillow_png(stamped, DEFAULT, "classic"))


def test_a_change_anywhere_is_mapped_again() -> None:
    game = play("3d", 2, 10)
    plain = render.board_image(game.public_view(), names=NAMES[:2])
    for box in ((100, 40, 140, 60), (0, 0, 1, 1), (plain.width - 1, plain.height - 1) * 2):
        changed = plain.copy()
        ImageDraw.Draw(changed).rectangle(box, fill=DEFAULT.highlight)
        pair = encode.encode_png_pair(plain, changed, theme=DEFAULT, edition="3d")
        assert same_pixels(pair[1], pillow_png(changed, DEFAULT, "3d"))
        assert decode(pair[1]).getpixel(box[:2]) == DEFAULT.highlight
    pair = encode.encode_png_pair(plain, plain.copy(), theme=DEFAULT, edition="3d")
    assert pair[0] == pair[1]
