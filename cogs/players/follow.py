"""``/genial follow`` (``notices: off`` to stop): a game's notices without a seat.

A follower is mentioned in the game's first post (when they followed its lobby) and in
its final post: calm by design, no ping per turn (the thread itself is there to read).
Who may follow what: ``app.players.follow``.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

import i18n
from app.games.service import GameService, Loaded
from cogs.common import limits
from cogs.common.commandtext import cmd
from cogs.common.locale import reader
from cogs.common.resolve import game_autocomplete
from cogs.common.uses import person_of, place_of, uses_for, uses_of

#: Follow the game (its notices on), or stop following it.
NOTICES = [
    app_commands.Choice(name=cmd("cmd-players-notices-on"), value="on"),
    app_commands.Choice(name=cmd("cmd-players-notices-off"), value="off"),
]


class FollowCommands:
    """Mixin of the /genial group: following a game one does not play in, and stopping."""

    @app_commands.command(
        name=cmd("cmd-players-follow"), description=cmd("cmd-players-follow-desc")
    )
    @app_commands.describe(game=cmd("cmd-game-here"), notices=cmd("cmd-players-follow-notices"))
    @app_commands.rename(game=cmd("cmd-opt-game"), notices=cmd("cmd-players-opt-notices"))
    @app_commands.choices(notices=NOTICES)
    @app_commands.autocomplete(game=game_autocomplete)
    async def follow(
        self, interaction: discord.Interaction[Any], game: int | None = None, notices: str = "on"
    ) -> None:
        follows = uses_of(interaction).follows
        done = await follows.follow(person_of(interaction), place_of(interaction), game, notices)
        await limits.answer(
            interaction, i18n.text(reader(interaction), done.key, number=done.number)
        )


async def notice(
    svc: GameService, loaded: Loaded, lang: str, pings: discord.AllowedMentions
) -> tuple[str, discord.AllowedMentions]:
    """The line that mentions a game's followers in its first or final post, and the
    post's mentions with theirs added ("", ``pings``: nobody follows it)."""
    followers = await uses_for(svc).follows.followers(loaded.id)
    if not followers:
        return "", pings
    users = list(pings.users) if isinstance(pings.users, list) else []
    users += [discord.Object(u) for u in followers]
    line = "\n-# " + i18n.text(
        lang, "ui-players-followers", users=" ".join(f"<@{u}>" for u in followers)
    )
    return line, discord.AllowedMentions(users=users, everyone=False, roles=False)
