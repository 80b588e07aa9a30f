"""Images of games: pure functions from an engine view to PNG bytes (Pillow, no Discord).

Public API::

    board_png(view, *, names, theme=None, locale=None, preview=None) -> bytes  # the public board
    board_pngs(view, *, names, preview, ...) -> (plain, stamped)  # both from one drawing
    hand_png(view, *, name, theme=None) -> bytes        # one player's rack/hand (ephemeral)
    standings_png(view, *, names, theme=None) -> bytes  # final standings, any edition

``names`` are display names by seat. Each call dispatches on ``view.edition``
through :data:`RENDERERS` (``render/registry.py``, one line per edition). The
``*_image`` variants return the Pillow image instead of bytes. Themes:
:data:`DARK` (default) and :data:`LIGHT`, or your own :class:`Theme`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from genial import View

from .encode import encode_png, encode_png_pair, encode_png_restamped
from .preview import Preview, Replay, frame, previewing, recording, replaying
from .registry import RENDERERS, BoardFn, HandFn, Renderer
from .standings import standings_image as _generic_standings
from .theme import DARK, DEFAULT, LIGHT, Theme
from .words import speaking

__all__ = [
    "DARK",
    "LIGHT",
    "RENDERERS",
    "BoardFn",
    "HandFn",
    "NoRendererError",
    "Preview",
    "Renderer",
    "Replay",
    "Theme",
    "board_image",
    "board_png",
    "board_pngs",
    "hand_image",
    "hand_png",
    "renderer_for",
    "stamped_image",
    "standings_image",
    "standings_png",
]


class NoRendererError(LookupError):
    """No renderer is registered for this view's edition."""


def renderer_for(view: Any, edition: str | None = None) -> Renderer:
    """The renderer of ``edition`` (default: ``view.edition``, else the one drawing this view type).

    Raises NoRendererError when none matches.
    """
    key = edition if edition is not None else _edition_of(view)
    if key is not None:
        try:
            return RENDERERS[key]
        except KeyError:
            raise NoRendererError(f"No renderer for edition '{key}'.") from None
    for renderer in RENDERERS.values():
        if renderer.hand_types and isinstance(view, renderer.hand_types):
            return renderer
    raise NoRendererError(f"No renderer draws a {type(view).__name__}.")


def _edition_of(view: Any) -> str | None:
    """The edition an engine view names; None for a seat's view (found by its type) and for
    anything that is not an engine view (no renderer draws it)."""
    return view.edition if isinstance(view, View) else None


def _key(view: Any, edition: str | None) -> str:
    """The registry key of the renderer drawing ``view`` (names its stored palette): its
    edition (travel and 3d-solo have their own palettes), else the key of the renderer
    that draws its type."""
    key = edition if edition is not None else _edition_of(view)
    if key in RENDERERS:
        return str(key)
    renderer = renderer_for(view, edition)
    return next((k for k, r in RENDERERS.items() if r is renderer), "")


def _acting(view: Any, preview: Preview) -> Any:
    """The view a preview draws: the mover acts, not the next player (unless it is over)."""
    if not view.over and dataclasses.is_dataclass(view):
        return dataclasses.replace(view, current=preview.seat)  # type: ignore[type-var]
    return view


def board_image(
    view: Any,
    *,
    names: Sequence[str],
    theme: Theme | None = None,
    edition: str | None = None,
    locale: str | None = None,
    preview: Preview | None = None,
    replay: Replay | None = None,
) -> Image.Image:
    """The public board of ``view`` as an RGB image (see :func:`board_png`)."""
    draw = renderer_for(view, edition).board
    if preview is None:
        with speaking(locale), replaying(replay):
            return draw(view, names=names, theme=theme or DEFAULT)
    with speaking(locale), previewing(preview):
        img = draw(_acting(view, preview), names=names, theme=theme or DEFAULT)
    frame(img, theme or DEFAULT)
    return img


def stamped_image(
    plain: Image.Image,
    view: Any,
    *,
    names: Sequence[str],
    preview: Preview,
    theme: Theme | None = None,
    edition: str | None = None,
    locale: str | None = None,
) -> Image.Image:
    """``plain`` (the board of ``view`` from :func:`board_image`) stamped as ``preview``,
    without drawing the board again: on a copy, the status line and the blocks of the
    mover and of the next player are drawn again as the preview shows them, then the
    frame. Pixel for pixel the image ``board_image(..., preview=preview)`` draws whole
    (which it falls back to for a renderer without a ``panel``)."""
    theme = theme or DEFAULT
    renderer = renderer_for(view, edition)
    if renderer.panel is None:
        return board_image(
            view, names=names, theme=theme, edition=edition, locale=locale, preview=preview
        )
    img = plain.copy()
    _stamp(img, renderer, view, names=names, preview=preview, theme=theme, locale=locale)
    return img


def _stamp(
    img: Image.Image,
    renderer: Renderer,
    view: Any,
    *,
    names: Sequence[str],
    preview: Preview,
    theme: Theme,
    locale: str | None,
) -> list[tuple[int, int]]:
    """Stamp the drawn board ``img`` of ``view`` as ``preview``, in place, with the
    renderer's ``panel`` (status line, the blocks of the mover and of the next player)
    and the bars; returns the row ranges drawn over (:func:`render.preview.recording`)."""
    assert renderer.panel is not None
    acting = _acting(view, preview)
    seats = {preview.seat, view.current, acting.current}
    with speaking(locale), previewing(preview), recording() as rows:
        renderer.panel(
            img, acting, names=names, theme=theme, only={s for s in seats if s is not None}
        )
        frame(img, theme)
    return rows


def board_png(
    view: Any,
    *,
    names: Sequence[str],
    theme: Theme | None = None,
    edition: str | None = None,
    locale: str | None = None,
    preview: Preview | None = None,
    replay: Replay | None = None,
) -> bytes:
    """PNG of the public board: cells with labels, pieces, last move, scores, turn, supply.

    ``names[seat]`` is each seat's display name (missing ones show as 'Seat N').
    Every word is drawn in ``locale`` ('en', 'de', 'nl'; English by default).
    ``preview`` stamps the image as the preview of that seat's move (see
    :mod:`render.preview`); ``replay`` marks it as a frame of a replay.
    Raises NoRendererError for an edition without a renderer.
    """
    theme = theme or DEFAULT
    image = board_image(
        view,
        names=names,
        theme=theme,
        edition=edition,
        locale=locale,
        preview=preview,
        replay=replay,
    )
    return encode_png(image, theme=theme, edition=_key(view, edition))


def board_pngs(
    view: Any,
    *,
    names: Sequence[str],
    preview: Preview,
    theme: Theme | None = None,
    edition: str | None = None,
    locale: str | None = None,
) -> tuple[bytes, bytes]:
    """PNGs of the plain board and of its preview stamped for ``preview``, from ONE drawing
    of the board: the plain one is what the move's announcement posts, the stamped one what
    its mover sees first. Byte for byte what :func:`board_png` gives for each. Same
    arguments as :func:`board_png`."""
    theme = theme or DEFAULT
    plain = board_image(view, names=names, theme=theme, edition=edition, locale=locale)
    renderer = renderer_for(view, edition)
    if renderer.panel is not None:
        # Encode the plain board, stamp it in place, then map and compress again only the
        # rows the stamp drew over (no copy of the board, no search for what changed).
        def stamp(img: Image.Image) -> list[tuple[int, int]]:
            return _stamp(
                img, renderer, view, names=names, preview=preview, theme=theme, locale=locale
            )

        pair = encode_png_restamped(plain, stamp, theme=theme, edition=_key(view, edition))
        if pair is not None:
            return pair
    stamped = stamped_image(
        plain, view, names=names, preview=preview, theme=theme, edition=edition, locale=locale
    )
    # The stamp redraws the status line, a few score blocks and the bars: encode_png_pair
    # maps and compresses only those rows of the stamped image again.
    return encode_png_pair(plain, stamped, theme=theme, edition=_key(view, edition))


def hand_image(
    view: Any,
    *,
    name: str,
    theme: Theme | None = None,
    edition: str | None = None,
    locale: str | None = None,
) -> Image.Image:
    """One player's private view as an RGB image (see :func:`hand_png`)."""
    with speaking(locale):
        return renderer_for(view, edition).hand(view, name=name, theme=theme or DEFAULT)


def hand_png(
    view: Any,
    *,
    name: str,
    theme: Theme | None = None,
    edition: str | None = None,
    locale: str | None = None,
) -> bytes:
    """PNG of a player's private rack or hand (send it ephemerally, to that player only).

    Views without an ``edition`` attribute are matched by type (or pass ``edition``).
    Raises NoRendererError when no renderer draws this view.
    """
    theme = theme or DEFAULT
    image = hand_image(view, name=name, theme=theme, edition=edition, locale=locale)
    return encode_png(image, theme=theme, edition=_key(view, edition))


def standings_image(
    view: Any,
    *,
    names: Sequence[str],
    theme: Theme | None = None,
    locale: str | None = None,
    ratings: Mapping[int, int] | None = None,
) -> Image.Image:
    """The standings as an RGB image (see :func:`standings_png`)."""
    key = view.edition
    renderer = RENDERERS.get(key) if key is not None else None
    draw = renderer.standings if renderer and renderer.standings else _generic_standings
    with speaking(locale):
        if ratings is None:  # an edition's own standings need not know about ratings
            return draw(view, names=names, theme=theme or DEFAULT)
        return draw(view, names=names, theme=theme or DEFAULT, ratings=ratings)


def standings_png(
    view: Any,
    *,
    names: Sequence[str],
    theme: Theme | None = None,
    locale: str | None = None,
    ratings: Mapping[int, int] | None = None,
) -> bytes:
    """PNG of the standings: places, names, every colour score, the winner highlighted.

    Works for any edition whose view has ``scores``, ``colours`` and
    ``ranking`` (None while running: the current order is shown). ``ratings`` (seat ->
    rating change) draws "rating +14" at the right of each rated player's line: pass it
    instead of putting "(+14)" into the names, where it reads as points.
    """
    theme = theme or DEFAULT
    image = standings_image(view, names=names, theme=theme, locale=locale, ratings=ratings)
    return encode_png(image, theme=theme, edition=view.edition or "")
