"""Per-game locks: serialise one game, vanish when nobody holds or waits."""

from __future__ import annotations

import asyncio

import pytest

from app.games.locks import GameLocks

pytestmark = pytest.mark.asyncio


async def test_a_released_lock_is_gone() -> None:
    locks = GameLocks()
    for game_id in range(100):
        async with locks.hold(game_id):
            assert len(locks) == 1
    assert len(locks) == 0


async def test_one_game_is_serialised_and_its_waiter_shares_the_lock() -> None:
    locks = GameLocks()
    order: list[str] = []
    inside = asyncio.Event()
    release = asyncio.Event()

    async def first() -> None:
        async with locks.hold(7):
            order.append("first in")
            inside.set()
            await release.wait()
            order.append("first out")

    async def second() -> None:
        async with locks.hold(7):
            order.append("second in")

    t1 = asyncio.create_task(first())
    await inside.wait()
    t2 = asyncio.create_task(second())
    await asyncio.sleep(0)
    assert len(locks) == 1 and order == ["first in"]
    release.set()
    await asyncio.gather(t1, t2)
    assert order == ["first in", "first out", "second in"]
    assert len(locks) == 0


async def test_different_games_do_not_wait_for_each_other() -> None:
    locks = GameLocks()
    async with locks.hold(1), locks.hold(2):
        assert len(locks) == 2
    assert len(locks) == 0


async def test_a_cancelled_waiter_and_an_error_leave_nothing_behind() -> None:
    locks = GameLocks()
    inside = asyncio.Event()

    async def waiter() -> None:
        async with locks.hold(3):
            raise AssertionError("never reached: cancelled while waiting")

    async with locks.hold(3):
        inside.set()
        task = asyncio.create_task(waiter())
        await asyncio.sleep(0)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        assert len(locks) == 1
    assert len(locks) == 0
    with pytest.raises(ValueError):
        async with locks.hold(3):
            raise ValueError("a failed move")
    assert len(locks) == 0
    async with locks.hold(3):  # still usable
        assert len(locks) == 1
