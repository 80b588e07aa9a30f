"""One preview, two PNGs: ``encode_png_pair`` maps only the stamped image's changed pixels
onto the palette again, and the result is exactly what encoding each image alone gives."""

from __future__ import annotations

import pytest
from PIL import ImageDraw
from renderhelpers import NAMES, decode, play

import render
from genial import EDITIONS
from render import encode
from render.preview import FRAME
from render.theme import DARK, DEFAULT


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_the_pair_is_each_image_encoded_alone(edition: str) -> None:
    game = play(edition, min(4, EDITIONS[edition].edition.max_players), 20, seed=5)
    view = game.public_view()
    names = NAMES[: game.players]
    for theme in (DEFAULT, DARK.with_(cell=(1, 2, 3))):  # stored palette, and none
        plain = render.board_image(view, names=names, theme=theme)
        for seat in range(game.players):
            stamp = render.Preview(seat, names[seat], (3, 0, 1, 0, 0, 2))
            stamped = render.stamped_image(plain, view, names=names, preview=stamp, theme=theme)
            key = render._key(view, None)
            pair = encode.encode_png_pair(plain, stamped, theme=theme, edition=key, border=FRAME)
            alone = (
                encode.encode_png(plain, theme=theme, edition=key),
                encode.encode_png(stamped, theme=theme, edition=key),
            )
            assert pair == alone
            assert decode(pair[1]).convert("RGB").getpixel((2, 300)) != decode(pair[0]).convert(
                "RGB"
            ).getpixel((2, 300))  # the frame is there


def test_a_change_anywhere_is_mapped_again() -> None:
    game = play("3d", 2, 10)
    plain = render.board_image(game.public_view(), names=NAMES[:2])
    changed = plain.copy()
    ImageDraw.Draw(changed).rectangle((100, 40, 140, 60), fill=DEFAULT.highlight)
    pair = encode.encode_png_pair(plain, changed, theme=DEFAULT, edition="3d", border=0)
    assert pair[1] == encode.encode_png(changed, theme=DEFAULT, edition="3d")
    assert decode(pair[1]).convert("RGB").getpixel((120, 50)) == DEFAULT.highlight
