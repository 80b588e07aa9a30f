"""Organiser tools of ``/league``: the organiser role, replace a player (by a person or a
computer), void a game, extend a turn, next season. Every action is announced in the
league channel; what each does and who may: ``app.league.admin``."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

import i18n
from app.league.leagues import Said
from cogs.common import limits
from cogs.common.commandtext import cmd
from cogs.common.locale import public
from cogs.common.uses import member, person_of, place_of, uses_of
from cogs.computers.table import LEVEL_CHOICES
from cogs.league.text import announce, league_autocomplete
from cogs.play import flows

log = logging.getLogger(__name__)


async def _said(interaction: discord.Interaction[Any], said: Said) -> None:
    """Answer with an organiser action's line, and say it in the league channel."""
    text = said.text(public(interaction))
    await limits.answer(interaction, text)
    await announce(interaction.client, said.league, text)


class LeagueAdmin:
    """Mixin of the /league group: what organisers do."""

    bot: Any

    @app_commands.command(name=cmd("cmd-league-role"), description=cmd("cmd-league-role-desc"))
    @app_commands.rename(role=cmd("cmd-league-opt-role"))
    @app_commands.describe(role=cmd("cmd-league-role-role"))
    async def role(
        self, interaction: discord.Interaction[Any], role: discord.Role | None = None
    ) -> None:
        line = await uses_of(interaction).league_admin.role(
            person_of(interaction), place_of(interaction), None if role is None else role.id
        )
        await limits.answer(interaction, i18n.fact(public(interaction), line), ephemeral=False)

    @app_commands.command(
        name=cmd("cmd-league-replace"), description=cmd("cmd-league-replace-desc")
    )
    @app_commands.rename(
        game=cmd("cmd-league-opt-game"), player=cmd("cmd-league-opt-player"),
        by=cmd("cmd-league-opt-by"), computer=cmd("cmd-league-opt-computer"),
        league=cmd("cmd-league-opt-league"),
    )  # fmt: skip
    @app_commands.describe(
        game=cmd("cmd-league-game"), player=cmd("cmd-league-replace-player"),
        by=cmd("cmd-league-replace-by"), computer=cmd("cmd-league-replace-computer"),
        league=cmd("cmd-league-which"),
    )  # fmt: skip
    @app_commands.choices(computer=LEVEL_CHOICES)
    @app_commands.autocomplete(league=league_autocomplete)
    async def replace(
        self,
        interaction: discord.Interaction[Any],
        game: app_commands.Range[int, 1, 10**9],
        player: discord.User,
        by: discord.User | None = None,
        computer: str | None = None,
        league: str | None = None,
    ) -> None:
        done = await uses_of(interaction).league_admin.replace(
            person_of(interaction),
            place_of(interaction),
            league,
            game,
            member(player),
            by=None if by is None else member(by),
            computer=computer,
        )
        if done.loaded is not None:  # said in the game's thread too (unless it is the league's)
            channel = await flows.game_channel(interaction.client, done.loaded)
            if channel is not None and channel.id != done.league.channel_id:
                try:
                    await limits.post(channel, done.text(public(interaction)))
                except discord.HTTPException:
                    log.warning("game %s: the replace could not be said in its thread", game)
        await _said(interaction, done)
        if done.computer and done.loaded is not None:
            await uses_of(interaction).events.seat(done.loaded.id)  # the computer may move

    @app_commands.command(name=cmd("cmd-league-void"), description=cmd("cmd-league-void-desc"))
    @app_commands.rename(game=cmd("cmd-league-opt-game"), league=cmd("cmd-league-opt-league"))
    @app_commands.describe(game=cmd("cmd-league-game"), league=cmd("cmd-league-which"))
    @app_commands.autocomplete(league=league_autocomplete)
    async def void(
        self,
        interaction: discord.Interaction[Any],
        game: app_commands.Range[int, 1, 10**9],
        league: str | None = None,
    ) -> None:
        done = await uses_of(interaction).league_admin.void(
            person_of(interaction),
            place_of(interaction),
            league,
            game,
            ready=lambda: limits.ack(interaction),
        )
        if done.cancelled is not None:
            await flows.announce_cancel(interaction.client, done.cancelled)
        await _said(interaction, done)
        await self.bot.get_cog("League").rounds.advance(done.season_id)

    @app_commands.command(name=cmd("cmd-league-extend"), description=cmd("cmd-league-extend-desc"))
    @app_commands.rename(
        game=cmd("cmd-league-opt-game"), hours=cmd("cmd-league-opt-hours"),
        league=cmd("cmd-league-opt-league"),
    )  # fmt: skip
    @app_commands.describe(
        game=cmd("cmd-league-game"), hours=cmd("cmd-league-extend-hours"),
        league=cmd("cmd-league-which"),
    )  # fmt: skip
    @app_commands.autocomplete(league=league_autocomplete)
    async def extend(
        self,
        interaction: discord.Interaction[Any],
        game: app_commands.Range[int, 1, 10**9],
        hours: app_commands.Range[int, 1, 336],
        league: str | None = None,
    ) -> None:
        done = await uses_of(interaction).league_admin.extend(
            person_of(interaction), place_of(interaction), league, game, hours
        )
        if done.clocked:
            await uses_of(interaction).events.clock(done.game_id)
        await _said(interaction, done)

    @app_commands.command(name=cmd("cmd-league-next"), description=cmd("cmd-league-next-desc"))
    @app_commands.rename(league=cmd("cmd-league-opt-league"))
    @app_commands.describe(league=cmd("cmd-league-which"))
    @app_commands.autocomplete(league=league_autocomplete)
    async def next(self, interaction: discord.Interaction[Any], league: str | None = None) -> None:
        said = await uses_of(interaction).league_admin.next(
            person_of(interaction), place_of(interaction), league
        )
        await _said(interaction, said)
