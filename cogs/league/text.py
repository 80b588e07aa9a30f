"""Shared pieces of the league commands and the round job: the league autocomplete, the
standings as a file, and the league channel's announcements."""

from __future__ import annotations

import io
import logging
from typing import Any, Protocol

import discord
from discord import app_commands

from app.games.service import GameService
from app.league.rounds import LeagueRow, SeasonRow
from app.league.standings import standings
from cogs.common import limits
from cogs.common.uses import place_of, uses_of
from community.league import Row

log = logging.getLogger(__name__)


class Announced(Protocol):
    """A league as far as its announcements need it."""

    @property
    def id(self) -> int: ...

    @property
    def channel_id(self) -> int: ...


async def league_autocomplete(
    interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[str]]:
    """This server's leagues whose name contains what was typed."""
    found = await uses_of(interaction).leagues.named(place_of(interaction), current)
    return [limits.choice(f"#{r.number} {r.name}", r.name) for r in found][:25]


async def standings_file(
    svc: GameService,
    league: LeagueRow,
    season: SeasonRow,
    rows: list[Row],
    lang: str,
    division: int | None = None,
) -> tuple[list[str], discord.File]:
    """The standings (of one division) as words and as an image whose description reads
    them out."""
    words, image, alt = await standings(svc, league, season, rows, lang, division)
    return words, discord.File(io.BytesIO(image), filename="league.png", description=alt)


async def league_channel(client: discord.Client, league: Announced) -> Any:
    """The league's channel, or None when the bot cannot see it any more."""
    channel = client.get_channel(league.channel_id)
    if channel is None:
        try:
            channel = await client.fetch_channel(league.channel_id)
        except discord.HTTPException:
            log.warning("league %s: its channel is gone", league.id)
            return None
    return channel


async def announce(
    client: discord.Client, league: Announced, text: str, *, nonce: str | None = None
) -> bool:
    """A public line in the league channel (organiser actions, rounds); False when it
    could not be posted. ``nonce``: the post is made once even when sent again (a retry
    after a lost answer)."""
    channel = await league_channel(client, league)
    if channel is None:
        return False
    try:
        await limits.post(channel, text, nonce=nonce)
    except discord.HTTPException:
        log.warning("league %s: announcement could not be posted", league.id)
        return False
    return True
