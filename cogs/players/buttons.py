"""The Rematch button of a finished game's final post, restart-proof (``DynamicItem``).

A click is handed at click time to the handler registered in :mod:`cogs.common.clicks`
(``cogs.players.rematch``): this module imports no handler, so the delivery, which
builds the final post, need not import the lobby.
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import ui

import i18n
from app.games.service import GameService, Loaded
from cogs.common import clicks
from cogs.common.items import ID, Here
from cogs.common.uses import uses_for


class RematchButton(Here, ui.DynamicItem[ui.Button[Any]], template=rf"g:rematch:{ID}"):
    """Rematch on a finished game's final post: the same players and options again."""

    def __init__(self, game_id: int, lang: str = i18n.DEFAULT) -> None:
        super().__init__(
            ui.Button(
                style=discord.ButtonStyle.primary,
                label=i18n.text(lang, "ui-players-button-rematch"),
                emoji="\N{CLOCKWISE RIGHTWARDS AND LEFTWARDS OPEN CIRCLE ARROWS}",
                custom_id=f"g:rematch:{game_id}",
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> RematchButton:
        return cls(int(match["gid"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks.dispatch("rematch", interaction, self.game_id)


async def final_view(svc: GameService, loaded: Loaded, lang: str) -> discord.ui.View | None:
    """The final post's buttons: Rematch, except for a league game (its league decides
    who plays whom next)."""
    if not await uses_for(svc).rematches.offered(loaded.id):
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(loaded.id, lang))
    return view


ALL_ITEMS: tuple[type[ui.DynamicItem[Any]], ...] = (RematchButton,)
