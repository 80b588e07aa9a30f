"""Start-up record check: a stored game whose record no longer replays is
reported once in its thread and in the log; a restart does not repeat the notice."""

from __future__ import annotations

import json
import logging
import sqlite3
from datetime import timedelta

import pytest

from bot.client import GenialBot
from genial.classic.scoring import RunTable
from tests.e2e.conftest import World
from tests.e2e.helpers import (
    confirm,
    game_thread,
    play_best,
    public,
    start_two_player,
    whose_turn,
)

pytestmark = pytest.mark.asyncio


def corrupt_first_move(world: World, game_id: int) -> None:
    """Make the stored record's first move one that can never be played (bot stopped).

    The append-only move log keeps the move really played, so the check sees both.
    """
    with sqlite3.connect(world.settings.database) as conn:
        (text,) = conn.execute("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
        record = json.loads(text)
        record["moves"][0]["move"] = "pass"  # a player holding tiles may not pass
        conn.execute("UPDATE games SET record = ? WHERE id = ?", (json.dumps(record), game_id))


async def test_a_damaged_record_is_reported_once_across_restarts(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    fake, alice, bob = world.fake, world.alice, world.bob
    async with fake.run_bot(bot := world.new_bot()):
        await fake.wait_commands_synced()
        await start_two_player(fake, world.channel, alice, bob, "classic")
        thread = game_thread(fake, world.channel)
        mover = await whose_turn(fake, [alice, bob], thread, 1)
        await play_best(fake, mover, thread, 1)
        assert await bot.record_check_done() == []  # a healthy game is not reported
    before = len(fake.messages(thread))
    corrupt_first_move(world, 1)

    caplog.set_level(logging.WARNING, logger="bot.records")
    async with fake.run_bot(bot := world.new_bot()):
        mark = fake.mark()
        assert await bot.record_check_done() == [1]
        notice = await fake.wait_for_message(thread, since=mark, check=public)
    assert "cannot be replayed" in notice.content and "cancel" in notice.content
    assert notice.pinged == []
    assert len(fake.messages(thread)) == before + 1  # exactly one notice
    logged = [r.getMessage() for r in caplog.records if r.name == "bot.records"]
    assert logged == [
        "game 1: stored record cannot be replayed: move 1 differs between the record and the move log"
    ]

    caplog.clear()
    async with fake.run_bot(bot := world.new_bot()):
        assert await bot.record_check_done() == []  # already reported: no second notice
        # the game still refuses to load, with the admin hint, and changes nothing
        r = await fake.slash(alice, thread, "genial board", game=1)
        assert r.ephemeral and "damaged" in r.text, r.text
        # as the notice says, the game's creator can cancel it
        r = await confirm(fake, alice, await fake.slash(alice, thread, "genial cancel", game=1))
        assert r.ephemeral and "cancelled" in r.text, r.text
    assert not [r for r in caplog.records if r.name == "bot.records"]


async def test_a_changed_scoring_rule_is_reported_at_start_naming_the_move(
    world: World, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake, alice, bob = world.fake, world.alice, world.bob
    async with fake.run_bot(bot := world.new_bot()):
        await fake.wait_commands_synced()
        await start_two_player(fake, world.channel, alice, bob, "classic")
        thread = game_thread(fake, world.channel)
        for _ in range(2):
            await play_best(fake, await whose_turn(fake, [alice, bob], thread, 1), thread, 1)
        assert await bot.record_check_done() == []
    with sqlite3.connect(world.settings.database) as conn:
        logged = [json.loads(o) for (o,) in conn.execute("SELECT outcome FROM moves ORDER BY n")]
    first_scoring = next(n for n, o in enumerate(logged, start=1) if any(o["gains"]))

    # An update that changes classic line scoring (D-CL-4): +1 for every line that scores.
    original = RunTable.score
    monkeypatch.setattr(
        RunTable, "score", lambda self, *a: p + 1 if (p := original(self, *a)) else 0
    )
    caplog.set_level(logging.WARNING, logger="bot.records")
    async with fake.run_bot(bot := world.new_bot()):
        mark = fake.mark()
        assert await bot.record_check_done() == [1]
        notice = await fake.wait_for_message(thread, since=mark, check=public)
    assert "cannot be replayed" in notice.content
    (message,) = [r.getMessage() for r in caplog.records if r.name == "bot.records"]
    assert message.startswith(f"game 1: stored record cannot be replayed: Move {first_scoring} (")
    assert "gains" in message


async def test_a_notice_claimed_by_a_dead_process_is_posted_after_its_lease(
    world: World,
) -> None:
    from data import Database
    from tests.e2e.test_leagues_e2e import Later

    fake, alice, bob = world.fake, world.alice, world.bob
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        await start_two_player(fake, world.channel, alice, bob, "classic")
        thread = game_thread(fake, world.channel)
        await play_best(fake, await whose_turn(fake, [alice, bob], thread, 1), thread, 1)
    corrupt_first_move(world, 1)
    before = len(fake.messages(thread))
    later = Later()
    dead = await Database.open(world.settings.database, clock=later)
    try:  # another process claimed the notice and died before posting it
        assert await dead.claims.claim("record-notice:1", lease=60)
    finally:
        await dead.close()
    async with fake.run_bot(bot := world.new_bot()):
        assert await bot.record_check_done() == [1]  # found, but its claim is held
        await fake.settle(0.2)
    assert len(fake.messages(thread)) == before
    later.ahead = timedelta(seconds=61)
    async with fake.run_bot(bot := GenialBot(world.settings, clock=later)):
        assert await bot.record_check_done() == [1]
        await fake.wait_for(lambda: len(fake.messages(thread)) > before, what="the notice")
        await fake.settle(0.2)
    assert len(fake.messages(thread)) == before + 1
    assert "cannot be replayed" in fake.messages(thread)[-1].content
    async with fake.run_bot(bot := GenialBot(world.settings, clock=later)):
        assert await bot.record_check_done() == []  # reported: never again
        await fake.settle(0.2)
    assert len(fake.messages(thread)) == before + 1


def verified(world: World) -> list[int | None]:
    with sqlite3.connect(world.settings.database) as conn:
        return [v for (v,) in conn.execute("SELECT verified_version FROM games ORDER BY id")]


async def test_a_start_is_ready_before_its_games_are_checked_and_checks_them_all(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The check runs after readiness in claimed batches: while another process holds
    them nothing is checked and players play on; once its lease runs out every game is
    checked here, the damaged one reported once."""
    from bot import record_check
    from data import Database
    from tests.e2e.test_leagues_e2e import Later

    fake, alice, bob = world.fake, world.alice, world.bob
    async with fake.run_bot(bot := world.new_bot()):
        await fake.wait_commands_synced()
        for game in (1, 2, 3):
            await start_two_player(fake, world.channel, alice, bob, "classic")
            thread = game_thread(fake, world.channel)
            await play_best(fake, await whose_turn(fake, [alice, bob], thread, game), thread, game)
        await bot.record_check_done()
    threads = fake.threads(world.channel)
    with sqlite3.connect(world.settings.database) as conn:  # an update: check them all again
        conn.execute("UPDATE games SET verified_version = NULL")
    corrupt_first_move(world, 2)
    later = Later()
    other = await Database.open(world.settings.database, clock=later)
    try:  # an old process (during the update) holds them all, then dies
        assert [g.id for g in await other.audit.claim_unverified(limit=10)] == [1, 2, 3]
    finally:
        await other.close()
    monkeypatch.setattr(record_check, "RETRY_SECONDS", 0.05)
    async with fake.run_bot(bot := GenialBot(world.settings, clock=later)):
        mark = fake.mark()
        r = await fake.slash(alice, threads[0], "genial board", game=1)
        assert r.attachments and "damaged" not in r.text, "drawn while the check waits"
        check = bot._record_check
        assert check is not None and not check.done()
        assert verified(world) == [None, None, None]
        later.ahead = timedelta(seconds=121)  # the old process's lease runs out
        assert await bot.record_check_done() == [2]
        notice = await fake.wait_for_message(threads[1], since=mark, check=public)
    assert "cannot be replayed" in notice.content
    assert verified(world) == [1, None, 1]  # one move each
