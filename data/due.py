"""Due events of running turns, as the scheduler reads and marks them;
and the queries of /genial next and the open-games limit."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from .backend.protocol import Row
from .claims import LEASE_SECONDS
from .errors import NotFoundError
from .rows import GameRow, utc_text, utc_time
from .store import OPEN_GAMES_SQL, Shards, Store, shard_sql

#: When an event not yet done is due again: its due time, or the end of a live claim's
#: lease if later. Written exactly as the expression index ``due_events_wake`` (migration
#: 0017) is, so that both planners read the index instead of every open event.
WAKE_AT = "(CASE WHEN claimed_until > due_at THEN claimed_until ELSE due_at END)"


@dataclass(frozen=True)
class DueEvent:
    """An event of a running turn: ``half``, ``tenth``, ``last-warning`` or ``timeout``."""

    game_id: int
    turn: str  # the turn's start as stored (part of the key)
    kind: str
    seat: int
    user_id: int
    due_at: datetime


class DueStore(Store):
    """Reading and marking due events; games waiting for a player."""

    async def longest_waiting(self, guild_id: int, user_id: int) -> GameRow | None:
        """The user's active game on this server whose turn has waited longest for them."""
        row = await self._one(
            "SELECT * FROM games WHERE guild_id = ? AND status = 'active'"
            " AND current_user_id = ? ORDER BY turn_started_at, id LIMIT 1",
            (guild_id, user_id),
        )
        return None if row is None else GameRow.from_row(row)

    async def open_games_of(self, guild_id: int, user_id: int) -> int:
        """How many lobby or active games the user sits in on this server."""
        row = await self._one(OPEN_GAMES_SQL, (user_id, guild_id))
        return int(row[0]) if row is not None else 0

    # ----- the scheduler's side ----------------------------------------------------------
    async def due_until(self, moment: datetime, *, shards: Shards = None) -> list[DueEvent]:
        """Events not yet done and not held by a live claim that are due at or before
        ``moment``, oldest first (of the games of ``shards``' servers only, when given)."""
        on_shards, params = shard_sql("g.guild_id", shards)
        # The wake time is at or before ``moment`` (an index range); the claim test then
        # holds the lease to the database clock, as claim_event does.
        rows = await self._all(
            "SELECT d.game_id, d.turn_started_at, d.kind, d.seat, d.user_id, d.due_at"
            " FROM due_events d JOIN games g ON g.id = d.game_id"
            f" WHERE d.done_at IS NULL AND {WAKE_AT} <= ?"
            " AND (d.claimed_until IS NULL OR d.claimed_until <= ?)"
            + on_shards
            + f" ORDER BY {WAKE_AT}",
            (utc_text(moment), self._now(), *params),
        )
        return [_event(r) for r in rows]

    async def next_due_at(self, *, shards: Shards = None) -> datetime | None:
        """When the next event not yet done is due (None: nothing is planned); an event
        claimed by a process is due again when that claim's lease ends. Of the games of
        ``shards``' servers only, when given."""
        on_shards, params = shard_sql("g.guild_id", shards)
        # The first entry of the wake index (of our shards: the first few), not a MIN over
        # a join, which neither planner serves from an index.
        row = await self._one(
            f"SELECT {WAKE_AT} FROM due_events d JOIN games g ON g.id = d.game_id"
            " WHERE d.done_at IS NULL" + on_shards + f" ORDER BY {WAKE_AT} LIMIT 1",
            params,
        )
        return utc_time(row[0]) if row is not None else None

    async def claim_event(self, event: DueEvent, *, lease: float = LEASE_SECONDS) -> bool:
        """Claim ``event`` for ``lease`` seconds before acting on it: True for exactly one
        caller (of any process) while it is not done and no live claim holds it. A claim
        not finished (:meth:`finish_event`) before its lease ends makes the event due
        again: a process that died between claim and act is retried, not lost."""
        until = utc_text(self._clock() + timedelta(seconds=lease))
        async with self._write() as conn:
            cursor = await conn.execute(
                "UPDATE due_events SET claimed_until = ? WHERE game_id = ?"
                " AND turn_started_at = ? AND user_id = ? AND kind = ? AND done_at IS NULL"
                " AND (claimed_until IS NULL OR claimed_until <= ?)",
                (until, event.game_id, event.turn, event.user_id, event.kind, self._now()),
            )
            return cursor.rowcount == 1

    async def finish_event(self, event: DueEvent) -> None:
        """Mark ``event`` done (acted on, or dropped): it is never acted on again."""
        async with self._write() as conn:
            await conn.execute(
                "UPDATE due_events SET done_at = ? WHERE game_id = ? AND turn_started_at = ?"
                " AND user_id = ? AND kind = ? AND done_at IS NULL",
                (self._now(), event.game_id, event.turn, event.user_id, event.kind),
            )

    async def release_event(self, event: DueEvent) -> None:
        """Undo :meth:`claim_event` (and :meth:`finish_event`): the action failed and
        should be tried again at once."""
        async with self._write() as conn:
            await conn.execute(
                "UPDATE due_events SET done_at = NULL, claimed_until = NULL WHERE game_id = ?"
                " AND turn_started_at = ? AND user_id = ? AND kind = ?",
                (event.game_id, event.turn, event.user_id, event.kind),
            )

    async def events_of(self, game_id: int) -> list[tuple[str, datetime, bool]]:
        """The game's planned events (kind, due, done), for display and tests."""
        rows = await self._all(
            "SELECT kind, due_at, done_at FROM due_events WHERE game_id = ?"
            " ORDER BY turn_started_at, due_at",
            (game_id,),
        )
        out = []
        for kind, due, done in rows:
            at = utc_time(due)
            assert at is not None
            out.append((kind, at, done is not None))
        return out


def _event(row: Row) -> DueEvent:
    game_id, turn, kind, seat, user, due = row[:6]
    at = utc_time(str(due))
    if at is None:
        raise NotFoundError("a due event without a time")
    return DueEvent(int(str(game_id)), str(turn), str(kind), int(str(seat)), int(str(user)), at)
