"""Issue 27: one image per post: the close-up as an inset of the board, a final image that
leads with the standings."""

from __future__ import annotations

import io

from PIL import Image
from renderhelpers import NAMES, play

import render
from render import closeup, compose, layout


def test_the_turn_image_is_the_board_with_the_close_up_inside_it() -> None:
    view = play("3d", 4, 20, seed=3).public_view()
    board_png = render.board_png(view, names=NAMES)
    board = Image.open(io.BytesIO(board_png)).convert("RGB")
    crop = closeup.closeup_box(view, board.width)
    assert crop is not None
    posted = Image.open(io.BytesIO(compose.turn_png(board_png, view)))
    assert posted.size == board.size  # one image, the board's size: no mosaic
    one = compose.turn_image(board, view)
    where = compose.inset_box(view, board.size, crop)
    assert where is not None
    # the inset hides not the move itself
    cx, cy = (crop[0] + crop[2]) / 2, (crop[1] + crop[3]) / 2
    assert not (where[0] <= cx <= where[2] and where[1] <= cy <= where[3])
    # it shows the close-up (pixels changed there) and leaves the panels alone
    inside = (where[0] + 10, where[1] + 10, where[2] - 10, where[3] - 10)
    assert one.crop(inside).tobytes() != board.crop(inside).tobytes()
    panel = (0, board.height - 200, board.width, board.height)
    assert one.crop(panel).tobytes() == board.crop(panel).tobytes()


def test_editions_without_a_close_up_keep_their_board() -> None:
    view = play("classic", 2, 6, seed=3).public_view()
    board = render.board_image(view, names=NAMES[:2])
    assert compose.turn_image(board, view).tobytes() == board.tobytes()


def test_the_final_image_leads_with_the_standings_then_the_board() -> None:
    game = play("classic", 3, 10_000, seed=5, top=2)
    view = game.public_view()
    names = NAMES[:3]
    with layout.recording_text() as boxes:
        img = compose.final_image(view, names=names, locale="de", ratings={1: 20})
    board = render.board_image(view, names=names, locale="de")
    assert img.width == board.width
    assert img.height > board.height
    assert layout.problems(boxes, img.size) == []
    assert layout.too_small(boxes, img.width) == []
    top_title = min(boxes, key=lambda b: b.box[1])
    assert top_title.text == "Endstand"  # the standings' banner comes first
    assert any(b.text == "Wertung +20" for b in boxes)
    # the board below: its banner's words are drawn under the standings
    banner = [b for b in boxes if b.text.startswith("Spielende")]
    assert banner and banner[0].box[1] > top_title.box[3]
    # a long chart does not make the image too tall to read
    series = [list(range(40))] * 3
    tall = compose.final_image(view, names=names, series=series)
    assert tall.height <= compose.MAX_RATIO * tall.width or tall.height == img.height
