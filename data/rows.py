"""Row types returned by :class:`data.Database`, and the column codecs.

Times are stored as fixed-width UTC ISO-8601 text (``2024-05-01T12:00:00.000000Z``)
so that they sort as times in SQL; JSON columns are compact JSON text. Both are
decoded here, defensively for JSON: a damaged value never crashes a listing,
it is reported in :attr:`GameRow.corrupt` (and raised when the game is loaded).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from .backend.protocol import Row

GAME_STATUSES = ("lobby", "active", "finished", "cancelled")
SEAT_STATUSES = ("seated", "resigned", "removed", "timed_out")


def utc_text(moment: datetime) -> str:
    """Encode an aware datetime as sortable UTC text; raises ValueError if naive."""
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError("Use timezone-aware datetimes (e.g. datetime.now(UTC)).")
    return moment.astimezone(UTC).replace(tzinfo=None).isoformat(timespec="microseconds") + "Z"


def utc_time(text: str | None) -> datetime | None:
    """Decode a stored time (None stays None)."""
    if text is None:
        return None
    return datetime.fromisoformat(text)  # 3.11 reads the 'Z' as UTC


def _utc_required(text: str) -> datetime:
    moment = utc_time(text)
    assert moment is not None
    return moment


def to_json(value: Mapping[str, Any] | None) -> str | None:
    """Compact JSON text for a JSON column (None stays NULL)."""
    if value is None:
        return None
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def from_json(text: str | None) -> dict[str, Any] | None:
    """Decode a JSON object column; raises ValueError when it is not one."""
    if text is None:
        return None
    try:
        value = json.loads(text)
    except (TypeError, RecursionError) as exc:  # a BLOB/number, or absurd nesting
        raise ValueError(str(exc)) from None
    if not isinstance(value, dict):
        raise ValueError(f"expected a JSON object, found {type(value).__name__}")
    return value


@dataclass(frozen=True, slots=True)
class MoveIn:
    """A move to append to the log: who played it, its notation, its public outcome."""

    seat: int
    user_id: int
    notation: str
    outcome: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class MoveRow:
    """One entry of a game's append-only move log (``n`` counts from 1)."""

    game_id: int
    n: int
    seat: int
    user_id: int
    notation: str
    outcome: dict[str, Any]
    created_at: datetime

    @classmethod
    def from_row(cls, row: Row) -> MoveRow:
        """Decode a ``moves`` row (a damaged outcome decodes as ``{}``)."""
        try:
            outcome = from_json(row["outcome"]) or {}
        except ValueError:
            outcome = {}
        return cls(
            row["game_id"],
            row["n"],
            row["seat"],
            row["user_id"],
            row["notation"],
            outcome,
            _utc_required(row["created_at"]),
        )


@dataclass(frozen=True, slots=True)
class SeatRow:
    """A player's place in a game; ``seat`` is None until the game starts."""

    game_id: int
    seat: int | None
    user_id: int
    joined_at: datetime
    left_at: datetime | None
    status: str

    @classmethod
    def from_row(cls, row: Row) -> SeatRow:
        """Decode a ``seats`` row."""
        return cls(
            row["game_id"],
            row["seat"],
            row["user_id"],
            _utc_required(row["joined_at"]),
            utc_time(row["left_at"]),
            row["status"],
        )


@dataclass(frozen=True, slots=True)
class GameRow:
    """A game as stored: lobby facts, status, and the snapshot (record + version).

    ``record`` is the engine record (``Game.record()``), None before the start;
    ``version`` is the number of moves applied. ``corrupt`` names the JSON
    columns that could not be decoded (they read as None / ``{}`` here);
    :meth:`data.games.GameStore.get_game` raises :class:`data.CorruptRecordError`
    instead of returning such a row.
    """

    id: int
    guild_id: int
    channel_id: int
    thread_id: int | None
    lobby_message_id: int | None
    edition: str
    seats_wanted: int
    options: dict[str, Any]
    creator_id: int
    status: str
    version: int
    record: dict[str, Any] | None
    summary: dict[str, Any]
    current_user_id: int | None
    turn_started_at: datetime | None
    reminded_at: datetime | None
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None
    corrupt: tuple[str, ...] = ()
    #: The game's number in its guild (``#3``): what users see and type (always
    #: read from the row; the default only spares hand-built rows in tests).
    number: int = 0

    @property
    def post_channel_id(self) -> int:
        """Where the game's messages go: its thread, else its channel."""
        return self.thread_id if self.thread_id is not None else self.channel_id

    @classmethod
    def from_row(cls, row: Row) -> GameRow:
        """Decode a ``games`` row, noting (not raising) damaged JSON columns."""
        decoded: dict[str, dict[str, Any] | None] = {}
        corrupt: list[str] = []
        for column in ("options", "record", "summary"):
            try:
                decoded[column] = from_json(row[column])
            except ValueError:
                decoded[column] = None
                corrupt.append(column)
        return cls(
            id=row["id"],
            guild_id=row["guild_id"],
            number=row["number"],
            channel_id=row["channel_id"],
            thread_id=row["thread_id"],
            lobby_message_id=row["lobby_message_id"],
            edition=row["edition"],
            seats_wanted=row["seats_wanted"],
            options=decoded["options"] or {},
            creator_id=row["creator_id"],
            status=row["status"],
            version=row["version"],
            record=decoded["record"],
            summary=decoded["summary"] or {},
            current_user_id=row["current_user_id"],
            turn_started_at=utc_time(row["turn_started_at"]),
            reminded_at=utc_time(row["reminded_at"]),
            created_at=_utc_required(row["created_at"]),
            updated_at=_utc_required(row["updated_at"]),
            finished_at=utc_time(row["finished_at"]),
            corrupt=tuple(corrupt),
        )
