"""The analysis image: one row per player, bars proportional to accuracy and points left."""

from __future__ import annotations

from io import BytesIO

from PIL import Image

from render.analysis import (
    BAR_HEIGHT,
    GOOD,
    HEAD_HEIGHT,
    LOST,
    NAME_WIDTH,
    PAD,
    ROW_HEIGHT,
    WIDTH,
    AnalysisRow,
    analysis_png,
)
from render.panels import BANNER_HEIGHT
from render.theme import DEFAULT

ROWS = [
    AnalysisRow("Alice", 1.0, 0.5, 30),
    AnalysisRow("Ada (computer)", 0.25, 2.0, 30),
]
LEFT = PAD + NAME_WIDTH
SPAN = WIDTH - LEFT - PAD - 150


def _image(rows: list[AnalysisRow] = ROWS, locale: str = "en") -> Image.Image:
    png = analysis_png(rows, title="Game #1: analysis", locale=locale)
    assert png[:4] == b"\x89PNG"
    return Image.open(BytesIO(png)).convert("RGB")


def _row_top(i: int) -> int:
    return BANNER_HEIGHT + HEAD_HEIGHT + i * ROW_HEIGHT


def test_one_row_per_player() -> None:
    im = _image()
    assert im.size == (WIDTH, BANNER_HEIGHT + HEAD_HEIGHT + 2 * ROW_HEIGHT + PAD)


def test_the_accuracy_bar_is_as_long_as_the_share_of_matching_moves() -> None:
    im = _image()
    y = _row_top(0) + 10 + BAR_HEIGHT // 2
    assert im.getpixel((LEFT + SPAN - 3, y)) == GOOD  # 100%: full
    y = _row_top(1) + 10 + BAR_HEIGHT // 2
    assert im.getpixel((LEFT + SPAN // 8, y)) == GOOD  # 25%: the first quarter
    assert im.getpixel((LEFT + SPAN // 2, y)) == DEFAULT.bar  # ... not beyond


def test_points_left_are_scaled_to_the_largest() -> None:
    im = _image()
    y = _row_top(1) + 14 + BAR_HEIGHT + BAR_HEIGHT // 2
    assert im.getpixel((LEFT + SPAN - 3, y)) == LOST  # the largest fills the bar
    y = _row_top(0) + 14 + BAR_HEIGHT + BAR_HEIGHT // 2
    assert im.getpixel((LEFT + SPAN // 8, y)) == LOST  # a quarter of it
    assert im.getpixel((LEFT + SPAN // 2, y)) == DEFAULT.bar


def test_a_game_without_points_left_draws_empty_bars() -> None:
    im = _image([AnalysisRow("Alice", 0.0, 0.0, 0)])
    y = _row_top(0) + 14 + BAR_HEIGHT + BAR_HEIGHT // 2
    assert im.getpixel((LEFT + 2, y)) == DEFAULT.bar
