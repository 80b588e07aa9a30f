"""The renderer of each edition, by edition id: one line per edition.

To add an edition: write ``render/<edition>.py`` with a board function and a
hand function matching :class:`BoardFn` and :class:`HandFn` (they return a
Pillow image; the public functions in :mod:`render` encode it), then add one
line to :data:`RENDERERS` below.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from PIL import Image

from genial.cards.view import HandView
from genial.classic.view import RackView
from genial.dice.view import DiceHandView
from genial.spezial.view import SeatView as SpezialSeatView
from genial.three_d.view import RackView as ThreeDRackView

from . import cards, classic, dice, spezial, three_d
from .theme import Theme


class BoardFn(Protocol):
    """Draws an edition's public view (with names by seat) as an RGB image."""

    def __call__(self, view: Any, *, names: Sequence[str], theme: Theme) -> Image.Image: ...


class StandingsFn(Protocol):
    """Draws an edition's standings (``ratings``: rating changes by seat, for rated games)."""

    def __call__(
        self,
        view: Any,
        *,
        names: Sequence[str],
        theme: Theme,
        ratings: Mapping[int, int] | None = None,
    ) -> Image.Image: ...


class PanelFn(Protocol):
    """Draws the status line and players' blocks of a board image again on a copy of it:
    just the status line and the blocks of the seats in ``only``, each cleared first
    (used to stamp a preview on the plain board without drawing the board twice)."""

    def __call__(
        self,
        img: Image.Image,
        view: Any,
        *,
        names: Sequence[str],
        theme: Theme,
        only: Collection[int] | None = None,
    ) -> None: ...


class HandFn(Protocol):
    """Draws one player's private view (rack, hand) as an RGB image."""

    def __call__(self, view: Any, *, name: str, theme: Theme) -> Image.Image: ...


@dataclass(frozen=True)
class Renderer:
    """An edition's drawing functions.

    ``hand_types``: the private-view classes this renderer draws, so
    :func:`render.hand_png` can dispatch on views that carry no ``edition``
    attribute. ``standings``: an edition's own final-standings image (None =
    the generic :func:`render.standings.standings_image`). ``panel``: redraws the
    status line and some seats' blocks of a drawn board (None: a stamped preview
    is drawn whole).
    """

    board: BoardFn
    hand: HandFn
    hand_types: tuple[type, ...] = ()
    standings: StandingsFn | None = None
    panel: PanelFn | None = None


_CLASSIC = Renderer(classic.board_image, classic.rack_image, (RackView,), panel=classic.panel)
_THREE_D = Renderer(three_d.board_image, three_d.rack_image, (ThreeDRackView,), panel=three_d.panel)

RENDERERS: dict[str, Renderer] = {
    "classic": _CLASSIC,
    "travel": _CLASSIC,
    "cards": Renderer(cards.board_image, cards.hand_image, (HandView,), panel=cards.panel),
    "dice": Renderer(
        dice.board_image, dice.hand_image, (DiceHandView,), dice.standings_image, dice.panel
    ),
    "3d": _THREE_D,
    "3d-solo": _THREE_D,
    "spezial": Renderer(
        spezial.board_image, spezial.seat_image, (SpezialSeatView,), panel=spezial.panel
    ),
}
