"""``/genial log`` and ``/genial replay``: a game's moves as text (or, with ``record``, a
finished game's record as a file), a finished game step by step.

The log opens on the newest moves; its Older / Newer buttons (:class:`LogButton`) are
restart-proof: the custom id carries the game id and the edge of the page, and every
click reloads the game. The replay lives in :mod:`cogs.history.replay`. The answers are
private (ephemeral) and public-safe: they show only what the thread showed (see
:mod:`app.history.service`).
"""

from __future__ import annotations

import io
import re
from typing import Any

import discord
from discord import app_commands, ui

import i18n
from app.history.service import LogShown
from cogs.common import limits
from cogs.common.commandtext import cmd
from cogs.common.context import guarded
from cogs.common.items import Here
from cogs.common.locale import reader
from cogs.common.resolve import any_game_autocomplete, finished_autocomplete
from cogs.common.uses import place_of, uses_of
from cogs.history.animate import ShareGifButton
from cogs.history.replay import JumpSelect, ReplayButton, show_step


class HistoryCommands:
    """Mixin of the /genial group: the move log (and a finished game's record), the replay."""

    @app_commands.command(name=cmd("cmd-log"), description=cmd("cmd-log-desc"))
    @app_commands.describe(
        game=cmd("cmd-game-here"), page=cmd("cmd-log-page"), record=cmd("cmd-log-record")
    )
    @app_commands.rename(
        game=cmd("cmd-opt-game"), page=cmd("cmd-opt-page"), record=cmd("cmd-opt-record")
    )
    @app_commands.autocomplete(game=any_game_autocomplete)
    async def log(
        self,
        interaction: discord.Interaction[Any],
        game: int | None = None,
        page: app_commands.Range[int, 1, 1000] = 1,
        record: bool = False,
    ) -> None:
        history = uses_of(interaction).history
        where, me = place_of(interaction), interaction.user.id
        if record:
            found = await history.record(where, me, game)
            text = i18n.text(
                reader(interaction), "ui-record-file", game=found.number, file=found.name
            )
            file = discord.File(io.BytesIO(found.data), filename=found.name)
            await limits.answer(interaction, text, files=[file])
            return
        shown = await history.log(
            where, me, game, reader(interaction), page=page, ready=lambda: limits.ack(interaction)
        )
        await show_log(interaction, shown)

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
        frame = await uses_of(interaction).history.replay(
            place_of(interaction),
            interaction.user.id,
            game,
            move,
            reader(interaction),
            ready=lambda: limits.ack(interaction),
        )
        await show_step(interaction, frame)


async def show_log(
    interaction: discord.Interaction[Any], shown: LogShown, *, update: bool = False
) -> None:
    """A page of the move log with Older / Newer buttons that carry the game and the
    page's edge."""
    lang = reader(interaction)
    window = shown.page
    view = ui.View(timeout=None)
    if window.moves:
        view.add_item(
            LogButton(shown.game_id, "older", max(1, window.first - 1), lang, window.older)
        )
        view.add_item(LogButton(shown.game_id, "newer", window.last + 1, lang, window.newer))
    await limits.answer(interaction, window.text, view=view, update=update)


async def _log(interaction: discord.Interaction[Any], game_id: int, way: str, at: int) -> None:
    await limits.ack(interaction, update=True)
    # Reloaded: the game may have moved on since the page was shown.
    shown = await uses_of(interaction).history.log_at(game_id, way, at, reader(interaction))
    await show_log(interaction, shown, update=True)


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
