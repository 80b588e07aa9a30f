"""Errors raised by the engines.

Every error carries a machine-readable ``reason`` and a fact for the player who
caused it: a message id (``key``) with parameters (``params``), turned into
text in the reader's language by the Discord layer (``i18n.fact``). Messages
never contain hidden information (other players' racks, the bag, the seed).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .facts import KEY, Fact


class GenialError(Exception):
    """Base class of every engine error.

    ``GenialError("err-classic-no-tile", tile="RB")`` or ``GenialError(some_fact)``.
    A first argument that is not a message id is kept as a literal text (the
    bot's own refusals that have no catalogue entry yet): ``key`` is then that
    text and ``literal`` is true.
    """

    reason = "error"

    def __init__(self, key: str | Fact, /, *, reason: str | None = None, **params: Any) -> None:
        if isinstance(key, Fact):
            params = {**key.params, **params}
            key = key.key
        self.key: str = key
        self.params: Mapping[str, Any] = params
        self.literal = not KEY.match(key)
        super().__init__(str(self.fact))
        if reason is not None:
            self.reason = reason

    @property
    def fact(self) -> Fact:
        return Fact(self.key, self.params)


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
