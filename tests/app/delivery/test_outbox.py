"""The outbox as the deliverer uses it, on both backends: a delivery claimed by one
owner only, sent or waiting for the others; a failure put back; a turn rebuilt from the
stored record; the latest post remembered."""

from __future__ import annotations

from app.delivery.outbox import CLAIMED, SENT, WAITING
from app.games.owed_turns import GamePost
from app.uses import Uses
from tests.app.people import ALICE, BOB, running
from tests.data.dbhelpers import FakeClock


async def test_a_delivery_is_claimed_once_then_sent(uses: Uses, clock: FakeClock) -> None:
    outbox = uses.outbox
    game_id = await running(uses, ALICE, BOB)
    start = await outbox.owed(game_id, 0)
    assert start is not None and start.version == 0
    assert await outbox.due(None) == []  # the committing process delivers it first
    clock.advance(seconds=10)
    assert [d.id for d in await outbox.due(None)] == [start.id]  # then the sweep
    assert await outbox.claim(start, "one", 60) == CLAIMED
    assert await outbox.claim(start, "two", 60) == WAITING  # another holds it
    assert await outbox.is_latest(start)
    post = GamePost(game_id, 7, 70, 0, ("started",), False)
    await outbox.sent(start, post, message_id=70)
    assert await outbox.claim(start, "two", 60) == SENT
    assert await outbox.latest_post(game_id) == post
    assert await outbox.due(None) == []


async def test_a_move_delivered_late_is_rebuilt_from_the_record(uses: Uses) -> None:
    outbox = uses.outbox
    game_id = await running(uses, ALICE, BOB)
    loaded = await uses.service.load(game_id)
    mover = loaded.current_user()
    assert mover is not None
    played = await uses.service.resign(game_id, mover)
    d = await outbox.owed(game_id, played.loaded.version)
    assert d is not None and d.previous_user == mover
    assert await outbox.claim(d, "one", 60) == WAITING  # the start post is still owed
    start = await outbox.owed(game_id, 0)
    assert start is not None and await outbox.claim(start, "one", 60) == CLAIMED
    await outbox.sent(start, None)
    assert await outbox.following(start) == d  # it waited for the start post
    rebuilt = await outbox.rebuild(d)
    assert rebuilt is not None and rebuilt.played.finished
    assert rebuilt.played.loaded.version == played.loaded.version
    assert [o.notation for o in rebuilt.played.outcomes] == [o.notation for o in played.outcomes]
    assert rebuilt.settled.solo is None


async def test_a_failure_is_put_back_and_an_alert_told_once(uses: Uses) -> None:
    outbox = uses.outbox
    game_id = await running(uses, ALICE, BOB)
    start = await outbox.owed(game_id, 0)
    assert start is not None
    assert await outbox.claim(start, "one", 60) == CLAIMED
    assert await outbox.failed(start, "503 unavailable", retry=True)
    assert await outbox.due(None) == []  # it waits for its backoff
    assert 0.05 <= await outbox.pause(None, 30.0) <= 30.0
    guild = start.guild_id
    assert await outbox.alert(guild, "thread")
    assert not await outbox.alert(guild, "thread")
    await outbox.mended(guild)
    assert await outbox.alert(guild, "thread")
