"""The :class:`Database`: open (connect, configure, migrate) and close."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from datetime import datetime
from pathlib import Path
from types import TracebackType

from .audit import AuditStore
from .backend import Backend, open_backend
from .claims import ClaimStore
from .clocks import ClockStore
from .computers import ComputerStore
from .daily import DailyStore
from .deliveries import DeliveryStore
from .due import DueStore
from .forget import ForgetStore
from .games import GameStore
from .league_games import LeagueGameStore
from .league_seasons import LeagueSeasonStore
from .league_tables import LeagueTableStore
from .leagues import LeagueStore
from .listings import ListingStore
from .lobby import LobbyStore
from .migrate import latest_version, migrate, schema_version
from .partners import PartnerStore
from .play import PlayStore
from .players import PlayerStore
from .prefs import PrefStore
from .profiles import ProfileStore
from .ratings import RatingStore
from .reach import Reach
from .rows import utc_text
from .shared import SharedStore
from .store import Clock, system_clock
from .takebacks import TakebackStore

log = logging.getLogger(__name__)


class Database:
    """The bot's persistence: a SQLite file or a PostgreSQL database, in parts.

    Open it once at start-up (``db = await Database.open(target)``), share it,
    close it at shutdown; or ``async with await Database.open(target) as db``.
    What it stores is reached through its parts, each a :class:`data.store.Store` over
    the one backend and clock: ``await db.games.get_game(game_id)``,
    ``await db.play.commit_moves(...)``, ``await db.lobby.join(...)``. Every method is
    safe to call from concurrent tasks (and, on PostgreSQL, from several processes).
    """

    #: Finding a game by id, number or thread
    games: GameStore
    #: Rematches and follows
    players: PlayerStore
    #: Create, join, leave, start, cancel; guild settings
    lobby: LobbyStore
    #: Commit moves, seat status, the move log, load a game
    play: PlayStore
    #: The deliveries a commit owes, their claims and marks
    outbox: DeliveryStore
    #: Game lists, reminders, names, solo scores
    listings: ListingStore
    #: Pages of games to verify, damaged records
    audit: AuditStore
    #: Rated games, results, the rating tables
    rating: RatingStore
    #: A player's finished seats and meetings
    profiles: ProfileStore
    #: Leagues and their seasons
    leagues: LeagueStore
    #: A season's entrants, start, finish, divisions
    seasons: LeagueSeasonStore
    #: A season's rounds and tables
    rounds: LeagueTableStore
    #: The games of league tables, results, voids
    league_games: LeagueGameStore
    #: Game clocks and their due events
    clocks: ClockStore
    #: User settings and vacations
    prefs: PrefStore
    #: Computer seats and their options
    computers: ComputerStore
    #: Due clock events and their claims
    due: DueStore
    #: What several processes share: settings version, command tree
    shared: SharedStore
    #: Once-only jobs by key
    claims: ClaimStore
    #: Forgetting a user
    forget: ForgetStore
    #: Asking for and accepting a takeback
    takebacks: TakebackStore
    #: The daily deal: plays, days, results
    daily: DailyStore
    #: Partners chosen in a lobby of a game in teams
    partners: PartnerStore

    def __init__(self, backend: Backend, *, clock: Clock = system_clock) -> None:
        self._backend = backend
        self._clock = clock
        self.games = GameStore(backend, clock=clock)
        self.players = PlayerStore(backend, clock=clock)
        self.lobby = LobbyStore(backend, clock=clock, players=self.players)
        self.play = PlayStore(backend, clock=clock)
        self.outbox = DeliveryStore(backend, clock=clock)
        self.listings = ListingStore(backend, clock=clock)
        self.audit = AuditStore(backend, clock=clock)
        self.rating = RatingStore(backend, clock=clock)
        self.profiles = ProfileStore(backend, clock=clock)
        self.leagues = LeagueStore(backend, clock=clock)
        self.seasons = LeagueSeasonStore(backend, clock=clock)
        self.rounds = LeagueTableStore(backend, clock=clock)
        self.league_games = LeagueGameStore(backend, clock=clock, tables=self.rounds)
        self.clocks = ClockStore(backend, clock=clock)
        self.prefs = PrefStore(backend, clock=clock)
        self.computers = ComputerStore(backend, clock=clock)
        self.due = DueStore(backend, clock=clock)
        self.shared = SharedStore(backend, clock=clock)
        self.claims = ClaimStore(backend, clock=clock)
        self.forget = ForgetStore(backend, clock=clock)
        self.takebacks = TakebackStore(backend, clock=clock)
        self.daily = DailyStore(backend, clock=clock)
        self.partners = PartnerStore(backend, clock=clock)

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

    def now(self) -> datetime:
        """The current time by this database's clock (tests pass a fake one)."""
        return self._clock()

    @property
    def backend(self) -> Backend:
        """The driver layer (for data's own tools: copy, checks)."""
        return self._backend

    @property
    def reach(self) -> Reach:
        """Whether the database answers now; :meth:`Reach.wait` returns once it does
        (at once on SQLite, whose file never goes away)."""
        return self._backend.reach

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
