"""Slash commands around games: new, games, resign, kick, cancel."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from app.lobby.service import NewGame
from cogs.common.commandtext import cmd, edition_choice
from cogs.common.resolve import game_autocomplete, options_autocomplete, resolve_game
from cogs.common.uses import member
from cogs.computers.table import LEVEL_CHOICES, TIMEOUT_CHOICES
from cogs.lobby import listing, lobby
from cogs.play import confirm
from cogs.settings.server import CLOCK_CHOICES
from genial import EDITIONS

EDITION_CHOICES = [edition_choice(key) for key in EDITIONS]
#: At a time-out: leave, a computer takes over, or the turn is skipped.
ON_TIMEOUT = [*TIMEOUT_CHOICES, app_commands.Choice(name=cmd("cmd-timeout-skip"), value="skip")]


class GameCommands:
    """Mixin of the /genial group: the life of a game."""

    @app_commands.command(name=cmd("cmd-new"), description=cmd("cmd-new-desc"))
    @app_commands.describe(
        edition=cmd("cmd-new-edition"),
        players=cmd("cmd-new-players"),
        invite1=cmd("cmd-new-invite1"),
        invite2=cmd("cmd-new-invite"),
        invite3=cmd("cmd-new-invite"),
        options=cmd("cmd-new-options"),
        rated=cmd("cmd-rating-new-rated"),
        computers=cmd("cmd-computer-new-computers"),
        level=cmd("cmd-computer-new-level"),
        on_timeout=cmd("cmd-computer-new-on-timeout"),
        hints=cmd("cmd-computer-new-hints"),
        play=cmd("cmd-thread-new-play"),
        clock=cmd("cmd-new-clock"),
    )
    @app_commands.rename(
        edition=cmd("cmd-opt-edition"),
        players=cmd("cmd-opt-players"),
        invite1=cmd("cmd-opt-invite1"),
        invite2=cmd("cmd-opt-invite2"),
        invite3=cmd("cmd-opt-invite3"),
        options=cmd("cmd-opt-options"),
        rated=cmd("cmd-opt-rated"),
        computers=cmd("cmd-computer-opt-computers"),
        level=cmd("cmd-computer-opt-level"),
        on_timeout=cmd("cmd-computer-opt-on-timeout"),
        hints=cmd("cmd-computer-opt-hints"),
        play=cmd("cmd-thread-opt-play"),
        clock=cmd("cmd-opt-clock"),
    )
    @app_commands.choices(
        edition=EDITION_CHOICES, level=LEVEL_CHOICES, on_timeout=ON_TIMEOUT, clock=CLOCK_CHOICES
    )
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
        computers: app_commands.Range[int, 0, 3] = 0,
        level: str = "normal",
        on_timeout: str | None = None,
        hints: bool = False,
        play: bool = True,
        clock: str | None = None,
    ) -> None:
        new = NewGame(
            edition,
            players,
            tuple(member(u) for u in (invite1, invite2, invite3) if u is not None),
            options,
            rated=rated,
            computers=computers,
            level=level,
            hints=hints,
            seated=play,
            clock=clock,
            on_timeout=on_timeout,
        )
        await lobby.open_game(interaction, new)

    @app_commands.command(name=cmd("cmd-games"), description=cmd("cmd-games-desc"))
    async def games(self, interaction: discord.Interaction[Any]) -> None:
        await listing.show_games(interaction)

    @app_commands.command(name=cmd("cmd-resign"), description=cmd("cmd-resign-desc"))
    @app_commands.describe(game=cmd("cmd-game-here"))
    @app_commands.rename(game=cmd("cmd-opt-game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def resign(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        loaded = await resolve_game(interaction, game)
        await confirm.ask(interaction, "resign", loaded)

    @app_commands.command(name=cmd("cmd-kick"), description=cmd("cmd-kick-desc"))
    @app_commands.describe(player=cmd("cmd-kick-player"), game=cmd("cmd-game-here"))
    @app_commands.rename(player=cmd("cmd-opt-player"), game=cmd("cmd-opt-game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def kick(
        self, interaction: discord.Interaction[Any], player: discord.User, game: int | None = None
    ) -> None:
        loaded = await resolve_game(interaction, game)
        await confirm.ask(interaction, "kick", loaded, player.id)

    @app_commands.command(name=cmd("cmd-cancel"), description=cmd("cmd-cancel-desc"))
    @app_commands.describe(game=cmd("cmd-game-here"))
    @app_commands.rename(game=cmd("cmd-opt-game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def cancel(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        # Without replaying: a game whose stored record is damaged must still be cancellable.
        loaded = await resolve_game(interaction, game, engine=False)
        await confirm.ask(interaction, "cancel", loaded)
