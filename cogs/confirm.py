""" "Are you sure?" before the destructive actions: resign, cancel, kick.

The question is private and carries **Confirm** and **Back** (``SureButton`` /
``KeepButton``, restart-proof). Nothing happens until Confirm; Confirm checks
everything again (the game's server, permissions, state, and the game
version the question was asked for, so a question from before a move is
refused). Back dismisses the question and changes nothing.
"""

from __future__ import annotations

from typing import Any

import discord

from . import flows, limits
from .components import KeepButton, SureButton
from .context import guarded, service_of
from .errors import StaleError, UserError
from .service import GameService, Loaded

ACTIONS = ("resign", "cancel", "kick")


def can_manage(interaction: discord.Interaction[Any], loaded: Loaded) -> bool:
    """The game's creator, or a member with Manage Server in the game's own server.

    Only an interaction in the game's server counts: permissions that come with
    an interaction are those of the server where it happens.
    """
    if interaction.guild_id is None or interaction.guild_id != loaded.row.guild_id:
        return False
    if interaction.user.id == loaded.row.creator_id:
        return True
    perms = getattr(interaction.user, "guild_permissions", None)
    return bool(perms and perms.manage_guild)


def require_manager(interaction: discord.Interaction[Any], loaded: Loaded, what: str) -> None:
    """Raise a UserError ``permission`` unless :func:`can_manage`; ``what``: e.g. 'cancel it'."""
    if not can_manage(interaction, loaded):
        raise UserError(
            f"Only the player who opened this game, or someone with Manage Server, can {what}.",
            reason="permission",
        )


def check(
    interaction: discord.Interaction[Any], loaded: Loaded, action: str, target: int = 0
) -> None:
    """Raise a specific UserError unless ``action`` is allowed now (asked and on Confirm)."""
    n = loaded.number
    status = loaded.row.status
    if action == "resign":
        GameService.require_active(loaded)
        _require_playing(loaded, interaction.user.id, "You are not")
        return
    if action == "cancel":
        require_manager(interaction, loaded, "cancel it")
        if status not in ("lobby", "active"):
            raise UserError(f"Game #{n} is already over.", reason="game-over")
        return
    if action != "kick":
        raise UserError("Unknown action.", reason="unknown")
    require_manager(interaction, loaded, "remove players")
    if target == loaded.row.creator_id and status == "lobby":
        raise UserError(
            "The player who opened the game cannot be removed from its lobby: "
            "cancel the game instead.",
            reason="creator",
        )
    if status == "lobby":
        if not any(s.user_id == target for s in loaded.seats):
            raise UserError(f"<@{target}> has no seat in game #{n}.", reason="not-seated")
        return
    GameService.require_active(loaded)
    _require_playing(loaded, target, f"<@{target}> is not")


def _require_playing(loaded: Loaded, user_id: int, who: str) -> None:
    seat = loaded.seat_of(user_id)
    game = loaded.game
    if seat is None or (game is not None and seat in game.resigned):
        raise UserError(f"{who} playing in game #{loaded.number}.", reason="not-a-player")


def question(loaded: Loaded, action: str, target: int = 0) -> str:
    n = loaded.number
    if action == "resign":
        text = f"Resign from game #{n}? You leave the game and rank last."
    elif action == "cancel":
        text = f"Cancel game #{n} for everybody? This cannot be undone."
    elif loaded.row.status == "lobby":
        text = f"Remove <@{target}> from the lobby of game #{n}?"
    else:
        text = f"Remove <@{target}> from game #{n}? They leave the game and rank last."
    return f"**Are you sure?** {text}\nPress **Confirm** to go ahead, or **Back** to keep things as they are."


async def ask(
    interaction: discord.Interaction[Any], action: str, loaded: Loaded, target: int = 0
) -> None:
    """Check that ``action`` is allowed, then ask privately; nothing changes yet."""
    check(interaction, loaded, action, target)
    view = discord.ui.View(timeout=None)
    view.add_item(SureButton(action, loaded.id, loaded.version, target))
    view.add_item(KeepButton(loaded.id))
    await limits.answer(interaction, question(loaded, action, target), view=view)


@guarded
async def on_back(interaction: discord.Interaction[Any], game_id: int) -> None:
    await limits.answer(interaction, "Nothing was changed.", update=True)


@guarded
async def on_confirm(
    interaction: discord.Interaction[Any], action: str, game_id: int, version: int, target: int
) -> None:
    svc = service_of(interaction)
    # A cancel does not replay the record: a damaged game must still be cancellable.
    loaded = await svc.load(game_id, engine=action != "cancel")
    if loaded.version != version:
        raise StaleError(
            "The game has moved on since you were asked, so nothing was done. "
            "Run the command again if you still want to."
        )
    check(interaction, loaded, action, target)
    n = loaded.number
    client = interaction.client
    if action == "cancel":
        if not await svc.db.cancel(game_id):
            raise UserError(f"Game #{n} is already over.", reason="game-over")
        await limits.answer(interaction, f"Game #{n} is cancelled.", update=True)
        await flows.announce_cancel(client, loaded, interaction.user.display_name)
        return
    if action == "kick" and loaded.row.status == "lobby":
        await svc.db.leave(game_id, target)  # a LobbyError (a race) is shown as it says
        await limits.answer(
            interaction, f"Removed <@{target}> from the lobby of game #{n}.", update=True
        )
        await flows.refresh_lobby(client, game_id)
        return
    await limits.ack(interaction, update=True)
    if action == "resign":
        played = await svc.resign(game_id, interaction.user.id)
        done = f"You resigned from game #{n}."
    else:
        played = await svc.resign(game_id, target, status="removed")
        done = f"Removed <@{target}> from game #{n}."
    await limits.answer(interaction, done, update=True)
    await flows.announce(client, played)
