"""A league round's results post, through the real bot: when a round's last game ends the
league channel gets the round's results (each table's places, a void table said so), then
the standings as an image (or, after the last round, the season's closing post). It is
owed in the outbox before the next round is paired, so it is posted exactly once: also
when Discord fails it at first and the bot restarts before it is sent, and when the job
runs again."""

from __future__ import annotations

import pytest

from bot.client import GenialBot
from cogs.league.rounds import job_of
from data.league_games import TableGame
from tests.e2e.conftest import World, by_id
from tests.e2e.test_leagues_e2e import Later, opened, resign
from tests.fakediscord import FakeDiscord, StoredMessage, User

pytestmark = pytest.mark.asyncio


def results(fake: FakeDiscord, world: World, number: int) -> list[StoredMessage]:
    said = f"round {number} of 2 is over"
    return [m for m in fake.messages(world.channel) if said in m.content]


async def end_table(fake: FakeDiscord, table: TableGame, user: dict[int, User]) -> User:
    """The table's first seat resigns; the winner."""
    thread = fake.channel(table.thread_id or 0)
    await resign(fake, user[table.players[0]], thread, table.number or 0)
    return user[table.players[1]]


async def test_each_round_gets_one_results_post(world: World) -> None:
    fake, ch, guild = world.fake, world.channel, world.guild
    mod = fake.add_user("mod", guild=guild, global_name="Mod", manage_guild=True)
    dave = fake.add_user("dave", guild=guild, global_name="Dave")
    four = [world.alice, world.bob, world.carol, dave]
    user = {u.id: u for u in four}
    name = by_id(four)
    later = Later()
    bot = GenialBot(world.settings, clock=later)
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        made = await fake.slash(mod, ch, "league create", name="Duel", edition="classic",
                                per_table=2, format="swiss", rounds=2, turn_hours=24)  # fmt: skip
        assert not made.ephemeral, made.text
        for u in four:
            assert not (await fake.slash(u, ch, "league join")).ephemeral
        await fake.slash(mod, ch, "league start")
        assert bot.db is not None
        [(_, season)] = await bot.db.league_games.running_seasons()
        first, second = sorted(await opened(fake, bot, season.id, 1), key=lambda t: t.tab)
        winner1 = await end_table(fake, first, user)
        await fake.settle(0.2)
        assert results(fake, world, 1) == [], "not before the round's last game ends"
        # Discord fails the round's next post (the results, owed first): the outbox keeps it.
        fake.fail_next("message")
        winner2 = await end_table(fake, second, user)
        await opened(fake, bot, season.id, 2)
        await fake.settle(0.2)
        owed = [
            d for d in await bot.db.outbox.deliveries_of(first.game_id or 0) if d.kind != "turn"
        ]
        assert [(d.kind, d.state) for d in owed] == [("league-round", "pending")], owed
        assert owed[0].attempts == 1 and results(fake, world, 1) == []

    # A restart before it was sent: the new process's outbox sends it, once.
    async with fake.run_bot(GenialBot(world.settings, clock=later)) as bot:
        await fake.wait_for(lambda: results(fake, world, 1), what="the results of round 1")
        [post] = results(fake, world, 1)
        loser1, loser2 = name(first.players[0]), name(second.players[0])
        assert (
            f"Table 1 (#{first.number}): 1. {winner1.global_name} · 2. {loser1.global_name}"
            in post.content
        ), post.content
        assert f"Table 2 (#{second.number}): 1. {winner2.global_name}" in post.content
        assert loser2.global_name in post.content
        assert "standings after round 1 are in the image" in post.content, post.content
        assert [a.filename for a in post.attachments] == ["league.png"]
        assert "Duel: season 1" in (post.attachments[0].description or "")
        assert not post.pinged, "names, no pings"
        job = job_of(bot)
        assert job is not None
        await job.reconcile()  # the job again: nothing is owed twice
        await job.retry_posts()
        await fake.settle(0.2)
        assert len(results(fake, world, 1)) == 1

        # ----- round 2, the last: its results, then the season's closing post
        tables = sorted(await opened(fake, bot, season.id, 2), key=lambda t: t.tab)
        mark = fake.mark()
        for t in tables:
            await end_table(fake, t, user)
        end = await fake.wait_for_message(
            ch, since=mark, check=lambda m: "is over" in m.content and bool(m.files)
        )
        assert "Season 1 of **Duel** is over" in end.content
        [last] = results(fake, world, 2)
        assert "That was the last round: the final standings follow." in last.content
        assert not last.attachments, "the closing post shows the standings"
        said = [m.id for m in fake.messages(ch)]
        assert said.index(last.id) < said.index(end.id), "the results come first"
        await job.reconcile()
        await fake.settle(0.2)
        assert len(results(fake, world, 1)) == len(results(fake, world, 2)) == 1
