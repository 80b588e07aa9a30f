"""Score panels shared by every edition: one block per player, a status line, banners.

Everything here draws at 1x straight onto an RGB image (FreeType text, axis-aligned
bars, cached icons), so panels are cheap to redraw on every render.

A player's block::

    ▶ Alice  · to play                                   rack 6
    [★ 12 ▬▬▬] [● 7 ▬▬] [✶ 18 ▬▬▬▬] ...      (weakest colour boxed)
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from math import ceil
from typing import Any

from PIL import Image

from genial.core.colours import Colour
from genial.core.ranking import Standing

from .bars import bars
from .fonts import Font, fit, font
from .hexdraw import HexLayout
from .layout import MIN_PHONE_PX, PHONE_WIDTH, canvas, phone_px, replay, wrap
from .preview import active, replay_frame, stamp_colour
from .seatorder import clear as clear
from .seatorder import display_order as display_order
from .seatorder import mix as mix
from .seatorder import ordinal as ordinal
from .seatorder import place_width as place_width
from .seatorder import row_of as row_of
from .seatorder import seat_name as seat_name
from .seatorder import weakest as weakest
from .shapes import lettered_icon
from .sizes import BANNER_HEIGHT as BANNER_HEIGHT
from .sizes import BELOW_HEIGHT as BELOW_HEIGHT
from .sizes import PAD as PAD
from .sizes import SEAT_HEIGHT as SEAT_HEIGHT
from .sizes import STATUS_HEIGHT as STATUS_HEIGHT
from .status import status_fit as status_fit
from .status import status_line as status_line
from .status import status_texts as status_texts
from .theme import RGB, Theme
from .words import t


@dataclass(frozen=True)
class SeatLine:
    """What the panel shows for one player.

    ``status`` follows the name (``to play``, ``resigned``, ``1st``);
    ``info`` is right-aligned (``rack 6``). ``out`` dims the block (resigned).
    ``place`` (1, 2, ...) puts a place badge before the name once the game is over.
    """

    name: str
    scores: tuple[int, ...]
    current: bool = False
    status: str = ""
    info: str = ""
    out: bool = False
    place: int | None = None
    #: Pixels kept free left of ``info`` (an edition draws a swatch there).
    info_pad: int = 0
    #: A line of its own under the name (a rating change in a narrow block): the block is
    #: :data:`BELOW_HEIGHT` taller.
    below: str = ""


def in_order(
    view: Any, lines: Sequence[SeatLine], only: Collection[int] | None
) -> tuple[list[SeatLine], Collection[int] | None]:
    """``lines`` (one per seat) in :func:`display_order`, and ``only`` (seats) as rows."""
    order = display_order(view, len(lines))
    rows = None if only is None else {order.index(s) for s in only if s < len(lines)}
    return [lines[s] for s in order], rows


def _fit_gain(
    value: str, gain: str, fonts: tuple[Font, Font], room: float, isz: int, width: int
) -> tuple[Font, int, bool]:
    """The gain's font, the symbol's size and whether the gain goes under the score (in
    place of its bar), for ``room`` px beside a symbol of ``isz`` px, on an image ``width``
    px wide.

    The score always keeps its size (a two-digit score is as large as its neighbours).
    Beside it, the gain may take a smaller size (never under what a phone shows legibly:
    deltas >= 9 px at 400), then the symbol a smaller one; where even that does not fit (a
    two-digit score in Spezial's narrow cells), the gain is drawn under the score.
    """
    f, fgain = fonts
    least = phone_px(width)

    def need(fgs: Font) -> float:
        return f.getlength(value) + 4 + fgs.getlength(gain)

    for size in range(int(fgain.size), least - 1, -1):
        fg = font(size, bold=True)
        icon = max(18, isz - max(0, ceil(need(fg) - room)))
        if need(fg) <= room + isz - icon:
            return fg, icon, False
    return font(least, bold=True), isz, True


def score_row(
    img: Image.Image,
    box: tuple[int, int, int, int],
    scores: Sequence[int],
    colours: Sequence[Colour],
    cap: int | None,
    theme: Theme,
    *,
    mark_weakest: bool = True,
    dim: bool = False,
    gains: Sequence[int] = (),
    boards: Sequence[int] = (),
) -> None:
    """One cell per colour in ``box`` (left, top, width, height): symbol, score, bar 0..cap
    (``boards``: where each score board of the track ends, e.g. 18 and 36: one thin bar per
    board, stacked, the first board's on top).

    The weakest colour(s) get a box in ``theme.weak`` and a small triangle, so
    the mark does not depend on seeing colour. A score at ``cap`` is drawn in
    ``theme.winner``. ``cap=None`` draws no bars. ``gains`` (a preview's points by
    colour) are written as "+6" after the changed scores. Each symbol carries its
    colour's letter, so colours stay apart on a phone.
    """
    x0, y0, w, h = box
    d = canvas(img)
    n = max(1, len(colours))
    cw = w / n
    isz = max(12, min(36, int(h * 0.64)))
    f = font(max(12, int(h * 0.6)), bold=True)
    fgain = font(max(11, int(h * 0.45)), bold=True)
    weak = weakest(scores) if mark_weakest else frozenset()
    text = mix(theme.text, theme.panel, 0.45) if dim else theme.text
    for i, (colour, value) in enumerate(zip(colours, scores, strict=False)):
        cx = round(x0 + i * cw)
        right = round(x0 + (i + 1) * cw) - 6
        if i in weak:
            d.rounded_rectangle((cx, y0, right, y0 + h - 1), radius=6, outline=theme.weak, width=3)
            tri = [(right - 14, y0 + 5), (right - 5, y0 + 5), (right - 9.5, y0 + 12)]
            d.polygon(tri, fill=theme.weak)
        full = cap is not None and value >= cap
        gain = gains[i] if i < len(gains) else 0
        fv, fg, icon = f, fgain, isz
        under = False
        if gain > 0:
            room = right - 2 - (cx + 13 + isz)
            fg, icon, under = _fit_gain(str(value), f"+{gain}", (f, fgain), room, isz, img.width)
        ic = lettered_icon(colour, icon, theme)
        iy = y0 + (h - 8 - isz) // 2
        img.paste(ic, (cx + 7, iy + (isz - icon) // 2), ic)
        d.text(
            (cx + 13 + icon, iy + isz / 2),
            str(value),
            font=fv,
            fill=theme.winner if full else text,
            anchor="lm",
            role="score",
        )
        if gain > 0 and under:  # under the score, where its bar was
            gy = y0 + h - 10
            d.text((cx + 13 + icon, gy), f"+{gain}", font=fg, fill=stamp_colour(theme),
                   anchor="lm", role="delta")  # fmt: skip
        elif gain > 0:
            gx = cx + 17 + icon + fv.getlength(str(value))
            d.text((gx, iy + isz / 2), f"+{gain}", font=fg, fill=stamp_colour(theme),
                   anchor="lm", role="delta")  # fmt: skip
        if cap and not under:
            bars(d, (cx + 7, y0 + h - 10, right - 7), value, cap, boards, theme.symbol(colour),
                 theme)  # fmt: skip


def seat_block(
    img: Image.Image,
    box: tuple[int, int, int, int],
    seat: SeatLine,
    colours: Sequence[Colour],
    cap: int | None,
    theme: Theme,
    boards: Sequence[int] = (),
) -> None:
    """One player's block in ``box`` (left, top, width, height): name line and score row."""
    x, y, w, h = box
    d = canvas(img)
    if replay_frame() is not None and seat.current:
        # A replay frame shows a past position: nobody is "to play" in it (the band says
        # whose move it was), so no arrow, no highlight and no turn status.
        seat = replace(seat, current=False, status="")
    if seat.current:
        d.rounded_rectangle((x, y, x + w, y + h - 6), radius=10, fill=theme.panel_current)
        d.rectangle((x, y + 4, x + 5, y + h - 10), fill=theme.highlight)
    fname = font(28, bold=True)
    fsmall = font(23)
    nx = x + PAD
    cy = y + 25
    if seat.place is not None:
        badge = ordinal(seat.place)
        fill = theme.winner if seat.place == 1 and not seat.out else theme.text_dim
        d.text((nx, cy), badge, font=fname, fill=fill, anchor="lm")
        nx += place_width(fname, badge) + 14
    if seat.current:
        d.polygon([(nx, cy - 10), (nx + 15, cy), (nx, cy + 10)], fill=theme.highlight)
        nx += 24
    info_w = (fsmall.getlength(seat.info) if seat.info else 0) + seat.info_pad
    preview = active()
    previewed = preview is not None and seat.current
    shown_status = t("img-preview-mark") if previewed else seat.status
    status = f"· {shown_status}" if shown_status else ""
    # The status ("· preview", "· to play") stays whole: it takes a smaller size, then the
    # name is shortened (to two letters and "…" at least), and only then is it cut.
    avail = w - (nx - x) - info_w - 3 * PAD
    name_w = fname.getlength(seat.name)
    fstatus, status_w = fsmall, 0.0
    if status:
        least_px = phone_px(img.width)
        for size in [s for s in (23, 20, 18) if s >= least_px] or [least_px]:
            fstatus = font(size)
            status_w = fstatus.getlength(status)
            if name_w + 10 + status_w <= avail:
                break
        # In Spezial's narrow blocks a 32-letter name may keep only its first letters.
        least = fname.getlength(seat.name[:2] + "…")
        if avail - 10 - status_w < min(least, name_w):
            status_w = max(0.0, avail - 10 - min(least, name_w))
    name_room = avail - (status_w + 10 if status else 0)
    name = fit(seat.name, fname, max(40, name_room))
    colour = theme.text_dim if seat.out else theme.text
    d.text((nx, cy), name, font=fname, fill=colour, anchor="lm", role="name")
    if status:
        sx = nx + fname.getlength(name) + 10
        fill = (
            stamp_colour(theme)
            if previewed
            else theme.highlight
            if seat.current
            else theme.text_dim
        )
        d.text((sx, cy + 1), fit(status, fstatus, status_w), font=fstatus, fill=fill, anchor="lm")
    if seat.info:
        d.text((x + w - PAD, cy + 1), seat.info, font=fsmall, fill=theme.text_dim, anchor="rm")
    extra = 0
    if seat.below:
        extra = BELOW_HEIGHT
    if seat.below.strip():
        fbelow = font(max(21, phone_px(img.width)))
        d.text((x + PAD, cy + BELOW_HEIGHT + 2), fit(seat.below, fbelow, w - 2 * PAD),
               font=fbelow, fill=theme.text_dim, anchor="lm")  # fmt: skip
    row = (x + PAD - 7, y + 46 + extra, w - 2 * PAD + 14, h - 54 - extra)
    gains = preview.gains if preview is not None and previewed else ()
    score_row(img, row, seat.scores, colours, cap, theme, dim=seat.out, gains=gains,
              boards=boards)  # fmt: skip


def seats_panel(
    img: Image.Image,
    top: int,
    seats: Sequence[SeatLine],
    colours: Sequence[Colour],
    cap: int | None,
    theme: Theme,
    *,
    left: int = PAD,
    width: int | None = None,
    only: Collection[int] | None = None,
    boards: Sequence[int] = (),
) -> int:
    """Draw every player's block from ``top`` down; returns the y below the last one.

    ``only``: redraw just these blocks (indices into ``seats``) on an image that
    already shows the panel: each is cleared to the background first.
    """
    w = (img.width - 2 * left) if width is None else width
    y = top
    for i, seat in enumerate(seats):
        tall = SEAT_HEIGHT + (BELOW_HEIGHT if seat.below else 0)
        if only is None or i in only:
            box = (left, y, w, tall)
            if only is not None:
                clear(img, box, theme)
            seat_block(img, box, seat, colours, cap, theme, boards)
        y += tall
    return y


def banner(
    img: Image.Image, top: int, text: str, theme: Theme, *, colour: RGB | None = None
) -> int:
    """A full-width band with centred bold text (e.g. the game-over line); returns bottom."""
    d = canvas(img)
    fill = colour or theme.winner
    d.rectangle((0, top, img.width, top + BANNER_HEIGHT - 1), fill=fill)
    room = img.width - 2 * PAD
    # The largest size that fits (boards are 720-1000 px wide); else two lines (a long
    # winner's name), cut only if those do not fit either.
    f = next(
        (f for f in (font(s, bold=True) for s in (30, 27, 24)) if f.getlength(text) <= room),
        None,
    )
    d = canvas(img)
    mid = top + BANNER_HEIGHT / 2
    if f is not None:
        d.text((img.width / 2, mid), text, font=f, fill=theme.banner_text, anchor="mm")
        return top + BANNER_HEIGHT
    f = font(min(24, max(21, ceil(MIN_PHONE_PX * img.width / PHONE_WIDTH))), bold=True)
    lines = wrap(text, f, room, 2)
    for i, line in enumerate(lines):
        y = mid + (i - (len(lines) - 1) / 2) * 27
        d.text((img.width / 2, y), line, font=f, fill=theme.banner_text, anchor="mm", role="name")
    return top + BANNER_HEIGHT


def board_frame(
    static: Image.Image,
    lay: HexLayout,
    top: int,
    seat_rows: int,
    theme: Theme,
    *,
    covered: Collection[str] = (),
    extra: int = 0,
) -> tuple[Image.Image, HexLayout]:
    """The canvas of a board image and the board's layout on it.

    From the top: ``top`` pixels for a banner, the static board layer (its size
    sets the image's width and the board's height), the status line, then
    ``seat_rows`` rows of score blocks. ``lay`` comes back moved down by ``top``.
    ``covered``: labels of the cells pieces will cover (not seen: a text recording skips them);
    ``extra``: pixels more for the blocks (lines under names, :data:`BELOW_HEIGHT` each).
    """
    height = top + static.height + STATUS_HEIGHT + seat_rows * SEAT_HEIGHT + PAD + extra
    img = Image.new("RGB", (static.width, height), theme.background)
    img.paste(static, (0, top))
    replay(static, (0, top), hidden=covered)
    return img, lay.at((lay.origin[0], lay.origin[1] + top))


def winner_text(
    ranking: Sequence[Standing] | None,
    names: Sequence[str],
    *,
    head: str | None = None,
    won: Callable[[int, str], str] | None = None,
) -> str:
    """'Game over — Ada wins!', or 'Game over — Ada, Bo and Cy share 1st place'.

    Just ``head`` while nobody is placed first. ``won(seat, name)`` words a
    single winner otherwise (e.g. with their victory points).
    """
    head = head or t("img-game-over")
    firsts = [st.seat for st in ranking or () if st.place == 1]
    who = [seat_name(names, s) for s in firsts]
    if not who:
        return head
    if len(who) > 1:
        shared = t("img-share-first", names=", ".join(who[:-1]), last=who[-1])
        return f"{head} — {shared}"
    single = won(firsts[0], who[0]) if won else t("img-wins", name=who[0])
    return f"{head} — {single}"


def hand_title(
    img: Image.Image, title: str, theme: Theme, *, room: float, right: str = "", who: str = ""
) -> None:
    """A hand image's first line: ``title`` in bold within ``room`` pixels (the name ``who`` in
    it shortened first, then the whole cut), ``right`` dim."""
    d = canvas(img)
    f = font(28, bold=True)
    if right:  # the title stops short of the right text ("6 speelstenen")
        room = min(room, img.width - 2 * PAD - 8 - 24 - font(24).getlength(right))
    if who and who in title and f.getlength(title) > room:
        budget = room - (f.getlength(title) - f.getlength(who))
        title = title.replace(who, fit(who, f, max(budget, f.getlength(who[:3] + "…"))), 1)
    d.text((PAD + 4, 34), fit(title, f, room), font=f, fill=theme.text, anchor="lm")
    if right:
        d.text((img.width - PAD - 4, 34), right, font=font(24), fill=theme.text_dim, anchor="rm")
