"""More of what the bot owes, through Discord's failures: the lobby message's
status line and a cancellation go through the outbox; a lost answer followed by a thread
closed for good, or by a gap longer than Discord's memory of nonces, posts the move once."""

from __future__ import annotations

import pytest

from cogs.delivery import deliverer as deliverer_module
from tests.e2e.conftest import World
from tests.e2e.helpers import start_two_player
from tests.e2e.test_delivery_e2e import (
    db_of,
    delivered,
    play_one,
    play_top,
    posts,
    quick_retries,
)

pytestmark = pytest.mark.asyncio
__all__ = ["quick_retries"]  # the fixture: retries 50 ms apart


async def test_the_lobby_line_and_a_cancellation_come_through_failures(world: World) -> None:
    """The lobby message's status line is part of a move's delivery: Discord failing its
    edit does not hold back the turn post (the mover reads that the board is in the
    thread) and the line follows. A cancellation goes through the outbox too: its post
    comes once after Discord failed it, the last turn post loses its buttons, and the
    lobby message says the game was cancelled."""
    fake, ch = world.fake, world.channel
    players = [world.alice, world.bob]
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        thread, _ = await start_two_player(fake, ch, *players, "travel")
        row = await db_of(bot).games.get_game(1)
        lobby = fake.message(row.lobby_message_id)
        chaos = fake.inject_chaos(seed=3, rate=1.0, kinds=("503",), routes=("edit",),
                                  channels={ch.id})  # fmt: skip
        r = await play_top(world, bot, players, thread)
        await fake.settle(0.2)
        assert "Played" in r.text and not [m for m in r.followups if "Discord" in m.content]
        assert chaos.injected["503"] >= 1
        fake.world.chaos = None
        await delivered(world, bot, 1)
        row = await db_of(bot).games.get_game(1)
        mover = next(u for u in players if u.id == row.current_user_id)
        status = fake.message(lobby.id).content.splitlines()[-1]
        assert (mover.global_name or mover.name) in status, status
        # --- the cancellation: Discord refuses its post for a while
        last = posts(world, thread)[-1]
        assert last.buttons
        fake.inject_chaos(seed=4, rate=1.0, kinds=("503",), routes=("create",),
                          channels={thread.id})  # fmt: skip
        asked = await fake.slash(world.alice, thread, "genial cancel")
        done = await fake.click(world.alice, asked.message, label="Confirm")
        assert done.text == "Game #1 is cancelled.", done.text
        assert not [m for m in posts(world, thread) if "cancelled by" in m.content]
        fake.world.chaos = None
        await delivered(world, bot, 1)
        notes = [m for m in posts(world, thread) if "cancelled by" in m.content]
        assert len(notes) == 1 and "Alice" in notes[0].content, [m.content for m in notes]
        assert not fake.message(last.id).buttons, "the last turn post lost its buttons"
        assert "This game was cancelled." in fake.message(lobby.id).content


async def test_a_lost_answer_then_a_closed_thread_does_not_hold_the_game_back(
    world: World,
) -> None:
    """The post's answer was lost, then the thread closed to the bot for good: the retry
    goes back to the thread first (the post may be there), and when the thread refuses it
    the post goes to the channel instead of waiting for a permission that may never come."""
    fake = world.fake
    players = [world.alice, world.bob]
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        thread, _ = await start_two_player(fake, world.channel, *players, "travel")
        chaos = fake.inject_chaos(seed=5, rate=1.0, kinds=("lost",), routes=("create",),
                                  channels={thread.id})  # fmt: skip
        in_channel = len(posts(world, world.channel))
        assert await play_one(world, bot, players, thread)
        await fake.wait_for(lambda: chaos.injected["lost"] >= 1, what="a lost answer")
        fake.revoke_thread_posting(world.guild)
        fake.world.chaos = None
        await delivered(world, bot, 1)
        assert all(d.state == "sent" for d in await db_of(bot).outbox.deliveries_of(1))
        moved = [m for m in posts(world, world.channel)[in_channel:] if m.files]
        assert len(moved) == 1 and moved[0].content.startswith("**Genial #1**"), moved


async def test_a_post_lost_beyond_discords_nonce_memory_is_found_not_posted_again(
    world: World,
) -> None:
    """The post's answer is lost again and again, until Discord has forgotten its nonce (it
    remembers nonces for minutes): the bot finds its post among the thread's latest
    messages and completes it, instead of posting the move twice."""
    fake = world.fake
    players = [world.alice, world.bob]
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        thread, _ = await start_two_player(fake, world.channel, *players, "travel")
        before = len(posts(world, thread))
        fake.inject_chaos(seed=6, rate=1.0, kinds=("lost",), routes=("create",),
                          channels={thread.id})  # fmt: skip
        assert await play_one(world, bot, players, thread)

        async def attempts() -> int:
            return max(d.attempts for d in await db_of(bot).outbox.deliveries_of(1))

        for _ in range(400):
            if await attempts() >= deliverer_module.NONCE_ATTEMPTS:
                break
            await fake.settle(0.05)
        assert await attempts() >= deliverer_module.NONCE_ATTEMPTS
        fake.world.forget_nonces = True
        fake.world.chaos = None
        await delivered(world, bot, 1)
        new = posts(world, thread)[before:]
        assert len(new) == 1, [m.content for m in new]
        assert new[0].files and new[0].buttons, "completed: its board and its button"
