"""The final standings image, generic over editions.

Works from any view with ``scores`` (one tuple per seat), ``colours`` and
``ranking`` (a list of :class:`genial.core.ranking.Standing`, or None while
the game runs, when the current order by D-ALL-4 is shown); ``cap``,
``resigned`` and ``over`` are used when present.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from genial.core.ranking import Standing, rank

from .fonts import font
from .layout import canvas, phone_px, wrap
from .panels import BANNER_HEIGHT, PAD, SEAT_HEIGHT, SeatLine, banner, seat_block, seat_name
from .rated import rating_change as rating_change
from .teams import team_names, team_standings
from .theme import Theme
from .words import note as engine_note
from .words import t

WIDTH = 1000
NOTE_HEIGHT = 64
#: How places are decided (D-ALL-4), shown under the title.


def standings_of(view: Any) -> list[Standing]:
    """``view.ranking``, or the current order of D-ALL-4 (resigned seats last) if it has none."""
    ranking: list[Standing] | None = view.ranking
    if ranking:
        return list(ranking)
    return rank(view.scores, last=view.resigned)


def standings_image(
    view: Any,
    *,
    names: Sequence[str],
    theme: Theme,
    title: str | None = None,
    note: str | None = None,
    ratings: Mapping[int, int] | None = None,
) -> Image.Image:
    """Places, names, every colour score (weakest marked) and notes; the winner(s) framed.

    ``title`` (default: 'Final standings' or 'Standings so far') and ``note``
    (how places are decided) are for editions that rank differently. ``ratings``: each
    rated seat's rating change, drawn at the right of its name line as "rating +14"
    (beside the name it would read as points).
    """
    standings = team_standings(view, standings_of(view))  # a game in teams: one per team
    names = team_names(view, names)
    final = view.over or bool(view.ranking)
    resigned = set(view.resigned)
    cap: int | None = view.cap
    height = BANNER_HEIGHT + NOTE_HEIGHT + len(standings) * SEAT_HEIGHT + PAD
    img = Image.new("RGB", (WIDTH, height), theme.background)
    if title is None:
        title = t("img-final-standings") if final else t("img-standings-so-far")
    if note is None:
        note = t("img-rank-note-teams" if view.teams else "img-rank-note")
    banner(img, 0, title, theme)
    d = canvas(img)
    # How places are decided, legible on a phone (23 px at 1000 wide), in up to two lines.
    f = font(phone_px(WIDTH))
    lines = wrap(note, f, WIDTH - 2 * PAD, 2)
    for i, words in enumerate(lines):
        y = BANNER_HEIGHT + NOTE_HEIGHT / 2 - 2 + (i - (len(lines) - 1) / 2) * 27
        d.text((WIDTH / 2, y), words, font=f, fill=theme.text_dim, anchor="mm")
    y = BANNER_HEIGHT + NOTE_HEIGHT
    for st in standings:
        box = (PAD, y, WIDTH - 2 * PAD, SEAT_HEIGHT)
        if st.place == 1 and st.seat not in resigned:
            d.rounded_rectangle(
                (PAD - 4, y - 4, WIDTH - PAD + 4, y + SEAT_HEIGHT - 3),
                radius=12,
                fill=theme.panel_current,
                outline=theme.winner,
                width=4,
            )
        line = SeatLine(
            name=seat_name(names, st.seat),
            scores=tuple(st.scores),
            status=engine_note(st.note)
            if st.note
            else t("img-resigned")
            if st.seat in resigned
            else "",
            out=st.seat in resigned,
            place=st.place,
            info=rating_change(ratings.get(st.seat)) if ratings else "",
        )
        seat_block(img, box, line, view.colours, cap, theme)
        y += SEAT_HEIGHT
    return img
