"""The daily deal's rows (migration 0021): the secret, each server's days, each player's
attempt. Days are ``YYYY-MM-DD`` in the server's time zone (``community.daily``)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .backend import Row
from .errors import StaleVersionError
from .rows import from_json, to_json
from .store import Shards, Store, shard_sql


@dataclass(frozen=True)
class DailyPlay:
    """One player's attempt at one day's deal."""

    guild_id: int
    day: str
    user_id: int
    edition: str
    record: dict[str, Any]
    version: int
    score: int | None
    colours: tuple[tuple[str, int], ...]
    channel_id: int | None

    @property
    def finished(self) -> bool:
        return self.score is not None

    @classmethod
    def from_row(cls, row: Row) -> DailyPlay:
        return cls(
            guild_id=int(row["guild_id"]),
            day=str(row["day"]),
            user_id=int(row["user_id"]),
            edition=str(row["edition"]),
            record=from_json(row["record"]) or {},
            version=int(row["version"]),
            score=None if row["score"] is None else int(row["score"]),
            colours=tuple((str(c), int(v)) for c, v in json.loads(row["colours"] or "[]")),
            channel_id=None if row["channel_id"] is None else int(row["channel_id"]),
        )


@dataclass(frozen=True)
class DailyDay:
    """A server's day on which someone played."""

    guild_id: int
    day: str
    edition: str
    channel_id: int | None
    computer_score: int | None
    closed: bool


def _day(row: Row) -> DailyDay:
    channel = row["channel_id"]
    score = row["computer_score"]
    return DailyDay(
        int(row["guild_id"]),
        str(row["day"]),
        str(row["edition"]),
        None if channel is None else int(channel),
        None if score is None else int(score),
        row["closed_at"] is not None,
    )


class DailyStore(Store):
    """The daily deal's secret, days and attempts."""

    async def daily_secret(self, fresh: str) -> str:
        """The stored secret; ``fresh`` is stored first when there is none (of several
        processes asking at once, one value wins and every one gets it)."""
        async with self._write() as conn:
            await conn.execute(
                "INSERT INTO daily_secret (id, secret) VALUES (1, ?) ON CONFLICT (id) DO NOTHING",
                (fresh,),
            )
            rows = list(await conn.execute_fetchall("SELECT secret FROM daily_secret WHERE id = 1"))
        return str(rows[0]["secret"])

    async def start_daily(
        self,
        guild_id: int,
        day: str,
        user_id: int,
        edition: str,
        record: dict[str, Any],
        channel_id: int | None,
    ) -> DailyPlay:
        """The player's attempt at the day's deal: made now with ``record`` (the deal as
        dealt) unless it exists already (then it is returned as it is: one attempt a day)."""
        now = self._now()
        async with self._write() as conn:
            await conn.execute(
                "INSERT INTO daily_days (guild_id, day, edition, channel_id) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (guild_id, day) DO NOTHING",
                (guild_id, day, edition, channel_id),
            )
            await conn.execute(
                "INSERT INTO daily_plays (guild_id, day, user_id, edition, record, channel_id,"
                " started_at) VALUES (?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (guild_id, day, user_id) DO NOTHING",
                (guild_id, day, user_id, edition, to_json(record), channel_id, now),
            )
            rows = list(
                await conn.execute_fetchall(
                    "SELECT * FROM daily_plays WHERE guild_id = ? AND day = ? AND user_id = ?",
                    (guild_id, day, user_id),
                )
            )
        return DailyPlay.from_row(rows[0])

    async def daily_play(self, guild_id: int, day: str, user_id: int) -> DailyPlay | None:
        """The player's attempt at that day's deal, if they started it."""
        row = await self._one(
            "SELECT * FROM daily_plays WHERE guild_id = ? AND day = ? AND user_id = ?",
            (guild_id, day, user_id),
        )
        return None if row is None else DailyPlay.from_row(row)

    async def save_daily(
        self,
        play: DailyPlay,
        record: dict[str, Any],
        version: int,
        *,
        score: int | None = None,
        colours: tuple[tuple[str, int], ...] = (),
    ) -> None:
        """Store the attempt after a move made on ``play.version``; ``score`` finishes it.
        Raises StaleVersionError when the attempt moved on (or finished) meanwhile."""
        async with self._write() as conn:
            cursor = await conn.execute(
                "UPDATE daily_plays SET record = ?, version = ?, score = ?, colours = ?,"
                " finished_at = ? WHERE guild_id = ? AND day = ? AND user_id = ?"
                " AND version = ? AND score IS NULL",
                (
                    to_json(record),
                    version,
                    score,
                    json.dumps([list(c) for c in colours]) if score is not None else None,
                    self._now() if score is not None else None,
                    play.guild_id,
                    play.day,
                    play.user_id,
                    play.version,
                ),
            )
            if cursor.rowcount != 1:
                raise StaleVersionError("This daily deal has changed: open it again.")

    async def daily_results(self, guild_id: int, first: str, last: str) -> list[DailyPlay]:
        """The finished attempts of the days ``first``..``last``, best first (earlier
        finishers first among equal scores)."""
        rows = await self._all(
            "SELECT * FROM daily_plays WHERE guild_id = ? AND day >= ? AND day <= ?"
            " AND score IS NOT NULL ORDER BY score DESC, finished_at, user_id",
            (guild_id, first, last),
        )
        return [DailyPlay.from_row(r) for r in rows]

    async def daily_days_played(self, guild_id: int, user_id: int) -> list[str]:
        """The days whose deal the player finished here, oldest first."""
        rows = await self._all(
            "SELECT day FROM daily_plays WHERE guild_id = ? AND user_id = ?"
            " AND score IS NOT NULL ORDER BY day",
            (guild_id, user_id),
        )
        return [str(r["day"]) for r in rows]

    async def daily_day(self, guild_id: int, day: str) -> DailyDay | None:
        """The server's day, if anyone played it."""
        row = await self._one(
            "SELECT * FROM daily_days WHERE guild_id = ? AND day = ?", (guild_id, day)
        )
        return None if row is None else _day(row)

    async def open_daily_days(self, before: str, shards: Shards = None) -> list[DailyDay]:
        """Days before ``before`` whose end-of-day post is not made yet (of the servers on
        ``shards``), oldest first."""
        on_own_shards, params = shard_sql("guild_id", shards)
        rows = await self._all(
            "SELECT * FROM daily_days WHERE closed_at IS NULL AND day < ?"
            + on_own_shards
            + " ORDER BY day, guild_id",
            (before, *params),
        )
        return [_day(r) for r in rows]

    async def set_daily_computer(self, guild_id: int, day: str, score: int) -> None:
        """The strong computer's result on the day's deal."""
        async with self._write() as conn:
            await conn.execute(
                "UPDATE daily_days SET computer_score = ? WHERE guild_id = ? AND day = ?",
                (score, guild_id, day),
            )

    async def close_daily_day(self, guild_id: int, day: str) -> None:
        """The day's end-of-day post is made."""
        async with self._write() as conn:
            await conn.execute(
                "UPDATE daily_days SET closed_at = ? WHERE guild_id = ? AND day = ?",
                (self._now(), guild_id, day),
            )
