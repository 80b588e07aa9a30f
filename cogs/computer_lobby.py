"""Computers in the lobby: the creator's "Add computer" / "Remove computer" buttons."""

from __future__ import annotations

import re
from typing import Any, ClassVar

import discord
from discord import ui

import i18n
from data import LobbyError

from . import limits, panels
from .components import _ID, _Here
from .context import guarded, service_of
from .errors import UserError
from .locale import public, reader

#: LobbyError.reason -> the refusal, for these buttons.
ERRORS = {
    "full": "ui-lobby-err-full",
    "not-lobby": "ui-lobby-err-not-lobby",
    "not-seated": "ui-computer-err-none",
}


class ComputerButton(
    _Here, ui.DynamicItem[ui.Button[Any]], template=rf"g:cpu:(?P<action>add|remove):{_ID}"
):
    """Add a computer to a lobby, or take the last one out (the game's creator only)."""

    STYLES: ClassVar[dict[str, tuple[discord.ButtonStyle, str]]] = {
        "add": (discord.ButtonStyle.secondary, "ui-computer-button-add"),
        "remove": (discord.ButtonStyle.secondary, "ui-computer-button-remove"),
    }

    def __init__(self, action: str, game_id: int, lang: str = i18n.DEFAULT) -> None:
        style, key = self.STYLES[action]
        super().__init__(
            ui.Button(
                style=style,
                label=i18n.text(lang, key),
                emoji="\N{ROBOT FACE}",
                custom_id=f"g:cpu:{action}:{game_id}",
            )
        )
        self.action, self.game_id = action, game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> ComputerButton:
        return cls(match["action"], int(match["gid"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await on_button(interaction, self.action, self.game_id)


def add_buttons(view: discord.ui.View, game_id: int, lang: str) -> None:
    """The lobby's computer buttons (on a second row)."""
    for action in ("add", "remove"):
        button = ComputerButton(action, game_id, lang)
        button.item.row = 1
        view.add_item(button)


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
