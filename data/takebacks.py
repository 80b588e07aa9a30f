"""Takebacks: a request to take back one's last turn, the opponents' answers,
and setting a game back by whole turns.

A takeback sets the snapshot back to an earlier version and removes the moves above it
from the log in ONE transaction (the log's trigger lets only moves above the game's
version go), with the usual ``version`` check, so a move made meanwhile wins over the
takeback (or the other way round), never both. The outbox rows of the removed
versions are set aside and the latest-post pointer goes, so the game's next move is
announced as new.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .errors import StaleVersionError
from .rows import to_json
from .store import Store


@dataclass(frozen=True, slots=True)
class Takeback:
    """An open takeback request."""

    game_id: int
    version: int
    asker_id: int
    accepted: tuple[int, ...]


class TakebackStore(Store):
    """Takeback requests and the set-back itself."""

    async def ask_takeback(self, game_id: int, version: int, asker_id: int) -> bool:
        """Open a request (False if one is open for this game already, at any version)."""
        async with self._write() as conn:
            await conn.execute(
                "DELETE FROM takebacks WHERE game_id = ? AND version <> ?", (game_id, version)
            )
            rows = await conn.execute_fetchall(
                "INSERT INTO takebacks (game_id, version, asker_id, created_at)"
                " VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING game_id",
                (game_id, version, asker_id, self._now()),
            )
            return bool(list(rows))

    async def takeback(self, game_id: int) -> Takeback | None:
        """The game's open request, or None."""
        row = await self._one("SELECT * FROM takebacks WHERE game_id = ?", (game_id,))
        if row is None:
            return None
        return Takeback(
            game_id,
            int(row["version"]),
            int(row["asker_id"]),
            tuple(int(u) for u in json.loads(str(row["accepted"]))),
        )

    async def accept_takeback(self, game_id: int, version: int, user_id: int) -> Takeback | None:
        """Record ``user_id``'s acceptance; the request as it is now (None if there is no
        open request about ``version``)."""
        async with self._write() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT accepted FROM takebacks WHERE game_id = ? AND version = ? FOR UPDATE",
                    (game_id, version),
                )
            )
            if not rows:
                return None
            accepted = [int(u) for u in json.loads(str(rows[0][0]))]
            if user_id not in accepted:
                accepted.append(user_id)
            await conn.execute(
                "UPDATE takebacks SET accepted = ? WHERE game_id = ?",
                (json.dumps(accepted), game_id),
            )
        return await self.takeback(game_id)

    async def drop_takeback(self, game_id: int) -> bool:
        """Close the game's request (refused, done or stale); False if none was open."""
        async with self._write() as conn:
            cursor = await conn.execute("DELETE FROM takebacks WHERE game_id = ?", (game_id,))
            return bool(cursor.rowcount)

    async def set_back(
        self,
        game_id: int,
        *,
        expected_version: int,
        to_version: int,
        record: Mapping[str, Any],
        summary: Mapping[str, Any],
        current_user_id: int | None,
    ) -> None:
        """Set an active game back to ``to_version`` (``record``: its record then) and
        close its takeback request. Raises StaleVersionError when the game is no longer
        active at ``expected_version`` (nothing written)."""
        moves = record.get("moves")
        if not isinstance(moves, list) or len(moves) != to_version or to_version < 0:
            raise ValueError("record must hold exactly to_version moves")
        if to_version >= expected_version:
            raise ValueError("a takeback goes back")
        now = self._now()
        async with self._write() as conn:
            cursor = await conn.execute(
                "UPDATE games SET version = ?, record = ?, summary = ?, current_user_id = ?,"
                " turn_started_at = ?, reminded_at = NULL, updated_at = ?"
                " WHERE id = ? AND version = ? AND status = 'active'",
                (
                    to_version,
                    to_json(record),
                    to_json(summary),
                    current_user_id,
                    now,
                    now,
                    game_id,
                    expected_version,
                ),
            )
            if cursor.rowcount != 1:
                raise StaleVersionError("The game has changed meanwhile.")
            await conn.execute(
                "DELETE FROM moves WHERE game_id = ? AND n > ?", (game_id, to_version)
            )
            # The removed versions' outbox rows stay (their ids are the nonces of posts
            # made: a reused id would make Discord hand back the old post) but leave the
            # key (game, kind, version) free for the moves that come next.
            await conn.execute(
                "UPDATE deliveries SET kind = 'undone:' || CAST(id AS TEXT), state = 'undone'"
                " WHERE game_id = ? AND version > ? AND kind IN ('turn', 'lobby')",
                (game_id, to_version),
            )
            await conn.execute("DELETE FROM game_posts WHERE game_id = ?", (game_id,))
            await conn.execute("DELETE FROM takebacks WHERE game_id = ?", (game_id,))
