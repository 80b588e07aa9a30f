"""The panel's opening menu: the best moves of the whole rack, most points first.

One entry is a whole move (tile and spot, stone and fields, dice and box), so the usual
move is the hand button, one pick (its preview) and Play: three clicks. Each entry says
what it gains in the mover's weakest colours, the ones that decide the game (D-ALL-4).
The step-by-step menus (tile, row, spot) stay beside it for every other move.
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import ui

import i18n
from app.text import menutext
from cogs.common import clicks
from cogs.common.items import ID, VER, Here
from cogs.common.limits import select_option
from genial import Option
from i18n.notation import shown


def entry_description(option: Option, weakest: set[str], lang: str) -> str:
    """'weakest colours +2 · R on F7, B on F8: +2 red': the weakest-colour gain, then where
    and what the move gains in every colour."""
    parts = []
    gain = menutext.weakest_gain(option, weakest)
    if gain is not None:
        parts.append(i18n.text(lang, "ui-menu-weakest-gain", count=len(weakest), points=gain))
    where = menutext.label(option, lang)
    detail = menutext.detail(option, lang)
    parts.append(f"{where}: {detail}" if option.label != option.move.notation else detail)
    return " · ".join(p for p in parts if p)


class BestSelect(Here, ui.DynamicItem[ui.Select[Any]], template=rf"g:best:{ID}:{VER}"):
    """The best moves of the whole rack, ranked by points; choosing shows a preview."""

    def __init__(
        self,
        game_id: int,
        version: int,
        options: list[Option] | None = None,
        weakest: set[str] | None = None,
        lang: str = i18n.DEFAULT,
    ) -> None:
        choices = [
            select_option(
                f"{shown(lang, o.move.notation)}  (+{o.points})",
                o.move.notation,
                entry_description(o, weakest or set(), lang),
            )
            for o in (options or [])
        ] or [discord.SelectOption(label="-", value="-")]
        super().__init__(
            ui.Select(
                custom_id=f"g:best:{game_id}:{version}",
                placeholder=i18n.text(lang, "ui-menu-best-moves"),
                options=choices,
            )
        )
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> BestSelect:
        return cls(int(match["gid"]), int(match["ver"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks.dispatch(
            "preview", interaction, self.game_id, self.version, self.item.values[0]
        )
