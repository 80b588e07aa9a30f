"""Shared pieces of the league commands and the round job: finding a league, who may
organise, standings with their image and words, and the league channel."""

from __future__ import annotations

import io
import logging
import unicodedata
from typing import Any

import discord
from discord import app_commands

import i18n
from app.errors import LeagueError, UserError
from app.games.service import GameService
from app.league.rows import LeagueRow, SeasonRow
from app.league.standings import standings
from cogs.common import limits
from cogs.common.context import service_of
from cogs.common.locale import reader
from community.league import (
    MAX_POINTS,
    LeagueRuleError,
    Row,
    check_points,
    parse_points,
)

log = logging.getLogger(__name__)

#: The guild setting that names the league-organiser role.
ROLE_SETTING = "league_role"


#: LeagueError.reason -> the refusal's message.
REFUSALS = {
    "name-taken": "ui-league-err-name-taken",
    "not-signup": "ui-league-err-not-signup",
    "already": "ui-league-err-already",
    "not-entered": "ui-league-err-not-entered",
    "too-few": "ui-league-err-too-few",
    "not-running": "ui-league-err-not-running",
}


def refusal(interaction: discord.Interaction[Any], exc: LeagueError) -> UserError:
    key = REFUSALS.get(exc.reason, "ui-league-err-not-running")
    return UserError(i18n.text(reader(interaction), key), reason=exc.reason)


def read_points(text: str | None, lang: str) -> dict[int, tuple[int, ...]]:
    """``"3/1/0 1/0"``: one list per table size (its length says which); others keep defaults.

    Raises UserError naming the wrong part: not numbers, a size other than 2-4, points
    rising, a number above ``MAX_POINTS``, or two lists for one table size."""
    if not text:
        return {}
    table: dict[int, tuple[int, ...]] = {}
    for part in text.replace(";", " ").split():
        quoted = limits.quote_input(part)
        try:
            values = parse_points(part)
        except LeagueRuleError:
            values = ()
        if any(v > MAX_POINTS for v in values):
            raise UserError(i18n.text(lang, "ui-league-err-points-big", text=quoted,
                                      max=MAX_POINTS), reason="points")  # fmt: skip
        if len(values) in table:
            raise UserError(i18n.text(lang, "ui-league-err-points-twice", text=quoted,
                                      size=len(values)), reason="points")  # fmt: skip
        try:
            if len(values) not in (2, 3, 4):
                raise LeagueRuleError("no such table size")
            check_points({len(values): values})
        except LeagueRuleError:
            raise UserError(i18n.text(lang, "ui-league-err-points", text=quoted),
                            reason="points") from None  # fmt: skip
        table[len(values)] = values
    return table


#: Unicode categories that show nothing: controls, formats (zero-width), separators.
_INVISIBLE = {"Cc", "Cf", "Zs", "Zl", "Zp"}


def league_name(text: str, lang: str) -> str:
    """The name typed for a league, without control characters and without invisible
    characters at either end. Raises UserError when nothing visible is left."""
    kept = "".join(c for c in text if unicodedata.category(c) != "Cc")
    start, end = 0, len(kept)
    while start < end and unicodedata.category(kept[start]) in _INVISIBLE:
        start += 1
    while end > start and unicodedata.category(kept[end - 1]) in _INVISIBLE:
        end -= 1
    if start == end:
        raise UserError(i18n.text(lang, "ui-league-err-name-empty"), reason="name")
    return kept[start:end]


def guild_of(interaction: discord.Interaction[Any]) -> int:
    if interaction.guild_id is None:
        raise UserError(i18n.text(reader(interaction), "ui-league-server-only"), reason="no-guild")
    return interaction.guild_id


async def find_league(interaction: discord.Interaction[Any], name: str | None) -> LeagueRow:
    """The league of this server named ``name`` (or numbered ``#n``); without a name the
    server's only league. A league of another server is answered like no league at all."""
    db = service_of(interaction).db
    guild = guild_of(interaction)
    lang = reader(interaction)
    if not name:
        leagues = await db.list_leagues(guild)
        if len(leagues) == 1:
            return leagues[0]
        raise UserError(i18n.text(lang, "ui-league-name-one"), reason="which-league")
    text = name.strip()
    found = None
    digits = text.lstrip("#")
    # ASCII digits only ("²" is a digit to str.isdigit, not to int) and a number the
    # database can hold (a longer one names no league).
    if digits.isascii() and digits.isdigit() and len(digits) <= 18:
        found = await db.find_league(guild, number=int(digits))
    if found is None:
        found = await db.find_league(guild, name=text)
    if found is None:
        raise UserError(
            i18n.text(lang, "ui-league-not-found", name=limits.quote_input(text)),
            reason="not-found",
        )
    return found


async def league_autocomplete(
    interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[str]]:
    """This server's leagues whose name contains what was typed."""
    if interaction.guild_id is None:
        return []
    db = service_of(interaction).db
    typed = current.strip().lower()
    return [
        limits.choice(f"#{r.number} {r.name}", r.name)
        for r in await db.list_leagues(interaction.guild_id)
        if typed in r.name.lower()
    ][:25]


async def is_organiser(interaction: discord.Interaction[Any], league: LeagueRow | None) -> bool:
    """Manage Server, the server's league-organiser role, or the league's own organiser."""
    perms = getattr(interaction.user, "guild_permissions", None)
    if perms is not None and perms.manage_guild:
        return True
    if league is not None and league.organiser_id == interaction.user.id:
        return True
    if interaction.guild_id is None:
        return False
    db = service_of(interaction).db
    role = (await db.guild_settings(interaction.guild_id)).get(ROLE_SETTING)
    roles = getattr(interaction.user, "roles", [])
    return isinstance(role, int) and any(r.id == role for r in roles)


async def require_organiser(
    interaction: discord.Interaction[Any], league: LeagueRow | None
) -> None:
    if not await is_organiser(interaction, league):
        raise UserError(i18n.text(reader(interaction), "ui-league-organisers-only"),
                        reason="permission")  # fmt: skip


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


async def league_channel(client: discord.Client, league: LeagueRow) -> Any:
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
    client: discord.Client, league: LeagueRow, text: str, *, nonce: str | None = None
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


def link(guild_id: int, channel_id: int | None) -> str:
    return f"https://discord.com/channels/{guild_id}/{channel_id}" if channel_id else ""
