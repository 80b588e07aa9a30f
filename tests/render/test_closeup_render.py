"""The close-up of the last move (render/closeup.py): a crop of the board, enlarged."""

from __future__ import annotations

import pytest
from renderhelpers import NAMES, count_near, decode, play

import render
from genial import create
from genial.spezial import SpezialGame
from render import closeup, spezial
from render.theme import DARK


@pytest.mark.parametrize(("edition", "players"), [("spezial", 2), ("3d", 2), ("3d-solo", 1)])
def test_closeup_shows_the_highlighted_last_move_enlarged(edition: str, players: int) -> None:
    view = play(edition, players, 8).public_view()
    assert view.last
    board = render.board_png(view, names=NAMES[:players])
    box = closeup.closeup_box(view)
    assert box is not None
    left, top, right, bottom = box
    width = decode(board).width
    assert 0 <= left < right <= width and 0 <= top < bottom
    data = closeup.closeup_png(board, view)
    assert data is not None
    img = decode(data)
    assert img.width == closeup.WIDTH > right - left  # scaled up
    assert img.height > bottom - top
    # The last move's highlight outline is in the crop, and plenty of it (scaled up).
    assert count_near(img, (0, 0, img.width, img.height), DARK.highlight, 24) > 400
    # The crop box holds the move's cells: the highlight lies inside it on the board.
    assert count_near(decode(board), box, DARK.highlight, 24) > 100


def test_labels_are_legible_at_phone_width() -> None:
    """Spezial's 22 px labels at 1200 px wide, shown 400 px: the close-up makes them >= 14 px."""
    view = play("spezial", 2, 8).public_view()
    box = closeup.closeup_box(view)
    assert box is not None
    scale = closeup.WIDTH / (box[2] - box[0])  # close-up px per board px
    shown = 22 * scale * 400 / closeup.WIDTH  # label height on a 400 px wide display
    assert shown >= 14


def test_box_stays_on_the_board_at_the_edge() -> None:
    g = SpezialGame.new(2, 1)
    g.apply("A1 A2")  # a corner of the board
    view = g.public_view()
    box = closeup.closeup_box(view)
    assert box is not None
    left, top, right, _bottom = box
    assert left == 0 or top == 0 or right == spezial.WIDTH  # pushed back onto the board
    assert left >= 0 and top >= 0 and right <= spezial.WIDTH
    assert right - left == closeup.CELLS * spezial.PITCH  # moved, not shrunk


@pytest.mark.parametrize("edition", ["spezial", "3d", "classic"])
def test_no_closeup_without_a_last_move_or_for_other_editions(edition: str) -> None:
    view = create(edition, 2, seed=1).public_view()
    board = render.board_png(view, names=NAMES[:2])
    assert closeup.closeup_box(view) is None
    assert closeup.closeup_png(board, view) is None
