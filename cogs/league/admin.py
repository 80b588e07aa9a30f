"""Organiser tools of ``/league``: the organiser role, replace a player, void a game,
extend a turn, next season. Every action is announced in the league channel."""

from __future__ import annotations

import contextlib
from datetime import timedelta
from typing import Any

import discord
from discord import app_commands

import i18n
from app.errors import LeagueError, NotFoundError, UserError
from app.games.rows import GameRow
from app.league.rows import LeagueRow
from app.league.seasons import current_season
from cogs.common import limits
from cogs.common.commandtext import cmd
from cogs.common.context import service_of
from cogs.common.locale import public, reader
from cogs.computers.table import LEVEL_CHOICES
from cogs.league.replace import replace_by_computer
from cogs.league.text import (
    ROLE_SETTING,
    announce,
    find_league,
    guild_of,
    league_autocomplete,
    require_organiser,
)
from cogs.play import flows


async def league_game(
    interaction: discord.Interaction[Any], league: LeagueRow, number: int
) -> tuple[int, int, int, GameRow]:
    """(season id, round, table, game) of game ``#number`` of this league, in this server."""
    svc = service_of(interaction)
    row = await svc.db.find_game(guild_of(interaction), number=number)
    where = await svc.db.table_of_game(row.id) if row is not None else None
    seasons = {s.id for s in await svc.db.league_seasons(league.id)}
    if row is None or where is None or where[0] not in seasons:
        raise UserError(i18n.text(reader(interaction), "ui-league-err-not-a-league-game",
                                  game=number, league=league.name), reason="not-found")  # fmt: skip
    return where[0], where[1], where[2], row


def _by(interaction: discord.Interaction[Any]) -> str:
    return interaction.user.mention


class LeagueAdmin:
    """Mixin of the /league group: what organisers do."""

    bot: Any

    @app_commands.command(name=cmd("cmd-league-role"), description=cmd("cmd-league-role-desc"))
    @app_commands.rename(role=cmd("cmd-league-opt-role"))
    @app_commands.describe(role=cmd("cmd-league-role-role"))
    async def role(
        self, interaction: discord.Interaction[Any], role: discord.Role | None = None
    ) -> None:
        guild = guild_of(interaction)
        perms = getattr(interaction.user, "guild_permissions", None)
        if not (perms and perms.manage_guild):
            raise UserError(i18n.text(reader(interaction), "ui-league-err-manage-server"),
                            reason="permission")  # fmt: skip
        svc = service_of(interaction)
        settings = await svc.db.guild_settings(guild)
        if role is None:
            settings.pop(ROLE_SETTING, None)
            text = i18n.text(public(interaction), "ui-league-role-cleared")
        else:
            settings[ROLE_SETTING] = role.id
            text = i18n.text(public(interaction), "ui-league-role-set", role=role.mention)
        await svc.db.set_guild_settings(guild, settings)
        await limits.answer(interaction, text, ephemeral=False)

    @app_commands.command(
        name=cmd("cmd-league-replace"), description=cmd("cmd-league-replace-desc")
    )
    @app_commands.rename(
        game=cmd("cmd-league-opt-game"), player=cmd("cmd-league-opt-player"),
        by=cmd("cmd-league-opt-by"), computer=cmd("cmd-computer2-opt-computer"),
        league=cmd("cmd-league-opt-league"),
    )  # fmt: skip
    @app_commands.describe(
        game=cmd("cmd-league-game"), player=cmd("cmd-league-replace-player"),
        by=cmd("cmd-league-replace-by"), computer=cmd("cmd-computer2-replace-computer"),
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
        found = await find_league(interaction, league)
        await require_organiser(interaction, found)
        season_id, _, _, row = await league_game(interaction, found, game)
        svc = service_of(interaction)
        if (by is None) == (computer is None):
            raise UserError(i18n.text(reader(interaction), "ui-computer2-err-by-or-computer"),
                            reason="replace-how")  # fmt: skip
        if computer is not None:
            await replace_by_computer(interaction, found, row, player, computer)
            return
        assert by is not None
        if by.bot:
            raise UserError(i18n.text(reader(interaction), "ui-league-err-replace"), reason="bot")
        try:
            async with svc.lock(row.id):
                await svc.db.replace_player(row.id, season_id, player.id, by.id)
        except NotFoundError:
            raise UserError(i18n.text(reader(interaction), "ui-league-err-replace"),
                            reason="not-a-player") from None  # fmt: skip
        await svc.db.remember_name(by.id, by.display_name)
        text = i18n.text(public(interaction), "ui-league-replaced", league=found.name, game=game,
                         old=player.mention, new=by.mention, by=_by(interaction))  # fmt: skip
        await limits.answer(interaction, text)
        await announce(interaction.client, found, text)

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
        found = await find_league(interaction, league)
        await require_organiser(interaction, found)
        season_id, number, tab, row = await league_game(interaction, found, game)
        svc = service_of(interaction)
        await limits.ack(interaction)
        await svc.db.void_league_game(season_id, number, tab)
        async with svc.lock(row.id):
            # A running game stops; a finished one stays.
            stopped = await svc.db.cancel(row.id, by=interaction.user.id)
        if stopped:
            loaded = await svc.load(row.id, engine=False)
            await flows.announce_cancel(interaction.client, loaded)
        with contextlib.suppress(NotFoundError):  # a casual game has no ratings to rebuild
            await svc.db.set_excluded(row.id, True)  # not rated any more: the pool is rebuilt
        text = i18n.text(public(interaction), "ui-league-voided", league=found.name, game=game,
                         by=_by(interaction))  # fmt: skip
        await limits.answer(interaction, text)
        await announce(interaction.client, found, text)
        await self.bot.get_cog("League").rounds.advance(season_id)

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
        found = await find_league(interaction, league)
        await require_organiser(interaction, found)
        _, _, _, row = await league_game(interaction, found, game)
        svc = service_of(interaction)
        try:  # a clocked game gets the time on its clock, an unclocked one a later turn start
            if await svc.db.extend_clock(row.id, timedelta(hours=hours)):
                await flows.clock_changed(interaction.client, row.id)
            else:
                await svc.db.extend_turn(row.id, hours)
        except NotFoundError:
            raise UserError(i18n.text(reader(interaction), "ui-league-err-not-running-game",
                                      game=game), reason="not-running") from None  # fmt: skip
        who = f"<@{row.current_user_id}>" if row.current_user_id else "-"
        text = i18n.text(public(interaction), "ui-league-extended", league=found.name, game=game,
                         hours=hours, who=who, by=_by(interaction))  # fmt: skip
        await limits.answer(interaction, text)
        await announce(interaction.client, found, text)

    @app_commands.command(name=cmd("cmd-league-next"), description=cmd("cmd-league-next-desc"))
    @app_commands.rename(league=cmd("cmd-league-opt-league"))
    @app_commands.describe(league=cmd("cmd-league-which"))
    @app_commands.autocomplete(league=league_autocomplete)
    async def next(self, interaction: discord.Interaction[Any], league: str | None = None) -> None:
        found = await find_league(interaction, league)
        await require_organiser(interaction, found)
        svc = service_of(interaction)
        seasons = await svc.db.league_seasons(found.id)
        season = await current_season(svc.db, found)
        if season.status != "signup" or len(seasons) < 2:
            raise UserError(i18n.text(reader(interaction), "ui-league-err-next"), reason="next")
        carried = 0
        for user in await svc.db.league_entrants(seasons[-2].id):
            try:
                await svc.db.join_season(season.id, user)
                carried += 1
            except LeagueError:
                pass  # already signed up
        text = i18n.text(public(interaction), "ui-league-next", league=found.name,
                         season=season.number, count=carried, by=_by(interaction))  # fmt: skip
        await limits.answer(interaction, text)
        await announce(interaction.client, found, text)
