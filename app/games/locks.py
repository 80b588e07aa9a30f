"""Per-game locks that exist only while somebody holds or waits for them.

Moves on one game are serialised (load, apply, commit); moves on different games
run side by side. A lock per game id kept in a plain dict would stay forever, one
per game ever played; here each entry counts its holders and waiters and is
removed by the last one out, so the table holds only games being acted on now.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager


class GameLocks:
    """``async with locks.hold(game_id): ...`` serialises the work on one game."""

    def __init__(self) -> None:
        #: game id -> (its lock, how many tasks hold or wait for it)
        self._entries: dict[int, tuple[asyncio.Lock, int]] = {}

    @asynccontextmanager
    async def hold(self, game_id: int) -> AsyncIterator[None]:
        lock, users = self._entries.get(game_id, (None, 0))
        if lock is None:
            lock = asyncio.Lock()
        self._entries[game_id] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            # Also reached when the waiting task is cancelled before it got the lock.
            lock, users = self._entries[game_id]
            if users == 1:
                del self._entries[game_id]
            else:
                self._entries[game_id] = (lock, users - 1)

    def __len__(self) -> int:
        """Games with a holder or a waiter right now."""
        return len(self._entries)
