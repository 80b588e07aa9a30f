"""Kept text bitmaps draw exactly what FreeType draws, and the cache stays bounded."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

import render
from genial import create
from render import fonts


def drawn(texts: list[str], size: int = 22) -> bytes:
    im = Image.new("RGB", (400, 60 * len(texts)), (20, 20, 20))
    d = ImageDraw.Draw(im)
    for i, text in enumerate(texts):
        d.text((10.5, 5 + 60 * i), text, font=fonts.font(size, bold=i % 2 == 1), fill=(250, 200, 0))
        d.text((390, 30 + 60 * i), text, font=fonts.font(size), fill=(0, 200, 250), anchor="rm")
    return im.tobytes()


def test_a_kept_bitmap_draws_the_same_pixels(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = ["Ann: to play", "Bag 42", "Zoë 17", "Ann: to play"]
    monkeypatch.setattr(fonts, "TEXT_CACHE_SIZE", 0)
    fonts._masks.clear()
    fresh = drawn(texts)
    assert len(fonts._masks) == 0
    monkeypatch.setattr(fonts, "TEXT_CACHE_SIZE", 2048)
    first, again = drawn(texts), drawn(texts)
    assert fresh == first == again
    assert 0 < len(fonts._masks) <= 2048


def test_boards_are_the_same_with_kept_bitmaps(monkeypatch: pytest.MonkeyPatch) -> None:
    game = create("classic", 3, seed=9)
    for _ in range(4):
        game.apply(game.best_move() or game.legal_moves()[0])
    names = ["Ann", "Bo", "Cy"]
    monkeypatch.setattr(fonts, "TEXT_CACHE_SIZE", 0)
    fonts._masks.clear()
    without = render.board_image(game.public_view(), names=names).tobytes()
    monkeypatch.setattr(fonts, "TEXT_CACHE_SIZE", 2048)
    render.board_image(game.public_view(), names=names)
    assert render.board_image(game.public_view(), names=names).tobytes() == without


def test_the_cache_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fonts, "TEXT_CACHE_SIZE", 5)
    fonts._masks.clear()
    drawn([f"name {i}" for i in range(12)])
    assert len(fonts._masks) == 5
