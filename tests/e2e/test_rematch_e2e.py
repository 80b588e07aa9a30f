"""A rematch from a finished game's final post, through the real
client. The button survives a restart; a non-player is refused; the first click opens a
lobby in the game's channel with the seats kept for the players; a second click (by the
other player) joins it and the game starts as a normal game; the lobby is opened once."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import World
from tests.e2e.helpers import confirm, game_thread, start_two_player, wait_for_turn_post

pytestmark = pytest.mark.asyncio


async def test_rematch_from_the_final_post(world: World) -> None:
    fake, ch, alice, bob, carol = world.fake, world.channel, world.alice, world.bob, world.carol
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        thread, _ = await start_two_player(fake, ch, alice, bob, "classic")
        mark = fake.mark()
        await confirm(fake, bob, await fake.slash(bob, thread, "genial resign"))
        final = await wait_for_turn_post(fake, thread, mark)
        assert "Final standings" in final.content, final.content
        assert [b["label"] for b in final.buttons] == ["Rematch"]

    async with fake.run_bot(world.new_bot()):  # the button survives a restart
        r = await fake.click(carol, final, label="Rematch")
        assert r.ephemeral and "Only the players of this game" in r.text, r.text
        assert not any(not m.ephemeral for m in r.created)

        mark = fake.mark()
        r = await fake.click(alice, final, label="Rematch")
        assert r.ephemeral and "You opened a rematch: game #2" in r.text, r.text
        lobby = await fake.wait_for_message(ch, since=mark, check=lambda m: "Rematch" in m.content)
        assert "Genial #2" in lobby.content and bob.id in lobby.pinged, lobby.content
        assert "Seats (1/2): Alice" in lobby.content, lobby.content

        r = await fake.click(carol, lobby, label="Join")
        assert "kept for the last game's players" in r.text, r.text
        r = await fake.click(alice, final, label="Rematch")  # no second lobby
        assert "game #2" in r.text, r.text
        assert sum("Rematch" in m.content for m in fake.messages(ch)) == 1

        known = {t.id for t in fake.threads(ch)}
        mark = fake.mark()
        r = await fake.click(bob, final, label="Rematch")
        assert "You accepted the rematch: game #2" in r.text and "has started" in r.text, r.text
        first = await fake.wait_for_message(
            since=mark, check=lambda m: bool(m.files) and m.channel_id not in known
        )
        new_thread = game_thread(fake, ch)
        assert first.channel_id == new_thread.id and "#2" in new_thread.name
        assert new_thread.id != thread.id
        assert sum("Genial #2" in m.content for m in fake.messages(ch)) == 1  # one lobby
        r = await fake.slash(alice, ch, "genial games")
        assert "#2" in r.text, r.text
