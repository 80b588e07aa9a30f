"""Slash commands around games: new, games, resign, kick, cancel."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from genial import EDITIONS, get

from . import flows, limits, listing, lobby
from . import options as game_options
from .context import service_of
from .errors import UserError
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
    ) -> None:
        ed = get(edition).edition
        count = players if players is not None else ed.min_players
        invited = [u for u in (invite1, invite2, invite3) if u is not None]
        chosen = game_options.parse(edition, options)
        await lobby.open_game(interaction, edition, count, invited, chosen)

    @app_commands.command(name="games", description="Your games, the ones waiting for you first")
    async def games(self, interaction: discord.Interaction[Any]) -> None:
        await listing.show_games(interaction)

    @app_commands.command(name="resign", description="Leave a running game (you rank last)")
    @app_commands.describe(game="Game number (default: this thread's game)")
    @app_commands.autocomplete(game=game_autocomplete)
    async def resign(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        loaded = await resolve_game(interaction, game)
        await limits.ack(interaction)
        played = await service_of(interaction).resign(loaded.id, interaction.user.id)
        await limits.answer(interaction, f"You resigned from game #{loaded.id}.")
        await flows.announce(interaction.client, played)

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
        svc = service_of(interaction)
        # Without replaying: a game whose stored record is damaged must still be cancellable.
        loaded = await resolve_game(interaction, game, engine=False)
        if not lobby.can_manage(interaction, loaded):
            raise UserError(
                "Only the player who opened this game, or someone with Manage Server, can remove players.",
                reason="permission",
            )
        if loaded.row.status == "lobby":
            await svc.db.leave(loaded.id, player.id)
            await limits.answer(interaction, f"Removed {player.mention} from the lobby.")
            return
        await limits.ack(interaction)
        played = await svc.resign(loaded.id, player.id, status="removed")
        await limits.answer(interaction, f"Removed {player.mention} from game #{loaded.id}.")
        await flows.announce(interaction.client, played)

    @app_commands.command(name="cancel", description="Cancel a game (creator or Manage Server)")
    @app_commands.describe(game="Game number (default: this thread's game)")
    @app_commands.autocomplete(game=game_autocomplete)
    async def cancel(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        svc = service_of(interaction)
        # Without replaying: a game whose stored record is damaged must still be cancellable.
        loaded = await resolve_game(interaction, game, engine=False)
        if not lobby.can_manage(interaction, loaded):
            raise UserError(
                "Only the player who opened this game, or someone with Manage Server, can cancel it.",
                reason="permission",
            )
        if not await svc.db.cancel(loaded.id):
            raise UserError(f"Game #{loaded.id} is already over.", reason="game-over")
        await limits.answer(interaction, f"Game #{loaded.id} is cancelled.")
        await flows.announce_cancel(interaction.client, loaded, interaction.user.display_name)
