"""League posts claimed in the database: a table's thread and first board and
a round's announcement are claimed (with a lease) before they are posted. Here another
process claimed them and died before posting: nothing is posted while its lease runs,
everything exactly once after it; and two processes posting one table open one thread.
On SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from bot.client import GenialBot
from cogs.league.rounds import job_of
from data import Database
from tests.e2e.conftest import World
from tests.e2e.test_leagues_e2e import Later

pytestmark = pytest.mark.asyncio


async def test_posts_claimed_by_a_dead_process_are_made_once_after_the_lease(
    world_on_both: World,
) -> None:
    world = world_on_both
    fake, ch, guild = world.fake, world.channel, world.guild
    mod = fake.add_user("mod", guild=guild, global_name="Mod", manage_guild=True)
    dave = fake.add_user("dave", guild=guild, global_name="Dave")
    four = [world.alice, world.bob, world.carol, dave]
    later = Later()
    # The dead process: it claimed table 1 of round 1 and the round's announcement of the
    # first season (ids 1 on a fresh database), then stopped before posting.
    dead = await Database.open(world.settings.database, clock=later)
    try:
        assert await dead.claims.claim("league-table:1:1:1", lease=120)
        assert await dead.claims.claim("league-round:1:1", lease=120)
    finally:
        await dead.close()
    bot = GenialBot(world.settings, clock=later)
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        made = await fake.slash(mod, ch, "league create", name="Duel", edition="classic",
                                per_table=2, format="swiss", rounds=1, turn_hours=24)  # fmt: skip
        assert not made.ephemeral, made.text
        for u in four:
            assert not (await fake.slash(u, ch, "league join")).ephemeral
        r = await fake.slash(mod, ch, "league start")
        assert "has started" in r.content, r.text
        assert bot.db is not None
        for _ in range(200):  # table 2 is posted in the background (a loaded machine: slow)
            tables = sorted(await bot.db.league_games.table_games(1), key=lambda t: t.tab)
            if len(tables) == 2 and tables[1].thread_id is not None:
                break
            await fake.settle(0.05)
        await fake.settle(0.2)
        assert [t.status for t in tables] == ["playing", "playing"]
        # While the lease runs: table 2 is posted, table 1 and the announcement are not.
        assert tables[0].thread_id is None and tables[1].thread_id is not None
        assert not any("round 1 of 1 begins" in m.content for m in fake.messages(ch))
        job = job_of(bot)
        assert job is not None
        await job.retry_posts()
        assert len(fake.threads(ch)) == 1
        later.ahead = timedelta(seconds=121)  # the dead process's lease runs out
        # Two runs at once (as two processes would): one posts, the other finds it taken.
        await asyncio.gather(job.retry_posts(), job.retry_posts())
        await fake.settle(0.3)
        tables = sorted(await bot.db.league_games.table_games(1), key=lambda t: t.tab)
        assert all(t.thread_id for t in tables)
        assert len(fake.threads(ch)) == 2
        for t in tables:
            boards = [m for m in fake.messages(fake.channel(t.thread_id or 0)) if m.files]
            assert len(boards) == 1
        begins = [m for m in fake.messages(ch) if "round 1 of 1 begins" in m.content]
        assert len(begins) == 1
        assert await bot.db.claims.claim_done("league-table:1:1:1")
        assert await bot.db.claims.claim_tries("league-table:1:1:1") == 2
        await job.retry_posts()  # nothing left to post
        assert len(fake.threads(ch)) == 2
