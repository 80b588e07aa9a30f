"""What the server's clock settings ask of ``/genial new``: the clock and time-out
rule of a new game (its choice, else the server's default), the limit on open games
per player (applied by ``db.create_game``), and the channel for new games."""

from __future__ import annotations

from typing import Any

import discord

import i18n
from app.errors import UserError
from cogs.common.locale import reader
from cogs.settings.server import clock_setup
from data import Database
from data.clockcodec import ClockSetup, server_clock


async def check_new(
    interaction: discord.Interaction[Any], db: Database, chosen: tuple[str | None, str | None]
) -> ClockSetup:
    """The new game's clock set-up; UserError when the server's limits refuse the game."""
    lang = reader(interaction)
    guild_id = interaction.guild_id
    if guild_id is None:
        return ClockSetup()
    value = server_clock(await db.guild_settings(guild_id))
    where = value.channel_id
    if where is not None and where not in _here(interaction):
        raise UserError(i18n.text(lang, "ui-new-channel", channel=f"<#{where}>"), reason="channel")
    return clock_setup(lang, value.setup, *chosen)


async def open_limit(db: Database, guild_id: int) -> int:
    """The server's limit on open games per player (0: none). ``db.create_game`` applies
    it in the creating transaction (a count made here could race another creation)."""
    return server_clock(await db.guild_settings(guild_id)).open_games


def _here(interaction: discord.Interaction[Any]) -> set[int]:
    """The channel typed in, and its parent when it is a thread."""
    out = {interaction.channel_id} if interaction.channel_id else set()
    parent = getattr(interaction.channel, "parent_id", None)
    if parent:
        out.add(parent)
    return out
