"""Claims with a lease (migration 0015): work claimed by a process that died
before finishing it is taken over once the lease runs out, never while it runs, and
never again once done. On both backends (the ``db`` fixture), with several connections
standing for several processes."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from dbhelpers import FakeClock
from test_data_clocks import clocked

from data import Database


async def _others(db_target: str, clock: FakeClock, n: int = 3) -> list[Database]:
    return [await Database.open(db_target, clock=clock) for _ in range(n)]


async def test_one_process_of_several_gets_a_claim(
    db_target: str, db: Database, clock: FakeClock
) -> None:
    others = await _others(db_target, clock)
    try:
        won = await asyncio.gather(*(d.claims.claim("league-round:1:1") for d in [db, *others]))
        assert sorted(won) == [False, False, False, True]
        assert await db.claims.claim_tries("league-round:1:1") == 1
        assert await db.claims.claim("league-round:1:2")  # another key is another piece of work
    finally:
        for other in others:
            await other.close()


async def test_a_stale_claim_is_taken_over_after_its_lease(db: Database, clock: FakeClock) -> None:
    key = "league-table:4:1:2"
    assert await db.claims.claim(key, lease=60)  # ... and the process dies here
    clock.advance(seconds=59)
    assert not await db.claims.claim(key, lease=60)  # the lease still runs
    clock.advance(seconds=1)
    assert await db.claims.claim(key, lease=60)  # run out: retried
    assert await db.claims.claim_tries(key) == 2
    assert not await db.claims.claim_done(key)
    await db.claims.finish_claim(key)
    assert await db.claims.claim_done(key)
    clock.advance(days=30)
    assert not await db.claims.claim(key)  # done: never again
    await db.claims.release_claim(key)  # a release after the work is done changes nothing
    assert await db.claims.claim_done(key) and not await db.claims.claim(key)


async def test_a_released_claim_is_retried_at_once(db: Database) -> None:
    assert await db.claims.claim("record-notice:9")
    await db.claims.release_claim("record-notice:9")  # the post failed
    assert await db.claims.claim("record-notice:9")


async def test_a_due_event_claimed_by_a_dead_process_is_due_again(
    db_target: str, db: Database, clock: FakeClock
) -> None:
    game_id = await clocked(db)
    await db.clocks.settle_clock(game_id)
    clock.advance(hours=6)
    (half,) = await db.due.due_until(clock.now)
    others = await _others(db_target, clock)
    try:
        won = await asyncio.gather(*(d.due.claim_event(half, lease=60) for d in [db, *others]))
        assert sorted(won) == [False, False, False, True]
    finally:
        for other in others:
            await other.close()
    # The claimer died before acting: hidden while its lease runs, due again after it.
    assert await db.due.due_until(clock.now) == []
    assert await db.due.next_due_at() == clock.now + timedelta(seconds=60)
    clock.advance(seconds=60)
    assert await db.due.due_until(clock.now) == [half]
    assert await db.due.claim_event(half, lease=60)
    await db.due.finish_event(half)
    clock.advance(seconds=61)
    assert await db.due.due_until(clock.now) == []  # done: the lease no longer matters
    assert not await db.due.claim_event(half)


async def test_done_claims_are_pruned_after_a_week(db: Database, clock: FakeClock) -> None:
    assert await db.claims.claim("a") and await db.claims.claim("b", lease=60)
    await db.claims.finish_claim("a")
    clock.advance(days=6)
    assert await db.claims.prune_claims() == 0
    clock.advance(days=2)
    assert await db.claims.prune_claims() == 1  # "a"; "b" is not done, whatever its age
    assert await db.claims.claim_tries("a") == 0 and await db.claims.claim_tries("b") == 1
