"""The status line under a board: whose turn on the left, the supply or round on the right;
the band of a preview's stamp or of a replay frame in its place, fitted by rule
(sizes, then shortened names, then cut) and never under the phone minimum.
"""

from __future__ import annotations

from PIL import Image

from .fonts import Font, clean, fit, font
from .layout import canvas, phone_px
from .preview import active, redrawn, replay_colour, replay_frame, stamp_colour
from .sizes import PAD, STATUS_HEIGHT
from .theme import Theme
from .words import t


def status_fit(
    width: int, left: str, right: str, *, who: str = "", reserve: float = 0
) -> tuple[str, Font, str, Font]:
    """The status line's texts and fonts on an image ``width`` px wide, by this rule: the
    left text (whose turn, bold) and the right one (bag, round) at 24 px; else the right one
    smaller; else the left one smaller; else the name ``who`` in the left text shortened
    (to five letters and "…"; inside a sentence such as the preview's stamp, to one), else
    left out; only then is anything cut with "…".
    ``reserve``: pixels kept free after the left text (3D solo's tile)."""
    room = width - 4 * PAD - reserve
    gap = 24
    # Never below what a phone shows legibly (9 px at 400 px: 20 px on an 880 px image).
    sizes = tuple(sorted({max(s, phone_px(width)) for s in (24, 21, 18)}, reverse=True))
    least = sizes[-1]
    for lsize in sizes:
        fb = font(lsize, bold=True)
        for rsize in sizes:
            fr = font(rsize)
            if fb.getlength(left) + gap + fr.getlength(right) <= room:
                return left, fb, right, fr
    fb, fr = font(least, bold=True), font(least)
    rest = room - gap - fr.getlength(right)
    if who and who in left:
        budget = rest - (fb.getlength(left) - fb.getlength(who))
        if budget >= fb.getlength(who[:5] + "…") or (
            not left.startswith(who) and budget >= fb.getlength(who[:1] + "…")
        ):
            return left.replace(who, fit(who, fb, budget), 1), fb, right, fr
        if left.startswith(who):
            left = left[len(who) :].lstrip(" :·")
            if fb.getlength(left) <= rest:
                return left, fb, right, fr
    right = fit(right, fr, max(room - gap - fb.getlength(left), room * 0.4))
    return fit(left, fb, room - gap - fr.getlength(right)), fb, right, fr


def status_texts(
    width: int, left_text: str, right_text: str, *, who: str = "", reserve: float = 0
) -> tuple[str, Font, str, Font]:
    """The status line's texts and fonts as :func:`status_line` draws them: the preview's
    stamp or the replay's mark in place of ``left_text`` while one is drawn, all fitted by
    :func:`status_fit` (a replay drops the player's name, then words, before the move)."""
    preview = active()
    if preview is not None:
        who = clean(preview.name, t("img-seat", seat=preview.seat + 1))
        left_text = t("img-preview-line", name=who, points=preview.points)
    replay = None if preview is not None else replay_frame()
    if replay is None:
        return status_fit(width, left_text, right_text, who=who, reserve=reserve)
    if not replay.move:
        return status_fit(width, t("img-replay-start", moves=replay.moves), right_text)
    name = clean(replay.name, "")
    k, n, move = replay.move, replay.moves, spoken(replay.notation)
    wordings = [
        (t("img-replay-line", move=k, moves=n, name=name, notation=move), name),
        (t("img-replay-move", move=k, moves=n, notation=move), ""),
        (t("img-replay-compact", move=k, moves=n, notation=move), ""),
    ]
    for text, named in wordings:
        fitted = status_fit(width, text, right_text, who=named, reserve=reserve)
        if fitted[0].endswith(move):
            return fitted
    return fitted


#: Moves written as words ("reroll", "score R"): their word in the language drawn, the
#: rest (a colour, a card) kept. Tile placements are notation everywhere ("BR I1 r").
WORD_MOVES = {
    "roll": "img-move-roll",
    "reroll": "img-move-reroll",
    "score": "img-move-score",
    "swap": "img-move-swap",
    "keep": "img-move-keep",
    "exchange": "img-move-exchange",
    "pass": "img-move-pass",
    "play": "img-move-play",
}


def spoken(notation: str) -> str:
    """A replay mark's move: "reroll" -> "würfelt neu" in German; a placement as it is."""
    word, _, rest = notation.partition(" ")
    if word not in WORD_MOVES:
        return notation
    said = t(WORD_MOVES[word])
    return f"{said} {rest}" if rest else said


def status_line(
    img: Image.Image,
    top: int,
    left_text: str,
    right_text: str,
    theme: Theme,
    *,
    who: str = "",
    reserve: float = 0,
) -> int:
    """A line of text: ``left_text`` bold on the left, ``right_text`` on the right (fitted by
    :func:`status_texts`; ``who``: the name ``left_text`` starts with); returns bottom.
    A preview is drawn on a band in the stamp colour, a replay frame on one in its own."""
    d = canvas(img)
    d.rectangle((0, top, img.width - 1, top + STATUS_HEIGHT - 1), fill=theme.background)
    redrawn(top, top + STATUS_HEIGHT)
    cy = top + STATUS_HEIGHT // 2
    ink, dim = theme.text, theme.text_dim
    band = (
        stamp_colour(theme)
        if active() is not None
        else replay_colour(theme)
        if replay_frame() is not None
        else None
    )
    if band is not None:  # a preview or a replay: never taken for the live board
        d.rectangle((0, top + 2, img.width, top + STATUS_HEIGHT - 3), fill=band)
        ink = dim = (255, 255, 255)
    left_text, fb, right_text, fr = status_texts(
        img.width, left_text, right_text, who=who, reserve=reserve
    )
    d.text((PAD + 4, cy), left_text, font=fb, fill=ink, anchor="lm")
    d.text((img.width - PAD - 4, cy), right_text, font=fr, fill=dim, anchor="rm")
    return top + STATUS_HEIGHT
