"""``/genial games``: the user's open games, the ones waiting for them first, in pages.

The page buttons are restart-proof (``cogs.lobby.buttons.GamesPageButton``): their custom id
carries the user and the page, and every click lists the games afresh
(``app.players.games``).
"""

from __future__ import annotations

from typing import Any

import discord

from cogs.common import clicks, limits
from cogs.common.context import guarded
from cogs.common.locale import reader
from cogs.common.uses import place_of, uses_of
from cogs.lobby.buttons import GamesPageButton


async def page_of_games(
    interaction: discord.Interaction[Any], user_id: int, number: int
) -> tuple[str, discord.ui.View | None]:
    """Page ``number`` (from 0; clamped) of ``user_id``'s open games in the interaction's
    server and its buttons (refused unless the interaction's user is ``user_id``)."""
    lang = reader(interaction)
    games = uses_of(interaction).games
    shown = await games.page(place_of(interaction), user_id, number, lang, by=interaction.user.id)
    view = None
    if shown.pages > 1:
        view = discord.ui.View(timeout=None)
        first, last = shown.page == 0, shown.page >= shown.pages - 1
        view.add_item(GamesPageButton(user_id, shown.page - 1, "prev", first, lang))
        view.add_item(GamesPageButton(user_id, shown.page + 1, "next", last, lang))
    return shown.text, view


async def show_games(interaction: discord.Interaction[Any]) -> None:
    """``/genial games``: the first page, privately."""
    text, view = await page_of_games(interaction, interaction.user.id, 0)
    await limits.answer(interaction, text, view=view)


async def turn_page(interaction: discord.Interaction[Any], user_id: int, number: int) -> None:
    """A page button: the page replaces the list in place (only for the one who asked)."""
    text, view = await page_of_games(interaction, user_id, number)
    await limits.answer(interaction, text, view=view, update=True)


# The pages of /genial games: guarded like every click (refusals answered privately).
clicks.handles("games-page")(guarded(turn_page))
