"""Turn reminders: a player whose turn has waited long enough is pinged once in the thread."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.e2e.conftest import World
from tests.e2e.helpers import game_thread, public, start_two_player, to_move, wait_for_turn_post

pytestmark = pytest.mark.asyncio


async def test_a_waiting_turn_is_reminded_once(world: World) -> None:
    fake, alice, bob = world.fake, world.alice, world.bob
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        _, first = await start_two_player(fake, world.channel, alice, bob, "classic")
        thread = game_thread(fake, world.channel)
        mover = to_move(first, [alice, bob])
        assert mover is not None
        # reminder_hours is 0 in tests: every running game is due at once
        mark = fake.mark()
        assert await bot.send_reminders() == 1
        note = await fake.wait_for_message(thread, since=mark, check=public)
        assert "waiting for your move" in note.content
        assert note.pinged == [mover.id]
        # reminded once per turn, not again
        assert await bot.send_reminders() == 0


async def test_a_vanished_player_times_out_and_the_other_wins(world: World) -> None:
    fake, alice, bob = world.fake, world.alice, world.bob
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        _, first = await start_two_player(fake, world.channel, alice, bob, "classic")
        thread = game_thread(fake, world.channel)
        mover = to_move(first, [alice, bob])
        other = bob if mover is alice else alice
        assert mover is not None
        assert await bot.expire_turns() == 0, "time-outs are off in this bot's settings"
        bot.settings = replace(bot.settings, timeout_days=1e-9)
        mark = fake.mark()
        assert await bot.expire_turns() == 1
        post = await wait_for_turn_post(fake, thread, mark)
        assert "ran out of time" in post.content and "Game over" in post.content
        first_place = post.content.split("Final standings:")[1].strip().splitlines()[0]
        assert other.global_name in first_place, post.content
        assert await bot.expire_turns() == 0


async def test_a_reminder_claimed_by_a_dead_process_is_sent_after_its_lease(world: World) -> None:
    from datetime import timedelta

    from bot.client import GenialBot
    from tests.e2e.test_leagues_e2e import Later

    fake, alice, bob = world.fake, world.alice, world.bob
    later = Later()
    bot = GenialBot(world.settings, clock=later)
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        _, first = await start_two_player(fake, world.channel, alice, bob, "classic")
        thread = game_thread(fake, world.channel)
        assert bot.db is not None
        row = await bot.db.games.get_game(1)
        assert row is not None
        # Another process claimed this turn's reminder and died before sending it.
        assert await bot.db.claims.claim(f"reminder:1:{row.turn_started_at}", lease=120)
        assert await bot.send_reminders() == 0  # its lease still runs
        later.ahead = timedelta(seconds=121)
        assert await bot.send_reminders() == 1
        assert await bot.send_reminders() == 0
        await fake.settle(0.2)
        notes = [m for m in fake.messages(thread) if "waiting for your move" in m.content]
        assert len(notes) == 1 and first.id != notes[0].id
