"""Buttons and menus that survive restarts (``DynamicItem``).

Every custom id carries the game id, and where staleness matters the game
version the menu was built for. Nothing else is trusted: each click reloads
the game from the database, and a click in any other server than the game's
own (or in a DM) is answered like a click on a game that does not exist.
Callbacks hand over to ``cogs.play.flows`` (``cogs.play.confirm`` for Confirm/Back).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import ui

import i18n
from app.text import menutext
from cogs.common import clicks
from cogs.common.items import ID, VER, Here, paged, trim
from cogs.common.limits import select_option
from cogs.play.bestmenu import BestSelect
from i18n.notation import shown

if TYPE_CHECKING:
    from genial import Option


class HandButton(Here, ui.DynamicItem[ui.Button[Any]], template=rf"g:hand:{ID}"):
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
        await clicks.dispatch("hand", interaction, self.game_id)


class GroupSelect(Here, ui.DynamicItem[ui.Select[Any]], template=rf"g:grp:{ID}:{VER}"):
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
                f"{shown(lang, key)} - {label}"
                if label and label.lower() != shown(lang, key).lower()
                else shown(lang, key),
                key,
                i18n.text(
                    lang, "ui-menu-best", points=best.points, move=shown(lang, best.move.notation)
                ),
            )
            for key, label, best in (
                (key, menutext.group_label(best, lang), best) for key, _, best in (groups or [])
            )
        ] or [discord.SelectOption(label="-", value="-")]
        super().__init__(
            ui.Select(
                custom_id=f"g:grp:{game_id}:{version}",
                placeholder=paged(lang, i18n.text(lang, "ui-menu-choose-group"), pages),
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
        await clicks.dispatch("group", interaction, self.game_id, self.version, self.item.values[0])


class OptionSelect(Here, ui.DynamicItem[ui.Select[Any]], template=rf"g:opt:{ID}:{VER}"):
    """Step 2: where, ranked by points; choosing shows a preview."""

    def __init__(
        self,
        game_id: int,
        version: int,
        group: str = "",
        options: list[Option] | None = None,
        lang: str = i18n.DEFAULT,
        pages: tuple[int, int] = (0, 1),
        where: str = "ui-menu-where",
    ) -> None:
        choices = [
            select_option(
                f"{shown(lang, o.move.notation)}  (+{o.points})",
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
                placeholder=paged(
                    lang,
                    i18n.text(lang, where, group=group)
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
        await clicks.dispatch(
            "preview", interaction, self.game_id, self.version, self.item.values[0]
        )


class RowSelect(Here, ui.DynamicItem[ui.Select[Any]], template=rf"g:row:{ID}:{VER}"):
    """Before a menu of more than two pages: which row of the board. Its values
    are group values narrowed to a row ("GB@D", or "@G" for Spezial's fields in row G)."""

    def __init__(
        self,
        game_id: int,
        version: int,
        group: str = "",
        rows: list[tuple[str, int, Option]] | None = None,
        lang: str = i18n.DEFAULT,
    ) -> None:
        key = "ui-menu-row-moves" if group else "ui-menu-row-fields"
        choices = [
            select_option(
                i18n.text(lang, "ui-menu-row", row=re.sub(r"(\d+)-(\d+)", r" \1–\2", row)),
                f"{group}@{row}",
                i18n.text(
                    lang, key, count=n, points=best.points, move=shown(lang, best.move.notation)
                ),
            )
            for row, n, best in (rows or [])
        ] or [discord.SelectOption(label="-", value="-")]
        super().__init__(
            ui.Select(
                custom_id=f"g:row:{game_id}:{version}",
                placeholder=i18n.text(
                    lang, "ui-menu-choose-row", group=group, tile=int(bool(group))
                ),
                options=choices,
            )
        )
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> RowSelect:
        return cls(int(match["gid"]), int(match["ver"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks.dispatch("group", interaction, self.game_id, self.version, self.item.values[0])


class TypeButton(
    Here, ui.DynamicItem[ui.Button[Any]], template=rf"g:type:{ID}:{VER}:(?P<group>.*)"
):
    """Opens a form to type the move (or the rest of it after the chosen group)."""

    def __init__(self, game_id: int, version: int, group: str, lang: str = i18n.DEFAULT) -> None:
        super().__init__(
            ui.Button(
                style=discord.ButtonStyle.secondary,
                label=i18n.text(lang, "ui-button-type-cell" if group else "ui-button-type-move"),
                emoji="\N{KEYBOARD}",
                custom_id=trim(f"g:type:{game_id}:{version}:{group}"),
            )
        )
        self.game_id, self.version, self.group = game_id, version, group

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> TypeButton:
        return cls(int(match["gid"]), int(match["ver"]), match["group"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks.dispatch("type-form", interaction, self.game_id, self.version, self.group)


class BackButton(Here, ui.DynamicItem[ui.Button[Any]], template=rf"g:back:{ID}:{VER}"):
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
        await clicks.dispatch("group", interaction, self.game_id, self.version, None)


class PageButton(
    Here,
    ui.DynamicItem[ui.Button[Any]],
    template=rf"g:pg:{ID}:{VER}:(?P<page>\d+):(?P<dir>prev|next):(?P<group>.*)",
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
                custom_id=trim(f"g:pg:{game_id}:{version}:{page}:{direction}:{group}"),
                disabled=disabled,
                row=3,
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
        await clicks.dispatch(
            "group", interaction, self.game_id, self.version, self.group or None, self.page
        )


class ConfirmButton(
    Here, ui.DynamicItem[ui.Button[Any]], template=rf"g:ok:{ID}:{VER}:(?P<move>.+)"
):
    """Confirm the previewed move."""

    def __init__(self, game_id: int, version: int, move: str, label: str = "") -> None:
        super().__init__(
            ui.Button(
                style=discord.ButtonStyle.success,
                label=trim(label or move, 80),
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
        await clicks.dispatch("commit", interaction, self.game_id, self.version, self.move)


class DoButton(Here, ui.DynamicItem[ui.Button[Any]], template=rf"g:do:{ID}:{VER}:(?P<move>.+)"):
    """A one-click choice without preview (swap/keep, roll, pass)."""

    def __init__(self, game_id: int, version: int, move: str, label: str = "") -> None:
        super().__init__(
            ui.Button(
                style=discord.ButtonStyle.primary,
                label=trim(label or move, 80),
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
        await clicks.dispatch("commit", interaction, self.game_id, self.version, self.move)


class RollBestButton(
    Here, ui.DynamicItem[ui.Button[Any]], template=rf"g:rb:{ID}:{VER}:(?P<move>.+)"
):
    """Roll, then the preview of the best placement of the roll (one click)."""

    def __init__(self, game_id: int, version: int, move: str, lang: str = i18n.DEFAULT) -> None:
        super().__init__(
            ui.Button(
                style=discord.ButtonStyle.success,
                label=i18n.text(lang, "ui-button-roll-best"),
                emoji="\N{GAME DIE}",
                custom_id=f"g:rb:{game_id}:{version}:{move}"[:100],
            )
        )
        self.game_id, self.version, self.move = game_id, version, move

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> RollBestButton:
        return cls(int(match["gid"]), int(match["ver"]), match["move"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks.dispatch("roll-best", interaction, self.game_id, self.version, self.move)


ALL_ITEMS: tuple[type[ui.DynamicItem[Any]], ...] = (
    HandButton,
    GroupSelect,
    OptionSelect,
    RowSelect,
    TypeButton,
    BackButton,
    PageButton,
    ConfirmButton,
    DoButton,
    RollBestButton,
    BestSelect,
)
