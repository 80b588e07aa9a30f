"""Play: commit moves with their snapshot, seat status, the move log, loading a game."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from typing import Any

from genial import Game, GenialError, replay

from .deliveries import Announce, insert_delivery
from .errors import CorruptRecordError, LobbyError, NotFoundError, StaleVersionError
from .rows import (
    SEAT_STATUSES,
    GameRow,
    MoveIn,
    MoveRow,
    SeatRow,
    _utc_required,
    to_json,
    utc_time,
)
from .store import Store

# The snapshot write of commit_moves(). SET expressions read the row as it was,
# so the CASEs compare with the previous current_user_id: a new turn restarts
# the reminder clock. Ids are never 0 (people positive, computers negative), so
# COALESCE(..., 0) compares NULL with NULL as equal, as ``IS`` did, in portable SQL.
# A turn that comes back to the same player after someone else's (forced) pass is a
# new turn too (``:others``: a committed move was made by someone else); a bonus move
# or the next step of one's own turn (moves all by the player still to act) is not.
# The CAST gives the parameter its type on PostgreSQL (else the literal 0 makes it a
# 32-bit integer, too small for a Discord id).
_SAME = "COALESCE(current_user_id, 0) = COALESCE(CAST(:current AS BIGINT), 0) AND NOT :others"
_COMMIT_SQL = f"""
UPDATE games SET
    record = :record,
    summary = :summary,
    version = version + :count,
    turn_started_at = CASE WHEN {_SAME} THEN turn_started_at ELSE :now END,
    reminded_at = CASE WHEN {_SAME} THEN reminded_at ELSE NULL END,
    current_user_id = :current,
    status = CASE WHEN :finished THEN 'finished' ELSE status END,
    finished_at = CASE WHEN :finished THEN :now ELSE finished_at END,
    updated_at = :now
WHERE id = :id AND version = :expected AND status = 'active'
"""

_INSERT_MOVE_SQL = (
    "INSERT INTO moves (game_id, n, seat, user_id, notation, outcome, created_at)"
    " VALUES (?, ?, ?, ?, ?, ?, ?)"
)


# A game with its seats in SEATS_SQL's order, each with its user's remembered name and
# the computer's level where the computer plays it (every computer_seats row has a seat).
# The game's columns repeat on each seat row; a game without seats gives one row of NULLs.
_GAME_SEATS_SQL = """
SELECT g.*, s.seat AS s_seat, s.user_id AS s_user_id, s.joined_at AS s_joined_at,
       s.left_at AS s_left_at, s.status AS s_status, n.name AS s_name, c.level AS s_level
FROM games g
LEFT JOIN seats s ON s.game_id = g.id
LEFT JOIN user_names n ON n.user_id = s.user_id
LEFT JOIN computer_seats c ON c.game_id = s.game_id AND c.user_id = s.user_id
WHERE g.id = ?
ORDER BY s.seat IS NULL, s.seat, s.joined_at, s.user_id
"""


class PlayStore(Store):
    """Active games: the snapshot, the move log, the players' seat status."""

    async def game_with_seats(
        self, game_id: int
    ) -> tuple[GameRow, list[SeatRow], dict[int, str], dict[int, str]] | None:
        """What a click loads, in ONE query (one trip to the database thread): the game
        (as :meth:`get_game`), its seats (as ``seats``), the remembered names of their
        users (as ``names``) and the seats the computer plays (user id -> level, as
        ``computer_levels``). None if there is no such game; raises CorruptRecordError
        like :meth:`get_game`."""
        rows = await self._all(_GAME_SEATS_SQL, (game_id,))
        if not rows:
            return None
        game = GameRow.from_row(rows[0])
        if game.corrupt:
            raise CorruptRecordError(game_id, f"undecodable JSON in {', '.join(game.corrupt)}")
        seats: list[SeatRow] = []
        names: dict[int, str] = {}
        levels: dict[int, str] = {}
        for r in rows:
            if r["s_user_id"] is None:
                continue  # the game has no seats
            user = int(r["s_user_id"])
            seats.append(
                SeatRow(
                    game_id,
                    r["s_seat"],
                    user,
                    _utc_required(r["s_joined_at"]),
                    utc_time(r["s_left_at"]),
                    r["s_status"],
                )
            )
            if r["s_name"] is not None:
                names[user] = str(r["s_name"])
            if r["s_level"] is not None:
                levels[user] = str(r["s_level"])
        return game, seats, names, levels

    async def commit_moves(
        self,
        game_id: int,
        *,
        expected_version: int,
        moves: Sequence[MoveIn],
        record: Mapping[str, Any],
        summary: Mapping[str, Any],
        current_user_id: int | None,
        finished: bool,
        leaving: tuple[int, str] | None = None,
        announce: Announce | None = None,
    ) -> int:
        """:meth:`commit_moves_row` returning only the new version."""
        row = await self.commit_moves_row(
            game_id,
            expected_version=expected_version,
            moves=moves,
            record=record,
            summary=summary,
            current_user_id=current_user_id,
            finished=finished,
            leaving=leaving,
            announce=announce,
        )
        return row.version

    async def commit_moves_row(
        self,
        game_id: int,
        *,
        expected_version: int,
        moves: Sequence[MoveIn],
        record: Mapping[str, Any],
        summary: Mapping[str, Any],
        current_user_id: int | None,
        finished: bool,
        leaving: tuple[int, str] | None = None,
        announce: Announce | None = None,
    ) -> GameRow:
        """Append ``moves`` and store the new snapshot in ONE transaction; the game's row
        as it is now (one statement writes and returns it: no second read).

        ``leaving=(user_id, status)`` also marks a player who resigned, was
        removed or timed out, in the same transaction; ``announce`` writes the turn post
        the moves owe the players into the outbox (``data.deliveries``), also in it.

        Succeeds only if the game is active and still at ``expected_version``
        (so of two simultaneous clicks only one applies); moves are numbered
        ``expected_version + 1 ...``. ``finished`` ends the game. When the
        player to act changes, the turn (reminder) clock restarts. Returns the
        new row. Raises NotFoundError, or StaleVersionError (nothing
        written); ValueError if ``record`` does not hold exactly the new
        version's number of moves. If the calling task is cancelled meanwhile,
        the commit happened entirely or not at all: reload to know which.
        """
        new_version = expected_version + len(moves)
        record_moves = record.get("moves")
        if isinstance(record_moves, list) and len(record_moves) != new_version:
            raise ValueError(
                f"record has {len(record_moves)} moves, expected {new_version} "
                f"({expected_version} stored + {len(moves)} new)"
            )
        now = self._now()
        params = {
            "record": to_json(record),
            "summary": to_json(summary),
            "count": len(moves),
            "current": current_user_id,
            "others": any(m.user_id != current_user_id for m in moves),
            "finished": bool(finished),
            "now": now,
            "id": game_id,
            "expected": expected_version,
        }
        rows = [
            (game_id, expected_version + i, m.seat, m.user_id, m.notation, to_json(m.outcome), now)
            for i, m in enumerate(moves, start=1)
        ]
        async with self._write() as conn:
            written = list(await conn.execute_fetchall(_COMMIT_SQL + " RETURNING *", params))
            if len(written) != 1:
                game = await self._game_in(conn, game_id)  # raises NotFoundError
                if game.status != "active":
                    raise StaleVersionError(
                        "This game is not being played any more.", key="err-data-not-playing"
                    )
                raise StaleVersionError(
                    "Someone else moved first: the game has changed. Look at the board again."
                )
            if rows:
                await conn.executemany(_INSERT_MOVE_SQL, rows)
            if leaving is not None:
                user_id, status = leaving
                if status not in SEAT_STATUSES:
                    raise ValueError(f"unknown seat status {status!r}")
                await conn.execute(
                    "UPDATE seats SET status = ?, left_at = ? WHERE game_id = ? AND user_id = ?",
                    (status, now, game_id, user_id),
                )
            if announce is not None and moves:
                guild_id = int(written[0]["guild_id"])
                await insert_delivery(
                    conn, self._clock(), guild_id, game_id, new_version, expected_version, announce
                )
        row = GameRow.from_row(written[0])
        if row.corrupt:  # not what was just written: only an odd column can be damaged
            raise CorruptRecordError(game_id, f"undecodable JSON in {', '.join(row.corrupt)}")
        return row

    async def set_seat_status(self, game_id: int, user_id: int, status: str) -> None:
        """Mark a player ``seated``, ``resigned``, ``removed`` or ``timed_out``.

        Leaving statuses set ``left_at`` (``seated`` clears it). Raises
        NotFoundError if the user has no seat in that game, ValueError for an
        unknown status.
        """
        if status not in SEAT_STATUSES:
            raise ValueError(f"unknown seat status {status!r}; use one of {SEAT_STATUSES}")
        now = self._now()
        async with self._write() as conn:
            cursor = await conn.execute(
                "UPDATE seats SET status = ?,"
                " left_at = CASE WHEN ? = 'seated' THEN NULL ELSE COALESCE(left_at, ?) END"
                " WHERE game_id = ? AND user_id = ?",
                (status, status, now, game_id, user_id),
            )
            if cursor.rowcount != 1:
                raise NotFoundError("That player has no seat in this game.", key="err-data-no-seat")
            await conn.execute("UPDATE games SET updated_at = ? WHERE id = ?", (now, game_id))

    async def moves(self, game_id: int) -> list[MoveRow]:
        """The game's move log, in order (``n`` = 1, 2, ...)."""
        rows = await self._all("SELECT * FROM moves WHERE game_id = ? ORDER BY n", (game_id,))
        return [MoveRow.from_row(r) for r in rows]

    async def load_game(self, game_id: int) -> tuple[GameRow, Game]:
        """The stored game and its engine object, rebuilt with :func:`genial.replay`.

        Raises NotFoundError; LobbyError(``not-started``) for a lobby (it has
        no record yet); CorruptRecordError if the record is undecodable, does
        not replay, or disagrees with the stored version.
        """
        game = await self._get_game(game_id)
        if game is None:
            raise NotFoundError(f"There is no game #{game_id}.")
        if game.record is None:
            raise LobbyError("not-started")
        try:
            # Off the event loop: a long record takes some milliseconds to replay.
            engine = await asyncio.to_thread(replay, game.record)
        except GenialError as exc:
            raise CorruptRecordError(game_id, str(exc)) from None
        except (ValueError, TypeError, KeyError, IndexError) as exc:  # odd data in the record
            raise CorruptRecordError(game_id, f"{type(exc).__name__}: {exc}") from None
        if len(engine.history) != game.version:
            raise CorruptRecordError(
                game_id, f"record has {len(engine.history)} moves, version is {game.version}"
            )
        return game, engine
