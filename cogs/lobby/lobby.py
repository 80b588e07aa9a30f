"""Opening, joining, starting and cancelling games (the lobby)."""

from __future__ import annotations

import logging
import secrets
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import discord

from app.errors import LobbyError, UserError
from app.games.service import Loaded
from app.games.turns import Announce
from app.settings import server as server_settings
from app.text.names import edition_name
from cogs.clocks import rules as clock_rules
from cogs.common import clicks, limits
from cogs.common.context import guarded, reply_error, service_of
from cogs.common.locale import public
from cogs.computers import turns as computer_turns
from cogs.computers.table import Table
from cogs.play import confirm, panels
from cogs.play.flows import clock_changed
from community.clock import TimeoutAction
from genial import create, get
from genial.core.facts import Fact
from i18n import editions

log = logging.getLogger(__name__)


def _lobby_error(exc: LobbyError) -> UserError:
    """The storage layer's lobby refusal as the bot's own (its message id is in ``exc.key``)."""
    return UserError(exc.key, reason=exc.reason, **dict(exc.params))


def _edition(edition_id: str) -> Fact:
    """The edition's name as a fact: written in the reader's language when shown."""
    return Fact(editions.CHOICE_KEYS[edition_id])


async def open_game(
    interaction: discord.Interaction[Any],
    edition: str,
    players: int,
    invited: Sequence[discord.abc.User],
    options: dict[str, Any] | None = None,
    *,
    rated: bool = True,
    table: Table | None = None,
    seated: bool = True,
    clock: tuple[str | None, str | None] = (None, None),
) -> None:
    """``/genial new``: post a lobby (or start at once: a solo game, or one person
    against computers).

    ``rated``: the game counts for ratings (never a solo game, nor one with a computer).
    ``table``: the computers and the computer choices (issue 10).
    ``seated``: the creator takes a seat (else an organiser opens the table for others;
    not for a solo game, nor a table of computers only).
    ``clock``: the clock preset and time-out action chosen (None: the server's defaults;
    solo games have none).
    """
    table = table or Table()
    svc = service_of(interaction)
    cls = get(edition)
    ed = cls.edition
    if not ed.min_players <= players <= ed.max_players:
        span = (
            f"{ed.min_players}"
            if ed.min_players == ed.max_players
            else f"{ed.min_players}-{ed.max_players}"
        )
        raise UserError(
            "ui-lobby-err-players",
            reason="players",
            edition=_edition(edition),
            span=span,
            max=ed.max_players,
            players=players,
        )
    if interaction.guild_id is None or interaction.channel_id is None:
        raise UserError("ui-lobby-err-dm")
    table.check(interaction, players)
    if not seated and (players < 2 or players - table.computers < 1):
        raise UserError("ui-thread-solo-seated", reason="players")
    guests = [u.id for u in invited if not u.bot and u.id != interaction.user.id]
    setup = await clock_rules.check_new(interaction, svc, clock)
    await svc.db.remember_name(interaction.user.id, interaction.user.display_name)
    for u in invited:
        await svc.db.remember_name(u.id, u.display_name)
    row = await svc.db.create_game(
        guild_id=interaction.guild_id,
        channel_id=interaction.channel_id,
        creator_id=interaction.user.id,
        edition=edition,
        seats_wanted=players,
        options=options or {},
        invited=guests,
        seat_creator=seated,
        open_limit=await server_settings.open_limit(svc.db, interaction.guild_id),
    )
    await table.seat(svc, row.id)
    await svc.db.set_rated(row.id, rated and players >= 2 and table.computers == 0)
    if players > 1 and setup.rule.timed:
        if setup.policy.action is TimeoutAction.COMPUTER:
            setup = replace(setup, level=table.level)
        await svc.db.set_game_clock(row.id, setup)
    loaded = await svc.load(row.id)
    open_ = players - table.computers > 1 or not seated  # others must join first
    lang = public(interaction)
    await limits.answer(
        interaction,
        panels.lobby_content(loaded, guests, lang),
        view=panels.lobby_view(row.id, open_, lang),
        ephemeral=False,
        allowed_mentions=discord.AllowedMentions(users=[discord.Object(u) for u in guests]),
    )
    message = await interaction.original_response()
    await svc.db.set_messages(row.id, lobby_message_id=message.id)
    if not open_:
        await start_game(interaction, row.id, message)


@clicks.handles("lobby")
@guarded
async def on_button(interaction: discord.Interaction[Any], action: str, game_id: int) -> None:
    if action == "cancel":  # answer Discord (3 seconds) before the database: it asks privately
        await limits.ack(interaction)
    svc = service_of(interaction)
    await svc.db.remember_name(interaction.user.id, interaction.user.display_name)
    loaded = await svc.load(game_id)
    try:
        if action == "join":
            seats = await svc.db.join(game_id, interaction.user.id)
            if len(seats) >= loaded.row.seats_wanted and await svc.db.rematch_of(game_id):
                await start_game(interaction, game_id, interaction.message)  # all accepted
                return
        elif action == "leave":
            if interaction.user.id == loaded.row.creator_id:
                raise UserError("ui-lobby-err-creator-leaves", reason="creator")
            await svc.db.leave(game_id, interaction.user.id)
        elif action == "start":
            organiser = interaction.user.id == loaded.row.creator_id
            if not organiser and not any(s.user_id == interaction.user.id for s in loaded.seats):
                raise UserError("ui-lobby-err-start-unseated", reason="not-a-player")
            ed = get(loaded.row.edition).edition
            if len(loaded.seats) < ed.min_players:
                raise UserError(
                    "ui-lobby-err-too-few",
                    reason="players",
                    edition=_edition(loaded.row.edition),
                    min=ed.min_players,
                )
            await start_game(interaction, game_id, interaction.message)
            return
        elif action == "cancel":
            await confirm.ask(interaction, "cancel", loaded)  # Confirm cancels and updates
            return
    except LobbyError as exc:
        raise _lobby_error(exc) from None
    loaded = await svc.load(game_id)
    invited = await svc.db.invites(game_id)
    lang = public(interaction)
    await limits.answer(
        interaction,
        panels.lobby_content(loaded, invited, lang),
        view=panels.lobby_view(game_id, loaded.row.status == "lobby", lang),
        update=True,
    )


async def start_game(
    interaction: discord.Interaction[Any], game_id: int, lobby_message: discord.Message | None
) -> None:
    """Draw the seat order (D-ALL-5), create the engine game, open the thread, post the board."""
    svc = service_of(interaction)
    loaded = await svc.load(game_id)
    users = [s.user_id for s in loaded.seats]
    order = users[:]
    secrets.SystemRandom().shuffle(order)
    game = create(loaded.row.edition, len(order), options=loaded.row.options)
    try:
        await svc.db.start(
            game_id,
            order=order,
            record=game.record(),
            summary={},
            current_user_id=order[game.current or 0],
            announce=Announce(0, None),  # the start post: delivered below, or after a crash
        )
    except LobbyError as exc:
        raise _lobby_error(exc) from None
    await limits.ack(interaction, update=True)
    await clock_changed(interaction.client, game_id)
    thread = await _open_thread(lobby_message, loaded, public(interaction))
    if thread is not None:
        await svc.db.set_messages(game_id, thread_id=thread.id)
    loaded = await svc.load(game_id)
    invited = await svc.db.invites(game_id)
    lang = public(interaction)
    if lobby_message is not None:
        try:
            await lobby_message.edit(
                content=limits.clip(panels.lobby_content(loaded, invited, lang), limits.CONTENT),
                view=None,
                allowed_mentions=panels.NO_PINGS,
            )
        except discord.HTTPException:
            log.warning("game %s: could not update the lobby message", game_id)
    computer_turns.poke(interaction.client, game_id)  # a computer may begin (its post waits)
    # The start post was written to the outbox with the start: deliver it now.
    deliverer = getattr(interaction.client, "deliverer", None)
    if deliverer is not None:
        await deliverer.deliver_version(game_id, 0)


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


__all__ = ["on_button", "open_game", "reply_error", "start_game"]
