"""A complete 2-player classic game through the real discord.py client (issue: foundation).

Create, join, start, moves through both the slash command and the buttons, the
ephemeral rack, wrong-turn and bad-cell errors, a restart of the bot in the
middle of the game, and the final standings.
"""

from __future__ import annotations

import asyncio
import json

import pytest

from genial import replay
from tests.e2e.conftest import World
from tests.e2e.helpers import (
    game_thread,
    past_rows,
    play_best,
    public,
    to_move,
    wait_for_turn_post,
    whose_turn,
)

pytestmark = pytest.mark.asyncio


async def test_full_classic_game(world_on_both: World) -> None:
    """On both backends: the same game through SQLite and through PostgreSQL."""
    world = world_on_both
    fake, ch, alice, bob, carol = world.fake, world.channel, world.alice, world.bob, world.carol
    players = [alice, bob]
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        # --- create: a public lobby with buttons, the invited player pinged
        r = await fake.slash(alice, ch, "genial new", edition="classic", players=2, invite1=bob)
        assert not r.ephemeral
        lobby = r.message
        assert "Genial #1" in lobby.content and "Alice" in lobby.content
        assert bob.id in lobby.pinged and alice.id not in lobby.pinged
        # --- start too early is refused, privately
        r = await fake.click(alice, lobby, label="Start")
        assert r.ephemeral and "at least 2 players" in r.text
        # --- join; a second join is refused; a stranger cannot cancel
        r = await fake.click(bob, lobby, label="Join")
        assert "Bob" in fake.message(lobby.id).content
        r = await fake.click(bob, lobby, label="Join")
        assert r.ephemeral and "already have a seat" in r.text
        r = await fake.click(carol, lobby, label="Cancel")
        assert r.ephemeral and "Only the player who opened" in r.text
        # --- start: a thread with the board and a ping of the first player only
        r = await fake.click(carol, lobby, label="Start")
        assert r.ephemeral and "seated player" in r.text
        mark = fake.mark()
        await fake.click(alice, lobby, label="Start")
        first = await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        thread = game_thread(fake, ch)
        assert first.channel_id == thread.id
        assert first.png("board.png")[:4] == b"\x89PNG"
        mover = to_move(first, players)
        assert mover is not None and len(first.pinged) == 1
        other = bob if mover is alice else alice

        # --- wrong turn and bad cell: specific, private, nothing changes
        r = await fake.slash(other, thread, "genial play", move="RB F7 r", game=1)
        assert r.ephemeral and "not your turn" in r.text
        r = await fake.slash(mover, thread, "genial play", move="RB Z99 r", game=1)
        assert r.ephemeral and "no cell 'Z99'" in r.text
        r = await fake.slash(carol, thread, "genial play", move="RB F7 r", game=1)
        assert r.ephemeral and "not a player" in r.text
        r = await fake.slash(mover, thread, "genial play", move="RB F7 r", game=42)
        assert r.ephemeral and "no game #42" in r.text
        assert len(fake.messages(thread)) == 1

        # --- a move through the buttons: My tiles -> tile -> placement -> preview -> confirm
        r = await fake.click(mover, first, label="My tiles")
        assert r.ephemeral and r.png("hand.png")[:4] == b"\x89PNG"
        assert "Your rack" in r.text
        rack_text = r.text
        grp = r.message.selects[-1]
        tile = grp["options"][0]["value"]
        r = await fake.select(mover, r, grp["custom_id"], [tile])
        r = await past_rows(fake, mover, r)
        opt = r.message.selects[-1]
        where = opt["options"][0]["value"]
        assert sorted(where.split()[0]) == sorted(tile), "the tile, in either order"
        r = await fake.select(mover, r, opt["custom_id"], [where])
        assert "Preview" in r.text and r.png("preview.png")[:4] == b"\x89PNG"
        # Confirm, double-clicked: both clicks reach the bot, exactly one move applies.
        mark = fake.mark()
        label = f"Play {where}"
        r1, r2 = await asyncio.gather(
            fake.click(mover, r, label=label), fake.click(mover, r, label=label)
        )
        post = await wait_for_turn_post(fake, thread, mark)
        await fake.settle()
        assert len(fake.messages(thread)) == 2, "one board post for one move"
        refusals = [
            x
            for x in (r1, r2)
            if any("earlier turn" in f.content or "already" in f.content for f in x.followups)
        ]
        assert len(refusals) == 1
        assert to_move(post, players) is other
        # the old preview's confirm button, clicked again later, is stale
        # --- a running game's record (with its seed) stays secret
        r = await fake.slash(mover, thread, "genial log", game=1, record=True)
        assert r.ephemeral and "not finished" in r.text and not r.files
        # --- a move through the slash command with autocomplete
        await play_best(fake, other, thread, 1)
        # nobody's rack ever appears in a public message
        for m in fake.messages(thread) + fake.messages(ch):
            assert "Your rack" not in m.content
            assert rack_text.split("\n")[0] not in m.content

    # --- restart in the middle of the game: the old button still works
    async with fake.run_bot(world.new_bot()):
        post = fake.last_message(thread)
        mover = to_move(post, players) or mover
        r = await fake.click(mover, post, label="My tiles")
        assert r.ephemeral and "Your rack" in r.text
        # --- play to the end through /genial play
        turns = 0
        while "Game over" not in fake.last_message(thread).content:
            current = await whose_turn(fake, players, thread, 1)
            await play_best(fake, current, thread, 1)
            turns += 1
            assert turns < 200, "the game should end"
        final = fake.last_message(thread)
        assert "Final standings" in final.content
        assert [a.filename for a in final.attachments] == ["final.png"], "one image, no mosaic"
        r = await fake.slash(alice, thread, "genial play", move="RB F7 r", game=1)
        assert r.ephemeral and "over" in r.text
        # --- the finished game's record replays to the same standings
        r = await fake.slash(bob, thread, "genial log", game=1, record=True)
        assert r.ephemeral
        name, data = r.files[0]
        assert name == "genial-1.json"
        replayed = replay(json.loads(data))
        assert replayed.over and replayed.record()["result"] == json.loads(data)["result"]
