"""Opening, joining, starting and cancelling games (the lobby): its messages and thread.

What may be done and what it does is ``app.lobby.service``; this room posts the lobby,
edits it after every change, and opens the game's thread when it starts.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from app.games.service import Loaded
from app.lobby.service import LobbyState, NewGame
from app.text.names import edition_name
from cogs.common import clicks, limits
from cogs.common.context import guarded
from cogs.common.locale import public
from cogs.common.uses import person_of, place_of, uses_of
from cogs.play import confirm, panels

log = logging.getLogger(__name__)


async def open_game(interaction: discord.Interaction[Any], new: NewGame) -> None:
    """``/genial new``: post a lobby (or start at once: a solo game, or one person
    against computers)."""
    uses = uses_of(interaction)
    opened = await uses.lobby.open(person_of(interaction), place_of(interaction), new)
    state = opened.state
    lang = public(interaction)
    await limits.answer(
        interaction,
        panels.lobby_content(state.loaded, state.invited, lang, state.pairs),
        view=panels.lobby_view(state.loaded.id, opened.waits, lang, state.loaded),
        ephemeral=False,
        allowed_mentions=discord.AllowedMentions(users=[discord.Object(u) for u in state.invited]),
    )
    message = await interaction.original_response()
    await uses.lobby.posted(state.loaded.id, message.id)
    if not opened.waits:
        await start_game(interaction, state.loaded.id, message)


@clicks.handles("lobby")
@guarded
async def on_button(interaction: discord.Interaction[Any], action: str, game_id: int) -> None:
    if action == "cancel":  # answer Discord (3 seconds) before the database: it asks privately
        await limits.ack(interaction)
    pressed = await uses_of(interaction).lobby.press(game_id, person_of(interaction), action)
    if pressed.cancel:
        await confirm.ask(interaction, "cancel", pressed.state.loaded)  # Confirm cancels
        return
    if pressed.start:
        await start_game(interaction, game_id, interaction.message)
        return
    await show(interaction, pressed.state)


async def show(interaction: discord.Interaction[Any], state: LobbyState) -> None:
    """The clicked lobby message as the lobby is now."""
    lang = public(interaction)
    await limits.answer(
        interaction,
        panels.lobby_content(state.loaded, state.invited, lang, state.pairs),
        view=panels.lobby_view(state.loaded.id, state.open, lang, state.loaded),
        update=True,
    )


async def start_game(
    interaction: discord.Interaction[Any],
    game_id: int,
    lobby_message: discord.Message | None,
    *,
    started: Loaded | None = None,
) -> None:
    """Start the game (``app.lobby.service``; ``started``: it was started already), open
    its thread, post the board."""
    lobby = uses_of(interaction).lobby
    loaded = started or await lobby.start(game_id)
    await limits.ack(interaction, update=True)
    lang = public(interaction)
    thread = await _open_thread(lobby_message, loaded, lang)
    state = await lobby.started(game_id, None if thread is None else thread.id)
    if lobby_message is not None:
        try:
            await lobby_message.edit(
                content=limits.clip(
                    panels.lobby_content(state.loaded, state.invited, lang), limits.CONTENT
                ),
                view=None,
                allowed_mentions=panels.NO_PINGS,
            )
        except discord.HTTPException:
            log.warning("game %s: could not update the lobby message", game_id)
    # Its clock runs, a computer may begin, and the start post (written to the outbox
    # with the start) is delivered now.
    await uses_of(interaction).events.start(game_id)


async def _open_thread(
    message: discord.Message | None, loaded: Loaded, lang: str
) -> discord.Thread | None:
    """A public thread under the lobby message; None (play in the channel) if not allowed.

    A lobby posted inside a thread has no thread of its own (Discord opens threads only
    under a channel's messages): that game plays in the lobby's thread.
    """
    if message is None or isinstance(message.channel, discord.Thread):
        return None
    name = f"Genial #{loaded.number} - {edition_name(loaded.row.edition, lang)}"[:100]
    try:
        return await message.create_thread(name=name, auto_archive_duration=10080)
    except discord.HTTPException as exc:
        log.warning(
            "game %s: cannot open a thread (%s); playing in the channel", loaded.id, exc.status
        )
        return None


__all__ = ["on_button", "open_game", "show", "start_game"]
