"""PNG encoding with the fixed palette of each theme and edition (render/encode.py)."""

from __future__ import annotations

from io import BytesIO

import pytest
from PIL import Image, ImageChops
from renderhelpers import NAMES, play

import render
from genial import EDITIONS
from render import encode
from render.theme import DARK, LIGHT

#: A position in the middle of a game of every edition (players: 4 where allowed).
MOVES = 24


def _players(edition: str) -> int:
    return min(4, EDITIONS[edition].edition.max_players)


@pytest.mark.parametrize("theme", [DARK, LIGHT], ids=["dark", "light"])
def test_every_edition_has_a_stored_palette_made_for_the_theme(theme: render.Theme) -> None:
    for edition in EDITIONS:
        colours = encode.palette_colours(theme, edition)
        assert colours is not None, f"no palette for {edition}: run make palettes"
        assert 64 <= len(colours) <= 256
        # Every colour the theme names is in the palette exactly (flat areas stay exact).
        assert set(encode.theme_colours(theme)) <= set(colours)


def test_a_changed_theme_or_unknown_edition_has_no_stored_palette() -> None:
    assert encode.palette_colours(DARK.with_(cell=(1, 2, 3)), "classic") is None
    assert encode.palette_colours(DARK, "no-such-edition") is None


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_boards_keep_their_colours_through_the_palette(edition: str) -> None:
    """Mapped onto the fixed palette, a board differs from its RGB image only at
    anti-aliased edges: tiny on average, small almost everywhere. Fails when a
    renderer's colours changed and the palettes were not regenerated."""
    players = _players(edition)
    view = play(edition, players, MOVES, seed=5).public_view()
    image = render.board_image(view, names=NAMES[:players])
    png = render.board_png(view, names=NAMES[:players])
    with Image.open(BytesIO(png)) as decoded:
        assert decoded.mode == "P"  # palette PNG: small
        back = decoded.convert("RGB")
    diff = ImageChops.difference(image, back).convert("L")
    hist = diff.histogram()
    total = sum(hist)
    mean = sum(v * n for v, n in enumerate(hist)) / total
    off = sum(hist[32:]) / total  # pixels more than 32 levels away from their colour
    assert mean < 3.0, f"{edition}: mean difference {mean:.2f} (run make palettes?)"
    assert off < 0.001, f"{edition}: {off:.2%} of pixels off by more than 32 levels"


def test_the_palette_keeps_symbol_colours_exact() -> None:
    strip = Image.new("RGB", (6 * 10, 10))
    for i, rgb in enumerate(DARK.symbols):
        strip.paste(rgb, (10 * i, 0, 10 * i + 10, 10))
    with Image.open(BytesIO(encode.encode_png(strip, theme=DARK, edition="classic"))) as im:
        assert im.mode == "P"
        back = im.convert("RGB")
    for i, rgb in enumerate(DARK.symbols):
        assert back.getpixel((10 * i + 5, 5)) == rgb


def test_without_a_palette_images_are_quantised_to_their_own_colours() -> None:
    odd = Image.new("RGB", (20, 20), (10, 200, 30))
    with Image.open(BytesIO(encode.encode_png(odd, theme=DARK, edition="fake"))) as im:
        assert im.mode == "P" and im.convert("RGB").getpixel((3, 3)) == (10, 200, 30)
    with Image.open(BytesIO(encode.encode_png(odd, colours=0))) as im:
        assert im.mode == "RGB"
