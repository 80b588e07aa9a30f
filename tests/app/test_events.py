"""What follows a move: the application settles a finished game, then every room's
listener hears of it in its order; one that fails does not stop the others."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from app.events import MOVE_ROOMS, GameEvent, Moved
from app.lobby.service import NewGame
from app.uses import Uses
from tests.app.people import ALICE, BOB, HERE, played_out, running


async def test_every_room_hears_of_a_move_in_its_order(sqlite_uses: Uses) -> None:
    uses = sqlite_uses
    game_id = await running(uses, ALICE, BOB)
    heard: list[str] = []

    def listener(room: str) -> Callable[[Moved], Awaitable[str]]:
        async def hear(moved: Moved) -> str:
            heard.append(room)
            return f"{room} heard game {moved.played.loaded.id}"

        return hear

    for room in reversed(MOVE_ROOMS):  # registered backwards: heard in the rooms' order
        uses.events.moved.listen(room, listener(room))
    loaded = await uses.service.load(game_id)
    played = await uses.service.resign(game_id, loaded.current_user() or 0)
    moved = await uses.events.move(played)
    assert heard == list(MOVE_ROOMS)
    assert moved.heard["delivery"] == f"delivery heard game {game_id}"
    assert moved.settled.solo is None  # a two-player game has no solo best


async def test_a_failing_listener_leaves_the_others_to_act(sqlite_uses: Uses) -> None:
    uses = sqlite_uses
    game_id = await running(uses, ALICE, BOB)
    heard: list[str] = []

    async def broken(event: GameEvent) -> None:
        raise RuntimeError("the clock's database went away")

    async def deliver(event: GameEvent) -> str:
        heard.append("delivery")
        return "posted"

    uses.events.started.listen("clocks", broken)
    uses.events.started.listen("delivery", deliver)
    event = await uses.events.start(game_id)
    assert heard == ["delivery"] and event.heard == {"delivery": "posted"}
    uses.events.started.forget("delivery")
    assert uses.events.started.listening() == ("clocks",)


async def test_a_room_the_signal_does_not_know_is_refused(sqlite_uses: Uses) -> None:
    async def nothing(event: GameEvent) -> None:
        return None

    with pytest.raises(ValueError, match="no room 'league'"):
        sqlite_uses.events.started.listen("league", nothing)


async def test_a_finished_solo_game_carries_its_best_to_the_listeners(sqlite_uses: Uses) -> None:
    uses = sqlite_uses
    facts = []

    async def deliver(moved: Moved) -> None:
        facts.append(moved.settled.solo)

    uses.events.moved.listen("delivery", deliver)
    for _ in range(2):
        opened = await uses.lobby.open(ALICE, HERE, NewGame("3d-solo"))
        game_id = opened.state.loaded.id
        await uses.lobby.start(game_id)
        await uses.events.move(await played_out(uses, game_id, ALICE))
    first, second = facts
    assert first is not None and first.best and first.before is None
    assert second is not None and second.before == first.score
    assert second.best == (second.score > first.score)  # a tie does not set the best
