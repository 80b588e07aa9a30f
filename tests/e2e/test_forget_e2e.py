"""``/me forget``. Refused while the player plays; asked first (Back
changes nothing); then the player's name is gone from every later answer (games, log,
replay, ratings, leaderboard) while the old game still replays, its seat named "Player N"."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import World
from tests.e2e.helpers import (
    confirm,
    play_best,
    start_two_player,
    wait_for_turn_post,
    whose_turn,
)

pytestmark = pytest.mark.asyncio


async def test_a_forgotten_player_is_gone_from_every_later_answer(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        thread, _ = await start_two_player(fake, ch, alice, bob, "classic")
        for _ in range(2):
            await play_best(fake, await whose_turn(fake, [alice, bob], thread, 1), thread, 1)

        r = await fake.slash(alice, ch, "me forget")
        assert r.ephemeral and "cannot forget you while you play: games #1 here" in r.text
        assert not r.message.buttons

        mark = fake.mark()
        await confirm(fake, bob, await fake.slash(bob, thread, "genial resign"))
        await wait_for_turn_post(fake, thread, mark)
        r = await fake.slash(bob, ch, "rating leaderboard", edition="classic")
        assert "**Alice**" in r.text, r.text

        asked = await fake.slash(alice, ch, "me forget")
        assert asked.ephemeral and "cannot be undone" in asked.text, asked.text
        r = await fake.click(alice, asked, label="Back")
        assert r.text == "Nothing was changed.", r.text
        assert (
            "**Alice**" in (await fake.slash(bob, ch, "rating leaderboard", edition="classic")).text
        )
        asked = await fake.slash(alice, ch, "me forget")
        r = await fake.click(alice, asked, label="Forget me")
        assert "the bot has forgotten you" in r.text, r.text

        answers = {
            "log": await fake.slash(bob, ch, "genial log", game=1),
            "replay": await fake.slash(bob, ch, "genial replay", game=1),
            "leaderboard": await fake.slash(bob, ch, "rating leaderboard", edition="classic"),
            "profile": await fake.slash(bob, ch, "rating profile", player=bob),
            "games": await fake.slash(bob, ch, "genial games"),
        }
        for what, answer in answers.items():
            text = answer.text + " ".join(a.description or "" for a in answer.attachments)
            assert "Alice" not in text and str(alice.id) not in text, (what, text)
        assert "Player " in answers["log"].text, answers["log"].text
        replay = answers["replay"]
        assert replay.attachments[0].data[:4] == b"\x89PNG", replay.text
        last = await fake.click(bob, replay, label="End")
        assert "Alice" not in last.text and last.attachments, last.text
