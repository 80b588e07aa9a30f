"""Errors raised by the engines.

Every error carries a machine-readable ``reason`` and a message written for the
player who caused it. Messages never contain hidden information (other
players' racks, the bag, the seed).
"""

from __future__ import annotations


class GenialError(Exception):
    """Base class of every engine error."""

    reason = "error"

    def __init__(self, message: str, *, reason: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        if reason is not None:
            self.reason = reason


class NotationError(GenialError):
    """The text could not be read as a move or cell (``reason='parse'``)."""

    reason = "parse"


class IllegalMoveError(GenialError):
    """The move is well formed but not allowed in this position."""

    reason = "illegal"


class NotYourTurnError(GenialError):
    """Somebody other than the player to act tried to move."""

    reason = "not-your-turn"


class GameOverError(GenialError):
    """The game has ended; no more moves are accepted."""

    reason = "game-over"


class RecordError(GenialError):
    """A game record is malformed or does not replay."""

    reason = "record"
