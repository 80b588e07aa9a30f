"""The editions, by id. Adding an edition is one line here (plus its renderer)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .cards import CardGame
from .classic import ClassicGame, TravelGame
from .core.contract import shown
from .core.errors import NotationError
from .core.game import Game
from .core.rng import new_seed
from .core.values import Edition
from .dice import DiceGame
from .spezial import SpezialGame
from .three_d import ThreeDGame, ThreeDSoloGame

EDITIONS: dict[str, type[Game]] = {
    "classic": ClassicGame,
    "travel": TravelGame,
    "dice": DiceGame,
    "cards": CardGame,
    "3d": ThreeDGame,
    "3d-solo": ThreeDSoloGame,
    "spezial": SpezialGame,
}


def get(edition: str) -> type[Game]:
    """The game class of an edition id; raises NotationError for an unknown one."""
    if isinstance(edition, str) and edition in EDITIONS:
        return EDITIONS[edition]
    known = ", ".join(EDITIONS)
    raise NotationError("err-edition-unknown", shown=shown(edition), known=known)


def editions() -> list[Edition]:
    """Every edition's facts, in registry order."""
    return [cls.edition for cls in EDITIONS.values()]


def create(
    edition: str, players: int, seed: int | None = None, options: Mapping[str, Any] | None = None
) -> Game:
    """A new game; a fresh secret seed is drawn when none is given (D-ALL-6).

    Any value of any argument is accepted: what is invalid raises a GenialError
    subclass (``genial.core.contract``).
    """
    return get(edition).new(players, new_seed() if seed is None else seed, options)
