"""Computer players: seats the computer plays, and a game's computer choices.

A computer added to a lobby sits in an ordinary ``seats`` row under a synthetic
user id below zero (``-1``, ``-2``...; Discord ids are positive, so they never
collide); a person whose seat a computer took over at a time-out keeps their
own row and id. Either way a ``computer_seats`` row names the level. Whether a
computer is to move is derived (active game, current user has such a row):
:meth:`ComputerStore.computer_turns` lists those games for the mover.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .errors import LobbyError, NotFoundError
from .store import Shards, Store, shard_sql

#: The levels a computer seat may have (``genial.computer.PLAYER_LEVELS``).
COMPUTER_LEVELS = ("easy", "normal", "strong")
#: What happens when a player's turn times out: they leave, or a computer plays on.
TIMEOUT_CHOICES = ("leave", "computer")
#: Ids per ``IN (...)`` list.
_IN_CHUNK = 500


@dataclass(frozen=True, slots=True)
class ComputerOptions:
    """A game's choices about computers, made at /genial new."""

    level: str = "normal"
    on_timeout: str = "leave"
    hints: bool = False


def is_computer_id(user_id: int) -> bool:
    """Whether ``user_id`` is a synthetic id of a computer added to a game."""
    return user_id < 0


def _check_level(level: str) -> None:
    if level not in COMPUTER_LEVELS:
        raise ValueError(f"unknown computer level {level!r}; use one of {COMPUTER_LEVELS}")


class ComputerStore(Store):
    """Computer seats and the choices of /genial new about computers."""

    async def add_computer(self, game_id: int, level: str) -> int:
        """Seat a computer of ``level`` in a lobby; its synthetic user id (-1, -2, ...).

        Raises NotFoundError, LobbyError (``not-lobby``, ``full``), ValueError for a level.
        """
        _check_level(level)
        now = self._now()
        async with self._write() as conn:
            game = await self._game_in(conn, game_id)
            if game.status != "lobby":
                raise LobbyError("not-lobby")
            seats = await self._seats_in(conn, game_id)
            if len(seats) >= game.seats_wanted:
                raise LobbyError("full")
            taken = {s.user_id for s in seats}
            user_id = next(-k for k in range(1, len(taken) + 2) if -k not in taken)
            await conn.execute(
                "INSERT INTO seats (game_id, user_id, joined_at) VALUES (?, ?, ?)",
                (game_id, user_id, now),
            )
            await conn.execute(
                "INSERT INTO computer_seats (game_id, user_id, level, since) VALUES (?, ?, ?, ?)",
                (game_id, user_id, level, now),
            )
            await conn.execute("UPDATE games SET updated_at = ? WHERE id = ?", (now, game_id))
            return user_id

    async def remove_computer(self, game_id: int) -> int:
        """Take the computer that joined last out of a lobby; its synthetic id.

        Raises NotFoundError, LobbyError (``not-lobby``, ``not-seated``: no computer).
        """
        now = self._now()
        async with self._write() as conn:
            game = await self._game_in(conn, game_id)
            if game.status != "lobby":
                raise LobbyError("not-lobby")
            rows = list(
                await conn.execute_fetchall(
                    "SELECT user_id FROM seats WHERE game_id = ? AND user_id < 0"
                    " ORDER BY joined_at DESC, user_id LIMIT 1",
                    (game_id,),
                )
            )
            if not rows:
                raise LobbyError("not-seated")
            user_id = int(rows[0][0])
            await conn.execute(
                "DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            )
            await conn.execute("UPDATE games SET updated_at = ? WHERE id = ?", (now, game_id))
            return user_id

    async def computer_levels(self, game_id: int) -> dict[int, str]:
        """The seats the computer plays: user id -> level."""
        rows = await self._all(
            "SELECT user_id, level FROM computer_seats WHERE game_id = ?", (game_id,)
        )
        return {int(r[0]): str(r[1]) for r in rows}

    async def take_over(self, game_id: int, user_id: int, level: str) -> bool:
        """From now on a computer of ``level`` plays ``user_id``'s seat in an active game.

        False if it already did (nothing changes). Raises NotFoundError when the user
        has no seat there, LobbyError(``not-lobby``) unless the game is active,
        ValueError for a level.
        """
        _check_level(level)
        now = self._now()
        async with self._write() as conn:
            game = await self._game_in(conn, game_id)
            if game.status != "active":
                raise LobbyError("not-lobby", "This game is not being played.")
            seated = list(
                await conn.execute_fetchall(
                    "SELECT 1 FROM seats WHERE game_id = ? AND user_id = ? AND status = 'seated'",
                    (game_id, user_id),
                )
            )
            if not seated:
                raise NotFoundError("That player has no seat in this game.")
            cursor = await conn.execute(
                "INSERT INTO computer_seats (game_id, user_id, level, since) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (game_id, user_id) DO NOTHING",
                (game_id, user_id, level, now),
            )
            if cursor.rowcount != 1:
                return False
            await conn.execute("UPDATE games SET updated_at = ? WHERE id = ?", (now, game_id))
            return True

    async def computer_seats_in(self, game_ids: Iterable[int]) -> dict[int, set[int]]:
        """For each of these games that has any, the user ids whose seat a computer plays
        (added computers and people taken over): what listings mark as such."""
        wanted = sorted(set(game_ids))
        out: dict[int, set[int]] = {}
        for start in range(0, len(wanted), _IN_CHUNK):
            chunk = wanted[start : start + _IN_CHUNK]
            rows = await self._all(
                "SELECT game_id, user_id FROM computer_seats"
                f" WHERE game_id IN ({', '.join('?' * len(chunk))})",
                tuple(chunk),
            )
            for r in rows:
                out.setdefault(int(r[0]), set()).add(int(r[1]))
        return out

    async def set_computer_options(
        self, game_id: int, *, level: str, on_timeout: str, hints: bool
    ) -> None:
        """Store the game's choices: the ``level`` of its computers (lobby and take-over),
        ``on_timeout`` (``leave`` or ``computer``) and ``hints``. Raises ValueError."""
        _check_level(level)
        if on_timeout not in TIMEOUT_CHOICES:
            raise ValueError(
                f"unknown time-out choice {on_timeout!r}; use one of {TIMEOUT_CHOICES}"
            )
        async with self._write() as conn:
            await conn.execute(
                "INSERT INTO computer_options (game_id, level, on_timeout, hints)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET level = excluded.level,"
                " on_timeout = excluded.on_timeout, hints = excluded.hints",
                (game_id, level, on_timeout, bool(hints)),
            )

    async def computer_options(self, game_id: int) -> ComputerOptions:
        """The game's computer choices (``normal``, ``leave``, no hints when none were made)."""
        row = await self._one(
            "SELECT level, on_timeout, hints FROM computer_options WHERE game_id = ?", (game_id,)
        )
        if row is None:
            return ComputerOptions()
        return ComputerOptions(str(row[0]), str(row[1]), bool(row[2]))

    async def computer_turns(self, *, shards: Shards = None) -> list[int]:
        """Active games in which a computer is to move (oldest turn first); of the
        servers of ``shards`` only, when given."""
        on_shards, params = shard_sql("g.guild_id", shards)
        rows = await self._all(
            "SELECT g.id FROM games g JOIN computer_seats c"
            " ON c.game_id = g.id AND c.user_id = g.current_user_id"
            " WHERE g.status = 'active'" + on_shards + " ORDER BY g.turn_started_at, g.id",
            params,
        )
        return [int(r[0]) for r in rows]
