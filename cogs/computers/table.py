"""The computer choices of ``/genial new`` as Discord offers them: the level and what a
time-out does (checked and stored by ``app.computers.table``)."""

from __future__ import annotations

from discord import app_commands

from cogs.common.commandtext import cmd

LEVEL_CHOICES = [
    app_commands.Choice(name=cmd("cmd-computer-choice-easy"), value="easy"),
    app_commands.Choice(name=cmd("cmd-computer-choice-normal"), value="normal"),
    app_commands.Choice(name=cmd("cmd-computer-choice-strong"), value="strong"),
]
TIMEOUT_CHOICES = [
    app_commands.Choice(name=cmd("cmd-computer-choice-leave"), value="leave"),
    app_commands.Choice(name=cmd("cmd-computer-choice-computer"), value="computer"),
]
