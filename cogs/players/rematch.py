"""Rematch: a finished game's players play again, with one click each.

The first click on Rematch opens a lobby in the game's channel like the finished game
(same edition, player count, options, computers and clock; ``data.players``), seats the
clicker and keeps the other players' seats for them; each of them accepts with one
click (Rematch on the old final post, or Join on the new lobby). When the last one is
seated, the game starts as any other would (its thread and first post).
"""

from __future__ import annotations

import logging
from typing import Any

import discord

import i18n
from app.errors import LobbyError, UserError
from cogs.common import clicks, limits
from cogs.common.context import guarded, service_of
from cogs.common.locale import public, reader
from cogs.lobby import lobby
from cogs.play import panels

log = logging.getLogger(__name__)


def refusal(exc: LobbyError) -> UserError:
    """The storage layer's lobby refusal as the bot's own."""
    return UserError(exc.key, reason=exc.reason, **dict(exc.params))


@clicks.handles("rematch")
@guarded
async def on_rematch(interaction: discord.Interaction[Any], game_id: int) -> None:
    """Open the rematch of ``game_id``, or join the one a co-player opened."""
    await limits.ack(interaction)  # privately: the answer is for the clicker
    svc = service_of(interaction)
    user = interaction.user
    if await svc.db.table_of_game(game_id) is not None:
        raise UserError("ui-players-rematch-err-league", reason="league")
    try:
        rematch = await svc.db.open_rematch(game_id, user.id)
    except LobbyError as exc:
        raise refusal(exc) from None
    await svc.db.remember_name(user.id, user.display_name)
    new = rematch.game
    lang = public(interaction)
    message: discord.Message | None = None
    if rematch.opened or new.lobby_message_id is None:
        message = await _post_lobby(interaction, new.id, lang)
    else:
        try:
            await svc.db.join(new.id, user.id)
        except LobbyError as exc:
            if exc.reason != "already":
                raise refusal(exc) from None
        message = await _lobby_message(interaction, new.channel_id, new.lobby_message_id)
        if message is not None:
            await _refresh(interaction, new.id, message, lang)
    started = await start_when_all_accepted(interaction, new.id, message)
    key = "ui-players-rematch-opened" if rematch.opened else "ui-players-rematch-joined"
    text = i18n.text(reader(interaction), key, number=new.number)
    if started:
        text += "\n" + i18n.text(reader(interaction), "ui-players-rematch-started")
    if message is not None:
        text += f"\n{message.jump_url}"
    await limits.answer(interaction, text)


async def start_when_all_accepted(
    interaction: discord.Interaction[Any], game_id: int, message: discord.Message | None
) -> bool:
    """Start a rematch lobby once every seat is taken (True if it started now)."""
    svc = service_of(interaction)
    if await svc.db.rematch_of(game_id) is None:
        return False
    loaded = await svc.load(game_id)
    if loaded.row.status != "lobby" or len(loaded.seats) < loaded.row.seats_wanted:
        return False
    try:
        await lobby.start_game(interaction, game_id, message)
    except UserError as exc:
        if exc.reason in ("not-lobby", "seats-changed"):  # a concurrent click started it
            return False
        raise
    return True


async def _post_lobby(
    interaction: discord.Interaction[Any], game_id: int, lang: str
) -> discord.Message | None:
    """The rematch's lobby in the game's channel, pinging the players it waits for."""
    svc = service_of(interaction)
    loaded = await svc.load(game_id)
    invited = await svc.db.invites(game_id)
    channel = await _channel(interaction, loaded.row.channel_id)
    if channel is None:
        return None
    message = await limits.post(
        channel,
        _content(loaded, invited, lang),
        view=panels.lobby_view(game_id, True, lang),
        allowed_mentions=discord.AllowedMentions(users=[discord.Object(u) for u in invited]),
    )
    await svc.db.set_messages(game_id, lobby_message_id=message.id)
    return message


async def _refresh(
    interaction: discord.Interaction[Any], game_id: int, message: discord.Message, lang: str
) -> None:
    """The lobby message after a player accepted (best effort)."""
    svc = service_of(interaction)
    loaded = await svc.load(game_id)
    invited = await svc.db.invites(game_id)
    try:
        await message.edit(
            content=limits.clip(_content(loaded, invited, lang), limits.CONTENT),
            view=panels.lobby_view(game_id, True, lang),
            allowed_mentions=limits.NO_PINGS,
        )
    except discord.HTTPException:
        log.info("game %s: could not update the rematch lobby", game_id)


def _content(loaded: Any, invited: list[int], lang: str) -> str:
    waiting = [u for u in invited if all(s.user_id != u for s in loaded.seats)]
    line = i18n.text(
        lang,
        "ui-players-rematch-lobby",
        players=" ".join(f"<@{u}>" for u in waiting) or "-",
        waiting=len(waiting),
    )
    return line + "\n" + panels.lobby_content(loaded, invited, lang)


async def _channel(interaction: discord.Interaction[Any], channel_id: int) -> Any:
    channel = interaction.client.get_channel(channel_id)
    if channel is None:
        try:
            channel = await interaction.client.fetch_channel(channel_id)
        except discord.HTTPException:
            log.warning("channel %s: gone; no rematch lobby posted", channel_id)
            return None
    return channel


async def _lobby_message(
    interaction: discord.Interaction[Any], channel_id: int, message_id: int | None
) -> discord.Message | None:
    channel = await _channel(interaction, channel_id)
    if channel is None or message_id is None:
        return None
    try:
        message: discord.Message = await channel.fetch_message(message_id)
    except discord.HTTPException:
        return None
    return message
