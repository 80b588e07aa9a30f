"""Leaderboard and rating-chart images: sizes, sections and sampled pixels."""

from __future__ import annotations

from renderhelpers import count_near, decode

from render.panels import BANNER_HEIGHT, PAD
from render.ratings import (
    CHART_HEIGHT,
    HEAD,
    ROW,
    WIDTH,
    BoardRow,
    Chart,
    chart_image,
    leaderboard_image,
    leaderboard_png,
    profile_image,
    profile_png,
)
from render.theme import DARK

ROWS = [
    BoardRow(1, "Alice", 1812, 23, 12, "2026-11-20"),
    BoardRow(2, "Bob \N{GRINNING FACE}", 1733, 17, 6, "2026-11-24"),
    BoardRow(None, "Dave", 1610, 3, 2, "2026-11-25"),
]


def test_leaderboard_layout_and_winner_mark() -> None:
    img = decode(leaderboard_png(ROWS, title="Classic: leaderboard", footer="Page 1 of 1"))
    assert img.width == WIDTH
    # banner, header, 3 rows, the provisional heading, the footer
    assert img.height == BANNER_HEIGHT + HEAD + 3 * ROW + HEAD + HEAD + PAD
    assert count_near(img, (0, 0, WIDTH, 10), DARK.winner, 6) > 5000  # the banner
    first = BANNER_HEIGHT + HEAD
    # rank 1 is drawn in the winner colour, rank 2 is not
    assert count_near(img, (PAD, first, 80, first + ROW), DARK.winner, 30) > 20
    assert count_near(img, (PAD, first + ROW, 80, first + 2 * ROW), DARK.winner, 30) == 0
    # the second row is striped with the panel colour
    assert (
        count_near(img, (PAD + 2, first + ROW + 2, PAD + 40, first + ROW + 6), DARK.panel, 2) > 100
    )


def test_provisional_rows_are_dim_and_unranked() -> None:
    img = leaderboard_image(ROWS, title="t", footer="f")
    prov = BANNER_HEIGHT + HEAD + 2 * ROW + HEAD
    band = (PAD, prov, WIDTH - PAD, prov + ROW)
    assert count_near(img, band, DARK.text, 10) == 0  # no full-brightness text
    assert count_near(img, band, DARK.text_dim, 10) > 100
    assert count_near(img, (PAD, prov, 80, prov + ROW), DARK.text_dim, 40) == 0  # no rank


def test_empty_leaderboard() -> None:
    img = leaderboard_image([], title="t", footer="f")
    assert img.height == BANNER_HEIGHT + HEAD + ROW + HEAD + PAD


def test_chart_marks_wins_and_draws_the_line() -> None:
    chart = chart_image(Chart("Classic", [1500, 1600, 1550, 1650], [1, 3, 1]), theme=DARK)
    assert chart.size == (WIDTH - 2 * PAD, CHART_HEIGHT)
    assert count_near(chart, (0, 60, chart.width, chart.height), DARK.highlight, 20) > 1000
    assert count_near(chart, (0, 60, chart.width, chart.height), DARK.winner, 20) > 100
    # no win: no winner dots
    flat = chart_image(Chart("Dice", [1500, 1450], [2]), theme=DARK)
    assert count_near(flat, (0, 60, flat.width, flat.height), DARK.winner, 20) == 0


def test_profile_stacks_one_chart_per_edition() -> None:
    charts = [Chart("A", [1500, 1600], [1]), Chart("B", [1500], [])]
    img = decode(profile_png("Alice", charts))
    assert img.size == (WIDTH, BANNER_HEIGHT + 2 * (CHART_HEIGHT + PAD) + PAD)
    assert profile_image("Nobody", []).height == BANNER_HEIGHT + CHART_HEIGHT + 2 * PAD
