"""Bugs the fuzz test found, each pinned by a focused end-to-end test."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest

from cogs.service import GameService
from tests.e2e.conftest import World
from tests.e2e.fuzz_checks import ErrorLog
from tests.e2e.helpers import move_choices, public, start_two_player, to_move

pytestmark = pytest.mark.asyncio


async def test_a_game_opened_inside_a_thread_plays_in_that_thread(world: World) -> None:
    """Discord cannot open a thread from a message in a thread: play where the lobby is."""
    fake, alice, bob = world.fake, world.alice, world.bob
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        talk = fake.create_thread(alice, world.channel, "chat")
        r = await fake.slash(alice, talk, "genial new", edition="classic", players=2, invite1=bob)
        await fake.click(bob, r.message, label="Join")
        mark = fake.mark()
        await fake.click(alice, r.message, label="Start")
        first = await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        assert first.channel_id == talk.id
        assert "has started" in first.content
        assert [q for q in fake.requests if q.status >= 400] == []


async def test_a_move_being_announced_survives_the_bot_shutting_down(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Closing the bot lets the interactions it is handling finish: the move is announced."""
    fake, alice, bob = world.fake, world.alice, world.bob
    render = GameService.board_png

    async def slow_board(self: GameService, *args: Any, **kwargs: Any) -> bytes:
        await asyncio.sleep(0.5)  # a slow render: the bot is asked to close meanwhile
        return await render(self, *args, **kwargs)

    errors = ErrorLog()
    logging.getLogger().addHandler(errors)
    try:
        async with fake.run_bot(world.new_bot()):
            await fake.wait_commands_synced()
            thread, first = await start_two_player(fake, world.channel, alice, bob, "classic")
            mover = to_move(first, [alice, bob])
            assert mover is not None
            move = (await move_choices(fake, mover, thread, 1))[0]["value"]
            mark = fake.mark()
            monkeypatch.setattr(GameService, "board_png", slow_board)
            # Only until the bot has deferred: it closes while it applies and announces.
            await fake.slash(mover, thread, "genial play", move=move, game=1, until="ack")
        posts = [m for m in fake.messages(thread) if m.id > first.id]
        assert len(posts) == 1 and posts[0].files, fake.world.events[mark:]
    finally:
        logging.getLogger().removeHandler(errors)
    assert errors.problems() == []
