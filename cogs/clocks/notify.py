"""Telling a player it is their turn, reminders and the last warning.

How is the player's choice (``/me settings``): a mention in the game's
thread (default), a direct message with the board and a link to the game, or
nothing. The last warning before a time-out always goes out (by direct message
when chosen, else as a mention). When a direct message fails (the user does
not accept them: 403, code 50007) the bot mentions them in the thread instead
and remembers it (``dm_failed``) until they choose direct messages again.
A turn that begins inside the player's quiet hours is announced neither by
direct message nor by mention then, but by the scheduler when they end.

Every message here carries a nonce derived from its event, so a resend after a lost
answer is not a copy. Discord's passing failures (429, 5xx, a dropped connection) are
not a refusal: they raise, and the caller retries later (the scheduler leaves the event's
claim to run out; the outbox's delivery backs off); the player is not switched to
mentions for a failure of Discord's.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

import discord

import i18n
from app.clocks.notices import DM, MENTION, NONE, DueEvent
from cogs.common import limits, locale
from cogs.common.context import png
from cogs.common.host import host

log = logging.getLogger("cogs.clocks.notify")

#: What was done for an event (for the log and tests): ``DM``, ``MENTION`` or nothing.
NOTHING = "nothing"


def link(guild_id: int, channel_id: int) -> str:
    return f"https://discord.com/channels/{guild_id}/{channel_id}"


async def turn_notice(client: discord.Client, loaded: Any) -> bool:
    """The turn passed to ``loaded``'s current player: a direct message if they chose
    one (board and link). True if the thread post should mention them: they chose
    mentions, or their direct message failed (remembered in ``dm_failed``)."""
    notices = host(client).uses.notices
    wanted = await notices.for_turn(loaded)
    if wanted.way != DM:
        return wanted.way == MENTION
    uid = loaded.current_user()
    assert uid is not None  # someone is to move: they want a direct message
    guild = client.get_guild(loaded.row.guild_id)
    lang = locale.server(guild)
    where = link(loaded.row.guild_id, loaded.row.post_channel_id)
    text = _dm_text(lang, "turn", loaded.number, guild, "", where)
    svc = host(client).uses.service
    files = [png(await svc.board_png(loaded, lang=lang))] if loaded.game is not None else []
    key = f"turn:{loaded.id}:{loaded.version}:{uid}"
    if await _direct(client, uid, text, files, limits.nonce_for(key)):
        return False
    await notices.dm_failed(uid)
    return True


async def notify(client: discord.Client, event: DueEvent, now: datetime) -> str:
    """Send what ``event`` asks for (a turn notice held back by quiet hours, a reminder at
    half or a tenth of the time, the last warning); what was done. Raises what Discord
    raised when it failed for now (see :func:`passing`): the caller tries again later."""
    uses = host(client).uses
    wanted = await uses.notices.for_event(event)
    final = event.kind == "last-warning"
    if wanted.way == NONE:
        return NOTHING
    svc = uses.service
    loaded = await svc.load(event.game_id)
    guild = client.get_guild(loaded.row.guild_id)
    lang = locale.server(guild)
    where = link(loaded.row.guild_id, loaded.row.post_channel_id)
    left = await uses.notices.left(loaded.row.guild_id, event, now, lang)
    if wanted.way == DM:
        text = _dm_text(lang, event.kind, loaded.number, guild, left, where)
        board = event.kind == "turn" and loaded.game is not None
        files = [png(await svc.board_png(loaded, lang=lang))] if board else []
        if await _direct(client, event.user_id, text, files, event_nonce(event, "dm")):
            return DM
        await uses.notices.dm_failed(event.user_id)
    channel = await _channel(client, loaded.row.post_channel_id)
    if channel is None:
        log.warning("game %s: no channel for a %s note", event.game_id, event.kind)
        return NOTHING
    who = f"<@{event.user_id}>"
    if event.kind == "turn":
        text = i18n.text(lang, "ui-clock-turn-mention", who=who, game=loaded.number)
    elif final:
        text = i18n.text(lang, "ui-clock-last-warning", who=who, game=loaded.number, left=left)
    else:
        text = i18n.text(lang, "ui-clock-reminder", who=who, game=loaded.number, left=left)
    try:
        await limits.post(
            channel,
            text,
            allowed_mentions=discord.AllowedMentions(users=[discord.Object(event.user_id)]),
            nonce=event_nonce(event, "at"),
        )
    except (discord.Forbidden, discord.NotFound) as exc:  # no thread or no permission now
        log.warning("game %s: %s not posted (%s)", event.game_id, event.kind, exc.status)
        return NOTHING
    return MENTION


def event_nonce(event: DueEvent, how: str) -> str:
    """The nonce of ``event``'s message sent ``how`` (a direct message, or a mention)."""
    return limits.nonce_for(f"{how}:{event.game_id}:{event.turn}:{event.kind}:{event.user_id}")


def passing(exc: BaseException) -> bool:
    """A failure of Discord's that time may mend: 429, 5xx, a dropped connection."""
    if isinstance(exc, discord.HTTPException):
        return exc.status == 429 or exc.status >= 500
    if isinstance(exc, TimeoutError | OSError):
        return True
    # aiohttp's connection errors (a lost answer); the surface does not import aiohttp.
    return any(c.__module__.startswith("aiohttp") for c in type(exc).__mro__)


async def _channel(client: discord.Client, channel_id: int) -> Any:
    channel = client.get_channel(channel_id)
    if channel is not None:
        return channel
    try:
        return await client.fetch_channel(channel_id)
    except discord.HTTPException:
        return None


def _dm_text(
    lang: str, kind: str, number: int, guild: discord.Guild | None, left: str, where: str
) -> str:
    server = guild.name if guild is not None else "?"
    if kind == "turn":
        return i18n.text(lang, "ui-clock-turn-dm", game=number, server=server, link=where)
    if kind == "last-warning":
        return i18n.text(
            lang, "ui-clock-last-warning-dm", game=number, server=server, left=left, link=where
        )
    return i18n.text(
        lang, "ui-clock-reminder-dm", game=number, server=server, left=left, link=where
    )


async def _direct(
    client: discord.Client, user_id: int, text: str, files: list[Any], key: str
) -> bool:
    """Send a direct message (nonce ``key``); False when Discord refuses it (403, or
    another answer that a retry cannot change). Raises on a passing failure."""
    try:
        user = client.get_user(user_id) or await client.fetch_user(user_id)
        await user.send(limits.clip(text, limits.CONTENT), files=files, nonce=key)
    except discord.Forbidden:
        log.info("user %s: direct message refused; mentioning instead", user_id)
        return False
    except discord.HTTPException as exc:
        if passing(exc):
            raise
        log.warning("user %s: direct message failed (%s)", user_id, exc.status)
        return False
    return True


__all__ = ["DM", "MENTION", "NOTHING", "event_nonce", "notify", "passing", "turn_notice"]
