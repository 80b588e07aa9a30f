"""No memory leak: 500 interactions leave no game copies and no locks behind.

Hand panels, group choices, previews, autocomplete and moves over four games, through
the real discord.py client and the fake Discord. Live ``Game`` objects are counted with
``gc`` before and after; only the bounded caches may keep some (the service's game
cache one per game, the menu cache at most its bound).
"""

from __future__ import annotations

import asyncio
import contextlib
import gc

import pytest
from discord.http import Ratelimit

from app.games.menus import MENU_CACHE_SIZE
from cogs.play import typed
from genial import Game
from tests.e2e.conftest import World
from tests.e2e.workload import Workload

pytestmark = pytest.mark.asyncio

GAMES = 4
INTERACTIONS = 500


def live(kind: type) -> int:
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, kind))


def live_locks() -> int:
    """asyncio locks, except discord.py's own per-route rate-limit locks (it prunes those)."""
    gc.collect()
    objects = gc.get_objects()
    ratelimits = {id(o._sleeping) for o in objects if isinstance(o, Ratelimit)}
    return sum(1 for o in objects if isinstance(o, asyncio.Lock) and id(o) not in ratelimits)


async def test_interactions_leave_no_games_or_locks_behind(world: World) -> None:
    fake = world.fake
    async with fake.run_bot(world.new_bot()) as bot:
        await fake.wait_commands_synced()
        games_before, locks_before = live(Game), live_locks()
        work = Workload(fake, world.channel, [world.alice, world.bob])
        await work.open_games(GAMES)
        while work.interactions < INTERACTIONS:
            await work.step()
        await fake.settle()
        assert work.kinds.get("move", 0) >= 2 * GAMES, work.kinds
        assert work.kinds.get("preview", 0) >= 50, work.kinds
        # The service caches one game per game id, the menu cache one snapshot per game id.
        allowed = GAMES + min(GAMES, MENU_CACHE_SIZE)
        # Work still finishing in the worker threads on a loaded machine (a preview's copy)
        # may hold a game for a moment: wait for it to end; a leak never goes away.
        with contextlib.suppress(AssertionError):
            await fake.wait_for(
                lambda: live(Game) - games_before <= allowed, timeout=5, what="games freed"
            )
        games_after = live(Game)
        assert games_after - games_before <= allowed, (games_before, games_after)
        # A lock exists only while someone holds or waits for it.
        assert live_locks() <= locks_before, (locks_before, live_locks())
        assert bot.service is not None and bot.service.locks_in_use() == 0
        # discord.py keeps no message (no message cache) and no view per posted message
        # (every item is a DynamicItem, found by its custom id).
        assert bot._connection._messages is None
        store = bot._connection._view_store
        assert not store._synced_message_views and not any(store._views.values())


async def test_a_dismissed_type_a_move_form_does_not_stay(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """discord.py keeps an open form until it is submitted: a dismissed one must time out,
    and a late submission is still answered (by the cog's listener)."""
    fake = world.fake
    monkeypatch.setattr(typed, "FORM_TIMEOUT", 0.2)
    async with fake.run_bot(world.new_bot()) as bot:
        await fake.wait_commands_synced()
        work = Workload(fake, world.channel, [world.alice, world.bob])
        await work.open_games(1)
        table = work.tables[0]
        modals = bot._connection._view_store._modals
        panel = await fake.click(table.mover, table.post, label="My tiles")
        form = await fake.click(table.mover, panel, label="Type a move")
        assert form.modal is not None and len(modals) == 1
        await fake.wait_for(lambda: not modals, what="the dismissed form to time out")
        r = await fake.submit_modal(table.mover, form, {"move": "no such move"})
        assert r.ephemeral and r.text, "a late submission is still answered"
