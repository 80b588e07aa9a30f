""" "Are you sure?" before the destructive actions: resign, cancel, kick.

The question is private and carries **Confirm** and **Back** (``SureButton`` /
``KeepButton``, restart-proof). Nothing happens until Confirm; Confirm checks
everything again (the game's server, permissions, state, and the game
version the question was asked for, so a question from before a move is
refused). Back dismisses the question and changes nothing.
"""

from __future__ import annotations

import functools
import logging
from typing import Any

import discord

import i18n
from app.errors import DataError, StaleError, StorageUnavailableError, UserError
from app.games.service import GameService, Loaded
from cogs.common import clicks, limits, locale
from cogs.common.context import guarded, service_of
from cogs.common.locale import reader
from cogs.common.uses import uses_of
from cogs.lobby.buttons import KeepButton, SureButton
from cogs.play import flows
from genial import GenialError

log = logging.getLogger(__name__)

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


#: Action -> the refusal for someone who may not do it.
NOT_ALLOWED = {"cancel": "ui-confirm-only-manager-cancel", "kick": "ui-confirm-only-manager-kick"}


def require_manager(interaction: discord.Interaction[Any], loaded: Loaded, action: str) -> None:
    """Raise a UserError ``permission`` unless :func:`can_manage` (``action``: cancel, kick)."""
    if not can_manage(interaction, loaded):
        raise UserError(NOT_ALLOWED[action], reason="permission")


def check(
    interaction: discord.Interaction[Any], loaded: Loaded, action: str, target: int = 0
) -> None:
    """Raise a specific UserError unless ``action`` is allowed now (asked and on Confirm)."""
    n = loaded.number
    status = loaded.row.status
    if action == "resign":
        GameService.require_active(loaded)
        if not _playing(loaded, interaction.user.id):
            raise UserError("ui-confirm-you-not-playing", reason="not-a-player", game=n)
        return
    if action == "cancel":
        require_manager(interaction, loaded, "cancel")
        if status not in ("lobby", "active"):
            raise UserError("ui-confirm-already-over", reason="game-over", game=n)
        return
    if action != "kick":
        raise UserError("ui-confirm-unknown", reason="unknown")
    require_manager(interaction, loaded, "kick")
    if target == loaded.row.creator_id and status == "lobby":
        raise UserError("ui-confirm-creator-stays", reason="creator")
    if status == "lobby":
        if not any(s.user_id == target for s in loaded.seats):
            raise UserError("ui-confirm-no-seat", reason="not-seated", who=f"<@{target}>", game=n)
        return
    GameService.require_active(loaded)
    if not _playing(loaded, target):
        raise UserError(
            "ui-confirm-they-not-playing", reason="not-a-player", who=f"<@{target}>", game=n
        )


def _playing(loaded: Loaded, user_id: int) -> bool:
    seat = loaded.seat_of(user_id)
    game = loaded.game
    return not (seat is None or (game is not None and seat in game.resigned))


def question(loaded: Loaded, action: str, target: int = 0, lang: str = i18n.DEFAULT) -> str:
    t = functools.partial(i18n.text, lang)
    n = loaded.number
    if action == "resign":
        text = t("ui-confirm-ask-resign", game=n)
    elif action == "cancel":
        text = t("ui-confirm-ask-cancel", game=n)
    elif loaded.row.status == "lobby":
        text = t("ui-confirm-ask-kick-lobby", who=f"<@{target}>", game=n)
    else:
        text = t("ui-confirm-ask-kick", who=f"<@{target}>", game=n)
    return t("ui-confirm-question", question=text)


async def ask(
    interaction: discord.Interaction[Any], action: str, loaded: Loaded, target: int = 0
) -> None:
    """Check that ``action`` is allowed, then ask privately; nothing changes yet."""
    check(interaction, loaded, action, target)
    view = discord.ui.View(timeout=None)
    lang = reader(interaction)
    view.add_item(SureButton(action, loaded.id, loaded.version, target, lang))
    view.add_item(KeepButton(loaded.id, lang))
    await limits.answer(interaction, question(loaded, action, target, lang), view=view)


@clicks.handles("keep")
@guarded
async def on_back(interaction: discord.Interaction[Any], game_id: int) -> None:
    await limits.answer(
        interaction, i18n.text(reader(interaction), "ui-confirm-unchanged"), update=True
    )


@clicks.handles("sure")
@guarded
async def on_confirm(
    interaction: discord.Interaction[Any], action: str, game_id: int, version: int, target: int
) -> None:
    await limits.ack(interaction, update=True)  # answer Discord before the database work
    try:
        await _confirmed(interaction, action, game_id, version, target)
    except (GenialError, DataError) as exc:
        # The refusal replaces the private question (and its buttons), as before the ack.
        if isinstance(exc, StorageUnavailableError):
            log.warning("storage unavailable on confirm: %s", exc.message)
        message = locale.refusal(reader(interaction), exc)
        await limits.answer(interaction, f"\N{NO ENTRY SIGN} {message}", update=True)


async def _confirmed(
    interaction: discord.Interaction[Any], action: str, game_id: int, version: int, target: int
) -> None:
    svc = service_of(interaction)
    t = functools.partial(i18n.text, reader(interaction))
    # A cancel does not replay the record: a damaged game must still be cancellable.
    loaded = await svc.load(game_id, engine=action != "cancel")
    if loaded.version != version:
        raise StaleError("ui-confirm-moved-on")
    check(interaction, loaded, action, target)
    n = loaded.number
    client = interaction.client
    if action == "cancel":
        await uses_of(interaction).lobby.cancel(game_id, interaction.user.id, n)
        await limits.answer(interaction, t("ui-confirm-cancelled", game=n), update=True)
        await flows.announce_cancel(client, loaded)
        return
    if action == "kick" and loaded.row.status == "lobby":
        await uses_of(interaction).lobby.kick(game_id, target)  # a race: shown as it says
        await limits.answer(
            interaction, t("ui-confirm-kicked-lobby", who=f"<@{target}>", game=n), update=True
        )
        await flows.refresh_lobby(client, game_id)
        return
    if action == "resign":
        played = await svc.resign(game_id, interaction.user.id)
        done = t("ui-confirm-resigned", game=n)
    else:
        played = await svc.resign(game_id, target, status="removed")
        done = t("ui-confirm-kicked", who=f"<@{target}>", game=n)
    await limits.answer(interaction, done, update=True)
    await flows.tell_where(interaction, await flows.announce(client, played))
