"""A league's seasons: sign-up, entrants, divisions, start, withdrawal and the end.

Found through the league (see :mod:`data.leagues` for the server scoping); facts
only: who entered, in which division, who left. Standings are computed by
:mod:`community.league`.
"""

from __future__ import annotations

from collections.abc import Mapping

from .backend.protocol import Conn
from .errors import NotFoundError
from .leagues import LeagueError, SeasonRow
from .store import Store


class LeagueSeasonStore(Store):
    """Seasons and their entrants."""

    async def league_entrants(self, season_id: int, *, active: bool = True) -> list[int]:
        """The players of a season in sign-up order (only those still in, by default)."""
        sql = "SELECT user_id FROM league_entrants WHERE season_id = ?"
        if active:
            sql += " AND left_at IS NULL"
        rows = await self._all(sql + " ORDER BY joined_at, user_id", (season_id,))
        return [r[0] for r in rows]

    async def join_season(self, season_id: int, user_id: int) -> None:
        async with self._write() as conn:
            await self._season_signup(conn, season_id)
            rows = await conn.execute_fetchall(
                "SELECT 1 FROM league_entrants WHERE season_id = ? AND user_id = ?",
                (season_id, user_id),
            )
            if list(rows):
                raise LeagueError("already")
            await conn.execute(
                "INSERT INTO league_entrants (season_id, user_id, joined_at) VALUES (?, ?, ?)",
                (season_id, user_id, self._now()),
            )

    async def leave_season(self, season_id: int, user_id: int) -> bool:
        """Leave: before the start the entry goes; later the player withdraws.

        Returns True if the season was running (the caller forfeits their games).
        """
        async with self._write() as conn:
            status = await self._season_status(conn, season_id)
            rows = list(await conn.execute_fetchall(
                "SELECT 1 FROM league_entrants WHERE season_id = ? AND user_id = ?"
                " AND left_at IS NULL",
                (season_id, user_id),
            ))  # fmt: skip
            if not rows:
                raise LeagueError("not-entered")
            if status == "signup":
                await conn.execute(
                    "DELETE FROM league_entrants WHERE season_id = ? AND user_id = ?",
                    (season_id, user_id),
                )
                return False
            if status != "running":
                raise LeagueError("not-running")
            await conn.execute(
                "UPDATE league_entrants SET left_at = ? WHERE season_id = ? AND user_id = ?",
                (self._now(), season_id, user_id),
            )
            await conn.execute(
                "UPDATE league_seats SET forfeited = 1 WHERE season_id = ? AND user_id = ?"
                " AND place IS NULL",
                (season_id, user_id),
            )
            return True

    async def start_season(self, season_id: int) -> list[int]:
        """Close sign-up; returns the entrants. Needs at least two."""
        async with self._write() as conn:
            await self._season_signup(conn, season_id)
            rows = await conn.execute_fetchall(
                "SELECT user_id FROM league_entrants WHERE season_id = ?"
                " ORDER BY joined_at, user_id",
                (season_id,),
            )
            players = [r[0] for r in rows]
            if len(players) < 2:
                raise LeagueError("too-few")
            await conn.execute(
                "UPDATE league_seasons SET status = 'running', started_at = ? WHERE id = ?",
                (self._now(), season_id),
            )
        return players

    async def finish_season(self, season_id: int) -> SeasonRow:
        """End the season and open the next one (same league settings) for sign-up."""
        async with self._write() as conn:
            if await self._season_status(conn, season_id) != "running":
                raise LeagueError("not-running")
            now = self._now()
            await conn.execute(
                "UPDATE league_seasons SET status = 'finished', finished_at = ? WHERE id = ?",
                (now, season_id),
            )
            [[league_id, number, seed]] = await conn.execute_fetchall(
                "SELECT league_id, number, seed FROM league_seasons WHERE id = ?", (season_id,)
            )
            [[new_id]] = await conn.execute_fetchall(
                "INSERT INTO league_seasons (league_id, number, seed, created_at)"
                " VALUES (?, ?, ?, ?) RETURNING id",
                (league_id, number + 1, f"{seed}/{number + 1}", now),
            )
        return SeasonRow(new_id, league_id, number + 1, "signup", f"{seed}/{number + 1}")

    async def set_divisions(self, season_id: int, divisions: Mapping[int, int]) -> None:
        """Each entrant's division for the season (player -> division, 1 = top)."""
        async with self._write() as conn:
            await conn.executemany(
                "UPDATE league_entrants SET division = ? WHERE season_id = ? AND user_id = ?",
                [(k, season_id, p) for p, k in divisions.items()],
            )

    async def season_divisions(self, season_id: int) -> list[list[int]]:
        """The season's divisions (top first), each in sign-up order, leavers included."""
        rows = await self._all(
            "SELECT user_id, division FROM league_entrants WHERE season_id = ?"
            " ORDER BY division, joined_at, user_id",
            (season_id,),
        )
        out: dict[int, list[int]] = {}
        for r in rows:
            out.setdefault(r[1], []).append(r[0])
        return [out[k] for k in sorted(out)]

    @staticmethod
    async def _season_status(conn: Conn, season_id: int) -> str:
        rows = list(
            await conn.execute_fetchall(
                "SELECT status FROM league_seasons WHERE id = ?", (season_id,)
            )
        )
        if not rows:
            raise NotFoundError("There is no such league season.")
        return str(rows[0][0])

    async def _season_signup(self, conn: Conn, season_id: int) -> None:
        if await self._season_status(conn, season_id) != "signup":
            raise LeagueError("not-signup")
