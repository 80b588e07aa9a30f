"""Small wrongs in the thread, each through the real bot: what onlookers, lobbies, lists and
answers say."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from tests.e2e.conftest import World
from tests.e2e.helpers import (
    game_thread,
    public,
    start_two_player,
    to_move,
    wait_for_turn_post,
    whose_turn,
)

pytestmark = pytest.mark.asyncio

SINCE = re.compile(r"since <t:\d+:R>")


async def test_onlooker_board_games_list_and_status_line(world: World) -> None:
    """/genial board for an onlooker names whose turn (not "it is your turn"); /genial games
    says whose turn since when; the lobby message (the thread's top) is the status line."""
    fake, alice, bob, carol = world.fake, world.alice, world.bob, world.carol
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        thread, first = await start_two_player(fake, world.channel, alice, bob, "classic")
        mover = to_move(first, [alice, bob])
        assert mover is not None
        waiting = bob if mover is alice else alice
        names = {alice.id: "Alice", bob.id: "Bob"}
        for onlooker in (carol, waiting):
            r = await fake.slash(onlooker, thread, "genial board", game=1)
            assert "it is your turn" not in r.text, r.text
            assert f"**{names[mover.id]}** to play" in r.text and SINCE.search(r.text), r.text
            assert r.attachments[0].description, "the board has alt text"
        r = await fake.slash(mover, thread, "genial board", game=1)
        assert "it is your turn" in r.text, r.text
        r = await fake.slash(waiting, thread, "genial games")
        assert f"<@{mover.id}> to play since <t:" in r.text, r.text
        lobby = fake.messages(world.channel)[0]
        assert f"**{names[mover.id]}** to play since <t:" in lobby.content, lobby.content
        assert "Invited:" not in lobby.content, "the invitation is gone after the start"
        # after a move the status line names the other player
        await fake.slash(mover, thread, "genial play", move=await best(world, mover), game=1)
        await fake.settle()
        lobby = fake.messages(world.channel)[0]
        assert f"**{names[waiting.id]}** to play since" in lobby.content, lobby.content


async def best(world: World, user: object) -> str:
    choices = await world.fake.autocomplete(
        user, world.channel, "genial play", {"game": 1, "move": ""}, focused="move"
    )
    return str(choices[0]["value"])


async def test_lobby_full_fewer_seats_and_organiser_without_a_seat(world: World) -> None:
    """A full lobby says Start (not "Press Join"); an organiser opens a table for three
    without a seat (play:no), two join, the organiser starts it: the start says 3 -> 2."""
    fake, alice, bob, carol = world.fake, world.alice, world.bob, world.carol
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        r = await fake.slash(
            carol, world.channel, "genial new", edition="classic", players=3, play=False
        )
        lobby = r.message
        assert "Seats (0/3)" in lobby.content, lobby.content
        await fake.click(alice, lobby, label="Join")
        await fake.click(bob, lobby, label="Join")
        mark = fake.mark()
        await fake.click(carol, lobby, label="Start")
        first = await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        assert "opened for 3 and starts with 2" in first.content, first.content
        thread = game_thread(fake, world.channel)
        r = await fake.slash(carol, thread, "genial hand", game=1)
        assert r.ephemeral and "not a player" in r.text, r.text
        # a full lobby
        r = await fake.slash(alice, world.channel, "genial new", edition="classic", players=2)
        assert "Press **Join**" in r.message.content
        await fake.click(bob, r.message, label="Join")
        full = fake.message(r.message.id).content
        assert "Press **Join**" not in full and "Every seat is taken" in full, full


async def test_help_options_timeout_and_implicit_game(world: World) -> None:
    """Help names the real buttons; option choices carry no rule ids; /genial play without a
    game names the game it played in; a timed-out player is listed as timed out."""
    fake, alice, bob = world.fake, world.alice, world.bob
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        r = await fake.slash(alice, world.channel, "genial help")
        assert "**My tiles**" in r.text and "**My cards**" in r.text and "**Play**" in r.text
        choices = await fake.autocomplete(
            alice,
            world.channel,
            "genial new",
            {"edition": "cards", "options": ""},
            focused="options",
        )
        assert choices and not any(re.search(r"\([A-Z]+-", str(c["name"])) for c in choices)
        thread, _ = await start_two_player(fake, world.channel, alice, bob, "classic")
        mover = await whose_turn(fake, [alice, bob], thread, 1)
        r = await fake.slash(mover, thread, "genial play", move=await best(world, mover))
        assert r.text.startswith("**Genial #1**") and "Played" in r.text, r.text
        waiting = await whose_turn(fake, [alice, bob], thread, 1)
        bot.settings = replace(bot.settings, timeout_days=1e-9)
        mark = fake.mark()
        assert await bot.expire_turns() == 1
        post = await wait_for_turn_post(fake, thread, mark)
        name = "Alice" if waiting is alice else "Bob"
        line = next(ln for ln in post.content.splitlines() if f" {name}: " in ln)
        assert "(timed out)" in line and "resigned" not in line, post.content
