"""``/genial help``: how the bot is used, or (with ``edition``) how one game is played."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from cogs.common import limits
from cogs.common.commandtext import cmd
from cogs.common.locale import reader
from cogs.common.uses import place_of, uses_of
from cogs.lobby.commands import EDITION_CHOICES


class InfoCommands:
    """Mixin of the /genial group: help, and the rules of each edition."""

    @app_commands.command(name=cmd("cmd-help"), description=cmd("cmd-help-desc"))
    @app_commands.describe(edition=cmd("cmd-help-edition"))
    @app_commands.rename(edition=cmd("cmd-opt-edition"))
    @app_commands.choices(edition=EDITION_CHOICES)
    async def help(self, interaction: discord.Interaction[Any], edition: str | None = None) -> None:
        settings = interaction.client.settings  # the bot's reminder and time-out pace
        texts = await uses_of(interaction).guide.help(
            place_of(interaction),
            reader(interaction),
            edition,
            hours=settings.reminder_hours,
            days=settings.timeout_days,
        )
        for text in texts:
            await limits.answer(interaction, text)
