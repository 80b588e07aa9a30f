"""``/genial hint`` (the strong computer's suggestion, privately) and ``/genial analysis``
(how each player of a finished game did against the strong computer); the rules are in
``app.computers.coach``."""

from __future__ import annotations

import io
from typing import Any

import discord
from discord import app_commands

from cogs.common import limits, locale
from cogs.common.commandtext import cmd
from cogs.common.resolve import finished_autocomplete, game_autocomplete
from cogs.common.uses import place_of, uses_of


class ComputerCommands:
    """Mixin of the /genial group: the computer as a coach."""

    @app_commands.command(name=cmd("cmd-computer-hint"), description=cmd("cmd-computer-hint-desc"))
    @app_commands.describe(game=cmd("cmd-game-mine"))
    @app_commands.rename(game=cmd("cmd-opt-game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def hint(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        text = await uses_of(interaction).coach.hint(
            place_of(interaction),
            interaction.user.id,
            game,
            locale.reader(interaction),
            ready=lambda: limits.ack(interaction),
        )
        await limits.answer(interaction, text)

    @app_commands.command(
        name=cmd("cmd-computer-analysis"), description=cmd("cmd-computer-analysis-desc")
    )
    @app_commands.describe(game=cmd("cmd-computer-analysis-game"))
    @app_commands.rename(game=cmd("cmd-opt-game"))
    @app_commands.autocomplete(game=finished_autocomplete)
    async def analysis(self, interaction: discord.Interaction[Any], game: int) -> None:
        shown = await uses_of(interaction).coach.analysis(
            place_of(interaction),
            interaction.user.id,
            game,
            locale.reader(interaction),
            budget=interaction.client.settings.analysis_budget,
            ready=lambda: limits.ack(interaction),
        )
        file = discord.File(
            io.BytesIO(shown.image), filename="analysis.png", description=shown.alt[:1024]
        )
        await limits.answer(interaction, shown.text, files=[file])
