"""A game's history as use-cases: the log of any game of the server, the record of a
finished one only (a running game's holds the seed), the replay and its animation of a
finished one only."""

from __future__ import annotations

import json

import pytest

from app.errors import UserError
from app.uses import Uses
from genial import replay
from tests.app.people import ALICE, BOB, CAROL, ELSEWHERE, HERE, finished, running


async def _moves(uses: Uses, game: int, n: int) -> None:
    for _ in range(n):
        loaded = await uses.service.load(game)
        assert loaded.game is not None
        mover = loaded.current_user()
        assert mover is not None
        await uses.service.act(game, mover, loaded.game.best_move() or "pass")


async def test_the_log_of_a_running_game_and_its_pages(sqlite_uses: Uses) -> None:
    uses = sqlite_uses
    game = await running(uses, ALICE, BOB)
    calls: list[int] = []

    async def ready() -> None:
        calls.append(1)

    empty = await uses.history.log(HERE, CAROL.id, 1, "en", ready=ready)
    assert empty.game_id == game and empty.page.moves == 0 and calls == [1]
    await _moves(uses, game, 3)
    shown = await uses.history.log(HERE, ALICE.id, None, "en")  # her only game
    assert shown.page.moves >= 3 and shown.page.last == shown.page.moves
    assert not shown.page.older
    older = await uses.history.log_at(game, "older", 1, "en")
    assert older.page.first == 1
    with pytest.raises(UserError) as info:
        await uses.history.log(ELSEWHERE, ALICE.id, 1, "en")
    assert info.value.reason == "not-found"


async def test_a_record_is_given_once_the_game_is_over(sqlite_uses: Uses) -> None:
    uses = sqlite_uses
    game = await running(uses, ALICE, BOB)
    await _moves(uses, game, 2)
    with pytest.raises(UserError) as info:
        await uses.history.record(HERE, ALICE.id, 1)
    assert info.value.reason == "not-finished"
    await finished(uses, game)
    found = await uses.history.record(HERE, CAROL.id, 1)  # anyone of the server may see it
    assert found.name == "genial-1.json" and found.number == 1
    record = json.loads(found.data)
    again = replay(record)
    assert again.over and len(record["moves"]) >= 3  # two moves and the resignation


async def test_replays_are_for_finished_games(sqlite_uses: Uses) -> None:
    uses = sqlite_uses
    game = await running(uses, ALICE, BOB)
    await _moves(uses, game, 2)
    for attempt in (
        uses.history.replay(HERE, ALICE.id, 1, 0, "en"),
        uses.history.step(game, 1, "en"),
        uses.history.animation(game, "en", "Alice"),
    ):
        with pytest.raises(UserError) as info:
            await attempt
        assert info.value.reason == "not-finished"
    await finished(uses, game)
    start = await uses.history.replay(HERE, BOB.id, 1, 0, "en")
    assert start.k == 0 and start.moves == 3 and start.image[:4] == b"\x89PNG"
    assert "#1" in start.text and "#1" in start.alt
    last = await uses.history.step(game, 99, "en")  # clamped to the end
    assert last.k == 3 and last.text != start.text
    gif = await uses.history.animation(game, "en", "Bob")
    assert gif.data[:6] == b"GIF89a" and "Bob" in gif.text
