"""What the server's clock settings ask of ``/genial new``: the clock and time-out
rule of a new game (its choice, else the server's default) and the channel for new games
(the limit on open games per player is ``app.settings.server.open_limit``)."""

from __future__ import annotations

from typing import Any

import discord

import i18n
from app.errors import UserError
from app.games.service import GameService
from app.settings.rows import ClockSetup
from app.settings.server import server_clock_of
from cogs.common.locale import reader
from cogs.settings.server import clock_setup


async def check_new(
    interaction: discord.Interaction[Any], svc: GameService, chosen: tuple[str | None, str | None]
) -> ClockSetup:
    """The new game's clock set-up; UserError when the server's limits refuse the game."""
    lang = reader(interaction)
    guild_id = interaction.guild_id
    if guild_id is None:
        return ClockSetup()
    value = await server_clock_of(svc.db, guild_id)
    where = value.channel_id
    if where is not None and where not in _here(interaction):
        raise UserError(i18n.text(lang, "ui-new-channel", channel=f"<#{where}>"), reason="channel")
    return clock_setup(lang, value.setup, *chosen)


def _here(interaction: discord.Interaction[Any]) -> set[int]:
    """The channel typed in, and its parent when it is a thread."""
    out = {interaction.channel_id} if interaction.channel_id else set()
    parent = getattr(interaction.channel, "parent_id", None)
    if parent:
        out.add(parent)
    return out
