"""A classic game for four in teams (D-CL-9) with one computer partner, and a classic solo
game (D-CL-10), each played to its end through the real discord.py client.

The team game: partners picked in the lobby, a restart in the middle, every player's
private panel showing only their own rack (the partner's included: never), the turn posts
saying which team leads, the final post ranking the teams with the tie-break in words. The
solo game ends with its result in the server's best list.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.e2e.conftest import World
from tests.e2e.helpers import game_thread, play_best, public, whose_turn
from tests.fakediscord import Channel, FakeDiscord, StoredMessage, User, iter_components

pytestmark = pytest.mark.asyncio
#: Alice's team, named in seat order (who sits first is drawn).
TEAM, MAET = "Alice & Bob", "Bob & Alice"


def over(fake: FakeDiscord, thread: Channel) -> bool:
    return "Game over" in fake.last_message(thread).content


async def human_to_move(
    fake: FakeDiscord, humans: list[User], thread: Channel, game_id: int
) -> User | None:
    """The person whose turn it is, after any computer's turns; None once the game is over."""
    while not over(fake, thread):
        mark = fake.mark()  # before asking: a computer's move while we ask is not missed
        try:
            return await whose_turn(fake, humans, thread, game_id)
        except AssertionError:  # the computer's turn: wait for something to happen
            await fake.wait_for(_changed(fake, thread, mark), what="the computer's move")
    return None


def _changed(fake: FakeDiscord, thread: Channel, mark: int) -> Callable[[], bool]:
    """Whether anything happened since ``mark`` (or the game is over)."""
    return lambda: bool(fake.world.events[mark:]) or over(fake, thread)


def partner_menu_id(message: StoredMessage) -> str:
    for comp in iter_components(message.components):
        if str(comp.get("custom_id", "")).startswith("g:partner:"):
            return str(comp["custom_id"])
    raise AssertionError("the lobby has no partner menu")


async def rack_of(fake: FakeDiscord, user: User, post: StoredMessage) -> str:
    """The private panel's text of ``user`` (their own rack, said in words)."""
    r = await fake.click(user, post, label="My tiles")
    assert r.ephemeral and "Your rack" in r.text, r.text
    return r.text.split("\n")[0]


async def test_a_team_game_with_a_computer_partner_to_its_end(world: World) -> None:
    fake, ch, alice, bob, carol = world.fake, world.channel, world.alice, world.bob, world.carol
    humans = [alice, bob, carol]
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        r = await fake.slash(
            alice, ch, "genial new", {"options": "teams"}, edition="classic", players=4,
            computers=1, level="normal",
        )  # fmt: skip
        assert not r.ephemeral, r.text
        lobby = r.message
        for user in (bob, carol):
            await fake.click(user, lobby, label="Join")
        r = await fake.select(alice, lobby, partner_menu_id(fake.message(lobby.id)), [str(bob.id)])
        assert "Alice & Bob" in fake.message(lobby.id).content
        mark = fake.mark()
        await fake.click(alice, lobby, label="Start")
        first = await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        thread = game_thread(fake, ch)
        assert first.channel_id == thread.id
        # a few turns, each person's panel showing only their own rack
        for _ in range(4):
            mover = await human_to_move(fake, humans, thread, 1)
            assert mover is not None
            await play_best(fake, mover, thread, 1)
        assert await human_to_move(fake, humans, thread, 1) is not None
        post = next(m for m in reversed(fake.messages(thread)) if m.buttons)
        racks = {u.id: await rack_of(fake, u, post) for u in humans}
        assert len(set(racks.values())) == 3  # Alice's is not her partner Bob's
        for m in fake.messages(thread) + fake.messages(ch):
            for said in racks.values():
                assert said not in m.content
        posts = [m for m in fake.messages(thread) if public(m) and m.files]
        assert any(" lead " in m.content or "level in every colour" in m.content for m in posts)
        assert any(TEAM in m.content or MAET in m.content for m in posts)

    # --- a restart in the middle: the game goes on, the computer partner too
    async with fake.run_bot(world.new_bot()):
        turns = 0
        while (mover := await human_to_move(fake, humans, thread, 1)) is not None:
            await play_best(fake, mover, thread, 1)
            turns += 1
            assert turns < 200, "the game should end"
        final = fake.last_message(thread)
        assert "Final standings" in final.content
        assert [a.filename for a in final.attachments] == ["final.png"]
        # one line per team, the partners named together, why the winners are ahead
        lines = [line for line in final.content.split("\n") if "&" in line]
        assert len(lines) == 2, final.content
        assert any(TEAM in line or MAET in line for line in lines)
        why = ("ahead of", "tied with", "36 in every colour")  # D-ALL-4, or all six at 36
        assert any(w in final.content for w in why), final.content
        r = await fake.slash(alice, thread, "genial log", game=1, record=True)
        assert r.ephemeral and r.files[0][0] == "genial-1.json"


async def test_a_classic_solo_game_to_its_end_and_the_best_list(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        mark = fake.mark()
        r = await fake.slash(alice, ch, "genial new", edition="classic", players=1)
        assert not r.ephemeral, r.text
        await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        thread = game_thread(fake, ch)
        turns = 0
        while not over(fake, thread):
            await play_best(fake, alice, thread, 1)
            turns += 1
            assert turns < 200, "the game should end"
        final = fake.last_message(thread)
        assert "Final standings" in final.content
        r = await fake.slash(alice, ch, "rating leaderboard", edition="classic-solo")
        best = r.text.split("1. Alice: ")[1].split("\n")[0]
        assert f"Your personal best: {best}" in r.text, r.text
        assert "solo" in r.text.split("\n")[0]
        # the solo game's result is its weakest colour: the final board says it in words
        assert f"result {best}" in final.attachments[0].description, final.attachments[0]
        r = await fake.slash(bob, ch, "rating leaderboard", edition="classic")
        assert "Alice" not in r.text  # a solo game is in no rating
