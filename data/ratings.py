"""Ratings: the rated/casual choice, results, the history of changes, current ratings.

What a game does to ratings is computed by :mod:`community.ratings`; this
module stores it. Each pool (a server's edition) is a function of its results
in the order they were applied (``rating_games.seq``): :meth:`record_result`
applies one more, :meth:`set_excluded` takes a game out (or back in) and
rebuilds the pool from its results, writing exactly what the incremental path
would have written.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime

from community.ratings import (
    PROVISIONAL_GAMES,
    Change,
    Ledger,
    Rating,
    Result,
    rebuild,
)

from .backend.protocol import Conn, Row
from .errors import NotFoundError
from .rating_results import results as _results
from .rating_results import teams_of as _teams_of
from .rows import _utc_required
from .store import Store

_POOL_RESULTS_SQL = """
SELECT r.game_id, r.user_id, r.place, r.team, g.finished_at FROM rating_results r
JOIN rating_games rg ON rg.game_id = r.game_id
JOIN games g ON g.id = r.game_id
WHERE g.guild_id = ? AND COALESCE(rg.pool, g.edition) = ? AND rg.seq IS NOT NULL
AND NOT rg.excluded
ORDER BY rg.seq, r.user_id
"""

_INSERT_CHANGE_SQL = (
    "INSERT INTO rating_changes (game_id, user_id, mu_before, sigma_before, games_before,"
    " mu_after, sigma_after) VALUES (?, ?, ?, ?, ?, ?, ?)"
)

_UPSERT_RATING_SQL = """
INSERT INTO ratings (guild_id, edition, user_id, mu, sigma, shown, games, wins, last_played)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (guild_id, edition, user_id) DO UPDATE SET
    mu = excluded.mu, sigma = excluded.sigma, shown = excluded.shown, games = excluded.games,
    wins = excluded.wins, last_played = excluded.last_played
"""


@dataclass(frozen=True, slots=True)
class RatingRow:
    """A player's current rating in one server and edition, with the leaderboard's counts."""

    guild_id: int
    edition: str
    user_id: int
    mu: float
    sigma: float
    shown: int
    games: int
    wins: int
    last_played: datetime

    @property
    def rating(self) -> Rating:
        return Rating(self.mu, self.sigma, self.games)

    @property
    def provisional(self) -> bool:
        return self.rating.provisional

    @classmethod
    def from_row(cls, row: Row) -> RatingRow:
        return cls(
            int(row["guild_id"]),
            str(row["edition"]),
            int(row["user_id"]),
            float(row["mu"]),
            float(row["sigma"]),
            int(row["shown"]),
            int(row["games"]),
            int(row["wins"]),
            _utc_required(row["last_played"]),
        )


@dataclass(frozen=True, slots=True)
class HistoryPoint:
    """One counted game in a player's rating history."""

    game_id: int
    shown_before: int
    shown_after: int
    place: int
    at: datetime


def _change(row: Row) -> Change:
    before = Rating(row["mu_before"], row["sigma_before"], row["games_before"])
    after = Rating(row["mu_after"], row["sigma_after"], row["games_before"] + 1)
    return Change(row["game_id"], row["user_id"], row["place"], before, after)


class RatingStore(Store):
    """Rated games, their results and the ratings they make."""

    async def set_rated(self, game_id: int, rated: bool) -> None:
        """Record the choice made at ``/genial new`` (before the game ends)."""
        async with self._write() as conn:
            await conn.execute(
                "INSERT INTO rating_games (game_id, rated) VALUES (?, ?)"
                " ON CONFLICT (game_id) DO UPDATE SET rated = excluded.rated"
                " WHERE rating_games.seq IS NULL",
                (game_id, bool(rated)),
            )

    async def is_rated(self, game_id: int) -> bool:
        """Whether the game was opened as rated (games without a choice are casual)."""
        row = await self._one("SELECT rated FROM rating_games WHERE game_id = ?", (game_id,))
        return bool(row and row["rated"])

    async def record_result(
        self,
        game_id: int,
        places: Mapping[int, int],
        *,
        teams: Mapping[int, int] | None = None,
        pool: str | None = None,
    ) -> list[Change]:
        """Apply a finished rated game's result ``{user: place}`` once; its changes.

        ``teams``: each player's team in a game in teams (``{user: team}``), rated as
        teams; ``pool``: the pool it counts in (None: its edition's, see migration 0026).
        Idempotent: a result already applied is not applied again, and its
        stored changes come back. A casual game (or one without a choice)
        gives ``[]``; so does an excluded game.
        """
        teams = dict(teams or {})
        async with self._write() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT rg.rated, rg.excluded, rg.seq, g.guild_id, g.edition, g.finished_at"
                    " FROM rating_games rg JOIN games g ON g.id = rg.game_id"
                    " WHERE rg.game_id = ? FOR UPDATE",
                    (game_id,),
                )
            )
            if not rows or not rows[0]["rated"]:
                return []
            info = rows[0]
            if info["seq"] is None:
                seq = await self._next_number(conn, 0, "rating_seq")
                await conn.execute(
                    "UPDATE rating_games SET seq = ?, pool = ? WHERE game_id = ?",
                    (seq, pool, game_id),
                )
                await conn.executemany(
                    "INSERT INTO rating_results (game_id, user_id, place, team)"
                    " VALUES (?, ?, ?, ?)",
                    [(game_id, u, p, teams.get(u)) for u, p in sorted(places.items())],
                )
                if not info["excluded"]:
                    guild, edition = int(info["guild_id"]), pool or str(info["edition"])
                    when = info["finished_at"] or self._now()
                    current = await self._current_in(conn, guild, edition, list(places))
                    ledger = Ledger(dict(current), [])
                    changes = ledger.apply(Result(game_id, dict(places), teams))
                    await self._write_changes(conn, guild, edition, changes, when)
            return await self._changes_in(conn, game_id)

    async def apply_pending_results(self) -> list[int]:
        """Apply finished rated games whose result was never applied (a stop between the
        game's last move and its rating); their ids, in the order applied.

        Places come from the record's final ranking and the seats.
        """
        rows = await self._all(
            "SELECT g.id FROM rating_games rg JOIN games g ON g.id = rg.game_id"
            " WHERE rg.rated AND rg.seq IS NULL AND g.status = 'finished'"
            " ORDER BY g.finished_at, g.id"
        )
        done = []
        for (game_id,) in rows:
            game = await self._get_game(int(game_id))
            seat_rows = await self._all(
                "SELECT seat, user_id FROM seats WHERE game_id = ? AND seat IS NOT NULL",
                (int(game_id),),
            )
            seats = {int(r["seat"]): int(r["user_id"]) for r in seat_rows}
            result = (game.record or {}).get("result") if game is not None else None
            if not isinstance(result, list):
                continue
            try:
                places = {seats[int(line["seat"])]: int(line["place"]) for line in result}
            except (KeyError, TypeError, ValueError):
                continue
            if len(places) >= 2 and game is not None:
                teams, pool = _teams_of(game.edition, game.options, seats)
                await self.record_result(int(game_id), places, teams=teams, pool=pool)
                done.append(int(game_id))
        return done

    async def rating_changes(self, game_id: int) -> list[Change]:
        """The changes a game made (``[]`` if casual, excluded or not finished)."""
        async with self._read() as conn:
            return await self._changes_in(conn, game_id)

    async def set_excluded(self, game_id: int, excluded: bool) -> bool:
        """Take a rated game out of the ratings (or back in) and rebuild its pool.

        Returns False when nothing changed (already so). Raises NotFoundError if
        the game is not a rated game.
        """
        async with self._write() as conn:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT rg.excluded, g.guild_id, COALESCE(rg.pool, g.edition) AS edition"
                    " FROM rating_games rg JOIN games g ON g.id = rg.game_id"
                    " WHERE rg.game_id = ? AND rg.rated",
                    (game_id,),
                )
            )
            if not rows:
                raise NotFoundError(f"Game #{game_id} is not a rated game.")
            if bool(rows[0]["excluded"]) == bool(excluded):
                return False
            await conn.execute(
                "UPDATE rating_games SET excluded = ? WHERE game_id = ?", (bool(excluded), game_id)
            )
            await self._rebuild_in(conn, int(rows[0]["guild_id"]), str(rows[0]["edition"]))
        return True

    async def rebuild_ratings(self, guild_id: int, edition: str) -> Ledger:
        """Recompute a pool from its results (after a correction); returns the ledger."""
        async with self._write() as conn:
            return await self._rebuild_in(conn, guild_id, edition)

    async def pool_results(self, guild_id: int, edition: str) -> list[Result]:
        """The counted results of a pool, in the order they were applied."""
        rows = await self._all(_POOL_RESULTS_SQL, (guild_id, edition))
        return _results(rows)

    # ----- reading ---------------------------------------------------------------------
    async def ratings(self, guild_id: int, edition: str) -> list[RatingRow]:
        """Every rating of a pool: established players first, each part by rating."""
        rows = await self._all(
            "SELECT * FROM ratings WHERE guild_id = ? AND edition = ?"
            " ORDER BY games < ?, shown DESC, games DESC, user_id",
            (guild_id, edition, PROVISIONAL_GAMES),
        )
        return [RatingRow.from_row(r) for r in rows]

    async def ratings_of(self, guild_id: int, user_id: int) -> list[RatingRow]:
        """A player's ratings in a server, one per edition played rated."""
        rows = await self._all(
            "SELECT * FROM ratings WHERE guild_id = ? AND user_id = ? ORDER BY edition",
            (guild_id, user_id),
        )
        return [RatingRow.from_row(r) for r in rows]

    async def rating_history(self, guild_id: int, edition: str, user_id: int) -> list[HistoryPoint]:
        """A player's counted games in a pool, oldest first."""
        rows = await self._all(
            "SELECT c.*, r.place, g.finished_at FROM rating_changes c"
            " JOIN rating_games rg ON rg.game_id = c.game_id"
            " JOIN rating_results r ON r.game_id = c.game_id AND r.user_id = c.user_id"
            " JOIN games g ON g.id = c.game_id"
            " WHERE c.user_id = ? AND g.guild_id = ? AND COALESCE(rg.pool, g.edition) = ?"
            " ORDER BY rg.seq",
            (user_id, guild_id, edition),
        )
        out = []
        for row in rows:
            ch = _change(row)
            out.append(
                HistoryPoint(
                    ch.game_id,
                    ch.before.shown,
                    ch.after.shown,
                    ch.place,
                    _utc_required(row["finished_at"]),
                )
            )
        return out

    # ----- inside a transaction ----------------------------------------------------------
    @staticmethod
    async def _current_in(
        conn: Conn, guild_id: int, edition: str, users: Sequence[int]
    ) -> dict[int, Rating]:
        out: dict[int, Rating] = {}
        for user in users:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT mu, sigma, games FROM ratings"
                    " WHERE guild_id = ? AND edition = ? AND user_id = ?",
                    (guild_id, edition, user),
                )
            )
            if rows:
                out[user] = Rating(float(rows[0][0]), float(rows[0][1]), int(rows[0][2]))
        return out

    @staticmethod
    async def _changes_in(conn: Conn, game_id: int) -> list[Change]:
        rows = await conn.execute_fetchall(
            "SELECT c.*, r.place FROM rating_changes c JOIN rating_results r"
            " ON r.game_id = c.game_id AND r.user_id = c.user_id"
            " WHERE c.game_id = ? ORDER BY r.place, c.user_id",
            (game_id,),
        )
        return [_change(r) for r in rows]

    @staticmethod
    async def _write_changes(
        conn: Conn,
        guild_id: int,
        edition: str,
        changes: Sequence[Change],
        when: str,
    ) -> None:
        await conn.executemany(_INSERT_CHANGE_SQL, [_change_params(c) for c in changes])
        for c in changes:
            rows = list(
                await conn.execute_fetchall(
                    "SELECT wins FROM ratings WHERE guild_id = ? AND edition = ? AND user_id = ?",
                    (guild_id, edition, c.user_id),
                )
            )
            wins = (int(rows[0][0]) if rows else 0) + (1 if c.place == 1 else 0)
            await conn.execute(
                _UPSERT_RATING_SQL,
                (
                    guild_id,
                    edition,
                    c.user_id,
                    c.after.mu,
                    c.after.sigma,
                    c.after.shown,
                    c.after.games,
                    wins,
                    when,
                ),
            )

    async def _rebuild_in(self, conn: Conn, guild_id: int, edition: str) -> Ledger:
        rows = list(await conn.execute_fetchall(_POOL_RESULTS_SQL, (guild_id, edition)))
        finished = {int(r["game_id"]): str(r["finished_at"] or self._now()) for r in rows}
        # The same steps as record_result(), computed off the event loop, written in bulk.
        ledger = await asyncio.to_thread(rebuild, _results(rows))
        await conn.execute(
            "DELETE FROM rating_changes WHERE game_id IN (SELECT g.id FROM games g"
            " JOIN rating_games rg ON rg.game_id = g.id"
            " WHERE g.guild_id = ? AND COALESCE(rg.pool, g.edition) = ?)",
            (guild_id, edition),
        )
        await conn.execute(
            "DELETE FROM ratings WHERE guild_id = ? AND edition = ?", (guild_id, edition)
        )
        await conn.executemany(_INSERT_CHANGE_SQL, [_change_params(c) for c in ledger.history])
        wins: dict[int, int] = {}
        last: dict[int, str] = {}
        for c in ledger.history:
            wins[c.user_id] = wins.get(c.user_id, 0) + (c.place == 1)
            last[c.user_id] = finished[c.game_id]
        await conn.executemany(
            _UPSERT_RATING_SQL,
            [
                (guild_id, edition, user, r.mu, r.sigma, r.shown, r.games, wins[user], last[user])
                for user, r in ledger.ratings.items()
            ],
        )
        return ledger


def _change_params(c: Change) -> tuple[int, int, float, float, int, float, float]:
    before, after = c.before, c.after
    return (c.game_id, c.user_id, before.mu, before.sigma, before.games, after.mu, after.sigma)


__all__ = ["HistoryPoint", "RatingRow", "RatingStore"]
