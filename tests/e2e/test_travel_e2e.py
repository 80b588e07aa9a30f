"""A short travel-edition game through the real bot (brief: e2e_boards).

Create, join, start; a move through the buttons (My tiles -> tile -> placement
-> preview -> Play) and one through ``/genial play``; a wrong-turn error (private,
nothing changes); then ``/genial resign``: the game ends at once and the other
player ranks first in the final standings (the resigned player ranks last,
D-ALL-4 / core ``Game.resign``).
"""

from __future__ import annotations

import re

import pytest

from tests.e2e.conftest import World
from tests.e2e.helpers import (
    confirm,
    game_thread,
    past_rows,
    public,
    to_move,
    wait_for_turn_post,
)

pytestmark = pytest.mark.asyncio

NAMES = {"alice": "Alice", "bob": "Bob"}


async def test_travel_two_moves_wrong_turn_and_resign(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    players = [alice, bob]
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        # --- create, join, start
        r = await fake.slash(bob, ch, "genial new", edition="travel", players=2, invite1=alice)
        assert not r.ephemeral and "Genial #1: Einfach Genial travel edition" in r.content
        assert alice.id in r.message.pinged
        lobby = r.message
        await fake.click(alice, lobby, label="Join")
        mark = fake.mark()
        await fake.click(bob, lobby, label="Start")
        first = await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        thread = game_thread(fake, ch)
        assert first.channel_id == thread.id and first.png("board.png")[:4] == b"\x89PNG"
        assert [b["label"] for b in first.buttons] == ["My tiles"]
        mover = to_move(first, players)
        assert mover is not None and first.pinged == [mover.id]
        other = bob if mover is alice else alice

        # --- move 1 through the buttons, with a private preview
        panel = await fake.click(mover, first, label="My tiles")
        assert panel.ephemeral and "Your rack" in panel.text and panel.png("hand.png")
        grp = panel.message.selects[-1]
        tile = grp["options"][0]["value"]
        r = await fake.select(mover, panel, grp["custom_id"], [tile])
        r = await past_rows(fake, mover, r)
        opt = r.message.selects[-1]
        move = opt["options"][0]["value"]
        r = await fake.select(mover, r, opt["custom_id"], [move])
        assert r.ephemeral and "Preview" in r.text and f"`{move}`" in r.text
        assert len(fake.messages(thread)) == 1, "a preview posts nothing"
        mark = fake.mark()
        await fake.click(mover, r, label=f"Play {move}")
        post = await wait_for_turn_post(fake, thread, mark)
        assert post.content.startswith(f"**{NAMES[mover.name]}** ")
        assert to_move(post, players) is other and post.pinged == [other.id]

        # --- a wrong-turn error: private, nothing changes
        offered = await fake.autocomplete(
            other, thread, "genial play", {"game": 1, "move": ""}, focused="move"
        )
        assert (
            offered
            and await fake.autocomplete(
                mover, thread, "genial play", {"game": 1, "move": ""}, focused="move"
            )
            == []
        )
        count = len(fake.messages(thread))
        r = await fake.slash(mover, thread, "genial play", move=str(offered[0]["value"]), game=1)
        assert r.ephemeral and "not your turn" in r.text, r.text
        assert not r.public and len(fake.messages(thread)) == count

        # --- move 2 through /genial play with the top autocomplete choice
        move2 = str(offered[0]["value"])
        mark = fake.mark()
        r = await fake.slash(other, thread, "genial play", move=move2, game=1)
        post = await wait_for_turn_post(fake, thread, mark)
        assert r.ephemeral and f"Played `{move2}`" in r.text, r.text
        assert to_move(post, players) is mover

        # --- resign (the player to move): the game ends, the other player ranks first
        mark = fake.mark()
        r = await confirm(fake, mover, await fake.slash(mover, thread, "genial resign"))
        final = await wait_for_turn_post(fake, thread, mark)
        assert r.ephemeral and "You resigned from game #1" in r.text
        assert f"**{NAMES[mover.name]}** resigned" in final.content, final.content
        assert "Final standings" in final.content and [b["label"] for b in final.buttons] == [
            "Rematch"
        ]
        assert [a.filename for a in final.attachments] == ["final.png"], "one image, no mosaic"
        places = re.findall(r"^(\S+) (Alice|Bob): .*$", final.content, re.M)
        assert [p[1] for p in places] == [NAMES[other.name], NAMES[mover.name]], final.content
        assert places[0][0] == "\N{FIRST PLACE MEDAL}"
        assert re.search(r"^.*(Alice|Bob): .*\(resigned\)$", final.content, re.M), final.content
        # nothing more to play
        r = await fake.slash(other, thread, "genial play", move=move2, game=1)
        assert r.ephemeral and "over" in r.text
        assert (
            await fake.autocomplete(
                other, thread, "genial play", {"game": 1, "move": ""}, focused="move"
            )
            == []
        )
