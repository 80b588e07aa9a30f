"""Slash commands around games: new, games, resign, kick, cancel."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

import i18n
from genial import EDITIONS, get

from . import confirm, listing, lobby
from . import options as game_options
from .resolve import game_autocomplete, options_autocomplete, resolve_game

EDITION_CHOICES = [
    app_commands.Choice(name=cls.edition.name[:100], value=key) for key, cls in EDITIONS.items()
]


class GameCommands:
    """Mixin of the /genial group: the life of a game."""

    @app_commands.command(name="new", description="Open a new game in this channel")
    @app_commands.describe(
        edition="Which game of the family to play",
        players="How many players (solo editions: 1)",
        invite1="Invite a player (they get pinged)",
        invite2="Invite another player",
        invite3="Invite another player",
        options="Optional settings, e.g. rounds=3 for a match (autocomplete lists them)",
        rated=app_commands.locale_str(
            i18n.text(i18n.DEFAULT, "cmd-rating-new-rated"), key="cmd-rating-new-rated"
        ),
    )
    @app_commands.choices(edition=EDITION_CHOICES)
    @app_commands.autocomplete(options=options_autocomplete)
    async def new(
        self,
        interaction: discord.Interaction[Any],
        edition: str,
        players: app_commands.Range[int, 1, 4] | None = None,
        invite1: discord.User | None = None,
        invite2: discord.User | None = None,
        invite3: discord.User | None = None,
        options: str | None = None,
        rated: bool = True,
    ) -> None:
        ed = get(edition).edition
        count = players if players is not None else ed.min_players
        invited = [u for u in (invite1, invite2, invite3) if u is not None]
        chosen = game_options.parse(edition, options)
        await lobby.open_game(interaction, edition, count, invited, chosen, rated=rated)

    @app_commands.command(name="games", description="Your games, the ones waiting for you first")
    async def games(self, interaction: discord.Interaction[Any]) -> None:
        await listing.show_games(interaction)

    @app_commands.command(name="resign", description="Leave a running game (you rank last)")
    @app_commands.describe(game="Game number (default: this thread's game)")
    @app_commands.autocomplete(game=game_autocomplete)
    async def resign(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        loaded = await resolve_game(interaction, game)
        await confirm.ask(interaction, "resign", loaded)

    @app_commands.command(
        name="kick", description="Remove a player from a game (creator or Manage Server)"
    )
    @app_commands.describe(
        player="The player to remove", game="Game number (default: this thread's game)"
    )
    @app_commands.autocomplete(game=game_autocomplete)
    async def kick(
        self, interaction: discord.Interaction[Any], player: discord.User, game: int | None = None
    ) -> None:
        loaded = await resolve_game(interaction, game)
        await confirm.ask(interaction, "kick", loaded, player.id)

    @app_commands.command(name="cancel", description="Cancel a game (creator or Manage Server)")
    @app_commands.describe(game="Game number (default: this thread's game)")
    @app_commands.autocomplete(game=game_autocomplete)
    async def cancel(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        # Without replaying: a game whose stored record is damaged must still be cancellable.
        loaded = await resolve_game(interaction, game, engine=False)
        await confirm.ask(interaction, "cancel", loaded)
