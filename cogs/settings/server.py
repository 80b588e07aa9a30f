"""``/server settings``: the server's settings for the bot (Manage Server): the language of
public posts, and for new games the clock, the time-out rule, reminders, vacations, a
limit on open games per player and the channel for new games (``app.settings.server``)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from app.daily.setup import edition_choices
from app.settings.server import ServerChange
from cogs.common import limits
from cogs.common.commandtext import cmd
from cogs.common.locale import choose, public
from cogs.common.uses import person_of, place_of, uses_of
from cogs.settings import status as owner_status
from cogs.settings.me import zone_autocomplete
from community.clockspec import PRESETS
from i18n.editions import CHOICE_KEYS

#: Choice value -> nothing else: "server" follows the server's Discord language.
LANGUAGE_CHOICES = [
    app_commands.Choice(name=cmd("cmd-language-server"), value="server"),
    app_commands.Choice(name=cmd("cmd-language-en"), value="en"),
    app_commands.Choice(name=cmd("cmd-language-de"), value="de"),
    app_commands.Choice(name=cmd("cmd-language-nl"), value="nl"),
]
CLOCK_NAMES = {
    "none": "cmd-clock-none",
    "fixed:1d": "cmd-clock-fixed-1d",
    "fixed:3d": "cmd-clock-fixed-3d",
    "bank:1d:12h:3d": "cmd-clock-bank-1d",
    "bank:3d:1d:7d": "cmd-clock-bank-3d",
}
CLOCK_CHOICES = [app_commands.Choice(name=cmd(CLOCK_NAMES[p]), value=p) for p in PRESETS]
TIMEOUT_CHOICES = [
    app_commands.Choice(name=cmd("cmd-timeout-leave"), value="leave"),
    app_commands.Choice(name=cmd("cmd-timeout-skip"), value="skip"),
]
#: The daily deal's editions: each solo edition (by its choice name) and the turn about.
DAILY_EDITION_CHOICES = [
    app_commands.Choice(name=cmd(CHOICE_KEYS.get(e, "cmd-daily-edition-alternate")), value=e)
    for e in edition_choices()
]
REMINDER_CHOICES = [
    app_commands.Choice(name=cmd("cmd-reminders-both"), value="both"),
    app_commands.Choice(name=cmd("cmd-reminders-tenth"), value="tenth"),
    app_commands.Choice(name=cmd("cmd-reminders-warning"), value="warning"),
]


@app_commands.guild_only()
class Server(
    commands.GroupCog,
    group_name=cmd("cmd-server-group"),
    group_description=cmd("cmd-server-group-desc"),
):
    """/server: this server's settings for the bot (changing them needs Manage Server)."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name=cmd("cmd-config"), description=cmd("cmd-config-desc"))
    @app_commands.describe(
        language=cmd("cmd-config-language"),
        clock=cmd("cmd-config-clock"),
        timeout=cmd("cmd-config-timeout"),
        skips=cmd("cmd-config-skips"),
        reminders=cmd("cmd-config-reminders"),
        away_days=cmd("cmd-config-away"),
        open_games=cmd("cmd-config-open-games"),
        channel=cmd("cmd-config-channel"),
        daily=cmd("cmd-config-daily"),
        daily_channel=cmd("cmd-config-daily-channel"),
        daily_edition=cmd("cmd-config-daily-edition"),
        time_zone=cmd("cmd-config-zone"),
    )
    @app_commands.rename(
        language=cmd("cmd-opt-language"),
        clock=cmd("cmd-opt-clock"),
        timeout=cmd("cmd-opt-timeout"),
        skips=cmd("cmd-opt-skips"),
        reminders=cmd("cmd-opt-reminders"),
        away_days=cmd("cmd-opt-away-days"),
        open_games=cmd("cmd-opt-open-games"),
        channel=cmd("cmd-opt-channel"),
        daily=cmd("cmd-opt-daily"),
        daily_channel=cmd("cmd-opt-daily-channel"),
        daily_edition=cmd("cmd-opt-daily-edition"),
        time_zone=cmd("cmd-opt-zone"),
    )
    @app_commands.choices(
        language=LANGUAGE_CHOICES,
        clock=CLOCK_CHOICES,
        timeout=TIMEOUT_CHOICES,
        reminders=REMINDER_CHOICES,
        daily_edition=DAILY_EDITION_CHOICES,
    )
    @app_commands.autocomplete(time_zone=zone_autocomplete)
    async def config(
        self,
        interaction: discord.Interaction[Any],
        language: str | None = None,
        clock: str | None = None,
        timeout: str | None = None,
        skips: app_commands.Range[int, 1, 10] | None = None,
        reminders: str | None = None,
        away_days: app_commands.Range[int, 0, 366] | None = None,
        open_games: app_commands.Range[int, 0, 100] | None = None,
        channel: discord.TextChannel | None = None,
        daily: bool | None = None,
        daily_channel: discord.TextChannel | None = None,
        daily_edition: str | None = None,
        time_zone: str | None = None,
    ) -> None:
        change = ServerChange(
            language, clock, timeout, skips, reminders, away_days, open_games,
            None if channel is None else channel.id,
            daily, None if daily_channel is None else daily_channel.id, daily_edition, time_zone,
        )  # fmt: skip
        done = await uses_of(interaction).server.configure(
            person_of(interaction), place_of(interaction), change
        )
        if done.language is not None and interaction.guild_id is not None:
            # This process's map of chosen languages; other processes read the database.
            choose(interaction.guild_id, done.chosen(), interaction.client)
        await limits.answer(interaction, done.text(public(interaction)), ephemeral=False)

    @app_commands.command(name=cmd("cmd-status"), description=cmd("cmd-status-desc"))
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        """How this bot process is doing (the application's owner only)."""
        await owner_status.answer_status(interaction, self.bot)


async def setup(bot: commands.Bot) -> None:
    """Load the /server group."""
    await bot.add_cog(Server(bot))
