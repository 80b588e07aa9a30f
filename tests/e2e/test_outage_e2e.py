"""PostgreSQL stopped in the middle of play, then started again: a game on a clock against
a computer goes on where it was.

The bot runs on a PostgreSQL server of its own (tests/pgserver.py), stopped twice: once
while it is the person's turn (her move is answered "NOT played, try again in a moment",
and the same move plays once the server is back), once right after her move while the
computer is to reply and her turn post is being delivered (the computer's move and the
posts wait and go out once it is back). The bot reconnects by itself, says so in its log
and its health signal, and in the end no move and no post is lost or doubled.

The outage lasts a few seconds here; ``make outage`` runs the same test with 60 s
(``GENIAL_OUTAGE_SECONDS``).
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
from collections import Counter
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from bot.client import GenialBot
from bot.ops import Operations
from tests import pgserver
from tests.e2e.conftest import World, make_world
from tests.e2e.helpers import game_thread, public, wait_for_turn_post
from tests.e2e.test_computer_e2e import settle

pytestmark = pytest.mark.asyncio

OUTAGE = float(os.environ.get("GENIAL_OUTAGE_SECONDS", "3"))
#: A tile placement in the move log ("BO J5 r") and as a post tells it ("placed BO on").
PLACEMENT = re.compile(r"[A-Z]{2} [A-Z]\d+ \w+")
TOLD = re.compile(r"\bplaced [A-Z]{2} on\b")


@pytest_asyncio.fixture
async def world_pg(own_pg_server: pgserver.PgServer) -> AsyncIterator[World]:
    async with make_world(own_pg_server.url()) as made:
        yield made


async def delivered(bot: GenialBot) -> None:
    """Wait until the outbox holds nothing pending (each post sent, or given up)."""
    assert bot.db is not None
    for _ in range(500):
        if not await bot.db.outbox.pending_count():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("a post is still owed")


async def choice(world: World, thread: object) -> str:
    choices = await world.fake.autocomplete(
        world.alice, thread, "genial play", {"game": 1, "move": ""}, focused="move"
    )
    assert choices, "it is alice's turn"
    return str(choices[0]["value"])


async def test_postgres_stopped_twice_during_a_clocked_game_against_a_computer(
    world_pg: World, own_pg_server: pgserver.PgServer, caplog: pytest.LogCaptureFixture
) -> None:
    world = world_pg
    fake, ch, alice = world.fake, world.channel, world.alice
    caplog.set_level(logging.INFO)
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        assert bot.db is not None
        ops = Operations(world.settings)  # the health signal, as python -m bot runs it
        ops.follow(bot.db.reach)
        mark = fake.mark()
        await fake.slash(alice, ch, "genial new", edition="classic", players=2, computers=1,
                         level="easy", clock="bank:1d:12h:3d")  # fmt: skip
        await fake.wait_for_message(since=mark, check=lambda m: public(m) and bool(m.files))
        thread = game_thread(fake, ch)
        await settle(bot)

        # 1. Stopped while it is alice's turn: her move is not played, and she is told.
        move = await choice(world, thread)
        before = await bot.db.games.get_game(1)
        assert before is not None
        own_pg_server.halt()
        r = await fake.slash(alice, thread, "genial play", move=move, game=1)
        assert r.ephemeral and "your move was NOT played" in r.text, r.text
        assert "try again in a moment" in r.text, r.text
        assert not bot.db.reach.up and not ops.health.database.ok
        assert [p for p in ops.health.snapshot()["problems"] if "unreachable" in p]
        await asyncio.sleep(OUTAGE)
        own_pg_server.resume()
        await bot.db.reach.wait()  # the bot reconnects by itself
        assert ops.health.database.ok
        after = await bot.db.games.get_game(1)
        assert after is not None and after.version == before.version, "nothing was played"
        mark = fake.mark()
        r = await fake.slash(alice, thread, "genial play", move=move, game=1)
        assert "NOT played" not in r.text, r.text
        await wait_for_turn_post(fake, thread, mark)
        await settle(bot)

        # 2. Stopped right after her move: the computer's reply and the posts are in flight.
        move = await choice(world, thread)
        mark = fake.mark()
        r = await fake.slash(alice, thread, "genial play", move=move, game=1)
        assert "NOT played" not in r.text, r.text
        own_pg_server.halt()
        await asyncio.sleep(OUTAGE)
        own_pg_server.resume()
        await bot.db.reach.wait()
        await settle(bot)  # the computer has replied
        await delivered(bot)
        await fake.settle(0.2)
        row = await bot.db.games.get_game(1)
        assert row is not None and row.record is not None
        logged = await bot.db.play.moves(1)
        clock = await bot.db.clocks.game_clock(1)
        due = await bot.db.due.next_due_at()
    # Every move once, in order, in the log and the record alike.
    assert [m.n for m in logged] == list(range(1, row.version + 1))
    assert [m.notation for m in logged] == [e["move"] for e in row.record["moves"]]
    assert row.version >= 4 and row.current_user_id == alice.id
    # The clock still runs: a due time for alice's turn.
    assert clock is not None and due is not None
    # Every post once: each placement told once in the thread, no message twice.
    posts = [m for m in fake.messages(thread) if public(m)]
    texts = Counter(m.content for m in posts)
    assert not [t for t, n in texts.items() if n > 1], texts
    placed = sum(1 for m in logged if PLACEMENT.fullmatch(m.notation))
    assert sum(len(TOLD.findall(m.content)) for m in posts) == placed
    said = [r.getMessage() for r in caplog.records if r.name == "data.reach"]
    assert len(said) == 4, said  # lost and back, twice
    assert said[0].startswith("database unreachable") and "reachable again" in said[1]
    assert not [r for r in caplog.records if r.exc_info], "an outage logs no traceback"
