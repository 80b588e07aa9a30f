"""The application's use-cases as the surface reaches them, and who acts where.

A handler reads the person and the place from the interaction (:func:`person_of`,
:func:`place_of`: facts, no decisions) and calls one use-case of :func:`uses_of`.
"""

from __future__ import annotations

from typing import Any

import discord

from app.games.service import GameService
from app.people import Person, Place
from app.uses import Uses
from cogs.common.host import host_of


def uses_of(interaction: discord.Interaction[Any]) -> Uses:
    """The use-cases of the bot the interaction came to."""
    return host_of(interaction).uses


def uses_for(svc: GameService) -> Uses:
    """The use-cases over the game service ``svc`` (for code that holds the service)."""
    return Uses.of(svc)


def person_of(interaction: discord.Interaction[Any]) -> Person:
    """The person who acts: id, display name, Manage Server and roles where they act."""
    return member(interaction.user)


def member(user: discord.abc.User) -> Person:
    """A user as a person (a member of a server also with its permissions and roles)."""
    if isinstance(user, discord.Member):
        return Person(
            user.id,
            user.display_name,
            manages_server=user.guild_permissions.manage_guild,
            roles=frozenset(r.id for r in user.roles),
            bot=user.bot,
        )
    return Person(user.id, user.display_name, bot=user.bot)


def place_of(interaction: discord.Interaction[Any]) -> Place:
    """Where the interaction happens: server, channel, and a thread's parent channel."""
    channel = interaction.channel
    parent = channel.parent_id if isinstance(channel, discord.Thread) else None
    return Place(interaction.guild_id, interaction.channel_id, parent)
