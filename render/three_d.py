"""Einfach Genial 3D and 3D solo: the board with its stacks, and the rack.

The board (``genial.three_d.view.BoardView``) is drawn from above, like the
classic board, with height made readable at a glance:

* every visible piece is tinted by its level (ivory on the board, warmer and
  darker the higher it lies) and casts a shadow that grows with its level;
* every covered cell shows its level number above the symbol and its label
  below it (covered cells are still targets: tiles stack on them, 3D-11);
* the visible halves of one tile are joined, so tiles are outlined at the
  level where they lie, half-covered tiles included;
* start stones that nothing covers are grey stones with a triangle (3D-2);
* the last placement is highlighted; a legend in the board's corner maps tints
  to levels.

Below the board: a banner for the final round (D-3D-9) or the end, a status
line (whose turn and what they do, supply left, the opening rule while it
applies, the solo tile to place) and the score panel (0..27, or 0..54 in
solo with a tick where the second track starts), weakest colours marked.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PIL import Image, ImageDraw

from genial.classic.view import RackView as ClassicRackView
from genial.core.hexgrid import Cell
from genial.three_d.view import BoardView, RackView

from . import classic
from .fonts import font
from .hexdraw import HexLayout
from .layout import canvas, phone_px
from .panels import (
    BANNER_HEIGHT,
    PAD,
    SEAT_HEIGHT,
    STATUS_HEIGHT,
    SeatLine,
    banner,
    board_frame,
    in_order,
    mix,
    row_of,
    seat_name,
    seats_panel,
    status_line,
    status_texts,
)
from .pieces import PieceStyle, piece_sprite, tile_cells
from .preview import active
from .rated import rated
from .theme import RGB, Theme
from .words import note, t

#: Symbol radius on the 3D board (fraction of the cell's half width): smaller than
#: classic's, to leave room for the level number above and the label below.
SYMBOL = 0.5
#: Levels with their own tint; higher levels share the last one (the number tells).
TINTS = 6
#: Shadow offset per level above the first, and its cap, as fractions of the column pitch
#: (2 and 8 px on the 86 px pitch the 3D board had 1000 px wide).
SHADOW_STEP = 2 / 86
SHADOW_MAX = 8 / 86
#: Rows of the level legend.
LEGEND_ROWS = 2
#: Height of the exchange note under the rack.
NOTE_HEIGHT = 44


#: How far each level's tint is from the tile colour towards ``WARM`` (bigger steps low
#: down, where most tiles lie).
RAMP = (0.0, 0.3, 0.52, 0.68, 0.8, 0.9)
WARM: RGB = (200, 146, 92)


def level_tint(level: int, theme: Theme) -> RGB:
    """The body colour of a piece on ``level``: the tile colour, warming with height."""
    return mix(theme.tile, WARM, RAMP[min(level, TINTS) - 1])


def _style(level: int, theme: Theme, *, last: bool = False, start: bool = False) -> PieceStyle:
    if start:
        return PieceStyle(theme.printed, theme.tile_outline, 2.0, None, symbol=SYMBOL)
    body = level_tint(level, theme)
    groove = mix(body, theme.tile_outline, 0.25)
    if last:
        # Keep the level's tint (it tells the height); the thick outline marks the move.
        return PieceStyle(body, theme.highlight, 4.5, groove, gap=0.5, symbol=SYMBOL)
    return PieceStyle(body, theme.tile_outline, 2.0, groove, symbol=SYMBOL)


def _shadow(theme: Theme) -> PieceStyle:
    dark = mix(theme.background, (0, 0, 0), 0.5)
    return PieceStyle(dark, dark, 1.0, None, gap=1.0, symbol=SYMBOL)


def visible_pieces(view: BoardView) -> list[tuple[int, int, tuple[Cell, ...]]]:
    """(level, piece id, visible cells) of every piece seen from above, lowest first."""
    cells: dict[int, list[Cell]] = {}
    for cell, pid in view.top_piece.items():
        cells.setdefault(pid, []).append(cell)
    out = []
    for pid, seen in cells.items():
        seen.sort(key=lambda c: (c[1], c[0]))
        out.append((view.height[seen[0]], pid, tuple(seen)))
    out.sort()
    return out


def draw_stacks(img: Image.Image, lay: HexLayout, view: BoardView, theme: Theme) -> None:
    """Shadows, then every visible piece by level, then level numbers and labels."""
    pieces = visible_pieces(view)
    shadow = _shadow(theme)
    last = set(view.last)
    for level, _pid, seen in pieces:
        if level > 1:
            off = round(lay.pitch_x * min(SHADOW_MAX, SHADOW_STEP * (level - 1)))
            sprite = piece_sprite(lay, _relative(seen), (None,) * len(seen), shadow, theme)
            x, y = lay.centre(seen[0])
            sprite.paste_on(img, (x + off, y + off))
    for level, pid, seen in pieces:
        symbols = tuple(view.top[c] for c in seen)
        style = _style(level, theme, last=bool(last & set(seen)), start=pid < 0)
        piece_sprite(lay, _relative(seen), symbols, style, theme).paste_on(img, lay.centre(seen[0]))
    d = canvas(img)
    # The level and the label of a stack at the smallest size legible on a phone's 400 px
    # (17 px on a 720 px board; they were 15 and 13 px, 8 and 7 px on a phone).
    least = phone_px(img.width)
    f_level = font(max(least, round(lay.pitch_x * 0.25)), bold=True)
    f_label = font(max(least, round(lay.pitch_x * 0.22)), bold=True)
    ink = mix(theme.tile_outline, theme.tile, 0.15)
    soft = mix(theme.tile_outline, theme.tile, 0.25)
    for cell, height in view.height.items():
        if not height:
            continue
        x, y = lay.centre(cell)
        label = view.grid.label(cell)
        if view.top_piece[cell] < 0:
            _start_mark(d, (x, y - lay.size * 0.66), lay.size * 0.16, ink)
            d.text((x, y + lay.size * 0.7), label, font=f_label, fill=theme.label, anchor="mm")
        else:
            d.text((x, y - lay.size * 0.68), str(height), font=f_level, fill=ink, anchor="mm")
            d.text((x, y + lay.size * 0.72), label, font=f_label, fill=soft, anchor="mm")


def _relative(seen: tuple[Cell, ...]) -> tuple[Cell, ...]:
    return tile_cells(seen[0], seen[1]) if len(seen) == 2 else ((0, 0),)


def _start_mark(d: ImageDraw.ImageDraw, c: tuple[float, float], r: float, fill: RGB) -> None:
    """The start stone's triangle (its recess on the board, 3D-2)."""
    x, y = c
    d.polygon([(x, y - r), (x + r * 1.1, y + r * 0.8), (x - r * 1.1, y + r * 0.8)], fill=fill)


def draw_legend(img: Image.Image, lay: HexLayout, top: int, board_h: int, theme: Theme) -> None:
    """Small tinted hexes labelled 1..6+ in the board's lower-left corner (two rows of three,
    clear of the corner cells on a 720 px board)."""
    d = canvas(img)
    f = font(17, bold=True)
    small = HexLayout(28, 24, (0, 0))
    bottom = top + board_h - 30
    head = bottom - 27 * (LEGEND_ROWS - 1) - 30
    d.text((PAD + 4, head), t("img-level"), font=font(17), fill=theme.text_dim, anchor="lm")
    per_row = -(-TINTS // LEGEND_ROWS)
    for i in range(TINTS):
        row, col = divmod(i, per_row)
        x = PAD + 18 + col * 31 + (row % 2) * 15
        y = bottom - 27 * (LEGEND_ROWS - 1 - row)
        style = PieceStyle(level_tint(i + 1, theme), theme.tile_outline, 1.5, None, gap=1.0)
        piece_sprite(small, ((0, 0),), (None,), style, theme).paste_on(img, (x, y))
        text = f"{i + 1}+" if i == TINTS - 1 else str(i + 1)
        d.text((x, y), text, font=f, fill=theme.tile_outline, anchor="mm")


def _phase_note(view: BoardView) -> str:
    if view.phase == "exchange":
        return t("img-exchange-or-keep-rack")
    if view.bonus_pending:
        if view.bonus_pending == 1:
            return t("img-bonus-move")
        return t("img-bonus-move-of", count=view.bonus_pending)
    return t("img-to-play")


def seat_lines(view: BoardView, names: Sequence[str]) -> list[SeatLine]:
    """The score panel's lines: name, turn, rack size (or result in solo), place at the end."""
    places = {st.seat: st for st in view.ranking or ()}
    lines = []
    for seat, scores in enumerate(view.scores):
        current = view.current == seat and not view.over
        out = seat in view.resigned
        status = _phase_note(view) if current else t("img-resigned") if out else ""
        if view.final_round and seat in view.final_left and not current:
            status = t("img-last-turn-to-come")
        standing = places.get(seat)
        solo = view.solo_score is not None
        if standing is not None and standing.note and not out and not solo:
            status = note(standing.note)
        if solo:  # the result so far; at the end the banner gives it
            info = "" if view.over else t("img-result", score=view.solo_score)
        else:
            info = t("img-rack-size", count=view.rack_sizes[seat])
        lines.append(
            SeatLine(
                name=seat_name(names, seat),
                scores=tuple(scores),
                current=current,
                status=status,
                info=rated(seat) or info,
                out=out,
                place=standing.place if standing and len(view.scores) > 1 else None,
            )
        )
    return lines


def _status(view: BoardView, names: Sequence[str]) -> str:
    if view.over:
        return t("img-final-scores")
    if view.current is None:
        return ""
    who = seat_name(names, view.current)
    if view.solo_tile is not None:
        return f"{who}: " + t("img-place-this-tile")
    text = f"{who}: {_phase_note(view)}"
    if view.untouched:
        cells = ", ".join(sorted(view.grid.label(c) for c in view.untouched))
        text += " · " + t("img-opening-next-to", cells=cells)
    return text


def _banner_text(view: BoardView, names: Sequence[str]) -> str | None:
    if view.over:
        if view.solo_score is not None:
            return t("img-game-over") + " — " + t("img-result", score=view.solo_score)
        firsts = [st.seat for st in view.ranking or () if st.place == 1]
        who = [seat_name(names, s) for s in firsts]
        if len(who) == 1:
            return t("img-game-over") + " — " + t("img-wins", name=who[0])
        if not who:
            return t("img-game-over")
        shared = t("img-share-first", names=", ".join(who[:-1]), last=who[-1])
        return t("img-game-over") + " — " + shared
    if view.final_round:
        return t("img-final-round")
    return None


def _ticks(
    img: Image.Image,
    top: int,
    view: BoardView,
    theme: Theme,
    only: Collection[int] | None = None,
) -> None:
    """Marks on every score bar at the bonus fields (18) or the second track's start (27).

    Mirrors the bar geometry of :func:`render.panels.seat_block`/``score_row``.
    """
    marks = [v for v in (*view.bonus_at, view.wrap or 0) if 0 < v < view.cap]
    if not marks:
        return
    d = ImageDraw.Draw(img)
    x0, w = PAD + PAD - 7, img.width - 2 * PAD - 2 * PAD + 14
    n = len(view.colours)
    for seat in range(len(view.scores)):
        if only is not None and seat not in only:
            continue
        y0 = top + row_of(view, seat, len(view.scores)) * SEAT_HEIGHT + 46
        by = y0 + (SEAT_HEIGHT - 54) - 10
        for i in range(n):
            bx0 = round(x0 + i * w / n) + 7
            bx1 = round(x0 + (i + 1) * w / n) - 6 - 7
            for v in marks:
                x = bx0 + round((bx1 - bx0) * v / view.cap)
                d.rectangle((x - 1, by - 4, x, by + 8), fill=theme.text)


def board_image(view: BoardView, *, names: Sequence[str], theme: Theme) -> Image.Image:
    """The public board of a 3D or 3D-solo game with the score panel (RGB image)."""
    labels = classic.cell_labels(view.grid)
    static = classic.static_layer(view.edition, view.radius, labels, (), theme)
    lay, board_h = classic.board_layout(view.radius)
    title = _banner_text(view, names)
    top = BANNER_HEIGHT if title else 0
    # A stack's cell gets its label again below the piece (draw_stacks).
    covered = [text for cell, text in labels if view.height.get(cell)]
    img, lay = board_frame(static, lay, top, len(view.scores), theme, covered=covered)
    draw_stacks(img, lay, view, theme)
    draw_legend(img, lay, top, board_h, theme)
    if title:
        colour = None if view.over else theme.highlight
        banner(img, 0, title, theme, colour=colour)
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
    """The status line (with the solo tile) and the score blocks of :func:`board_image`
    (``only``: redraw the status line and just these seats' blocks on a drawn board)."""
    _, board_h = classic.board_layout(view.radius)
    top = BANNER_HEIGHT if _banner_text(view, names) else 0
    right = t("img-supply", count=view.supply)
    who = seat_name(names, view.current) if view.current is not None else ""
    # A preview does not show 3D solo's next tile: drawn in the copy the preview plays, it
    # would tell the player the next draw before they commit to the move.
    solo = view.solo_tile is not None and active() is None
    reserve = _solo_room(view) if solo else 0
    y = status_line(
        img, top + board_h - 8, _status(view, names), right, theme, who=who, reserve=reserve
    )
    if solo:
        _solo_tile(img, y - STATUS_HEIGHT, view, names, theme)
    lines, rows = in_order(view, seat_lines(view, names), only)
    seats_panel(img, y, lines, view.colours, view.cap, theme, only=rows)
    _ticks(img, y, view, theme, only)


def _solo_room(view: BoardView) -> float:
    """Pixels 3D solo's status line keeps after its text for the drawn tile and its code."""
    code = view.solo_tile.code if view.solo_tile is not None else ""
    return 30 + 66 + font(24, bold=True).getlength(code) + 12


def _solo_tile(
    img: Image.Image, top: int, view: BoardView, names: Sequence[str], theme: Theme
) -> None:
    """The drawn tile (public in solo) after the status text."""
    assert view.solo_tile is not None
    tile = view.solo_tile
    lay = HexLayout(36, 31, (0, 0))
    who = seat_name(names, view.current) if view.current is not None else ""
    right = t("img-supply", count=view.supply)
    text, f, _, _ = status_texts(
        img.width, _status(view, names), right, who=who, reserve=_solo_room(view)
    )
    x = PAD + 4 + round(f.getlength(text)) + 30
    style = PieceStyle(theme.tile, theme.tile_outline, 1.5, theme.tile_groove, gap=1.0)
    sprite = piece_sprite(lay, ((0, 0), (1, 0)), (tile.a, tile.b), style, theme)
    sprite.paste_on(img, (x, top + STATUS_HEIGHT // 2))
    d = canvas(img)
    d.text(
        (x + 36 + 30, top + STATUS_HEIGHT // 2),
        tile.code,
        font=font(24, bold=True),
        fill=theme.text,
        anchor="lm",
    )


def rack_image(view: RackView, *, name: str, theme: Theme) -> Image.Image:
    """A player's rack (the classic rack image), with a note when they may exchange."""
    rack = ClassicRackView(view.seat, view.tiles, view.scores, view.colours, view.cap)
    img = classic.rack_image(rack, name=name, theme=theme)
    if not view.can_exchange:
        return img
    out = Image.new("RGB", (img.width, img.height + NOTE_HEIGHT), theme.background)
    out.paste(img, (0, 0))
    d = canvas(out)
    d.text(
        (PAD + 4, img.height + NOTE_HEIGHT // 2 - 6),
        t("img-may-exchange-rack"),
        font=font(22, bold=True),
        fill=theme.weak,
        anchor="lm",
    )
    return out
