"""Errors the Discord surface shows to the user who caused them (always ephemeral).

Also the refusals of the storage layer the surface catches (a lobby that is full, a
league rule, no such row): named here so the surface need not import ``data`` for them.
"""

from __future__ import annotations

from data import (
    CorruptRecordError,
    DatabaseUnreachableError,
    DataError,
    LobbyError,
    NotFoundError,
    StorageUnavailableError,
)
from data.leagues import LeagueError
from genial import GenialError

__all__ = [
    "CorruptRecordError",
    "DataError",
    "DatabaseUnreachableError",
    "LeagueError",
    "LobbyError",
    "NotFoundError",
    "StaleError",
    "StorageUnavailableError",
    "UserError",
    "not_found",
    "stale",
]


class UserError(GenialError):
    """A readable refusal: game not found, not a player, stale button, no permission."""

    reason = "user"


class StaleError(UserError):
    """A button or menu from an earlier turn."""

    reason = "stale"


def not_found(number: int | None = None) -> UserError:
    """No such game on this server. Said in exactly the same words whether the game
    does not exist at all or belongs to another server (or the user is in a DM)."""
    if number is None:
        return UserError("err-bot-not-found", reason="not-found")
    return UserError("err-bot-not-found-game", reason="not-found", number=number)


def stale() -> StaleError:
    return StaleError("err-bot-stale")
