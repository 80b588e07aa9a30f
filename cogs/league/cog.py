"""The ``/league`` command group: create, join, leave, start, standings, schedule, info, list.

The organiser tools (role, replace, void, extend, next) are in :mod:`cogs.league.admin`;
the rounds run themselves (:mod:`cogs.league.rounds`). What each command may do and does:
``app.league.leagues``.
"""

from __future__ import annotations

import asyncio
import io
import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from app.league.leagues import NewLeague
from cogs.common import limits
from cogs.common.commandtext import cmd, edition_choice
from cogs.common.host import host
from cogs.common.locale import public, reader
from cogs.common.uses import person_of, place_of, uses_of
from cogs.league.admin import LeagueAdmin
from cogs.league.rounds import RoundJob
from cogs.league.text import league_autocomplete
from cogs.play import flows
from genial import EDITIONS

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
        self.rounds.listen(host(self.bot).uses.events)  # a league game ends or is void
        self._startup = asyncio.create_task(self._reconcile())
        self._tasks = [asyncio.create_task(self.rounds.keep_posting())]  # failed posts again

    async def cog_unload(self) -> None:
        self.rounds.forget(host(self.bot).uses.events)
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
        new = NewLeague(
            name, edition, per_table, format, rounds, turn_hours, rated,
            None if channel is None else channel.id, points, divisions, move, away,
        )  # fmt: skip
        said = await uses_of(interaction).leagues.create(
            person_of(interaction), place_of(interaction), new
        )
        await limits.answer(interaction, said.text(public(interaction)), ephemeral=False)

    @app_commands.command(name=cmd("cmd-league-join"), description=cmd("cmd-league-join-desc"))
    @app_commands.rename(league=cmd("cmd-league-opt-league"))
    @app_commands.describe(league=cmd("cmd-league-which"))
    @app_commands.autocomplete(league=league_autocomplete)
    async def join(self, interaction: discord.Interaction[Any], league: str | None = None) -> None:
        said = await uses_of(interaction).leagues.join(
            person_of(interaction), place_of(interaction), league
        )
        await limits.answer(interaction, said.text(public(interaction)), ephemeral=False)

    @app_commands.command(name=cmd("cmd-league-leave"), description=cmd("cmd-league-leave-desc"))
    @app_commands.rename(league=cmd("cmd-league-opt-league"))
    @app_commands.describe(league=cmd("cmd-league-which"))
    @app_commands.autocomplete(league=league_autocomplete)
    async def leave(self, interaction: discord.Interaction[Any], league: str | None = None) -> None:
        left = await uses_of(interaction).leagues.leave(
            person_of(interaction),
            place_of(interaction),
            league,
            ready=lambda: limits.ack(interaction, ephemeral=False),
        )
        await limits.answer(interaction, left.text(public(interaction)), ephemeral=False)
        for played in left.played:  # the forfeited games: ranked last there, the others play on
            await flows.announce(interaction.client, played)

    @app_commands.command(name=cmd("cmd-league-start"), description=cmd("cmd-league-start-desc"))
    @app_commands.rename(league=cmd("cmd-league-opt-league"))
    @app_commands.describe(league=cmd("cmd-league-which"))
    @app_commands.autocomplete(league=league_autocomplete)
    async def start(self, interaction: discord.Interaction[Any], league: str | None = None) -> None:
        started = await uses_of(interaction).leagues.start(
            person_of(interaction),
            place_of(interaction),
            league,
            ready=lambda: limits.ack(interaction, ephemeral=False),
        )
        await limits.answer(interaction, started.text(public(interaction)), ephemeral=False)
        await self.rounds.advance(started.season_id)

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
        table = await uses_of(interaction).leagues.table(
            person_of(interaction),
            place_of(interaction),
            league,
            reader(interaction),
            season=season,
            division=division,
            ready=lambda: limits.ack(interaction),
        )
        image = discord.File(io.BytesIO(table.image), filename="league.png", description=table.alt)
        await limits.answer(
            interaction, "\n".join([f"**{table.head}**", *table.words]), files=[image]
        )

    @app_commands.command(
        name=cmd("cmd-league-schedule"), description=cmd("cmd-league-schedule-desc")
    )
    @app_commands.rename(league=cmd("cmd-league-opt-league"))
    @app_commands.describe(league=cmd("cmd-league-which"))
    @app_commands.autocomplete(league=league_autocomplete)
    async def schedule(
        self, interaction: discord.Interaction[Any], league: str | None = None
    ) -> None:
        lines = await uses_of(interaction).leagues.schedule(
            person_of(interaction), place_of(interaction), league, reader(interaction)
        )
        await limits.answer(interaction, limits.fit_lines(lines))

    @app_commands.command(name=cmd("cmd-league-info"), description=cmd("cmd-league-info-desc"))
    @app_commands.rename(league=cmd("cmd-league-opt-league"))
    @app_commands.describe(league=cmd("cmd-league-which"))
    @app_commands.autocomplete(league=league_autocomplete)
    async def info(self, interaction: discord.Interaction[Any], league: str | None = None) -> None:
        text = await uses_of(interaction).leagues.info(
            place_of(interaction), league, reader(interaction)
        )
        await limits.answer(interaction, text)

    @app_commands.command(name=cmd("cmd-league-list"), description=cmd("cmd-league-list-desc"))
    async def leagues(self, interaction: discord.Interaction[Any]) -> None:
        lines = await uses_of(interaction).leagues.of_server(
            place_of(interaction), reader(interaction)
        )
        await limits.answer(interaction, limits.fit_lines(lines))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(League(bot))
