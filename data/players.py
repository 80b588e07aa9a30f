"""What correspondence players expect: rematches and followers.

A rematch is a new lobby copied from a finished game (same server, channel, edition,
player count, options, computers with their levels and choices, rating choice and
clock). The copy and its ``rematches`` row are written in one transaction: the row's
primary key on the old game is the claim, so two clicks (in any process) never open two
rematches of one game. The former players' seats are reserved for a while
(:data:`RESERVE_HOURS`): :meth:`data.lobby.LobbyStore.join` refuses anybody else until
then.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from .backend.protocol import Conn
from .errors import LobbyError
from .rows import GameRow, utc_text
from .store import Store

#: How long a rematch keeps the former players' seats for them.
RESERVE_HOURS = 24
#: Discord ids are above this (snowflakes carry a timestamp in their upper bits).
FIRST_SNOWFLAKE = 2**22


@dataclass(frozen=True, slots=True)
class Rematch:
    """The rematch of a finished game: its lobby, and whether this call opened it."""

    game: GameRow
    opened: bool
    #: The old game's human players (user ids, seat order): whose seats are reserved.
    players: tuple[int, ...]


class PlayerStore(Store):
    """Rematches and follows (the lobby's join honours a rematch's reserved seats)."""

    # ----- rematches ---------------------------------------------------------------------
    async def open_rematch(self, old_game_id: int, user_id: int) -> Rematch:
        """The rematch lobby of a finished game, opened by ``user_id`` (seated) unless one
        is open already (then it is returned; a cancelled one is replaced by a new one).

        Raises NotFoundError for an unknown game, LobbyError ``not-finished`` when the
        game is not finished, ``not-a-player`` when ``user_id`` had no seat in it.
        """
        now = self._now()
        async with self._write() as conn:
            old = await self._game_in(conn, old_game_id)
            if old.status != "finished":
                raise LobbyError("not-finished")
            players = await self._humans_in(conn, old_game_id)
            if user_id not in players:
                raise LobbyError("not-a-player")
            rows = list(
                await conn.execute_fetchall(
                    "SELECT g.* FROM rematches r JOIN games g ON g.id = r.new_game_id"
                    " WHERE r.old_game_id = ? FOR UPDATE",
                    (old_game_id,),
                )
            )
            if rows and GameRow.from_row(rows[0]).status != "cancelled":
                return Rematch(GameRow.from_row(rows[0]), False, players)
            new = await self._copy_game(conn, old, user_id, players, now)
            until = utc_text(self._clock() + timedelta(hours=RESERVE_HOURS))
            await conn.execute(
                "INSERT INTO rematches (old_game_id, new_game_id, guild_id, reserved_until,"
                " created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (old_game_id) DO UPDATE"
                " SET new_game_id = excluded.new_game_id,"
                " reserved_until = excluded.reserved_until, created_at = excluded.created_at",
                (old_game_id, new.id, old.guild_id, until, now),
            )
            return Rematch(new, True, players)

    async def rematch_of(self, new_game_id: int) -> tuple[int, tuple[int, ...], str] | None:
        """(old game id, its human players, reserved until) of a rematch lobby, else None."""
        async with self._read() as conn:
            return await self._rematch_in(conn, new_game_id)

    async def _rematch_in(
        self, conn: Conn, new_game_id: int
    ) -> tuple[int, tuple[int, ...], str] | None:
        rows = list(
            await conn.execute_fetchall(
                "SELECT old_game_id, reserved_until FROM rematches WHERE new_game_id = ?",
                (new_game_id,),
            )
        )
        if not rows:
            return None
        old = int(rows[0][0])
        return old, await self._humans_in(conn, old), str(rows[0][1])

    @staticmethod
    async def _humans_in(conn: Conn, game_id: int) -> tuple[int, ...]:
        # Above FIRST_SNOWFLAKE: not a computer (< 0) nor a player the bot forgot (a small
        # pseudonym, data.forget), whose seat nobody can take up again.
        rows = await conn.execute_fetchall(
            "SELECT user_id FROM seats WHERE game_id = ? AND user_id > ? AND seat IS NOT NULL"
            " ORDER BY seat",
            (game_id, FIRST_SNOWFLAKE),
        )
        return tuple(int(r[0]) for r in rows)

    async def _copy_game(
        self, conn: Conn, old: GameRow, user_id: int, players: tuple[int, ...], now: str
    ) -> GameRow:
        """A new lobby like ``old``, ``user_id`` seated, its computers seated, the other
        former players invited (whom the lobby pings)."""
        number = await self._next_number(conn, old.guild_id, "game")
        rows = await conn.execute_fetchall(
            "INSERT INTO games (guild_id, number, channel_id, edition, seats_wanted, options,"
            " creator_id, status, version, summary, created_at, updated_at)"
            " SELECT guild_id, ?, channel_id, edition, seats_wanted, options, ?, 'lobby', 0,"
            " '{}', ?, ? FROM games WHERE id = ? RETURNING *",
            (number, user_id, now, now, old.id),
        )
        new = GameRow.from_row(next(iter(rows)))
        await conn.execute(
            "INSERT INTO seats (game_id, user_id, joined_at) VALUES (?, ?, ?)",
            (new.id, user_id, now),
        )
        # Computers keep their seats and levels (a person's seat a computer took over at a
        # time-out is that person's again: they are invited like the others).
        await conn.execute(
            "INSERT INTO seats (game_id, user_id, joined_at)"
            " SELECT ?, user_id, ? FROM computer_seats WHERE game_id = ? AND user_id < 0",
            (new.id, now, old.id),
        )
        await conn.execute(
            "INSERT INTO computer_seats (game_id, user_id, level, since)"
            " SELECT ?, user_id, level, ? FROM computer_seats WHERE game_id = ? AND user_id < 0",
            (new.id, now, old.id),
        )
        for statement in _COPY_SQL:
            await conn.execute(statement, (new.id, old.id))
        await conn.executemany(
            "INSERT INTO invites (game_id, user_id, position) VALUES (?, ?, ?)",
            [(new.id, u, i) for i, u in enumerate(p for p in players if p != user_id)],
        )
        return new

    # ----- follows -----------------------------------------------------------------------
    async def follow(self, game_id: int, user_id: int) -> bool:
        """``user_id`` follows the game (False if they did already). Raises NotFoundError."""
        now = self._now()
        async with self._write() as conn:
            game = await self._game_in(conn, game_id)
            rows = await conn.execute_fetchall(
                "INSERT INTO follows (game_id, user_id, guild_id, created_at)"
                " VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING user_id",
                (game_id, user_id, game.guild_id, now),
            )
            return bool(list(rows))

    async def unfollow(self, game_id: int, user_id: int) -> bool:
        """``user_id`` stops following the game (False if they did not follow it)."""
        async with self._write() as conn:
            cursor = await conn.execute(
                "DELETE FROM follows WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            )
            return bool(cursor.rowcount)

    async def followers(self, game_id: int) -> list[int]:
        """Who follows the game, in the order they began."""
        rows = await self._all(
            "SELECT user_id FROM follows WHERE game_id = ? ORDER BY created_at, user_id",
            (game_id,),
        )
        return [int(r[0]) for r in rows]

    async def followed(self, guild_id: int, user_id: int) -> list[int]:
        """The ids of the games ``user_id`` follows on ``guild_id``."""
        rows = await self._all(
            "SELECT game_id FROM follows WHERE guild_id = ? AND user_id = ? ORDER BY game_id",
            (guild_id, user_id),
        )
        return [int(r[0]) for r in rows]


#: What a rematch copies besides the game row and seats (new game id, old game id).
_COPY_SQL = (
    "INSERT INTO computer_options (game_id, level, on_timeout, hints)"
    " SELECT ?, level, on_timeout, hints FROM computer_options WHERE game_id = ?",
    "INSERT INTO rating_games (game_id, rated) SELECT ?, rated FROM rating_games WHERE game_id = ?",
    "INSERT INTO game_clocks (game_id, kind, start_s, increment_s, cap_s, timeout_action,"
    " max_skips, computer_level) SELECT ?, kind, start_s, increment_s, cap_s, timeout_action,"
    " max_skips, computer_level FROM game_clocks WHERE game_id = ?",
)

__all__ = ["RESERVE_HOURS", "PlayerStore", "Rematch"]
