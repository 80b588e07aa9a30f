"""``/league replace ... computer:<level>``: a computer takes a league player's seat.

The seat is taken over like at a time-out (``GameService.take_over``: the player keeps
the seat's row, a computer of the chosen level plays it, the game stops counting for
ratings); the mover plays it from then on. The league result of that player is the one
of an absent player (``community.league.replaced_last``: last at the table), so a
computer never earns league points for anyone. Announced in the game's thread and in
the league channel.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

import i18n
from app.errors import UserError
from app.games.rows import GameRow
from app.games.seatnames import LEVEL_KEYS
from app.league.rows import LeagueRow
from cogs.common import limits
from cogs.common.context import service_of
from cogs.common.locale import public, reader
from cogs.computers.turns import poke
from cogs.league.text import announce
from cogs.play import flows

log = logging.getLogger(__name__)


async def replace_by_computer(
    interaction: discord.Interaction[Any],
    league: LeagueRow,
    row: GameRow,
    player: discord.User | discord.Member,
    level: str,
) -> None:
    """The organiser's replace by a computer of ``level`` in league game ``row``."""
    svc = service_of(interaction)
    loaded = await svc.load(row.id)
    game = loaded.game
    seat = loaded.seat_of(player.id)
    if (
        loaded.row.status != "active"
        or game is None
        or seat is None
        or seat in game.resigned
        or loaded.is_computer(player.id)
    ):
        raise UserError(i18n.text(reader(interaction), "ui-computer2-err-replace",
                                  player=player.mention, game=row.number),
                        reason="not-a-player")  # fmt: skip
    loaded = await svc.take_over(row.id, player.id, level)
    lang = public(interaction)
    said = i18n.text(lang, LEVEL_KEYS.get(level, "ui-computer-level-normal"))
    text = i18n.text(lang, "ui-computer2-league-replaced", league=league.name, game=row.number,
                     old=player.mention, level=said, by=interaction.user.mention)  # fmt: skip
    channel = await flows.game_channel(interaction.client, loaded)
    if channel is not None and getattr(channel, "id", None) != league.channel_id:
        try:
            await limits.post(channel, text)
        except discord.HTTPException:
            log.warning("game %s: the replace could not be announced in its thread", row.id)
    await limits.answer(interaction, text)
    await announce(interaction.client, league, text)
    poke(interaction.client, row.id)
