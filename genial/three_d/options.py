"""Checks of the 3D games' creation options (see ``genial.core.contract``)."""

from __future__ import annotations

from typing import Any

from ..core.colours import SIX, Colour
from ..core.errors import IllegalMoveError, NotationError


def start_colours(value: Any, players: int) -> str:
    """The ``start`` option: each of the six colours once, e.g. ``'RGBOYP'`` (D-3D-1)."""
    wrong = IllegalMoveError(
        "err-3d-start-option-must-name",
        reason="option",
    )
    if not isinstance(value, str):
        raise wrong
    try:
        colours = [Colour.parse(ch) for ch in value.replace(" ", "")]
    except NotationError:
        raise wrong from None
    if sorted(c.index for c in colours) != list(range(len(SIX))):
        raise wrong
    return "".join(c.letter for c in colours)
