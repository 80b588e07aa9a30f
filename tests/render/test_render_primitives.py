"""Shared drawing primitives: theme, font, symbol shapes (D-ALL-3), hex layout, sprites, panels."""

from __future__ import annotations

import itertools
from importlib import resources

import pytest
from PIL import Image
from renderhelpers import count_near, near

from genial.core.colours import SIX, Colour
from genial.core.hexgrid import OFFSETS, hexagon
from render import fonts, hexdraw, panels, pieces, shapes
from render.theme import DARK, LIGHT, Theme
from render.words import speaking


# ----- theme ----------------------------------------------------------------------------
def _luminance(rgb: tuple[int, int, int]) -> float:
    def chan(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (chan(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """WCAG contrast ratio."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("theme", [DARK, LIGHT], ids=lambda t: t.name)
def test_theme_contrast(theme: Theme) -> None:
    assert contrast(theme.text, theme.background) >= 7
    assert contrast(theme.text, theme.panel_current) >= 4.5
    assert contrast(theme.label, theme.cell) >= 4.5
    assert contrast(theme.tile, theme.cell) >= 1.3
    assert contrast(theme.banner_text, theme.winner) >= 4.5
    for colour in SIX:  # every symbol stands out from its dark outline
        assert contrast(theme.symbol(colour), theme.symbol_outline) >= 2.5


def test_theme_is_hashable_and_copyable() -> None:
    assert hash(DARK) != hash(LIGHT)
    red = DARK.with_(highlight=(255, 0, 0))
    assert red.highlight == (255, 0, 0) and DARK.highlight != (255, 0, 0)
    assert DARK.symbol(Colour.YELLOW) == DARK.symbols[4]


# ----- fonts ----------------------------------------------------------------------------
def test_font_and_licence_ship_in_the_package() -> None:
    folder = resources.files("render").joinpath("fonts")
    assert "Bitstream Vera" in folder.joinpath("LICENSE.txt").read_text("utf-8")
    assert fonts.font(20) is fonts.font(20)
    assert fonts.font(20, bold=True).getlength("Genial") > fonts.font(20).getlength("Genial") * 0.9


def test_clean_drops_what_the_font_cannot_draw() -> None:
    assert fonts.has_glyph("A") and fonts.has_glyph("ж")
    assert not fonts.has_glyph("🎲")
    assert fonts.clean("Zoë 🎲 Müller") == "Zoë Müller"
    assert fonts.clean("🎉🎉", "Seat 2") == "Seat 2"
    assert fonts.clean("a\u200db\x07c") == "abc"


def test_fit_shortens_with_an_ellipsis() -> None:
    f = fonts.font(24)
    assert fonts.fit("Ada", f, 500) == "Ada"
    short = fonts.fit("Dmitri Vasilyevich Kuznetsov", f, 120)
    assert short.endswith("…") and f.getlength(short) <= 120


# ----- shapes (D-ALL-3) -----------------------------------------------------------------
def _mask(colour: Colour) -> bytes:
    ic = shapes.icon(colour, 48, DARK)
    return bytes(255 if a > 127 else 0 for a in ic.getchannel("A").tobytes())


def test_six_shapes_differ_in_outline_alone() -> None:
    """Colour-blind players (and greyscale) tell symbols apart by shape: masks differ a lot."""
    masks = {c: _mask(c) for c in SIX}
    for a, b in itertools.combinations(SIX, 2):
        diff = sum(1 for x, y in zip(masks[a], masks[b], strict=True) if x != y)
        assert diff > 48 * 48 * 0.06, (a, b, diff)


@pytest.mark.parametrize("colour", SIX)
def test_icons_show_their_colour(colour: Colour) -> None:
    ic = shapes.icon(colour, 48, DARK)
    assert ic.size == (48, 48) and ic.mode == "RGBA"
    x = 24 + (15 if colour is Colour.PURPLE else 0)  # the ring is hollow
    assert near(ic.getpixel((x, 24)), DARK.symbol(colour), 6)
    if colour is Colour.PURPLE:
        assert ic.getpixel((24, 24))[3] == 0
    assert ic.getpixel((0, 0))[3] == 0


def test_symbols_scale() -> None:
    assert shapes.icon(Colour.RED, 12, DARK).size == (12, 12)
    assert shapes.icon(Colour.RED, 200, DARK).size == (200, 200)
    assert shapes.outline_width(3) == 1 and shapes.outline_width(100) > 5


# ----- hex geometry ---------------------------------------------------------------------
@pytest.mark.parametrize("flat", [False, True])
def test_layout_centres_are_whole_pixels_and_cells_tile(flat: bool) -> None:
    lay = hexdraw.HexLayout.fit(7, 960, flat=flat).at((500, 450))
    assert lay.pitch_x % 2 == 0
    for cell in hexagon(3):
        x, y = lay.centre(cell)
        assert isinstance(x, int) and isinstance(y, int)
        corners = lay.polygon(cell)
        for dq, dr in OFFSETS:  # every neighbour shares exactly one edge (two vertices)
            other = lay.polygon((cell[0] + dq, cell[1] + dr))
            shared = [
                p for p in corners if any(abs(p[0] - o[0]) + abs(p[1] - o[1]) < 1e-6 for o in other)
            ]
            assert len(shared) == 2


def test_pointy_rows_and_flat_columns() -> None:
    pointy = hexdraw.HexLayout(60, 52, (0, 0))
    assert pointy.centre((1, 0)) == (60, 0) and pointy.centre((0, 1)) == (30, 52)
    flat = hexdraw.HexLayout(60, 52, (0, 0), flat=True)
    assert flat.centre((1, 0)) == (0, 60) and flat.centre((0, 1)) == (52, 30)
    top = min(pointy.polygon((0, 0)), key=lambda p: p[1])
    assert top[0] == 0  # pointy-top: a vertex straight above the centre


def test_encode_png_is_fast_and_small() -> None:
    img = Image.new("RGB", (300, 200), DARK.background)
    pal = hexdraw.encode_png(img)
    with Image.open(__import__("io").BytesIO(pal)) as im:
        assert im.format == "PNG" and im.mode == "P"
    with Image.open(__import__("io").BytesIO(hexdraw.encode_png(img, colours=0))) as im:
        assert im.mode == "RGB"


# ----- sprites --------------------------------------------------------------------------
def test_tile_sprite_is_cached_and_aligned() -> None:
    lay = hexdraw.HexLayout(60, 52, (123, 456))
    style = pieces.PieceStyle.tile(DARK)
    cells = pieces.tile_cells((2, 3), (2, 4))
    assert cells == ((0, 0), (0, 1))
    one = pieces.piece_sprite(lay, cells, (Colour.RED, Colour.GREEN), style, DARK)
    two = pieces.piece_sprite(lay.at((0, 0)), cells, (Colour.RED, Colour.GREEN), style, DARK)
    assert one.image.size == two.image.size  # the origin does not matter
    img = Image.new("RGB", (300, 300), DARK.board)
    one.paste_on(img, (100, 100))
    assert near(img.getpixel((100, 100)), DARK.symbol(Colour.RED), 6)
    assert near(img.getpixel((130, 152)), DARK.symbol(Colour.GREEN), 6)
    # The halves are joined: along their common edge lies tile (body or groove), no board.
    (x0, y0), (x1, y1) = (130, 100 + 52 / 3), (100, 100 + 104 / 3)
    for t in (0.3, 0.4, 0.5, 0.6, 0.7):
        px = img.getpixel((round(x0 + (x1 - x0) * t), round(y0 + (y1 - y0) * t)))
        assert min(px) > min(DARK.tile_groove) - 20, (t, px)  # light: tile or groove, not board


def test_single_cell_piece() -> None:
    lay = hexdraw.HexLayout(60, 52, (0, 0))
    style = pieces.PieceStyle(body=(10, 20, 30), outline=(200, 200, 200))
    sprite = pieces.piece_sprite(lay, ((0, 0),), (None,), style, DARK)
    img = Image.new("RGB", (100, 100), (0, 0, 0))
    sprite.paste_on(img, (50, 50))
    assert img.getpixel((50, 50)) == (10, 20, 30)


# ----- panels ---------------------------------------------------------------------------
def test_weakest_and_ordinal() -> None:
    assert panels.weakest([3, 1, 4, 1, 5, 9]) == {1, 3}
    assert panels.weakest([]) == frozenset()
    # Places are 1-6 (the most players any edition seats): each language's badge.
    assert [panels.ordinal(n) for n in (1, 2, 3, 4, 5, 6)] == [
        "1st", "2nd", "3rd", "4th", "5th", "6th"
    ]  # fmt: skip
    with speaking("de"):
        assert [panels.ordinal(n) for n in (1, 2, 4)] == ["1.", "2.", "4."]
    with speaking("nl"):
        assert [panels.ordinal(n) for n in (1, 2, 4)] == ["1e", "2e", "4e"]


def test_score_row_marks_the_weakest_and_full_tracks() -> None:
    img = Image.new("RGB", (600, 60), DARK.panel)
    panels.score_row(img, (0, 0, 600, 60), (18, 2, 5, 2, 7, 9), SIX, 18, DARK)
    cells = [(i * 100, 0, i * 100 + 100, 60) for i in range(6)]
    marked = [count_near(img, box, DARK.weak, 10) > 40 for box in cells]
    assert marked == [False, True, False, True, False, False]
    assert count_near(img, cells[0], DARK.winner, 30) > 20  # 18 drawn in the winner colour
    assert count_near(img, cells[0], DARK.symbol(Colour.RED), 6) > 100  # a full bar


def test_seats_panel_draws_the_current_marker() -> None:
    img = Image.new("RGB", (1000, 2 * panels.SEAT_HEIGHT), DARK.background)
    seats = [
        panels.SeatLine("Ada", (1,) * 6, current=True, status="to play", info="rack 6"),
        panels.SeatLine("Bo", (2,) * 6, out=True, status="resigned"),
    ]
    bottom = panels.seats_panel(img, 0, seats, SIX, 18, DARK)
    assert bottom == 2 * panels.SEAT_HEIGHT
    first = (0, 0, 40, panels.SEAT_HEIGHT)
    second = (0, panels.SEAT_HEIGHT, 40, 2 * panels.SEAT_HEIGHT)
    assert count_near(img, first, DARK.highlight, 10) > 100
    assert count_near(img, second, DARK.highlight, 10) == 0


def test_winner_text_names_the_winner_or_who_shares() -> None:
    from genial.core.ranking import Standing

    names = ["Ada", "Bo", "Cy"]
    one = [Standing(1, 1, (3,)), Standing(0, 2, (1,))]
    three = [Standing(s, 1, (2,)) for s in range(3)]
    assert panels.winner_text(None, names) == "Game over"
    assert panels.winner_text(one, names) == "Game over — Bo wins!"
    assert panels.winner_text(three, names) == "Game over — Ada, Bo and Cy share 1st place"
    won = panels.winner_text(one, names, head="Match over", won=lambda s, n: f"{n} ({s}) wins")
    assert won == "Match over — Bo (1) wins"


def test_board_frame_makes_room_and_moves_the_layout_down() -> None:
    static = Image.new("RGB", (300, 200), (1, 2, 3))
    lay = hexdraw.HexLayout(40, 35, (150, 100))
    img, moved = panels.board_frame(static, lay, 62, 2, DARK)
    height = 62 + 200 + panels.STATUS_HEIGHT + 2 * panels.SEAT_HEIGHT + panels.PAD
    assert img.size == (300, height)
    assert img.getpixel((10, 70)) == (1, 2, 3) and img.getpixel((10, 10)) == DARK.background
    assert moved.origin == (150, 162) and moved.pitch_x == lay.pitch_x


def test_hand_title_draws_both_ends() -> None:
    img = Image.new("RGB", (600, 80), DARK.background)
    panels.hand_title(img, "Ada — your rack", DARK, room=400, right="6 tiles")
    assert count_near(img, (0, 0, 200, 68), DARK.text, 40) > 20
    assert count_near(img, (450, 0, 600, 68), DARK.text_dim, 40) > 20
