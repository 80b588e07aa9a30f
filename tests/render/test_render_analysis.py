"""The analysis image: one block per player, bars proportional to accuracy and points left."""

from __future__ import annotations

from io import BytesIO

from PIL import Image

from render.analysis import (
    BAR_HEIGHT,
    BAR_LEFT,
    GOOD,
    HEAD_HEIGHT,
    LOST,
    PAD,
    ROW_HEIGHT,
    WIDTH,
    AnalysisRow,
    analysis_png,
    bar_span,
    bar_top,
)
from render.panels import BANNER_HEIGHT
from render.theme import DEFAULT
from render.words import speaking

ROWS = [
    AnalysisRow("Alice", 1.0, 0.5, 30),
    AnalysisRow("Ada (computer)", 0.25, 2.0, 30),
]
LEFT = BAR_LEFT
with speaking("en"):
    SPAN = round(bar_span(ROWS))


def _image(rows: list[AnalysisRow] = ROWS, locale: str = "en") -> Image.Image:
    png = analysis_png(rows, title="Game #1: analysis", locale=locale)
    assert png[:4] == b"\x89PNG"
    return Image.open(BytesIO(png)).convert("RGB")


def _mid(i: int, which: int) -> int:
    return bar_top(i, which) + BAR_HEIGHT // 2


def test_one_row_per_player() -> None:
    im = _image()
    assert im.size == (WIDTH, BANNER_HEIGHT + HEAD_HEIGHT + 2 * ROW_HEIGHT + PAD)


def test_the_accuracy_bar_is_as_long_as_the_share_of_matching_moves() -> None:
    im = _image()
    y = _mid(0, 0)
    assert im.getpixel((LEFT + SPAN - 3, y)) == GOOD  # 100%: full
    y = _mid(1, 0)
    assert im.getpixel((LEFT + SPAN // 8, y)) == GOOD  # 25%: the first quarter
    assert im.getpixel((LEFT + SPAN // 2, y)) == DEFAULT.bar  # ... not beyond


def test_points_left_are_scaled_to_the_largest() -> None:
    im = _image()
    y = _mid(1, 1)
    assert im.getpixel((LEFT + SPAN - 3, y)) == LOST  # the largest fills the bar
    y = _mid(0, 1)
    assert im.getpixel((LEFT + SPAN // 8, y)) == LOST  # a quarter of it
    assert im.getpixel((LEFT + SPAN // 2, y)) == DEFAULT.bar


def test_a_game_without_points_left_draws_empty_bars() -> None:
    im = _image([AnalysisRow("Alice", 0.0, 0.0, 0)])
    y = _mid(0, 1)
    assert im.getpixel((LEFT + 2, y)) == DEFAULT.bar


def test_a_long_name_is_drawn_whole_on_its_own_line() -> None:
    from render import layout
    from render.analysis import analysis_image

    long = "Bartholomäus Christophersen-Heim"
    with speaking("de"), layout.recording_text() as boxes:
        analysis_image([AnalysisRow(long, 0.5, 1.0, 9)], title="Partie #1: Analyse")
    assert long in [b.text for b in boxes]
