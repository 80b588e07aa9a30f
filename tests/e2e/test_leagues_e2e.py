"""A whole league season through the real bot.

Five users play a Swiss league of three rounds with three players per table (a table
of 3 and one of 2 each round). Games are opened by the round job in threads of the
league channel, played and ended through Discord (moves, resignations); one player
times out on the league's clock (its turn limit, acted on by the scheduler); the bot
restarts in the middle of round 2 and carries on; the season ends with the final standings posted; /league standings
answers with an image and its description. Plus the refusals: a non-organiser
creating a league, joining after the start, and a league of another server.
"""

from __future__ import annotations

import asyncio
import re
from datetime import UTC, datetime, timedelta
from fractions import Fraction

import pytest

from bot.client import GenialBot
from data.league_games import TableGame
from tests.e2e.conftest import World, by_id
from tests.e2e.helpers import confirm, play_best, wait_for_turn_post, whose_turn
from tests.fakediscord import Channel, FakeDiscord, User

pytestmark = pytest.mark.asyncio


async def opened(fake: FakeDiscord, bot: GenialBot, season: int, number: int) -> list[TableGame]:
    """Wait until every game of round ``number`` has its thread with the first board."""
    assert bot.db is not None
    loop = asyncio.get_running_loop()
    deadline = loop.time() + fake.timeout
    while loop.time() < deadline:
        tables = [t for t in await bot.db.league_games.table_games(season) if t.round == number]
        if tables and all(
            t.thread_id and any(m.files for m in fake.messages(fake.channel(t.thread_id)))
            for t in tables
        ):
            return tables
        await asyncio.sleep(0.05)
    raise AssertionError(f"round {number} was not opened")


async def resign(fake: FakeDiscord, user: User, thread: Channel, game: int) -> None:
    mark = fake.mark()
    r = await confirm(fake, user, await fake.slash(user, thread, "genial resign", game=game))
    assert r.ephemeral and f"You resigned from game #{game}" in r.text, r.text
    await wait_for_turn_post(fake, thread, mark)


def check_round(fake: FakeDiscord, tables: list[TableGame], players: set[int]) -> None:
    """A table of 3 and one of 2, everyone seated once, each thread's first post pings its table."""
    assert sorted(len(t.players) for t in tables) == [2, 3]
    assert {p for t in tables for p in t.players} == players
    for t in tables:
        assert t.thread_id is not None and t.game_status == "active"
        first = next(m for m in fake.messages(fake.channel(t.thread_id)) if m.files)
        assert set(first.pinged) == set(t.players), first.content


class Later:
    """The bot's clock: real time moved on by hand (the league clock's time-out)."""

    def __init__(self) -> None:
        self.ahead = timedelta(0)

    def __call__(self) -> datetime:
        return datetime.now(UTC) + self.ahead


async def test_a_swiss_season_of_three_rounds(world: World) -> None:
    fake, ch, guild = world.fake, world.channel, world.guild
    mod = fake.add_user("mod", guild=guild, global_name="Mod", manage_guild=True)
    dave = fake.add_user("dave", guild=guild, global_name="Dave")
    erin = fake.add_user("erin", guild=guild, global_name="Erin")
    frank = fake.add_user("frank", guild=guild, global_name="Frank")
    five = [world.alice, world.bob, world.carol, dave, erin]
    user = by_id(five)
    other = fake.add_guild("Other server")
    zed = fake.add_user("zed", guild=other, global_name="Zed", manage_guild=True)
    later = Later()
    bot = GenialBot(world.settings, clock=later)
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        missing = await fake.slash(world.alice, ch, "league info", league="Weekly")
        assert missing.ephemeral and "There is no league" in missing.text
        refused = await fake.slash(
            world.alice, ch, "league create", name="Weekly", edition="classic", per_table=3,
            format="swiss",
        )  # fmt: skip
        assert refused.ephemeral and "Only league organisers" in refused.text, refused.text
        made = await fake.slash(
            mod, ch, "league create", name="Weekly", edition="classic", per_table=3,
            format="swiss", rounds=3, turn_hours=24,
        )  # fmt: skip
        assert not made.ephemeral and "League **Weekly** (#1)" in made.content, made.text
        # another server: the league is answered exactly like one that does not exist
        elsewhere = await fake.slash(zed, other.channel("general"), "league info", league="Weekly")
        assert elsewhere.text == missing.text
        assert await fake.autocomplete(
            zed, other.channel("general"), "league join", {"league": ""}, focused="league"
        ) == []  # fmt: skip
        here = await fake.autocomplete(world.alice, ch, "league join", {"league": "wee"},
                                       focused="league")  # fmt: skip
        assert [(c["name"], c["value"]) for c in here] == [("#1 Weekly", "Weekly")]
        for u in five:
            r = await fake.slash(u, ch, "league join")
            assert not r.ephemeral and "joined **Weekly**" in r.content, r.text
        mark = fake.mark()
        r = await fake.slash(mod, ch, "league start")
        assert "Season 1 of **Weekly** has started: 5 players, 3 rounds" in r.content, r.text
        late = await fake.slash(frank, ch, "league join")
        assert late.ephemeral and "Sign-up for this season is closed" in late.text
        assert bot.db is not None
        [(_, season)] = await bot.db.league_games.running_seasons()
        ids = {u.id for u in five}

        # ----- round 1: the pair plays a move, then one resigns; at the table of three
        # the player to move times out (24 h), then one of the other two resigns.
        tables = await opened(fake, bot, season.id, 1)
        check_round(fake, tables, ids)
        assert any("round 1 of 3 begins" in m.content for m in fake.messages(ch))
        pair, trio = sorted(tables, key=lambda t: len(t.players))
        thread = fake.channel(pair.thread_id or 0)
        mover = await whose_turn(fake, [user(p) for p in pair.players], thread, pair.number or 0)
        await play_best(fake, mover, thread, pair.number or 0)
        await resign(fake, mover, thread, pair.number or 0)
        trio_thread = fake.channel(trio.thread_id or 0)
        late_mover = trio.current_user_id
        mark = fake.mark()
        assert not [a for a in await bot.scheduler.tick() if a.kind == "timeout"], "not yet"
        later.ahead = timedelta(hours=24, minutes=1)  # the league's 24 h clock runs out
        [acted] = [a for a in await bot.scheduler.tick() if a.kind == "timeout"]
        assert (acted.game_id, acted.user_id, acted.how) == (trio.game_id, late_mover, "leave")
        post = await wait_for_turn_post(fake, trio_thread, mark)
        assert "ran out of time" in post.content, post.content
        rest = [p for p in trio.players if p != late_mover]
        await resign(fake, user(rest[0]), trio_thread, trio.number or 0)
        results, _, _ = await bot.db.league_games.league_facts(season.id)
        [timed_out] = [r for r in results if late_mover in r.players and len(r.players) == 3]
        assert dict(zip(timed_out.players, timed_out.final_places(), strict=True))[late_mover] == 3

        # ----- round 2: the pair ends, then the bot restarts with the trio still playing
        tables = await opened(fake, bot, season.id, 2)
        check_round(fake, tables, ids)
        pair, trio = sorted(tables, key=lambda t: len(t.players))
        await resign(
            fake, user(pair.players[0]), fake.channel(pair.thread_id or 0), pair.number or 0
        )
    threads_before = len(fake.threads(ch))
    bot = GenialBot(world.settings, clock=later)
    async with fake.run_bot(bot):
        cog = bot.get_cog("League")
        assert cog is not None and await cog.reconciled() == 1  # type: ignore[attr-defined]
        assert bot.db is not None
        assert len(fake.threads(ch)) == threads_before, "the restart opened nothing twice"
        assert len(await bot.db.league_games.table_games(season.id)) == 4
        trio_thread = fake.channel(trio.thread_id or 0)
        players = [user(p) for p in trio.players]
        mover = await whose_turn(fake, players, trio_thread, trio.number or 0)
        await play_best(fake, mover, trio_thread, trio.number or 0)
        for p in [p for p in players if p is not mover][:2]:
            await resign(fake, p, trio_thread, trio.number or 0)

        # ----- round 3: my games first in the schedule; then both games end the season
        tables = await opened(fake, bot, season.id, 3)
        check_round(fake, tables, ids)
        me = user(tables[0].players[0])
        sched = await fake.slash(me, ch, "league schedule")
        lines = sched.text.splitlines()
        # By round, the running one first, each under its heading; my table first in it.
        assert sched.ephemeral and lines[1] == "**Round 3**", sched.text
        assert lines[2].startswith("➤ Table "), sched.text
        headings = [x for x in lines if x.startswith("**Round ")]
        assert headings == ["**Round 3**", "**Round 2**", "**Round 1**"], sched.text
        assert all(x.startswith(("**Round ", "➤ Table ", "Table ")) for x in lines[1:]), sched.text
        assert f"/channels/{guild.id}/{tables[0].thread_id}" in sched.text
        mark = fake.mark()
        for t in tables:
            thread = fake.channel(t.thread_id or 0)
            for p in t.players[: len(t.players) - 1]:
                await resign(fake, user(p), thread, t.number or 0)
        end = await fake.wait_for_message(
            ch, since=mark, check=lambda m: "is over" in m.content and bool(m.files)
        )
        assert "Season 1 of **Weekly** is over" in end.content
        assert (
            end.attachments[0].description and "Weekly: season 1" in end.attachments[0].description
        )
        winners = re.search(r"winner: (.*)!", end.content)
        assert winners and winners[1].count("<@") >= 1

        # ----- standings: image with a description, words that add up
        r = await fake.slash(world.alice, ch, "league standings")
        assert r.ephemeral
        [image] = r.message.attachments
        assert image.filename == "league.png" and image.image_size() is not None
        assert image.description and "Weekly: season 1" in image.description
        points = [
            Fraction(m[1]) for m in re.finditer(r"^\d+\. .+?: ([\d.]+) points?", r.text, re.M)
        ]
        assert len(points) == 5
        # each round gives 3 + 1 + 0 at the table of three and 1 + 0 at the pair
        assert sum(points) == 3 * (4 + 1)
        assert all("0 to play" in line for line in r.text.splitlines()[1:])
        info = await fake.slash(world.alice, ch, "league info")
        assert "Season 2: open for sign-up" in info.text, info.text
