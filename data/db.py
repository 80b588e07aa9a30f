"""The :class:`Database`: open (connect, configure, migrate) and close."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from types import TracebackType

import aiosqlite

from .audit import AuditStore
from .clocks import ClockStore
from .computers import ComputerStore
from .due import DueStore
from .league_games import LeagueGameStore
from .league_seasons import LeagueSeasonStore
from .league_tables import LeagueTableStore
from .leagues import LeagueStore
from .listings import ListingStore
from .lobby import LobbyStore
from .migrate import migrate
from .play import PlayStore
from .profiles import ProfileStore
from .ratings import RatingStore
from .store import Clock, system_clock

#: Milliseconds a write waits for another connection's lock before failing.
BUSY_TIMEOUT_MS = 5000


class Database(
    LobbyStore,
    PlayStore,
    ListingStore,
    AuditStore,
    RatingStore,
    ProfileStore,
    LeagueStore,
    LeagueSeasonStore,
    LeagueTableStore,
    LeagueGameStore,
    ClockStore,
    ComputerStore,
    DueStore,
):
    """The bot's persistence: one long-lived connection to one SQLite file.

    Open it once at start-up (``db = await Database.open(path)``), share it,
    close it at shutdown; or ``async with await Database.open(path) as db``.
    Every method is safe to call from concurrent tasks.
    """

    path: str

    @classmethod
    async def open(cls, path: str | Path, *, clock: Clock = system_clock) -> Database:
        """Open (creating parent folders and the file) and migrate the database.

        ``":memory:"`` gives a private in-memory database (tests). ``clock``
        returns the current aware time (tests pass a fake one). Raises
        SchemaError if the file has a newer schema than this code knows.
        """
        name = str(path)
        if name != ":memory:":
            Path(name).parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(name, isolation_level=None)
        try:
            conn.row_factory = sqlite3.Row
            # Tolerate damaged UTF-8 instead of failing a whole listing.
            conn.text_factory = lambda raw: raw.decode("utf-8", "replace")
            await conn.execute("PRAGMA journal_mode = WAL")
            # WAL + NORMAL: no fsync per commit; a power cut may lose the last
            # commits but never corrupts the file.
            await conn.execute("PRAGMA synchronous = NORMAL")
            await conn.execute("PRAGMA foreign_keys = ON")
            await conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            await migrate(conn)
        except BaseException:
            await conn.close()
            raise
        db = cls(conn, clock=clock)
        db.path = name
        return db

    async def close(self) -> None:
        """Close the connection (idempotent)."""
        async with self._lock:
            await self._conn.close()

    async def __aenter__(self) -> Database:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()
