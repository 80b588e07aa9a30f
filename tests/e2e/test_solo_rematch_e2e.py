"""A rematch of a solo game, through the real client: the final post of a 3D solo game has
Rematch, and one click starts the next game at once (nobody to wait for) with the same
edition and options and a new seed (a solo game has no clock;
a game against a computer keeps its clock, which its lobby message shows); the answer says so, not "the others accept"."""

from __future__ import annotations

import pytest

from data import Database
from tests.e2e.conftest import World
from tests.e2e.helpers import confirm, game_thread, public, wait_for_turn_post

pytestmark = pytest.mark.asyncio


async def test_a_solo_game_is_played_again_with_one_click(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        mark = fake.mark()
        await fake.slash(alice, ch, "genial new", edition="3d-solo")
        await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        thread = game_thread(fake, ch)
        mark = fake.mark()
        await confirm(fake, alice, await fake.slash(alice, thread, "genial resign"))
        final = await wait_for_turn_post(fake, thread, mark)
        assert [b["label"] for b in final.buttons] == ["Rematch"], final.buttons

        r = await fake.click(bob, final, label="Rematch")
        assert r.ephemeral and "Only the players of this game" in r.text, r.text
        mark = fake.mark()
        r = await fake.click(alice, final, label="Rematch")
        assert r.ephemeral and "Game #2 has started" in r.text, r.text
        assert "The others accept" not in r.text and "Everyone accepted" not in r.text, r.text
        first = await fake.wait_for_message(
            since=mark, check=lambda m: public(m) and bool(m.files) and m.channel_id != thread.id
        )
        new_thread = game_thread(fake, ch)
        assert first.channel_id == new_thread.id and "#2" in new_thread.name
        assert "Genial #2" in first.content and alice.id in first.pinged, first.content
        r = await fake.click(alice, final, label="Rematch")  # a second click: the same game
        assert "game #2, has already started" in r.text and len(fake.threads(ch)) == 2, r.text

    db = await Database.open(world.settings.database)
    try:
        old_row, old = await db.play.load_game(1)
        new_row, new = await db.play.load_game(2)
        assert (new_row.edition, new_row.options) == (old_row.edition, old_row.options)
        assert new_row.seats_wanted == 1 and new.seed != old.seed
        assert (
            await db.clocks.game_clock(1) is None and await db.clocks.game_clock(2) is None
        )  # solo: none
    finally:
        await db.close()


async def test_a_game_against_a_computer_shows_its_clock_and_its_rematch_too(
    world: World,
) -> None:
    fake, ch, alice = world.fake, world.channel, world.alice
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        mark = fake.mark()
        r = await fake.slash(
            alice, ch, "genial new", edition="travel", players=2, computers=1, clock="fixed:1d"
        )
        await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        lobby = fake.messages(ch)[0]
        assert "Clock: " in lobby.content and "The game is on" in lobby.content, lobby.content
        thread = game_thread(fake, ch)
        mark = fake.mark()
        await confirm(fake, alice, await fake.slash(alice, thread, "genial resign"))
        final = await fake.wait_for_message(
            thread, since=mark, check=lambda m: "Final standings" in m.content
        )
        await fake.settle()
        assert "Clock: " in fake.messages(ch)[0].content, "the line of a finished game keeps it"

        mark = fake.mark()
        r = await fake.click(alice, final, label="Rematch")
        assert "Game #2 has started" in r.text, r.text
        await fake.wait_for_message(
            since=mark, check=lambda m: public(m) and bool(m.files) and m.channel_id != thread.id
        )
        second = next(m for m in fake.messages(ch) if "Genial #2" in m.content)
        assert "Clock: " in second.content, second.content
        clock_line = [x for x in lobby.content.splitlines() if "Clock: " in x]
        assert clock_line and clock_line[0] in second.content, "the same clock"
