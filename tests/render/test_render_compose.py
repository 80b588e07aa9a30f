"""One image per post: the close-up in a band under the board; the final image is the final
board (each score once, the rating changes in the seat blocks) in a phone's proportions."""

from __future__ import annotations

import io

import pytest
from PIL import Image
from renderhelpers import NAMES, play

import render
from render import closeup, compose, layout
from render.sizes import PAD

#: Names of 32 characters (Discord's limit).
LONG = [
    "Maximiliane-Alexandra von Wolfsb",
    "Bartholomäus Christophersen-Heim",
    "Dorothea Elisabeth Kaufmann-Lang",
    "Wilhelmina Margaretha Oosterhuis",
]


def test_the_turn_image_is_the_board_with_the_close_up_in_a_band_below() -> None:
    view = play("3d", 4, 20, seed=3).public_view()
    board_png = render.board_png(view, names=NAMES)
    board = Image.open(io.BytesIO(board_png)).convert("RGB")
    posted = compose.turn_image(board, view)
    assert posted.width == board.width and posted.height > board.height  # one image
    assert Image.open(io.BytesIO(compose.turn_png(board_png, view))).size == posted.size
    # the board is whole and untouched: the close-up hides nothing
    assert posted.crop((0, 0, *board.size)).tobytes() == board.tobytes()
    crop = compose.closeup_crop(view, board.width)
    assert crop is not None
    points, _, _ = closeup._centres(view)
    assert all(crop[0] < x < crop[2] and crop[1] < y < crop[3] for x, y in points)
    # the band shows that crop enlarged ZOOM times: its middle matches the crop's middle
    near = closeup.closeup_image(board, crop, width=round(board.width * compose.CLOSEUP_SHARE))
    assert near.width == round((crop[2] - crop[0]) * compose.ZOOM)
    left, top = PAD + compose.FRAME, board.height + PAD + compose.FRAME
    shown = posted.crop((left, top, left + near.width, top + near.height))
    assert shown.resize((8, 6)).tobytes() != Image.new("RGB", (8, 6)).tobytes()
    diff = [abs(a - b) for a, b in zip(shown.tobytes(), near.tobytes(), strict=True)]
    assert sum(diff) / len(diff) < 8  # the same picture (up to the PNG palette)


def test_the_band_says_the_move_in_words_legibly_and_within_the_image() -> None:
    view = play("3d", 4, 20, seed=3).public_view()
    said = "Bartholomäus Christophersen-Heim legt PO auf G8-H7 (Ebene 1): +1 orange, +1 lila, "
    with layout.recording_text() as boxes:
        board = render.board_image(view, names=NAMES, locale="de")
        img = compose.turn_image(board, view, caption=said * 3, locale="de")
    band = [b for b in boxes if b.box[1] >= board.height]
    words = " ".join(b.text for b in band)
    assert words.startswith("Letzter Zug, vergrößert " + said.strip()), words
    assert not band[-1].text.endswith("…") and img.height > board.height + 300  # all said
    assert layout.problems(boxes, img.size) == []
    assert layout.too_small(boxes, img.width) == []


def test_editions_without_a_close_up_keep_their_board() -> None:
    view = play("classic", 2, 6, seed=3).public_view()
    board = render.board_image(view, names=NAMES[:2])
    assert compose.turn_image(board, view).tobytes() == board.tobytes()


def test_the_final_image_is_the_board_with_each_score_once_and_the_rating_changes() -> None:
    game = play("classic", 3, 10_000, seed=5, top=2)
    view = game.public_view()
    names = NAMES[:3]
    with layout.recording_text() as boxes:
        img = compose.final_image(view, names=names, locale="de", ratings={1: 20})
    board = render.board_image(view, names=names, locale="de")
    assert img.size == board.size  # no standings above the board: it shows the places
    assert img.height <= compose.MAX_RATIO * img.width
    assert layout.problems(boxes, img.size) == []
    assert layout.too_small(boxes, img.width) == []
    top_title = min(boxes, key=lambda b: b.box[1])
    assert top_title.text.startswith("Spielende")  # the winner's banner comes first
    assert [b.text for b in boxes].count("Wertungszahl +20") == 1
    # the rated seat's block says its rating change where the rack's size was during play;
    # the others say nothing there (a rack's size is over with the game)
    assert not [b.text for b in boxes if b.text.startswith("Bank")]
    # every seat's scores once: as many score texts as seats times colours
    scores = [b for b in boxes if b.role != "name" and b.text.isdigit() and b.px >= 24]
    assert len(scores) == 3 * len(view.colours)
    # a two-player board leaves room for the chart, flattened to fit
    two = play("classic", 2, 10_000, seed=5, top=2).public_view()
    series = [list(range(40))] * 2
    with layout.recording_text() as tall_boxes:
        tall = compose.final_image(two, names=NAMES[:2], series=series)
    plain = render.board_image(two, names=NAMES[:2])
    assert tall.height <= compose.MAX_RATIO * tall.width
    assert tall.height > plain.height and tall.info[compose.CHART_SHOWN] is True
    assert layout.problems(tall_boxes, tall.size) == []
    assert layout.too_small(tall_boxes, tall.width) == []
    png, shown = compose.final_png(two, names=NAMES[:2], series=series)
    assert shown is True
    assert Image.open(io.BytesIO(png)).size == tall.size
    # four players' board leaves none: no chart, the shape of a turn's board
    four = play("classic", 4, 10_000, seed=5, top=2).public_view()
    png, shown = compose.final_png(four, names=NAMES, series=[list(range(40))] * 4)
    size = render.board_image(four, names=NAMES).size
    assert shown is False and Image.open(io.BytesIO(png)).size == size


@pytest.mark.parametrize("edition", ["classic", "travel", "3d", "dice", "cards", "spezial"])
def test_every_final_image_has_a_phone_s_proportions(edition: str) -> None:
    players = 2 if edition == "travel" else 4
    view = play(edition, players, 10_000, seed=5, top=2).public_view()
    ratings = dict.fromkeys(range(players), -1234)
    with layout.recording_text() as boxes:
        img = compose.final_image(view, names=LONG[:players], locale="nl", ratings=ratings)
    assert img.height <= compose.MAX_RATIO * img.width
    assert [b.text for b in boxes].count("rating \u22121234") == players
    assert layout.problems(boxes, img.size) == []


@pytest.mark.parametrize("edition", ["classic", "3d-solo"])
def test_a_solo_final_image_gives_its_result_once_and_no_place(edition: str) -> None:
    view = play(edition, 1, 10_000, seed=22, top=2).public_view()
    assert view.over
    with layout.recording_text() as boxes:
        compose.final_image(view, names=NAMES[:1], locale="en", series=[list(range(30))])
    said = [b.text for b in boxes]
    assert sum("result" in text for text in said) == 1, said  # the banner's
    assert not [text for text in said if text in ("1st", "1.")], said
    assert not [text for text in said if text.startswith(("rack", "supply"))], said
