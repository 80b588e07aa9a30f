"""What the database and the game service know of a bot process for ``/server status``:
the open games on its servers and on all, the posts waiting to be delivered, the render
pool and the database."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.games.service import GameService

#: The shards a process runs as (count, ids), as ``data``'s ``shards=`` filters take them.
Shards = tuple[int, tuple[int, ...]] | None


@dataclass(frozen=True)
class Figures:
    """A process's operational figures (numbers and ids, no player data)."""

    #: Open (lobby or running) games on the servers this process owns, and on all.
    open_here: int
    open_all: int
    #: Posts the outbox still owes on this process's shards.
    pending: int
    #: The render processes' ids (none: rendering in threads).
    render_pids: tuple[int, ...]
    #: The database as the logs name it (never a password).
    database: str


class ProcessStatus:
    """The figures of ``/server status`` that come from the database and the service."""

    def __init__(self, games: GameService) -> None:
        self._games = games

    async def figures(self, owns: Callable[[int], bool], shards: Shards) -> Figures:
        """``owns``: whether a server's work is this process's; ``shards``: its filter."""
        db = self._games.db
        by_guild = await db.audit.open_games_by_guild()
        here = sum(n for guild, n in by_guild.items() if owns(guild))
        pending = await db.outbox.pending_count(shards=shards)
        pids = tuple(self._games.renderers.pids())
        return Figures(here, sum(by_guild.values()), pending, pids, db.display)
