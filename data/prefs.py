"""Players' notification settings and vacations.

Settings are per user (how they like to hear from the bot is the same on every
server); vacations are per server, as the yearly allowance is the server's.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, time

from community.away import Away
from community.quiet import QuietHours

from .backend.protocol import Conn, Row
from .rows import utc_text, utc_time
from .store import Store

NOTIFY = ("mention", "dm", "none")


@dataclass(frozen=True)
class UserPrefs:
    """How a player hears that it is their turn, and when not."""

    notify: str = "mention"
    reminders: bool = True
    quiet_start: time | None = None
    quiet_end: time | None = None
    time_zone: str = "UTC"
    #: A direct message failed (the user blocks them): mention instead until reset.
    dm_failed: bool = False

    def quiet(self) -> QuietHours | None:
        """The quiet hours, or None when there are none (or the zone is unknown)."""
        if self.quiet_start is None or self.quiet_end is None:
            return None
        try:
            hours = QuietHours(self.quiet_start, self.quiet_end, self.time_zone)
        except ValueError:
            return None
        return None if hours.empty else hours

    @classmethod
    def from_row(cls, row: Row | None) -> UserPrefs:
        if row is None:
            return cls()
        return cls(
            notify=row["notify"],
            reminders=bool(row["reminders"]),
            quiet_start=_time(row["quiet_start"]),
            quiet_end=_time(row["quiet_end"]),
            time_zone=row["time_zone"],
            dm_failed=bool(row["dm_failed"]),
        )


def _time(text: str | None) -> time | None:
    try:
        return None if text is None else time.fromisoformat(text)
    except ValueError:
        return None


def _text(value: time | None) -> str | None:
    return None if value is None else value.strftime("%H:%M")


_SAVE_SQL = """
INSERT INTO user_settings
    (user_id, notify, reminders, quiet_start, quiet_end, time_zone, dm_failed, updated_at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (user_id) DO UPDATE SET
    notify = excluded.notify, reminders = excluded.reminders,
    quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end,
    time_zone = excluded.time_zone, dm_failed = excluded.dm_failed,
    updated_at = excluded.updated_at
"""


class PrefStore(Store):
    """User settings and vacations."""

    async def user_prefs(self, user_id: int) -> UserPrefs:
        """The user's settings (defaults when never set)."""
        return UserPrefs.from_row(
            await self._one("SELECT * FROM user_settings WHERE user_id = ?", (user_id,))
        )

    async def set_user_prefs(self, user_id: int, prefs: UserPrefs) -> None:
        """Store the user's settings; raises ValueError for an unknown ``notify``."""
        if prefs.notify not in NOTIFY:
            raise ValueError(f"unknown notify {prefs.notify!r}")
        params = (
            user_id,
            prefs.notify,
            int(prefs.reminders),
            _text(prefs.quiet_start),
            _text(prefs.quiet_end),
            prefs.time_zone,
            int(prefs.dm_failed),
            self._now(),
        )
        async with self._write() as conn:
            await conn.execute(_SAVE_SQL, params)

    async def set_dm_failed(self, user_id: int, failed: bool = True) -> None:
        """Remember that a direct message to the user failed (or works again)."""
        current = await self.user_prefs(user_id)
        if current.dm_failed != failed:
            await self.set_user_prefs(user_id, replace(current, dm_failed=failed))

    async def vacations(self, guild_id: int, user_id: int) -> list[Away]:
        """The user's vacations on this server, oldest first."""
        async with self._read() as conn:
            return await aways_in(conn, guild_id, user_id)

    async def add_vacation(self, guild_id: int, user_id: int, away: Away) -> None:
        """Record a vacation (checked by ``community.away.start_away`` first)."""
        async with self._write() as conn:
            await conn.execute(
                "INSERT INTO vacations (guild_id, user_id, starts_at, ends_at, created_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (guild_id, user_id, utc_text(away.start), utc_text(away.end), self._now()),
            )

    async def end_vacation(self, guild_id: int, user_id: int, now: datetime) -> bool:
        """End the user's running vacation at ``now``; False if none runs."""
        async with self._write() as conn:
            return await end_away_in(conn, guild_id, user_id, utc_text(now))


async def aways_in(conn: Conn, guild_id: int, user_id: int) -> list[Away]:
    """The user's vacations on this server, inside a transaction (clocks use it too)."""
    rows = await conn.execute_fetchall(
        "SELECT starts_at, ends_at FROM vacations WHERE guild_id = ? AND user_id = ?"
        " ORDER BY starts_at",
        (guild_id, user_id),
    )
    out = []
    for start, end in rows:
        s, e = utc_time(start), utc_time(end)
        if s is not None and e is not None and e >= s:
            out.append(Away(s, e))
    return out


async def end_away_in(conn: Conn, guild_id: int, user_id: int, now: str) -> bool:
    """End the user's running vacation at ``now``, inside a transaction."""
    cursor = await conn.execute(
        "UPDATE vacations SET ends_at = ? WHERE guild_id = ? AND user_id = ?"
        " AND starts_at <= ? AND ends_at > ?",
        (now, guild_id, user_id, now, now),
    )
    return cursor.rowcount > 0
