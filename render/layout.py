"""Text layout for the images: lines that fit by design, and a recorder of every drawn text box.

Fitting (:func:`fit_line`, :func:`wrap`): a text that does not fit its room first
takes a smaller size (down to a floor that stays legible on a phone), then the
next shorter wording the caller offers (e.g. without the player's name), and
only then is cut with an ellipsis. Measured with the font (``getlength``).

Recording (:func:`recording_text`): while a test (or a tool) records, every text
drawn through a :func:`canvas` is kept as a :class:`TextBox` in the final image's
pixels: the box of its ink (``textbbox``), the font's pixel size there, and the
box it must stay inside (its panel, else the image). :func:`problems` then finds
texts that overlap each other or leave their box, and :func:`too_small` texts
under a legible size on a phone. Drawing without a recorder costs one context
variable lookup per text.

Layers drawn once and kept (a board's cells and labels) record their texts when
they are made (:func:`layer`); pasting such a layer :func:`replay`-s them at the
place it is pasted, so a recording sees them on every drawing.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Collection, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, replace
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from .fonts import fit, font

Box = tuple[float, float, float, float]

#: The width a phone shows a posted image at (Discord's chat column on a phone).
PHONE_WIDTH = 400
#: The smallest font size, in pixels once the image is shown :data:`PHONE_WIDTH` wide,
#: that a label, score or delta may have (the em size, as CSS's font-size: see
#: :func:`too_small`).
MIN_PHONE_PX = 9.0


def phone_px(width: int) -> int:
    """The smallest font size (px) legible on a phone on an image ``width`` px wide."""
    return -(-round(MIN_PHONE_PX * width * 100) // (PHONE_WIDTH * 100))


@dataclass(frozen=True)
class TextBox:
    """One drawn text, in the final image's pixels."""

    text: str
    #: The ink's box (left, top, right, bottom).
    box: Box
    #: The font's size (em) in the final image's pixels.
    px: float
    #: The box the text must stay inside (its panel, else the whole image).
    bounds: Box
    #: What the text is: "label" (a cell's name), "score", "delta", "name", "text"...
    role: str = "text"


_SINK: ContextVar[list[TextBox] | None] = ContextVar("render_text_sink", default=None)


@contextmanager
def recording_text() -> Iterator[list[TextBox]]:
    """Keep every text drawn through a :func:`canvas` inside the block, in the list yielded."""
    boxes: list[TextBox] = []
    token = _SINK.set(boxes)
    try:
        yield boxes
    finally:
        _SINK.reset(token)


def recording() -> bool:
    """Whether texts are being recorded (a drawing may then skip its caches)."""
    return _SINK.get() is not None


def _shift(tb: TextBox, dx: float, dy: float, k: float) -> TextBox:
    def move(b: Box) -> Box:
        return (b[0] * k + dx, b[1] * k + dy, b[2] * k + dx, b[3] * k + dy)

    return replace(tb, box=move(tb.box), bounds=move(tb.bounds), px=tb.px * k)


def record(tb: TextBox) -> None:
    """Add ``tb`` to the recording, if one is running."""
    sink = _SINK.get()
    if sink is not None:
        sink.append(tb)


class Canvas(ImageDraw.ImageDraw):
    """An ``ImageDraw`` whose :meth:`text` is recorded (see :func:`recording_text`).

    ``offset`` and ``scale`` map this image's pixels to the final image's (a layer
    pasted at ``offset``, a drawing at ``scale`` times the size it is shown at);
    ``bounds`` is the box (in this image's pixels) its texts must stay inside.
    """

    def __init__(
        self,
        im: Image.Image,
        *,
        offset: tuple[float, float] = (0, 0),
        scale: float = 1.0,
        bounds: Box | None = None,
    ) -> None:
        super().__init__(im)
        self._offset = offset
        self._scale = scale
        self._bounds = bounds or (0, 0, im.width, im.height)

    def text(  # type: ignore[override]
        self,
        xy: tuple[float, float],
        text: str,
        fill: Any = None,
        font: ImageFont.FreeTypeFont | None = None,
        anchor: str | None = None,
        *args: Any,
        role: str = "text",
        bounds: Box | None = None,
        **kwargs: Any,
    ) -> None:
        """Draw ``text`` as ``ImageDraw.text`` does; record its box (``bounds``: the box it
        must stay inside, default the canvas's)."""
        super().text(xy, text, fill, font, anchor, *args, **kwargs)
        if _SINK.get() is None or not text or font is None:
            return
        box = self.textbbox(xy, text, font=font, anchor=anchor)
        k = 1 / self._scale
        tb = TextBox(text, box, float(font.size), bounds or self._bounds, role)
        record(_shift(tb, self._offset[0], self._offset[1], k))


def canvas(
    im: Image.Image,
    *,
    offset: tuple[float, float] = (0, 0),
    scale: float = 1.0,
    bounds: Box | None = None,
) -> Canvas:
    """A :class:`Canvas` on ``im`` (use it instead of ``ImageDraw.Draw`` for texts people read)."""
    return Canvas(im, offset=offset, scale=scale, bounds=bounds)


# ----- layers drawn once -------------------------------------------------------------------
#: Kept layers' texts by ``id`` of the layer (bounded: the layers' own caches hold ~40).
_LAYERS: OrderedDict[int, tuple[Image.Image, list[TextBox]]] = OrderedDict()
_LAYERS_KEPT = 64
_LAYERS_LOCK = threading.Lock()


@contextmanager
def layer(im: Image.Image) -> Iterator[None]:
    """Record the texts drawn on ``im`` inside the block with ``im`` (a kept layer), so that
    :func:`replay` adds them wherever it is pasted."""
    with recording_text() as boxes:
        yield
    with _LAYERS_LOCK:
        _LAYERS[id(im)] = (im, boxes)
        while len(_LAYERS) > _LAYERS_KEPT:
            _LAYERS.popitem(last=False)


def replay(
    im: Image.Image,
    offset: tuple[float, float] = (0, 0),
    scale: float = 1.0,
    hidden: Collection[str] = (),
) -> None:
    """Record the texts of the kept layer ``im`` as pasted at ``offset`` (shown at 1/``scale``),
    except those in ``hidden`` (labels of cells a piece covers)."""
    if _SINK.get() is None:
        return
    with _LAYERS_LOCK:
        entry = _LAYERS.get(id(im))
    if entry is None or entry[0] is not im:
        return
    for tb in entry[1]:
        if tb.text not in hidden:
            record(_shift(tb, offset[0], offset[1], 1 / scale))


def replay_boxes(boxes: Sequence[TextBox], offset: tuple[float, float], scale: float) -> None:
    """Record ``boxes`` (from another recording) moved by ``offset`` and scaled by ``scale``."""
    for tb in boxes:
        record(_shift(tb, offset[0], offset[1], scale))


# ----- fitting -------------------------------------------------------------------------------
def fit_line(
    wordings: Sequence[str],
    width: float,
    sizes: Sequence[int],
    *,
    bold: bool = False,
) -> tuple[str, ImageFont.FreeTypeFont]:
    """The first of ``wordings`` (longest first) that fits ``width`` px at one of ``sizes``
    (largest first), and its font; failing all, the last wording at the smallest size, cut
    with an ellipsis."""
    for text in wordings:
        for size in sizes:
            f = font(size, bold)
            if f.getlength(text) <= width:
                return text, f
    f = font(sizes[-1], bold)
    return fit(wordings[-1], f, width), f


def wrap(text: str, f: ImageFont.FreeTypeFont, width: float, lines: int = 2) -> list[str]:
    """``text`` in at most ``lines`` lines no wider than ``width`` px, broken between words;
    the last line is cut with an ellipsis when the text does not fit."""
    out: list[str] = []
    words = text.split()
    while words and len(out) < lines:
        line = words.pop(0)
        while words and f.getlength(f"{line} {words[0]}") <= width:
            line += " " + words.pop(0)
        out.append(line)
    if words:
        out[-1] = fit(out[-1] + " " + " ".join(words), f, width)
    return [fit(line, f, width) for line in out]


# ----- checks --------------------------------------------------------------------------------
def _overlap(a: Box, b: Box, slack: float) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > slack and min(a[3], b[3]) - max(a[1], b[1]) > slack


def problems(boxes: Sequence[TextBox], size: tuple[int, int], slack: float = 1.0) -> list[str]:
    """What is wrong with the texts of an image of ``size``: any two whose boxes overlap (by
    more than ``slack`` px both ways), any that leaves the image or its bounds, any cut
    with "…" that is not a name (role "name": names may be shortened, words not), any name
    shortened to less than two letters."""
    found = []
    w, h = size
    for tb in boxes:
        for edge, inside in (((0, 0, w, h), "image"), (tb.bounds, "its panel")):
            if (
                tb.box[0] < edge[0] - slack
                or tb.box[1] < edge[1] - slack
                or tb.box[2] > edge[2] + slack
                or tb.box[3] > edge[3] + slack
            ):
                found.append(f"{tb.text!r} at {_r(tb.box)} leaves {inside} {_r(edge)}")
                break
        if tb.text.endswith("…") and tb.role != "name":
            found.append(f"{tb.text!r} is cut (only a name may be shortened)")
        elif tb.text.endswith("…") and len(tb.text.rstrip("…").strip()) < 2:
            found.append(f"{tb.text!r} keeps less than two letters of a name")
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            if _overlap(a.box, b.box, slack):
                found.append(f"{a.text!r} at {_r(a.box)} overlaps {b.text!r} at {_r(b.box)}")
    return found


def too_small(boxes: Sequence[TextBox], width: int, minimum: float = MIN_PHONE_PX) -> list[str]:
    """Texts whose font is smaller than ``minimum`` px once the image (``width`` px wide) is
    shown :data:`PHONE_WIDTH` px wide.

    Measured on the font's size (its em), as CSS's font-size and the usual "9 px" rule
    are: DejaVu Sans' capitals are 0.73 em, so 9 px means capitals of about 6.6 px.
    """
    k = PHONE_WIDTH / width
    return [
        f"{tb.role} {tb.text!r} is {tb.px * k:.1f} px at {PHONE_WIDTH} px wide"
        for tb in boxes
        if tb.px * k < minimum - 1e-9
    ]


def _r(b: Box) -> tuple[int, ...]:
    return tuple(round(v) for v in b)


def uncached(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` without its ``functools`` cache while a recording runs (so its texts are seen)."""
    return getattr(fn, "__wrapped__", fn) if recording() else fn
