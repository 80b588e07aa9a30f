"""Turn reminders: a player whose turn has waited long enough is pinged once in the thread."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import World
from tests.e2e.helpers import game_thread, public, start_two_player, to_move

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
