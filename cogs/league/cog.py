"""The ``/league`` command group: create, join, leave, start, standings, schedule, info, list.

The organiser tools (role, replace, void, extend, next) are in :mod:`cogs.league.admin`;
the rounds run themselves (:mod:`cogs.league.rounds`).
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from app.errors import DataError, LeagueError, UserError
from app.league.divisions import assign_divisions, division_rows
from app.league.seasons import current_season
from cogs.common import limits
from cogs.common.commandtext import cmd, edition_choice
from cogs.common.context import service_of
from cogs.common.locale import public, reader
from cogs.league.admin import LeagueAdmin
from cogs.league.info import info_text, list_lines, schedule_lines
from cogs.league.rounds import RoundJob
from cogs.league.text import (
    find_league,
    guild_of,
    league_autocomplete,
    league_name,
    read_points,
    refusal,
    require_organiser,
    standings_file,
)
from cogs.play import flows
from genial import EDITIONS, GenialError, get

log = logging.getLogger(__name__)

#: Editions a league can play: tables of two must be possible.
LEAGUE_EDITIONS = [
    edition_choice(k)
    for k, c in EDITIONS.items()
    if c.edition.min_players <= 2 <= c.edition.max_players
]
FORMAT_CHOICES = [
    app_commands.Choice(name=cmd("cmd-league-format-swiss"), value="swiss"),
    app_commands.Choice(name=cmd("cmd-league-format-round-robin"), value="round_robin"),
]


@app_commands.guild_only()
class League(
    LeagueAdmin, commands.GroupCog, group_name=cmd("cmd-league-group"),
    group_description=cmd("cmd-league-desc"),
):  # fmt: skip
    """Community leagues: seasons, rounds, tables and standings, run by the bot."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.rounds = RoundJob(bot)
        self._startup: asyncio.Task[int] | None = None
        self._tasks: list[asyncio.Task[None]] = []
        super().__init__()

    async def cog_load(self) -> None:
        self._startup = asyncio.create_task(self._reconcile())
        self._tasks = [asyncio.create_task(self.rounds.keep_posting())]  # failed posts again

    async def cog_unload(self) -> None:
        for task in [self._startup, *self._tasks]:
            if task is not None:
                task.cancel()

    async def _reconcile(self) -> int:
        await self.bot.wait_until_ready()
        try:
            return await self.rounds.reconcile()
        except Exception:
            log.exception("leagues: the start-up check failed")
            return 0

    async def reconciled(self) -> int:
        """Wait for the start-up check of the running seasons; how many it looked at."""
        return 0 if self._startup is None else await asyncio.shield(self._startup)

    @app_commands.command(name=cmd("cmd-league-create"), description=cmd("cmd-league-create-desc"))
    @app_commands.rename(
        name=cmd("cmd-league-opt-name"), edition=cmd("cmd-league-opt-edition"),
        per_table=cmd("cmd-league-opt-per-table"), format=cmd("cmd-league-opt-format"),
        rounds=cmd("cmd-league-opt-rounds"), turn_hours=cmd("cmd-league-opt-turn-hours"),
        rated=cmd("cmd-league-opt-rated"), channel=cmd("cmd-league-opt-channel"),
        points=cmd("cmd-league-opt-points"), divisions=cmd("cmd-league-opt-divisions"),
        move=cmd("cmd-league-opt-move"), away=cmd("cmd-league-opt-away"),
    )  # fmt: skip
    @app_commands.describe(
        name=cmd("cmd-league-create-name"), edition=cmd("cmd-league-create-edition"),
        per_table=cmd("cmd-league-create-per-table"), format=cmd("cmd-league-create-format"),
        rounds=cmd("cmd-league-create-rounds"), turn_hours=cmd("cmd-league-create-turn-hours"),
        rated=cmd("cmd-league-create-rated"), channel=cmd("cmd-league-create-channel"),
        points=cmd("cmd-league-create-points"), divisions=cmd("cmd-league-create-divisions"),
        move=cmd("cmd-league-create-move"), away=cmd("cmd-league-create-away"),
    )  # fmt: skip
    @app_commands.choices(edition=LEAGUE_EDITIONS, format=FORMAT_CHOICES)
    async def create(
        self,
        interaction: discord.Interaction[Any],
        name: app_commands.Range[str, 1, 40],
        edition: str,
        per_table: app_commands.Range[int, 2, 4],
        format: str,
        rounds: app_commands.Range[int, 1, 30] = 3,
        turn_hours: app_commands.Range[int, 0, 720] = 0,
        rated: bool = True,
        channel: discord.TextChannel | None = None,
        points: str | None = None,
        divisions: app_commands.Range[int, 1, 8] = 1,
        move: app_commands.Range[int, 0, 10] = 1,
        away: bool = True,
    ) -> None:
        guild = guild_of(interaction)
        lang = reader(interaction)
        await require_organiser(interaction, None)
        ed = get(edition).edition
        if per_table > ed.max_players:
            raise UserError(i18n.text(lang, "ui-league-err-table-size", edition=ed.name,
                                      max=ed.max_players), reason="players")  # fmt: skip
        name = league_name(name, lang)
        table = read_points(points, lang)
        where = channel.id if channel is not None else interaction.channel_id
        assert where is not None
        svc = service_of(interaction)
        await svc.db.remember_name(interaction.user.id, interaction.user.display_name)
        try:
            league = await svc.db.create_league(
                guild, name=name, edition=edition, per_table=per_table, format=format,
                rounds=rounds, channel_id=where, organiser_id=interaction.user.id,
                seed=secrets.token_hex(8), turn_hours=turn_hours, rated=rated, points=table,
                divisions=divisions, division_move=move, away=away,
            )  # fmt: skip
        except LeagueError as exc:
            raise refusal(interaction, exc) from None
        text = i18n.text(public(interaction), "ui-league-created", league=league.name,
                         number=league.number, channel=f"<#{where}>")  # fmt: skip
        await limits.answer(interaction, text, ephemeral=False)

    @app_commands.command(name=cmd("cmd-league-join"), description=cmd("cmd-league-join-desc"))
    @app_commands.rename(league=cmd("cmd-league-opt-league"))
    @app_commands.describe(league=cmd("cmd-league-which"))
    @app_commands.autocomplete(league=league_autocomplete)
    async def join(self, interaction: discord.Interaction[Any], league: str | None = None) -> None:
        found = await find_league(interaction, league)
        svc = service_of(interaction)
        season = await current_season(svc.db, found)
        await svc.db.remember_name(interaction.user.id, interaction.user.display_name)
        try:
            await svc.db.join_season(season.id, interaction.user.id)
        except LeagueError as exc:
            raise refusal(interaction, exc) from None
        count = len(await svc.db.league_entrants(season.id))
        text = i18n.text(public(interaction), "ui-league-joined", who=interaction.user.mention,
                         league=found.name, count=count)  # fmt: skip
        await limits.answer(interaction, text, ephemeral=False)

    @app_commands.command(name=cmd("cmd-league-leave"), description=cmd("cmd-league-leave-desc"))
    @app_commands.rename(league=cmd("cmd-league-opt-league"))
    @app_commands.describe(league=cmd("cmd-league-which"))
    @app_commands.autocomplete(league=league_autocomplete)
    async def leave(self, interaction: discord.Interaction[Any], league: str | None = None) -> None:
        found = await find_league(interaction, league)
        svc = service_of(interaction)
        season = await current_season(svc.db, found)
        user = interaction.user.id
        try:
            running = await svc.db.leave_season(season.id, user)
        except LeagueError as exc:
            raise refusal(interaction, exc) from None
        await limits.ack(interaction, ephemeral=False)
        lang = public(interaction)
        key = "ui-league-left-running" if running else "ui-league-left"
        await limits.answer(interaction, i18n.text(lang, key, who=interaction.user.mention,
                                                   league=found.name), ephemeral=False)  # fmt: skip
        if running:  # the remaining games are forfeited: ranked last there, the others play on
            for t in await svc.db.table_games(season.id):
                if t.game_id and t.game_status == "active" and user in t.players:
                    try:
                        played = await svc.resign(t.game_id, user)
                    except (GenialError, DataError) as exc:  # already out of that game
                        log.info("league: game %s not forfeited (%s)", t.game_id, exc)
                        continue
                    await flows.announce(interaction.client, played)

    @app_commands.command(name=cmd("cmd-league-start"), description=cmd("cmd-league-start-desc"))
    @app_commands.rename(league=cmd("cmd-league-opt-league"))
    @app_commands.describe(league=cmd("cmd-league-which"))
    @app_commands.autocomplete(league=league_autocomplete)
    async def start(self, interaction: discord.Interaction[Any], league: str | None = None) -> None:
        found = await find_league(interaction, league)
        await require_organiser(interaction, found)
        svc = service_of(interaction)
        season = await current_season(svc.db, found)
        try:
            players = await svc.db.start_season(season.id)
        except LeagueError as exc:
            raise refusal(interaction, exc) from None
        await limits.ack(interaction, ephemeral=False)
        lang = public(interaction)
        text = i18n.text(lang, "ui-league-started", league=found.name,
                         season=season.number, count=len(players), rounds=found.rounds)  # fmt: skip
        if found.divisions > 1:
            split = await assign_divisions(svc.db, found, season, players)
            text += "".join("\n" + i18n.text(lang, "ui-league-division-line", division=k,
                            players=", ".join(f"<@{p}>" for p in members))
                            for k, members in enumerate(split, start=1))  # fmt: skip
        await limits.answer(interaction, text, ephemeral=False)
        await self.rounds.advance(season.id)

    @app_commands.command(
        name=cmd("cmd-league-standings"), description=cmd("cmd-league-standings-desc")
    )
    @app_commands.rename(
        league=cmd("cmd-league-opt-league"), season=cmd("cmd-league-opt-season"),
        division=cmd("cmd-league-opt-division"),
    )  # fmt: skip
    @app_commands.describe(
        league=cmd("cmd-league-which"), season=cmd("cmd-league-season"),
        division=cmd("cmd-league-division"),
    )  # fmt: skip
    @app_commands.autocomplete(league=league_autocomplete)
    async def standings(
        self,
        interaction: discord.Interaction[Any],
        league: str | None = None,
        season: app_commands.Range[int, 1, 1000] | None = None,
        division: app_commands.Range[int, 1, 8] | None = None,
    ) -> None:
        found = await find_league(interaction, league)
        svc = service_of(interaction)
        seasons = await svc.db.league_seasons(found.id)
        lang = reader(interaction)
        if season is not None and season > len(seasons):
            raise UserError(i18n.text(lang, "ui-league-err-no-season", season=season,
                                      seasons=len(seasons)), reason="season")  # fmt: skip
        # By default the season being played, or the last one played while sign-up is open.
        played = [s for s in seasons if s.status != "signup"] or seasons
        chosen = seasons[season - 1] if season is not None else played[-1]
        split = await svc.db.season_divisions(chosen.id)
        if division is not None and division > len(split):
            raise UserError(i18n.text(lang, "ui-league-err-no-division", division=division,
                                      divisions=len(split)), reason="division")  # fmt: skip
        if division is None and len(split) > 1:  # my division, else the top one
            division = next((k for k, d in enumerate(split, 1) if interaction.user.id in d), 1)
        await limits.ack(interaction)
        if division is not None and len(split) > 1:
            rows = await division_rows(svc.db, found, chosen, division)
            head = i18n.text(lang, "img-league-title-division", league=found.name,
                             season=chosen.number, division=division)  # fmt: skip
        else:
            division, rows = None, await division_rows(svc.db, found, chosen)
            head = i18n.text(lang, "img-league-title", league=found.name, season=chosen.number)
        words, image = await standings_file(svc, found, chosen, rows, lang, division=division)
        await limits.answer(interaction, "\n".join([f"**{head}**", *words]), files=[image])

    @app_commands.command(
        name=cmd("cmd-league-schedule"), description=cmd("cmd-league-schedule-desc")
    )
    @app_commands.rename(league=cmd("cmd-league-opt-league"))
    @app_commands.describe(league=cmd("cmd-league-which"))
    @app_commands.autocomplete(league=league_autocomplete)
    async def schedule(
        self, interaction: discord.Interaction[Any], league: str | None = None
    ) -> None:
        found = await find_league(interaction, league)
        svc = service_of(interaction)
        season = await current_season(svc.db, found)
        lines = await schedule_lines(svc, found, season, interaction.user.id, reader(interaction))
        await limits.answer(interaction, limits.fit_lines(lines))

    @app_commands.command(name=cmd("cmd-league-info"), description=cmd("cmd-league-info-desc"))
    @app_commands.rename(league=cmd("cmd-league-opt-league"))
    @app_commands.describe(league=cmd("cmd-league-which"))
    @app_commands.autocomplete(league=league_autocomplete)
    async def info(self, interaction: discord.Interaction[Any], league: str | None = None) -> None:
        found = await find_league(interaction, league)
        svc = service_of(interaction)
        await limits.answer(interaction, await info_text(svc, found, reader(interaction)))

    @app_commands.command(name=cmd("cmd-league-list"), description=cmd("cmd-league-list-desc"))
    async def leagues(self, interaction: discord.Interaction[Any]) -> None:
        svc = service_of(interaction)
        lines = await list_lines(svc, guild_of(interaction), reader(interaction))
        await limits.answer(interaction, limits.fit_lines(lines))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(League(bot))
