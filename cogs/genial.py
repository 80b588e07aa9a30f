"""The ``/genial`` command group: playing and one's games, one mixin per capability.

Discord shows one command group per cog; the capabilities (playing, the lobby and the
life of a game, information, history, computers) keep their commands in their own
rooms (``cogs/<area>/commands.py``) and are combined here. The other groups are their
own cogs: ``/rating`` (``cogs/ratings/cog.py``), ``/league`` (``cogs/league/cog.py``),
``/me`` (``cogs/settings/me.py``) and ``/server`` (``cogs/settings/server.py``); see
:data:`EXTENSIONS`.
"""

from __future__ import annotations

from typing import Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from cogs.common.commandtext import cmd
from cogs.common.resolve import is_here
from cogs.computers import lobby as computer_lobby
from cogs.computers.commands import ComputerCommands
from cogs.daily import panel as daily_panel
from cogs.daily.commands import DailyCommands
from cogs.daily.panel import ALL_ITEMS as DAILY_ITEMS
from cogs.history.commands import HISTORY_ITEMS, HistoryCommands
from cogs.info.commands import InfoCommands
from cogs.lobby import listing, lobby, partners
from cogs.lobby.buttons import ALL_ITEMS as LOBBY_ITEMS
from cogs.lobby.commands import GameCommands
from cogs.play import confirm, flows, quick, typed
from cogs.play.commands import PlayCommands
from cogs.play.components import ALL_ITEMS as PLAY_ITEMS
from cogs.players import rematch, takeback
from cogs.players.buttons import ALL_ITEMS as PLAYER_ITEMS
from cogs.players.follow import FollowCommands
from cogs.players.takeback import ALL_ITEMS as TAKEBACK_ITEMS
from cogs.players.takeback import TakebackCommands

# Games live in servers: Discord does not offer /genial in DMs. Should a command still
# arrive from a DM, it finds no game (see cogs.common.resolve).
#: Every extension of the bot, in load order: one per slash command group.
EXTENSIONS = (
    "cogs.genial",
    "cogs.ratings.cog",
    "cogs.league.cog",
    "cogs.settings.me",
    "cogs.settings.server",
)
#: The extensions that run background jobs from the database (no commands), loaded after
#: :data:`EXTENSIONS`: the outbox's deliverer, the computers' turns, the daily deal's days.
JOBS = ("cogs.delivery.cog", "cogs.computers.cog", "cogs.daily.cog")
#: The modules that register the handlers the buttons and menus dispatch to
#: (cogs.common.clicks); named so that loading this extension registers them all.
CLICK_HANDLERS = (
    flows, quick, typed, confirm, lobby, listing, computer_lobby, rematch, takeback, daily_panel,
    partners,
)  # fmt: skip


@app_commands.guild_only()
class Genial(
    PlayCommands,
    GameCommands,
    InfoCommands,
    HistoryCommands,
    ComputerCommands,
    FollowCommands,
    TakebackCommands,
    DailyCommands,
    commands.GroupCog,
    group_name="genial",
    group_description=cmd("cmd-group"),
):
    """All /genial commands (server-only), plus the listener for typed-move forms."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """Typed-move forms, including ones opened before a restart."""
        if interaction.type != discord.InteractionType.modal_submit:
            return
        data = cast(dict[str, Any], interaction.data or {})
        parsed = typed.parse_form_id(str(data.get("custom_id", "")))
        if parsed is None:
            return
        game_id, version, group = parsed
        if not await is_here(interaction, game_id):
            return
        text = ""
        for row in data.get("components", []):
            for comp in row.get("components", []):
                if comp.get("custom_id") == "move":
                    text = str(comp.get("value", ""))
        await typed.submit_form(interaction, game_id, version, group, text)


async def setup(bot: commands.Bot) -> None:
    """Load the cog and register the restart-proof buttons and menus."""
    bot.add_dynamic_items(
        *PLAY_ITEMS, *LOBBY_ITEMS, *HISTORY_ITEMS, *PLAYER_ITEMS, *TAKEBACK_ITEMS, *DAILY_ITEMS
    )
    await bot.add_cog(Genial(bot))
