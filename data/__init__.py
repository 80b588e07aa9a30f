"""Persistence for the Genial bot: SQLite (aiosqlite) or PostgreSQL (asyncpg); no discord.

A game's snapshot is its engine record (``Game.record()``) plus ``version``,
the number of moves applied; rebuild it with :func:`genial.replay` (or
:meth:`data.play.PlayStore.load_game`). The move log is append-only. Start with
``db = await Database.open(path_or_url)``.
"""

from .computers import COMPUTER_LEVELS, TIMEOUT_CHOICES, ComputerOptions, is_computer_id
from .db import Database
from .deliveries import Announce, Delivery, GamePost
from .errors import (
    BusyError,
    CommitUnknownError,
    ConstraintError,
    CorruptRecordError,
    DatabaseUnreachableError,
    DataError,
    LobbyError,
    NotFoundError,
    OpenLimitError,
    SchemaError,
    StaleVersionError,
    StorageUnavailableError,
)
from .migrate import latest_version
from .profiles import FinishedSeat, standing
from .ratings import HistoryPoint, RatingRow
from .rows import GAME_STATUSES, SEAT_STATUSES, GameRow, MoveIn, MoveRow, SeatRow

__all__ = [
    "COMPUTER_LEVELS",
    "GAME_STATUSES",
    "SEAT_STATUSES",
    "TIMEOUT_CHOICES",
    "Announce",
    "BusyError",
    "CommitUnknownError",
    "ComputerOptions",
    "ConstraintError",
    "CorruptRecordError",
    "DataError",
    "Database",
    "DatabaseUnreachableError",
    "Delivery",
    "FinishedSeat",
    "GamePost",
    "GameRow",
    "HistoryPoint",
    "LobbyError",
    "MoveIn",
    "MoveRow",
    "NotFoundError",
    "OpenLimitError",
    "RatingRow",
    "SchemaError",
    "SeatRow",
    "StaleVersionError",
    "StorageUnavailableError",
    "is_computer_id",
    "latest_version",
    "standing",
]
