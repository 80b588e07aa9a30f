"""``/genial daily``: today's daily deal in a private panel, the day's and the week's
tables, and the replays of a day that is over (``app.daily``)."""

from __future__ import annotations

import io
from typing import Any

import discord
from discord import app_commands

import i18n
from app.daily import text
from app.daily.results import DayTable
from cogs.common import limits
from cogs.common.commandtext import cmd
from cogs.common.locale import reader
from cogs.common.uses import person_of, place_of, uses_of
from cogs.daily.panel import panel_message

SHOW_CHOICES = [
    app_commands.Choice(name=cmd("cmd-daily-show-play"), value="play"),
    app_commands.Choice(name=cmd("cmd-daily-show-table"), value="table"),
    app_commands.Choice(name=cmd("cmd-daily-show-week"), value="week"),
    app_commands.Choice(name=cmd("cmd-daily-show-replay"), value="replay"),
]


class DailyCommands:
    """The ``/genial daily`` command (a mixin of the ``/genial`` group)."""

    @app_commands.command(name=cmd("cmd-daily"), description=cmd("cmd-daily-desc"))
    @app_commands.describe(
        show=cmd("cmd-daily-show"), player=cmd("cmd-daily-player"), day=cmd("cmd-daily-day")
    )
    @app_commands.rename(
        show=cmd("cmd-opt-show"), player=cmd("cmd-opt-player"), day=cmd("cmd-opt-day")
    )
    @app_commands.choices(show=SHOW_CHOICES)
    async def daily(
        self,
        interaction: discord.Interaction[Any],
        show: str = "play",
        player: discord.Member | None = None,
        day: str | None = None,
    ) -> None:
        await limits.ack(interaction)
        uses, lang, place = uses_of(interaction), reader(interaction), place_of(interaction)
        if show == "table":
            shown = await uses.daily.table(place, day)
            await limits.answer(interaction, text.table_text(lang, shown))
        elif show == "week":
            week = await uses.daily.week(place, day)
            await limits.answer(interaction, text.week_text(lang, week))
        elif show == "replay":
            who = player or interaction.user
            gif, when, score = await uses.daily.replay(place, who.id, day, lang)
            alt = i18n.text(lang, "alt-daily-replay", day=when, score=score)
            file = discord.File(io.BytesIO(gif), "daily.gif", description=alt)
            words = i18n.text(lang, "ui-daily-replay", day=when, who=who.mention, score=score)
            await limits.answer(interaction, words, files=[file])
        else:
            opened = await uses.daily.open(person_of(interaction), place)
            if isinstance(opened, DayTable):
                await limits.answer(interaction, text.table_text(lang, opened))
                return
            content, files, view = await panel_message(
                uses, opened, interaction.user.display_name, lang
            )
            await limits.answer(interaction, content, files=files, view=view)
