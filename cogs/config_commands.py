"""``/genial config``: the server's settings for the bot (for now: the language of public posts)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

import i18n

from . import limits
from .commandtext import cmd
from .context import service_of
from .errors import UserError
from .locale import choose, public, reader

#: Choice value -> nothing else: "server" follows the server's Discord language.
LANGUAGE_CHOICES = [
    app_commands.Choice(name=cmd("cmd-language-server"), value="server"),
    app_commands.Choice(name=cmd("cmd-language-en"), value="en"),
    app_commands.Choice(name=cmd("cmd-language-de"), value="de"),
    app_commands.Choice(name=cmd("cmd-language-nl"), value="nl"),
]


class ConfigCommands:
    """Mixin of the /genial group: server settings (Manage Server)."""

    @app_commands.command(name=cmd("cmd-config"), description=cmd("cmd-config-desc"))
    @app_commands.describe(language=cmd("cmd-config-language"))
    @app_commands.rename(language=cmd("cmd-opt-language"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def config(self, interaction: discord.Interaction[Any], language: str) -> None:
        perms = getattr(interaction.user, "guild_permissions", None)
        if interaction.guild_id is None or not (perms and perms.manage_guild):
            raise UserError(
                i18n.text(reader(interaction), "ui-config-permission"), reason="permission"
            )
        if language not in ("server", *i18n.LOCALES):
            raise UserError(i18n.text(reader(interaction), "ui-config-unknown"), reason="option")
        svc = service_of(interaction)
        settings = await svc.db.guild_settings(interaction.guild_id)
        if language == "server":
            settings.pop("language", None)
        else:
            settings["language"] = language
        await svc.db.set_guild_settings(interaction.guild_id, settings)
        choose(interaction.guild_id, None if language == "server" else language)
        now = public(interaction)
        await limits.answer(
            interaction,
            i18n.text(now, "ui-config-language-set", language=i18n.NAMES[now]),
            ephemeral=False,
        )
