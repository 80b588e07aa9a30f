"""Genial Spezial: the landscape board with towers, chips, bonus fields and stones; a seat's board.

The board image (``genial.spezial.view.SpezialView``): the 247-field double
hexagon standing upright (D-SPZ-1; the landscape drawing the labels follow,
D-ALL-2, turned a quarter counter-clockwise so that the fields and their labels
are large enough on a phone: lettered rows, A at the bottom, numbers
from the left), every empty field labelled; printed tower
fields dark-blue or grey-blue (SPZ-2), unused ones still placeable (D-SPZ-4);
towers with their chip (colour shape, value, light or black side, SPZ-27),
large towers framed in light blue; bonus fields ringed in gold (D-SPZ-3);
stones in four player colours, each with its player's mark (dot, ring,
cross, bar) so colour-blind players can tell them apart; the last stone
outlined; then the status line (whose turn, round) and every player's four
tracks 0..20 with the weakest colour marked and their stones left.

The static layer (plate, fields, labels, bonus rings) is drawn once per
(players, theme) and cached; chips and stones are cached sprites.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import replace
from functools import lru_cache

from PIL import Image, ImageDraw

from genial.spezial.board import spezial_board
from genial.spezial.view import SeatView, SpezialView

from . import panels
from .fonts import font
from .hexdraw import SCALE, HexLayout, downsample
from .layout import canvas, layer
from .panels import (
    BANNER_HEIGHT,
    BELOW_HEIGHT,
    PAD,
    SEAT_HEIGHT,
    SeatLine,
    banner,
    board_frame,
    hand_title,
    in_order,
    mix,
    row_of,
    score_row,
    seat_name,
    seats_panel,
    status_line,
)
from .pieces import piece_sprite
from .rated import rated
from .spezial_parts import (
    FIELD,
    FIELD_LABEL,
    centre,
    chip_sprite,
    display,
    marked_stone,
    paste_mark,
    polygon,
    stone_colour,
    stone_edge,
    stone_style,
)
from .theme import Theme
from .words import t

WIDTH = 880
MARGIN = 16
#: Distance between neighbours in a row (pointy-top cell width). 56 px at 880 wide: the
#: 21 px labels are 9.5 px on a phone's 400 px (the landscape board's 38 px gave 7 px).
PITCH = 56
CELL_GAP = 1.5
#: A stone's mark on each of its cells (pixels square).
MARK = round(PITCH * 0.38)
#: Room for a seat's stone swatch left of its stones-left count (see :func:`_swatches`).
SWATCH_ROOM = 44
#: Space between the two columns of score panels.
GUTTER = 8


@lru_cache(maxsize=1)
def board_layout() -> tuple[HexLayout, int]:
    """The board's layout (cell (0, 0) at the centre) and the board's height in pixels."""
    pitch_y = round(PITCH * math.sqrt(3) / 2)
    lay = HexLayout(PITCH, pitch_y, (0, 0))
    _, top, _, bottom = lay.bounds([display(c) for c in spezial_board().grid])
    height = 2 * MARGIN + bottom - top
    return lay.at((WIDTH // 2, MARGIN - top)), height


@lru_cache(maxsize=8)
def static_layer(players: int, theme: Theme) -> Image.Image:
    """Fields, labels and bonus rings for ``players`` (towers in play get no label)."""
    board = spezial_board()
    towers = board.towers(players)
    lay, height = board_layout()
    big = Image.new("RGB", (WIDTH * SCALE, height * SCALE), theme.background)
    d = ImageDraw.Draw(big)
    for cell in board.grid:
        d.polygon(polygon(lay, cell, -3.0, SCALE), fill=theme.board)
    gold = theme.winner
    for cell in board.grid:
        field = board.fields.get(cell)
        fill = FIELD[field.kind] if field else theme.cell
        if cell in board.bonus:
            fill = mix(theme.cell, gold, 0.18)
        d.polygon(polygon(lay, cell, CELL_GAP, SCALE), fill=fill)
        if cell in board.bonus:
            d.polygon(polygon(lay, cell, CELL_GAP + 4, SCALE), outline=gold, width=3 * SCALE)
    img = downsample(big)
    d = canvas(img)
    f = font(round(PITCH * 0.38), bold=True)
    with layer(img):
        for cell in board.grid:
            if cell not in towers:
                ink = FIELD_LABEL if cell in board.fields else theme.label
                label = board.grid.label(cell)
                d.text(centre(lay, cell), label, font=f, fill=ink, anchor="mm", role="label")
    return img


def draw_board(img: Image.Image, lay: HexLayout, view: SpezialView, theme: Theme) -> None:
    """Paste the chips and the stones (with marks), the last stone outlined."""
    size = PITCH - 4
    for cell, tower in view.towers.items():
        chip = chip_sprite(tower.colour, tower.value, tower.black, tower.large, size, theme)
        x, y = centre(lay, cell)
        img.paste(chip, (x - size // 2, y - size // 2), chip)
    last = set(view.last)
    done = set()
    for cell, seat in sorted(view.stones.items(), key=lambda kv: kv[0] in last):
        if cell in done:
            continue
        other = view.partner[cell]
        done |= {cell, other}
        stone = marked_stone(lay, cell, other, seat, cell in last, MARK, theme)
        stone.paste_on(img, centre(lay, cell))


def seat_lines(view: SpezialView, names: Sequence[str]) -> list[SeatLine]:
    """One panel line per seat: scores, whose turn, stones left, place once over."""
    places = {st.seat: st.place for st in view.ranking or ()}
    lines = []
    for seat, scores in enumerate(view.scores):
        status = t("img-to-play") if view.current == seat else ""
        if seat in view.resigned:
            status = t("img-resigned")
        lines.append(
            SeatLine(
                name=seat_name(names, seat),
                scores=tuple(scores),
                current=view.current == seat,
                status=status,
                # The count beside the stone swatch: "● 12" (the words cut names and
                # statuses in these half-width blocks).
                info=str(view.stones_left[seat]),
                info_pad=SWATCH_ROOM,
                out=seat in view.resigned,
                place=places.get(seat),
                # A half-width block keeps the name's room: the rating change (at the
                # end of a rated game) takes a line of its own under the name.
                below=rated(seat) if any(rated(s) for s in range(view.players)) else "",
            )
        )
    if any(line.below for line in lines):  # every block as tall: the two columns stay level
        lines = [replace(line, below=line.below or " ") for line in lines]
    return lines


def _swatches(
    img: Image.Image,
    top: int,
    view: SpezialView,
    width: int,
    theme: Theme,
    only: Collection[int] | None = None,
) -> None:
    """Each player's stone colour and mark, drawn left of their stones-left count.

    Follows :func:`render.panels.seat_block`'s geometry: two columns of blocks
    ``width`` wide, the info text right-aligned ``PAD`` from a block's edge.
    """
    f = font(23)
    d = ImageDraw.Draw(img)
    for seat in range(view.players):
        if only is not None and seat not in only:
            continue
        place = row_of(view, seat, view.players)
        col, row = place % 2, place // 2
        right = PAD + col * (width + GUTTER) + width - PAD
        x = round(right - f.getlength(str(view.stones_left[seat])) - 26)
        tall = SEAT_HEIGHT + (BELOW_HEIGHT if any(rated(s) for s in range(view.players)) else 0)
        y = top + row * tall + 26
        d.ellipse(
            (x - 14, y - 14, x + 14, y + 14),
            fill=stone_colour(seat, theme),
            outline=stone_edge(seat),
        )
        paste_mark(img, (x, y), seat, 18, theme)


def winner_text(view: SpezialView, names: Sequence[str]) -> str:
    """'Game over — Ada wins!' or who shares first place."""
    return panels.winner_text(view.ranking, names)


def board_image(view: SpezialView, *, names: Sequence[str], theme: Theme) -> Image.Image:
    """The public board with the status line and every player's tracks (RGB image)."""
    static = static_layer(view.players, theme)
    lay, _ = board_layout()
    top = BANNER_HEIGHT if view.over else 0
    covered = [view.grid.label(c) for c in (*view.stones, *view.towers)]
    rows = (view.players + 1) // 2
    below = BELOW_HEIGHT * rows if any(rated(s) for s in range(view.players)) else 0
    img, lay = board_frame(static, lay, top, rows, theme, covered=covered, extra=below)
    draw_board(img, lay, view, theme)
    if view.over:
        banner(img, 0, winner_text(view, names), theme)
    panel(img, view, names=names, theme=theme)
    return img


def panel(
    img: Image.Image,
    view: SpezialView,
    *,
    names: Sequence[str],
    theme: Theme,
    only: Collection[int] | None = None,
) -> None:
    """The status line and the two columns of score blocks of :func:`board_image`
    (``only``: redraw the status line and just these seats' blocks on a drawn board)."""
    if view.over:
        left = t("img-final-scores")
    elif view.current is not None:
        left = f"{seat_name(names, view.current)}: " + t("img-place-a-stone")
    else:
        left = ""
    right = t("img-round-of", round=view.round, rounds=view.stones_each)
    _, board_h = board_layout()
    top = BANNER_HEIGHT if view.over else 0
    who = seat_name(names, view.current) if view.current is not None else ""
    y = status_line(img, top + board_h - 4, left, right, theme, who=who)
    lines, shown = in_order(view, seat_lines(view, names), only)
    width = (WIDTH - 2 * PAD - GUTTER) // 2
    for col in range(2):
        x0 = PAD + col * (width + GUTTER)
        rows = (
            None
            if shown is None
            else {i for i, r in enumerate(range(col, len(lines), 2)) if r in shown}
        )
        seats_panel(
            img, y, lines[col::2], view.colours, view.cap, theme, left=x0, width=width, only=rows
        )
    _swatches(img, y, view, width, theme, only)


# ----- a player's own board ------------------------------------------------------------------
HAND_WIDTH = 1000


def seat_image(view: SeatView, *, name: str, theme: Theme) -> Image.Image:
    """A player's stones (placed ones dim) and four tracks with the weakest marked."""
    height = 280
    img = Image.new("RGB", (HAND_WIDTH, height), theme.background)
    who = seat_name([name], 0)
    title = t("img-your-stones", name=who)
    left = t("img-stones-left", left=view.stones_left, total=view.stones_each)
    hand_title(img, title, theme, room=HAND_WIDTH - 260, right=left, who=who)
    step = (HAND_WIDTH - 2 * PAD) / view.stones_each
    lay = HexLayout(34, 29, (0, 0), flat=True)
    live = stone_style(view.seat, False, theme)
    dim = replace(live, body=mix(live.body, theme.background, 0.72))
    for i in range(view.stones_each):
        x = round(PAD + step * (i + 0.5))
        placed = i >= view.stones_left
        sprite = piece_sprite(lay, ((0, 0), (1, 0)), (None, None), dim if placed else live, theme)
        sprite.paste_on(img, (x, 84))
        if not placed:
            for y in (84, 84 + lay.pitch_x):
                paste_mark(img, (x, y), view.seat, 16, theme)
    row = (PAD, height - 100, HAND_WIDTH - 2 * PAD, 80)
    score_row(img, row, view.scores, view.colours, view.cap, theme)
    return img
