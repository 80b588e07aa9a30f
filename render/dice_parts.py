"""Drawing parts of the dice game's images: die faces, sheet cells, the sheet, a row of dice.

Die faces and sheet cells are small supersampled sprites (drawn at
``SCALE`` and shrunk, see :mod:`render.hexdraw`), cached per (colour, state,
size, theme); the sheet and the dice rows paste them and draw text at 1x.
Used by :mod:`render.dice`.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from genial.core.colours import Colour

from .fonts import font
from .hexdraw import SCALE, downsample
from .layout import canvas, phone_px, wrap
from .shapes import CLEAR, draw_symbol, icon
from .theme import RGB, Theme
from .words import t

#: Sheet cell size and gap; extra gap between sections (1x pixels, for the board's
#: 720 px canvas: the 1000 px layout's sizes times 0.72).
CELL = 30
GAP = 3
SECTION_GAP = 7
#: Die size and gap on the board image.
DIE = 56
DIE_GAP = 12
#: Sheet states of a cell.
CROSSED, OPEN, LOCKED, LAST = "crossed", "open", "locked", "last"


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


# ----- sprites ----------------------------------------------------------------------------
@lru_cache(maxsize=256)
def cell_sprite(colour: Colour, state: str, size: int, theme: Theme) -> Image.Image:
    """One sheet cell (RGBA, ``size`` square): crossed, open, locked or last-crossed."""
    s = size * SCALE
    im = Image.new("RGBA", (s, s), CLEAR)
    d = ImageDraw.Draw(im)
    box = (SCALE, SCALE, s - SCALE, s - SCALE)
    radius = s // 6
    if state in (CROSSED, LAST):
        body = theme.highlight_tile if state == LAST else theme.tile
        outline = theme.highlight if state == LAST else theme.tile_outline
        width = round(SCALE * (3.5 if state == LAST else 1.5))
        d.rounded_rectangle(box, radius, fill=(*body, 255), outline=(*outline, 255), width=width)
        draw_symbol(d, colour, (s / 2, s / 2), s * 0.36, theme, hole=body)
    else:
        body = theme.cell if state == OPEN else theme.off_cell
        ghost = _mix(body, theme.symbol(colour), 0.35 if state == OPEN else 0.12)
        d.rounded_rectangle(box, radius, fill=(*body, 255))
        if state == LOCKED:  # hatched, so locked reads apart from open in any theme
            hatch = (*_mix(body, theme.text_dim, 0.3), 255)
            for k in range(-s, s, s // 4):
                d.line([(k, s), (k + s, 0)], fill=hatch, width=SCALE)
            mask = Image.new("L", (s, s), 0)
            ImageDraw.Draw(mask).rounded_rectangle(box, radius, fill=255)
            im.putalpha(mask)
        draw_symbol(d, colour, (s / 2, s / 2), s * 0.3, theme, hole=body, fill=ghost)
    return downsample(im)


@lru_cache(maxsize=128)
def die_sprite(colour: Colour | None, size: int, framed: bool, theme: Theme) -> Image.Image:
    """A die showing ``colour``'s symbol (RGBA); None = not rolled yet (an empty outline).

    ``framed`` draws the highlight frame that marks a die matched by the roller.
    """
    s = size * SCALE
    im = Image.new("RGBA", (s, s), CLEAR)
    d = ImageDraw.Draw(im)
    inset = SCALE * 3
    box = (inset, inset, s - inset, s - inset)
    radius = s // 5
    if colour is None:
        d.rounded_rectangle(box, radius, outline=(*theme.text_dim, 255), width=SCALE * 2)
        return downsample(im)
    if framed:
        d.rounded_rectangle((0, 0, s - 1, s - 1), radius + inset, fill=(*theme.highlight, 255))
    outline = (*theme.tile_outline, 255)
    d.rounded_rectangle(box, radius, fill=(*theme.tile, 255), outline=outline, width=SCALE * 2)
    draw_symbol(d, colour, (s / 2, s / 2), s * 0.34, theme, hole=theme.tile)
    return downsample(im)


def padlock(draw: ImageDraw.ImageDraw, cx: float, cy: float, h: float, fill: RGB) -> None:
    """A small padlock (marks a locked section)."""
    w = h * 0.8
    body_top = cy - h * 0.05
    draw.arc(
        (cx - w * 0.32, cy - h * 0.5, cx + w * 0.32, body_top + h * 0.25),
        180,
        360,
        fill=fill,
        width=max(2, round(h * 0.12)),
    )
    draw.rounded_rectangle(
        (cx - w / 2, body_top, cx + w / 2, cy + h * 0.5), radius=max(1, round(h * 0.1)), fill=fill
    )


# ----- the sheet --------------------------------------------------------------------------
def cell_x(sections: Sequence[int], cell: int, size: int, gap: int, section_gap: int) -> int:
    """Left edge (relative to the first cell) of ``cell`` (1-based)."""
    x, n = 0, 0
    for width in sections:
        for _ in range(width):
            n += 1
            if n == cell:
                return x
            x += size + gap
        x += section_gap
    raise ValueError(f"cell {cell} is off the row")


def sheet_width(sections: Sequence[int], size: int, gap: int, section_gap: int) -> int:
    """Width of a row's cells."""
    return cell_x(sections, sum(sections), size, gap, section_gap) + size


def draw_sheet(
    img: Image.Image,
    origin: tuple[int, int],
    *,
    colours: Sequence[Colour],
    sections: Sequence[int],
    rows: Sequence[int],
    open_sections: int,
    last: set[tuple[int, int]],
    theme: Theme,
    size: int = CELL,
    gap: int = GAP,
    section_gap: int = SECTION_GAP,
) -> tuple[int, int]:
    """Draw a sheet with its top-left cell at ``origin``; returns (width, height) drawn.

    Each row starts with its colour's symbol and ends with its count (the
    weakest row's count in ``theme.weak`` with a triangle). Locked sections
    get a padlock above them; ``last`` holds (row, cell) pairs to highlight.
    """
    x0, y0 = origin
    d = canvas(img)
    head = size
    ends = [sum(sections[: i + 1]) for i in range(len(sections))]
    cells_x = x0 + head + gap * 2
    # the weakest row(s) (D-DCE-8), unless every row is alike
    low = min(rows) if rows and min(rows) < max(rows) else -1
    fcount = font(round(size * 0.6), bold=True)
    for i, colour in enumerate(colours):
        y = y0 + i * (size + gap)
        draw_symbol_icon(img, colour, (x0 + head // 2, y + size // 2), size, theme)
        for cell in range(1, sum(sections) + 1):
            section = next(k for k, e in enumerate(ends) if cell <= e)
            if cell <= rows[i]:
                state = LAST if (i, cell) in last else CROSSED
            else:
                state = OPEN if section < open_sections else LOCKED
            icon = cell_sprite(colour, state, size, theme)
            cx = cells_x + cell_x(sections, cell, size, gap, section_gap)
            img.paste(icon, (cx, y), icon)
        tx = cells_x + sheet_width(sections, size, gap, section_gap) + gap * 3
        weak = rows[i] == low
        d.text(
            (tx, y + size / 2),
            str(rows[i]),
            font=fcount,
            fill=theme.weak if weak else theme.text,
            anchor="lm",
        )
        if weak:
            tw = fcount.getlength(str(rows[i]))
            ty = y + size / 2
            a, h = tx + tw + size * 0.12, size * 0.14
            d.polygon([(a, ty - h), (a, ty + h), (a + size * 0.21, ty)], fill=theme.weak)
    # padlocks over locked sections
    for k in range(open_sections, len(sections)):
        first = sum(sections[:k]) + 1
        left = cells_x + cell_x(sections, first, size, gap, section_gap)
        right = cells_x + cell_x(sections, ends[k], size, gap, section_gap) + size
        padlock(d, (left + right) / 2, y0 - size * 0.42, size * 0.5, theme.text_dim)
    width = cells_x - x0 + sheet_width(sections, size, gap, section_gap) + gap * 3 + size
    return width, len(colours) * (size + gap) - gap


def draw_symbol_icon(
    img: Image.Image, colour: Colour, centre: tuple[int, int], size: int, theme: Theme
) -> None:
    """Paste the symbol of ``colour`` (the row's head) centred at ``centre``."""
    ic = icon(colour, round(size * 0.8), theme)
    img.paste(ic, (centre[0] - ic.width // 2, centre[1] - ic.height // 2), ic)


# ----- dice -------------------------------------------------------------------------------
def shown_order(dice: Sequence[Colour]) -> list[int]:
    """Indices of ``dice`` sorted by colour (groups sit together), stable."""
    return sorted(range(len(dice)), key=lambda i: dice[i].index)


def draw_dice(
    img: Image.Image,
    origin: tuple[int, int],
    dice: Sequence[Colour] | None,
    count: int,
    theme: Theme,
    *,
    size: int = DIE,
    gap: int = DIE_GAP,
    matches: Sequence[int] | None = None,
    framed: frozenset[Colour] = frozenset(),
) -> int:
    """Draw a player's dice from ``origin`` (left, top); returns the height used.

    ``None`` dice (not rolled yet) show ``count`` empty outlines. ``matches``
    (the roller's crosses per die) puts a badge under each die and a bracket
    under each group of 2+ alike (a possible joker, D-DCE-5). Dice whose
    colour is in ``framed`` get the highlight frame (matched by the roller).
    """
    x0, y0 = origin
    d = canvas(img)
    if dice is None:
        for k in range(count):
            sprite = die_sprite(None, size, False, theme)
            img.paste(sprite, (x0 + k * (size + gap), y0), sprite)
        f = font(round(size * 0.3))
        d.text(
            (x0 + count * (size + gap), y0 + size / 2),
            t("img-not-rolled"),
            font=f,
            fill=theme.text_dim,
            anchor="lm",
        )
        return size
    order = shown_order(dice)
    for slot, i in enumerate(order):
        sprite = die_sprite(dice[i], size, dice[i] in framed, theme)
        img.paste(sprite, (x0 + slot * (size + gap), y0), sprite)
    if matches is None:
        return size
    fb = font(round(size * 0.32), bold=True)
    by = y0 + size + round(size * 0.24)
    for slot, i in enumerate(order):
        cx = x0 + slot * (size + gap) + size / 2
        n = matches[i]
        d.text(
            (cx, by),
            f"+{n}" if n else "0",
            font=fb,
            fill=theme.highlight if n else theme.text_dim,
            anchor="mm",
        )
    # brackets under groups of alike dice: a possible joker worth k-1 crosses
    shown = [dice[i] for i in order]
    slot = 0
    fs = font(max(phone_px(img.width), round(size * 0.25)))  # >= 9 px on a phone
    while slot < len(shown):
        end = slot
        while end + 1 < len(shown) and shown[end + 1] == shown[slot]:
            end += 1
        k = end - slot + 1
        if k >= 2:
            inset, tick = round(size * 0.08), round(size * 0.08)
            left = x0 + slot * (size + gap) + inset
            right = x0 + end * (size + gap) + size - inset
            yb = by + round(size * 0.26)
            d.line(
                [(left, yb - tick), (left, yb), (right, yb), (right, yb - tick)],
                fill=theme.text_dim,
                width=2,
            )
            # The caption is centred under its bracket, moved (not cut) to stay under the
            # row of dice, in two lines where one is wider than the row ("Joker: 1 einer Farbe").
            row = (x0, x0 + len(shown) * (size + gap) - gap)
            lines = wrap(t("img-joker-of-a-colour", count=k - 1), fs, row[1] - row[0], 2)
            for j, line in enumerate(lines):
                half = fs.getlength(line) / 2
                cx = min(max((left + right) / 2, row[0] + half), row[1] - half)
                d.text(
                    (cx, yb + 3 + j * round(fs.size * 1.15)),
                    line,
                    font=fs,
                    fill=theme.text_dim,
                    anchor="mt",
                )
        slot = end + 1
    return size + round(size * 0.9)
