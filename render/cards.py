"""The card game (Einfach Genial – Das Kartenspiel): the table and a hand.

The table image (``genial.cards.view.TableView``): a status line (whose turn,
phase, round, draw and discard piles), then one block per player: name, hand
size (and victory points in a match), their face-up display cards (D-CRD-2;
the cards of the latest turn outlined) and their score board: six rows of
columns 0..10 split into the four areas {0} {1-3} {4-6} {7-10} (D-CRD-3),
the goal column 7 marked, each chip drawn as its colour's symbol (D-ALL-3)
and the weakest chip(s) boxed. A banner names the winner once it is over.

The hand image (``HandView``): the player's cards large with their codes, and
their own score board.

Static parts (the empty score board, card faces) are drawn supersampled once
and cached; a render only pastes them.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from genial.cards.deck import Card
from genial.cards.view import HandView, TableView
from genial.core.colours import Colour

from . import panels
from .fonts import Font, fit, font
from .hexdraw import SCALE, downsample
from .layout import canvas, layer, phone_px, replay
from .panels import (
    BANNER_HEIGHT,
    PAD,
    STATUS_HEIGHT,
    banner,
    clear,
    hand_title,
    mix,
    ordinal,
    place_width,
    row_of,
    seat_name,
)
from .panels import status_line as _status_line
from .panels import weakest as _weakest
from .preview import active, replay_frame, stamp_colour
from .rated import rated
from .shapes import draw_symbol, lettered_icon
from .theme import Theme
from .words import colour_name, note, t

WIDTH = 720
#: A display card, the score board's column width, gap between areas, row height
#: (the 1000 px layout's sizes times about 0.72).
CARD_W, CARD_H = 86, 129
CARD_GAP = 10
COL_W, AREA_GAP, ROW_H, NUMS_H = 43, 6, 28, 20
HEADER_H = 35
BLOCK_H = HEADER_H + NUMS_H + 6 * ROW_H + 12
AREAS = ((0, 0), (1, 3), (4, 6), (7, 10))
GOAL = 7
#: The smallest type on a table or hand image: 9 px on a phone's 400 px.
SMALL = phone_px(WIDTH)
#: A chip's width: its colour's lettered symbol and a two-digit score at :data:`SMALL` px
#: are wider than a column, so the chip reaches into the (empty) columns beside it.
CHIP_W = 52


def _area(col: int) -> int:
    return next(i for i, (lo, hi) in enumerate(AREAS) if lo <= col <= hi)


def col_x(col: int) -> int:
    """Left edge of a score-board column, relative to the board's left edge."""
    return col * COL_W + _area(col) * AREA_GAP


BOARD_W = col_x(10) + COL_W
BOARD_H = NUMS_H + 6 * ROW_H


# ----- cached static pieces -----------------------------------------------------------------
@lru_cache(maxsize=16)
def board_layer(theme: Theme) -> Image.Image:
    """The empty score board (RGBA): column numbers, area boxes, the goal column."""
    s = SCALE
    im = Image.new("RGBA", (BOARD_W * s, BOARD_H * s), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    shades = (mix(theme.bar, theme.panel, 0.5), theme.bar)
    for k, (lo, hi) in enumerate(AREAS):
        box = (col_x(lo) * s, NUMS_H * s, (col_x(hi) + COL_W) * s, BOARD_H * s - 1)
        d.rounded_rectangle(box, radius=6 * s, fill=(*shades[k % 2], 255))
    for row in range(1, 6):  # faint lines between the colour rows
        y = (NUMS_H + row * ROW_H) * s
        for lo, hi in AREAS:
            line = (col_x(lo) * s + 4 * s, y, (col_x(hi) + COL_W) * s - 4 * s, y)
            d.line(line, fill=(*theme.panel, 255), width=s)
    gx = col_x(GOAL) * s
    d.rounded_rectangle(
        (gx, NUMS_H * s, (col_x(10) + COL_W) * s, BOARD_H * s - 1),
        radius=6 * s,
        outline=(*theme.winner, 255),
        width=2 * s,
    )
    out = downsample(im)
    f = font(SMALL, bold=True)
    with layer(out):
        d1 = canvas(out)
        for col in range(11):
            fill = theme.winner if col == GOAL else theme.text_dim
            centre = (col_x(col) + COL_W / 2, NUMS_H / 2)
            d1.text(centre, str(col), font=f, fill=(*fill, 255), anchor="mm", role="label")
    return out


@lru_cache(maxsize=256)
def card_sprite(card: Card, w: int, h: int, highlight: bool, theme: Theme) -> Image.Image:
    """A face-up card (RGBA, ``w`` x ``h``): its two symbols stacked, its code at the bottom."""
    s = SCALE
    im = Image.new("RGBA", (w * s, h * s), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    body = theme.highlight_tile if highlight else theme.tile
    outline = theme.highlight if highlight else theme.tile_outline
    width = (4 if highlight else 2) * s
    d.rounded_rectangle(
        (width // 2, width // 2, w * s - width // 2 - 1, h * s - width // 2 - 1),
        radius=round(w * 0.12 * s),
        fill=(*body, 255),
        outline=(*outline, 255),
        width=width,
    )
    r = min(w * 0.33, h * 0.17) * s
    for colour, fy in ((card.a, 0.24), (card.b, 0.6)):
        draw_symbol(d, colour, (w * s / 2, h * fy * s), r, theme, hole=body)
    out = downsample(im)
    fcode = font(max(SMALL, round(h * 0.12)), bold=True)
    with layer(out):
        canvas(out).text(
            (w / 2, h * 0.87), card.code, font=fcode, fill=theme.tile_outline, anchor="mm"
        )
    return out


# ----- drawing helpers ----------------------------------------------------------------------
def draw_board(
    img: Image.Image,
    origin: tuple[int, int],
    chips: Sequence[int],
    colours: Sequence[Colour],
    theme: Theme,
    *,
    dim: bool = False,
) -> None:
    """A score board at ``origin`` (its top-left) with every chip; weakest chips boxed."""
    empty = board_layer(theme)
    img.paste(empty, origin, empty)
    replay(empty, origin)
    d = canvas(img)
    weak = _weakest(chips)
    isz = ROW_H - 6
    fnum = font(SMALL, bold=True)
    ink = theme.tile_outline
    for row, (colour, col) in enumerate(zip(colours, chips, strict=False)):
        cy = origin[1] + NUMS_H + row * ROW_H + ROW_H // 2
        trail = mix(theme.symbol(colour), theme.panel, 0.3 if not dim else 0.75)
        if col > 0:
            x0 = origin[0] + COL_W // 2
            x1 = origin[0] + col_x(col) + COL_W // 2
            d.rounded_rectangle((x0, cy - 3, x1, cy + 3), radius=3, fill=trail)
        left = _chip_left(origin, col)
        box = (left, cy - ROW_H // 2 + 1, left + CHIP_W, cy + ROW_H // 2 - 1)
        outline = theme.weak if row in weak and not dim else theme.tile_outline
        d.rounded_rectangle(box, radius=5, fill=theme.tile, outline=outline, width=2)
        # The chip carries its score (legible at a phone's 400 px, where the column
        # numbers above the board are not) beside its colour's lettered symbol.
        ic = lettered_icon(colour, isz, theme)
        img.paste(ic, (left + 3, cy - isz // 2), ic)
        d.text((left + CHIP_W - 5, cy + 1), str(col), font=fnum, fill=ink, anchor="rm")


def _chip_left(origin: tuple[int, int], col: int) -> int:
    """Left edge of a chip at column ``col``: centred on its column, kept on the board."""
    mid = origin[0] + col_x(col) + COL_W // 2
    return min(max(mid - CHIP_W // 2, origin[0]), origin[0] + BOARD_W - CHIP_W)


def chip_centre(origin: tuple[int, int], row: int, col: int) -> tuple[int, int]:
    """Pixel centre of the chip of colour ``row`` at column ``col`` on a board at ``origin``
    (its column's centre, but for the first and last columns, where it stays on the board)."""
    return (_chip_left(origin, col) + CHIP_W // 2, origin[1] + NUMS_H + row * ROW_H + ROW_H // 2)


def board_origin(view: TableView, seat: int) -> tuple[int, int]:
    """Top-left of ``seat``'s score board in the table image."""
    return (WIDTH - PAD - BOARD_W, _block_top(view, seat) + HEADER_H)


def card_origin(view: TableView, seat: int, i: int) -> tuple[int, int]:
    """Top-left of display card ``i`` (oldest first) of ``seat`` in the table image."""
    top = _block_top(view, seat) + HEADER_H + (BOARD_H - CARD_H) // 2 + 4
    return (PAD + 6 + i * (CARD_W + CARD_GAP), top)


def _block_top(view: TableView, seat: int) -> int:
    row = row_of(view, seat, len(view.displays))
    return (BANNER_HEIGHT if view.over else 0) + STATUS_HEIGHT + row * BLOCK_H


def _phase_note(view: TableView) -> str:
    if view.phase == "exchange":
        return t("img-exchange-or-keep-hand")
    if view.bonus_pending > 1:
        return t("img-bonus-moves-to-go", count=view.bonus_pending)
    return t("img-bonus-move") if view.bonus_pending else t("img-to-play")


def _highlighted(view: TableView, seat: int) -> int:
    """How many of ``seat``'s newest display cards were played in the latest turn."""
    display = view.displays[seat]
    if view.last_seat != seat or not display or not view.last or display[-1] != view.last[-1]:
        return 0
    return min(len(view.last), len(display))


def _header(img: Image.Image, view: TableView, seat: int, name: str, theme: Theme) -> None:
    top = _block_top(view, seat)
    d = canvas(img)
    # A replay frame is a past position: nobody is "to play" in it (the band says whose
    # move it was).
    current = view.current == seat and not view.over and replay_frame() is None
    out = seat in view.resigned
    if current:
        d.rounded_rectangle((PAD, top + 2, WIDTH - PAD, top + BLOCK_H - 4), 9, theme.panel_current)
        d.rectangle((PAD, top + 6, PAD + 4, top + BLOCK_H - 9), fill=theme.highlight)
    fname, fsmall = font(22, bold=True), font(17)
    x, cy = PAD + 12, top + 19
    standing = next((st for st in view.ranking or () if st.seat == seat), None)
    if standing is not None:
        first = standing.place == 1 and not out
        d.text(
            (x, cy),
            ordinal(standing.place),
            font=fname,
            fill=theme.winner if first else theme.text_dim,
            anchor="lm",
        )
        x += place_width(fname, ordinal(standing.place)) + 10
    if current:
        d.polygon([(x, cy - 8), (x + 12, cy), (x, cy + 8)], fill=theme.highlight)
        x += 18
    info = t("img-hand-size", count=view.hand_sizes[seat])
    if view.rounds > 1:
        info += " · " + t("img-victory-points-short", points=view.victory_points[seat])
    if rated(seat):  # over: the cards in hand matter no more, the rating change does
        info = rated(seat) + (info[info.index(" · ") :] if view.rounds > 1 else "")
    status = _phase_note(view) if current else t("img-resigned") if out else ""
    if standing is not None and standing.note and not out:
        status = note(standing.note)
    preview = active()
    if preview is not None and current:
        status = t("img-preview-mark")
        if preview.points:
            status += f" +{preview.points}"
    status = f"· {status}" if status else ""
    room = WIDTH - x - fsmall.getlength(info) - fsmall.getlength(status) - 3 * PAD
    shown = fit(name, fname, max(50, room))
    fill = theme.text_dim if out else theme.text
    d.text((x, cy), shown, font=fname, fill=fill, anchor="lm", role="name")
    sx = x + fname.getlength(shown) + 8
    d.text(
        (sx, cy + 1),
        status,
        font=fsmall,
        fill=stamp_colour(theme)
        if preview is not None and current
        else theme.highlight
        if current
        else theme.text_dim,
        anchor="lm",
    )
    d.text((WIDTH - PAD - 9, cy + 1), info, font=fsmall, fill=theme.text_dim, anchor="rm")


def winner_text(view: TableView, names: Sequence[str]) -> str:
    """'Game over — Alice wins!' (a match: with victory points; ties share)."""
    if view.rounds <= 1:
        return panels.winner_text(view.ranking, names)

    def won(seat: int, name: str) -> str:
        return t("img-wins-with-vp", name=name, points=view.victory_points[seat])

    return panels.winner_text(view.ranking, names, head=t("img-match-over"), won=won)


def board_image(view: TableView, *, names: Sequence[str], theme: Theme) -> Image.Image:
    """The public table of a card game: every display and score board (RGB image)."""
    n = len(view.displays)
    top = BANNER_HEIGHT if view.over else 0
    img = Image.new("RGB", (WIDTH, top + STATUS_HEIGHT + n * BLOCK_H + PAD), theme.background)
    if view.over:
        banner(img, 0, winner_text(view, names), theme)
    panel(img, view, names=names, theme=theme)
    return img


def panel(
    img: Image.Image,
    view: TableView,
    *,
    names: Sequence[str],
    theme: Theme,
    only: Collection[int] | None = None,
) -> None:
    """The status line and every player's block of :func:`board_image` (``only``: redraw
    the status line and just these seats' blocks on a drawn table)."""
    if view.over:
        left = t("img-final-table")
    elif view.current is not None:
        left = f"{seat_name(names, view.current)}: {_phase_note(view)}"
    else:
        left = ""
    right = t("img-piles", draw=view.draw_pile, discard=view.discard_pile)
    if view.rounds > 1:
        right = t("img-round-of", round=view.round, rounds=view.rounds) + f" · {right}"
    who = seat_name(names, view.current) if view.current is not None else ""
    _status_line(img, BANNER_HEIGHT if view.over else 0, left, right, theme, who=who)
    for seat in range(len(view.displays)):
        if only is not None:
            if seat not in only:
                continue
            clear(img, (0, _block_top(view, seat), WIDTH, BLOCK_H), theme)
        _header(img, view, seat, seat_name(names, seat), theme)
        lit = _highlighted(view, seat)
        display = view.displays[seat]
        for i, card in enumerate(display):
            sprite = card_sprite(card, CARD_W, CARD_H, i >= len(display) - lit, theme)
            img.paste(sprite, card_origin(view, seat, i), sprite)
            replay(sprite, card_origin(view, seat, i))
        out = seat in view.resigned
        draw_board(img, board_origin(view, seat), view.scores[seat], view.colours, theme, dim=out)


# ----- the hand -----------------------------------------------------------------------------
HAND_CARD_W, HAND_CARD_H = 104, 156


def hand_image(view: HandView, *, name: str, theme: Theme) -> Image.Image:
    """A player's hand: each card large with its code, then their own score board."""
    height = 64 + HAND_CARD_H + 24 + BOARD_H + 56
    img = Image.new("RGB", (WIDTH, height), theme.background)
    d = canvas(img)
    n = len(view.cards)
    who = seat_name([name], 0)
    title = t("img-your-hand", name=who)
    hand_title(img, title, theme, room=WIDTH - 220, right=t("img-cards", count=n), who=who)
    slot = (WIDTH - 2 * PAD) / 6
    for i, card in enumerate(view.cards[:6]):
        x = round(PAD + slot * (i + 0.5) - HAND_CARD_W / 2)
        sprite = card_sprite(card, HAND_CARD_W, HAND_CARD_H, False, theme)
        img.paste(sprite, (x, 64), sprite)
        replay(sprite, (x, 64))
    if not view.cards:
        d.text(
            (WIDTH / 2, 64 + HAND_CARD_H / 2),
            t("img-hand-empty"),
            font=font(22),
            fill=theme.text_dim,
            anchor="mm",
        )
    board_top = 64 + HAND_CARD_H + 24
    draw_board(img, (WIDTH - PAD - BOARD_W, board_top), view.scores, view.colours, theme)
    weak = ", ".join(colour_name(c.letter) for c in view.weakest)
    notes = [
        (t("img-weakest", colours=weak), theme.weak),
        (t("img-goal", goal=view.goal), theme.text_dim),
    ]
    if view.phase == "exchange":
        notes.insert(0, (t("img-no-weak-card", colours=weak), theme.highlight))
    fnote = font(17)
    y = board_top + NUMS_H + 6
    for text, fill in notes:
        for line in _wrap(text, fnote, WIDTH - 3 * PAD - BOARD_W):
            d.text((PAD + 4, y), line, font=fnote, fill=fill, anchor="la")
            y += 22
        y += 7
    return img


def _wrap(text: str, f: Font, width: float) -> list[str]:
    """Words of ``text`` in lines no wider than ``width`` pixels."""
    lines: list[str] = []
    for word in text.split():
        if lines and f.getlength(f"{lines[-1]} {word}") <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines
