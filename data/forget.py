"""``/me forget``: the bot forgets a user.

What is deleted: their remembered display name, settings, breaks, follows, invitations,
pending notices, solo bests, daily deal results and ratings (their rows leave the leaderboards). What is
kept, under a pseudonym: their seats, moves and results in finished games (and league
tables), so the records still replay and the other players' histories still add up. The
pseudonym is a fresh number from ``forgotten`` (migration 0016) that no Discord id can
be; nothing stored links it back to the person. Refused while they sit in a game that is
not finished (a lobby or a running game) or are entered in a league season still running.
"""

from __future__ import annotations

from .backend.protocol import Conn
from .errors import LobbyError
from .store import Store

#: Rows about the user deleted outright (each statement takes the user id).
_DELETE_SQL = (
    "DELETE FROM user_names WHERE user_id = ?",
    "DELETE FROM user_settings WHERE user_id = ?",
    "DELETE FROM vacations WHERE user_id = ?",
    "DELETE FROM follows WHERE user_id = ?",
    "DELETE FROM solo_bests WHERE user_id = ?",
    "DELETE FROM daily_plays WHERE user_id = ?",
    "DELETE FROM ratings WHERE user_id = ?",
    "DELETE FROM invites WHERE user_id = ?",
    "DELETE FROM due_events WHERE user_id = ?",
)
#: Rows kept under the pseudonym (each statement takes the pseudonym, then the user id).
_RENAME_SQL = (
    "UPDATE seats SET user_id = ? WHERE user_id = ?",
    "UPDATE moves SET user_id = ? WHERE user_id = ?",
    "UPDATE rating_results SET user_id = ? WHERE user_id = ?",
    "UPDATE rating_changes SET user_id = ? WHERE user_id = ?",
    "UPDATE league_entrants SET user_id = ? WHERE user_id = ?",
    "UPDATE league_seats SET user_id = ? WHERE user_id = ?",
    "UPDATE games SET creator_id = ? WHERE creator_id = ?",
    "UPDATE games SET current_user_id = ? WHERE current_user_id = ?",
    "UPDATE game_clocks SET turn_user_id = ? WHERE turn_user_id = ?",
    "UPDATE deliveries SET previous_user = ? WHERE previous_user = ?",
)

#: The games (guild id, number) and league seasons that keep a user from being forgotten.
_BUSY_SQL = (
    "SELECT g.guild_id, g.number FROM seats s JOIN games g ON g.id = s.game_id"
    " WHERE s.user_id = ? AND g.status IN ('lobby', 'active') ORDER BY g.guild_id, g.number"
)
_LEAGUE_SQL = (
    "SELECT 1 FROM league_entrants e JOIN league_seasons s ON s.id = e.season_id"
    " WHERE e.user_id = ? AND e.left_at IS NULL AND s.status <> 'finished'"
)


class ForgetStore(Store):
    """Deleting what the bot stores about one user."""

    async def unfinished_of(self, user_id: int) -> tuple[list[tuple[int, int]], bool]:
        """What keeps ``user_id`` from being forgotten: the (guild id, game number) of
        every lobby or running game they sit in, and whether a league season not yet
        finished lists them."""
        async with self._read() as conn:
            return await self._busy_in(conn, user_id)

    @staticmethod
    async def _busy_in(conn: Conn, user_id: int) -> tuple[list[tuple[int, int]], bool]:
        games = await conn.execute_fetchall(_BUSY_SQL, (user_id,))
        league = await conn.execute_fetchall(_LEAGUE_SQL, (user_id,))
        return [(int(r[0]), int(r[1])) for r in games], bool(list(league))

    async def forget_user(self, user_id: int) -> int:
        """Forget ``user_id`` everywhere (see the module docstring); their pseudonym.

        Raises LobbyError ``playing`` while they sit in an unfinished game or a running
        league season (checked again inside the transaction).
        """
        now = self._now()
        async with self._write() as conn:
            games, league = await self._busy_in(conn, user_id)
            if games or league:
                raise LobbyError("playing")
            rows = await conn.execute_fetchall(
                "INSERT INTO forgotten (forgotten_at) VALUES (?) RETURNING id", (now,)
            )
            anon = int(next(iter(rows))[0])
            for statement in _DELETE_SQL:
                await conn.execute(statement, (user_id,))
            # A seat a computer took over is referenced by its computer_seats row: moved
            # aside while the seat is renamed, then put back under the pseudonym.
            taken = list(
                await conn.execute_fetchall(
                    "SELECT game_id, level, since FROM computer_seats WHERE user_id = ?",
                    (user_id,),
                )
            )
            await conn.execute("DELETE FROM computer_seats WHERE user_id = ?", (user_id,))
            for statement in _RENAME_SQL:
                await conn.execute(statement, (anon, user_id))
            await conn.executemany(
                "INSERT INTO computer_seats (game_id, user_id, level, since) VALUES (?, ?, ?, ?)",
                [(int(r[0]), anon, r[1], r[2]) for r in taken],
            )
            return anon
