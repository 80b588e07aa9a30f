"""Classic Einfach Genial and the travel edition: the board and the rack.

The board image (``genial.classic.view.BoardView``): the whole printed
hexagon (radius 7 classic, 5 travel); cells out of play for this player count
dim and unlabelled (D-CL-1); empty cells labelled (D-ALL-2); printed symbols
(D-CL-2); tiles as two joined hexes with their symbols (D-ALL-3); the last
placement highlighted; then the status line (whose turn, phase, bag) and the
score panel. The static layer (plate, cells, labels, printed symbols) is
drawn once per (edition, cells in play, printed symbols, theme) and cached.

The rack image (``RackView``): the tiles large with their codes, and the
player's six scores with the weakest colour marked.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from genial.classic.view import BoardView, RackView
from genial.core.colours import Colour
from genial.core.hexgrid import Cell, Grid, hexagon

from . import panels
from .fonts import font
from .hexdraw import SCALE, HexLayout, downsample
from .layout import canvas, layer, phone_px
from .panels import (
    BANNER_HEIGHT,
    BELOW_HEIGHT,
    PAD,
    SeatLine,
    banner,
    board_frame,
    hand_title,
    in_order,
    mix,
    score_row,
    seat_name,
    seats_panel,
    status_line,
)
from .pieces import PieceStyle, piece_sprite, tile_cells
from .rated import rated
from .shapes import draw_symbol
from .teams import team_lines, team_names, team_standings
from .theme import Theme
from .words import note, t

#: Image width (1x pixels) and the margin around the board.
WIDTH = 720
MARGIN = 20
#: Gap between neighbouring cells, in 1x pixels.
CELL_GAP = 1.5

Labels = tuple[tuple[Cell, str], ...]
Printed = tuple[tuple[Cell, Colour], ...]


_LABELS: dict[tuple[frozenset[Cell], bool], Labels] = {}


def cell_labels(grid: Grid) -> Labels:
    """Every cell of ``grid`` with its label, in the grid's order (kept per set of cells:
    the same few boards are drawn again and again, and a view arrives pickled in a
    render process, so not per grid object)."""
    key = (grid.cells, grid.flat)
    labels = _LABELS.get(key)
    if labels is None:
        labels = tuple((c, grid.label(c)) for c in grid)
        if len(_LABELS) >= 64:
            _LABELS.clear()
        _LABELS[key] = labels
    return labels


def board_layout(radius: int) -> tuple[HexLayout, int]:
    """The board's layout (origin = centre cell, board top at y=0) and the board's height."""
    lay = HexLayout.fit(radius, WIDTH - 2 * MARGIN)
    top = MARGIN + radius * lay.pitch_y + math.ceil(lay.size)
    height = 2 * top
    return lay.at((WIDTH // 2, top)), height


def _plate(lay: HexLayout, radius: int) -> list[tuple[float, float]]:
    """The board plate: the hexagon through the six corner cells, pushed out past their edges."""
    cx, cy = lay.centre((0, 0))
    corners = [
        (0, -radius),
        (radius, -radius),
        (radius, 0),
        (0, radius),
        (-radius, radius),
        (-radius, 0),
    ]
    grow = (lay.size + 7) / math.cos(math.pi / 6)
    out = []
    for c in corners:
        x, y = lay.centre(c)
        dist = math.hypot(x - cx, y - cy)
        k = (dist + grow) / dist
        out.append(((cx + (x - cx) * k) * SCALE, (cy + (y - cy) * k) * SCALE))
    return out


@lru_cache(maxsize=16)
def static_layer(
    edition: str, radius: int, labels: Labels, printed: Printed, theme: Theme
) -> Image.Image:
    """The board without pieces: plate, cells (in play / out of play), labels, printed symbols.

    ``labels`` lists the cells in play with their labels. Cached per argument
    set (``edition`` keeps editions apart); never modify the result.
    """
    lay, height = board_layout(radius)
    big = Image.new("RGB", (WIDTH * SCALE, height * SCALE), theme.background)
    d = ImageDraw.Draw(big)
    d.polygon(_plate(lay, radius), fill=theme.board)
    in_play = {c for c, _ in labels}
    marks = dict(printed)
    for cell in hexagon(radius):
        fill = theme.off_cell
        if cell in marks:
            fill = theme.printed
        elif cell in in_play:
            fill = theme.cell
        d.polygon(lay.polygon(cell, CELL_GAP, SCALE), fill=fill)
    style = PieceStyle.tile(theme)
    ring = mix(theme.printed, theme.label, 0.45)
    for cell, colour in printed:
        # A fine inner frame marks the field as printed on the board (D-CL-2).
        d.polygon(lay.polygon(cell, CELL_GAP + 4, SCALE), outline=ring, width=2 * SCALE)
        x, y = lay.centre(cell)
        r = lay.half_width * style.symbol * SCALE
        draw_symbol(d, colour, (x * SCALE, y * SCALE), r, theme, hole=theme.printed)
    img = downsample(big)
    d = canvas(img)
    # Legible on a phone's 400 px (17 px on a 720 px board; was 13, 7 px on a phone).
    f = font(max(phone_px(img.width), round(lay.pitch_x * 0.29)), bold=True)
    with layer(img):
        for cell, text in labels:
            if cell not in marks:
                d.text(lay.centre(cell), text, font=f, fill=theme.label, anchor="mm", role="label")
    return img


def draw_pieces(img: Image.Image, lay: HexLayout, view: BoardView, theme: Theme) -> None:
    """Paste every tile of ``view.board`` (two joined halves) and highlight ``view.last``."""
    style = PieceStyle.tile(theme)
    last = set(view.last)
    later = []
    for cell, colour in view.board.items():
        other = view.partner.get(cell)
        if other is None:
            cells: tuple[Cell, ...] = ((0, 0),)
            symbols: tuple[Colour | None, ...] = (colour,)
        elif (cell[1], cell[0]) < (other[1], other[0]):
            # Each tile once, from its upper (or left) half.
            cells, symbols = tile_cells(cell, other), (colour, view.board.get(other))
        else:
            continue
        if cell in last:
            later.append((cell, cells, symbols))
            continue
        piece_sprite(lay, cells, symbols, style, theme).paste_on(img, lay.centre(cell))
    hi = PieceStyle.highlighted(theme)
    for cell, cells, symbols in later:
        piece_sprite(lay, cells, symbols, hi, theme).paste_on(img, lay.centre(cell))


def _phase_note(view: BoardView) -> str:
    if view.phase == "swap":
        return t("img-swap-or-keep-rack")
    # D-CL-5. BoardView.bonus_pending counts the bonus placements still owed
    # after the current one, so only "is this a bonus placement" is shown.
    if view.bonus_pending:
        return t("img-bonus-placement")
    return t("img-to-play")


def seat_lines(view: BoardView, names: Sequence[str]) -> list[SeatLine]:
    """The score panel's lines for a classic-like view (shared with editions that look alike)."""
    # Solitaire has no places, and the banner above already gives its result.
    solo = len(view.scores) == 1
    places = {} if solo else {st.seat: st for st in view.ranking or ()}
    lines = []
    for seat, scores in enumerate(view.scores):
        current = view.current == seat and not view.over
        out = seat in view.resigned
        status = _phase_note(view) if current else t("img-resigned") if out else ""
        standing = places.get(seat)
        if standing is not None and standing.note and not out:
            status = note(standing.note)
        size = view.rack_sizes[seat] if seat < len(view.rack_sizes) else 0
        lines.append(
            SeatLine(
                name=seat_name(names, seat),
                scores=tuple(scores),
                current=current,
                status=status,
                # A rack's size matters while it is played; at the end, a rating change.
                info=rated(seat) or ("" if view.over else t("img-rack-size", count=size)),
                out=out,
                place=standing.place if standing else None,
            )
        )
    return lines


def winner_text(view: BoardView, names: Sequence[str]) -> str:
    """'Game over — Alice wins!' (or who shares first place)."""
    if len(view.scores) == 1 and view.scores[0]:  # solo: its result, the weakest colour
        return t("img-game-over") + " — " + t("img-result", score=min(view.scores[0]))
    if view.teams:  # a team wins (or two share first place) in a game in teams
        ranking = team_standings(view, view.ranking or ())
        return panels.winner_text(ranking, team_names(view, names), won=_team_won)
    return panels.winner_text(view.ranking, names)


def _team_won(seat: int, name: str) -> str:
    return t("img-team-wins", team=name)


def board_image(view: BoardView, *, names: Sequence[str], theme: Theme) -> Image.Image:
    """The public board of a classic or travel game, with the score panel (RGB image)."""
    labels = cell_labels(view.grid)
    printed = tuple(sorted(view.printed.items(), key=lambda kv: (kv[0][1], kv[0][0])))
    static = static_layer(view.edition, view.radius, labels, printed, theme)
    lay, _ = board_layout(view.radius)
    top = BANNER_HEIGHT if view.over else 0
    covered = [text for cell, text in labels if cell in view.board]
    rows = len(view.teams) or len(view.scores)  # a game in teams: a block per team
    extra = BELOW_HEIGHT * len(view.teams)
    img, lay = board_frame(static, lay, top, rows, theme, covered=covered, extra=extra)
    draw_pieces(img, lay, view, theme)
    if view.over:
        banner(img, 0, winner_text(view, names), theme)
    panel(img, view, names=names, theme=theme)
    return img


def panel(
    img: Image.Image,
    view: BoardView,
    *,
    names: Sequence[str],
    theme: Theme,
    only: Collection[int] | None = None,
) -> None:
    """The status line and the score blocks of :func:`board_image` (``only``: redraw the
    status line and just these seats' blocks on a drawn board)."""
    if view.over:
        left = t("img-final-scores")
    elif view.current is not None:
        left = f"{seat_name(names, view.current)}: {_phase_note(view)}"
    else:
        left = ""
    _, board_h = board_layout(view.radius)
    top = BANNER_HEIGHT if view.over else 0
    who = seat_name(names, view.current) if view.current is not None else ""
    y = status_line(img, top + board_h - 8, left, t("img-bag", count=view.bag), theme, who=who)
    if view.teams:
        lines, rows = team_lines(view, seat_lines(view, names), only)
    else:
        lines, rows = in_order(view, seat_lines(view, names), only)
    seats_panel(img, y, lines, view.colours, view.cap, theme, only=rows, boards=view.boards)


# ----- the rack ----------------------------------------------------------------------------
RACK_WIDTH = 1000
RACK_PITCH = 72
RACK_TOP = 64


def rack_layout() -> HexLayout:
    """The hex geometry of rack tiles (larger than on the board)."""
    return HexLayout(RACK_PITCH, round(RACK_PITCH * math.sqrt(3) / 2), (0, 0))


def rack_centres(count: int) -> list[tuple[int, int]]:
    """Pixel centre of each rack tile's left half (its first colour), for ``count`` tiles."""
    lay = rack_layout()
    slot = (RACK_WIDTH - 2 * PAD) / 6
    cy = RACK_TOP + round(lay.size) + 6
    return [(round(PAD + slot * (i + 0.5) - lay.pitch_x / 2), cy) for i in range(count)]


def rack_image(view: RackView, *, name: str, theme: Theme) -> Image.Image:
    """A player's rack: each tile large with its code under it, then their six scores."""
    lay = rack_layout()
    tiles_h = round(2 * lay.size) + 56
    height = RACK_TOP + tiles_h + 84
    cy = RACK_TOP + round(lay.size) + 6
    img = Image.new("RGB", (RACK_WIDTH, height), theme.background)
    d = canvas(img)
    n = len(view.tiles)
    who = seat_name([name], 0)
    title = t("img-your-rack", name=who)
    hand_title(img, title, theme, room=RACK_WIDTH - 200, right=t("img-tiles", count=n), who=who)
    style = PieceStyle.tile(theme)
    fcode = font(28, bold=True)
    if not view.tiles:
        d.text(
            (RACK_WIDTH / 2, cy),
            t("img-rack-empty"),
            font=font(28),
            fill=theme.text_dim,
            anchor="mm",
        )
    for tile, first in zip(view.tiles, rack_centres(len(view.tiles)), strict=True):
        sprite = piece_sprite(lay, ((0, 0), (1, 0)), (tile.a, tile.b), style, theme)
        sprite.paste_on(img, first)
        mid = first[0] + lay.pitch_x / 2
        d.text((mid, cy + lay.size + 26), tile.code, font=fcode, fill=theme.text, anchor="mm")
    row = (PAD, height - 76, RACK_WIDTH - 2 * PAD, 64)
    score_row(img, row, view.scores, view.colours, view.cap, theme, boards=view.boards)
    return img
