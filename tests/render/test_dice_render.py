"""The dice game's images: size, mode, sampled pixels (never whole-image hashes)."""

from __future__ import annotations

from io import BytesIO

import pytest
from PIL import Image

import render
from genial.dice import DiceGame
from render import dice as rd
from render import standings
from render.dice_parts import CELL
from render.panels import BANNER_HEIGHT, PAD, STATUS_HEIGHT
from render.theme import DARK, LIGHT, RGB, Theme

NAMES = ["Svenja", "Birgit 🎲", "Roman", "Dmitri"]


def decode(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    with Image.open(BytesIO(data)) as im:
        assert im.format == "PNG"
        return im.convert("RGB")


def near(px: tuple[int, ...], rgb: RGB, tol: int = 12) -> bool:
    return all(abs(int(a) - b) <= tol for a, b in zip(px[:3], rgb, strict=True))


def count(img: Image.Image, box: tuple[int, int, int, int], rgb: RGB, tol: int = 12) -> int:
    raw = img.crop(box).tobytes()
    return sum(1 for px in zip(raw[0::3], raw[1::3], raw[2::3], strict=True) if near(px, rgb, tol))


def body(img: Image.Image, box: tuple[int, int, int, int]) -> tuple[int, ...]:
    """A pixel of a cell's body, off its symbol and its rounded corners."""
    left, top, _, bottom = box
    inset = round((bottom - top) * 0.19)
    px: tuple[int, ...] = img.getpixel((left + inset, bottom - inset))  # type: ignore[assignment]
    return px


def leaflet() -> DiceGame:
    """DCE-X1..X4 dice: Birgit YYB and Roman RBY pre-rolled; Svenja rolls RGP, then YBB."""
    g = DiceGame.new(3, 1, {"dice": ["YYB", "RBY", "RGP", "YBB"]})
    g.sheets = [[3, 4, 2, 5, 3, 1], [1, 2, 0, 3, 1, 2], [4, 4, 5, 4, 6, 4]]
    return g


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("theme", [DARK, LIGHT])
def test_board_size_and_mode(players: int, theme: Theme) -> None:
    g = DiceGame.new(players, 3)
    g.apply("roll")
    img = decode(render.board_png(g.public_view(), names=NAMES, theme=theme))
    assert img.size == (rd.WIDTH, STATUS_HEIGHT + players * rd.BLOCK + PAD)
    assert near(img.getpixel((rd.WIDTH - 3, 3)), theme.background)  # type: ignore[arg-type]


def test_current_player_block_is_highlighted() -> None:
    g = leaflet()
    g.apply("roll")
    v = g.public_view()
    img = rd.board_image(v, names=NAMES, theme=DARK)
    mid = rd.BLOCK // 2
    assert near(img.getpixel((PAD + 2, rd.block_top(v, 0) + mid)), DARK.highlight)  # type: ignore[arg-type]
    assert not near(img.getpixel((PAD + 2, rd.block_top(v, 1) + mid)), DARK.highlight)  # type: ignore[arg-type]


def test_sheet_cells_show_crosses_open_and_locked_sections() -> None:
    """D-DCE-2: crossed cells in the tile colour, open cells, locked sections darker."""
    g = leaflet()
    v = g.public_view()
    img = rd.board_image(v, names=NAMES, theme=DARK)
    birgit = 1  # rows 1 2 0 3 1 2: blue has no cross, so the middle is locked
    assert v.open_sections[birgit] == 1
    assert near(body(img, rd.cell_box(v, birgit, 0, 1)), DARK.tile)  # red, cell 1 crossed
    assert near(body(img, rd.cell_box(v, birgit, 0, 2)), DARK.cell)  # open, empty
    assert near(body(img, rd.cell_box(v, birgit, 0, 4)), DARK.off_cell)  # locked middle
    roman = 2  # every row >= 4: all open
    assert near(body(img, rd.cell_box(v, roman, 0, 7)), DARK.cell)
    assert near(body(img, rd.cell_box(v, roman, 4, 6)), DARK.tile)


def test_last_scoring_is_highlighted() -> None:
    g = leaflet()
    g.apply("roll")
    g.apply("reroll")
    g.apply("score")  # Svenja: +3 yellow, +4 blue
    v = g.public_view()
    img = rd.board_image(v, names=NAMES, theme=DARK)
    assert (0, 2, 3) in v.last
    assert near(body(img, rd.cell_box(v, 0, 2, 3)), DARK.highlight_tile)
    left, top, right, _ = rd.cell_box(v, 0, 2, 3)
    assert count(img, (left, top, right, top + 4), DARK.highlight) > CELL
    assert near(body(img, rd.cell_box(v, 0, 2, 1)), DARK.tile)  # an older cross


def test_matches_are_visible_after_a_roll() -> None:
    """D-DCE-4: the roller's dice carry their crosses; the dice they match are framed."""
    g = leaflet()
    g.apply("roll")
    g.apply("reroll")  # Svenja YBB (shown B B Y) against Birgit YYB and Roman RBY
    v = g.public_view()
    img = rd.board_image(v, names=NAMES, theme=DARK)
    # Roman's red (slot 0) is not matched; his blue (slot 1) and yellow (slot 2) are.
    frame = [count(img, rd.die_box(v, 2, slot), DARK.highlight) for slot in range(3)]
    assert frame[0] == 0 and frame[1] > 100 and frame[2] > 100
    # badges under Svenja's dice (+2 +2 +3) in the highlight colour
    left, _, right, bottom = rd.die_box(v, 0, 0)
    assert count(img, (left, bottom, right, bottom + 40), DARK.highlight) > 20
    # before any roll nothing is framed and there are no badges
    g2 = leaflet()
    v2 = g2.public_view()
    img2 = rd.board_image(v2, names=NAMES, theme=DARK)
    assert all(count(img2, rd.die_box(v2, 2, s), DARK.highlight) == 0 for s in range(3))


def test_unrolled_dice_and_start_variant() -> None:
    g = DiceGame.new(4, 2, {"start_variant": True})
    v = g.public_view()
    img = rd.board_image(v, names=NAMES, theme=DARK)
    # empty outlines: no tile-coloured die bodies anywhere in the dice column
    for seat in range(4):
        assert count(img, rd.die_box(v, seat, 0), DARK.tile) == 0


def test_game_over_banner_and_standings() -> None:
    g = DiceGame.new(2, 1, {"dice": ["RGBO", "PPYY"]})
    g.sheets[0] = [7, 7, 7, 7, 6, 6]
    g.apply("roll")
    g.apply("score joker PP=Y YY=P")
    assert g.over
    v = g.public_view()
    img = decode(render.board_png(v, names=NAMES))
    assert img.height == BANNER_HEIGHT + STATUS_HEIGHT + 2 * rd.BLOCK + PAD
    assert count(img, (0, 0, rd.WIDTH, BANNER_HEIGHT), DARK.winner) > rd.WIDTH * 20
    stand = decode(render.standings_png(v, names=NAMES))
    assert (
        stand.width == standings.WIDTH
        and count(stand, (0, 0, standings.WIDTH, 60), DARK.winner) > 1000
    )


def test_match_standings_and_victory_points() -> None:
    g = DiceGame.new(2, 1, {"dice": ["RGBO", "PPYY", "RGBO", "PPRR"], "games": 2})
    g.sheets[0] = [7, 7, 7, 7, 6, 6]
    g.apply("roll")
    g.apply("score joker PP=Y YY=P")
    v = g.public_view()
    assert v.victory_points == (7, 0) and not v.over
    decode(render.board_png(v, names=NAMES))
    assert "Victory points" in rd.rank_note(v)
    img = rd.standings_image(v, names=NAMES, theme=DARK)
    assert img.width == standings.WIDTH


def test_hand_image() -> None:
    g = leaflet()
    g.apply("roll")
    hand = g.private_view(0)
    img = decode(render.hand_png(hand, name=NAMES[0]))
    assert img.width == rd.HAND_WIDTH and img.height > 500
    # three dice drawn with the tile colour as their body
    assert count(img, (PAD, 64, PAD + 3 * 116, 64 + 96), DARK.tile) > 3000
    # a hand view without an edition attribute is still dispatched by its type
    assert render.renderer_for(hand).hand is rd.hand_image


def test_registry() -> None:
    r = render.RENDERERS["dice"]
    assert r.board is rd.board_image and r.standings is rd.standings_image
