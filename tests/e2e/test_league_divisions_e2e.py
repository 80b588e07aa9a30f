"""League divisions and re-posting through the real bot ("optional divisions
with promotion and relegation (top and bottom N move) between seasons; past seasons stay
viewable"; a table whose thread could not be opened is posted again, once).

Six players in two divisions of three (sign-up order: the league is not rated) play one
round, a table per division; the season end posts each division's standings and names who
goes up and who goes down; the next season's divisions have swapped them.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable

import pytest

from bot.client import GenialBot
from tests.e2e.conftest import World, by_id
from tests.e2e.helpers import confirm, wait_for_turn_post
from tests.fakediscord import Channel, FakeDiscord, User

pytestmark = pytest.mark.asyncio


async def resign(fake: FakeDiscord, user: User, thread: Channel, game: int) -> None:
    mark = fake.mark()
    r = await confirm(fake, user, await fake.slash(user, thread, "genial resign", game=game))
    assert r.ephemeral and f"You resigned from game #{game}" in r.text, r.text
    await wait_for_turn_post(fake, thread, mark)


async def until(fake: FakeDiscord, check: Callable[[], Awaitable[bool]], what: str) -> None:
    """Wait (up to the fake's time-out) until ``check()`` holds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + fake.timeout
    while loop.time() < deadline:
        if await check():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"never: {what}")


def named(users: list[User], line: str) -> int:
    """The id of the one user whose name is on a standings line."""
    [found] = [u.id for u in users if u.global_name and f" {u.global_name}:" in line]
    return found


def mentions(text: str) -> list[int]:
    return [int(m) for m in re.findall(r"<@(\d+)>", text)]


async def posted(fake: FakeDiscord, bot: GenialBot, season: int, count: int) -> None:
    """Wait until ``count`` tables of the season have a thread with their first board."""
    assert bot.db is not None

    async def ready() -> bool:
        assert bot.db is not None
        tables = [t for t in await bot.db.league_games.table_games(season) if t.thread_id]
        return len(tables) == count and all(
            any(m.files for m in fake.messages(fake.channel(t.thread_id or 0))) for t in tables
        )

    await until(fake, ready, f"{count} tables posted")


async def test_two_divisions_promotion_and_relegation(world: World) -> None:
    fake, ch, guild = world.fake, world.channel, world.guild
    mod = fake.add_user("mod", guild=guild, global_name="Mod", manage_guild=True)
    more = [fake.add_user(n, guild=guild, global_name=n.title()) for n in ("dave", "erin", "gina")]
    six = [world.alice, world.bob, world.carol, *more]
    user = by_id(six)
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        made = await fake.slash(
            mod, ch, "league create", name="Ladder", edition="classic", per_table=3,
            format="swiss", rounds=1, rated=False, divisions=2, move=1,
        )  # fmt: skip
        assert not made.ephemeral, made.text
        info = await fake.slash(world.alice, ch, "league info")
        assert "2 divisions; at a season's end the top and bottom 1 change division" in info.text
        for u in six:
            await fake.slash(u, ch, "league join")
        start = await fake.slash(mod, ch, "league start")
        top, bottom = [u.id for u in six[:3]], [u.id for u in six[3:]]
        [line1] = [x for x in start.content.splitlines() if x.startswith("Division 1:")]
        [line2] = [x for x in start.content.splitlines() if x.startswith("Division 2:")]
        assert mentions(line1) == top and mentions(line2) == bottom, start.content
        assert bot.db is not None
        [(_, season)] = await bot.db.league_games.running_seasons()
        await posted(fake, bot, season.id, 2)
        tables = await bot.db.league_games.table_games(season.id)
        assert sorted(sorted(t.players) for t in tables) == [sorted(top), sorted(bottom)]

        # Each table: the first two seats resign in turn; the third wins.
        mark = fake.mark()
        for t in tables:
            thread = fake.channel(t.thread_id or 0)
            for p in t.players[:2]:
                await resign(fake, user(p), thread, t.number or 0)
        promo = await fake.wait_for_message(ch, since=mark, check=lambda m: "going up" in m.content)
        ends = [m for m in fake.messages(ch) if "is over" in m.content and m.files]
        assert len(ends) == 2 and "division 1 is over" in ends[0].content
        assert "division 2 is over" in ends[1].content
        assert "division 2" in (ends[1].attachments[0].description or "")
        r1 = await fake.slash(world.alice, ch, "league standings", division=1)
        r2 = await fake.slash(world.alice, ch, "league standings", division=2)
        assert r1.ephemeral and r1.message.attachments and "division 1" in r1.text
        last_of_top = named(six, r1.text.splitlines()[-1])
        best_of_bottom = named(six, r2.text.splitlines()[1])
        assert best_of_bottom in bottom and last_of_top in top
        up, down = promo.content.split("Going down")
        assert mentions(up) == [best_of_bottom] and mentions(down) == [last_of_top], promo.content
        none = await fake.slash(world.alice, ch, "league standings", division=3)
        assert none.ephemeral and "There is no division 3" in none.text

        # Next season: the same players, divisions swapped by promotion and relegation.
        await fake.slash(mod, ch, "league next")
        again = await fake.slash(mod, ch, "league start")
        [line1] = [x for x in again.content.splitlines() if x.startswith("Division 1:")]
        [line2] = [x for x in again.content.splitlines() if x.startswith("Division 2:")]
        assert best_of_bottom in mentions(line1) and last_of_top in mentions(line2), again.content
        seasons = await bot.db.leagues.league_seasons(season.league_id)
        signup = (top + bottom).index
        assert await bot.db.seasons.season_divisions(seasons[-1].id) == [
            sorted([p for p in top if p != last_of_top] + [best_of_bottom], key=signup),
            sorted([p for p in bottom if p != best_of_bottom] + [last_of_top], key=signup),
        ]
        # The past season stays viewable per division.
        past = await fake.slash(world.alice, ch, "league standings", season=1, division=2)
        assert "season 1, division 2" in past.text


async def test_a_table_whose_thread_failed_is_posted_again_once(world: World) -> None:
    fake, ch, guild = world.fake, world.channel, world.guild
    mod = fake.add_user("mod", guild=guild, global_name="Mod", manage_guild=True)
    two = [world.alice, world.bob]
    user = by_id(two)
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        await fake.slash(mod, ch, "league create", name="Duo", edition="classic", per_table=2,
                         format="swiss", rounds=2, rated=False)  # fmt: skip
        for u in two:
            await fake.slash(u, ch, "league join")
        fake.fail_next("thread")
        await fake.slash(mod, ch, "league start")
        # The answer comes before the round is posted: wait until the failed thread's
        # header has been taken back.
        await until(fake, lambda: _header_taken_back(fake, ch, "round 1,"), "header taken back")
        assert bot.db is not None
        [(_, season)] = await bot.db.league_games.running_seasons()
        [table] = await bot.db.league_games.table_games(season.id)
        assert table.game_status == "active" and table.thread_id is None
        assert await bot.db.rounds.unposted_tables(season.id) == {(1, 1)}
        assert fake.threads(ch) == []
        assert not any("Genial #" in m.content for m in fake.messages(ch) if not m.deleted)
    # A restart: the start-up check posts it, with one thread.
    bot = world.new_bot()
    async with fake.run_bot(bot):
        cog = bot.get_cog("League")
        assert cog is not None and await cog.reconciled() == 1  # type: ignore[attr-defined]
        assert bot.db is not None
        await posted(fake, bot, season.id, 1)
        [table] = await bot.db.league_games.table_games(season.id)
        first = next(m for m in fake.messages(fake.channel(table.thread_id or 0)) if m.files)
        assert set(first.pinged) == {u.id for u in two}
        assert await bot.db.rounds.unposted_tables(season.id) == set()
        # Round 2 fails the same way; the round job's retry posts it, and only once.
        fake.fail_next("thread")
        await resign(fake, user(table.players[0]), fake.channel(table.thread_id or 0),
                     table.number or 0)  # fmt: skip
        await until(fake, lambda: _round_two(bot, season.id), "round 2 opened")
        await until(fake, lambda: _header_taken_back(fake, ch, "round 2,"), "header taken back")
        assert len(fake.threads(ch)) == 1
        job = cog.rounds  # type: ignore[attr-defined]
        assert await job.retry_posts() == 1
        assert await job.retry_posts() == 0
        await posted(fake, bot, season.id, 2)
        assert len(fake.threads(ch)) == 2, "one thread per table"


async def _round_two(bot: GenialBot, season: int) -> bool:
    assert bot.db is not None
    return any(t.round == 2 and t.game_id for t in await bot.db.league_games.table_games(season))


async def _header_taken_back(fake: FakeDiscord, ch: Channel, round_: str) -> bool:
    """The injected thread failure has happened and the round's header is deleted again."""
    if fake.world.faults.get("thread", 0):
        return False
    return not any(round_ in m.content for m in fake.messages(ch) if not m.deleted)
