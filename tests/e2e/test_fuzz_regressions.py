"""Bugs the fuzz test found, each pinned by a focused end-to-end test."""

from __future__ import annotations

import asyncio
import logging
import random
from dataclasses import replace
from typing import Any

import pytest

from app.games.service import GameService
from tests.e2e.conftest import World
from tests.e2e.fuzz_checks import ErrorLog
from tests.e2e.fuzz_driver import Driver
from tests.e2e.helpers import (
    game_thread,
    move_choices,
    play_best,
    public,
    start_two_player,
    to_move,
)
from tests.fakediscord import InteractionResult

pytestmark = pytest.mark.asyncio


async def test_a_game_opened_inside_a_thread_plays_in_that_thread(world: World) -> None:
    """Discord cannot open a thread from a message in a thread: play where the lobby is."""
    fake, alice, bob = world.fake, world.alice, world.bob
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        talk = fake.create_thread(alice, world.channel, "chat")
        r = await fake.slash(alice, talk, "genial new", edition="classic", players=2, invite1=bob)
        await fake.click(bob, r.message, label="Join")
        mark = fake.mark()
        await fake.click(alice, r.message, label="Start")
        first = await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        assert first.channel_id == talk.id
        assert "has started" in first.content
        assert [q for q in fake.requests if q.status >= 400] == []


async def test_a_move_being_announced_survives_the_bot_shutting_down(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Closing the bot lets the interactions it is handling finish: the move is announced."""
    fake, alice, bob = world.fake, world.alice, world.bob
    render = GameService.board_png

    async def slow_board(self: GameService, *args: Any, **kwargs: Any) -> bytes:
        await asyncio.sleep(0.5)  # a slow render: the bot is asked to close meanwhile
        return await render(self, *args, **kwargs)

    errors = ErrorLog()
    logging.getLogger().addHandler(errors)
    try:
        async with fake.run_bot(world.new_bot()):
            await fake.wait_commands_synced()
            thread, first = await start_two_player(fake, world.channel, alice, bob, "classic")
            mover = to_move(first, [alice, bob])
            assert mover is not None
            move = (await move_choices(fake, mover, thread, 1))[0]["value"]
            mark = fake.mark()
            monkeypatch.setattr(GameService, "board_png", slow_board)
            # Only until the bot has deferred: it closes while it applies and announces.
            await fake.slash(mover, thread, "genial play", move=move, game=1, until="ack")
        posts = [m for m in fake.messages(thread) if m.id > first.id]
        assert len(posts) == 1 and posts[0].files, fake.world.events[mark:]
    finally:
        logging.getLogger().removeHandler(errors)
    assert errors.problems() == []


@pytest.mark.parametrize("mover", ["computer", "person"])
async def test_a_computer_move_made_during_a_refusal_is_not_the_refusal_s_doing(
    world: World, monkeypatch: pytest.MonkeyPatch, mover: str
) -> None:
    """The short fuzz at 4460277 reported "state changed by a refusal" (a stale menu, "not a
    player of game #4") while a computer seat's move, started by the move before, landed: the
    driver waited only for interaction handlers, not for the computer mover. It now waits for
    the mover before it sends, and a computer's move made meanwhile (the periodic sweep can
    start one at any time) is not blamed on the refusal; a person's move still is."""
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        await fake.slash(
            alice, ch, "genial new", edition="classic", players=2, computers=1, level="easy"
        )
        await fake.wait_for(lambda: fake.threads(ch), what="the game's thread")
        thread = game_thread(fake, ch)
        mover_, db = bot.mover, bot.db
        assert mover_ is not None and db is not None
        driver = Driver(fake, ch, [alice, bob], world.settings.database, random.Random(1))
        await driver.idle()  # the computer may begin: the driver waits for it
        assert await db.computers.computer_turns() == []
        if mover == "computer":
            # the computer's turn stays due (as after a failed computer move) ...
            monkeypatch.setattr(mover_, "poke", lambda game_id: None)
            await play_best(fake, alice, thread, 1)
            monkeypatch.undo()
            assert await db.computers.computer_turns() == [1]
        version = (await db.games.get_game(1)).version  # type: ignore[union-attr]

        async def refused_while_somebody_moves() -> InteractionResult:
            r = await fake.slash(bob, thread, "genial hand", game=1)  # bob has no seat
            if mover == "computer":  # ... until the sweep plays it, before the check
                await mover_.sweep()
                await mover_.idle()
            else:
                await play_best(fake, alice, thread, 1)
            return r

        r = await driver.send("slash", refused_while_somebody_moves())
        assert "not a player" in r.text, r.text
        assert (await db.games.get_game(1)).version > version  # type: ignore[union-attr]
    if mover == "computer":
        assert driver.changed_by_refusal == []
    else:
        assert len(driver.changed_by_refusal) == 1, driver.changed_by_refusal


@pytest.mark.parametrize("typed", ["#99999999999999999999999", "99999999999999999999", "#\u00b2"])
async def test_a_league_number_too_long_or_not_ascii_names_no_league(
    world: World, typed: str
) -> None:
    """The long fuzz (seed 1618) typed ``#99999999999999999999999`` as a league: the lookup
    by number overflowed SQLite's integer ("Something went wrong"); "²" passes str.isdigit
    but not int(). Both name no league: a clear refusal, nothing logged."""
    fake, ch, alice = world.fake, world.channel, world.alice
    errors = ErrorLog()
    logging.getLogger().addHandler(errors)
    try:
        async with fake.run_bot(world.new_bot()):
            await fake.wait_commands_synced()
            for command in ("league info", "league join"):
                r = await fake.slash(alice, ch, command, league=typed)
                assert r.ephemeral and "There is no league" in r.text, (command, r.text)
    finally:
        logging.getLogger().removeHandler(errors)
    assert errors.problems() == []


async def test_a_seat_a_computer_took_over_shows_its_rack_to_nobody(world: World) -> None:
    """Issue: a 5-tile (3D) rack shown to a user in a private panel. After a time-out a
    computer plays the absent player's seat, and draws for it: its rack is no longer that
    player's, so "My tiles" and /genial hand refuse it, naming why."""
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        r = await fake.slash(
            alice, ch, "genial new", edition="3d", players=2, invite1=bob,
            on_timeout="computer", level="easy",
        )  # fmt: skip
        await fake.click(bob, r.message, label="Join")
        mark = fake.mark()
        await fake.click(alice, r.message, label="Start")
        first = await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        thread = game_thread(fake, ch)
        r = await fake.slash(bob, thread, "genial hand", game=1)
        assert "Your rack:" in r.text and r.files, r.text  # his own, while he plays it
        if to_move(first, [alice, bob]) is alice:
            await play_best(fake, alice, thread, 1)
        # bob is away: his turn times out and a computer plays his seat (and draws for it)
        bot.settings = replace(bot.settings, timeout_days=1e-9)
        assert await bot.expire_turns() == 1
        driver = Driver(fake, ch, [alice, bob], world.settings.database, random.Random(1))
        await driver.idle()  # the computer's move
        db = bot.db
        assert db is not None and await db.computers.computer_turns() == []
        latest = [m for m in fake.messages(thread) if driver.enabled(m, "button")][-1]
        hand_button = next(b["custom_id"] for b in latest.buttons if ":hand:" in b["custom_id"])
        for r in (
            await fake.slash(bob, thread, "genial hand", game=1),
            await fake.click(bob, latest, hand_button),
        ):
            assert r.ephemeral and "A computer plays your seat in game #1" in r.text, r.text
            assert "Your rack" not in r.text and not r.files
        # alice still sees her own
        r = await fake.slash(alice, thread, "genial hand", game=1)
        assert "Your rack:" in r.text and r.files, r.text
