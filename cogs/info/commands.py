"""Slash commands for information: rules, help, solo bests."""

from __future__ import annotations

import functools
import io
import json
from typing import Any

import discord
from discord import app_commands

import i18n
from app.clocks.text import setup_line
from app.errors import UserError
from app.settings.server import server_clock_of
from cogs.common import limits
from cogs.common.commandtext import cmd
from cogs.common.context import service_of
from cogs.common.locale import reader
from cogs.common.resolve import finished_autocomplete, load_here
from cogs.lobby.commands import EDITION_CHOICES
from genial import get
from i18n import editions


def _number(value: float) -> int | float:
    """Whole numbers as ints, so that plurals pick 'one' for 1 (Fluent reads 1.0 as 'other')."""
    return int(value) if float(value).is_integer() else value


class InfoCommands:
    """Mixin of the /genial group: rules, help and solo bests."""

    @app_commands.command(name=cmd("cmd-rules"), description=cmd("cmd-rules-desc"))
    @app_commands.describe(edition=cmd("cmd-rules-edition"))
    @app_commands.rename(edition=cmd("cmd-opt-edition"))
    @app_commands.choices(edition=EDITION_CHOICES)
    async def rules(self, interaction: discord.Interaction[Any], edition: str) -> None:
        ed = get(edition).edition
        lang = reader(interaction)
        text = editions.rules(lang, edition, ed.blurb)
        if interaction.guild_id is not None and ed.max_players > 1:
            clock = await server_clock_of(service_of(interaction).db, interaction.guild_id)
            text += "\n" + setup_line(lang, clock.setup)
        await limits.answer(interaction, text)

    @app_commands.command(name=cmd("cmd-help"), description=cmd("cmd-help-desc"))
    async def help(self, interaction: discord.Interaction[Any]) -> None:
        settings = getattr(interaction.client, "settings", None)
        hours = getattr(settings, "reminder_hours", 0)
        days = getattr(settings, "timeout_days", 0)
        lang = reader(interaction)
        pace = i18n.text(
            lang,
            "help-pace",
            remind=bool(hours),
            hours=_number(hours),
            timeout=bool(days),
            days=_number(days),
        )
        # Two messages: each stays well within Discord's 2,000 characters in every language.
        await limits.answer(interaction, i18n.text(lang, "help-text", pace=pace))
        commands = i18n.text(lang, "help-commands") + "\n" + i18n.text(lang, "help-computer")
        await limits.answer(interaction, commands)

    @app_commands.command(name=cmd("cmd-best"), description=cmd("cmd-best-desc"))
    @app_commands.describe(edition=cmd("cmd-best-edition"))
    @app_commands.rename(edition=cmd("cmd-opt-edition"))
    @app_commands.choices(
        edition=[c for c in EDITION_CHOICES if "solo" in c.value] or EDITION_CHOICES
    )
    async def best(self, interaction: discord.Interaction[Any], edition: str) -> None:
        svc = service_of(interaction)
        t = functools.partial(i18n.text, reader(interaction))
        if interaction.guild_id is None:
            await limits.answer(interaction, t("ui-best-server-only"))
            return
        board = await svc.db.solo_leaderboard(interaction.guild_id, edition, limit=10)
        mine = await svc.db.solo_best(interaction.guild_id, interaction.user.id, edition)
        names = await svc.db.names([u for u, _ in board])
        lines = [
            t(
                "ui-best-title",
                edition=editions.name(reader(interaction), edition, get(edition).edition.name),
            )
        ]
        lines += [
            f"{i + 1}. {names.get(u) or t('ui-best-someone')}: {score}"
            for i, (u, score) in enumerate(board)
        ]
        if not board:
            lines.append(t("ui-best-none"))
        lines.append(t("ui-best-mine", score=mine) if mine is not None else t("ui-best-no-result"))
        await limits.answer(interaction, limits.fit_lines(lines))

    @app_commands.command(name=cmd("cmd-record"), description=cmd("cmd-record-desc"))
    @app_commands.describe(game=cmd("cmd-game-number"))
    @app_commands.rename(game=cmd("cmd-opt-game"))
    @app_commands.autocomplete(game=finished_autocomplete)
    async def record(self, interaction: discord.Interaction[Any], game: int) -> None:
        loaded = await load_here(interaction, game)
        if loaded.row.status != "finished" or loaded.game is None:
            raise UserError(
                i18n.text(reader(interaction), "ui-record-not-finished", game=game),
                reason="not-finished",
            )
        data = json.dumps(loaded.game.record(), indent=1).encode()
        name = f"genial-{loaded.number}.json"
        await limits.answer(
            interaction,
            i18n.text(reader(interaction), "ui-record-file", game=game, file=name),
            files=[discord.File(io.BytesIO(data), filename=name)],
        )
