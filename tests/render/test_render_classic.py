"""The classic/travel board and rack images: sizes, modes and sampled pixels (never hashes)."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from PIL import Image
from renderhelpers import NAMES, count_near, decode, near, play

import render
from genial.classic.view import BoardView, RackView
from genial.core.colours import SIX, Colour
from genial.core.hexgrid import Cell, distance
from genial.core.tiles import Tile
from render import classic
from render.hexdraw import HexLayout
from render.panels import BANNER_HEIGHT, PAD, SEAT_HEIGHT, STATUS_HEIGHT
from render.pieces import PieceStyle
from render.theme import DARK, LIGHT

CASES = [("classic", 2), ("classic", 3), ("classic", 4), ("travel", 2)]


def layout(view: BoardView) -> HexLayout:
    """The board layout as drawn (shifted down by the banner once the game is over)."""
    lay, _ = classic.board_layout(view.radius)
    top = BANNER_HEIGHT if view.over else 0
    return lay.at((lay.origin[0], lay.origin[1] + top))


def away_from_partner(
    view: BoardView, lay: HexLayout, cell: Cell, frac: float = 0.83
) -> tuple[int, int]:
    """A point inside ``cell``'s half of its tile, beyond the symbol, away from the partner."""
    cx, cy = lay.centre(cell)
    px, py = lay.centre(view.partner[cell])
    d = math.hypot(px - cx, py - cy)
    k = lay.half_width * frac / d
    return round(cx - (px - cx) * k), round(cy - (py - cy) * k)


@pytest.mark.parametrize(("edition", "players"), CASES)
def test_board_png_size_and_mode(edition: str, players: int) -> None:
    view = play(edition, players, 8).public_view()
    data = render.board_png(view, names=NAMES[:players])
    img = decode(data)
    _, board_h = classic.board_layout(view.radius)
    assert img.size == (classic.WIDTH, board_h + STATUS_HEIGHT + players * SEAT_HEIGHT + PAD)
    assert 700 <= img.width <= 850  # shown ~550 px wide in chat, ~350 on a phone
    assert len(data) < 400_000  # quantised: small enough to upload fast


@pytest.mark.parametrize(("edition", "players"), CASES)
def test_last_placement_is_highlighted(edition: str, players: int) -> None:
    view = play(edition, players, 12, seed=players).public_view()
    assert len(view.last) == 2
    img = classic.board_image(view, names=NAMES, theme=DARK)
    lay = layout(view)
    for cell in view.last:
        x0, y0, x1, y1 = lay.bounds([cell])
        assert count_near(img, (x0 - 4, y0 - 4, x1 + 4, y1 + 4), DARK.highlight, 10) > 60
        assert near(img.getpixel(away_from_partner(view, lay, cell)), DARK.highlight_tile, 12)
    # A tile that is neither the last one nor touches it has no highlight.
    last = set(view.last)
    for cell in view.board:
        if cell in last or any(distance(cell, c) <= 1 for c in last):
            continue
        assert count_near(img, lay.bounds([cell]), DARK.highlight, 10) == 0
        assert near(img.getpixel(away_from_partner(view, lay, cell)), DARK.tile, 12)


@pytest.mark.parametrize(("edition", "players"), CASES)
def test_printed_symbols_show_their_colour(edition: str, players: int) -> None:
    """D-CL-2: the six printed symbols, each in its colour at its cell."""
    view = play(edition, players, 0).public_view()
    img = classic.board_image(view, names=NAMES, theme=DARK)
    lay = layout(view)
    style = PieceStyle.tile(DARK)
    assert len(view.printed) == 6
    for cell, colour in view.printed.items():
        cx, cy = lay.centre(cell)
        # The ring (purple) is hollow: sample inside its band instead of its centre.
        dx = round(lay.half_width * style.symbol * 0.65) if colour is Colour.PURPLE else 0
        assert near(img.getpixel((cx + dx, cy)), DARK.symbol(colour), 6), colour


def test_out_of_play_cells_are_dim_and_unlabelled() -> None:
    """D-CL-1: with 2 players only distance <= 5 is in play; the rest is drawn dim, no label."""
    view = play("classic", 2, 0).public_view()
    img = classic.board_image(view, names=NAMES, theme=DARK)
    lay = layout(view)
    off = [(0, -7), (7, 0), (-6, 6), (3, 3)]
    assert all(distance(c) > 5 for c in off)
    for cell in off:
        cx, cy = lay.centre(cell)
        box = (cx - 14, cy - 12, cx + 14, cy + 12)
        assert count_near(img, box, DARK.off_cell, 0) == 28 * 24
    # An empty cell in play has its label and the in-play colour.
    cx, cy = lay.centre((2, 2))
    assert count_near(img, (cx - 16, cy - 10, cx + 16, cy + 10), DARK.label, 30) > 15
    assert near(img.getpixel((cx, cy + round(lay.size * 0.65))), DARK.cell, 2)


def test_three_player_area_and_travel_has_no_dim_cells() -> None:
    for edition, players, radius in [("classic", 3, 6), ("travel", 2, 5)]:
        view = play(edition, players, 0).public_view()
        img = classic.board_image(view, names=NAMES, theme=DARK)
        lay = layout(view)
        for q in range(-view.radius, view.radius + 1):
            for r in range(-view.radius, view.radius + 1):
                if distance((q, r)) > view.radius or (q, r) in view.printed:
                    continue
                cx, cy = lay.centre((q, r))
                pixel = img.getpixel((cx, cy + round(lay.size * 0.65)))
                expected = DARK.cell if distance((q, r)) <= radius else DARK.off_cell
                assert near(pixel, expected, 2), (q, r)


def test_covered_cells_hide_their_label() -> None:
    view = play("classic", 2, 10).public_view()
    img = classic.board_image(view, names=NAMES, theme=DARK)
    lay = layout(view)
    for cell in view.board:
        cx, cy = lay.centre(cell)
        assert count_near(img, (cx - 12, cy - 8, cx + 12, cy + 8), DARK.label, 4) == 0


def test_game_over_banner_and_places() -> None:
    game = play("classic", 2, 10_000, seed=7)
    assert game.over
    view = game.public_view()
    img = decode(render.board_png(view, names=NAMES[:2]))
    _, board_h = classic.board_layout(view.radius)
    assert img.height == BANNER_HEIGHT + board_h + STATUS_HEIGHT + 2 * SEAT_HEIGHT + PAD
    assert near(img.getpixel((6, 6)), DARK.winner, 6)
    assert "wins" in classic.winner_text(view, NAMES) or "share" in classic.winner_text(view, NAMES)
    lines = classic.seat_lines(view, NAMES)
    assert sorted(line.place or 0 for line in lines)[0] == 1
    assert not any(line.current for line in lines)


def test_current_player_and_phase_notes() -> None:
    view = play("classic", 3, 5).public_view()
    lines = classic.seat_lines(view, NAMES)
    assert [line.current for line in lines] == [s == view.current for s in range(3)]
    assert lines[view.current or 0].status == "to play"
    assert all(line.info.startswith("rack ") for line in lines)
    swap = replace(view, phase="swap")
    assert "swap" in classic.seat_lines(swap, NAMES)[view.current or 0].status
    bonus = replace(view, bonus_pending=2)
    assert "bonus" in classic.seat_lines(bonus, NAMES)[view.current or 0].status
    gone = replace(view, resigned=(1,))
    assert classic.seat_lines(gone, NAMES)[1].out


def test_missing_and_unusual_names() -> None:
    view = play("classic", 4, 3).public_view()
    lines = classic.seat_lines(view, ["🎲🎲", "Zoë 🎉"])
    assert [line.name for line in lines] == ["Seat 1", "Zoë", "Seat 3", "Seat 4"]
    long = "W" * 200
    img = classic.board_image(view, names=[long] * 4, theme=DARK)
    assert img.width == classic.WIDTH


def test_static_layer_is_cached_and_untouched() -> None:
    view = play("classic", 4, 20).public_view()
    classic.board_image(view, names=NAMES, theme=LIGHT)
    before = classic.static_layer.cache_info().hits
    classic.board_image(view, names=NAMES, theme=LIGHT)
    assert classic.static_layer.cache_info().hits == before + 1
    # Drawing pieces never paints on the cached layer itself.
    lay = layout(view)
    labels = tuple((c, view.grid.label(c)) for c in view.grid)
    printed = tuple(sorted(view.printed.items(), key=lambda kv: (kv[0][1], kv[0][0])))
    static = classic.static_layer(view.edition, view.radius, labels, printed, LIGHT)
    cell = next(iter(view.board))
    cx, cy = lay.centre(cell)
    assert near(static.getpixel((cx, cy + round(lay.size * 0.65))), LIGHT.cell, 2)


def test_light_theme_renders_its_colours() -> None:
    view = play("travel", 2, 6).public_view()
    img = classic.board_image(view, names=NAMES, theme=LIGHT)
    assert near(img.getpixel((2, 2)), LIGHT.background, 0)


# ----- rack -----------------------------------------------------------------------------
def rack(tiles: str, scores: tuple[int, ...] = (3, 5, 1, 7, 9, 2)) -> RackView:
    return RackView(0, tuple(Tile.parse(t) for t in tiles.split()), scores, SIX, 18)


def test_rack_image_size_and_tiles() -> None:
    view = rack("RB GG OY PP BY RO")
    data = render.hand_png(view, name="Ada")
    img = decode(data)
    lay = classic.rack_layout()
    assert img.width == 1000
    assert 200 <= img.height <= 400
    for tile, (cx, cy) in zip(view.tiles, classic.rack_centres(6), strict=True):
        for colour, x in ((tile.a, cx), (tile.b, cx + lay.pitch_x)):
            dx = round(lay.half_width * 0.74 * 0.65) if colour is Colour.PURPLE else 0
            assert near(img.getpixel((x + dx, cy)), DARK.symbol(colour), 14), tile


def test_rack_marks_the_weakest_colour() -> None:
    img = classic.rack_image(rack("RB"), name="Ada", theme=DARK)
    height = img.height
    row = (0, height - 90, img.width, height)
    assert count_near(img, row, DARK.weak, 10) > 100
    # Blue (index 2) is the weakest: the mark sits in the third of six cells.
    third = (
        PAD + (img.width - 2 * PAD) * 2 // 6,
        height - 90,
        PAD + (img.width - 2 * PAD) * 3 // 6,
        height,
    )
    first = (PAD, height - 90, PAD + (img.width - 2 * PAD) // 6, height)
    assert count_near(img, third, DARK.weak, 10) > 100
    assert count_near(img, first, DARK.weak, 10) == 0


def test_empty_rack_has_the_same_size() -> None:
    full = classic.rack_image(rack("RB GG OY PP BY RO"), name="Ada", theme=DARK)
    empty = classic.rack_image(rack(""), name="Ada", theme=DARK)
    assert empty.size == full.size


# ----- the classic game in teams (D-CL-9) and solo (D-CL-10) ----------------------------------
def texts(make: object) -> list[str]:
    from render import layout as text_layout

    with text_layout.recording_text() as boxes:
        make()  # type: ignore[operator]
    return [b.text for b in boxes]


def test_a_team_game_has_one_block_per_team_naming_both_partners() -> None:
    game = play("classic", 4, 24, seed=7, options={"teams": True})
    view = game.public_view()
    assert view.teams == ((0, 2), (1, 3)) and view.boards == (18, 36)
    names = ["Ada", "Bo", "Cy", "Di"]
    img = render.board_image(view, names=names)
    alone = render.board_image(replace(view, teams=()), names=names)
    assert img.height < alone.height  # two blocks, not four
    drawn = " ".join(texts(lambda: render.board_image(view, names=names)))
    for name in names:
        assert name in drawn
    # the first partner named in a block plays now; the other is on the line under it
    seat = view.current or 0
    assert f"{names[seat]} · " in drawn and f"with {names[(seat + 2) % 4]}" in drawn


def test_a_team_game_ends_with_a_team_winning() -> None:
    game = play("classic", 4, 10_000, seed=5, top=2, options={"teams": True})
    view = game.public_view()
    assert view.over and view.ranking is not None
    banner = classic.winner_text(view, ["Ada", "Bo", "Cy", "Di"])
    first = min(view.ranking, key=lambda st: st.place).seat
    team = sorted(t for t in view.teams if first in t)[0]
    names = ["Ada", "Bo", "Cy", "Di"]
    if sum(1 for st in view.ranking if st.place == 1) == 2:
        assert f"{names[team[0]]} & {names[team[1]]} win!" in banner
    standings = texts(lambda: render.standings_image(view, names=names))
    assert sum(1 for s in standings if "&" in s) == 2  # one line per team


def test_the_double_track_is_drawn_as_two_boards() -> None:
    """A score of 20 on the 0-36 track: the first board's bar full, the second's a ninth."""
    img = Image.new("RGB", (700, 80), DARK.background)
    from render.panels import score_row

    colours = list(SIX)
    score_row(img, (0, 0, 700, 64), [20, 0, 0, 0, 0, 0], colours, 36, DARK, boards=(18, 36))
    fill = DARK.symbol(colours[0])
    cell = 700 // 6
    top_bar = count_near(img, (0, 50, cell, 53), fill)
    low_bar = count_near(img, (0, 55, cell, 58), fill)
    assert top_bar > 4 * low_bar > 0


def test_the_final_chart_of_a_team_game_has_a_line_per_team() -> None:
    from render import compose

    game = play("classic", 4, 10_000, seed=5, top=2, options={"teams": True})
    names = ["Ada", "Bo", "Cy", "Di"]
    series = [[0, 3, 7, 12 - s % 2] for s in range(4)]  # partners alike, as in a game
    drawn = texts(lambda: compose.final_image(game.public_view(), names=names, series=series))
    legend = {s.rsplit(" ", 1)[0] for s in drawn if "&" in s and s[-1].isdigit()}
    assert legend == {"Ada & Cy", "Bo & Di"}, drawn
