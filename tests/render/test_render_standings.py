"""The generic final-standings image (any edition's view with scores, colours, ranking)."""

from __future__ import annotations

from types import SimpleNamespace

from renderhelpers import NAMES, count_near, decode, play

import render
from genial import View
from genial.core.colours import SIX, SPEZIAL_FOUR
from genial.core.ranking import Standing, rank
from render import standings
from render.panels import BANNER_HEIGHT, PAD, SEAT_HEIGHT
from render.theme import DARK


class FakeView(SimpleNamespace, View):
    """A view made by hand: what it does not name, it answers as every engine view does."""


def rows(img_height: int, n: int) -> list[tuple[int, int]]:
    top = BANNER_HEIGHT + standings.NOTE_HEIGHT
    assert img_height == top + n * SEAT_HEIGHT + PAD
    return [(top + i * SEAT_HEIGHT, top + (i + 1) * SEAT_HEIGHT) for i in range(n)]


def test_finished_classic_game() -> None:
    game = play("classic", 3, 10_000, seed=5)
    assert game.over
    view = game.public_view()
    img = decode(render.standings_png(view, names=NAMES))
    assert img.width == 1000
    first, second, _ = rows(img.height, 3)
    # The winner's row is framed in the winner colour; the banner says it is final.
    assert count_near(img, (0, first[0], 30, first[1]), DARK.winner, 10) > 50
    assert count_near(img, (0, second[0] + 4, 30, second[1]), DARK.winner, 10) == 0
    assert count_near(img, (0, 0, img.width, 20), DARK.winner, 6) > 10_000


def test_four_colour_view_without_cap_or_over() -> None:
    """Generic: a Spezial-like view (four colours, no ``cap``, no ``over``)."""
    scores = [(3, 4, 5, 6), (9, 9, 9, 2), (4, 4, 4, 4)]
    view = FakeView(scores=scores, colours=SPEZIAL_FOUR, ranking=rank(scores))
    img = standings.standings_image(view, names=["A", "B", "C"], theme=DARK)
    first, second, _ = rows(img.height, 3)
    assert count_near(img, (0, first[0], 30, first[1]), DARK.winner, 10) > 50
    assert count_near(img, (0, second[0] + 4, img.width, second[1]), DARK.winner, 10) == 0


def test_running_game_shows_the_current_order() -> None:
    scores = [(1, 1, 1, 1, 1, 1), (2, 2, 2, 2, 2, 2)]
    view = FakeView(scores=scores, colours=SIX, ranking=None, cap=18, resigned=(), over=False)
    order = standings.standings_of(view)
    assert [st.seat for st in order] == [1, 0]
    img = standings.standings_image(view, names=["A", "B"], theme=DARK)
    assert len(rows(img.height, 2)) == 2


def test_shared_first_place_frames_both() -> None:
    scores = [(5,) * 6, (5,) * 6, (1,) * 6]
    ranking = [Standing(0, 1, scores[0]), Standing(1, 1, scores[1]), Standing(2, 3, scores[2])]
    view = FakeView(scores=scores, colours=SIX, ranking=ranking, cap=18)
    img = standings.standings_image(view, names=["A", "B", "C"], theme=DARK)
    a, b, c = rows(img.height, 3)
    for top, bottom in (a, b):
        assert count_near(img, (0, top, 30, bottom), DARK.winner, 10) > 50
    assert count_near(img, (0, c[0] + 4, 30, c[1]), DARK.winner, 10) == 0
