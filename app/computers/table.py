"""The computer choices of a new game: how many computers, their level, the time-out
policy and hints; checked before anything is written, stored when the game is opened."""

from __future__ import annotations

from dataclasses import dataclass

from app.checks import one_of
from app.errors import UserError
from data import Database
from genial.computer import PLAYER_LEVELS

#: What a seat's time-out may do besides the server's rule: the player leaves, or a
#: computer takes the seat over.
TIMEOUT_CHOICES = ("leave", "computer")


@dataclass(frozen=True)
class Table:
    """What ``/genial new`` chose about computers."""

    computers: int = 0
    level: str = "normal"
    on_timeout: str = "leave"
    hints: bool = False

    def check(self, players: int) -> None:
        """Refuse (UserError) a table without a seat for the creator, or an unknown level
        or time-out choice."""
        one_of("cmd-computer-opt-level", self.level, PLAYER_LEVELS)
        one_of("cmd-computer-opt-on-timeout", self.on_timeout, TIMEOUT_CHOICES)
        if self.computers < 0 or self.computers > players - 1:
            raise UserError(
                "ui-computer-err-too-many",
                reason="computers",
                computers=self.computers,
                players=players,
            )

    async def seat(self, db: Database, game_id: int) -> None:
        """Store the choices and seat the computers of a new lobby."""
        await db.computers.set_computer_options(
            game_id, level=self.level, on_timeout=self.on_timeout, hints=self.hints
        )
        for _ in range(self.computers):
            await db.computers.add_computer(game_id, self.level)
