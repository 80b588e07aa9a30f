"""A seat the computer played never enters the ratings, even if the game is marked rated
(computers never appear in leaderboards or ratings)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from app.games.service import GameService, Loaded
from data import GameRow, SeatRow
from genial import create

NOW = datetime(2026, 1, 1, tzinfo=UTC)


class _Rating:
    """Just what ``GameService.rate`` asks of ``db.rating``: the game is marked rated;
    results are kept."""

    def __init__(self) -> None:
        self.recorded: list[dict[int, int]] = []

    async def is_rated(self, game_id: int) -> bool:
        return True

    async def record_result(self, game_id: int, places: dict[int, int]) -> list[Any]:
        self.recorded.append(places)
        return []


class _Db:
    """A database of one part: its ratings."""

    def __init__(self) -> None:
        self.rating = _Rating()


def _finished(computers: dict[int, str]) -> Loaded:
    game = create("classic", 2, seed=3)
    game.resign(1)  # two players: the game is over
    assert game.over
    row = GameRow(
        1, 10, 20, None, None, "classic", 2, {}, 7, "finished", 5, None, {}, None, None, None,
        NOW, NOW, None, number=1,
    )  # fmt: skip
    seats = [SeatRow(1, seat, uid, NOW, None, "seated") for seat, uid in enumerate((7, 8))]
    return Loaded(row, seats, game, name_map={7: "Alice", 8: "Bob"}, computers=computers)


async def test_a_game_with_a_computer_seat_is_not_rated_whatever_its_mark() -> None:
    db = _Db()
    svc = GameService(db)  # type: ignore[arg-type]
    try:
        assert await svc.rate(_finished({8: "normal"})) == []  # Bob's seat was taken over
        assert db.rating.recorded == []
        await svc.rate(_finished({}))  # the same game between people counts
        assert db.rating.recorded == [{7: 1, 8: 2}]
    finally:
        svc.close()
