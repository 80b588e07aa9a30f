"""The score chart (render/chart.py): size, legend and lines by sampled pixels."""

from __future__ import annotations

from renderhelpers import count_near, decode

from render.chart import HEIGHT, WIDTH, chart_image, chart_png, line_colours
from render.theme import DARK


def test_each_player_gets_a_line_in_their_colour() -> None:
    series = [[0, 1, 2, 3, 5, 8], [0, 0, 4, 4, 4, 6], [0, 2, 2, 2, 3, 3]]
    img = decode(chart_png(series, ["Ada", "Bo", "Cy"]))
    assert img.size == (WIDTH, HEIGHT)
    plot = (80, 118, WIDTH - 40, HEIGHT - 70)
    for colour in line_colours(DARK)[:3]:
        assert count_near(img, plot, colour, 24) > 300


def test_a_missing_player_draws_no_line() -> None:
    img = chart_image([[0, 3, 6]], ["Ada"])
    plot = (80, 118, WIDTH - 40, HEIGHT - 70)
    assert count_near(img, plot, line_colours(DARK)[0], 24) > 300
    assert count_near(img, plot, line_colours(DARK)[1], 24) == 0
