"""The close-up of the last move (render/closeup.py): a crop of the board, enlarged."""

from __future__ import annotations

from dataclasses import replace

import pytest
from renderhelpers import NAMES, count_near, decode, play

import render
from genial import create
from render import classic, closeup, layout
from render.theme import DARK


@pytest.mark.parametrize(("edition", "players"), [("3d", 2), ("3d-solo", 1)])
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


def test_spezial_needs_no_closeup_its_upright_board_is_legible() -> None:
    """Spezial's board stands upright with labels >= 9 px on a phone, so its posts
    carry the board alone (the test of every text's size: test_render_text_fit.py)."""
    view = play("spezial", 2, 8).public_view()
    assert view.last and closeup.closeup_box(view) is None
    with layout.recording_text() as boxes:
        img = render.board_image(view, names=NAMES[:2])
    labels = [b for b in boxes if b.role == "label"]
    assert len(labels) > 150 and layout.too_small(labels, img.width) == []


def test_box_stays_on_the_board_at_the_edge() -> None:
    view = play("3d", 2, 4).public_view()
    corner = min(view.grid, key=lambda c: (c[1], c[0]))  # the top row's leftmost cell
    view = replace(view, last=(corner,))
    box = closeup.closeup_box(view)
    assert box is not None
    left, top, right, _bottom = box
    assert left == 0 or top == 0  # pushed back onto the board
    assert left >= 0 and top >= 0 and right <= classic.WIDTH
    assert right - left == round(closeup.CELLS * classic.board_layout(view.radius)[0].pitch_x)


@pytest.mark.parametrize("edition", ["spezial", "3d", "classic"])
def test_no_closeup_without_a_last_move_or_for_other_editions(edition: str) -> None:
    view = create(edition, 2, seed=1).public_view()
    board = render.board_png(view, names=NAMES[:2])
    assert closeup.closeup_box(view) is None
    assert closeup.closeup_png(board, view) is None
