"""Leagues and the list of their seasons (migrations 0005, 0008).

Seasons and their entrants are in :mod:`data.league_seasons`, rounds and tables in
:mod:`data.league_tables`, the tables' games in :mod:`data.league_games`.

Everything is found through the server (``guild_id``): a league of another
server is answered like one that does not exist. The store keeps facts only
(who sat where, which game, which place); league points and standings are
computed from them by :mod:`community.league`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .backend.protocol import Row
from .errors import DataError
from .rows import from_json, to_json
from .store import Store


class LeagueError(DataError):
    """A league action is not possible now.

    ``reason`` is one of ``name-taken``, ``not-signup``, ``already``,
    ``not-entered``, ``too-few``, ``not-running``.
    """

    reason = "league"

    def __init__(self, reason: str) -> None:
        super().__init__(f"League action refused: {reason}", reason=reason)


@dataclass(frozen=True)
class LeagueRow:
    id: int
    guild_id: int
    number: int
    name: str
    edition: str
    per_table: int
    format: str
    rounds: int
    turn_hours: int
    rated: bool
    channel_id: int
    points: dict[int, tuple[int, ...]]
    organiser_id: int
    divisions: int = 1
    division_move: int = 1
    #: False: the league forbids vacations (its games' clocks run while a player is away).
    away: bool = True

    @classmethod
    def from_row(cls, r: Row) -> LeagueRow:
        raw = from_json(r["points"]) or {}
        points = {int(k): tuple(int(v) for v in vs) for k, vs in raw.items()}
        return cls(
            r["id"], r["guild_id"], r["number"], r["name"], r["edition"], r["per_table"],
            r["format"], r["rounds"], r["turn_hours"], bool(r["rated"]), r["channel_id"],
            points, r["organiser_id"], r["divisions"], r["division_move"], bool(r["away"]),
        )  # fmt: skip


@dataclass(frozen=True)
class SeasonRow:
    id: int
    league_id: int
    number: int
    status: str
    seed: str


@dataclass(frozen=True)
class TableRow:
    round: int
    tab: int
    game_id: int | None
    status: str
    players: tuple[int, ...]


class LeagueStore(Store):
    """Leagues and their seasons."""

    async def create_league(
        self,
        guild_id: int,
        *,
        name: str,
        edition: str,
        per_table: int,
        format: str,
        rounds: int,
        channel_id: int,
        organiser_id: int,
        seed: str,
        turn_hours: int = 0,
        rated: bool = False,
        points: Mapping[int, Sequence[int]] | None = None,
        divisions: int = 1,
        division_move: int = 1,
        away: bool = True,
    ) -> LeagueRow:
        """A new league with its first season open for sign-up."""
        now = self._now()
        async with self._write() as conn:
            await self._ensure_guild(conn, guild_id, now)
            taken = await conn.execute_fetchall(
                "SELECT 1 FROM leagues WHERE guild_id = ? AND name = ?", (guild_id, name)
            )
            if list(taken):
                raise LeagueError("name-taken")
            number = await self._next_number(conn, guild_id, "league")
            [[league_id]] = await conn.execute_fetchall(
                "INSERT INTO leagues (guild_id, number, name, edition, per_table, format, rounds,"
                " turn_hours, rated, channel_id, points, organiser_id, created_at, divisions,"
                " division_move, away) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " RETURNING id",
                (guild_id, number, name, edition, per_table, format, rounds, turn_hours,
                 int(rated), channel_id, to_json({str(k): list(v) for k, v in (points or {}).items()}),
                 organiser_id, now, divisions, division_move, int(away)),
            )  # fmt: skip
            await conn.execute(
                "INSERT INTO league_seasons (league_id, number, seed, created_at)"
                " VALUES (?, 1, ?, ?)",
                (league_id, seed, now),
            )
        found = await self.find_league(guild_id, number=number)
        assert found is not None
        return found

    async def find_league(
        self, guild_id: int, *, number: int | None = None, name: str | None = None
    ) -> LeagueRow | None:
        """The league of this server with that number or name, else None."""
        if number is not None:
            row = await self._one(
                "SELECT * FROM leagues WHERE guild_id = ? AND number = ?", (guild_id, number)
            )
        else:
            row = await self._one(
                "SELECT * FROM leagues WHERE guild_id = ? AND name = ?", (guild_id, name)
            )
        return LeagueRow.from_row(row) if row is not None else None

    async def list_leagues(self, guild_id: int) -> list[LeagueRow]:
        rows = await self._all(
            "SELECT * FROM leagues WHERE guild_id = ? ORDER BY number", (guild_id,)
        )
        return [LeagueRow.from_row(r) for r in rows]

    async def league_seasons(self, league_id: int) -> list[SeasonRow]:
        """Every season of the league, oldest first (the last is the current one)."""
        rows = await self._all(
            "SELECT id, league_id, number, status, seed FROM league_seasons"
            " WHERE league_id = ? ORDER BY number",
            (league_id,),
        )
        return [SeasonRow(*r) for r in rows]
