"""Buttons and menus that survive restarts (``DynamicItem``).

Every custom id carries the game id, and where staleness matters the game
version the menu was built for. Nothing else is trusted: each click reloads
the game from the database, and a click in any other server than the game's
own (or in a DM) is answered like a click on a game that does not exist.
Callbacks hand over to ``cogs.flows`` (``cogs.confirm`` for Confirm/Back).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import ui

import i18n

from . import menutext
from .limits import clip, select_option

if TYPE_CHECKING:
    from genial import Option

_ID = r"(?P<gid>\d+)"
_VER = r"(?P<ver>\d+)"


def _trim(text: str, n: int = 100) -> str:
    return clip(text, n)


def _paged(lang: str, placeholder: str, pages: tuple[int, int]) -> str:
    """A menu's placeholder, with "(page 2 of 5)" when the menu is paged."""
    page, count = pages
    if count <= 1:
        return placeholder
    return _trim(
        i18n.text(lang, "ui-thread-menu-page", menu=placeholder, page=page + 1, pages=count), 150
    )


class _Here:
    """Mixin: the item's game must belong to the server where it is clicked."""

    game_id: int

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        from .resolve import is_here

        return await is_here(interaction, self.game_id)


class LobbyButton(
    _Here,
    ui.DynamicItem[ui.Button[Any]],
    template=rf"g:lobby:(?P<action>join|leave|start|cancel):{_ID}",
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
        from . import lobby

        await lobby.on_button(interaction, self.action, self.game_id)


class HandButton(_Here, ui.DynamicItem[ui.Button[Any]], template=rf"g:hand:{_ID}"):
    """'My tiles' under every turn post: the player's private rack and move builder."""

    def __init__(self, game_id: int, label: str | None = None) -> None:
        super().__init__(
            ui.Button(
                style=discord.ButtonStyle.primary,
                label=label,
                emoji="\N{JIGSAW PUZZLE PIECE}",
                custom_id=f"g:hand:{game_id}",
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> HandButton:
        return cls(int(match["gid"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from . import flows

        await flows.show_hand(interaction, self.game_id)


class GroupSelect(_Here, ui.DynamicItem[ui.Select[Any]], template=rf"g:grp:{_ID}:{_VER}"):
    """Step 1 of the move builder: which tile (card, first cell...)."""

    def __init__(
        self,
        game_id: int,
        version: int,
        groups: list[tuple[str, str, Option]] | None = None,
        lang: str = i18n.DEFAULT,
        pages: tuple[int, int] = (0, 1),
    ) -> None:
        options = [
            select_option(
                f"{key} - {label}" if label and label != key else key,
                key,
                i18n.text(lang, "ui-menu-best", points=best.points, move=best.move.notation),
            )
            for key, label, best in (
                (key, menutext.group_label(best, lang), best) for key, _, best in (groups or [])
            )
        ] or [discord.SelectOption(label="-", value="-")]
        super().__init__(
            ui.Select(
                custom_id=f"g:grp:{game_id}:{version}",
                placeholder=_paged(lang, i18n.text(lang, "ui-menu-choose-group"), pages),
                options=options,
            )
        )
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> GroupSelect:
        return cls(int(match["gid"]), int(match["ver"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from . import flows

        await flows.choose_group(interaction, self.game_id, self.version, self.item.values[0])


class OptionSelect(_Here, ui.DynamicItem[ui.Select[Any]], template=rf"g:opt:{_ID}:{_VER}"):
    """Step 2: where, ranked by points; choosing shows a preview."""

    def __init__(
        self,
        game_id: int,
        version: int,
        group: str = "",
        options: list[Option] | None = None,
        lang: str = i18n.DEFAULT,
        pages: tuple[int, int] = (0, 1),
    ) -> None:
        choices = [
            select_option(
                f"{o.move.notation}  (+{o.points})",
                o.move.notation,
                f"{menutext.label(o, lang)}: {menutext.detail(o, lang)}"
                if o.label != o.move.notation
                else menutext.detail(o, lang),
            )
            for o in (options or [])
        ] or [discord.SelectOption(label="-", value="-")]
        super().__init__(
            ui.Select(
                custom_id=f"g:opt:{game_id}:{version}",
                placeholder=_paged(
                    lang,
                    i18n.text(lang, "ui-menu-where", group=group)
                    if group
                    else i18n.text(lang, "ui-menu-choose-move"),
                    pages,
                ),
                options=choices,
            )
        )
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> OptionSelect:
        return cls(int(match["gid"]), int(match["ver"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from . import flows

        await flows.preview(interaction, self.game_id, self.version, self.item.values[0])


class TypeButton(
    _Here, ui.DynamicItem[ui.Button[Any]], template=rf"g:type:{_ID}:{_VER}:(?P<group>.*)"
):
    """Opens a form to type the move (or the rest of it after the chosen group)."""

    def __init__(self, game_id: int, version: int, group: str, lang: str = i18n.DEFAULT) -> None:
        super().__init__(
            ui.Button(
                style=discord.ButtonStyle.secondary,
                label=i18n.text(lang, "ui-button-type-cell" if group else "ui-button-type-move"),
                emoji="\N{KEYBOARD}",
                custom_id=_trim(f"g:type:{game_id}:{version}:{group}"),
            )
        )
        self.game_id, self.version, self.group = game_id, version, group

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> TypeButton:
        return cls(int(match["gid"]), int(match["ver"]), match["group"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from . import typed

        await typed.open_type_form(interaction, self.game_id, self.version, self.group)


class BackButton(_Here, ui.DynamicItem[ui.Button[Any]], template=rf"g:back:{_ID}:{_VER}"):
    """Back to step 1 of the builder."""

    def __init__(self, game_id: int, version: int, lang: str = i18n.DEFAULT) -> None:
        super().__init__(
            ui.Button(
                style=discord.ButtonStyle.secondary,
                label=i18n.text(lang, "ui-button-back"),
                custom_id=f"g:back:{game_id}:{version}",
            )
        )
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> BackButton:
        return cls(int(match["gid"]), int(match["ver"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from . import flows

        await flows.choose_group(interaction, self.game_id, self.version, None)


class PageButton(
    _Here,
    ui.DynamicItem[ui.Button[Any]],
    template=rf"g:pg:{_ID}:{_VER}:(?P<page>\d+):(?P<dir>prev|next):(?P<group>.*)",
):
    """◀ ▶ under a move menu longer than 25 entries: the previous or next 25."""

    ARROWS: ClassVar[dict[str, str]] = {
        "prev": "\N{BLACK LEFT-POINTING TRIANGLE}",
        "next": "\N{BLACK RIGHT-POINTING TRIANGLE}",
    }

    def __init__(
        self,
        game_id: int,
        version: int,
        page: int,
        group: str,
        direction: str,
        disabled: bool = False,
        lang: str = i18n.DEFAULT,
    ) -> None:
        page = max(page, 0)
        key = "ui-thread-page-prev" if direction == "prev" else "ui-thread-page-next"
        super().__init__(
            ui.Button(
                style=discord.ButtonStyle.secondary,
                label=i18n.text(lang, key),
                emoji=self.ARROWS[direction],
                custom_id=_trim(f"g:pg:{game_id}:{version}:{page}:{direction}:{group}"),
                disabled=disabled,
                row=2,
            )
        )
        self.game_id, self.version, self.page, self.group = game_id, version, page, group

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> PageButton:
        return cls(
            int(match["gid"]), int(match["ver"]), int(match["page"]), match["group"], match["dir"]
        )

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from . import flows

        await flows.choose_group(
            interaction, self.game_id, self.version, self.group or None, self.page
        )


class ConfirmButton(
    _Here, ui.DynamicItem[ui.Button[Any]], template=rf"g:ok:{_ID}:{_VER}:(?P<move>.+)"
):
    """Confirm the previewed move."""

    def __init__(self, game_id: int, version: int, move: str, label: str = "") -> None:
        super().__init__(
            ui.Button(
                style=discord.ButtonStyle.success,
                label=_trim(label or move, 80),
                custom_id=f"g:ok:{game_id}:{version}:{move}"[:100],
            )
        )
        self.game_id, self.version, self.move = game_id, version, move

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> ConfirmButton:
        return cls(int(match["gid"]), int(match["ver"]), match["move"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from . import flows

        await flows.commit(interaction, self.game_id, self.version, self.move)


class DoButton(_Here, ui.DynamicItem[ui.Button[Any]], template=rf"g:do:{_ID}:{_VER}:(?P<move>.+)"):
    """A one-click choice without preview (swap/keep, roll, pass)."""

    def __init__(self, game_id: int, version: int, move: str, label: str = "") -> None:
        super().__init__(
            ui.Button(
                style=discord.ButtonStyle.primary,
                label=_trim(label or move, 80),
                custom_id=f"g:do:{game_id}:{version}:{move}"[:100],
            )
        )
        self.game_id, self.version, self.move = game_id, version, move

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> DoButton:
        return cls(int(match["gid"]), int(match["ver"]), match["move"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from . import flows

        await flows.commit(interaction, self.game_id, self.version, self.move)


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
        from . import listing
        from .context import guarded

        await guarded(listing.turn_page)(interaction, self.user_id, self.page)


class SureButton(
    _Here,
    ui.DynamicItem[ui.Button[Any]],
    template=rf"g:sure:(?P<action>resign|cancel|kick):{_ID}:{_VER}:(?P<target>\d+)",
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
        from . import confirm

        await confirm.on_confirm(interaction, self.action, self.game_id, self.version, self.target)


class KeepButton(_Here, ui.DynamicItem[ui.Button[Any]], template=rf"g:keep:{_ID}"):
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
        from . import confirm

        await confirm.on_back(interaction, self.game_id)


ALL_ITEMS: tuple[type[ui.DynamicItem[Any]], ...] = (
    LobbyButton,
    HandButton,
    GroupSelect,
    OptionSelect,
    TypeButton,
    BackButton,
    PageButton,
    ConfirmButton,
    DoButton,
    GamesPageButton,
    SureButton,
    KeepButton,
)
