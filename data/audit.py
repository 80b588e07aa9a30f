"""Start-up record checks: page through open games, remember damaged ones once.

The "already reported" mark lives in the game's ``summary`` JSON
(``record_damaged_at``): a damaged game cannot commit a move (its record does
not load), so nothing overwrites the mark. A game whose record replayed cleanly
stores the version it was checked at (``verified_version``, migration 0013); the
next start skips it until a move changes its version.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

from .errors import NotFoundError
from .rows import GameRow, from_json, to_json, utc_text, utc_time
from .store import Shards, Store, shard_sql

#: The summary key that records when a game's damaged record was reported.
DAMAGED = "record_damaged_at"
#: The rows of the partial index ``games_unverified`` (migration 0013), written as there.
UNVERIFIED = "status = 'active' AND (verified_version IS NULL OR verified_version <> version)"
#: Nobody holds the game's check (migration 0018), or the holder's lease ran out.
UNHELD = "(verify_claimed_until IS NULL OR verify_claimed_until <= ?)"


class AuditStore(Store):
    """Queries for the start-up verification of stored records."""

    async def active_games_page(self, *, after_id: int = 0, limit: int = 100) -> list[GameRow]:
        """Up to ``limit`` active games with an id above ``after_id``, by id (keyset paging)."""
        rows = await self._all(
            "SELECT * FROM games WHERE status = 'active' AND id > ? ORDER BY id LIMIT ?",
            (after_id, limit),
        )
        return [GameRow.from_row(r) for r in rows]

    async def unverified_games_page(self, *, after_id: int = 0, limit: int = 100) -> list[GameRow]:
        """Like :meth:`active_games_page`, but only games not verified at their current version.

        Served by the partial index ``games_unverified``: the predicate below must stay
        textually the index's, or the planners scan every game instead.
        """
        rows = await self._all(
            "SELECT * FROM games WHERE status = 'active'"
            " AND (verified_version IS NULL OR verified_version <> version)"
            " AND id > ? ORDER BY id LIMIT ?",
            (after_id, limit),
        )
        return [GameRow.from_row(r) for r in rows]

    async def mark_verified(self, versions: Sequence[tuple[int, int]]) -> None:
        """Record that each ``(game id, version)`` replayed cleanly, in one transaction.

        A game that moved since it was read keeps its new version unverified (the
        ``version = ?`` guard), so the next start checks it again.
        """
        if not versions:
            return
        async with self._write() as conn:
            await conn.executemany(
                "UPDATE games SET verified_version = ? WHERE id = ? AND version = ?",
                [(version, game_id, version) for game_id, version in versions],
            )

    async def claim_unverified(
        self, *, after_id: int = 0, limit: int = 10, lease: float = 120.0, shards: Shards = None
    ) -> list[GameRow]:
        """Claim up to ``limit`` games still to verify (id above ``after_id``, on ``shards``'
        servers) that nobody else holds, for ``lease`` seconds; the claimed rows, by id.

        Of several processes each game goes to one (the outer condition is checked again
        on the row PostgreSQL locks, so a concurrent claim of the same rows gets none of
        them). Served by the partial index ``games_unverified``.
        """
        now, until = self._now(), utc_text(self._clock() + timedelta(seconds=lease))
        on_own_shards, params = shard_sql("guild_id", shards)
        async with self._write() as conn:
            claimed = await conn.execute_fetchall(
                claim_sql(on_own_shards), (until, after_id, *params, now, limit, now)
            )
            ids = sorted(int(r[0]) for r in claimed)
            if not ids:
                return []
            marks = ", ".join("?" * len(ids))
            rows = await conn.execute_fetchall(
                f"SELECT * FROM games WHERE id IN ({marks}) ORDER BY id", ids
            )
        return [GameRow.from_row(r) for r in rows]

    async def finish_verifying(
        self, claimed: Sequence[int], clean: Sequence[tuple[int, int]]
    ) -> None:
        """Give back the claims of ``claimed`` and record that each ``(game id, version)``
        of ``clean`` replayed cleanly (as :meth:`mark_verified`), in one transaction."""
        if not claimed and not clean:
            return
        async with self._write() as conn:
            if clean:
                await conn.executemany(
                    "UPDATE games SET verified_version = ? WHERE id = ? AND version = ?",
                    [(version, game_id, version) for game_id, version in clean],
                )
            if claimed:
                marks = ", ".join("?" * len(claimed))
                await conn.execute(
                    f"UPDATE games SET verify_claimed_until = NULL WHERE id IN ({marks})",
                    tuple(claimed),
                )

    async def unverified_held_until(self, *, shards: Shards = None) -> datetime | None:
        """When the last live claim on a game still to verify (on ``shards``' servers) runs
        out; None when nobody else holds one (another process is checking them, or died)."""
        on_own_shards, params = shard_sql("guild_id", shards)
        rows = await self._all(
            f"SELECT MAX(verify_claimed_until) FROM games WHERE {UNVERIFIED}{on_own_shards}"
            " AND verify_claimed_until > ?",
            (*params, self._now()),
        )
        return utc_time(rows[0][0]) if rows else None

    async def open_games_by_guild(self) -> dict[int, int]:
        """How many games each server has in a lobby or being played (for the metrics)."""
        rows = await self._all(
            "SELECT guild_id, COUNT(*) FROM games WHERE status IN ('lobby', 'active') "
            "GROUP BY guild_id",
            (),
        )
        return {int(r[0]): int(r[1]) for r in rows}

    async def mark_record_damaged(self, game_id: int) -> bool:
        """Note that the game's damaged record was reported; False if it already was.

        Raises NotFoundError for an unknown game.
        """
        async with self._write() as conn:
            rows = await conn.execute_fetchall(
                "SELECT summary FROM games WHERE id = ? FOR UPDATE", (game_id,)
            )
            row = rows[0] if rows else None
            if row is None:
                raise NotFoundError(f"There is no game #{game_id}.")
            try:
                summary = from_json(row[0]) or {}
            except ValueError:  # a damaged summary: replace it
                summary = {}
            if summary.get(DAMAGED):
                return False
            summary[DAMAGED] = self._now()
            await conn.execute(
                "UPDATE games SET summary = ? WHERE id = ?", (to_json(summary), game_id)
            )
        return True

    async def unmark_record_damaged(self, game_id: int) -> None:
        """Take back :meth:`mark_record_damaged` (the notice it claimed could not be posted,
        so the next start's check posts it); nothing for an unknown game."""
        async with self._write() as conn:
            rows = await conn.execute_fetchall(
                "SELECT summary FROM games WHERE id = ? FOR UPDATE", (game_id,)
            )
            if not rows:
                return
            try:
                summary = from_json(rows[0][0]) or {}
            except ValueError:
                return
            if summary.pop(DAMAGED, None) is not None:
                await conn.execute(
                    "UPDATE games SET summary = ? WHERE id = ?", (to_json(summary), game_id)
                )


def claim_sql(on_own_shards: str) -> str:
    """The statement of :meth:`AuditStore.claim_unverified` (its plan is tested): the
    parameters are the lease's end, the id to start after, the shards', now, the limit,
    now."""
    return (
        f"UPDATE games SET verify_claimed_until = ? WHERE id IN (SELECT id FROM games"
        f" WHERE {UNVERIFIED} AND id > ?{on_own_shards} AND {UNHELD} ORDER BY id LIMIT ?)"
        f" AND {UNHELD} RETURNING id"
    )


def damage_reported(row: GameRow) -> bool:
    """Whether the game's damaged record was already reported."""
    return bool(row.summary.get(DAMAGED))
