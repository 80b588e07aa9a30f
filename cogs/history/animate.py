"""The "Share animated replay (GIF)" button under ``/genial replay``.

A click posts the whole finished game as an animated GIF (every move a frame, each marked
as a replay) in the channel where the replay was asked: sharing is the point, so the
answer is public and says who shared it. The button is restart-proof (its custom id
carries the game), refused clearly for a game that is not finished (nothing of a running
game is animated), and the GIF is drawn in a render process, never on the event loop,
and kept under Discord's upload limit (8 MiB).
"""

from __future__ import annotations

import io
import re
from typing import Any

import discord
from discord import ui

import i18n
from cogs.common import limits
from cogs.common.context import guarded
from cogs.common.items import Here
from cogs.common.locale import reader
from cogs.common.uses import uses_of


async def _share(interaction: discord.Interaction[Any], game_id: int) -> None:
    shown = await uses_of(interaction).history.animation(
        game_id,
        reader(interaction),
        interaction.user.display_name,
        # public: the GIF is posted for everyone (a refusal before it stays private)
        ready=lambda: limits.ack(interaction, ephemeral=False),
    )
    file = discord.File(io.BytesIO(shown.data), filename="replay.gif", description=shown.alt[:1024])
    await limits.answer(interaction, shown.text, files=[file], ephemeral=False)


class ShareGifButton(Here, ui.DynamicItem[ui.Button[Any]], template=r"g:replaygif:(?P<gid>\d+)"):
    """Posts the finished game's animated replay (GIF) in the channel, for everyone."""

    def __init__(self, game_id: int, lang: str = i18n.DEFAULT, *, row: int | None = None) -> None:
        super().__init__(
            ui.Button(
                style=discord.ButtonStyle.primary,
                label=i18n.text(lang, "ui-button-replay-gif"),
                emoji="\N{FILM FRAMES}",
                custom_id=f"g:replaygif:{game_id}",
                row=row,
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> ShareGifButton:
        return cls(int(match["gid"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await guarded(_share)(interaction, self.game_id)
