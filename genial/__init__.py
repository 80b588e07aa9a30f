"""Genial: pure rules engines for the Einfach Genial family of games.

Standard library only; no I/O. Start with :func:`genial.registry.create` and
the :class:`genial.core.game.Game` interface.
"""

from .core.errors import (
    GameOverError,
    GenialError,
    IllegalMoveError,
    NotationError,
    NotYourTurnError,
    RecordError,
)
from .core.game import Game
from .core.ranking import Standing
from .core.values import Edition, Move, Option, Outcome, View
from .records import replay
from .registry import EDITIONS, create, editions, get

__all__ = [
    "EDITIONS",
    "Edition",
    "Game",
    "GameOverError",
    "GenialError",
    "IllegalMoveError",
    "Move",
    "NotYourTurnError",
    "NotationError",
    "Option",
    "Outcome",
    "RecordError",
    "Standing",
    "View",
    "create",
    "editions",
    "get",
    "replay",
]
