"""Background work by shard: the database's ``shards=`` filters give each
process the games of its own servers only, and a reminder is claimed before it is sent."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from dbhelpers import ALICE, BOB, T0, FakeClock, active, lobby, record

from data import Database, MoveIn

#: Real-size servers on shard 0 and on shard 1 of 2 (and of 4): shard = (id >> 22) % count.
BASE = 280_861_000_000  # a multiple of 4
ON_0 = (BASE << 22) + 5
ON_1 = ((BASE + 1) << 22) + 5


async def _computer_to_move(db: Database, guild_id: int) -> int:
    game = await lobby(db, ALICE, seats=2, guild_id=guild_id)
    cpu = await db.computers.add_computer(game.id, "easy")
    await db.lobby.start(
        game.id, order=[ALICE, cpu], record=record(0), summary={}, current_user_id=ALICE
    )
    await db.play.commit_moves(
        game.id,
        expected_version=0,
        moves=[MoveIn(0, ALICE, "m1", {})],
        record=record(1),
        summary={},
        current_user_id=cpu,
        finished=False,
    )
    return game.id


async def test_each_shard_sees_the_computer_turns_of_its_own_servers(db: Database) -> None:
    zero, one = await _computer_to_move(db, ON_0), await _computer_to_move(db, ON_1)
    assert await db.computers.computer_turns() == [zero, one]
    assert await db.computers.computer_turns(shards=(2, (0,))) == [zero]
    assert await db.computers.computer_turns(shards=(2, (1,))) == [one]
    assert await db.computers.computer_turns(shards=(2, (0, 1))) == [zero, one]
    assert await db.computers.computer_turns(shards=(4, (2, 3))) == []
    assert await db.computers.computer_turns(shards=(4, (1, 3))) == [one]


async def test_a_reminder_is_claimed_once_by_several_processes(
    db_target: str, db: Database, clock: FakeClock
) -> None:
    game = await active(db, ALICE, BOB)
    clock.now = T0 + timedelta(days=2)
    cutoff = clock.now - timedelta(days=1)
    assert [g.id for g in await db.listings.due_reminders(older_than=cutoff)] == [game.id]
    others = [await Database.open(db_target, clock=clock) for _ in range(3)]
    try:
        won = await asyncio.gather(
            *(d.listings.claim_reminder(game.id, ALICE, older_than=cutoff) for d in [db, *others])
        )
    finally:
        for other in others:
            await other.close()
    assert sorted(won) == [False, False, False, True]
    assert await db.listings.due_reminders(older_than=cutoff) == []
    # Not the player to move, or a send that failed and gave the claim back:
    await db.listings.release_reminder(game.id)
    assert not await db.listings.claim_reminder(game.id, BOB, older_than=cutoff)
    assert await db.listings.claim_reminder(game.id, ALICE, older_than=cutoff)
