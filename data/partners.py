"""Partners chosen in a lobby of a game played in teams (migration 0025).

A pair is two seats of the lobby; the start seats them as partners (``app.lobby.teams``)
and forgets the pairs, since the seat order says from then on who plays with whom.
"""

from __future__ import annotations

from .backend.protocol import Conn
from .errors import LobbyError
from .store import Store


class PartnerStore(Store):
    """Choosing a partner in a lobby, and reading the pairs chosen."""

    async def choose_partner(self, game_id: int, user_id: int, partner_id: int) -> None:
        """Pair ``user_id`` with ``partner_id`` in a lobby (a pair ``user_id`` was in
        before is undone); ``partner_id == 0`` undoes ``user_id``'s pair only.

        Raises NotFoundError, or LobbyError with reason ``not-lobby``, ``not-seated``
        (``user_id`` has no seat), ``partner-self``, ``partner-not-seated`` or
        ``partner-taken`` (the partner is paired with someone else); nothing changes then.
        """
        async with self._write() as conn:
            game = await self._game_in(conn, game_id)
            if game.status != "lobby":
                raise LobbyError("not-lobby")
            seated = {s.user_id for s in await self._seats_in(conn, game_id)}
            if user_id not in seated:
                raise LobbyError("not-seated")
            if partner_id == user_id:
                raise LobbyError("partner-self")
            if partner_id and partner_id not in seated:
                raise LobbyError("partner-not-seated")
            pairs = await self._pairs_in(conn, game_id)
            if partner_id and pairs.get(partner_id, user_id) != user_id:
                raise LobbyError("partner-taken")
            await conn.execute(
                "DELETE FROM lobby_partners WHERE game_id = ? AND (user_id = ? OR partner_id = ?)",
                (game_id, user_id, user_id),
            )
            if partner_id:
                await conn.executemany(
                    "INSERT INTO lobby_partners (game_id, user_id, partner_id) VALUES (?, ?, ?)",
                    [(game_id, user_id, partner_id), (game_id, partner_id, user_id)],
                )

    async def pairs(self, game_id: int) -> list[tuple[int, int]]:
        """The pairs chosen in a lobby, each once (the smaller user id first)."""
        async with self._read() as conn:
            pairs = await self._pairs_in(conn, game_id)
        return sorted((a, b) for a, b in pairs.items() if a < b)

    @staticmethod
    async def _pairs_in(conn: Conn, game_id: int) -> dict[int, int]:
        rows = await conn.execute_fetchall(
            "SELECT user_id, partner_id FROM lobby_partners WHERE game_id = ?", (game_id,)
        )
        return {int(r[0]): int(r[1]) for r in rows}
