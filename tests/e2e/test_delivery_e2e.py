"""Everything the bot owes the players is delivered once, eventually, honestly.

The fake Discord fails the way Discord does (``tests/fakediscord/chaos.py``): 429s, 500s,
503s, 403s and answers lost after the work was done, by seeded probability; it takes
permissions away; and bots are stopped between a commit and its post. Each test checks
what the players see: every move's line in exactly one post, every next player pinged
exactly once, the mover told the truth, the server's admins told once, no traceback.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import os
from collections import Counter
from typing import Any

import pytest

import data.deliveries
from bot.client import GenialBot
from cogs.delivery import deliverer as deliverer_module
from tests.e2e.conftest import World
from tests.e2e.helpers import start_two_player
from tests.fakediscord import Channel, InteractionResult, StoredMessage, User

pytestmark = pytest.mark.asyncio


@pytest.fixture(autouse=True)
def quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    """Retries after 50 ms instead of seconds (the backoff's shape is tested in tests/data)."""
    monkeypatch.setattr(data.deliveries, "BACKOFF", (0.05,))
    monkeypatch.setattr(data.deliveries, "GRACE", 0.2)
    monkeypatch.setattr(data.deliveries, "MAX_ATTEMPTS", 10_000)  # 50 ms apart: not a day


def db_of(bot: GenialBot) -> Any:
    assert bot.db is not None
    return bot.db


async def delivered(world: World, bot: GenialBot, game_id: int) -> None:
    """Wait until nothing of the game is pending in the outbox."""

    async def check() -> bool:
        return all(d.state != "pending" for d in await db_of(bot).outbox.deliveries_of(game_id))

    for _ in range(600):
        if await check():
            await world.fake.settle(0.05)
            return
        bot.deliverer.wake()
        await world.fake.settle(0.05)
    raise AssertionError(f"still pending: {await db_of(bot).outbox.deliveries_of(game_id)}")


async def play_top(
    world: World, bot: GenialBot, players: list[User], thread: Channel
) -> InteractionResult:
    """The player to move plays the top suggestion with ``/genial play``: their answer."""
    row = await db_of(bot).games.get_game(1)
    user = next(u for u in players if u.id == row.current_user_id)
    choices = await world.fake.autocomplete(
        user, thread, "genial play", {"game": 1, "move": ""}, focused="move"
    )
    assert choices, "the player to move is offered moves"
    r = await world.fake.slash(user, thread, "genial play", move=str(choices[0]["value"]), game=1)
    assert r.ephemeral and "Played" in r.text, r.text
    return r


async def play_one(world: World, bot: GenialBot, players: list[User], thread: Channel) -> bool:
    """The player to move plays the top suggestion; False when the game is over."""
    if (await db_of(bot).games.get_game(1)).status != "active":
        return False
    await play_top(world, bot, players, thread)
    return True


def posts(world: World, *channels: Channel) -> list[StoredMessage]:
    return [m for ch in channels for m in world.fake.messages(ch) if m.author.bot]


def lines_of(messages: list[StoredMessage]) -> Counter[str]:
    return Counter(line for m in messages for line in m.content.splitlines())


async def expected_lines(bot: GenialBot, names: dict[int, str]) -> Counter[str]:
    """Every recorded move's line as the thread shows it ("**Alice** placed ...")."""
    moves = await db_of(bot).play.moves(1)
    return Counter(f"**{names[m.user_id]}** {m.outcome['text']}" for m in moves)


async def expected_pings(bot: GenialBot) -> Counter[int]:
    """Who must have been pinged how often: the first player by the start post, then each
    player whose turn began with a move (the next move's actor differs from the last)."""
    # Turn posts only (a 'lobby' row owes a lobby line whose edit Discord failed).
    ds = [d for d in await db_of(bot).outbox.deliveries_of(1) if d.kind == "turn"]
    row = await db_of(bot).games.get_game(1)
    assert ds[0].version == 0, "the start post went through the outbox too"
    actors = [d.previous_user for d in ds[1:]]  # who was to move when each move came
    pings: Counter[int] = Counter({actors[0]: 1})
    for before, after in itertools.pairwise(actors):
        if after != before:
            pings[after] += 1
    assert row.status == "finished"
    return pings


def pinged(messages: list[StoredMessage]) -> Counter[int]:
    """Notifications of turn posts (with a board), sent at each post's creation (a post
    edited later keeps its); the lobby message's invitation is not a turn's."""
    return Counter(uid for m in messages if m.files for uid in m.notified)


def tracebacks(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [
        f"{r.name}: {r.getMessage()}"
        for r in caplog.records
        if r.exc_info and not r.name.startswith(("discord", "tests"))
    ]


#: ``edition:seed`` runs of the fault test; ``make faults`` runs many more (FAULT_RUNS).
FAULT_RUNS = os.environ.get("FAULT_RUNS", "travel:2611").split()
FAULT_RATE = float(os.environ.get("FAULT_RATE", "0.25"))


@pytest.mark.parametrize("run", FAULT_RUNS)
async def test_every_move_is_posted_once_through_injected_faults(
    world: World, caplog: pytest.LogCaptureFixture, run: str
) -> None:
    """A whole game with a quarter of the bot's message requests failing (429, 500, 503,
    403, lost answers; seeded): every move is posted exactly once, every next player pinged
    exactly once, every delivery sent, and nothing logs a traceback."""
    edition, seed = run.split(":")
    caplog.set_level(logging.INFO)
    fake = world.fake
    players = [world.alice, world.bob]
    names = {u.id: u.global_name or u.name for u in players}
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        thread, _ = await start_two_player(fake, world.channel, *players, edition)
        chaos = fake.inject_chaos(
            seed=int(seed), rate=FAULT_RATE, channels={thread.id, world.channel.id}
        )
        moves = 0
        while await play_one(world, bot, players, thread):
            await delivered(world, bot, 1)  # the next player moves once told (pinged)
            moves += 1
            assert moves < 400
        fake.world.chaos = None
        ds = await db_of(bot).outbox.deliveries_of(1)
        assert ds and all(d.state == "sent" for d in ds), ds
        shown = posts(world, thread, world.channel)
        want = await expected_lines(bot, names)
        got = lines_of(shown)
        assert {k: got[k] for k in want} == dict(want), "every move's line exactly once"
        assert pinged(shown) == await expected_pings(bot), "each turn's player pinged once"
        print(f"{moves} moves, faults injected: {dict(chaos.injected)}")
        assert sum(chaos.injected.values()) >= 10, chaos.injected
        assert len(chaos.injected) >= 4, f"most kinds of fault were met: {chaos.injected}"
        assert tracebacks(caplog) == []


async def test_a_lost_answer_posts_once_and_pings_once(world: World) -> None:
    """Discord creates the post but the answer is lost: the retry carries the same nonce,
    so the thread shows one post and the next player one ping."""
    fake = world.fake
    players = [world.alice, world.bob]
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        thread, _ = await start_two_player(fake, world.channel, *players, "travel")
        before = len(posts(world, thread))
        chaos = fake.inject_chaos(seed=1, rate=1.0, kinds=("lost",), routes=("create",))
        assert await play_one(world, bot, players, thread)
        await fake.wait_for(lambda: chaos.injected["lost"] >= 1, what="a lost answer")
        fake.world.chaos = None
        await delivered(world, bot, 1)
        new = posts(world, thread)[before:]
        assert len(new) == 1, [m.content for m in new]
        row = await db_of(bot).games.get_game(1)
        assert new[0].pinged == [row.current_user_id]


async def test_a_crash_between_commit_and_post_is_announced_after_restart(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The process dies right after a move is committed (nothing after the commit runs):
    the restarted bot posts the move and pings the next player, once; a delivery another
    life had claimed when it died is freed at start-up and sent too."""
    fake = world.fake
    players = [world.alice, world.bob]
    async with fake.run_bot(world.new_bot()) as first:
        await fake.wait_commands_synced()
        thread, _ = await start_two_player(fake, world.channel, *players, "travel")

        async def dies(self: Any, played: Any, extra: str = "") -> Any:
            raise asyncio_cancelled()

        monkeypatch.setattr(deliverer_module.Deliverer, "announce", dies)
        outbox: Any = first.get_cog("Delivery")
        assert outbox.sweep is not None
        outbox.sweep.cancel()  # its sweep died with it
        before = len(posts(world, thread))
        assert await play_one(world, first, players, thread)
        await fake.settle(0.2)
        assert len(posts(world, thread)) == before, "nothing was posted: the process died"
        ds = await db_of(first).outbox.deliveries_of(1)
        assert [d.state for d in ds] == ["sent", "pending"]  # the start post, the move's
        # The "previous life" also held a claim on it when it died.
        assert await db_of(first).outbox.claim_delivery(ds[1].id, "dead-process", 3600)
    monkeypatch.undo()
    monkeypatch.setattr(data.deliveries, "BACKOFF", (0.05,))
    monkeypatch.setattr(data.deliveries, "GRACE", 0.2)
    async with fake.run_bot(world.new_bot()) as second:
        await delivered(world, second, 1)
        new = posts(world, thread)[before:]
        assert len(new) == 1, [m.content for m in new]
        row = await db_of(second).games.get_game(1)
        assert new[0].pinged == [row.current_user_id]
        assert new[0].buttons, "the newest post can be played from"
        assert not posts(world, thread)[before - 1].buttons, "the older one lost its button"


async def test_revoked_thread_permission_moves_the_game_to_its_channel(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    """Mid-game a moderator takes *Send Messages in Threads* away: the next posts go to
    the game's channel (named), the admins are told there once, the mover is told where
    the board is; once the permission is back the game returns to its thread."""
    fake = world.fake
    players = [world.alice, world.bob]
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        thread, _ = await start_two_player(fake, world.channel, *players, "travel")
        assert await play_one(world, bot, players, thread)
        await delivered(world, bot, 1)
        in_channel = len(posts(world, world.channel))
        fake.revoke_thread_posting(world.guild)
        for _ in range(3):
            r = await play_top(world, bot, players, thread)
            await delivered(world, bot, 1)
            told = " ".join(m.content for m in r.messages)
            assert "the board is in the channel the game was created in" in told, told
        moved = posts(world, world.channel)[in_channel:]
        alerts = [m for m in moved if "Send Messages in Threads" in m.content]
        turns = [m for m in moved if m.content.startswith("**Genial #1**")]
        assert len(alerts) == 1, [m.content for m in moved]
        assert len(turns) == 3 and all(m.files for m in turns)
        assert [bool(m.buttons) for m in turns] == [False, False, True]
        fake.revoke_thread_posting(world.guild, revoked=False)
        before = len(posts(world, thread))
        assert await play_one(world, bot, players, thread)
        await delivered(world, bot, 1)
        assert len(posts(world, thread)) == before + 1, "back in the thread"
        assert not posts(world, world.channel)[-1].buttons, "the channel's post retired"
        assert tracebacks(caplog) == []


async def test_no_permission_anywhere_tells_the_owner_once_and_sends_later(
    world: World,
) -> None:
    """The bot may post neither in the thread nor in the channel: the move is recorded,
    the mover reads that the board could not be posted and the owner was told; the owner
    gets one direct message; once the permission is back, the post goes out."""
    fake = world.fake
    players = [world.alice, world.bob]
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        thread, _ = await start_two_player(fake, world.channel, *players, "travel")
        fake.revoke_thread_posting(world.guild)
        fake.revoke_posting(world.channel)
        r = await play_top(world, bot, players, thread)
        await fake.wait_for(lambda: len(r.messages) > 1, what="the follow-up")
        told = " ".join(m.content for m in r.messages)
        assert "Your move is recorded, but I could not post the board" in told, told
        assert (await db_of(bot).games.get_game(1)).version == 1, "the move counts"
        owner = fake.world.users[world.guild.owner_id]
        owner_dms = fake.dms(owner)
        assert len(owner_dms) == 1, [m.content for m in owner_dms]
        assert "may no longer post" in owner_dms[0].content
        for _ in range(5):  # it keeps trying (every 50 ms here), and tells nobody again
            bot.deliverer.wake()
            await asyncio.sleep(0.1)
        assert (await db_of(bot).outbox.deliveries_of(1))[1].attempts >= 3
        assert len(fake.dms(owner)) == 1, "told once"
        fake.revoke_thread_posting(world.guild, revoked=False)
        fake.revoke_posting(world.channel, revoked=False)
        await delivered(world, bot, 1)
        assert [d.state for d in await db_of(bot).outbox.deliveries_of(1)] == ["sent", "sent"]
        assert (
            "Alice" in posts(world, thread)[-1].content or "Bob" in posts(world, thread)[-1].content
        )


def asyncio_cancelled() -> BaseException:
    import asyncio

    return asyncio.CancelledError()
