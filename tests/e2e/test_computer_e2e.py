"""Computer players through Discord: a person against three computers to the end
with a restart while a computer is to move; a computer taking over a timed-out seat; hints
and analysis, and their refusals."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any

import pytest

from bot.client import GenialBot
from cogs.computers import mover as computer_mover
from tests.e2e.conftest import World
from tests.e2e.helpers import game_thread, play_best, public, to_move
from tests.fakediscord import Channel, FakeDiscord, User

pytestmark = pytest.mark.asyncio


async def settle(bot: GenialBot) -> None:
    """Wait until no computer is to move (the mover is poked just after a post is sent)."""
    assert bot.mover is not None and bot.db is not None
    for _ in range(1000):
        await bot.mover.idle()
        if not await bot.db.computers.computer_turns():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("a computer is still to move")


async def my_turn(fake: FakeDiscord, user: User, thread: Channel, number: int) -> bool:
    choices = await fake.autocomplete(
        user, thread, "genial play", {"game": number, "move": ""}, focused="move"
    )
    return bool(choices)


async def test_one_person_plays_four_player_classic_against_three_computers(world: World) -> None:
    fake, ch, alice = world.fake, world.channel, world.alice
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        mark = fake.mark()
        r = await fake.slash(
            alice, ch, "genial new", edition="classic", players=4, computers=3, level="easy"
        )
        # alone with computers, the game starts at once (no lobby to fill)
        assert not r.ephemeral and "Genial #1" in r.content, r.text
        for name in ("Ada (computer, easy)", "Blaise (computer, easy)", "Charles (computer, easy)"):
            assert name in r.content, r.content
        start = await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        thread = game_thread(fake, ch)
        assert "Ada (computer)" in start.content
        await settle(bot)
        # computers never get pinged; the bot pings the person when the turn comes back
        assert all(u == alice.id for m in fake.messages(thread) for u in m.pinged)
        assert await my_turn(fake, alice, thread, 1)
        # a hint is refused in a game opened without hints
        r = await fake.slash(alice, thread, "genial hint", game=1)
        assert r.ephemeral and "without hints" in r.text, r.text
        # alice plays until a computer is to move, while the computers wait (a long pause)
        assert bot.mover is not None
        bot.mover.pause = 3600.0
        db = bot.db
        assert db is not None
        for _ in range(5):
            await play_best(fake, alice, thread, 1)
            if await db.computers.computer_turns():
                break
        assert await db.computers.computer_turns() == [1], "a computer should be to move"
        moves_before = (await db.games.get_game(1)).version  # type: ignore[union-attr]
    # --- restart while a computer is to move: the new bot plays its turn at start-up
    bot = world.new_bot()
    async with fake.run_bot(bot):
        db = bot.db
        assert db is not None
        while await db.computers.computer_turns():
            await asyncio.sleep(0.05)
            await settle(bot)
        row = await db.games.get_game(1)
        assert row is not None and row.version > moves_before
        turns = 0
        while "Game over" not in fake.last_message(thread).content:
            await settle(bot)
            if "Game over" in fake.last_message(thread).content:
                break
            assert await my_turn(fake, alice, thread, 1)
            await play_best(fake, alice, thread, 1)
            turns += 1
            assert turns < 100, "the game should end"
        final = fake.last_message(thread)
        assert "Final standings" in final.content
        for name in ("Ada (computer)", "Blaise (computer)", "Charles (computer)", "Alice"):
            assert name in final.content, final.content
        assert [a.filename for a in final.attachments] == ["final.png"], "one image, no mosaic"
        assert not await db.rating.is_rated(1)
        # every move is in the log, the computers' under their synthetic seats
        log = await db.play.moves(1)
        assert {m.user_id for m in log} == {alice.id, -1, -2, -3}


async def test_an_absent_player_is_taken_over_by_a_computer_that_finishes(world: World) -> None:
    fake, ch, alice, bob, carol = world.fake, world.channel, world.alice, world.bob, world.carol
    # the analysis is shared over two processes, as the bot's default
    bot = GenialBot(replace(world.settings, analysis_budget=0.01, analysis_processes=2))
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        r = await fake.slash(
            alice,
            ch,
            "genial new",
            edition="classic",
            players=2,
            invite1=bob,
            on_timeout="computer",
            level="easy",
            hints=True,
        )
        assert not r.ephemeral and "Genial #1" in r.content
        lobby = r.message
        # only the creator adds or removes computers; the lobby shows them by name
        r = await fake.click(bob, lobby, label="Add computer")
        assert r.ephemeral and "Only the player who opened" in r.text, r.text
        r = await fake.click(alice, lobby, label="Remove computer")
        assert r.ephemeral and "no computer" in r.text, r.text
        r = await fake.click(alice, lobby, label="Add computer")
        assert "Ada (computer, easy)" in r.message.content, r.message.content
        r = await fake.click(alice, lobby, label="Remove computer")
        assert "Ada" not in r.message.content, r.message.content
        await fake.click(bob, lobby, label="Join")
        mark = fake.mark()
        await fake.click(alice, lobby, label="Start")
        first = await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        thread = game_thread(fake, ch)
        mover = to_move(first, [alice, bob])
        assert mover is not None
        # hints: private, and only on your own turn
        waiting = bob if mover is alice else alice
        r = await fake.slash(waiting, thread, "genial hint", game=1)
        assert r.ephemeral and "not your turn" in r.text.lower(), r.text
        mark = fake.mark()
        r = await fake.slash(mover, thread, "genial hint", game=1)
        assert r.ephemeral and "Hint for game #1" in r.text and "`" in r.text, r.text
        assert not [m for m in fake.messages(thread) if m.id > 0 and "Hint" in m.content]
        # analysis only after the end
        r = await fake.slash(alice, thread, "genial analysis", game=1)
        assert r.ephemeral and "not over yet" in r.text, r.text
        if mover is alice:
            await play_best(fake, alice, thread, 1)
            while await my_turn(fake, alice, thread, 1):  # bonus turns
                await play_best(fake, alice, thread, 1)
        # bob has vanished: his turn times out and a computer takes his seat
        bot.settings = replace(bot.settings, timeout_days=1e-9)
        mark = fake.mark()
        assert await bot.expire_turns() == 1
        note = await fake.wait_for_message(thread, since=mark, check=public)
        assert "Bob ran out of time; a computer (easy) plays that seat" in note.content
        await settle(bot)
        r = await fake.slash(bob, thread, "genial play", move="pass", game=1)
        assert r.ephemeral and "A computer plays your seat in game #1 now" in r.text, r.text
        assert not await bot.db.rating.is_rated(1)  # type: ignore[union-attr]
        turns = 0
        while "Game over" not in fake.last_message(thread).content:
            await settle(bot)
            if "Game over" in fake.last_message(thread).content:
                break
            assert await my_turn(fake, alice, thread, 1)
            await play_best(fake, alice, thread, 1)
            turns += 1
            assert turns < 100, "the game should end"
        final = fake.last_message(thread)
        assert "Bob (computer)" in final.content, final.content
        # the analysis of the finished game: an image with alt text and a short text
        r = await fake.slash(carol, ch, "genial analysis", game=1)
        assert r.ephemeral and "Analysis of game #1" in r.text, r.text
        assert "Alice" in r.text and "Bob" not in r.text, r.text  # computers are not judged
        assert "the same as the strong computer's choice" in r.text, r.text
        alt = next(a.description for a in r.attachments if a.filename == "analysis.png")
        assert alt and "Alice" in alt and "points left per move" in alt and "Bob" not in alt, alt
        assert r.png("analysis.png")[:4] == b"\x89PNG"
        assert len(bot.service.analysts.pids()) == 2  # judged in the analysis processes
        # from another server the game does not exist
        away = fake.add_guild("Away")
        fake.add_member(away, alice)
        r = await fake.slash(alice, away.channel("general"), "genial analysis", game=1)
        assert r.ephemeral and "no game #1 on this server" in r.text, r.text
        r = await fake.slash(alice, away.channel("general"), "genial hint", game=1)
        assert r.ephemeral and "no game #1 on this server" in r.text, r.text


async def test_a_failed_computer_move_is_logged_and_retried_not_looped(
    world: World, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    fake, ch, alice = world.fake, world.channel, world.alice
    calls: list[int] = []
    real = computer_mover.choose

    def broken(game: Any, seat: int, level: str, budget: float = 0.7) -> str:
        calls.append(seat)
        raise RuntimeError("the computer is broken")

    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        # The start-up sweep first, so that only the move's own attempt can fail below.
        await fake.wait_for(lambda: bot.mover is not None and bot.mover.sweeps > 0, what="sweep")
        monkeypatch.setattr(computer_mover, "choose", broken)
        await fake.slash(alice, ch, "genial new", edition="travel", players=2, computers=1)
        thread = game_thread(fake, ch)
        assert bot.db is not None and bot.mover is not None
        if await my_turn(fake, alice, thread, 1):  # alice begins: one move, then the computer
            await play_best(fake, alice, thread, 1)
        await fake.wait_for(lambda: bool(calls), what="the computer's attempt")
        await bot.mover.idle()
        assert await bot.db.computers.computer_turns() == [1]
        # One attempt after the move, and no loop: no further attempts.
        assert len(calls) == 1, "one failure, no retry loop"
        await asyncio.sleep(0.5)
        await bot.mover.idle()
        assert len(calls) == 1, "no retry loop"
        assert "computer move failed; retried later" in caplog.text
        assert "the computer is broken" in caplog.text
        # the periodic sweep retries; once the computer works again it moves
        monkeypatch.setattr(computer_mover, "choose", real)
        assert await bot.mover.sweep() == 1
        await settle(bot)
        assert await bot.db.computers.computer_turns() == []
        assert await my_turn(fake, alice, thread, 1)
