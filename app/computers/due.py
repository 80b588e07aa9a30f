"""The computers' turns as their mover finds them (no Discord here)."""

from __future__ import annotations

from app.games.service import GameService
from data.store import Shards


class ComputerTurns:
    """Which games wait for a computer's move."""

    def __init__(self, games: GameService) -> None:
        self.db = games.db

    async def due(self, shards: Shards) -> list[int]:
        """The games of ``shards``' servers in which a computer is to move."""
        return list(await self.db.computers.computer_turns(shards=shards))
