"""A preview is stamped as one: a band naming the mover and the gains, bars, "+6" by scores.

The public drawing functions take ``preview=Preview(...)``: the board after the
move is drawn with the mover (not the next player) as the one acting, a band
in :func:`stamp_colour` across the status line ("Preview · Bob: +6 points"), the gains
beside the changed scores and a bar across the top and the bottom of the image, so a preview
can never be taken for the real board. A context variable carries it to the
shared panels (like the language in :mod:`render.words`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from PIL import Image, ImageDraw

from .theme import RGB, Theme

FRAME = 10  # the height of the preview's bars (px)


def stamp_colour(theme: Theme) -> RGB:
    """The stamp's colour: the theme's red (in every stored palette, unlike a new colour)."""
    return theme.symbols[0]


@dataclass(frozen=True)
class Preview:
    """Whose move is previewed (seat and display name) and its gains by colour."""

    seat: int
    name: str
    gains: tuple[int, ...] = ()

    @property
    def points(self) -> int:
        return sum(g for g in self.gains if g > 0)


@dataclass(frozen=True)
class Replay:
    """A replay frame: the board after ``move`` of ``moves`` (0: the start),
    that move's player and notation; drawn as a band across the status line ("Replay ·
    move 41 of 62 · Dave BR I1") so a replay is never taken for the live board."""

    move: int
    moves: int
    name: str = ""
    notation: str = ""


def replay_colour(theme: Theme) -> RGB:
    """The replay band's colour: the theme's blue (a stored palette colour, as the stamp's)."""
    return theme.symbols[2]


_PREVIEW: ContextVar[Preview | None] = ContextVar("render_preview", default=None)
_REPLAY: ContextVar[Replay | None] = ContextVar("render_replay", default=None)


@contextmanager
def replaying(replay: Replay | None) -> Iterator[None]:
    """Draw the replay band of ``replay`` (nothing for None) inside the block."""
    token = _REPLAY.set(replay)
    try:
        yield
    finally:
        _REPLAY.reset(token)


def replay_frame() -> Replay | None:
    """The replay frame being drawn, if any."""
    return _REPLAY.get()


#: While a stamp is drawn on a finished board: the row ranges it draws over.
_REDRAWN: ContextVar[list[tuple[int, int]] | None] = ContextVar("render_redrawn", default=None)


@contextmanager
def previewing(preview: Preview | None) -> Iterator[None]:
    """Draw ``preview`` (or a plain board for None) inside the block."""
    token = _PREVIEW.set(preview)
    try:
        yield
    finally:
        _PREVIEW.reset(token)


def active() -> Preview | None:
    """The preview being drawn, if any."""
    return _PREVIEW.get()


@contextmanager
def recording() -> Iterator[list[tuple[int, int]]]:
    """Collect the rows ``[top, bottom)`` drawn over inside the block (see :func:`redrawn`)."""
    rows: list[tuple[int, int]] = []
    token = _REDRAWN.set(rows)
    try:
        yield rows
    finally:
        _REDRAWN.reset(token)


def redrawn(top: int, bottom: int) -> None:
    """Rows ``[top, bottom)`` are cleared and drawn again: the shared pieces a stamp redraws
    (status line, a player's block, the bars) say so, and the encoder maps and compresses
    those rows again instead of looking for what changed (:func:`render.board_pngs`)."""
    rows = _REDRAWN.get()
    if rows is not None:
        rows.append((top, bottom))


def frame(img: Image.Image, theme: Theme) -> None:
    """The stamp's bars across the top and the bottom of the image.

    Only across, not down the sides: a frame's sides would change every row of the
    image, and the stamped preview is encoded by reusing the plain board's compressed
    rows wherever they are unchanged (:func:`render.encode.encode_png_pair`)."""
    d = ImageDraw.Draw(img)
    colour = stamp_colour(theme)
    d.rectangle((0, 0, img.width - 1, FRAME - 1), fill=colour)
    d.rectangle((0, img.height - FRAME, img.width - 1, img.height - 1), fill=colour)
    redrawn(0, FRAME)
    redrawn(img.height - FRAME, img.height)
