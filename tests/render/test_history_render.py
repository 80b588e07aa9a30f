"""Phone legibility and the preview stamp: sampled pixels, never hashes."""

from __future__ import annotations

from PIL import Image
from renderhelpers import NAMES, count_near, decode, play

import render
from genial.core.colours import Colour
from render import cards
from render.panels import PAD, SEAT_HEIGHT
from render.preview import FRAME
from render.shapes import icon, lettered_icon
from render.theme import DARK

STAMP = DARK.symbols[0]


def _band_rows(img: Image.Image) -> list[int]:
    """Rows inside the frame that are mostly the stamp colour (the preview band)."""
    inner = (FRAME, 0, img.width - FRAME, 1)
    rows = []
    for y in range(FRAME, img.height - FRAME):
        box = (inner[0], y, inner[2], y + 1)
        if count_near(img, box, STAMP, 12) > 0.7 * (img.width - 2 * FRAME):
            rows.append(y)
    return rows


def _preview_of_a_scoring_move() -> tuple[Image.Image, Image.Image, int, int]:
    game = play("classic", 3, 12, seed=3)
    mover = game.current or 0
    option = next(o for o in game.options_for_menu() if o.points > 0)
    after = game.copy()
    outcome = after.apply(option.move, mover)
    view = after.public_view()
    plain = decode(render.board_png(view, names=NAMES[:3]))
    stamp = render.Preview(mover, NAMES[mover], tuple(outcome.gains))
    shown = decode(render.board_png(view, names=NAMES[:3], preview=stamp))
    return plain, shown, mover, after.current or 0


def test_a_preview_is_stamped_with_a_band_and_bars() -> None:
    plain, shown, _, _ = _preview_of_a_scoring_move()
    assert plain.size == shown.size
    assert _band_rows(plain) == []
    assert len(_band_rows(shown)) > 30  # the status line's band
    w, h = shown.width, shown.height
    for box in ((0, 0, w, FRAME), (0, h - FRAME, w, h)):  # a bar across the top and bottom
        assert count_near(shown, box, STAMP, 12) == w * FRAME
        assert count_near(plain, box, STAMP, 12) == 0
    # Not down the sides: the stamp leaves the board's rows as they are.
    side = (0, 2 * FRAME, FRAME, h // 2)
    assert count_near(shown, side, STAMP, 12) == count_near(plain, side, STAMP, 12) == 0


def _block(img: Image.Image, seat: int, players: int = 3) -> tuple[int, int, int, int]:
    top = img.height - PAD - (players - seat) * SEAT_HEIGHT
    return (FRAME + 2, top, img.width - FRAME - 2, top + SEAT_HEIGHT - 8)


def test_the_preview_names_the_mover_and_writes_the_gains_beside_the_scores() -> None:
    plain, shown, mover, following = _preview_of_a_scoring_move()
    assert mover != following
    # The mover's block is the current one (highlighted), not the next player's.
    assert count_near(shown, _block(shown, mover), DARK.panel_current, 4) > 2000
    assert count_near(shown, _block(shown, following), DARK.panel_current, 4) < 200
    assert count_near(plain, _block(plain, following), DARK.panel_current, 4) > 2000
    # "+N" beside the changed score, in the stamp colour, in the mover's block only.
    added = count_near(shown, _block(shown, mover), STAMP, 30)
    assert added > count_near(plain, _block(plain, mover), STAMP, 30) + 40


def test_score_icons_carry_their_colour_letter() -> None:
    for colour in Colour:
        bare, lettered = icon(colour, 34, DARK), lettered_icon(colour, 34, DARK)
        box = (11, 11, 23, 23)
        white = (255, 255, 255)
        assert count_near(lettered, box, white, 30) > count_near(bare, box, white, 30) + 8


def test_card_chips_carry_their_number() -> None:
    game = play("cards", 2, 8, seed=4)
    view = game.public_view()
    img = render.board_image(view, names=NAMES[:2])
    origin = cards.board_origin(view, 0)
    for row, col in enumerate(view.scores[0]):
        x, y = cards.chip_centre(origin, row, col)
        right = (x + 2, y - 8, x + cards.COL_W // 2 - 3, y + 8)
        # The number's ink (the tile outline colour) right of the symbol, on the chip.
        assert count_near(img, right, DARK.tile_outline, 40) > 12, (row, col)
