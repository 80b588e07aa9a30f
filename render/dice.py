"""The dice game: every player's dice and score sheet, whose turn, the roll count.

The board image (``genial.dice.view.DiceView``) has one block per player, in
turn order: on the left the name, the dice lying in front of them (their
template, D-DCE-3) and, in a match, their victory points; on the right their
sheet (D-DCE-2): one row per colour, seven cells in sections of 3, 3 and 1,
crossed cells bright, open cells dim, locked sections darker with a padlock,
the last scoring's crosses highlighted, the weakest row marked (D-DCE-8).

After a roll the image makes the matches visible (D-DCE-4): each of the
roller's dice carries the number of crosses it would score, the other
players' dice that it matches are framed, and groups that could be a joker
(D-DCE-5) are bracketed. Dice are shown sorted by colour, so groups sit
together.

The hand image (``DiceHandView``) is one player's sheet and dice, large.
Die faces and sheet cells are cached supersampled sprites (``render.dice_parts``);
the rest is drawn at 1x.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from PIL import Image

from genial.core.colours import Colour
from genial.dice.view import DiceHandView, DiceView

from . import standings
from .dice_parts import (
    CELL,
    DIE,
    DIE_GAP,
    GAP,
    SECTION_GAP,
    cell_x,
    draw_dice,
    draw_sheet,
    sheet_width,
)
from .fonts import fit, font
from .layout import canvas
from .panels import (
    BANNER_HEIGHT,
    PAD,
    STATUS_HEIGHT,
    banner,
    clear,
    display_order,
    hand_title,
    ordinal,
    row_of,
    seat_name,
    status_line,
    winner_text,
)
from .preview import active, replay_frame, stamp_colour
from .rated import rated
from .shapes import icon
from .theme import Theme
from .words import note, t

WIDTH = 720
#: Height of one player's block; offsets of the dice and of the sheet inside it.
BLOCK = 6 * CELL + 5 * GAP + 38
DICE_TOP = 38
SHEET_TOP = 25
#: Left edge of a block's name and dice (from the canvas' left edge).
INSET = PAD + 13


# ----- geometry (also for tests) ---------------------------------------------------------
def block_top(view: DiceView, seat: int) -> int:
    """The y of ``seat``'s block on the board image."""
    row = row_of(view, seat, len(view.scores))
    return (BANNER_HEIGHT if view.over else 0) + STATUS_HEIGHT + row * BLOCK


def sheet_origin(view: DiceView, seat: int, top: int | None = None) -> tuple[int, int]:
    """Top-left of ``seat``'s sheet (its row heads) on the board image."""
    cells = sheet_width(view.sections, CELL, GAP, SECTION_GAP)
    width = CELL + 2 * GAP + cells + 3 * GAP + CELL
    y = block_top(view, seat) if top is None else top
    return WIDTH - PAD - 6 - width, y + SHEET_TOP


def cell_box(view: DiceView, seat: int, row: int, cell: int) -> tuple[int, int, int, int]:
    """Pixel box (left, top, right, bottom) of ``seat``'s sheet cell (``row`` 0-5, ``cell`` 1-7)."""
    x, y = sheet_origin(view, seat)
    left = x + CELL + 2 * GAP + cell_x(view.sections, cell, CELL, GAP, SECTION_GAP)
    top = y + row * (CELL + GAP)
    return left, top, left + CELL, top + CELL


def die_box(view: DiceView, seat: int, slot: int) -> tuple[int, int, int, int]:
    """Pixel box of ``seat``'s die shown in ``slot`` (dice are shown sorted by colour)."""
    left = INSET + slot * (DIE + DIE_GAP)
    top = block_top(view, seat) + DICE_TOP
    return left, top, left + DIE, top + DIE


# ----- the board --------------------------------------------------------------------------
def _status(view: DiceView, seat: int) -> str:
    preview = active()
    if preview is not None and preview.seat == seat and not view.over:
        return t("img-preview-mark") + (f" +{preview.points}" if preview.points else "")
    if seat in view.resigned:
        return t("img-resigned")
    if view.over or view.current != seat or replay_frame() is not None:
        return t("img-start-player") if seat == view.start_seat and not view.over else ""
    if view.rolls == 0:
        return t("img-to-roll")
    left = view.max_rolls - view.rolls
    more = t("img-reroll-or-score") if left else t("img-must-score")
    return t("img-roll-of", roll=view.rolls, rolls=view.max_rolls) + f": {more}"


def _status_words(view: DiceView, seat: int) -> list[str]:
    """``seat``'s status, longest wording first (the roll's count left out in the shorter)."""
    full = _status(view, seat)
    preview = active()
    previewing = preview is not None and preview.seat == seat and not view.over
    if full and view.current == seat and view.rolls and not previewing and not view.over:
        more = t("img-reroll-or-score") if view.max_rolls > view.rolls else t("img-must-score")
        return [full, more]
    return [full]


def player_block(
    img: Image.Image, top: int, view: DiceView, seat: int, name: str, theme: Theme
) -> None:
    """One player's block: name and state, dice (matches after a roll), victory points, sheet."""
    d = canvas(img)
    # A replay frame is a past position: nobody is "to play" in it (the band says whose
    # move it was).
    current = view.current == seat and not view.over and replay_frame() is None
    out = seat in view.resigned
    if current:
        d.rounded_rectangle(
            (PAD, top, WIDTH - PAD, top + BLOCK - 6), radius=8, fill=theme.panel_current
        )
        d.rectangle((PAD, top + 3, PAD + 4, top + BLOCK - 9), fill=theme.highlight)
    sheet_x, sheet_y = sheet_origin(view, seat, top)
    x = INSET
    cy = top + 19
    fname, fsmall = font(22, bold=True), font(17)
    standing = next((st for st in view.ranking or () if st.seat == seat), None)
    if standing is not None:
        fill = theme.winner if standing.place == 1 and not out else theme.text_dim
        badge = ordinal(standing.place)
        d.text((x, cy), badge, font=fname, fill=fill, anchor="lm")
        x += round(fname.getlength(badge)) + 10
    if current:
        d.polygon([(x, cy - 8), (x + 12, cy), (x, cy + 8)], fill=theme.highlight)
        x += 19
    # Up to the sheet's row heads: the name, then the status. The status keeps its words (the
    # whole of them, else the part after "roll 1 of 3:", which the status line also says);
    # the name is shortened first, to five letters and "…" at least.
    room = sheet_x - x - 12
    wordings = _status_words(view, seat)
    least = min(fname.getlength(name), fname.getlength(name[:5] + "…"))
    status = next((w for w in wordings if least + 9 + fsmall.getlength(w) <= room), wordings[-1])
    need = fsmall.getlength(status) + 9 if status else 0
    shown = fit(name, fname, max(least, room - need))
    d.text(
        (x, cy),
        shown,
        font=fname,
        fill=theme.text_dim if out else theme.text,
        anchor="lm",
        role="name",
    )
    if status:
        sx = x + fname.getlength(shown) + 9
        d.text(
            (sx, cy + 1),
            fit(status, fsmall, room - (sx - x)),
            font=fsmall,
            fill=stamp_colour(theme)
            if current and active() is not None
            else theme.highlight
            if current
            else theme.text_dim,
            anchor="lm",
        )
    roller = view.current if view.current is not None and view.rolls > 0 else None
    dice = view.dice[seat]
    count = len(next((dd for dd in view.dice if dd), ())) or 2
    matches = view.matches[seat] if seat == roller else None
    framed: frozenset[Colour] = frozenset()
    if roller is not None and seat != roller and view.dice[roller]:
        framed = frozenset(view.dice[roller] or ())
    used = draw_dice(
        img, (INSET, top + DICE_TOP), dice, count, theme, matches=matches, framed=framed
    )
    notes = []
    if view.games > 1:
        vp = view.victory_points[seat]
        notes.append(t("img-victory-points", count=vp))
        won = [str(k + 1) for k, w in enumerate(view.game_winners) if w == seat]
        if won:
            notes.append(t("img-won-games", count=len(won), games=", ".join(won)))
    if standing is not None and standing.note and view.games == 1:
        notes.append(note(standing.note))
    lines = [" · ".join(notes)] if notes else []
    if rated(seat):  # the rating change on its own line, under the notes
        lines.append(rated(seat))
    for i, line in enumerate(lines):
        d.text(
            (INSET, top + DICE_TOP + used + 16 + 24 * i),
            fit(line, fsmall, sheet_x - INSET - 12),
            font=fsmall,
            fill=theme.text_dim,
            anchor="lm",
        )
    last = {(i, cell) for s, i, cell in view.last if s == seat}
    draw_sheet(
        img,
        (sheet_x, sheet_y),
        colours=view.colours,
        sections=view.sections,
        rows=view.scores[seat],
        open_sections=view.open_sections[seat],
        last=last,
        theme=theme,
    )


def _headline(view: DiceView, names: Sequence[str]) -> str:
    if view.over or view.current is None:
        return t("img-final-sheets")
    who = seat_name(names, view.current)
    if view.rolls == 0:
        return t("img-who-to-roll", name=who)
    return f"{who}: " + t("img-roll-of", roll=view.rolls, rolls=view.max_rolls)


def _banner_text(view: DiceView, names: Sequence[str]) -> str:
    if view.games <= 1:
        return winner_text(view.ranking, names)

    def won(seat: int, name: str) -> str:
        return t("img-wins-with-points", name=name, points=view.victory_points[seat])

    return winner_text(view.ranking, names, head=t("img-match-over"), won=won)


def board_image(view: DiceView, *, names: Sequence[str], theme: Theme) -> Image.Image:
    """The dice game's public image: status line, then every player's dice and sheet."""
    n = len(view.scores)
    top = BANNER_HEIGHT if view.over else 0
    height = top + STATUS_HEIGHT + n * BLOCK + PAD
    img = Image.new("RGB", (WIDTH, height), theme.background)
    if view.over:
        banner(img, 0, _banner_text(view, names), theme)
    panel(img, view, names=names, theme=theme)
    return img


def panel(
    img: Image.Image,
    view: DiceView,
    *,
    names: Sequence[str],
    theme: Theme,
    only: Collection[int] | None = None,
) -> None:
    """The status line and every player's block of :func:`board_image` (``only``: redraw
    the status line and just these seats' blocks on a drawn table)."""
    n = len(view.scores)
    right = (
        t("img-game-of", game=view.game_no, games=view.games)
        if view.games > 1
        else t("img-players", count=n)
    )
    who = seat_name(names, view.current) if view.current is not None else ""
    top = BANNER_HEIGHT if view.over else 0
    y = status_line(img, top, _headline(view, names), right, theme, who=who)
    for seat in display_order(view, n):
        if only is None or seat in only:
            if only is not None:
                clear(img, (0, y, WIDTH, BLOCK), theme)
            player_block(img, y, view, seat, seat_name(names, seat), theme)
        y += BLOCK


# ----- one player's image -----------------------------------------------------------------
HAND_WIDTH = 800
HAND_CELL = 50


def hand_image(view: DiceHandView, *, name: str, theme: Theme) -> Image.Image:
    """One player's dice (with what each matches now), the others' dice by colour, their sheet."""
    die = 96
    count = len(view.dice) if view.dice else 2
    height = 64 + die + 90 + 56 + 6 * HAND_CELL + 5 * GAP + 40 + PAD
    img = Image.new("RGB", (HAND_WIDTH, height), theme.background)
    d = canvas(img)
    who = seat_name([name], 0)
    title = t("img-your-dice", name=who)
    hand_title(img, title, theme, room=HAND_WIDTH - 2 * PAD, who=who)
    y = 64
    matches = view.matches if view.dice else None
    used = draw_dice(img, (PAD + 4, y), view.dice, count, theme, size=die, gap=20, matches=matches)
    y += max(used, die + 60) + 30
    f = font(22)
    others = t("img-others-show")
    d.text((PAD + 4, y), others, font=f, fill=theme.text_dim, anchor="lm")
    x = PAD + 4 + round(f.getlength(others)) + 16
    for colour, k in zip(view.colours, view.template, strict=False):
        ic = icon(colour, 30, theme)
        img.paste(ic, (x, y - 15), ic)
        d.text(
            (x + 36, y),
            f"×{k}",
            font=font(22, bold=True),
            fill=theme.text if k else theme.text_dim,
            anchor="lm",
        )
        x += 86
    y += 56
    draw_sheet(
        img,
        (PAD + 4, y),
        colours=view.colours,
        sections=view.sections,
        rows=view.scores,
        open_sections=view.open_sections,
        last=set(),
        theme=theme,
        size=HAND_CELL,
        gap=5,
        section_gap=14,
    )
    return img


# ----- standings (the generic image, with the dice game's title and note) -------------------
def rank_note(view: DiceView) -> str:
    """How the places were decided (D-DCE-8), shown under the title."""
    if view.games > 1:
        return t("img-dice-rank-match")
    return t("img-dice-rank-game")


def standings_image(
    view: DiceView,
    *,
    names: Sequence[str],
    theme: Theme,
    ratings: Mapping[int, int] | None = None,
) -> Image.Image:
    """Places, names, every row's crosses (the last game's in a match) and victory points."""
    title = None
    if view.games > 1:
        title = (
            t("img-match-result", games=view.games)
            if view.over
            else t("img-match-so-far", games=view.games)
        )
    return standings.standings_image(
        view, names=names, theme=theme, title=title, note=rank_note(view), ratings=ratings
    )
