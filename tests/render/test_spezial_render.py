"""The Genial Spezial images: sizes, geometry and sampled pixels (never whole-image hashes)."""

from __future__ import annotations

import pytest
from PIL import Image
from renderhelpers import NAMES, count_near, decode, near, play

import render
from genial.core.hexgrid import Cell
from genial.spezial import SpezialGame, layout_xy
from genial.spezial.view import SeatView, SpezialView
from render import spezial
from render.hexdraw import HexLayout
from render.panels import BANNER_HEIGHT, PAD, SEAT_HEIGHT, STATUS_HEIGHT
from render.spezial_parts import (
    BLACK_CHIP,
    FIELD,
    LARGE_FRAME,
    LIGHT_CHIP,
    centre,
    mark_ink,
    stone_colour,
)
from render.theme import DARK, LIGHT, Theme


def layout(view: SpezialView) -> HexLayout:
    lay, _ = spezial.board_layout()
    top = BANNER_HEIGHT if view.over else 0
    return lay.at((lay.origin[0], lay.origin[1] + top))


def box(lay: HexLayout, cell: Cell, grow: int = 0) -> tuple[int, int, int, int]:
    x, y = centre(lay, cell)
    w, h = round(lay.size) + grow, lay.pitch_x // 2 + grow
    return (x - w, y - h, x + w, y + h)


def image(view: SpezialView, theme: Theme = DARK) -> Image.Image:
    return spezial.board_image(view, names=NAMES, theme=theme)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_board_png_size_and_mode(players: int) -> None:
    view = play("spezial", players, 10).public_view()
    data = render.board_png(view, names=NAMES[:players])
    img = decode(data)
    _, board_h = spezial.board_layout()
    rows = (players + 1) // 2
    assert img.size == (spezial.WIDTH, board_h + STATUS_HEIGHT + rows * SEAT_HEIGHT + PAD)
    assert len(data) < 400_000


def test_upright_drawing_matches_the_engine_labels() -> None:
    """D-ALL-2: the renderer draws layout_xy (the landscape board the labels
    follow) turned a quarter counter-clockwise: rows lettered from the bottom, numbered
    from the left."""
    view = SpezialGame.new(2, 1).public_view()
    lay = layout(view)
    ox, oy = centre(lay, (0, 0))
    unit = lay.pitch_y / 1.5  # hex radius in pixels (rows a whole number of px apart)
    across = lay.pitch_x / 3**0.5  # the same across a row (cells a whole number apart)
    for cell in view.grid:
        x, y = centre(lay, cell)
        ex, ey = layout_xy(cell)
        assert abs((x - ox) - ey * across) <= 1.5 and abs((y - oy) + ex * unit) <= 1.5
    a1, a2, b1 = (view.grid.cell(t) for t in ("A1", "A2", "B1"))
    assert centre(lay, a1)[0] < centre(lay, a2)[0]  # numbers count from the left
    assert centre(lay, a1)[1] > centre(lay, b1)[1]  # letters count from the bottom
    _, board_h = spezial.board_layout()
    assert centre(lay, a1)[1] < board_h and centre(lay, view.grid.cell("Y1"))[1] > 0


def test_stones_show_their_player_colour_and_mark() -> None:
    view = play("spezial", 4, 16, seed=2).public_view()
    img = image(view)
    lay = layout(view)
    last = set(view.last)
    for seat in range(4):
        cell = next(c for c, s in view.stones.items() if s == seat and c not in last)
        area = box(lay, cell, -6)
        assert count_near(img, area, stone_colour(seat, DARK), 10) > 150
        assert count_near(img, area, mark_ink(seat, DARK), 24) > 12


def test_last_stone_is_outlined() -> None:
    view = play("spezial", 3, 11, seed=5).public_view()
    img = image(view)
    lay = layout(view)
    for cell in view.last:
        assert count_near(img, box(lay, cell, 4), DARK.highlight, 12) > 40
    far = [c for c in view.stones if all(layout_dist(c, x) > 3 for x in view.last)]
    assert far
    for cell in far[:6]:
        assert count_near(img, box(lay, cell), DARK.highlight, 12) == 0


def layout_dist(a: Cell, b: Cell) -> float:
    (x1, y1), (x2, y2) = layout_xy(a), layout_xy(b)
    return float(((x1 - x2) ** 2 + (y1 - y2) ** 2) ** 0.5)


def test_chips_show_colour_side_and_tower_size() -> None:
    """SPZ-27: light and black sides; large towers framed; the chip colour visible."""
    g = SpezialGame.new(4, 3, {"chips": {"G4": "P2", "J4": "G1"}})
    g.apply("G5 H5")
    g.apply("A1 A2")
    g.apply("A4 A5")
    g.apply("A7 B8")
    g.apply("H4 I4")  # seat 0 connects G4 and J4: both chips turn black
    view = g.public_view()
    img = image(view)
    lay = layout(view)
    for cell, tower in view.towers.items():
        area = box(lay, cell)
        side = BLACK_CHIP if tower.black else LIGHT_CHIP
        assert count_near(img, area, side, 14) > 20, view.grid.label(cell)
        assert count_near(img, area, DARK.symbol(tower.colour), 20) > 8
        framed = count_near(img, area, LARGE_FRAME, 16)
        assert (framed > 40) == tower.large, view.grid.label(cell)
    assert view.towers[g.grid.cell("G4")].black and view.towers[g.grid.cell("J4")].black


def test_bonus_fields_and_unused_tower_fields() -> None:
    """D-SPZ-3 bonus fields ringed in gold; D-SPZ-4 unused dark fields drawn as fields."""
    view = SpezialGame.new(2, 1).public_view()
    img = image(view)
    lay = layout(view)
    for cell in view.bonus:
        assert count_near(img, box(lay, cell), DARK.winner, 20) > 30
    unused = [c for c in view.fields if c not in view.towers]
    assert len(unused) == 8
    for cell in unused:
        x, y = centre(lay, cell)
        assert near(img.getpixel((x, y - round(spezial.PITCH * 0.35))), FIELD["dark"], 10)


def test_empty_fields_carry_labels() -> None:
    view = SpezialGame.new(2, 1).public_view()
    img = image(view)
    lay = layout(view)
    cell = view.grid.cell("M4")
    x, y = centre(lay, cell)
    assert near(img.getpixel((x - round(spezial.PITCH * 0.42), y)), DARK.cell, 6)
    assert count_near(img, box(lay, cell, -8), DARK.label, 30) > 10


def test_game_over_banner_and_light_theme() -> None:
    g = SpezialGame.new(2, 7)
    while not g.over:
        g.apply(g.options_for_menu()[0].move)
    view = g.public_view()
    img = spezial.board_image(view, names=NAMES, theme=LIGHT)
    _, board_h = spezial.board_layout()
    assert img.size == (spezial.WIDTH, BANNER_HEIGHT + board_h + STATUS_HEIGHT + SEAT_HEIGHT + PAD)
    assert near(img.getpixel((4, 4)), LIGHT.winner, 4)
    assert render.standings_png(view, names=NAMES[:2])[:4] == b"\x89PNG"


def test_seat_image_dispatches_by_type() -> None:
    g = SpezialGame.new(3, 2)
    g.apply("A1 A2")
    view = g.private_view(0)
    assert isinstance(view, SeatView)
    img = decode(render.hand_png(view, name="Ada"))
    assert img.size == (spezial.HAND_WIDTH, 280)
    plain = decode(render.hand_png(view, name="Ada", edition="spezial"))
    assert plain.size == img.size


def test_a_two_digit_score_with_a_preview_gain_is_as_large_as_every_other_score() -> None:
    from renderhelpers import play

    from render import layout as text_layout

    game = play("spezial", 4, 60, seed=3)
    seat = game.current or 0
    for option in game.options_for_menu():
        after = game.copy()
        outcome = after.apply(option.move, seat)
        scores = after.public_view().scores[seat]
        if any(g and s >= 10 for g, s in zip(outcome.gains, scores, strict=False)):
            break
    else:
        raise AssertionError("no move gains on a two-digit score")
    stamp = render.Preview(seat, NAMES[seat], tuple(outcome.gains))
    with text_layout.recording_text() as boxes:
        img = render.board_image(after.public_view(), names=NAMES[:4], preview=stamp)
    sizes = {b.px for b in boxes if b.role == "score"}
    assert len(sizes) == 1, sizes  # every score of every block at one size
    deltas = [b for b in boxes if b.role == "delta"]
    assert deltas and all(b.px >= text_layout.phone_px(img.width) for b in deltas)
    assert text_layout.problems(boxes, img.size) == []
