"""Computers in the lobby: what the creator's "Add computer" / "Remove computer" buttons do
(the buttons are in ``cogs/lobby/buttons.py``)."""

from __future__ import annotations

from typing import Any

import discord

import i18n
from app.errors import LobbyError, UserError
from cogs.common import clicks, limits
from cogs.common.context import guarded, service_of
from cogs.common.locale import public, reader
from cogs.play import panels

#: LobbyError.reason -> the refusal, for these buttons.
ERRORS = {
    "full": "ui-lobby-err-full",
    "not-lobby": "ui-lobby-err-not-lobby",
    "not-seated": "ui-computer-err-none",
}


@clicks.handles("computer")
@guarded
async def on_button(interaction: discord.Interaction[Any], action: str, game_id: int) -> None:
    """Seat or unseat a computer; the lobby message shows the new seats."""
    svc = service_of(interaction)
    loaded = await svc.load(game_id)
    lang = reader(interaction)
    if interaction.user.id != loaded.row.creator_id:
        raise UserError(i18n.text(lang, "ui-computer-err-creator-only"), reason="not-allowed")
    try:
        if action == "add":
            choice = await svc.db.computer_options(game_id)
            await svc.db.add_computer(game_id, choice.level)
            await svc.db.set_rated(game_id, False)  # games with a computer never count
        else:
            await svc.db.remove_computer(game_id)
    except LobbyError as exc:
        key = ERRORS.get(exc.reason)
        raise UserError(i18n.text(lang, key) if key else str(exc), reason=exc.reason) from None
    loaded = await svc.load(game_id)
    invited = await svc.db.invites(game_id)
    where = public(interaction)
    await limits.answer(
        interaction,
        panels.lobby_content(loaded, invited, where),
        view=panels.lobby_view(game_id, loaded.row.status == "lobby", where),
        update=True,
    )
