"""The banded PNG writer (render/png.py): valid PNGs a strict decoder reads back to the
same indices, bands cut where a copy changes, and a copy reusing its unchanged bands."""

from __future__ import annotations

import itertools
import random
import zlib
from io import BytesIO

import pytest
from PIL import Image
from renderhelpers import chunks, strict_rows

from render import png


@pytest.fixture(autouse=True, params=["isal", "zlib"])
def backend(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Every test runs with ISA-L (the default where installed) and with zlib (the fallback)."""
    name: str = request.param
    module = pytest.importorskip("isal.isal_zlib") if name == "isal" else zlib
    monkeypatch.setattr(png, "_deflate", module)
    monkeypatch.setattr(png, "LEVEL", png.LEVELS[name])
    return name


def test_isal_deflates_wherever_it_is_installed() -> None:
    pytest.importorskip("isal.isal_zlib")
    assert png.BACKEND == "isal"  # not silently the slower zlib


def palette_image(w: int, h: int, seed: int) -> Image.Image:
    """A palette image with flat runs and noise (rows that repeat, rows that do not)."""
    rnd = random.Random(seed)
    data = bytearray()
    for y in range(h):
        if y and rnd.random() < 0.4:
            data += data[-w:]
        else:
            data += bytes(rnd.choice((3, 3, 3, 7, rnd.randrange(256))) for _ in range(w))
    im = Image.frombytes("P", (w, h), bytes(data))
    im.putpalette([(i * 7 + c * 50) % 256 for i in range(256) for c in range(3)])
    return im


def check(data: bytes, im: Image.Image) -> None:
    with Image.open(BytesIO(data)) as back:
        back.load()
        assert back.mode == "P" and back.size == im.size
        assert back.tobytes() == im.tobytes()
        assert back.getpalette() == im.getpalette()
    assert strict_rows(data) == png.scanlines(im)
    assert [kind for kind, _ in chunks(data)] == [b"IHDR", b"PLTE", b"IDAT", b"IEND"]


@pytest.mark.parametrize(("w", "h"), [(1, 1), (37, 5), (120, 64), (97, 301)])
def test_an_image_reads_back_the_same(w: int, h: int) -> None:
    im = palette_image(w, h, seed=w * h)
    check(png.encode(im).png(), im)


def test_bands_cover_the_rows_and_refer_back_a_few_rows_at_most() -> None:
    bands = png.bands_for(300)
    assert bands[0].start == 0 and bands[-1].stop == 300
    assert all(a.stop == b.start for a, b in itertools.pairwise(bands))
    assert all(b.stop - b.start <= png.BAND_ROWS for b in bands)
    assert all(b.context == max(0, b.start - png.CONTEXT_ROWS) for b in bands)


@pytest.mark.parametrize("seed", range(6))
def test_a_copy_changed_in_some_rows_is_that_image_encoded_alone(seed: int) -> None:
    rnd = random.Random(seed)
    w, h = rnd.randrange(20, 200), rnd.randrange(40, 400)
    im = palette_image(w, h, seed)
    ranges = sorted((y, min(h, y + rnd.randrange(1, 40))) for y in rnd.sample(range(h), 3))
    changed = im.copy()
    for start, stop in ranges:
        changed.paste(palette_image(w, stop - start, seed + 99), (0, start))
    plain = png.encode(im)
    copy = plain.changed(png.scanlines(changed), ranges)
    check(plain.png(), im)
    check(copy.png(), changed)
    assert copy.png() == png.encode(changed).png()
    reused = [a is b for a, b in zip(plain.deflated, copy.deflated, strict=True)]
    reached = [any(s < b.stop and b.context < e for s, e in ranges) for b in plain.layout]
    assert reused == [not r for r in reached]


def test_a_change_outside_the_given_ranges_is_not_looked_for() -> None:
    """``changed`` trusts its ranges: the rows it is told of are compressed again."""
    im = palette_image(64, 200, 1)
    plain = png.encode(im)
    changed = im.copy()
    changed.paste(9, (10, 70, 20, 75))
    check(plain.changed(png.scanlines(changed), [(70, 75)]).png(), changed)
    stale = plain.changed(png.scanlines(changed), [])
    assert stale.deflated == plain.deflated


def test_adler32_combines_like_zlib() -> None:
    rnd = random.Random(3)
    for _ in range(50):
        a = rnd.randbytes(rnd.randrange(0, 300000))
        b = rnd.randbytes(rnd.randrange(0, 70000))
        joined = png.adler32_combine(zlib.adler32(a), zlib.adler32(b), len(b))
        assert joined == zlib.adler32(a + b)


def test_only_palette_images_without_transparency_are_written() -> None:
    with pytest.raises(ValueError):
        png.encode(Image.new("RGB", (4, 4)))
    im = palette_image(4, 4, 0)
    im.info["transparency"] = 0
    with pytest.raises(ValueError):
        png.encode(im)
