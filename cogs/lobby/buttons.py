"""The lobby's buttons and the "Are you sure?" question, restart-proof (``DynamicItem``).

Join / Leave / Start / Cancel and the creator's computer buttons on a lobby message,
the pages of ``/genial games``, and Confirm / Back of a resign, cancel or kick. Each
click is handed, at click time, to the handler registered in :mod:`cogs.common.clicks`
(``cogs.lobby.lobby``, ``cogs.lobby.listing``, ``cogs.play.confirm``,
``cogs.computers.lobby``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, ClassVar

import discord
from discord import ui

import i18n
from cogs.common import clicks
from cogs.common.items import ID, VER, Here
from cogs.common.limits import select_option


class LobbyButton(
    Here,
    ui.DynamicItem[ui.Button[Any]],
    template=rf"g:lobby:(?P<action>join|leave|start|cancel):{ID}",
):
    """Join / Leave / Start / Cancel on a lobby message."""

    STYLES: ClassVar[dict[str, tuple[discord.ButtonStyle, str]]] = {
        "join": (discord.ButtonStyle.success, "ui-button-join"),
        "leave": (discord.ButtonStyle.secondary, "ui-button-leave"),
        "start": (discord.ButtonStyle.primary, "ui-button-start"),
        "cancel": (discord.ButtonStyle.danger, "ui-button-cancel"),
    }

    def __init__(self, action: str, game_id: int, lang: str = i18n.DEFAULT) -> None:
        style, key = self.STYLES[action]
        label = i18n.text(lang, key)
        super().__init__(
            ui.Button(style=style, label=label, custom_id=f"g:lobby:{action}:{game_id}")
        )
        self.action, self.game_id = action, game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> LobbyButton:
        return cls(match["action"], int(match["gid"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks.dispatch("lobby", interaction, self.action, self.game_id)


class ComputerButton(
    Here, ui.DynamicItem[ui.Button[Any]], template=rf"g:cpu:(?P<action>add|remove):{ID}"
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
        await clicks.dispatch("computer", interaction, self.action, self.game_id)


def add_computer_buttons(view: discord.ui.View, game_id: int, lang: str) -> None:
    """The lobby's computer buttons (on a second row)."""
    for action in ("add", "remove"):
        button = ComputerButton(action, game_id, lang)
        button.item.row = 1
        view.add_item(button)


class PartnerSelect(Here, ui.DynamicItem[ui.Select[Any]], template=rf"g:partner:{ID}"):
    """A lobby of a game in teams: each seated player picks a partner (or the draw, "0")."""

    def __init__(
        self, game_id: int, seated: Sequence[tuple[int, str]] = (), lang: str = i18n.DEFAULT
    ) -> None:
        choices = [select_option(name, str(user)) for user, name in seated]
        choices.append(select_option(i18n.text(lang, "ui-lobby-partner-draw"), "0"))
        super().__init__(
            ui.Select(
                custom_id=f"g:partner:{game_id}",
                placeholder=i18n.text(lang, "ui-lobby-partner-pick"),
                options=choices,
                row=2,
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> PartnerSelect:
        return cls(int(match["gid"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        value = self.item.values[0] if self.item.values else ""
        await clicks.dispatch("partner", interaction, self.game_id, value)


class GamesPageButton(
    ui.DynamicItem[ui.Button[Any]],
    template=r"g:games:(?P<uid>\d+):(?P<page>-?\d+):(?P<dir>prev|next)",
):
    """Previous / next page of ``/genial games`` (the list is rebuilt on every click)."""

    ARROWS: ClassVar[dict[str, str]] = {
        "prev": "\N{BLACK LEFT-POINTING TRIANGLE}",
        "next": "\N{BLACK RIGHT-POINTING TRIANGLE}",
    }

    def __init__(
        self,
        user_id: int,
        page: int,
        direction: str,
        disabled: bool = False,
        lang: str = i18n.DEFAULT,
    ) -> None:
        super().__init__(
            ui.Button(
                style=discord.ButtonStyle.secondary,
                label=i18n.text(
                    lang, "ui-button-previous" if direction == "prev" else "ui-button-next"
                ),
                emoji=self.ARROWS[direction],
                custom_id=f"g:games:{user_id}:{page}:{direction}",
                disabled=disabled,
            )
        )
        self.user_id, self.page = user_id, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> GamesPageButton:
        return cls(int(match["uid"]), int(match["page"]), match["dir"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks.dispatch("games-page", interaction, self.user_id, self.page)


class SureButton(
    Here,
    ui.DynamicItem[ui.Button[Any]],
    template=rf"g:sure:(?P<action>resign|cancel|kick):{ID}:{VER}:(?P<target>\d+)",
):
    """Confirm of an "Are you sure?" question (resign, cancel, kick; ``target``: whom to kick)."""

    def __init__(
        self, action: str, game_id: int, version: int, target: int = 0, lang: str = i18n.DEFAULT
    ) -> None:
        super().__init__(
            ui.Button(
                style=discord.ButtonStyle.danger,
                label=i18n.text(lang, "ui-button-confirm"),
                custom_id=f"g:sure:{action}:{game_id}:{version}:{target}",
            )
        )
        self.action, self.game_id, self.version, self.target = action, game_id, version, target

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> SureButton:
        return cls(match["action"], int(match["gid"]), int(match["ver"]), int(match["target"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks.dispatch(
            "sure", interaction, self.action, self.game_id, self.version, self.target
        )


class KeepButton(Here, ui.DynamicItem[ui.Button[Any]], template=rf"g:keep:{ID}"):
    """Back of an "Are you sure?" question: dismiss it, change nothing."""

    def __init__(self, game_id: int, lang: str = i18n.DEFAULT) -> None:
        super().__init__(
            ui.Button(
                style=discord.ButtonStyle.secondary,
                label=i18n.text(lang, "ui-button-back"),
                custom_id=f"g:keep:{game_id}",
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> KeepButton:
        return cls(int(match["gid"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks.dispatch("keep", interaction, self.game_id)


ALL_ITEMS: tuple[type[ui.DynamicItem[Any]], ...] = (
    LobbyButton,
    ComputerButton,
    PartnerSelect,
    GamesPageButton,
    SureButton,
    KeepButton,
)
