"""A clock event claimed by a process that died: the scheduler of another
process (or this one, restarted) leaves it alone while the claim's lease runs, then
acts on it once: the reminder is sent, the time-out applied, neither twice."""

from __future__ import annotations

from typing import Any

import pytest

from bot.client import GenialBot
from data import Database
from tests.e2e.conftest import World
from tests.e2e.test_clocks_e2e import FakeClock
from tests.fakediscord import Channel

pytestmark = pytest.mark.asyncio


async def clocked_game(world: World, bot: GenialBot) -> tuple[Any, Channel]:
    """Alice and Bob's classic game with a clock of a day a turn: its row and thread."""
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    await fake.wait_commands_synced()
    r = await fake.slash(alice, ch, "genial new", edition="classic", players=2,
                         clock="fixed:1d")  # fmt: skip
    await fake.click(bob, r.message, label="Join")
    await fake.click(alice, r.message, label="Start")
    assert bot.db is not None
    row = await bot.db.games.find_game(world.guild.id, number=1)
    assert row is not None and row.thread_id is not None
    return row, fake.world.channels[row.thread_id]


async def test_a_clock_event_of_a_dead_process_is_acted_on_after_its_lease(world: World) -> None:
    fake = world.fake
    clock = FakeClock()
    bot = GenialBot(world.settings, clock=clock)
    async with fake.run_bot(bot):
        row, thread = await clocked_game(world, bot)
        # 12 h later the half reminder is due: another process claims it and dies.
        clock.at(hours=12, minutes=1)
        dead = await Database.open(world.settings.database, clock=clock)
        try:
            (half,) = await dead.due.due_until(clock.now)
            assert half.kind == "half" and await dead.due.claim_event(half, lease=120)
        finally:
            await dead.close()
        assert await bot.scheduler.tick() == []  # its lease runs: nobody acts
        clock.at(hours=12, minutes=3, seconds=1)  # run out
        [acted] = await bot.scheduler.tick()
        assert (acted.kind, acted.how) == ("half", "mention")
        assert await bot.scheduler.tick() == []
        # The time-out, the same way: claimed by a dead process, applied once after.
        clock.at(hours=24, minutes=1)
        dead = await Database.open(world.settings.database, clock=clock)
        try:
            due = await dead.due.due_until(clock.now)
            timeout = next(e for e in due if e.kind == "timeout")
            for ev in due:
                assert await dead.due.claim_event(ev, lease=120)
        finally:
            await dead.close()
        assert await bot.scheduler.tick() == []
        clock.at(hours=24, minutes=3, seconds=1)
        acted_now = await bot.scheduler.tick()
        assert [(a.kind, a.how) for a in acted_now if a.kind == "timeout"] == [("timeout", "leave")]
        assert timeout.user_id == row.current_user_id
        assert await bot.scheduler.tick() == []
        await fake.settle(0.2)
        posts = [m.content for m in fake.messages(thread)]
        assert sum("left on your clock" in p for p in posts) == 1, posts
        assert sum("ran out of time" in p for p in posts) == 1, posts


async def test_a_reminder_whose_answer_was_lost_is_retried_and_shown_once(world: World) -> None:
    """Discord made the reminder but its answer was lost (and every resend's too): the
    scheduler keeps the event and tries again after the lease; the resend carries the same
    nonce, so the thread shows the reminder once."""
    fake = world.fake
    clock = FakeClock()
    bot = GenialBot(world.settings, clock=clock)
    async with fake.run_bot(bot):
        _, thread = await clocked_game(world, bot)
        await fake.settle(0.2)
        clock.at(hours=12, minutes=1)
        chaos = fake.inject_chaos(1, 1.0, kinds=("lost",), routes=("create",),
                                  channels={thread.id})  # fmt: skip
        assert await bot.scheduler.tick() == []  # not sent as far as the bot knows: kept
        assert chaos.injected["lost"] >= 1
        fake.world.chaos = None
        assert await bot.scheduler.tick() == []  # its claim holds until the lease ends
        clock.at(hours=12, minutes=3, seconds=1)
        [acted] = await bot.scheduler.tick()
        assert (acted.kind, acted.how) == ("half", "mention")
        await fake.settle(0.2)
        notes = [m for m in fake.messages(thread) if "left on your clock" in m.content]
        assert len(notes) == 1, [m.content for m in notes]
