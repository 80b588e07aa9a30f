"""Moves in words through the real client: the turn post's board description says the
move in words (no notation), and ``/genial next``'s board has a description."""

from __future__ import annotations

import re

import pytest

from tests.e2e.conftest import World
from tests.e2e.helpers import game_thread, play_best, public, start_two_player, whose_turn

pytestmark = pytest.mark.asyncio

#: Directions of the notation (``B5 dr``), which a screen reader reads as words.
DIRECTION = re.compile(r"\b(dr|dl|ur|ul|r|l|d|u)\b")


async def test_turn_post_and_next_describe_the_move_in_words(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        await start_two_player(fake, ch, alice, bob, "classic")
        thread = game_thread(fake, ch)
        mover = await whose_turn(fake, [alice, bob], thread, 1)
        mark = fake.mark()
        move = await play_best(fake, mover, thread, 1)
        post = await fake.wait_for_message(
            thread, since=mark, check=lambda m: public(m) and bool(m.files)
        )  # the turn post with its board
        alt = post.attachments[0].description or ""
        name = "Alice" if mover is alice else "Bob"
        assert f"Last move: {name} placed {move.split()[0]} on " in alt, alt
        assert move not in alt and not DIRECTION.search(alt.split("Last move:")[1]), alt

        waiting = await whose_turn(fake, [alice, bob], thread, 1)
        r = await fake.slash(waiting, ch, "genial next")
        board = r.attachments[0]
        assert board.description and board.description.startswith("Genial #1"), board
        assert f"Last move: {name} placed" in board.description
