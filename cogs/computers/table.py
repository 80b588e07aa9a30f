"""The computer choices of ``/genial new``: how many computers, their level, the time-out
policy and hints; validated and stored when the game is opened."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands

import i18n
from app.errors import UserError
from app.games.service import GameService
from cogs.common.checks import one_of
from cogs.common.commandtext import cmd
from cogs.common.locale import reader

LEVEL_CHOICES = [
    app_commands.Choice(name=cmd("cmd-computer-choice-easy"), value="easy"),
    app_commands.Choice(name=cmd("cmd-computer-choice-normal"), value="normal"),
    app_commands.Choice(name=cmd("cmd-computer-choice-strong"), value="strong"),
]
TIMEOUT_CHOICES = [
    app_commands.Choice(name=cmd("cmd-computer-choice-leave"), value="leave"),
    app_commands.Choice(name=cmd("cmd-computer-choice-computer"), value="computer"),
]


@dataclass(frozen=True)
class Table:
    """What ``/genial new`` chose about computers."""

    computers: int = 0
    level: str = "normal"
    on_timeout: str = "leave"
    hints: bool = False

    def check(self, interaction: discord.Interaction[Any], players: int) -> None:
        """Refuse (UserError) a table without a seat for the creator, or an unknown level
        or time-out choice (before anything is written)."""
        lang = reader(interaction)
        one_of(lang, "cmd-computer-opt-level", self.level, [str(c.value) for c in LEVEL_CHOICES])
        if self.computers < 0 or self.computers > players - 1:
            raise UserError(
                i18n.text(
                    reader(interaction),
                    "ui-computer-err-too-many",
                    computers=self.computers,
                    players=players,
                ),
                reason="computers",
            )

    async def seat(self, svc: GameService, game_id: int) -> None:
        """Store the choices and seat the computers of a new lobby."""
        await svc.db.set_computer_options(
            game_id, level=self.level, on_timeout=self.on_timeout, hints=self.hints
        )
        for _ in range(self.computers):
            await svc.db.add_computer(game_id, self.level)
