"""A lobby of a game in teams: what choosing a partner in its menu does (the menu is in
``cogs/lobby/buttons.py``, the rules in ``app.lobby.service``)."""

from __future__ import annotations

from typing import Any

import discord

from cogs.common import clicks
from cogs.common.context import guarded
from cogs.common.uses import person_of, uses_of
from cogs.lobby.lobby import show


@clicks.handles("partner")
@guarded
async def on_select(interaction: discord.Interaction[Any], game_id: int, value: str) -> None:
    """Choose (or, "0", leave to the draw) one's partner; the lobby shows the teams."""
    partner = int(value) if value.lstrip("-").isdigit() else 0
    lobby = uses_of(interaction).lobby
    state = await lobby.partner(game_id, person_of(interaction), partner)
    await show(interaction, state)


__all__ = ["on_select"]
