"""What the surface needs of the bot's client, as a typed protocol (the "host").

``bot.client.GenialBot`` is one. A cog reaches the application's use-cases and this
process's shards through :func:`host` instead of looking attributes up by name; what
follows a move, a start or a cancellation goes through ``host(client).uses.events``.
"""

from __future__ import annotations

from typing import Any, Protocol, cast

import discord

from app.uses import Uses


class Host(Protocol):
    """The bot as the surface uses it, beside what ``discord.Client`` offers."""

    #: Every use-case of the application (one object per bot).
    uses: Uses

    @property
    def sync_only(self) -> bool:
        """A run that only syncs the slash commands: no background job starts."""
        ...

    @property
    def computer_pause(self) -> float:
        """Seconds a computer waits before each move (a human pace)."""
        ...

    def shard_filter(self) -> tuple[int, tuple[int, ...]] | None:
        """The shards whose servers' background work this process does, as (count, ids)
        for the application's ``shards=`` filters; None: every server."""
        ...


def host(client: discord.Client) -> Host:
    """The bot behind ``client`` (the surface only ever runs inside one)."""
    return cast(Host, client)


def host_of(interaction: discord.Interaction[Any]) -> Host:
    """The bot the interaction came to."""
    return host(interaction.client)
