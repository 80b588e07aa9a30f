"""Finished games from a player's side: for profiles and head-to-head records.

The final ranking is part of a finished game's record (``record["result"]``:
seat, place, scores), so nothing is replayed here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .rows import GameRow
from .store import Store

_MINE_SQL = """
SELECT g.*, s.seat AS my_seat, COALESCE(rg.rated, FALSE) AND rg.seq IS NOT NULL
    AND NOT rg.excluded AS counted
FROM seats s JOIN games g ON g.id = s.game_id
LEFT JOIN rating_games rg ON rg.game_id = g.id
WHERE s.user_id = ? AND g.guild_id = ? AND g.status = 'finished' AND s.seat IS NOT NULL
ORDER BY g.finished_at DESC, g.id DESC
LIMIT ?
"""

_BOTH_SQL = """
SELECT g.*, a.seat AS seat_a, b.seat AS seat_b
FROM seats a JOIN seats b ON b.game_id = a.game_id JOIN games g ON g.id = a.game_id
WHERE a.user_id = ? AND b.user_id = ? AND g.guild_id = ? AND g.status = 'finished'
    AND a.seat IS NOT NULL AND b.seat IS NOT NULL
    AND NOT EXISTS (
        SELECT 1 FROM computer_seats c
        WHERE c.game_id = g.id AND c.user_id IN (a.user_id, b.user_id)
    )
ORDER BY g.finished_at DESC, g.id DESC
LIMIT ?
"""


@dataclass(frozen=True, slots=True)
class Standing:
    """One seat's line of a finished game's final ranking."""

    place: int
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class FinishedSeat:
    """A finished game and the seat a player had in it."""

    game: GameRow
    seat: int
    counted: bool

    @property
    def standing(self) -> Standing | None:
        return standing(self.game, self.seat)


def standing(game: GameRow, seat: int) -> Standing | None:
    """The seat's place and scores from the record's result (None if it has none)."""
    result: Any = (game.record or {}).get("result")
    if not isinstance(result, list):
        return None
    for line in result:
        if isinstance(line, dict) and line.get("seat") == seat:
            try:
                return Standing(int(line["place"]), tuple(int(v) for v in line["scores"]))
            except (KeyError, TypeError, ValueError):
                return None
    return None


class ProfileStore(Store):
    """A player's finished games in one server."""

    async def finished_seats(
        self, guild_id: int, user_id: int, *, limit: int = 500
    ) -> list[FinishedSeat]:
        """The player's finished games in the server, newest first."""
        rows = await self._all(_MINE_SQL, (user_id, guild_id, limit))
        return [
            FinishedSeat(GameRow.from_row(r), int(r["my_seat"]), bool(r["counted"])) for r in rows
        ]

    async def meetings(
        self, guild_id: int, user_id: int, other_id: int, *, limit: int = 500
    ) -> list[tuple[GameRow, int, int]]:
        """Finished games of the server where both played to the end, neither seat taken
        over by a computer: (game, seat of one, of the other)."""
        rows = await self._all(_BOTH_SQL, (user_id, other_id, guild_id, limit))
        return [(GameRow.from_row(r), int(r["seat_a"]), int(r["seat_b"])) for r in rows]
