"""Computers in the lobby: what the creator's "Add computer" / "Remove computer" buttons do
(the buttons are in ``cogs/lobby/buttons.py``, the rules in ``app.lobby.service``)."""

from __future__ import annotations

from typing import Any

import discord

from cogs.common import clicks
from cogs.common.context import guarded
from cogs.common.uses import person_of, uses_of
from cogs.lobby.lobby import show


@clicks.handles("computer")
@guarded
async def on_button(interaction: discord.Interaction[Any], action: str, game_id: int) -> None:
    """Seat or unseat a computer; the lobby message shows the new seats."""
    state = await uses_of(interaction).lobby.computer(game_id, person_of(interaction), action)
    await show(interaction, state)
