"""``/genial follow`` and ``/genial unfollow``: a game's notices without a seat.

A follower is mentioned in the game's first post (when they followed its lobby) and in
its final post: calm by design, no ping per turn (the thread itself is there to read).
Follows are stored per game (``data.players``), so every process sees them, and a game is
only ever found on its own server.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

import i18n
from app.errors import UserError
from app.games.service import GameService, Loaded
from cogs.common import limits
from cogs.common.commandtext import cmd
from cogs.common.context import service_of
from cogs.common.locale import reader
from cogs.common.resolve import game_autocomplete, load_here


async def _game(interaction: discord.Interaction[Any], number: int | None) -> Loaded:
    """Game ``#number`` of this server, else the game of this thread (a follower has no
    "only game" to fall back on: they play in none)."""
    if number is not None:
        return await load_here(interaction, number, engine=False)
    svc = service_of(interaction)
    if interaction.guild_id is not None and interaction.channel_id is not None:
        row = await svc.db.find_game(interaction.guild_id, thread_id=interaction.channel_id)
        if row is not None:
            return await svc.load(row.id, engine=False)
    raise UserError("ui-players-follow-which", reason="which")


class FollowCommands:
    """Mixin of the /genial group: following a game one does not play in."""

    @app_commands.command(
        name=cmd("cmd-players-follow"), description=cmd("cmd-players-follow-desc")
    )
    @app_commands.describe(game=cmd("cmd-game-here"))
    @app_commands.rename(game=cmd("cmd-opt-game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def follow(self, interaction: discord.Interaction[Any], game: int | None = None) -> None:
        loaded = await _game(interaction, game)
        lang = reader(interaction)
        if any(s.user_id == interaction.user.id for s in loaded.seats):
            raise UserError("ui-players-follow-err-player", reason="player", number=loaded.number)
        if loaded.row.status not in ("lobby", "active"):
            raise UserError("ui-players-follow-err-over", reason="over", number=loaded.number)
        svc = service_of(interaction)
        await svc.db.remember_name(interaction.user.id, interaction.user.display_name)
        new = await svc.db.follow(loaded.id, interaction.user.id)
        key = "ui-players-follow-done" if new else "ui-players-follow-already"
        await limits.answer(interaction, i18n.text(lang, key, number=loaded.number))

    @app_commands.command(
        name=cmd("cmd-players-unfollow"), description=cmd("cmd-players-unfollow-desc")
    )
    @app_commands.describe(game=cmd("cmd-game-here"))
    @app_commands.rename(game=cmd("cmd-opt-game"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def unfollow(
        self, interaction: discord.Interaction[Any], game: int | None = None
    ) -> None:
        loaded = await _game(interaction, game)
        gone = await service_of(interaction).db.unfollow(loaded.id, interaction.user.id)
        key = "ui-players-unfollow-done" if gone else "ui-players-unfollow-not"
        await limits.answer(interaction, i18n.text(reader(interaction), key, number=loaded.number))


async def notice(
    svc: GameService, loaded: Loaded, lang: str, pings: discord.AllowedMentions
) -> tuple[str, discord.AllowedMentions]:
    """The line that mentions a game's followers in its first or final post, and the
    post's mentions with theirs added ("", ``pings``: nobody follows it)."""
    followers = await svc.db.followers(loaded.id)
    if not followers:
        return "", pings
    users = list(pings.users) if isinstance(pings.users, list) else []
    users += [discord.Object(u) for u in followers]
    line = "\n-# " + i18n.text(
        lang, "ui-players-followers", users=" ".join(f"<@{u}>" for u in followers)
    )
    return line, discord.AllowedMentions(users=users, everyone=False, roles=False)
