"""League organiser tools through the real bot: the organiser role, extend a turn,
replace a player, void a game (running: round moves on; finished and rated: ratings
rebuilt without it), leaving mid-season forfeits, next season takes last season's players.

Round robin with two per table and three players: each round is one game and one bye.
"""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from bot.client import GenialBot
from data.league_games import TableGame
from tests.e2e.conftest import World, by_id
from tests.e2e.helpers import confirm, play_best, wait_for_turn_post, whose_turn
from tests.fakediscord import Channel, FakeDiscord, User

pytestmark = pytest.mark.asyncio


async def game_of_round(fake: FakeDiscord, bot: GenialBot, season: int, n: int) -> TableGame:
    """The one game of round ``n`` once its thread shows the first board."""
    assert bot.db is not None
    loop = asyncio.get_running_loop()
    deadline = loop.time() + fake.timeout
    while loop.time() < deadline:
        games = [
            t for t in await bot.db.league_games.table_games(season) if t.round == n and t.game_id
        ]
        thread = games[0].thread_id if games else None
        if thread and any(m.files for m in fake.messages(fake.channel(thread))):
            return games[0]
        await asyncio.sleep(0.05)
    raise AssertionError(f"round {n} was not opened")


async def said_in(fake: FakeDiscord, channel: Channel, mark: int, text: str) -> str:
    post = await fake.wait_for_message(channel, since=mark, check=lambda m: text in m.content)
    return post.content


async def resign(fake: FakeDiscord, user: User, thread: Channel, game: int) -> None:
    mark = fake.mark()
    await confirm(fake, user, await fake.slash(user, thread, "genial resign", game=game))
    await wait_for_turn_post(fake, thread, mark)


async def test_organiser_tools(world: World) -> None:
    fake, ch, guild = world.fake, world.channel, world.guild
    alice, bob, carol = world.alice, world.bob, world.carol
    mod = fake.add_user("mod", guild=guild, global_name="Mod", manage_guild=True)
    dave = fake.add_user("dave", guild=guild, global_name="Dave")
    frank = fake.add_user("frank", guild=guild, global_name="Frank")
    user = by_id([alice, bob, carol, frank])
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        assert bot.db is not None
        # ----- the league-organiser role: set by Manage Server only, then it lets Dave organise
        role = fake.add_role(guild, "League team")
        no = await fake.slash(dave, ch, "league role", role=role)
        assert no.ephemeral and "Manage Server" in no.text, no.text
        ok = await fake.slash(mod, ch, "league role", role=role)
        assert not ok.ephemeral and f"<@&{role.id}>" in ok.content
        fake.give_role(guild, dave, role)
        await fake.settle()
        r = await fake.slash(
            dave, ch, "league create", name="Duo", edition="classic", per_table=2,
            format="round_robin", rounds=3, points="3/1/0 2/0", turn_hours=24, away=False,
        )  # fmt: skip
        assert not r.ephemeral and "League **Duo**" in r.content, r.text
        info = await fake.slash(alice, ch, "league info")
        assert "round robin" in info.text and "2/0" in info.text, info.text
        assert "No vacations in this league" in info.text, info.text
        for u in (alice, bob, carol):
            await fake.slash(u, ch, "league join")
        mark = fake.mark()
        await fake.slash(dave, ch, "league start")
        [(_, season)] = await bot.db.league_games.running_seasons()
        assert "Sitting out this round" in await said_in(fake, ch, mark, "round 1 of 3 begins")

        # ----- round 1: extend the turn, replace the player to move by Frank, then void
        first = await game_of_round(fake, bot, season.id, 1)
        number = first.number or 0
        started = (await bot.db.games.get_game(first.game_id or 0)).turn_started_at  # type: ignore[union-attr]
        mark = fake.mark()
        r = await fake.slash(dave, ch, "league extend", game=number, hours=5)
        assert r.ephemeral and "5 more hours" in r.text
        await said_in(fake, ch, mark, "5 more hours")
        # the league's clock (24 h a move) gives the player to act 5 more hours
        assert started is not None
        due = await bot.db.due.due_until(started + timedelta(days=3))
        timeout = [e.due_at for e in due if e.kind == "timeout" and e.game_id == first.game_id]
        assert timeout == [started + timedelta(hours=29)], timeout
        gone = user(first.current_user_id or 0)
        mark = fake.mark()
        r = await fake.slash(dave, ch, "league replace", game=number, player=gone, by=frank)
        assert f"<@{frank.id}> takes the seat of <@{gone.id}>" in r.text, r.text
        await said_in(fake, ch, mark, "takes the seat")
        thread = fake.channel(first.thread_id or 0)
        assert await whose_turn(fake, [frank, *map(user, first.players)], thread, number) is frank
        await play_best(fake, frank, thread, number)
        mark = fake.mark()
        r = await fake.slash(alice, ch, "league void", game=number)
        assert r.ephemeral and "Only league organisers" in r.text
        await fake.slash(dave, ch, "league void", game=number)
        await said_in(fake, ch, mark, "was voided")

        # ----- round 2 opens (the voided game counts as not played); it ends, rated
        second = await game_of_round(fake, bot, season.id, 2)
        thread = fake.channel(second.thread_id or 0)
        await resign(fake, user(second.players[0]), thread, second.number or 0)
        assert await bot.db.rating.rating_changes(second.game_id or 0), "a rated league game"
        third = await game_of_round(fake, bot, season.id, 3)
        mark = fake.mark()
        await fake.slash(mod, ch, "league void", game=second.number or 0)
        await said_in(fake, ch, mark, "was voided")
        assert await bot.db.rating.rating_changes(second.game_id or 0) == [], (
            "ratings rebuilt without it"
        )
        results, _, _ = await bot.db.league_games.league_facts(season.id)
        assert results == [], "both games so far are void"

        # ----- round 3: a player leaves the league; their game is forfeited, the season ends
        leaver = user(third.players[0])
        mark = fake.mark()
        r = await fake.slash(leaver, ch, "league leave")
        assert "remaining games are forfeited" in r.text, r.text
        end = await said_in(fake, ch, mark, "Congratulations")
        winner = third.players[1]
        assert f"Congratulations to the winner: <@{winner}>!" in end, end
        r = await fake.slash(alice, ch, "league standings", season=1)
        assert r.text.splitlines()[1].startswith("1. "), r.text
        # ----- next season: last season's players (not the leaver) are signed up again
        mark = fake.mark()
        r = await fake.slash(dave, ch, "league next")
        assert "2 players of last season are signed up again" in r.text, r.text
        season2 = (await bot.db.leagues.league_seasons(season.league_id))[-1]
        assert set(await bot.db.seasons.league_entrants(season2.id)) == {
            alice.id,
            bob.id,
            carol.id,
        } - {leaver.id}
        listed = await fake.slash(bob, ch, "league list")
        assert (
            "#1 **Duo**" in listed.text and "season 2 (open for sign-up, 2 players)" in listed.text
        )


async def test_a_cancelled_league_game_counts_as_void(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    mod = fake.add_user("mod", guild=world.guild, global_name="Mod", manage_guild=True)
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        assert bot.db is not None
        await fake.slash(
            mod, ch, "league create", name="Quick", edition="travel", per_table=2,
            format="swiss", rounds=1, rated=False,
        )  # fmt: skip
        for u in (alice, bob):
            await fake.slash(u, ch, "league join")
        await fake.slash(mod, ch, "league start")
        [(_, season)] = await bot.db.league_games.running_seasons()
        game = await game_of_round(fake, bot, season.id, 1)
        mark = fake.mark()
        thread = fake.channel(game.thread_id or 0)
        asked = await fake.slash(mod, thread, "genial cancel", game=game.number or 0)
        await confirm(fake, mod, asked)
        end = await said_in(fake, ch, mark, "Season 1 of **Quick** is over")
        assert "Season 1 of **Quick** is over" in end
        said = [m.content for m in fake.messages(ch) if "round 1 of 1 is over" in m.content]
        assert len(said) == 1 and f"Table 1 (#{game.number}): void, no points" in said[0], said
        [table] = await bot.db.rounds.league_tables(season.id)
        assert table.status == "void"


async def test_a_round_that_ended_while_the_job_was_down_opens_at_start_once(
    world: World,
) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    mod = fake.add_user("mod", guild=world.guild, global_name="Mod", manage_guild=True)
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        assert bot.db is not None
        await fake.slash(
            mod, ch, "league create", name="Pair", edition="travel", per_table=2,
            format="round_robin", rounds=2,
        )  # fmt: skip
        for u in (alice, bob):
            await fake.slash(u, ch, "league join")
        await fake.slash(mod, ch, "league start")
        [(_, season)] = await bot.db.league_games.running_seasons()
        first = await game_of_round(fake, bot, season.id, 1)
        job = bot.get_cog("League").rounds  # type: ignore[union-attr]

        async def down(loaded: object) -> None:  # the bot stops before the round job runs
            return None

        job.game_ended = down
        await resign(fake, alice, fake.channel(first.thread_id or 0), first.number or 0)
        assert [t.status for t in await bot.db.league_games.table_games(season.id)] == ["playing"]
    threads = len(fake.threads(ch))
    bot = world.new_bot()
    async with fake.run_bot(bot):
        assert bot.db is not None
        cog = bot.get_cog("League")
        assert await cog.reconciled() == 1  # type: ignore[union-attr]
        second = await game_of_round(fake, bot, season.id, 2)
        tables = await bot.db.league_games.table_games(season.id)
        assert [(t.round, t.status) for t in tables] == [(1, "finished"), (2, "playing")]
        assert await cog.rounds.reconcile() == 1  # type: ignore[union-attr]
        assert len(await bot.db.league_games.table_games(season.id)) == 2, "opened once"
        assert len(fake.threads(ch)) == threads + 1
        assert set(second.players) == {alice.id, bob.id}
