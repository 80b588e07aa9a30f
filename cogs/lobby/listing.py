"""``/genial games``: the user's open games, the ones waiting for them first, in pages.

The page buttons are restart-proof (``components.GamesPageButton``): their custom id
carries the user and the page, and every click lists the games afresh.
"""

from __future__ import annotations

from typing import Any

import discord

import i18n
from app.clocks.text import time_left_line
from app.errors import UserError
from app.games.seatnames import computer_name
from app.text.names import since
from cogs.common import clicks, limits
from cogs.common.context import guarded, service_of
from cogs.common.locale import reader
from cogs.common.resolve import computer_played, game_label, my_games, waits_for
from cogs.lobby.buttons import GamesPageButton

#: Games per page: a page stays readable on a phone (and far below 2,000 characters).
PER_PAGE = 10
#: Room for the header line above the games.
_HEADER_ROOM = 120


async def page_of_games(
    interaction: discord.Interaction[Any], user_id: int, number: int
) -> tuple[str, discord.ui.View | None]:
    """Page ``number`` (from 0; clamped) of ``user_id``'s open games in the interaction's
    server (``user_id`` is the interaction's user) and its buttons."""
    rows = await my_games(interaction, ("lobby", "active"))  # this server's only
    lang = reader(interaction)
    if not rows:
        return i18n.text(lang, "ui-games-none"), None
    played = await computer_played(interaction, rows)
    # Waiting for the user first; a game whose seat a computer took over never waits.
    rows = sorted(rows, key=lambda r: not waits_for(r, user_id, played))
    lines = []
    for row in rows:
        where = row.thread_id or row.channel_id
        link = f"https://discord.com/channels/{row.guild_id}/{where}"
        turn = ""
        computers = played.get(row.id, set())
        if row.status == "active" and row.current_user_id:
            uid = row.current_user_id
            who = computer_name(uid) or f"<@{uid}>"
            if uid in computers:
                who = i18n.text(lang, "ui-computer-name", name=who)
            turn = " - " + i18n.text(
                lang, "ui-thread-turn-since", who=who, since=since(row.turn_started_at)
            )
        label = game_label(row, user_id, lang, taken=user_id in computers)
        left = await time_left_line(service_of(interaction).db, row, lang)
        lines.append(f"- [{label}]({link}){turn}{left}")
    pages = limits.page(lines, limits.CONTENT - _HEADER_ROOM, per_page=PER_PAGE)
    number = max(0, min(number, len(pages) - 1))
    waiting = sum(1 for r in rows if waits_for(r, user_id, played))
    header = i18n.text(
        lang, "ui-games-header", games=len(rows), waiting=waiting, page=number + 1, pages=len(pages)
    )
    text = "\n".join([header + ":", *pages[number]])
    view = None
    if len(pages) > 1:
        view = discord.ui.View(timeout=None)
        last = number >= len(pages) - 1
        view.add_item(GamesPageButton(user_id, number - 1, "prev", number == 0, lang))
        view.add_item(GamesPageButton(user_id, number + 1, "next", last, lang))
    return text, view


async def show_games(interaction: discord.Interaction[Any]) -> None:
    """``/genial games``: the first page, privately."""
    text, view = await page_of_games(interaction, interaction.user.id, 0)
    await limits.answer(interaction, text, view=view)


async def turn_page(interaction: discord.Interaction[Any], user_id: int, number: int) -> None:
    """A page button: the page replaces the list in place."""
    if interaction.user.id != user_id:
        raise UserError(i18n.text(reader(interaction), "ui-games-not-yours"))
    text, view = await page_of_games(interaction, user_id, number)
    await limits.answer(interaction, text, view=view, update=True)


# The pages of /genial games: guarded like every click (refusals answered privately).
clicks.handles("games-page")(guarded(turn_page))
