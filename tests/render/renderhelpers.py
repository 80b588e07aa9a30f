"""Helpers for the render tests: seeded games, colour comparisons, pixel counts."""

from __future__ import annotations

import random
import struct
import zlib
from io import BytesIO

from PIL import Image

import genial
from genial.core.game import Game
from render.theme import RGB

NAMES = ["Ada", "Björn", "Chiara", "Dmitri"]


def play(
    edition: str,
    players: int,
    moves: int,
    *,
    seed: int = 1,
    top: int = 3,
    options: dict[str, object] | None = None,
) -> Game:
    """A seeded game after up to ``moves`` moves, each among the ``top`` best options."""
    game = genial.create(edition, players, seed=seed, options=options)
    pick = random.Random(seed)
    for _ in range(moves):
        if game.over:
            break
        game.apply(pick.choice(game.options_for_menu()[:top]).move)
    return game


def near(pixel: tuple[int, ...], rgb: RGB, tol: int = 8) -> bool:
    """Whether ``pixel`` is within ``tol`` of ``rgb`` in every channel."""
    return all(abs(int(a) - b) <= tol for a, b in zip(pixel[:3], rgb, strict=True))


def count_near(img: Image.Image, box: tuple[int, int, int, int], rgb: RGB, tol: int = 8) -> int:
    """How many pixels of ``img`` inside ``box`` are within ``tol`` of ``rgb``."""
    raw = img.convert("RGB").crop(box).tobytes()
    pixels = zip(raw[0::3], raw[1::3], raw[2::3], strict=True)
    return sum(1 for px in pixels if near(px, rgb, tol))


def decode(data: bytes) -> Image.Image:
    """PNG bytes -> an RGB image (checking the PNG signature)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    with Image.open(BytesIO(data)) as im:
        assert im.format == "PNG"
        return im.convert("RGB")


def chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    """The PNG's chunks (type, data), each chunk's CRC checked."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    out, at = [], 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length : at + 12 + length])
        assert crc == zlib.crc32(kind + body)
        out.append((kind, body))
        at += 12 + length
    assert at == len(data)
    return out


def strict_rows(data: bytes) -> bytes:
    """The IDAT's rows, decompressed strictly: one complete zlib stream, Adler-32 checked,
    nothing after it."""
    idat = b"".join(body for kind, body in chunks(data) if kind == b"IDAT")
    d = zlib.decompressobj()
    rows = d.decompress(idat)
    assert d.eof and not d.unused_data
    return rows
