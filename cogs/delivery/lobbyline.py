"""The lobby message's status line: whose turn and since when, or how the game ended.

A game's thread opens under its lobby message, so this is also the line at the top of
the thread. The outbox rewrites it as a step of the game's latest delivery
(:func:`rewrite`: Discord's passing failures raise, so the delivery is retried);
:func:`refresh` is the best-effort form for changes outside the outbox (a lobby's join,
leave or kick, answered to the clicker at once).
"""

from __future__ import annotations

import logging

import discord

from app.games.service import Loaded
from cogs.common import limits, locale
from cogs.common.host import host
from cogs.play import panels

log = logging.getLogger(__name__)


async def rewrite(client: discord.Client, loaded: Loaded) -> bool:
    """Rewrite the lobby message to ``loaded``'s status. False when there is nothing to
    rewrite (no lobby message, or it or its channel is gone or closed to the bot); raises
    what Discord raised on a passing failure (429, 5xx, a dropped connection)."""
    lobby_channel = client.get_channel(loaded.row.channel_id)
    if not loaded.row.lobby_message_id or not isinstance(lobby_channel, discord.abc.Messageable):
        return False
    invited, pairs = await host(client).uses.outbox.lobby_facts(loaded)
    lang = locale.server(client.get_guild(loaded.row.guild_id))
    message = lobby_channel.get_partial_message(loaded.row.lobby_message_id)
    try:
        await message.edit(
            content=limits.clip(panels.lobby_content(loaded, invited, lang, pairs), limits.CONTENT),
            view=panels.lobby_view(loaded.id, loaded.row.status == "lobby", lang, loaded),
            allowed_mentions=panels.NO_PINGS,
        )
    except (discord.NotFound, discord.Forbidden) as exc:
        log.info("game %s: lobby message not rewritten (%s)", loaded.id, exc.status)
        return False
    return True


async def refresh(client: discord.Client, game_id: int, loaded: Loaded | None = None) -> None:
    """:func:`rewrite`, best effort: a failure is logged (the next change rewrites it)."""
    try:
        loaded = loaded or await host(client).uses.service.load(game_id)
        await rewrite(client, loaded)
    except Exception as exc:  # 429/5xx, a lost answer: the next change rewrites it anyway
        log.info("game %s: lobby message could not be updated (%r)", game_id, exc)


__all__ = ["refresh", "rewrite"]
