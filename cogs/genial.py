"""The ``/genial`` command group: one cog composed of one mixin per concern.

Discord shows one command group per cog; the concerns (playing, the life of a
game, information) live in their own modules and are combined here.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from . import typed
from .clock_commands import ClockCommands
from .commandtext import cmd
from .components import ALL_ITEMS
from .computer_commands import ComputerCommands
from .computer_lobby import ComputerButton
from .config_commands import ConfigCommands
from .game_commands import GameCommands
from .history_commands import HISTORY_ITEMS, HistoryCommands
from .info_commands import InfoCommands
from .play_commands import PlayCommands
from .rating_commands import RatingCommands
from .resolve import is_here


# Games live in servers: Discord does not offer /genial in DMs. Should a command still
# arrive from a DM, it finds no game (see cogs.resolve).
@app_commands.guild_only()
class Genial(
    PlayCommands,
    GameCommands,
    InfoCommands,
    HistoryCommands,
    RatingCommands,
    ConfigCommands,
    ComputerCommands,
    ClockCommands,
    commands.GroupCog,
    group_name="genial",
    group_description=cmd("cmd-group"),
):
    """All /genial commands (server-only), plus the listener for typed-move forms."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """Typed-move forms, including ones opened before a restart."""
        if interaction.type != discord.InteractionType.modal_submit:
            return
        data: dict[str, Any] = interaction.data or {}  # type: ignore[assignment]
        parsed = typed.parse_form_id(str(data.get("custom_id", "")))
        if parsed is None:
            return
        game_id, version, group = parsed
        if not await is_here(interaction, game_id):
            return
        text = ""
        for row in data.get("components", []):
            for comp in row.get("components", []):
                if comp.get("custom_id") == "move":
                    text = str(comp.get("value", ""))
        await typed.submit_form(interaction, game_id, version, group, text)


async def setup(bot: commands.Bot) -> None:
    """Load the cog and register the restart-proof buttons and menus."""
    bot.add_dynamic_items(*ALL_ITEMS, ComputerButton, *HISTORY_ITEMS)
    await bot.add_cog(Genial(bot))
