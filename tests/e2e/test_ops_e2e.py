"""The owner's view of a running bot: metrics of real slash commands, the heartbeat."""

from __future__ import annotations

import asyncio
import urllib.request
from dataclasses import replace

import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot import health, metrics
from bot.ops import Operations
from tests.e2e.conftest import World
from tests.e2e.helpers import start_two_player

pytestmark = pytest.mark.asyncio


def scrape(port: int) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as response:
        text = response.read().decode()
    return {
        (s.name, frozenset(s.labels.items())): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


async def test_commands_games_and_heartbeat_are_seen_from_outside(world: World) -> None:
    fake, ch, alice, bob = world.fake, world.channel, world.alice, world.bob
    port = metrics.start(0)
    settings = replace(world.settings, heartbeat_file=world.settings.database.parent / "hb")
    bot = type(world.new_bot())(settings)
    ops = Operations(settings)
    ops.start()
    ops.attach(bot)
    try:
        async with fake.run_bot(bot):
            await fake.wait_commands_synced()
            await fake.slash(alice, ch, "genial help")
            await start_two_player(fake, ch, alice, bob, "classic")
            r = await fake.slash(alice, ch, "genial board", game=99)
            assert r.ephemeral
            await ops.refresh()
            seen = await asyncio.to_thread(scrape, port)
            assert (health.age(settings.heartbeat_file) or 99) < 5
    finally:
        await ops.stop()
    ok = frozenset({("kind", "command"), ("outcome", "ok"), ("shard", "0")})
    assert seen[("genial_interaction_seconds_count", ok)] >= 2
    refused = ok - {("outcome", "ok")} | {("outcome", "refused")}
    assert seen[("genial_interaction_seconds_count", refused)] >= 1  # the unknown game
    assert seen[("genial_open_games", frozenset({("shard", "0")}))] == 1
    assert seen[("genial_guilds", frozenset({("shard", "0")}))] == 1
    assert not metrics.enabled()
