"""The outbox: deliveries written with the commit, claimed once, in order,
retried with a backoff, given up after many attempts; games' latest posts; alerts once.
Every test runs on SQLite and on PostgreSQL (the ``db`` fixture)."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import pytest
from dbhelpers import ALICE, BOB, GUILD, FakeClock, active, record

import data.deliveries as outbox
from data import Announce, Database, GamePost, MoveIn, StaleVersionError

pytestmark = pytest.mark.asyncio


async def commit(db: Database, game_id: int, expected: int, count: int = 1, **kw: Any) -> int:
    users = [ALICE, BOB]
    moves = [
        MoveIn(i % 2, users[i % 2], f"m{i + 1}", {"text": f"move {i + 1}"})
        for i in range(expected, expected + count)
    ]
    return await db.play.commit_moves(
        game_id,
        expected_version=expected,
        moves=moves,
        record=record(expected + count),
        summary={},
        current_user_id=BOB,
        finished=False,
        **kw,
    )


async def test_a_commit_writes_its_delivery_in_the_same_transaction(
    db: Database, clock: FakeClock
) -> None:
    game = await active(db, ALICE, BOB)
    assert await commit(db, game.id, 0, 2, announce=Announce(0, ALICE)) == 2
    [d] = await db.outbox.deliveries_of(game.id)
    assert (d.guild_id, d.kind, d.version, d.from_version) == (GUILD, "turn", 2, 0)
    assert (d.actor_seat, d.previous_user, d.state, d.attempts) == (0, ALICE, "pending", 0)
    # Left to the committing process for a moment: the sweep takes it only after GRACE.
    assert await db.outbox.due_deliveries() == []
    clock.advance(seconds=outbox.GRACE + 1)
    assert [x.id for x in await db.outbox.due_deliveries()] == [d.id]
    # A stale commit writes nothing, its delivery neither.
    with pytest.raises(StaleVersionError):
        await commit(db, game.id, 0, 1, announce=Announce(0, ALICE))
    assert len(await db.outbox.deliveries_of(game.id)) == 1
    # Without ``announce`` (system bookkeeping) nothing is owed.
    await commit(db, game.id, 2)
    assert len(await db.outbox.deliveries_of(game.id)) == 1


async def test_a_delivery_is_claimed_once_and_a_games_posts_go_in_order(
    db: Database, clock: FakeClock
) -> None:
    game = await active(db, ALICE, BOB)
    await commit(db, game.id, 0, announce=Announce(0, ALICE))
    await commit(db, game.id, 1, announce=Announce(1, BOB))
    first, second = await db.outbox.deliveries_of(game.id)
    # The later one waits while the earlier is pending.
    assert not await db.outbox.claim_delivery(second.id, "p1", 60)
    # Of two claimants at once exactly one wins.
    won = await asyncio.gather(*(db.outbox.claim_delivery(first.id, f"p{i}", 60) for i in range(4)))
    assert sorted(won) == [False, False, False, True]
    clock.advance(seconds=outbox.GRACE + 1)
    assert [d.id for d in await db.outbox.due_deliveries()] == [], "claimed, and the next waits"
    post = GamePost(game.id, 7, 70, 1, ("**Alice** placed RR",), chain=True)
    await db.outbox.delivery_sent(first.id, post, message_id=70)
    assert (await db.outbox.delivery(first.id)).state == "sent"  # type: ignore[union-attr]
    assert await db.outbox.game_post(game.id) == post
    assert [d.id for d in await db.outbox.due_deliveries()] == [second.id]
    assert await db.outbox.claim_delivery(second.id, "p1", 60)


async def test_an_expired_claim_is_taken_over_and_a_restart_frees_its_own(
    db: Database, clock: FakeClock
) -> None:
    game = await active(db, ALICE, BOB)
    await commit(db, game.id, 0, announce=Announce(0, ALICE))
    [d] = await db.outbox.deliveries_of(game.id)
    assert await db.outbox.claim_delivery(d.id, "dead", 60)
    assert not await db.outbox.claim_delivery(d.id, "alive", 60)
    clock.advance(seconds=61)
    assert [x.id for x in await db.outbox.due_deliveries()] == [d.id], "the lease ran out"
    assert await db.outbox.claim_delivery(d.id, "alive", 60)
    # A process starting up frees the claims on its own servers' deliveries at once.
    mine = (GUILD >> 22) % 2
    assert await db.outbox.release_claims(shards=(2, (1 - mine,))) == 0
    assert await db.outbox.release_claims(shards=(2, (mine,))) == 1
    assert await db.outbox.claim_delivery(d.id, "restarted", 60)


async def test_a_failure_backs_off_and_is_given_up_after_many_attempts(
    db: Database, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = await active(db, ALICE, BOB)
    await commit(db, game.id, 0, announce=Announce(0, ALICE))
    [d] = await db.outbox.deliveries_of(game.id)
    assert await db.outbox.claim_delivery(d.id, "p", 60)
    assert await db.outbox.delivery_failed(d.id, "503 Service Unavailable")
    again = await db.outbox.delivery(d.id)
    assert again is not None and again.attempts == 1 and again.error.startswith("503")
    assert again.due_at == clock.now + timedelta(seconds=outbox.backoff(1))
    assert await db.outbox.claim_delivery(d.id, "p", 60), "the failure freed the claim"
    assert [outbox.backoff(n) for n in (1, 2, 3, 7, 50)] == [2.0, 5.0, 15.0, 3600.0, 3600.0]
    monkeypatch.setattr(outbox, "MAX_ATTEMPTS", 3)
    assert await db.outbox.delivery_failed(d.id, "429")
    assert not await db.outbox.delivery_failed(d.id, "429"), "the third failure gives up"
    assert (await db.outbox.delivery(d.id)).state == "failed"  # type: ignore[union-attr]
    assert await db.outbox.pending_count() == 0
    # A bug is not retried at all.
    await commit(db, game.id, 1, announce=Announce(1, BOB))
    d2 = (await db.outbox.deliveries_of(game.id))[-1]
    assert not await db.outbox.delivery_failed(d2.id, "400 Invalid Form Body", retry=False)


async def test_steps_are_remembered_and_admins_are_told_once(db: Database) -> None:
    game = await active(db, ALICE, BOB)
    await commit(db, game.id, 0, announce=Announce(0, ALICE))
    [d] = await db.outbox.deliveries_of(game.id)
    await db.outbox.delivery_step(d.id, "silent")
    await db.outbox.delivery_step(d.id, "silent")
    assert (await db.outbox.delivery(d.id)).steps == {"silent"}  # type: ignore[union-attr]
    told = await asyncio.gather(*(db.outbox.claim_alert(GUILD, "thread") for _ in range(3)))
    assert sorted(told) == [False, False, True]
    assert await db.outbox.claim_alert(GUILD, "post"), "another problem is told on its own"
    await db.outbox.clear_alert(GUILD, "thread")
    assert await db.outbox.claim_alert(GUILD, "thread"), "mended, then broken again: told again"
    await db.outbox.remember_post(GamePost(game.id, 1, 2, 0))
    await db.outbox.forget_game_post(game.id)
    assert await db.outbox.game_post(game.id) is None


async def test_an_owed_lobby_line_blocks_no_post_and_a_cancellation_waits_for_them(
    db: Database, clock: FakeClock
) -> None:
    game = await active(db, ALICE, BOB)
    await commit(db, game.id, 0, announce=Announce(0, ALICE))
    await commit(db, game.id, 1, announce=Announce(1, BOB))
    first, second = await db.outbox.deliveries_of(game.id)
    assert await db.outbox.claim_delivery(first.id, "p1", 60)
    post = GamePost(game.id, 7, 70, 1)
    # The post went out, the lobby message's edit did not: a 'lobby' delivery owes it.
    await db.outbox.delivery_sent(first.id, post, message_id=70, lobby_owed=first)
    lobby = next(d for d in await db.outbox.deliveries_of(game.id) if d.kind == "lobby")
    assert (lobby.version, lobby.state) == (1, "pending")
    assert (await db.outbox.next_pending(game.id)).id == second.id  # type: ignore[union-attr]
    assert await db.outbox.claim_delivery(second.id, "p1", 60), "the next post does not wait for it"
    clock.advance(seconds=outbox.GRACE + 1)
    assert [d.id for d in await db.outbox.due_deliveries()] == [lobby.id]
    # A cancellation is written with the game's change and comes after its pending posts.
    assert await db.lobby.cancel(game.id, by=ALICE)
    cancel = await db.outbox.delivery_for(game.id, 3, "cancel")
    assert cancel is not None and (cancel.previous_user, cancel.from_version) == (ALICE, 2)
    assert not await db.outbox.claim_delivery(cancel.id, "p2", 60), "waits for the turn post"
    await db.outbox.delivery_sent(second.id, None)
    assert await db.outbox.claim_delivery(cancel.id, "p2", 60)
    assert not await db.lobby.cancel(game.id, by=ALICE), "over already: nothing more is owed"
    assert len([d for d in await db.outbox.deliveries_of(game.id) if d.kind == "cancel"]) == 1
