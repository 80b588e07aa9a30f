"""The command tree: every error becomes a clear ephemeral answer."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from cogs import locale
from cogs.limits import answer, quote_input
from data import DataError
from genial import GenialError

log = logging.getLogger("bot.tree")


class GenialTree(app_commands.CommandTree[Any]):
    """Turns refusals into ephemeral messages; logs the unexpected with a traceback."""

    async def on_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        original = getattr(error, "original", error)
        if isinstance(original, GenialError):
            message = locale.refusal(locale.reader(interaction), original)
        elif isinstance(original, DataError):
            message = str(original)
        elif isinstance(error, app_commands.CheckFailure):
            message = "You are not allowed to do that here."
        elif isinstance(error, app_commands.TransformerError):
            message = f"I could not understand '{quote_input(str(error.value))}'."
        else:
            name = interaction.command.qualified_name if interaction.command else "?"
            log.error("error in /%s", name, exc_info=original)
            message = "Something went wrong on our side. Please try again; your games are safe."
        try:
            await answer(interaction, f"\N{NO ENTRY SIGN} {message}", ephemeral=True)
        except discord.HTTPException:
            log.warning("could not deliver an error message")
