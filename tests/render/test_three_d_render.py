"""The 3D and 3D-solo images: sizes, modes and sampled pixels (never whole-image hashes)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from renderhelpers import NAMES, count_near, decode, near

import genial
import render
from genial.core.hexgrid import Cell
from genial.three_d import BoardView, ThreeDGame
from genial.three_d.positions import lay as lay_tiles
from render import classic, three_d
from render.hexdraw import HexLayout
from render.panels import BANNER_HEIGHT, PAD, SEAT_HEIGHT, STATUS_HEIGHT
from render.theme import DARK, LIGHT, Theme


def stacky(edition: str, players: int, moves: int, seed: int) -> ThreeDGame:
    """A seeded game whose moves prefer stacking (points + 2.5 per level below)."""
    game = genial.create(edition, players, seed=seed)
    assert isinstance(game, ThreeDGame)
    pick = random.Random(seed)

    def height(o: genial.Option) -> int:
        cell = getattr(o.move, "cell", None)
        return game.board.height.get(cell, 0) if cell is not None else 0

    for _ in range(moves):
        if game.over:
            break
        options = sorted(game.options_for_menu(), key=lambda o: -(o.points + 2.5 * height(o)))
        game.apply(pick.choice(options[:3]).move)
    return game


def board_lay(view: BoardView) -> HexLayout:
    lay, _ = classic.board_layout(view.radius)
    top = BANNER_HEIGHT if view.over or view.final_round else 0
    return lay.at((lay.origin[0], lay.origin[1] + top))


def beside_symbol(lay: HexLayout, cell: Cell) -> tuple[int, int]:
    """A point of a cell's body left of its symbol, clear of the text above and below."""
    x, y = lay.centre(cell)
    return round(x - lay.half_width * 0.74), y


CASES = [("3d", 2), ("3d", 3), ("3d", 4), ("3d-solo", 1)]


@pytest.mark.parametrize(("edition", "players"), CASES)
def test_board_png_size_and_mode(edition: str, players: int) -> None:
    view = stacky(edition, players, 10, seed=players).public_view()
    data = render.board_png(view, names=NAMES[:players])
    img = decode(data)
    _, board_h = classic.board_layout(view.radius)
    assert img.mode == "RGB"
    assert img.size == (classic.WIDTH, board_h + STATUS_HEIGHT + players * SEAT_HEIGHT + PAD)
    assert len(data) < 400_000


@pytest.mark.parametrize("theme", [DARK, LIGHT])
def test_cells_show_their_level_tint(theme: Theme) -> None:
    """Every covered cell's body has its level's tint; empty cells stay empty (D-3D-3)."""
    view = stacky("3d", 3, 40, seed=2).public_view()
    assert max(view.height.values()) >= 3
    img = three_d.board_image(view, names=NAMES, theme=theme)
    lay = board_lay(view)
    for cell, height in view.height.items():
        px = img.getpixel(beside_symbol(lay, cell))
        assert isinstance(px, tuple)
        if height == 0:
            assert near(px, theme.cell), cell
        elif view.top_piece[cell] < 0:
            assert near(px, theme.printed), cell
        else:
            assert near(px, three_d.level_tint(height, theme)), (cell, height)


def test_level_tints_differ_and_numbers_are_drawn() -> None:
    tints = [three_d.level_tint(level, DARK) for level in range(1, 8)]
    assert len(set(tints[:6])) == 6 and tints[6] == tints[5]
    view = stacky("3d", 2, 30, seed=5).public_view()
    img = three_d.board_image(view, names=NAMES, theme=DARK)
    lay = board_lay(view)
    ink = three_d.mix(DARK.tile_outline, DARK.tile, 0.15)
    for cell, height in view.height.items():
        if height and view.top_piece[cell] > 0:
            x, y = lay.centre(cell)
            top = round(y - lay.size * 0.68)
            assert count_near(img, (x - 12, top - 10, x + 12, top + 10), ink, 40) > 8, cell


def test_last_placement_is_highlighted() -> None:
    view = stacky("3d", 2, 17, seed=3).public_view()
    assert view.last and view.last_level >= 1
    img = three_d.board_image(view, names=NAMES, theme=DARK)
    lay = board_lay(view)
    x0, y0, x1, y1 = lay.bounds(list(view.last))
    assert count_near(img, (x0 - 3, y0 - 3, x1 + 3, y1 + 3), DARK.highlight, 30) > 150
    # Nowhere else.
    others = [c for c in view.grid if c not in view.last]
    far = others[0] if others[0] not in view.last else others[-1]
    fx0, fy0, fx1, fy1 = lay.bounds([far])
    assert count_near(img, (fx0, fy0, fx1, fy1), DARK.highlight, 30) == 0


def test_start_stones_are_drawn_with_their_symbol() -> None:
    g = genial.create("3d", 2, seed=4, options={"start": "RGBOYP"})
    view = g.public_view()
    img = three_d.board_image(view, names=NAMES, theme=DARK)
    lay = board_lay(view)
    for cell, colour in view.start.items():
        assert near(img.getpixel(beside_symbol(lay, cell)), DARK.printed)  # type: ignore[arg-type]
        x, y = lay.centre(cell)
        assert count_near(img, (x - 10, y - 10, x + 10, y + 10), DARK.symbol(colour), 30) > 10


def test_half_covered_tile_shows_one_cell() -> None:
    g = genial.create("3d", 2, seed=1)
    assert isinstance(g, ThreeDGame)
    lay_tiles(g, "RG F5 r", "BO F7 r", "YP F6 r")  # the third lies on F6 and F7, level 2
    pieces = {pid: cells for _, pid, cells in three_d.visible_pieces(g.public_view())}
    assert pieces[1] == ((-1, 0),) and pieces[2] == ((2, 0),)  # F5 and F8 still show
    assert pieces[3] == ((0, 0), (1, 0))


def test_banners_final_round_and_game_over() -> None:
    g = genial.create("3d", 3, seed=8)
    while not g.public_view().final_round:
        g.apply(g.options_for_menu()[0].move)
    img = three_d.board_image(g.public_view(), names=NAMES, theme=DARK)
    assert count_near(img, (0, 0, classic.WIDTH, BANNER_HEIGHT), DARK.highlight, 10) > 20_000
    while not g.over:
        g.apply(g.options_for_menu()[0].move)
    img = three_d.board_image(g.public_view(), names=NAMES, theme=DARK)
    assert count_near(img, (0, 0, classic.WIDTH, BANNER_HEIGHT), DARK.winner, 10) > 20_000


def test_bonus_field_ticks_on_the_score_bars() -> None:
    view = stacky("3d", 2, 6, seed=1).public_view()
    _, board_h = classic.board_layout(view.radius)
    panel = (0, board_h + STATUS_HEIGHT, classic.WIDTH, board_h + STATUS_HEIGHT + 2 * SEAT_HEIGHT)
    with_ticks = three_d.board_image(view, names=NAMES, theme=DARK)
    without = three_d.board_image(replace(view, bonus_at=()), names=NAMES, theme=DARK)
    assert count_near(with_ticks, panel, DARK.text, 4) > count_near(without, panel, DARK.text, 4)


def test_solo_board_shows_the_tile_to_place_and_cap_54() -> None:
    g = stacky("3d-solo", 1, 12, seed=4)
    view = g.public_view()
    assert view.solo_tile is not None and view.cap == 54 and view.wrap == 27
    img = decode(render.board_png(view, names=NAMES[:1]))
    _, board_h = classic.board_layout(view.radius)
    status = (0, board_h - 8, classic.WIDTH, board_h - 8 + STATUS_HEIGHT)
    for colour in (view.solo_tile.a, view.solo_tile.b):
        assert count_near(img, status, DARK.symbol(colour), 30) > 20


def test_rack_image_and_exchange_note() -> None:
    for seed in range(60):
        g = genial.create("3d", 2, seed=seed)
        while not g.over and g.phase != "exchange":
            g.apply(g.options_for_menu()[0].move)
        if g.phase == "exchange":
            break
    assert g.phase == "exchange" and g.current is not None
    rack = g.private_view(g.current)
    assert rack.can_exchange
    img = decode(render.hand_png(rack, name="Ada"))
    plain = decode(render.hand_png(replace(rack, can_exchange=False), name="Ada"))
    assert img.width == plain.width == 1000
    assert img.height == plain.height + three_d.NOTE_HEIGHT
    assert count_near(img, (0, plain.height, 1000, img.height), DARK.weak, 30) > 50


def test_registry_dispatch() -> None:
    assert render.RENDERERS["3d"].board is three_d.board_image
    assert render.RENDERERS["3d-solo"].hand is three_d.rack_image
    g = genial.create("3d-solo", 1, seed=2)
    assert decode(render.hand_png(g.private_view(0), name="Ada")).width == 1000
    assert decode(render.standings_png(g.public_view(), names=["Ada"])).width == 1000
