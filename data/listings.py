"""Listings (a user's games, a guild's games, due reminders), display names, solo bests.

Listings never raise on a damaged game: its row comes back with
``GameRow.corrupt`` set (see :mod:`data.rows`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime

from .errors import NotFoundError
from .rows import GAME_STATUSES, GameRow, utc_text
from .store import Store

#: Display names are cut to this length (Discord's own limit is 32).
MAX_NAME = 64


def _placeholders(statuses: Sequence[str]) -> str:
    """Validated statuses and the matching ``IN (?, ...)`` placeholders."""
    bad = [s for s in statuses if s not in GAME_STATUSES]
    if bad or not statuses:
        raise ValueError(f"statuses must be a non-empty subset of {GAME_STATUSES}, got {statuses}")
    return ", ".join("?" * len(statuses))


#: Ids per ``IN (...)`` list: well under SQLite's and PostgreSQL's parameter limits.
_IN_CHUNK = 500


def _limit(limit: int | None) -> str:
    """A LIMIT clause, or none (portable: no ``LIMIT -1``)."""
    return "" if limit is None else " LIMIT ?"


def _limit_params(limit: int | None) -> tuple[int, ...]:
    return () if limit is None else (limit,)


#: Games with a clock are reminded and timed out by the clock scheduler (data/clocks.py).
_NO_CLOCK = (
    " AND NOT EXISTS (SELECT 1 FROM game_clocks c WHERE c.game_id = games.id AND c.kind <> 'none')"
)


class ListingStore(Store):
    """Read-mostly queries for menus, background jobs and leaderboards."""

    async def games_of_user(
        self,
        user_id: int,
        *,
        guild_id: int | None = None,
        statuses: Sequence[str] = ("lobby", "active"),
        limit: int | None = None,
    ) -> list[GameRow]:
        """Games in which ``user_id`` holds a seat (not resigned/removed/timed out).

        Games where it is the user's turn come first, then the others by last
        activity (newest first). Optionally only in one guild, at most ``limit``.
        """
        marks = _placeholders(statuses)
        where_guild, guild_params = (
            ("AND g.guild_id = ?", (guild_id,)) if guild_id is not None else ("", ())
        )
        sql = (
            "SELECT g.* FROM seats s JOIN games g ON g.id = s.game_id"
            f" WHERE s.user_id = ? AND s.status = 'seated' AND g.status IN ({marks}) {where_guild}"
            " ORDER BY CASE WHEN g.status = 'active' AND g.current_user_id = ? THEN 0 ELSE 1 END,"
            " g.updated_at DESC, g.id DESC" + _limit(limit)
        )
        params = (user_id, *statuses, *guild_params, user_id, *_limit_params(limit))
        return [GameRow.from_row(r) for r in await self._all(sql, params)]

    async def games_in_guild(
        self,
        guild_id: int,
        *,
        statuses: Sequence[str] = ("lobby",),
        channel_id: int | None = None,
        limit: int | None = 25,
    ) -> list[GameRow]:
        """A guild's games (default: open lobbies), newest activity first."""
        marks = _placeholders(statuses)
        where_channel, channel_params = (
            ("AND channel_id = ?", (channel_id,)) if channel_id is not None else ("", ())
        )
        sql = (
            f"SELECT * FROM games WHERE guild_id = ? AND status IN ({marks}) {where_channel}"
            " ORDER BY updated_at DESC, id DESC" + _limit(limit)
        )
        params = (guild_id, *statuses, *channel_params, *_limit_params(limit))
        return [GameRow.from_row(r) for r in await self._all(sql, params)]

    async def due_reminders(self, *, older_than: datetime) -> list[GameRow]:
        """Active games without a clock whose current turn started before
        ``older_than`` and whose player has not been reminded since; oldest turn first.

        Raises ValueError for a naive datetime.
        """
        rows = await self._all(
            "SELECT * FROM games WHERE status = 'active' AND turn_started_at < ?"
            " AND current_user_id IS NOT NULL"
            " AND (reminded_at IS NULL OR reminded_at < turn_started_at)"
            " AND NOT EXISTS (SELECT 1 FROM computer_seats c WHERE c.game_id = games.id"
            " AND c.user_id = games.current_user_id)" + _NO_CLOCK + " ORDER BY turn_started_at, id",
            (utc_text(older_than),),
        )
        return [GameRow.from_row(r) for r in rows]

    async def overdue_turns(self, *, older_than: datetime) -> list[GameRow]:
        """Active games without a clock whose turn started before ``older_than`` (the player
        to act has run out of time); oldest turn first. Raises ValueError for a
        naive datetime.
        """
        rows = await self._all(
            "SELECT * FROM games WHERE status = 'active' AND turn_started_at < ?"
            " AND current_user_id IS NOT NULL"
            " AND NOT EXISTS (SELECT 1 FROM computer_seats c WHERE c.game_id = games.id"
            " AND c.user_id = games.current_user_id)" + _NO_CLOCK + " ORDER BY turn_started_at, id",
            (utc_text(older_than),),
        )
        return [GameRow.from_row(r) for r in rows]

    async def claim_reminder(self, game_id: int, user_id: int, *, older_than: datetime) -> bool:
        """Claim the reminder of ``user_id``'s turn in ``game_id`` before sending it: True
        for exactly one caller (of any process) while that turn, begun before
        ``older_than``, was not reminded yet; False once claimed or the turn moved on."""
        async with self._write() as conn:
            cursor = await conn.execute(
                "UPDATE games SET reminded_at = ? WHERE id = ? AND status = 'active'"
                " AND current_user_id = ? AND turn_started_at < ?"
                " AND (reminded_at IS NULL OR reminded_at < turn_started_at)",
                (self._now(), game_id, user_id, utc_text(older_than)),
            )
            return cursor.rowcount == 1

    async def release_reminder(self, game_id: int) -> None:
        """Give back a claimed reminder that could not be sent (the next sweep retries)."""
        async with self._write() as conn:
            await conn.execute("UPDATE games SET reminded_at = NULL WHERE id = ?", (game_id,))

    async def mark_reminded(self, game_id: int) -> None:
        """Note that the player to act was just reminded; raises NotFoundError."""
        async with self._write() as conn:
            cursor = await conn.execute(
                "UPDATE games SET reminded_at = ? WHERE id = ?", (self._now(), game_id)
            )
            if cursor.rowcount != 1:
                raise NotFoundError(f"There is no game #{game_id}.")

    # ----- display names -------------------------------------------------------------
    async def remember_name(self, user_id: int, name: str) -> None:
        """Remember a user's display name (written only when it changed)."""
        name = name.strip()[:MAX_NAME] or str(user_id)
        async with self._write() as conn:
            await conn.execute(
                "INSERT INTO user_names (user_id, name, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET name = excluded.name,"
                " updated_at = excluded.updated_at WHERE user_names.name <> excluded.name",
                (user_id, name, self._now()),
            )

    async def names(self, user_ids: Iterable[int]) -> dict[int, str]:
        """The remembered display names of these users (unknown ones are left out)."""
        wanted = sorted(set(user_ids))
        out: dict[int, str] = {}
        for start in range(0, len(wanted), _IN_CHUNK):
            chunk = wanted[start : start + _IN_CHUNK]
            rows = await self._all(
                "SELECT user_id, name FROM user_names"
                f" WHERE user_id IN ({', '.join('?' * len(chunk))})",
                tuple(chunk),
            )
            out.update({int(r[0]): str(r[1]) for r in rows})
        return out

    # ----- solo ----------------------------------------------------------------------
    async def record_solo(
        self, *, guild_id: int, user_id: int, edition: str, score: int, game_id: int
    ) -> bool:
        """Record a finished solo score; True if it beats the user's best (ties do not)."""
        now = self._now()
        async with self._write() as conn:
            await self._ensure_guild(conn, guild_id, now)
            cursor = await conn.execute(
                "INSERT INTO solo_bests (guild_id, user_id, edition, score, game_id, achieved_at)"
                " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, user_id, edition) DO UPDATE"
                " SET score = excluded.score, game_id = excluded.game_id,"
                " achieved_at = excluded.achieved_at WHERE excluded.score > solo_bests.score",
                (guild_id, user_id, edition, score, game_id, now),
            )
            return cursor.rowcount == 1

    async def solo_best(self, guild_id: int, user_id: int, edition: str) -> int | None:
        """The user's best solo score in this guild and edition, if any."""
        row = await self._one(
            "SELECT score FROM solo_bests WHERE guild_id = ? AND user_id = ? AND edition = ?",
            (guild_id, user_id, edition),
        )
        return None if row is None else int(row[0])

    async def solo_leaderboard(
        self, guild_id: int, edition: str, limit: int = 10
    ) -> list[tuple[int, int]]:
        """(user_id, best score), best first; on a tie, who got there first."""
        rows = await self._all(
            "SELECT user_id, score FROM solo_bests WHERE guild_id = ? AND edition = ?"
            " ORDER BY score DESC, achieved_at, user_id LIMIT ?",
            (guild_id, edition, limit),
        )
        return [(int(r[0]), int(r[1])) for r in rows]
