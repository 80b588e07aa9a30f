"""``/genial log`` and ``/genial replay``: a game's moves as text, a finished game step by step.

The log opens on the newest moves; its Older / Newer buttons (:class:`LogButton`) are
restart-proof: the custom id carries the game id and the edge of the page, and every
click reloads the game. The replay lives in :mod:`cogs.history.replay`. Both answers are
private (ephemeral) and public-safe: they show only what the thread showed (see
:mod:`app.history.log`).
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands, ui

import i18n
from app.errors import UserError
from app.games.service import Loaded
from app.history import log as history
from cogs.common import limits
from cogs.common.commandtext import cmd
from cogs.common.context import guarded, service_of
from cogs.common.items import Here
from cogs.common.locale import reader
from cogs.common.resolve import finished_autocomplete, game_autocomplete, resolve_game
from cogs.history.animate import ShareGifButton
from cogs.history.gate import finished
from cogs.history.replay import JumpSelect, ReplayButton, show_step


class HistoryCommands:
    """Mixin of the /genial group: the move log and the replay."""

    @app_commands.command(name=cmd("cmd-log"), description=cmd("cmd-log-desc"))
    @app_commands.describe(game=cmd("cmd-game-here"), page=cmd("cmd-log-page"))
    @app_commands.rename(game=cmd("cmd-opt-game"), page=cmd("cmd-opt-page"))
    @app_commands.autocomplete(game=game_autocomplete)
    async def log(
        self,
        interaction: discord.Interaction[Any],
        game: int | None = None,
        page: app_commands.Range[int, 1, 1000] = 1,
    ) -> None:
        loaded = await resolve_game(interaction, game)
        if loaded.game is None:
            raise UserError("err-bot-not-started", reason="not-started", number=loaded.number)
        await limits.ack(interaction)
        await show_log(interaction, loaded, page=page)

    @app_commands.command(name=cmd("cmd-replay"), description=cmd("cmd-replay-desc"))
    @app_commands.describe(game=cmd("cmd-replay-game"), move=cmd("cmd-replay-move"))
    @app_commands.rename(game=cmd("cmd-opt-game"), move=cmd("cmd-opt-move"))
    @app_commands.autocomplete(game=finished_autocomplete)
    async def replay(
        self,
        interaction: discord.Interaction[Any],
        game: int,
        move: app_commands.Range[int, 0, 10000] = 0,
    ) -> None:
        loaded = await resolve_game(interaction, game)
        finished(loaded, reader(interaction))
        await limits.ack(interaction)
        await show_step(interaction, loaded, move)


async def show_log(
    interaction: discord.Interaction[Any],
    loaded: Loaded,
    *,
    page: int = 1,
    before: int | None = None,
    after: int | None = None,
    update: bool = False,
) -> None:
    """A page of the move log (the newest first, unless an anchor says otherwise), with
    Older / Newer buttons that carry the game and the page's edge."""
    assert loaded.game is not None
    lang = reader(interaction)
    done = await service_of(interaction).run(history.steps, loaded.game.record())
    window = history.log_window(
        done, loaded.names(lang), lang, loaded.number, page=page, before=before, after=after
    )
    view = ui.View(timeout=None)
    if window.moves:
        view.add_item(LogButton(loaded.id, "older", max(1, window.first - 1), lang, window.older))
        view.add_item(LogButton(loaded.id, "newer", window.last + 1, lang, window.newer))
    await limits.answer(interaction, window.text, view=view, update=update)


async def _log(interaction: discord.Interaction[Any], game_id: int, way: str, at: int) -> None:
    await limits.ack(interaction, update=True)
    loaded = await service_of(interaction).load(game_id)  # reloaded: the game may have moved on
    if loaded.game is None:
        raise UserError("err-bot-not-started", reason="not-started", number=loaded.number)
    if way == "older":
        await show_log(interaction, loaded, before=at, update=True)
    else:
        await show_log(interaction, loaded, after=at, update=True)


class LogButton(
    Here,
    ui.DynamicItem[ui.Button[Any]],
    template=r"g:log:(?P<gid>\d+):(?P<way>older|newer):(?P<at>\d+)",
):
    """Older / Newer under a log page: the page ending at (older) or starting at (newer)
    move ``at``, rebuilt from the database on every click."""

    def __init__(
        self,
        game_id: int,
        way: str,
        at: int,
        lang: str = i18n.DEFAULT,
        enabled: bool = True,
    ) -> None:
        older = way == "older"
        super().__init__(
            ui.Button(
                style=discord.ButtonStyle.secondary,
                label=i18n.text(lang, "ui-button-log-older" if older else "ui-button-log-newer"),
                emoji="\N{BLACK LEFT-POINTING TRIANGLE}"
                if older
                else "\N{BLACK RIGHT-POINTING TRIANGLE}",
                custom_id=f"g:log:{game_id}:{way}:{at}",
                disabled=not enabled,
            )
        )
        self.game_id, self.way, self.at = game_id, way, at

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: re.Match[str]
    ) -> LogButton:
        return cls(int(match["gid"]), match["way"], int(match["at"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await guarded(_log)(interaction, self.game_id, self.way, self.at)


HISTORY_ITEMS: tuple[type[ui.DynamicItem[Any]], ...] = (
    ReplayButton,
    JumpSelect,
    LogButton,
    ShareGifButton,
)
