"""A quiet thread: one live turn post per game, and a bonus chain read as one turn.

When a new turn post goes up, the previous one loses its button (only the latest
post of a game can be played from), so a finished game has no live button at all.
A bonus chain (the same player moves again, D-CL-5, D-CRD-5...) does not leave a
trail of full boards: each post of the chain is replaced by the next one, which
carries the chain's earlier lines, so the thread shows one post per turn.

Restart-safe: the last post of each game is remembered in memory, and after a
restart it is found again by its button (``g:hand:<game id>``) among the last
messages of the game's channel. Only the chain's earlier lines are kept in
memory alone: after a restart in the middle of a chain, the chain's next post
simply starts afresh (its older post still loses its button).
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from app.games.locks import GameLocks
from cogs.common import limits

log = logging.getLogger(__name__)

#: Games whose last post is remembered (older ones are found again in the history).
REMEMBERED = 2048
#: A chain's post carries its earlier lines while it stays this short (a post holds 2,000).
CHAIN_CHARS = 1500
#: How many recent messages of a channel are searched for a game's last post.
HISTORY = 25


@dataclass(frozen=True)
class TurnPost:
    """A game's latest turn post: where it is and, inside a bonus chain, the chain's lines."""

    channel_id: int
    message_id: int
    chain: tuple[str, ...] = ()


#: (channel id, game id) -> the game's last post. The channel is part of the key: game ids
#: are per database, and one process may run several bots (the tests do).
_LAST: OrderedDict[tuple[int, int], TurnPost] = OrderedDict()
#: One announcement at a time per game, so that two quick moves retire posts in order
#: (keyed by message channel id, which is unique across bots and databases).
_LOCKS = GameLocks()


def remember(key: tuple[int, int], post: TurnPost) -> None:
    _LAST[key] = post
    _LAST.move_to_end(key)
    while len(_LAST) > REMEMBERED:
        _LAST.popitem(last=False)


def _is_turn_post(message: discord.Message, game_id: int) -> bool:
    wanted = f"g:hand:{game_id}"
    for row in message.components:
        for child in getattr(row, "children", ()):
            if getattr(child, "custom_id", None) == wanted:
                return True
    return False


async def _find(client: discord.Client, channel: Any, game_id: int) -> TurnPost | None:
    """The game's last post with a live button among the channel's recent messages."""
    me = client.user
    try:
        async for message in channel.history(limit=HISTORY):
            if me is not None and message.author.id == me.id and _is_turn_post(message, game_id):
                return TurnPost(channel.id, message.id)
    except discord.HTTPException:
        log.info("game %s: recent messages could not be read", game_id)
    return None


async def post_turn(
    client: discord.Client,
    channel: Any,
    game_id: int,
    lines: Sequence[str],
    tail: str,
    *,
    chain: bool,
    files: Sequence[discord.File] = (),
    view: discord.ui.View | None = None,
    allowed_mentions: discord.AllowedMentions = limits.NO_PINGS,
) -> discord.Message:
    """Post the game's new turn post (``lines`` of what happened, then ``tail``).

    The previous post loses its button; if it was part of a bonus chain its lines
    open the new post and it is removed. ``chain``: the same player moves again
    (a bonus), so the new post belongs to a chain too."""
    key = (channel.id, game_id)
    async with _LOCKS.hold(hash(key)):
        previous = _LAST.get(key) or await _find(client, channel, game_id)
        carried = list(previous.chain) if previous is not None else []
        if len("\n".join([*carried, *lines, tail])) > CHAIN_CHARS:
            carried = []  # a very long chain goes on in a new post; the old one stays
        shown = [*carried, *lines]
        content = "\n".join([*shown, tail] if tail else shown)
        message = await limits.post(
            channel, content, files=files, view=view, allowed_mentions=allowed_mentions
        )
        remember(key, TurnPost(channel.id, message.id, tuple(shown) if chain else ()))
        if previous is not None and previous.message_id != message.id:
            await _retire(client, previous, delete=bool(carried))
        return message


async def _retire(client: discord.Client, post: TurnPost, *, delete: bool) -> None:
    """Take the button off a superseded post (or remove a chain post, now carried on)."""
    channel = client.get_channel(post.channel_id)
    if not isinstance(channel, discord.abc.Messageable):
        return
    partial = channel.get_partial_message(post.message_id)
    try:
        if delete:
            await partial.delete()
        else:
            await partial.edit(view=None)
    except discord.HTTPException:
        log.info("message %s: could not be retired", post.message_id)


async def retire_game(client: discord.Client, channel: Any, game_id: int) -> None:
    """A cancelled game: its last post loses its button."""
    post = _LAST.pop((channel.id, game_id), None) or await _find(client, channel, game_id)
    if post is not None:
        await _retire(client, post, delete=False)
