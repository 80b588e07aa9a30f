"""The ``/rating`` group: leaderboards (a solo edition's: its best results), profile,
versus, and excluding a game (``app.ratings.pages``)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from app.errors import UserError
from app.ratings.pages import Shown
from app.text.pools import pool_keys
from cogs.common import limits
from cogs.common.commandtext import cmd, edition_choice
from cogs.common.context import png
from cogs.common.locale import reader
from cogs.common.uses import member, person_of, place_of, uses_of

#: Every pool (each edition, a game in teams, classic solo): a rated one ranks by rating,
#: a solo one by best results.
LEADERBOARD_CHOICES = [edition_choice(key) for key in pool_keys()]


@app_commands.guild_only()
class Ratings(
    commands.GroupCog,
    group_name=cmd("cmd-rating-group"),
    group_description=cmd("cmd-rating-group-desc"),
):
    """/rating: leaderboards, profiles, head to head, and excluding a game."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name=cmd("cmd-leaderboard"), description=cmd("cmd-rating-leaderboard"))
    @app_commands.rename(edition=cmd("cmd-opt-edition"), page=cmd("cmd-opt-page"))
    @app_commands.describe(
        edition=cmd("cmd-rating-leaderboard-edition"), page=cmd("cmd-rating-leaderboard-page")
    )
    @app_commands.choices(edition=LEADERBOARD_CHOICES)
    async def leaderboard(
        self,
        interaction: discord.Interaction[Any],
        edition: str,
        page: app_commands.Range[int, 1, 1000] = 1,
    ) -> None:
        board = await uses_of(interaction).ratings.leaderboard(
            place_of(interaction),
            interaction.user.id,
            edition,
            page,
            reader(interaction),
            ready=lambda: limits.ack(interaction),
        )
        await _show(interaction, board, "leaderboard.png")

    @app_commands.command(name=cmd("cmd-profile"), description=cmd("cmd-rating-profile"))
    @app_commands.rename(player=cmd("cmd-opt-player"))
    @app_commands.describe(player=cmd("cmd-rating-profile-player"))
    async def profile(
        self, interaction: discord.Interaction[Any], player: discord.User | None = None
    ) -> None:
        who = player or interaction.user
        if not isinstance(who, discord.User | discord.Member):  # an id Discord did not resolve
            raise UserError("ui-input-user", reason="user")
        shown = await uses_of(interaction).ratings.profile(
            place_of(interaction), member(who), reader(interaction),
            ready=lambda: limits.ack(interaction),
        )  # fmt: skip
        await _show(interaction, shown, "profile.png")

    @app_commands.command(name=cmd("cmd-versus"), description=cmd("cmd-rating-versus"))
    @app_commands.rename(player=cmd("cmd-opt-player"))
    @app_commands.describe(player=cmd("cmd-rating-versus-player"))
    async def versus(self, interaction: discord.Interaction[Any], player: discord.User) -> None:
        lines = await uses_of(interaction).ratings.versus(
            place_of(interaction), person_of(interaction), member(player), reader(interaction)
        )
        await limits.answer(interaction, limits.fit_lines(lines))

    @app_commands.command(name=cmd("cmd-exclude"), description=cmd("cmd-rating-exclude"))
    @app_commands.rename(game=cmd("cmd-opt-game"), restore=cmd("cmd-opt-restore"))
    @app_commands.describe(
        game=cmd("cmd-rating-exclude-game"), restore=cmd("cmd-rating-exclude-restore")
    )
    async def exclude(
        self, interaction: discord.Interaction[Any], game: int, restore: bool = False
    ) -> None:
        done = await uses_of(interaction).ratings.exclude(
            person_of(interaction), place_of(interaction), game, restore
        )
        await limits.answer(interaction, done.text(reader(interaction)))


async def _show(interaction: discord.Interaction[Any], shown: Shown, name: str) -> None:
    """The lines of a rating page, with its image where it has one."""
    files = [png(shown.image, name, shown.alt)] if shown.image else []
    await limits.answer(interaction, limits.fit_lines(shown.lines), files=files)


async def setup(bot: commands.Bot) -> None:
    """Load the /rating group."""
    await bot.add_cog(Ratings(bot))
