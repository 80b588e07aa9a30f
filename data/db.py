"""The :class:`Database`: open (connect, configure, migrate) and close."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from pathlib import Path
from types import TracebackType

from .audit import AuditStore
from .backend import Backend, open_backend
from .claims import ClaimStore
from .clocks import ClockStore
from .computers import ComputerStore
from .daily import DailyStore
from .due import DueStore
from .forget import ForgetStore
from .league_games import LeagueGameStore
from .league_seasons import LeagueSeasonStore
from .league_tables import LeagueTableStore
from .leagues import LeagueStore
from .listings import ListingStore
from .migrate import latest_version, migrate, schema_version
from .partners import PartnerStore
from .play import PlayStore
from .players import PlayerStore
from .profiles import ProfileStore
from .ratings import RatingStore
from .rows import utc_text
from .shared import SharedStore
from .store import Clock, system_clock
from .takebacks import TakebackStore

log = logging.getLogger(__name__)


class Database(
    PlayerStore,
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
    SharedStore,
    ClaimStore,
    ForgetStore,
    TakebackStore,
    DailyStore,
    PartnerStore,
):
    """The bot's persistence: a SQLite file or a PostgreSQL database.

    Open it once at start-up (``db = await Database.open(target)``), share it,
    close it at shutdown; or ``async with await Database.open(target) as db``.
    Every method is safe to call from concurrent tasks (and, on PostgreSQL, from
    several processes).
    """

    #: The target as given (file path or URL: may hold a password, never log it).
    path: str
    #: What to log: the file, or the URL without its password.
    display: str

    @classmethod
    async def open(cls, path: str | Path, *, clock: Clock = system_clock) -> Database:
        """Open and migrate the database named by ``path``.

        A ``postgresql://user:password@host:port/database`` URL opens PostgreSQL;
        anything else is a SQLite file (parent folders and the file are created;
        ``":memory:"`` gives a private in-memory database). Before migrating an
        existing SQLite file to a newer schema, a safety copy is written beside it
        (``<file>.before-vN.bak``). ``clock`` returns the current aware time (tests
        pass a fake one). Raises SchemaError if the database has a newer schema than
        this code knows, and the driver's errors when it cannot connect.
        """
        name = str(path)
        backend = await open_backend(name)
        try:
            await _safety_copy(backend, name)
            await migrate(backend, now=utc_text(clock()))
        except BaseException:
            await backend.close()
            raise
        db = cls(backend, clock=clock)
        db.path = name
        db.display = backend.display
        return db

    @property
    def backend(self) -> Backend:
        """The driver layer (for data's own tools: copy, checks)."""
        return self._backend

    async def close(self) -> None:
        """Close the connection or pool (idempotent)."""
        await self._backend.close()

    async def __aenter__(self) -> Database:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()


async def _safety_copy(backend: Backend, name: str) -> None:
    """Copy an existing SQLite file that is about to be migrated (sqlite3's backup API)."""
    if backend.dialect != "sqlite" or name == ":memory:":
        return
    current, latest = await schema_version(backend), latest_version()
    if current == 0 or current >= latest:
        return
    target = f"{name}.before-v{latest}.bak"

    def copy() -> None:
        with sqlite3.connect(name) as source, sqlite3.connect(target) as dest:
            source.backup(dest)
        dest.close()
        source.close()

    await asyncio.to_thread(copy)
    log.warning("database %s is at schema %d: safety copy written to %s", name, current, target)
