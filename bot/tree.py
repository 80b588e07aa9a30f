"""The command tree: every error becomes a clear ephemeral answer."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

import i18n
from cogs.common import locale
from cogs.common.limits import answer, quote_input
from data import DataError, StorageUnavailableError
from genial import GenialError

from .ops import command_failed

log = logging.getLogger("bot.tree")


class GenialTree(app_commands.CommandTree[Any]):
    """Turns refusals into ephemeral messages; logs the unexpected with a traceback."""

    async def on_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        original = getattr(error, "original", error)
        command_failed(interaction, error)  # metrics (a no-op when they are off)
        lang = locale.reader(interaction)
        if isinstance(original, StorageUnavailableError):
            # Expected (disk full, locked): nothing was written; a line, no traceback.
            name = interaction.command.qualified_name if interaction.command else "?"
            log.warning("storage unavailable in /%s: %s", name, original.message)
            message = locale.refusal(lang, original)
        elif isinstance(original, GenialError | DataError):
            message = locale.refusal(lang, original)
        elif isinstance(error, app_commands.CheckFailure):
            message = i18n.text(lang, "err-bot-not-allowed")
        elif isinstance(error, app_commands.TransformerError):
            message = i18n.text(lang, "err-bot-not-understood", text=quote_input(str(error.value)))
        else:
            name = interaction.command.qualified_name if interaction.command else "?"
            log.error("error in /%s", name, exc_info=original, extra={"command": name})
            message = i18n.text(lang, "err-bot-went-wrong")
        try:
            await answer(interaction, f"\N{NO ENTRY SIGN} {message}", ephemeral=True)
        except discord.HTTPException:
            log.warning("could not deliver an error message")
