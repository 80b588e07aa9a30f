"""Errors raised by the persistence layer.

Like the engine's :class:`genial.GenialError`, every error carries a message id
(``key``, with ``params``) that the bot writes in the reader's language (``data``
imports no ``i18n``: the text lives in the catalogues), a machine-readable ``reason``,
and an English ``message`` for logs and tests.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class DataError(Exception):
    """Base class of every persistence error."""

    reason = "data"
    #: The message the bot shows for this refusal (``cogs.common.locale.refusal`` writes it).
    key = "err-data-refused"

    def __init__(
        self, message: str, *, reason: str | None = None, key: str | None = None, **params: Any
    ) -> None:
        super().__init__(message)
        self.message = message
        if reason is not None:
            self.reason = reason
        if key is not None:
            self.key = key
        self.params: Mapping[str, Any] = params


class NotFoundError(DataError):
    """The game (or seat) does not exist."""

    reason = "not-found"
    key = "err-data-not-found"


class StaleVersionError(DataError):
    """Somebody else changed the game first; nothing was written."""

    reason = "stale"
    key = "err-data-moved-first"


class SchemaError(DataError):
    """The database file was written by a newer (unknown) version of the bot."""

    reason = "schema"


class CorruptRecordError(DataError):
    """A stored game cannot be decoded or does not replay."""

    reason = "corrupt"
    key = "err-data-damaged"

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
    "not-finished": "This game is not finished.",
    "not-a-player": "You did not play in this game.",
    "reserved": "The seats of this rematch are kept for the players of the last game.",
    "playing": "You still play in a game that is not finished.",
    # Partners chosen in a lobby (data/partners.py).
    "partner-self": "You cannot be your own partner.",
    "partner-not-seated": "Your partner must have a seat in this lobby.",
    "partner-taken": "That player already has a partner.",
}

#: LobbyError.reason -> the message the bot shows.
LOBBY_KEYS = {
    "full": "ui-lobby-err-full",
    "already": "ui-lobby-err-already",
    "not-lobby": "ui-lobby-err-not-lobby",
    "not-seated": "ui-lobby-err-not-seated",
    "creator": "ui-lobby-err-creator-leaves",
    "seats-changed": "ui-lobby-err-seats-changed",
    "empty": "ui-lobby-err-empty",
    "not-started": "err-data-lobby-not-started",
    # A rematch (data/players.py).
    "not-finished": "ui-players-rematch-err-not-finished",
    "not-a-player": "ui-players-rematch-err-not-a-player",
    "reserved": "ui-players-rematch-err-reserved",
    "playing": "ui-players-forget-err-playing",
    "partner-self": "ui-lobby-err-partner-self",
    "partner-not-seated": "ui-lobby-err-partner-not-seated",
    "partner-taken": "ui-lobby-err-partner-taken",
}


class LobbyError(DataError):
    """A lobby action is not possible now.

    ``reason`` is one of ``full``, ``already``, ``not-lobby``, ``not-seated``,
    ``creator``, ``seats-changed``, ``empty``, ``not-started``.
    """

    reason = "lobby"

    def __init__(self, reason: str, message: str | None = None) -> None:
        super().__init__(
            message or _LOBBY_MESSAGES.get(reason, "Not possible now."),
            reason=reason,
            key=LOBBY_KEYS.get(reason, DataError.key),
        )


class OpenLimitError(DataError):
    """The creator already has the server's maximum of open games; nothing was written."""

    reason = "limit"
    key = "ui-new-limit"

    def __init__(self, limit: int) -> None:
        super().__init__(f"You already have {limit} open games on this server.", limit=limit)
        self.limit = limit


class ConstraintError(DataError):
    """The database refused a write: a key, check or foreign-key constraint, or the
    append-only move log. Raised alike by both backends; nothing was written."""

    reason = "constraint"


class StorageUnavailableError(DataError):
    """The database cannot take the write now: its disk is full, it has an I/O error,
    it is locked by another process, or it cannot be reached. Nothing was written (a
    move was not played); trying again later is safe. An expected failure: the bot
    answers it plainly and logs a warning, not a traceback."""

    reason = "storage"
    key = "err-data-storage"


class DatabaseUnreachableError(StorageUnavailableError):
    """The database server cannot be reached (restarting, stopped, or not answering in
    time): nothing was written, and the bot reconnects by itself (``data.reach``); a move
    made now was not played, and the same move a moment later is safe."""

    reason = "unreachable"
    key = "err-data-unreachable"


class CommitUnknownError(DatabaseUnreachableError):
    """The connection was lost while the database was committing: the transaction may
    have been written or not, and nothing here can tell which until it answers again.
    What it wrote is whole or absent (a move and the posts it owes commit together), so
    a move either shows up in its thread once the database is back or was not played;
    playing it again is safe either way (a played move makes the same one stale)."""

    reason = "commit-unknown"
    key = "err-data-commit-unknown"


class BusyError(StorageUnavailableError):
    """The database gave up on a transaction because of concurrent ones (a deadlock or
    a lock wait that timed out); nothing was written and trying again is safe."""

    reason = "busy"
