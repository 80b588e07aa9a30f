"""Errors raised by the persistence layer.

Like the engine's :class:`genial.GenialError`, every error carries a
player-readable ``message`` (the bot shows it as is) and a machine-readable
``reason``, so one error handler can treat both families alike.
"""

from __future__ import annotations


class DataError(Exception):
    """Base class of every persistence error."""

    reason = "data"

    def __init__(self, message: str, *, reason: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        if reason is not None:
            self.reason = reason


class NotFoundError(DataError):
    """The game (or seat) does not exist."""

    reason = "not-found"


class StaleVersionError(DataError):
    """Somebody else changed the game first; nothing was written."""

    reason = "stale"


class SchemaError(DataError):
    """The database file was written by a newer (unknown) version of the bot."""

    reason = "schema"


class CorruptRecordError(DataError):
    """A stored game cannot be decoded or does not replay."""

    reason = "corrupt"

    def __init__(self, game_id: int, detail: str = "") -> None:
        super().__init__(
            f"Game #{game_id} is damaged in the database and cannot be loaded."
            " An admin can cancel it.",
        )
        self.game_id = game_id
        #: What exactly is wrong (for logs, not for players).
        self.detail = detail


_LOBBY_MESSAGES = {
    "full": "This game is full.",
    "already": "You are already in this game.",
    "not-lobby": "This game is not open for players any more.",
    "not-seated": "You are not in this game.",
    "creator": "You created this game: cancel it instead of leaving.",
    "seats-changed": "The players changed while starting. Please try again.",
    "empty": "Nobody is seated in this game.",
    "not-started": "This game has not started yet.",
}


class LobbyError(DataError):
    """A lobby action is not possible now.

    ``reason`` is one of ``full``, ``already``, ``not-lobby``, ``not-seated``,
    ``creator``, ``seats-changed``, ``empty``, ``not-started``.
    """

    reason = "lobby"

    def __init__(self, reason: str, message: str | None = None) -> None:
        super().__init__(message or _LOBBY_MESSAGES.get(reason, "Not possible now."), reason=reason)
