"""The ``/me`` group: one's own settings (``/me settings``), breaks (``/me away``) and
being forgotten (``/me forget``); the rules are in ``app.settings.me``."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from app.settings.me import PrefsChange, zones
from cogs.common import limits
from cogs.common.commandtext import cmd
from cogs.common.locale import reader
from cogs.common.uses import person_of, place_of, uses_of
from cogs.players import forget as forgetting

NOTIFY_CHOICES = [
    app_commands.Choice(name=cmd("cmd-notify-mention"), value="mention"),
    app_commands.Choice(name=cmd("cmd-notify-dm"), value="dm"),
    app_commands.Choice(name=cmd("cmd-notify-none"), value="none"),
]


async def zone_autocomplete(
    interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[str]]:
    """IANA time zones containing what was typed (``berlin`` finds Europe/Berlin)."""
    del interaction
    typed = current.strip().lower().replace(" ", "_")
    found = [z for z in zones() if typed in z.lower()] if typed else ["UTC", "Europe/Berlin"]
    return [app_commands.Choice(name=z, value=z) for z in found[:25]]


@app_commands.guild_only()
class Me(
    commands.GroupCog,
    group_name=cmd("cmd-me-group"),
    group_description=cmd("cmd-me-group-desc"),
):
    """/me: how a player hears it is their turn, quiet hours, time zone, and breaks."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name=cmd("cmd-settings"), description=cmd("cmd-settings-desc"))
    @app_commands.describe(
        notify=cmd("cmd-settings-notify"),
        reminders=cmd("cmd-settings-reminders"),
        quiet_from=cmd("cmd-settings-quiet-from"),
        quiet_until=cmd("cmd-settings-quiet-until"),
        time_zone=cmd("cmd-settings-zone"),
    )
    @app_commands.rename(
        notify=cmd("cmd-opt-notify"),
        reminders=cmd("cmd-opt-reminders"),
        quiet_from=cmd("cmd-opt-quiet-from"),
        quiet_until=cmd("cmd-opt-quiet-until"),
        time_zone=cmd("cmd-opt-zone"),
    )
    @app_commands.choices(notify=NOTIFY_CHOICES)
    @app_commands.autocomplete(time_zone=zone_autocomplete)
    async def settings(
        self,
        interaction: discord.Interaction[Any],
        notify: str | None = None,
        reminders: bool | None = None,
        quiet_from: str | None = None,
        quiet_until: str | None = None,
        time_zone: str | None = None,
    ) -> None:
        change = PrefsChange(notify, reminders, quiet_from, quiet_until, time_zone)
        mine = await uses_of(interaction).me.change(
            person_of(interaction), place_of(interaction), change
        )
        if mine.replanned:
            _wake(interaction)
        await limits.answer(interaction, mine.text(reader(interaction)))

    @app_commands.command(name=cmd("cmd-away"), description=cmd("cmd-away-desc"))
    @app_commands.describe(days=cmd("cmd-away-days"))
    @app_commands.rename(days=cmd("cmd-opt-days"))
    async def away(
        self,
        interaction: discord.Interaction[Any],
        days: app_commands.Range[int, 1, 60] | None = None,
    ) -> None:
        done = await uses_of(interaction).me.away(
            person_of(interaction), place_of(interaction), days
        )
        _wake(interaction)
        await limits.answer(interaction, done.text(reader(interaction)))

    @app_commands.command(
        name=cmd("cmd-players-forget"), description=cmd("cmd-players-forget-desc")
    )
    async def forget(self, interaction: discord.Interaction[Any]) -> None:
        await forgetting.ask(interaction)


def _wake(interaction: discord.Interaction[Any]) -> None:
    """The clock scheduler has new times to wait for (the player's turns were replanned)."""
    interaction.client.scheduler.wake()


async def setup(bot: commands.Bot) -> None:
    """Load the /me group (and the buttons of /me forget)."""
    bot.add_dynamic_items(*forgetting.ALL_ITEMS)
    await bot.add_cog(Me(bot))
