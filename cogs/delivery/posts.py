"""A quiet thread: one post per turn, edited in place while the turn lasts.

A turn post says what happened and whose turn it is, with the board. While the same
player's turn goes on (a bonus placement, D-CL-5, D-CRD-5; a swap decision; a roll of the
dice) the game's latest post is edited: its lines grow, its board is replaced, and nothing
is posted or deleted (watchers get no unread badge for a half-made turn). When the turn
passes, a new post names (and pings) the next player and the previous post loses its
button and its line of whose turn it was (only what happened stays: a bonus it announced
as pending is no longer claimed), so only the latest post of a game can be played from
and a finished game has no live button at all. Every move's line stands in exactly one
post.

The latest post of each game is remembered in the database (``game_posts``), not in a
process's memory: after a restart, or in another process, the turn goes on in the same
post and the right post loses its button.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from app.games.owed_turns import GamePost
from cogs.common import limits
from cogs.common.context import png
from cogs.common.host import host

log = logging.getLogger(__name__)

#: Tries to take an old post's button off (429s and 5xx pass).
RETIRE_TRIES = 5
#: Messages searched for a post whose answer was lost beyond Discord's nonce memory.
LOOK_BACK = 25
#: A turn's post is edited while it stays this short (a post holds 2,000); then a new one.
CHAIN_CHARS = 1500


def retryable(exc: BaseException) -> bool:
    """A failure that time may mend: 429, 5xx, a dropped or timed-out connection."""
    if isinstance(exc, discord.RateLimited | discord.DiscordServerError):
        return True
    if isinstance(exc, discord.HTTPException):
        return exc.status == 429 or exc.status >= 500
    if isinstance(exc, asyncio.TimeoutError | OSError | discord.GatewayNotFound):
        return True
    # aiohttp's connection errors (a lost answer); the surface does not import aiohttp.
    return any(c.__module__.startswith("aiohttp") for c in type(exc).__mro__)


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
    #: The part of ``tail`` that stays true once the turn has passed (the standings line):
    #: kept when the post is superseded and loses its line of whose turn it was.
    kept: str = ""


async def put(
    client: discord.Client,
    channel: Any,
    game_id: int,
    version: int,
    turn: Turn,
    *,
    nonce: str | None = None,
    prefix: str = "",
    writing: Callable[[str, int], Awaitable[None]] | None = None,
    fresh: bool = False,
    look_back: bool = False,
) -> tuple[discord.Message, GamePost]:
    """The game's turn post for ``version`` in ``channel``: the latest post edited while
    the same player's turn goes on (``turn.chain``), else a new post and the previous one
    retired. Returns the message and what to remember of it (the caller stores it with its
    delivery mark).

    ``nonce`` makes the create idempotent (a retry after a lost answer gets the same
    message); ``prefix`` opens the post (the game's name, outside its thread);
    ``writing("post" | "edit", channel id)`` is awaited before a post or an edit is sent
    (the deliverer records it); ``fresh`` posts anew without trying an edit (a retry of
    a post begun); ``look_back``: a post begun long ago, beyond Discord's memory of nonces
    (minutes): if the channel's latest messages hold it, it is completed by an edit instead
    of posted again. Raises discord.HTTPException when the post itself fails (retiring the
    old one never does)."""
    previous = await host(client).uses.outbox.latest_post(game_id)
    if not fresh and turn.chain and previous is not None and previous.channel_id == channel.id:
        lines = [*previous.lines, *turn.lines]
        content = prefix + "\n".join([*lines, turn.tail] if turn.tail else lines)
        if len(content) <= CHAIN_CHARS:  # a very long turn goes on in a new post
            if writing is not None:
                await writing("edit", channel.id)
            edited = await _edit(channel, previous.message_id, content, turn)
            if edited is not None:
                return edited, GamePost(
                    game_id, channel.id, edited.id, version, tuple(lines), turn.chain, turn.kept
                )
    body = [*turn.lines, turn.tail] if turn.tail else list(turn.lines)
    if look_back and body:
        made = await _made_before(client, channel, prefix + body[0])
        if made is not None:
            edited = await _edit(channel, made.id, prefix + "\n".join(body), turn)
            if edited is not None:
                post = GamePost(game_id, channel.id, edited.id, version, tuple(turn.lines),
                                turn.chain, turn.kept)  # fmt: skip
                if previous is not None and previous.message_id != edited.id:
                    await retire(client, previous, _said(previous, channel.id, prefix))
                return edited, post
    if writing is not None:
        await writing("post", channel.id)
    message = await limits.post(
        channel,
        prefix + "\n".join(body),
        files=[png(data, name, alt) for data, name, alt in turn.images],
        view=turn.view,
        allowed_mentions=turn.mentions,
        nonce=nonce,
    )
    post = GamePost(
        game_id, channel.id, message.id, version, tuple(turn.lines), turn.chain, turn.kept
    )
    if previous is not None and previous.message_id != message.id:
        await retire(client, previous, _said(previous, channel.id, prefix))
    return message, post


def _said(previous: GamePost, channel_id: int, prefix: str) -> str | None:
    """What a superseded post keeps: the lines of what happened and the standings after
    them, without the line of whose turn it was (a "bonus move! (1 to make)" or "your
    turn" would be untrue now). None (its words are left) when they are not known (a post
    remembered before the bot kept them), or when it stands elsewhere with an opening this
    post does not know (a post in the channel before the thread came back)."""
    if not previous.lines or previous.kept is None:
        return None
    if previous.channel_id == channel_id:
        opening = prefix  # the same place: the same opening
    elif prefix:
        opening = ""  # this post falls back to the channel: the previous one was in the thread
    else:
        return None
    return opening + "\n".join(
        [*previous.lines, previous.kept] if previous.kept else previous.lines
    )


async def _edit(channel: Any, message_id: int, content: str, turn: Turn) -> Any:
    """The post edited to ``content`` with the turn's images; None if it is gone."""
    partial = channel.get_partial_message(message_id)
    limits.fit_view(turn.view)
    try:
        return await partial.edit(
            content=limits.clip(content, limits.CONTENT),
            attachments=[png(data, name, alt) for data, name, alt in turn.images],
            view=turn.view,
            allowed_mentions=limits.NO_PINGS,
        )
    except discord.NotFound:  # deleted (by a moderator): the turn goes on in a new post
        return None


async def _made_before(client: discord.Client, channel: Any, start: str) -> Any:
    """The bot's message starting with ``start`` among the channel's latest (a post whose
    answer was lost long ago); None if none is, or the history cannot be read."""
    me = client.user.id if client.user is not None else None
    try:
        async for message in channel.history(limit=LOOK_BACK):
            if message.author.id == me and message.content.startswith(start):
                return message
    except discord.HTTPException as exc:  # no Read Message History: post it anew
        log.info("channel %s: history not readable (%s)", channel.id, exc.status)
    return None


async def retire(client: discord.Client, post: GamePost, content: str | None = None) -> None:
    """Take the button off a superseded post, and give it ``content`` (None: its words
    stay). Best effort: a post that is gone already, or cannot be edited after a few
    tries, is left (and logged); its button then answers with the game as it is now."""
    channel = client.get_channel(post.channel_id)
    if not isinstance(channel, discord.abc.Messageable):
        return
    partial = channel.get_partial_message(post.message_id)
    for attempt in range(RETIRE_TRIES):
        try:
            if content is None:
                await partial.edit(view=None)
            else:
                said = limits.clip(content, limits.CONTENT)
                await partial.edit(content=said, view=None, allowed_mentions=limits.NO_PINGS)
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
    outbox = host(client).uses.outbox
    post = await outbox.latest_post(game_id)
    if post is not None:
        await retire(client, post)
        await outbox.forget_post(game_id)


async def send(channel: Any, turn: Turn, *, nonce: str | None = None) -> discord.Message:
    """Post ``turn`` as a new message in ``channel`` (a post outside the outbox: a league
    table's first, the board after a takeback). Raises discord.HTTPException."""
    body = [*turn.lines, turn.tail] if turn.tail else list(turn.lines)
    return await limits.post(
        channel,
        "\n".join(body),
        files=[png(data, name, alt) for data, name, alt in turn.images],
        view=turn.view,
        allowed_mentions=turn.mentions,
        nonce=nonce,
    )
