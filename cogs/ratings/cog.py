"""The ``/rating`` group: leaderboard, profile, versus, and excluding a game."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from app.errors import NotFoundError, UserError, not_found
from app.ratings import pages
from app.text.names import edition_name
from cogs.common import limits
from cogs.common.commandtext import cmd, edition_choice
from cogs.common.context import png, service_of
from cogs.common.locale import reader
from cogs.common.resolve import load_here
from genial import EDITIONS

#: Editions played by two or more people: the ones with ratings.
RATED_CHOICES = [
    edition_choice(key) for key, cls in EDITIONS.items() if cls.edition.max_players >= 2
]


def _guild(interaction: discord.Interaction[Any]) -> int:
    if interaction.guild_id is None:
        raise UserError(i18n.text(reader(interaction), "ui-rating-server-only"), reason="no-guild")
    return interaction.guild_id


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
    @app_commands.choices(edition=RATED_CHOICES)
    async def leaderboard(
        self,
        interaction: discord.Interaction[Any],
        edition: str,
        page: app_commands.Range[int, 1, 1000] = 1,
    ) -> None:
        locale = reader(interaction)
        guild = _guild(interaction)
        svc = service_of(interaction)
        board = await pages.leaderboard(
            svc, guild, edition, page, locale, ready=lambda: limits.ack(interaction)
        )
        assert board.image is not None
        await limits.answer(
            interaction,
            limits.fit_lines(board.lines),
            files=[png(board.image, "leaderboard.png", board.alt)],
        )

    @app_commands.command(name=cmd("cmd-profile"), description=cmd("cmd-rating-profile"))
    @app_commands.rename(player=cmd("cmd-opt-player"))
    @app_commands.describe(player=cmd("cmd-rating-profile-player"))
    async def profile(
        self, interaction: discord.Interaction[Any], player: discord.User | None = None
    ) -> None:
        locale = reader(interaction)
        guild = _guild(interaction)
        svc = service_of(interaction)
        who = player or interaction.user
        if not isinstance(who, discord.User | discord.Member):  # an id Discord did not resolve
            raise UserError(i18n.text(locale, "ui-input-user"), reason="user")
        await limits.ack(interaction)
        shown = await pages.profile(svc, guild, who.id, who.display_name, locale)
        files = [png(shown.image, "profile.png", shown.alt)] if shown.image else []
        await limits.answer(interaction, limits.fit_lines(shown.lines), files=files)

    @app_commands.command(name=cmd("cmd-versus"), description=cmd("cmd-rating-versus"))
    @app_commands.rename(player=cmd("cmd-opt-player"))
    @app_commands.describe(player=cmd("cmd-rating-versus-player"))
    async def versus(self, interaction: discord.Interaction[Any], player: discord.User) -> None:
        locale = reader(interaction)
        guild = _guild(interaction)
        if player.id == interaction.user.id:
            raise UserError(i18n.text(locale, "ui-rating-versus-self"), reason="self")
        svc = service_of(interaction)
        lines = await pages.versus(
            svc, guild, (interaction.user.id, interaction.user.display_name),
            (player.id, player.display_name), locale,
        )  # fmt: skip
        await limits.answer(interaction, limits.fit_lines(lines))

    @app_commands.command(name=cmd("cmd-exclude"), description=cmd("cmd-rating-exclude"))
    @app_commands.rename(game=cmd("cmd-opt-game"), restore=cmd("cmd-opt-restore"))
    @app_commands.describe(
        game=cmd("cmd-rating-exclude-game"), restore=cmd("cmd-rating-exclude-restore")
    )
    async def exclude(
        self, interaction: discord.Interaction[Any], game: int, restore: bool = False
    ) -> None:
        locale = reader(interaction)
        guild = _guild(interaction)
        perms = getattr(interaction.user, "guild_permissions", None)
        if not (perms and perms.manage_guild):
            raise UserError(i18n.text(locale, "ui-rating-exclude-permission"), reason="permission")
        loaded = await load_here(interaction, game, engine=False)  # this server's game #n
        if loaded.row.guild_id != guild:  # (load_here finds no other server's game)
            raise not_found(game)
        svc = service_of(interaction)
        try:
            changed = await svc.db.set_excluded(loaded.id, not restore)
        except NotFoundError:  # the game never counted
            raise UserError(
                i18n.text(locale, "ui-rating-exclude-unrated", game=loaded.row.number),
                reason="unrated",
            ) from None
        key = "ui-rating-restored" if restore else "ui-rating-excluded"
        if not changed:
            key = "ui-rating-already-restored" if restore else "ui-rating-already-excluded"
        number, edition = loaded.row.number, edition_name(loaded.row.edition, locale)
        text = i18n.text(locale, key, game=number, edition=edition)
        await limits.answer(interaction, text)


async def setup(bot: commands.Bot) -> None:
    """Load the /rating group."""
    await bot.add_cog(Ratings(bot))
