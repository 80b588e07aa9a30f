"""A clock the database missed is settled once it answers again.

The clocks settle after a move in a listener of their own; when the database is away at
that moment (an outage right after a computer's reply), the settlement fails and, before,
nothing tried again until a restart: the player to move had no running clock, no reminder
and no time-out. The scheduler now settles every clocked game again once it can.
"""

from __future__ import annotations

import asyncio

import pytest

from bot.client import GenialBot
from data import DatabaseUnreachableError
from data.clocks import Settled
from tests.e2e.conftest import World
from tests.e2e.helpers import play_best, start_two_player, whose_turn

pytestmark = pytest.mark.asyncio


async def test_a_clock_the_database_missed_is_settled_once_it_answers(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    bot = GenialBot(world.settings)
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        thread, _ = await start_two_player(fake, ch, alice, bob, "classic", clock="bank:1d:12h:3d")
        assert bot.db is not None
        game = await bot.db.games.find_game(world.guild.id, number=1)
        assert game is not None
        mover = await whose_turn(fake, [alice, bob], thread, game.id)
        clocks = bot.db.clocks
        real = clocks.settle_clock
        failed: list[int] = []

        async def away_once(game_id: int, *, replan: bool = False) -> Settled:
            if not failed:
                failed.append(game_id)
                raise DatabaseUnreachableError("connection lost")
            return await real(game_id, replan=replan)

        monkeypatch.setattr(clocks, "settle_clock", away_once)
        await play_best(fake, mover, thread, game.id)
        for _ in range(200):
            row = await bot.db.games.get_game(game.id)
            clock = await clocks.game_clock(game.id)
            assert row is not None and clock is not None
            if failed and clock.turn_user_id == row.current_user_id:
                break
            await asyncio.sleep(0.05)
        assert failed == [game.id], "the settlement after the move met the outage"
        assert clock.turn_user_id == row.current_user_id != mover.id, "settled again"
        assert await bot.db.due.next_due_at() is not None, "the next player's clock runs"
