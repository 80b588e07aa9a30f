"""Errors the Discord surface shows to the user who caused them (always ephemeral)."""

from __future__ import annotations

from genial import GenialError


class UserError(GenialError):
    """A readable refusal: game not found, not a player, stale button, no permission."""

    reason = "user"


class StaleError(UserError):
    """A button or menu from an earlier turn."""

    reason = "stale"


def not_found(game_id: int) -> UserError:
    return UserError(
        f"There is no game #{game_id}. Use `/genial games` to see your games.",
        reason="not-found",
    )


def stale() -> StaleError:
    return StaleError(
        "That menu is from an earlier turn: open a fresh one with the button under the latest board."
    )
