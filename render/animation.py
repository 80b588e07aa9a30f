"""An animated replay of a finished game: one frame per move, as a GIF.

Frames are the board images as drawn (each marked as a replay, :class:`render.Replay`),
shrunk to :data:`FRAME_WIDTH` px and mapped onto ONE palette (the first frame's colours
plus the last frame's: every piece and score colour appears by the end), so Pillow's GIF
writer stores only the rectangle that changed from one frame to the next. The result is
kept under :data:`MAX_BYTES` (Discord's limit without Nitro is 10 MiB; we aim at 8 MiB)
by :data:`LADDER`: fewer colours first (a board has a few dozen flat colours; 64 keep
them and their edges, and LZW codes shorter), then narrower frames, and only then every
second move, until it fits.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from genial import replay

#: Width of a frame (px): a phone shows about 400.
FRAME_WIDTH = 560
#: The file must stay under this many bytes (8 MiB).
MAX_BYTES = 8 * 1024 * 1024
#: How long each move is shown, and the last frame (ms).
STEP_MS = 700
LAST_MS = 4000
#: Colours of the palette (one more index is kept free for "unchanged" pixels).
COLOURS = 255
#: What :func:`fitting_gif` tries, in order, before it drops frames: (width, colours).
#: The longest 4-player classic game at 560 px was 7.4 MB with 255 colours, 5.0 MB with 63.
LADDER = ((FRAME_WIDTH, COLOURS), (FRAME_WIDTH, 63), (FRAME_WIDTH, 31), (440, 31), (320, 31))


def _shrink(img: Image.Image, width: int) -> Image.Image:
    if img.width <= width:
        return img.convert("RGB")
    height = round(img.height * width / img.width)
    return img.convert("RGB").resize((width, height), Image.Resampling.LANCZOS)


def _palette(frames: Sequence[Image.Image], colours: int = COLOURS) -> Image.Image:
    """One palette of ``colours`` for all frames, from the first and the last frame side by
    side (index ``colours`` stays free for the transparent "unchanged" pixels)."""
    first, last = frames[0], frames[-1]
    both = Image.new("RGB", (first.width + last.width, max(first.height, last.height)))
    both.paste(first, (0, 0))
    both.paste(last, (first.width, 0))
    return both.quantize(colours, method=Image.Quantize.MEDIANCUT)


def encode_gif(
    frames: Sequence[Image.Image], width: int = FRAME_WIDTH, colours: int = COLOURS
) -> bytes:
    """The frames (RGB, any size) as a looping GIF ``width`` px wide in ``colours`` colours
    (at most 255), each shown :data:`STEP_MS`, the last one :data:`LAST_MS`. Raises
    ValueError without frames."""
    if not frames:
        raise ValueError("an animation needs at least one frame")
    first = _shrink(frames[0], width)
    size = first.size

    def small(frame: Image.Image) -> Image.Image:
        shrunk = _shrink(frame, width)
        return shrunk if shrunk.size == size else shrunk.resize(size, Image.Resampling.LANCZOS)

    colours = max(2, min(COLOURS, colours))
    pal = _palette([first, small(frames[-1])], colours)
    # One frame shrunk at a time, mapped at once (1 byte a pixel): a list of shrunk RGB
    # copies would hold three times as much.
    mapped = [small(f).quantize(palette=pal, dither=Image.Dither.NONE) for f in frames]
    # Pillow stores each later frame as the rectangle that changed, its unchanged pixels
    # as the transparent index (drawn over the frame before: disposal 1).
    shown = mapped
    durations = [STEP_MS] * (len(shown) - 1) + [LAST_MS]
    out = io.BytesIO()
    shown[0].save(
        out,
        format="GIF",
        save_all=True,
        append_images=shown[1:],
        duration=durations,
        loop=0,
        optimize=False,
        disposal=1,
        transparency=colours,
    )
    return out.getvalue()


def fitting_gif(
    frames: Sequence[Image.Image], max_bytes: int = MAX_BYTES
) -> tuple[bytes, int, int]:
    """:func:`encode_gif` of ``frames`` under ``max_bytes``: each (width, colours) of
    :data:`LADDER` in turn, then the same with every second frame (the last always kept).
    Returns the GIF, the frame width used and the step between moves shown (1: every
    move)."""
    step = 1
    while True:
        shown = list(frames[::step])
        if (len(frames) - 1) % step:
            shown.append(frames[-1])
        for width, colours in LADDER:
            data = encode_gif(shown, width, colours)
            if len(data) <= max_bytes:
                return data, width, step
        if step >= len(frames):
            return data, width, step  # start and end only, smallest: whatever its size
        step *= 2


def replay_gif(
    record: Mapping[str, Any], names: Sequence[str], locale: str | None = None
) -> tuple[bytes, int]:
    """(GIF, step) of the game ``record`` (finished: the caller checks; a running game's
    moves would show what is still hidden in no frame, but its end is not yet public): the
    start and the board after every move, each marked as a replay frame (who played, the
    move), under :data:`MAX_BYTES`; ``step`` 1 means every move is a frame (2: every second
    one, the last always kept; see :func:`fitting_gif`). CPU-heavy (a 60-move game draws 61
    boards): run it in a render process or a worker."""
    import render  # the package's drawing functions (render/__init__ imports this module's peers)

    game = replay(record, upto=0)
    moves = len(record["moves"])
    start = render.Replay(0, moves)
    # Each frame is kept at the GIF's width, not as drawn: an 80-move Spezial game's boards
    # (880 x 1528) would hold 330 MB at once, its frames 130 MB.
    first = render.board_image(game.public_view(), names=names, locale=locale, replay=start)
    frames = [_shrink(first, FRAME_WIDTH)]
    for i, entry in enumerate(record["moves"]):
        outcome = game.play_entry(entry["seat"], entry["move"])
        who = names[outcome.seat] if 0 <= outcome.seat < len(names) else ""
        mark = render.Replay(i + 1, moves, who, outcome.notation)
        board = render.board_image(game.public_view(), names=names, locale=locale, replay=mark)
        frames.append(_shrink(board, FRAME_WIDTH))
    data, _width, every = fitting_gif(frames)
    return data, every
