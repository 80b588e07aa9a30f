"""The start-up record check shares its work between processes: batches of games still
to verify are claimed with a lease (migration 0018), each game goes to one process, and
games a process died holding are checked once its lease runs out."""

from __future__ import annotations

import asyncio
from typing import Any

import discord
import pytest
from dbhelpers import FakeClock
from test_data_verified import real_game

from bot import record_check
from data import Database, GameRow, MoveRow


async def unverified(db: Database) -> list[int]:
    return [g.id for g in await db.audit.unverified_games_page()]


async def test_two_processes_claim_different_games_and_a_dead_ones_lease_runs_out(
    db: Database, db_target: str, clock: FakeClock
) -> None:
    games = [await real_game(db, 1) for _ in range(5)]
    other = await Database.open(db_target, clock=clock)
    try:
        mine = [g.id for g in await db.audit.claim_unverified(limit=2)]
        theirs = [g.id for g in await other.audit.claim_unverified(limit=2)]
        assert mine == games[:2] and theirs == games[2:4], "each skips what the other holds"
        held = await db.audit.unverified_held_until()
        assert held is not None and (held - clock()).total_seconds() == pytest.approx(120)
        # the other process dies holding its two; this one finishes its own
        await db.audit.finish_verifying(mine, [(gid, 1) for gid in mine])
        assert [g.id for g in await db.audit.claim_unverified(limit=10)] == [games[4]]
        await db.audit.finish_verifying([games[4]], [(games[4], 1)])
        assert await db.audit.claim_unverified(limit=10) == [], "the dead one's lease still runs"
        assert await db.audit.unverified_held_until() == held
        clock.advance(seconds=121)
        assert await db.audit.unverified_held_until() is None
        assert [g.id for g in await db.audit.claim_unverified(limit=10)] == theirs
    finally:
        await other.close()


async def test_claims_made_at_the_same_moment_never_share_a_game(
    db: Database, db_target: str, clock: FakeClock
) -> None:
    games = [await real_game(db, 1) for _ in range(12)]
    other = await Database.open(db_target, clock=clock)
    try:
        got: list[int] = []
        while True:  # a claim that met the other's locked rows may get fewer, never theirs
            a, b = await asyncio.gather(
                db.audit.claim_unverified(limit=2), other.audit.claim_unverified(limit=2)
            )
            if not a and not b:
                break
            got += [g.id for g in (*a, *b)]
        assert sorted(got) == games, "every game claimed exactly once"
    finally:
        await other.close()


async def test_the_claim_keeps_to_its_shards_and_a_finished_batch_is_let_go(db: Database) -> None:
    game = await real_game(db, 1)
    assert await db.audit.claim_unverified(shards=(1, (1,))) == [], "no server is on shard 1 of 1"
    (row,) = await db.audit.claim_unverified(shards=(1, (0,)))
    assert row.id == game and row.version == 1
    await db.audit.finish_verifying([game], [])  # damaged: let go, still unverified
    assert await unverified(db) == [game] and await db.audit.unverified_held_until() is None
    assert [g.id for g in await db.audit.claim_unverified()] == [game]
    await db.audit.finish_verifying([], [])


async def test_the_check_waits_for_games_another_process_holds(
    db: Database, db_target: str, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    games = [await real_game(db, 2) for _ in range(4)]
    replayed: list[int] = []
    real = record_check.damage_of

    def damage_of(row: GameRow, log: list[MoveRow]) -> str | None:
        replayed.append(row.id)
        return real(row, log)

    monkeypatch.setattr(record_check, "damage_of", damage_of)
    other = await Database.open(db_target, clock=clock)
    try:  # another process claimed the first one and died
        assert [g.id for g in await other.audit.claim_unverified(limit=1)] == games[:1]
    finally:
        await other.close()
    client: Any = discord.Client(intents=discord.Intents.none())
    check = asyncio.create_task(
        record_check.verify_open_games(client, db, batch=2, share=0.9, retry=0.01)
    )
    while await unverified(db) != games[:1]:  # the others get checked
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.05)  # several looks at the held one
    assert not check.done() and replayed == games[1:]
    clock.advance(seconds=121)  # its lease runs out: this process checks it
    assert await check == []
    assert replayed == [*games[1:], games[0]] and await unverified(db) == []
