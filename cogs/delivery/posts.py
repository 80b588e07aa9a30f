"""A quiet thread: one live turn post per game, and a bonus chain read as one turn.

When a new turn post goes up, the previous one loses its button (only the latest post of
a game can be played from), so a finished game has no live button at all. A bonus chain
(the same player moves again, D-CL-5, D-CRD-5...) does not leave a trail of full boards:
each post of the chain is replaced by the next one, which carries the chain's earlier
lines, so the thread shows one post per turn.

The latest post of each game is remembered in the database (``game_posts``), not in a
process's memory: after a restart, or in another process, the chain goes on and the right
post loses its button.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from app.games.turns import GamePost
from cogs.common import limits
from cogs.common.context import png

log = logging.getLogger(__name__)

#: Tries to take an old post's button off (or delete a carried chain post): a chain post
#: left behind would show its lines twice.
RETIRE_TRIES = 5
#: A chain's post carries its earlier lines while it stays this short (a post holds 2,000).
CHAIN_CHARS = 1500


@dataclass(frozen=True)
class Turn:
    """What a turn post says: ``lines`` of what happened, then ``tail`` (whose turn)."""

    lines: Sequence[str]
    tail: str
    chain: bool
    #: (PNG bytes, file name, alt text) of each image: files are made afresh per attempt.
    images: Sequence[tuple[bytes, str, str]] = ()
    view: discord.ui.View | None = None
    mentions: discord.AllowedMentions = limits.NO_PINGS


async def put(
    client: discord.Client,
    channel: Any,
    game_id: int,
    version: int,
    turn: Turn,
    *,
    nonce: str | None = None,
    prefix: str = "",
) -> tuple[discord.Message, GamePost]:
    """Post the game's new turn post in ``channel`` and retire the previous one; returns
    the message and what to remember of it (the caller stores it with its delivery mark).

    ``nonce`` makes the create idempotent (a retry after a lost answer gets the same
    message); ``prefix`` opens the post (the game's name, outside its thread). Raises
    discord.HTTPException when the post itself fails (retiring the old one never does)."""
    db = client.service.db  # type: ignore[attr-defined]
    previous: GamePost | None = await db.game_post(game_id)
    carried: list[str] = []
    if previous is not None and previous.chain and previous.channel_id == channel.id:
        carried = list(previous.lines)
    if len("\n".join([*carried, *turn.lines, turn.tail])) > CHAIN_CHARS:
        carried = []  # a very long chain goes on in a new post; the old one stays
    shown = [*carried, *turn.lines]
    body = [*shown, turn.tail] if turn.tail else shown
    content = prefix + "\n".join(body)
    message = await limits.post(
        channel,
        content,
        files=[png(data, name, alt) for data, name, alt in turn.images],
        view=turn.view,
        allowed_mentions=turn.mentions,
        nonce=nonce,
    )
    post = GamePost(
        game_id, channel.id, message.id, version, tuple(shown) if turn.chain else (), turn.chain
    )
    if previous is not None and previous.message_id != message.id:
        await retire(client, previous, delete=bool(carried))
    return message, post


async def retire(client: discord.Client, post: GamePost, *, delete: bool) -> None:
    """Take the button off a superseded post (or remove a chain post, now carried on).
    Best effort: a post that is gone already, or cannot be edited, is left (and logged)."""
    channel = client.get_channel(post.channel_id)
    if not isinstance(channel, discord.abc.Messageable):
        return
    partial = channel.get_partial_message(post.message_id)
    for attempt in range(RETIRE_TRIES):
        try:
            if delete:
                await partial.delete()
            else:
                await partial.edit(view=None)
            return
        except discord.NotFound:
            return  # deleted already (a retry of the same delivery, or by a moderator)
        except Exception as exc:  # 429, 5xx, a lost answer: both calls are idempotent
            if attempt == RETIRE_TRIES - 1:
                log.info("message %s: could not be retired (%s)", post.message_id, exc)
                return
            await asyncio.sleep(0.05 * 2**attempt)


async def retire_game(client: discord.Client, game_id: int) -> None:
    """A cancelled game: its last post loses its button."""
    db = client.service.db  # type: ignore[attr-defined]
    post = await db.game_post(game_id)
    if post is not None:
        await retire(client, post, delete=False)
        await db.forget_game_post(game_id)
