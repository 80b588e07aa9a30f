"""A follower is notified. Carol follows a game she does not play
in (from its thread, and by number from elsewhere), is refused where she may not follow,
and is mentioned in the game's final post; a player cannot follow their own game, and a
game of another server is answered like one that does not exist."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import World
from tests.e2e.helpers import confirm, start_two_player, wait_for_turn_post

pytestmark = pytest.mark.asyncio


async def test_a_follower_is_mentioned_when_the_game_ends(world: World) -> None:
    fake, ch, alice, bob, carol = world.fake, world.channel, world.alice, world.bob, world.carol
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        thread, first = await start_two_player(fake, ch, alice, bob, "classic")
        assert carol.id not in first.pinged

        r = await fake.slash(alice, thread, "genial follow")
        assert r.ephemeral and "You play in game #1" in r.text, r.text
        r = await fake.slash(carol, ch, "genial follow")
        assert "Which game?" in r.text, r.text
        r = await fake.slash(carol, ch, "genial follow", game=7)
        assert "#7" in r.text and "follow" not in r.text.lower(), r.text  # no such game
        r = await fake.slash(carol, thread, "genial follow")
        assert r.ephemeral and "You follow game #1" in r.text, r.text
        r = await fake.slash(carol, ch, "genial follow", game=1, notices="off")
        assert "no longer follow game #1" in r.text, r.text
        r = await fake.slash(carol, ch, "genial follow", game=1)
        assert "You follow game #1" in r.text, r.text
        assert not any(carol.id in m.pinged for m in fake.messages(thread))

        mark = fake.mark()
        await confirm(fake, bob, await fake.slash(bob, thread, "genial resign"))
        final = await wait_for_turn_post(fake, thread, mark)
        assert "Final standings" in final.content, final.content
        assert carol.id in final.pinged and f"Following this game: <@{carol.id}>" in final.content

        r = await fake.slash(carol, thread, "genial follow")
        assert "Game #1 is over" in r.text, r.text
