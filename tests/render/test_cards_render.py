"""The card game's images: size, mode, sampled pixels (never whole-image hashes)."""

from __future__ import annotations

from io import BytesIO

import pytest
from PIL import Image

import render
from genial.cards import Card, CardGame
from genial.core.colours import SIX, Colour
from render import cards as rc
from render.theme import DARK, LIGHT, RGB, Theme

NAMES = ["Ada", "Björn 🎲", "Chiara", "Dmitri"]


def decode(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    with Image.open(BytesIO(data)) as im:
        assert im.format == "PNG"
        return im.convert("RGB")


def near(px: tuple[int, ...], rgb: RGB, tol: int = 10) -> bool:
    return all(abs(int(a) - b) <= tol for a, b in zip(px[:3], rgb, strict=True))


def count(img: Image.Image, box: tuple[int, int, int, int], rgb: RGB, tol: int = 10) -> int:
    raw = img.crop(box).convert("RGB").tobytes()
    return sum(1 for i in range(0, len(raw), 3) if near(tuple(raw[i : i + 3]), rgb, tol))


def position(players: int = 3) -> CardGame:
    """Seat 0 has just played OY after a GP (a bonus move); known chips everywhere."""
    g = CardGame.new(players, 3)
    g.chips = [[2, 5, 3, 4, 1, 6], [7, 8, 7, 9, 10, 6], [0, 1, 2, 3, 3, 1], [4] * 6][:players]
    g.displays[0] = [Card.parse("GP"), Card.parse("OY")][-g.display_size :]
    g.last_seat, g.last = 0, [Card.parse("GP"), Card.parse("OY")]
    g._seat = 1
    return g


def test_board_png_dispatches_and_has_the_expected_size() -> None:
    for players in (2, 3, 4):
        view = position(players).public_view()
        img = decode(render.board_png(view, names=NAMES))
        assert img.width == rc.WIDTH
        assert img.height == rc.STATUS_HEIGHT + players * rc.BLOCK_H + rc.PAD


def test_hand_png_dispatches_on_the_hand_view_type() -> None:
    g = CardGame.new(3, 5)
    img = decode(render.hand_png(g.private_view(0), name="Ada"))
    assert img.width == rc.WIDTH and img.height > rc.HAND_CARD_H
    assert render.renderer_for(g.public_view()).hand is rc.hand_image


@pytest.mark.parametrize("theme", [DARK, LIGHT])
def test_chips_sit_in_their_columns_with_their_symbols(theme: Theme) -> None:
    g = position(3)
    view = g.public_view()
    img = rc.board_image(view, names=NAMES, theme=theme)
    for seat in range(3):
        origin = rc.board_origin(view, seat)
        for row, colour in enumerate(SIX):
            col = view.scores[seat][row]
            x, y = rc.chip_centre(origin, row, col)
            h = rc.ROW_H // 2 - 2
            chip = (x - rc.COL_W // 2 + 3, y - h, x + rc.COL_W // 2 - 3, y + h)
            assert count(img, chip, theme.tile) > 60, (seat, colour, col)
            # (the 22 px lettered sun keeps only a few pixels of pure yellow)
            assert count(img, chip, theme.symbol(colour), tol=30) > 3, (seat, colour, col)
            # No chip body one column further on (unless at 10).
            if col < 10:
                x2, _ = rc.chip_centre(origin, row, col + 1)
                beyond = (x2 - 10, y - 10, x2 + 10, y + 10)
                assert count(img, beyond, theme.tile) == 0


def test_weakest_chips_are_boxed() -> None:
    g = position(3)
    view = g.public_view()
    img = rc.board_image(view, names=NAMES, theme=DARK)
    origin = rc.board_origin(view, 2)  # seat 2: red at 0 is the only weakest
    x, y = rc.chip_centre(origin, Colour.RED.index, 0)
    box = (x - rc.COL_W // 2, y - rc.ROW_H // 2, x + rc.COL_W // 2, y + rc.ROW_H // 2)
    assert count(img, box, DARK.weak) > 40
    x, y = rc.chip_centre(origin, Colour.GREEN.index, 1)
    box = (x - rc.COL_W // 2, y - rc.ROW_H // 2, x + rc.COL_W // 2, y + rc.ROW_H // 2)
    assert count(img, box, DARK.weak) == 0


def test_areas_and_goal_column_are_visible() -> None:
    view = position(3).public_view()
    img = rc.board_image(view, names=NAMES, theme=DARK)
    ox, oy = rc.board_origin(view, 0)
    y = oy + rc.NUMS_H + 5 * rc.ROW_H + rc.ROW_H // 2  # purple row (chip at 6)
    # The gap between areas {4-6} and {7-10} shows the block background.
    gap_x = ox + rc.col_x(7) - rc.AREA_GAP // 2
    assert near(img.getpixel((gap_x, y)), DARK.background)
    # The goal area {7-10} is framed in the winner colour.
    frame = (ox + rc.col_x(7) - 2, oy + rc.NUMS_H, ox + rc.col_x(7) + 3, oy + rc.BOARD_H)
    assert count(img, frame, DARK.winner, tol=30) > 50


def test_latest_turn_cards_are_highlighted_in_the_display() -> None:
    for players, lit in ((3, [True]), (2, [True, True])):
        g = position(players)
        view = g.public_view()
        img = rc.board_image(view, names=NAMES, theme=DARK)
        for i, expected in enumerate(lit):
            x, y = rc.card_origin(view, 0, i)
            edge = (x, y, x + rc.CARD_W, y + 6)
            assert (count(img, edge, DARK.highlight, tol=30) > 100) is expected
        x, y = rc.card_origin(view, 1, 0)
        assert count(img, (x, y, x + rc.CARD_W, y + 6), DARK.highlight, tol=30) == 0


def test_display_card_shows_its_symbols() -> None:
    g = position(3)
    view = g.public_view()
    img = rc.board_image(view, names=NAMES, theme=DARK)
    card = view.displays[1][0]
    x, y = rc.card_origin(view, 1, 0)
    top = (x + 20, y + 10, x + rc.CARD_W - 20, y + rc.CARD_H // 2 - 10)
    bottom = (x + 20, y + rc.CARD_H // 2, x + rc.CARD_W - 20, y + rc.CARD_H - 40)
    assert count(img, top, DARK.symbol(card.a), tol=30) > 150
    assert count(img, bottom, DARK.symbol(card.b), tol=30) > 150


def test_current_player_block_and_game_over_banner() -> None:
    g = position(3)
    view = g.public_view()
    img = rc.board_image(view, names=NAMES, theme=DARK)
    top = rc.STATUS_HEIGHT + 1 * rc.BLOCK_H
    assert count(img, (30, top + 60, 300, top + 80), DARK.panel_current) > 1000
    # Play seat 1 to a win: chips all at 7+ after one card.
    g.displays[1] = [Card.parse("RO")]
    g.hands[1][0] = Card.parse("RP")
    g.chips[1] = [7, 8, 7, 9, 10, 6]
    g.displays[0] = [Card.parse("GP")]
    g.apply("play RP")
    assert g.over
    view = g.public_view()
    img = rc.board_image(view, names=NAMES, theme=DARK)
    assert img.height == rc.BANNER_HEIGHT + rc.STATUS_HEIGHT + 3 * rc.BLOCK_H + rc.PAD
    assert count(img, (0, 0, rc.WIDTH, 20), DARK.winner) > rc.WIDTH * 15
    assert rc.winner_text(view, NAMES) == "Game over — Björn wins!"


def test_match_banner_names_victory_points_and_ties() -> None:
    g = CardGame.new(2, 4, {"rounds": 2})
    while not g.over:
        g.apply(g.options_for_menu()[0].move)
    view = g.public_view()
    text = rc.winner_text(view, NAMES)
    assert text.startswith("Match over — ")
    assert " VP!" in text or "share 1st place" in text
    img = decode(render.board_png(view, names=NAMES))
    assert img.height == rc.BANNER_HEIGHT + rc.STATUS_HEIGHT + 2 * rc.BLOCK_H + rc.PAD


def test_hand_image_shows_every_card_with_its_symbols() -> None:
    g = CardGame.new(4, 8)
    hand = g.private_view(2)
    img = rc.hand_image(hand, name="Chiara", theme=DARK)
    slot = (rc.WIDTH - 2 * rc.PAD) / 6
    for i, card in enumerate(hand.cards):
        x = round(rc.PAD + slot * (i + 0.5) - rc.HAND_CARD_W / 2)
        top = (x + 20, 70, x + rc.HAND_CARD_W - 20, 64 + rc.HAND_CARD_H // 2 - 6)
        assert count(img, top, DARK.symbol(card.a), tol=30) > 200
        assert count(img, (x + 4, 64 + 4, x + 12, 64 + 60), DARK.tile) > 100


def test_hand_image_empty_and_exchange_note() -> None:
    g = CardGame.new(3, 8)
    g.hands[0] = []
    img = rc.hand_image(g.private_view(0), name="", theme=LIGHT)
    assert img.size[0] == rc.WIDTH
    g2 = CardGame.new(3, 8)
    g2.phase = "exchange"
    img2 = rc.hand_image(g2.private_view(0), name="Ada", theme=DARK)
    left = (rc.PAD, 64 + rc.HAND_CARD_H + 24, rc.WIDTH - rc.BOARD_W - 2 * rc.PAD, img2.height)
    assert count(img2, left, DARK.highlight, tol=40) > 50


def test_standings_png_works_for_the_card_game() -> None:
    g = CardGame.new(3, 21)
    while not g.over:
        g.apply(g.options_for_menu()[0].move)
    img = decode(render.standings_png(g.public_view(), names=NAMES))
    assert img.width > 0 and img.height > 0
