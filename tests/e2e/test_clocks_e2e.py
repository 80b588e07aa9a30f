"""Clocks end to end with a controllable clock: no real waiting.

A game with a bank clock; reminders at the right moments by direct message and,
for a user whose direct messages fail, by mention; a vacation pauses the clock;
a skip and then a time-out as the server chose; a restart in between loses
nothing and sends nothing twice. ``/genial next`` picks the longest-waiting game.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

import i18n
from bot.client import GenialBot
from tests.e2e.conftest import World
from tests.e2e.helpers import (
    play_best,
    public,
    start_two_player,
    to_move,
    wait_for_turn_post,
    whose_turn,
)
from tests.fakediscord import StoredMessage, User

pytestmark = pytest.mark.asyncio

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


class FakeClock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        return self.now

    def at(self, **delta: float) -> None:
        """Set the time to ``T0 + delta`` (never backwards)."""
        moment = T0 + timedelta(**delta)
        assert moment >= self.now
        self.now = moment


def notes(world: World, thread_id: int, user: User, word: str) -> list[StoredMessage]:
    """Public posts in the thread that mention ``user`` and contain ``word``."""
    channel = world.fake.world.channels[thread_id]
    return [m for m in world.fake.messages(channel) if user.id in m.pinged and word in m.content]


async def test_a_bank_clock_game_reminds_pauses_skips_and_times_out(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    admin = fake.add_user("admin", guild=world.guild, global_name="Admin", manage_guild=True)
    clock = FakeClock()
    bob.blocks_dms = True  # Bob does not accept direct messages: he is mentioned instead
    bot = GenialBot(world.settings, clock=clock)
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        r = await fake.slash(admin, ch, "server settings", {"timeout": "skip", "skips": 1})
        assert not r.ephemeral and "after 1 skip in a row" in r.content, r.text
        for user in (alice, bob):
            r = await fake.slash(user, ch, "me settings", notify="dm")
            assert r.ephemeral and "by direct message" in r.text, r.text
        r = await fake.slash(
            alice, ch, "genial new", edition="classic", players=2, clock="bank:1d:12h:3d"
        )
        assert "1 d 0 h to start, +12 h 0 min per move, at most 3 d 0 h" in r.content, r.content
        assert "the turn is skipped" in r.content
        await fake.click(bob, r.message, label="Join")
        mark = fake.mark()
        await fake.click(alice, r.message, label="Start")
        first = await fake.wait_for_message(
            since=mark,
            check=lambda m: (
                public(m) and bool(m.files) and fake.world.channels[m.channel_id].is_thread
            ),
        )
        thread = fake.world.channels[first.channel_id]
        game_id = (await bot.db.games.find_game(world.guild.id, number=1)).id  # type: ignore[union-attr]
        loaded = await bot.service.load(game_id)  # type: ignore[union-attr]
        mover = alice if loaded.current_user() == alice.id else bob
        other = bob if mover is alice else alice

        # Your turn: Alice by direct message with the board and no mention in the thread;
        # Bob's direct message fails, so the board post mentions him.
        if mover is alice:
            (dm,) = fake.dms(alice)
            assert "It is your turn in game #1" in dm.content and dm.png()[:4] == b"\x89PNG"
            assert first.pinged == []
        else:
            assert first.pinged == [bob.id]
            assert (await bot.db.prefs.user_prefs(bob.id)).dm_failed

        r = await fake.slash(mover, ch, "genial games")
        assert "⏱️ 1 d 0 h left" in r.text, r.text

        # Half the bank (24 h) left after 12 h.
        clock.at(hours=12)
        await bot.scheduler.tick()
        if mover is alice:
            assert "12 h 0 min left" in fake.dms(alice)[-1].content
        else:
            assert notes(world, thread.id, bob, "12 h 0 min left")
    # A restart: the half reminder is not sent again, the tenth comes once.
    bot = GenialBot(world.settings, clock=clock)
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        await bot.scheduler.tick()
        clock.at(hours=21, minutes=36)
        await bot.scheduler.tick()
        await bot.scheduler.tick()
        reminded = (
            [m.content for m in fake.dms(alice) if "left on your clock" in m.content]
            if mover is alice
            else [m.content for m in notes(world, thread.id, bob, "left on your clock")]
        )
        assert len(reminded) == 2 and "2 h 24 min left" in reminded[-1], reminded

        # The mover plays at 22 h: 2 h left + 12 h increment = 14 h for their next turn.
        clock.at(hours=22)
        await play_best(fake, mover, thread, game_id)
        stored = await bot.db.clocks.game_clock(game_id)
        assert stored is not None
        assert {s.bank for s in stored.seats} >= {timedelta(hours=14)}

        # The other player goes away for two days at once: their clock stands still.
        r = await fake.slash(other, ch, "me away", days=2)
        assert r.ephemeral and "Enjoy your break" in r.text, r.text
        clock.at(hours=22 + 24, minutes=1)  # their 24 h would have run out by now
        await bot.scheduler.tick()
        assert not [a for a in bot.scheduler.acted if a.kind == "timeout"]
        # Back early after 28 h away: the deadline is 22 + 28 + 24 = 74 h.
        clock.at(hours=50)
        r = await fake.slash(other, ch, "me away")
        assert r.ephemeral and "Welcome back" in r.text, r.text
        clock.at(hours=73, minutes=59)
        await bot.scheduler.tick()
        assert not [a for a in bot.scheduler.acted if a.kind == "timeout"]
        clock.at(hours=74)
        mark = fake.mark()
        await bot.scheduler.tick()
        post = await wait_for_turn_post(fake, thread, mark)
        assert "ran out of time: turn skipped" in post.content, post.content
        loaded = await bot.service.load(game_id)  # type: ignore[union-attr]
        assert loaded.game is not None and loaded.game.history[-1][1] == "skip"
        assert loaded.current_user() == mover.id

        # The mover plays; the other player times out again: one skip allowed, so they leave.
        await play_best(fake, mover, thread, game_id)
        clock.at(hours=74 + 12 + 1)  # the bank after a time-out is the increment: 12 h
        mark = fake.mark()
        await bot.scheduler.tick()
        post = await wait_for_turn_post(fake, thread, mark)
        assert "ran out of time" in post.content and "Game over" in post.content, post.content
        row = await bot.db.games.get_game(game_id)
        assert row is not None and row.status == "finished"
        hows = [a.how for a in bot.scheduler.acted if a.kind == "timeout"]
        assert hows == ["skip", "leave"], bot.scheduler.acted
        # Since the restart: the tenth once, the other player's turn and last warnings.
        sent = [
            (a.user_id, a.kind, a.turn) for a in bot.scheduler.acted if a.how in ("dm", "mention")
        ]
        assert len(sent) == len(set(sent)), sent
        kinds = [(user, kind) for user, kind, _ in sent]
        assert (mover.id, "half") not in kinds and kinds.count((mover.id, "tenth")) == 1, sent


async def test_next_picks_the_game_that_waited_longest(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    clock = FakeClock()
    bot = GenialBot(world.settings, clock=clock)
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        r = await fake.slash(alice, ch, "genial next")
        assert r.ephemeral and i18n.text("en", "ui-next-none") in r.text
        games: list[int] = []
        for number in range(1, 6):
            clock.at(hours=number)
            thread, first = await start_two_player(fake, ch, alice, bob, "classic")
            game_id = (await bot.db.games.find_game(world.guild.id, number=number)).id  # type: ignore[union-attr]
            if to_move(first, [alice, bob]) is bob:
                await play_best(fake, bob, thread, game_id)
            games.append(game_id)
        # Game 1 moves on: Alice and Bob play, so Alice's turn there starts last.
        clock.at(hours=6)
        thread1 = fake.world.channels[(await bot.db.games.get_game(games[0])).thread_id]  # type: ignore[union-attr,index]
        await play_best(fake, alice, thread1, games[0])
        await play_best(fake, bob, thread1, games[0])
        r = await fake.slash(alice, ch, "genial next")
        assert r.ephemeral and "**Genial #2** has waited longest" in r.text, r.text
        names = [f for f, _ in r.message.files]
        assert "board.png" in names and "hand.png" in names, names
        assert r.message.buttons or r.message.selects, "the panel to build a move comes with it"
        r = await fake.slash(bob, ch, "genial next")
        assert r.ephemeral and i18n.text("en", "ui-next-none") in r.text


async def test_settings_and_server_limits_refuse_clearly_and_change_nothing(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    admin = fake.add_user("admin", guild=world.guild, global_name="Admin", manage_guild=True)
    async with fake.run_bot(world.new_bot()) as bot:
        await fake.wait_commands_synced()
        zones = await fake.autocomplete(
            alice, ch, "me settings", {"time-zone": "berlin"}, focused="time-zone"
        )
        assert [z["value"] for z in zones] == ["Europe/Berlin"]
        r = await fake.slash(alice, ch, "me settings", {"time-zone": "Mars/Olympus"})
        assert r.ephemeral and "do not know the time zone" in r.text, r.text
        r = await fake.slash(alice, ch, "me settings", {"quiet-from": "22:00"})
        assert r.ephemeral and "both the start and the end" in r.text, r.text
        r = await fake.slash(
            alice, ch, "me settings", {"quiet-from": "late", "quiet-until": "7:00"}
        )
        assert r.ephemeral and "cannot read" in r.text, r.text
        assert (
            await bot.db.prefs.user_prefs(alice.id) == type(await bot.db.prefs.user_prefs(bob.id))()
        )
        r = await fake.slash(
            alice,
            ch,
            "me settings",
            {
                "quiet-from": "22:00",
                "quiet-until": "07:00",
                "time-zone": "Europe/Berlin",
                "reminders": False,
            },
        )
        assert r.ephemeral and "22:00 to 07:00" in r.text and "Europe/Berlin" in r.text, r.text
        assert "off (the last warning still comes)" in r.text

        r = await fake.slash(bob, ch, "server settings", {"open-games": 1})
        assert r.ephemeral and "Manage Server" in r.text, r.text
        r = await fake.slash(admin, ch, "server settings", {"open-games": 1, "away-days": 0})
        assert not r.ephemeral and "at most 1 open game per player" in r.content, r.content
        r = await fake.slash(alice, ch, "genial new", edition="classic", players=2)
        assert not r.ephemeral and "Clock" not in r.content, r.content
        r = await fake.slash(alice, ch, "genial new", edition="classic", players=2)
        assert r.ephemeral and "already have 1 open game" in r.text, r.text
        r = await fake.slash(alice, ch, "me away", days=3)
        assert r.ephemeral and "0 days of vacation per year" in r.text, r.text
        assert await bot.db.prefs.vacations(world.guild.id, alice.id) == []
        r = await fake.slash(alice, ch, "me away")
        assert r.ephemeral and "not away" in r.text, r.text

        games = fake.add_channel(world.guild, "games")
        r = await fake.slash(admin, ch, "server settings", {"channel": games})
        assert f"new games in: <#{games.id}>" in r.content, r.content
        r = await fake.slash(bob, ch, "genial new", edition="classic", players=2)
        assert r.ephemeral and f"New games are opened in <#{games.id}>" in r.text, r.text
        r = await fake.slash(bob, games, "genial new", edition="classic", players=2)
        assert not r.ephemeral, r.text


async def test_the_running_scheduler_acts_when_woken(world: World) -> None:
    """The loop itself (not a test's tick): woken, it finds the reminder now due and sends it."""
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    clock = FakeClock()
    bot = GenialBot(world.settings, clock=clock)
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        r = await fake.slash(
            alice, ch, "genial new", edition="classic", players=2, clock="fixed:1d"
        )
        await fake.click(bob, r.message, label="Join")
        await fake.click(alice, r.message, label="Start")
        row = await bot.db.games.find_game(world.guild.id, number=1)
        assert row is not None and row.thread_id is not None
        mover = alice if row.current_user_id == alice.id else bob
        thread = fake.world.channels[row.thread_id]
        await fake.wait_for(lambda: fake.messages(thread), what="the start post")
        clock.at(hours=12, minutes=1)
        mark = fake.mark()
        bot.scheduler.wake()
        note = await fake.wait_for_message(
            fake.world.channels[row.thread_id], since=mark, check=public
        )
        assert note.pinged == [mover.id] and "11 h 59 min left" in note.content, note.content


async def test_a_turn_begun_in_quiet_hours_is_announced_when_they_end(world: World) -> None:
    """Quiet hours 11:00-13:00 (UTC) and a start at 12:00 in a game without a clock: the
    board post pings nobody; at 13:00 the scheduler mentions the player to move, once.
    A turn that begins after the quiet hours pings at once, as always."""
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    clock = FakeClock()
    bot = GenialBot(world.settings, clock=clock)
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        for user in (alice, bob):
            r = await fake.slash(
                user, ch, "me settings", {"quiet-from": "11:00", "quiet-until": "13:00"}
            )
            assert r.ephemeral and "11:00 to 13:00" in r.text, r.text
        thread, first = await start_two_player(fake, ch, alice, bob, "classic")
        assert first.pinged == [], "nobody is pinged inside their quiet hours"
        game_id = (await bot.db.games.find_game(world.guild.id, number=1)).id  # type: ignore[union-attr]
        mover = await whose_turn(fake, [alice, bob], thread, game_id)
        other = bob if mover is alice else alice
        clock.at(minutes=59)
        await bot.scheduler.tick()
        assert not notes(world, thread.id, mover, "your turn"), "still quiet at 12:59"
        clock.at(hours=1)
        await bot.scheduler.tick()
        await bot.scheduler.tick()
        (note,) = notes(world, thread.id, mover, "your turn")
        assert note.content == f"<@{mover.id}>, it is your turn in game #1."
        clock.at(hours=1, minutes=30)
        mark = fake.mark()
        await play_best(fake, mover, thread, game_id)
        post = await fake.wait_for_message(thread, since=mark, check=lambda m: bool(m.files))
        assert post.pinged == [other.id], "outside quiet hours the turn pings at once"
    # after a restart nothing is sent again
    bot = GenialBot(world.settings, clock=clock)
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        await bot.scheduler.tick()
        assert len(notes(world, thread.id, mover, "your turn")) == 1
