"""The Rematch button's click: the rematch lobby posted (or edited when a co-player
accepts) in the game's channel, and the game started once every seat is taken. What a
rematch is and who may have one: ``app.players.rematch``.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

import i18n
from app.lobby.service import LobbyState
from cogs.common import clicks, limits
from cogs.common.context import guarded
from cogs.common.locale import public, reader
from cogs.common.uses import person_of, uses_of
from cogs.lobby import lobby
from cogs.play import panels

log = logging.getLogger(__name__)


@clicks.handles("rematch")
@guarded
async def on_rematch(interaction: discord.Interaction[Any], game_id: int) -> None:
    """Open the rematch of ``game_id``, or join the one a co-player opened."""
    await limits.ack(interaction)  # privately: the answer is for the clicker
    uses = uses_of(interaction)
    done = await uses.rematches.rematch(game_id, person_of(interaction))
    lang = public(interaction)
    state = done.state
    message: discord.Message | None = None
    if done.post:
        message = await _post_lobby(interaction, state, lang)
    else:
        message = await _lobby_message(
            interaction, state.loaded.row.channel_id, state.loaded.row.lobby_message_id
        )
        if message is not None:
            await _refresh(message, state, lang)
    started = await uses.lobby.start_if_ready(done.game_id)
    if started is not None:
        await lobby.start_game(interaction, done.game_id, message, started=started)
    if done.opened and started is not None:  # nobody to wait for: alone or with computers
        text = i18n.text(reader(interaction), "ui-players-rematch-at-once", number=done.number)
    else:
        key = "ui-players-rematch-opened" if done.opened else "ui-players-rematch-joined"
        text = i18n.text(reader(interaction), key, number=done.number)
        if started is not None:
            text += "\n" + i18n.text(reader(interaction), "ui-players-rematch-started")
    if message is not None:
        text += f"\n{message.jump_url}"
    await limits.answer(interaction, text)


async def _post_lobby(
    interaction: discord.Interaction[Any], state: LobbyState, lang: str
) -> discord.Message | None:
    """The rematch's lobby in the game's channel, pinging the players it waits for."""
    game_id = state.loaded.id
    channel = await _channel(interaction, state.loaded.row.channel_id)
    if channel is None:
        return None
    message = await limits.post(
        channel,
        _content(state, lang),
        view=panels.lobby_view(game_id, True, lang, state.loaded),
        allowed_mentions=discord.AllowedMentions(users=[discord.Object(u) for u in state.invited]),
    )
    await uses_of(interaction).lobby.posted(game_id, message.id)
    return message


async def _refresh(message: discord.Message, state: LobbyState, lang: str) -> None:
    """The lobby message after a player accepted (best effort)."""
    try:
        await message.edit(
            content=limits.clip(_content(state, lang), limits.CONTENT),
            view=panels.lobby_view(state.loaded.id, True, lang, state.loaded),
            allowed_mentions=limits.NO_PINGS,
        )
    except discord.HTTPException:
        log.info("game %s: could not update the rematch lobby", state.loaded.id)


def _content(state: LobbyState, lang: str) -> str:
    """The lobby's text, under a line naming the players it still waits for."""
    loaded, invited = state.loaded, state.invited
    waiting = [u for u in invited if all(s.user_id != u for s in loaded.seats)]
    line = i18n.text(
        lang,
        "ui-players-rematch-lobby",
        players=" ".join(f"<@{u}>" for u in waiting) or "-",
        waiting=len(waiting),
    )
    return line + "\n" + panels.lobby_content(loaded, invited, lang, state.pairs)


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
