"""Small lookups of the deliverer: who did it, where to post, a failure in a log line."""

from __future__ import annotations

from typing import Any

import discord

from cogs.common.host import host


async def name_of(client: discord.Client, guild_id: int, user_id: int | None) -> str:
    """Who did it, by their name on the server (remembered, else a mention that pings
    nobody: posts here allow no mentions)."""
    if user_id is None:
        return "?"
    guild = client.get_guild(guild_id)
    member = guild.get_member(user_id) if guild is not None else None
    if member is not None:
        return str(member.display_name)
    names = await host(client).uses.outbox.names([user_id])
    return str(names.get(user_id, f"<@{user_id}>"))


async def channel_of(client: discord.Client, channel_id: int) -> Any:
    channel = client.get_channel(channel_id)
    if channel is not None:
        return channel
    try:
        return await client.fetch_channel(channel_id)
    except (discord.NotFound, discord.Forbidden):
        return None


def describe(exc: BaseException) -> str:
    if isinstance(exc, discord.HTTPException):
        return f"{exc.status} {exc.code or ''} {exc.text[:80]}".strip()
    return type(exc).__name__
