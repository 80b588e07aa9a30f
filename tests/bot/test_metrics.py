"""The opt-in metrics endpoint, scraped over HTTP, and the per-shard poller."""

from __future__ import annotations

import asyncio
import socket
import urllib.request
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot import metrics
from bot.__main__ import config_problem
from bot.ops import Operations
from bot.settings import SettingsError, load
from bot.shards import parse, shard_of
from data import Database


@pytest.fixture
def endpoint() -> Iterator[int]:
    port = metrics.start(0)  # any free port on 127.0.0.1
    try:
        yield port
    finally:
        metrics.stop()


def scrape(port: int) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as response:
        text = response.read().decode()
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


def test_calls_are_no_ops_while_off() -> None:
    before = metrics.MOVES.labels("dice", "none")._value.get()
    metrics.move_applied("dice")
    assert metrics.MOVES.labels("dice", "none")._value.get() == before
    assert not metrics.enabled()


def test_the_endpoint_serves_what_the_calls_count(endpoint: int) -> None:
    metrics.set_shard_count(2)
    guild = (5 << 22) | 1  # on shard 1 of 2
    before = scrape(endpoint).get(("genial_moves_total", (("edition", "cards"), ("shard", "1"))), 0)
    metrics.move_applied("cards", guild)
    metrics.move_applied("cards", guild)
    metrics.interaction_done("command", 0.2, "ok", guild)
    metrics.loop_lag(0.003)
    metrics.cache_lookup("games", hit=True)
    seen = scrape(endpoint)
    assert seen[("genial_moves_total", (("edition", "cards"), ("shard", "1")))] == before + 2
    key = ("genial_interaction_seconds_bucket", (("kind", "command"), ("le", "0.25")))
    assert seen[(key[0], (*key[1][:2], ("outcome", "ok"), ("shard", "1")))] >= 1
    assert seen[("genial_loop_lag_seconds_count", ())] >= 1
    assert seen[("genial_cache_lookups_total", (("cache", "games"), ("result", "hit")))] >= 1


async def test_the_poller_counts_open_games_of_this_process_per_shard(
    endpoint: int, tmp_path: Path
) -> None:
    db = await Database.open(tmp_path / "g.sqlite3")
    try:
        guilds = [(n << 22) for n in range(1, 5)]  # shards 1, 0, 1, 0 of 2
        for n, guild in enumerate(guilds):
            for _ in range(n + 1):
                await db.lobby.create_game(
                    guild_id=guild,
                    channel_id=9,
                    creator_id=3,
                    edition="classic",
                    seats_wanted=2,
                    options={"bag": None},
                )
        settings = replace(load(tmp_path / "none", {"DISCORD_TOKEN": "x"}), shards=parse("1/2"))
        bot: Any = SimpleNamespace(
            settings=settings,
            shard_count=2,
            guilds=[SimpleNamespace(shard_id=shard_of(g, 2)) for g in guilds],
            latencies=[(1, 0.042)],
            latency=0.042,
            db=db,
        )
        ops = Operations(replace(settings, heartbeat_file=tmp_path / "hb"))
        ops.bot = bot
        await ops.refresh()
        seen = await asyncio.to_thread(scrape, endpoint)
        assert seen[("genial_open_games", (("shard", "1"),))] == 1 + 3  # guilds 1 and 3
        assert seen.get(("genial_open_games", (("shard", "0"),)), 0) == 0  # not this process's
        assert seen[("genial_guilds", (("shard", "1"),))] == 2
        assert seen[("genial_gateway_latency_seconds", (("shard", "1"),))] == 0.042
    finally:
        await db.close()


def test_a_taken_port_is_a_configuration_problem(tmp_path: Path) -> None:
    settings = load(tmp_path / "none", {"DISCORD_TOKEN": "x"})
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        with pytest.raises(SettingsError) as info:
            Operations(replace(settings, metrics_port=port, heartbeat_file=tmp_path / "hb")).start()
    assert f"GENIAL_METRICS_PORT={port}" in str(info.value)
    assert config_problem(info.value) == str(info.value)  # exit status 78
    assert not metrics.enabled()
