"""The daily deal's private panel: the board, the piece to place and a menu of the best
moves (a restart-proof ``DynamicItem`` carrying the day and the version), and the public
result line once the deal is finished (score, place, colour bars: never a tile)."""

from __future__ import annotations

import contextlib
import re
from typing import Any

import discord
from discord import ui

import i18n
from app.daily import text
from app.daily.results import Finished
from app.daily.service import Panel
from app.text import menutext
from app.uses import Uses
from cogs.common import clicks, limits
from cogs.common.context import guarded, png
from cogs.common.locale import public, reader
from cogs.common.uses import person_of, place_of, uses_of
from i18n.notation import shown

DAY = r"(?P<day>\d{4}-\d{2}-\d{2})"
VER = r"(?P<ver>\d+)"


class DailySelect(ui.DynamicItem[ui.Select[Any]], template=rf"g:daily:{DAY}:{VER}"):
    """The panel's menu: the moves of the piece to place, best first."""

    def __init__(
        self,
        day: str,
        version: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            ui.Select(
                custom_id=f"g:daily:{day}:{version}",
                placeholder=placeholder,
                options=options or [discord.SelectOption(label="-", value="-")],
            )
        )
        self.day, self.version = day, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> DailySelect:
        return cls(match["day"], int(match["ver"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await clicks.dispatch("daily", interaction, self.day, self.version, self.item.values[0])


ALL_ITEMS = (DailySelect,)


async def panel_message(
    uses: Uses, panel: Panel, name: str, lang: str
) -> tuple[str, list[discord.File], discord.ui.View | None]:
    """The panel's words, board and menu."""
    board = await uses.daily.board_png(panel, name, lang)
    files = [png(board, "daily.png", text.panel_alt(lang, panel))]
    if panel.game.over:
        return text.panel_text(lang, panel), files, None
    options = [
        limits.select_option(
            f"{shown(lang, o.move.notation)} - {menutext.label(o, lang)}",
            o.move.notation,
            menutext.detail(o, lang) or "+0",
        )
        for o in await uses.daily.menu(panel)
    ]
    view = discord.ui.View(timeout=None)
    view.add_item(DailySelect(panel.day, panel.version, options, i18n.text(lang, "ui-daily-menu")))
    return text.panel_text(lang, panel), files, view


async def announce(interaction: discord.Interaction[Any], done: Finished) -> None:
    """The public result line, in the channel where the player started (once: a nonce)."""
    found = None if done.channel_id is None else interaction.client.get_channel(done.channel_id)
    channel = found or interaction.channel
    if not isinstance(channel, discord.abc.Messageable):
        return
    key = f"daily:{interaction.guild_id}:{done.day}:{done.user_id}"
    # A failed post loses only the line: the result is stored, the day's table shows it.
    with contextlib.suppress(discord.HTTPException):
        line = text.result_line(public(interaction), done)
        await limits.post(channel, line, nonce=limits.nonce_for(key))


@guarded
async def pick(interaction: discord.Interaction[Any], day: str, version: int, move: str) -> None:
    """A move chosen in the panel: played, and the panel drawn again (or the result)."""
    await limits.ack(interaction, update=True)
    uses, lang = uses_of(interaction), reader(interaction)
    moved = await uses.daily.move(person_of(interaction), place_of(interaction), day, version, move)
    content, files, view = await panel_message(
        uses, moved.panel, interaction.user.display_name, lang
    )
    if moved.finished is not None:
        content += "\n" + text.finished_text(lang, moved.finished)
    await limits.answer(interaction, content, files=files, view=view, update=True)
    if moved.finished is not None:
        await announce(interaction, moved.finished)


clicks.handles("daily")(pick)
