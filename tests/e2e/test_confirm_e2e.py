"""Resign, cancel and kick ask "Are you sure?" privately; nothing happens until Confirm.

Back changes nothing; a question asked before a move is refused once the game has
moved on; Confirm checks permissions again; the buttons survive a restart.
"""

from __future__ import annotations

import pytest

from tests.e2e.conftest import World
from tests.e2e.helpers import (
    confirm,
    move_choices,
    play_best,
    public,
    start_two_player,
    to_move,
    wait_for_turn_post,
)

pytestmark = pytest.mark.asyncio


async def test_resign_cancel_kick_wait_for_confirm(world: World) -> None:
    fake, ch, alice, bob, carol = world.fake, world.channel, world.alice, world.bob, world.carol
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        thread, first = await start_two_player(fake, ch, alice, bob, "classic")
        mover = to_move(first, [alice, bob])
        assert mover is not None
        other = bob if mover is alice else alice
        posts = len(fake.messages(thread))

        # --- each question is private and names the game; Back changes nothing
        for user, command, extra, words in (
            (mover, "genial resign", {}, "Resign from game #1?"),
            (alice, "genial cancel", {}, "Cancel game #1 for everybody?"),
            (alice, "genial kick", {"player": bob}, f"Remove <@{bob.id}> from game #1?"),
        ):
            asked = await fake.slash(user, thread, command, **extra)
            assert words in asked.text, asked.text
            assert not any(public(m) for m in asked.created)
            assert bob.id not in asked.pinged
            r = await confirm(fake, user, asked, label="Back")
            assert r.text == "Nothing was changed." and not r.message.buttons
        assert len(fake.messages(thread)) == posts
        assert await move_choices(fake, mover, thread, 1), "the game goes on"

        # --- refused before asking: no permission, not a player
        r = await fake.slash(carol, thread, "genial cancel")
        assert "Only the player who opened" in r.text and not r.message.buttons, r.text
        r = await fake.slash(carol, thread, "genial resign", game=1)
        assert "not playing in game #1" in r.text and not r.message.buttons, r.text
        r = await fake.slash(alice, thread, "genial kick", player=carol, game=1)
        assert f"<@{carol.id}> is not playing in game #1" in r.text, r.text

        # --- a question from before a move is refused after it
        stale = await fake.slash(alice, thread, "genial cancel")
        await play_best(fake, mover, thread, 1)
        r = await confirm(fake, alice, stale)
        assert r.ephemeral and "moved on" in r.text, r.text
        assert await move_choices(fake, other, thread, 1), "still running"

        # --- the buttons survive a restart; Confirm removes the player and ends the game
        asked = await fake.slash(alice, thread, "genial kick", player=bob)
    async with fake.run_bot(world.new_bot()):
        mark = fake.mark()
        r = await confirm(fake, alice, asked)
        assert r.text == f"Removed <@{bob.id}> from game #1.", r.text
        final = await wait_for_turn_post(fake, thread, mark)
        assert "was removed from the game" in final.content and "Final standings" in final.content


async def test_lobby_cancel_and_kick_wait_for_confirm(world: World) -> None:
    fake, ch, alice, bob, carol = world.fake, world.channel, world.alice, world.bob, world.carol
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        lobby = (await fake.slash(alice, ch, "genial new", edition="classic", players=3)).message
        await fake.click(bob, lobby, label="Join")
        assert "Alice, Bob" in fake.message(lobby.id).content

        # kick from a lobby: only the opener (or Manage Server); the lobby stays open
        r = await fake.slash(carol, ch, "genial kick", player=bob, game=1)
        assert "Only the player who opened" in r.text, r.text
        r = await fake.slash(alice, ch, "genial kick", player=alice, game=1)
        assert "cancel the game instead" in r.text, r.text
        asked = await fake.slash(alice, ch, "genial kick", player=bob, game=1)
        assert "Alice, Bob" in fake.message(lobby.id).content, "nothing before Confirm"
        r = await confirm(fake, alice, asked)
        assert r.text == f"Removed <@{bob.id}> from the lobby of game #1.", r.text
        content = fake.message(lobby.id).content
        assert "Seats (1/3): Alice" in content, content
        assert fake.message(lobby.id).buttons[0]["label"] == "Join"

        # the lobby's Cancel button asks too
        asked = await fake.click(alice, lobby, label="Cancel")
        assert "Cancel game #1 for everybody?" in asked.text, asked.text
        assert "Press **Join**" in fake.message(lobby.id).content
        r = await confirm(fake, alice, asked)
        assert r.text == "Game #1 is cancelled.", r.text
        await fake.settle()
        assert "This game was cancelled." in fake.message(lobby.id).content
        assert not fake.message(lobby.id).buttons
        assert not asked.message.buttons, "the question's buttons are gone once answered"
