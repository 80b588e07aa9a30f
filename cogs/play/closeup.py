"""The close-up of the last move as an attachment (drawn by :mod:`app.games.closeup`)."""

from __future__ import annotations

import discord

from app.games.closeup import closeup_png
from app.games.service import GameService, Loaded, Played
from cogs.common.context import png


async def closeup_file(
    svc: GameService, loaded: Loaded, board: bytes, lang: str, played: Played | None = None
) -> discord.File | None:
    """The close-up attachment for ``loaded``'s board PNG ``board``, or None."""
    drawn = await closeup_png(svc, loaded, board, lang, played)
    if drawn is None:
        return None
    data, alt = drawn
    return png(data, "closeup.png", alt)
