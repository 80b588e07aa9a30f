"""Randomised end-to-end test: several users, at least five concurrent games, a restart.

A seeded driver (``tests/e2e/fuzz_driver.py``) sends slash commands, autocomplete requests
with nasty typed text, clicks and select choices on current and stale messages, and typed
moves, from players, non-players and the wrong player, some of them at once. The bot is
restarted halfway on the same database. Then (``tests/e2e/fuzz_checks.py``): no "something
went wrong" reply, no error or traceback in the log, every game's record replays and equals
its move log, ``PRAGMA integrity_check`` is ok, nobody sees another player's hand, and
nothing was sent that Discord would reject.

The suite runs the short version; ``make fuzz`` the long one. ``FUZZ_SEED=n`` repeats a
run's choices and game seeds (the interleaving of concurrent interactions may differ).
"""

from __future__ import annotations

import logging
import os
import random
import secrets
import time
from collections.abc import Iterator
from typing import Any

import pytest

import genial.registry
from tests.e2e import fuzz_checks as checks
from tests.e2e.conftest import World
from tests.e2e.fuzz_driver import Driver

pytestmark = pytest.mark.asyncio

LONG = os.environ.get("FUZZ_LONG") == "1"
RUNS = [
    pytest.param(300, 5, id="short"),
    pytest.param(
        int(os.environ.get("FUZZ_INTERACTIONS") or 2000),
        6,
        id="long",
        marks=pytest.mark.skipif(not LONG, reason="the long run is `make fuzz`"),
    ),
]


@pytest.fixture
def error_log() -> Iterator[checks.ErrorLog]:
    handler = checks.ErrorLog()
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield handler
    finally:
        root.removeHandler(handler)


def figures(driver: Driver, seed: int, wall: float, db: dict[str, Any], panels: int) -> str:
    t = driver.tally
    lines = [
        f"fuzz seed {seed} (repeat with FUZZ_SEED={seed})",
        f"interactions sent: {t.total} " + ", ".join(f"{k} {v}" for k, v in sorted(t.sent.items())),
        "replies: " + ", ".join(f"{k} {v}" for k, v in t.replies.most_common()),
        f"concurrent batches: {driver.concurrent_batches}",
        f"refusals: {t.replies['refusal']}, most frequent:",
        *(f"  {n:4d}  {reason}" for reason, n in t.refusals.most_common(12)),
        f"games: {db['games']} {db['by_status']}; moves applied: {db['moves']}",
        f"editions: {db['by_edition']}; most games open at once: {driver.peak_open}",
        f"private panels seen by their owners: {panels}",
        f"wall time {wall:.1f} s, {t.total / wall:.1f} interactions/s",
    ]
    return "\n".join(lines)


@pytest.mark.parametrize(("interactions", "min_games"), RUNS)
async def test_fuzz(
    world: World,
    error_log: checks.ErrorLog,
    monkeypatch: pytest.MonkeyPatch,
    interactions: int,
    min_games: int,
) -> None:
    default = "20261126" if interactions <= 300 else str(random.randrange(10**9))
    seed = int(os.environ.get("FUZZ_SEED") or default)
    rng = random.Random(seed)
    game_seeds = random.Random(seed + 1)
    # Game seeds and seat orders from the fuzz seed (the bot's own draws are unrepeatable).
    monkeypatch.setattr(genial.registry, "new_seed", lambda: game_seeds.getrandbits(62))
    monkeypatch.setattr(secrets, "SystemRandom", lambda: game_seeds)
    fake = world.fake
    users = [
        world.alice,
        world.bob,
        world.carol,
        fake.add_user("dave", guild=world.guild, global_name="Dave"),
        fake.add_user("erin", guild=world.guild, global_name="Erin", manage_guild=True),
    ]
    driver = Driver(fake, world.channel, users, world.settings.database, rng, min_games)
    start = time.perf_counter()
    for half in (1, 2):
        async with fake.run_bot(world.new_bot()):
            if half == 1:
                await fake.wait_commands_synced()
                driver.discover()
            while driver.tally.total < interactions * half // 2:
                await driver.step()
    wall = time.perf_counter() - start

    db_problems, db = checks.database(world.settings.database)
    leaks, tracked = checks.private_leaks(fake, checks.hands(world.settings.database), db["seeds"])
    report = figures(driver, seed, wall, db, tracked)
    print(report)
    problems = {
        "generic error replies": checks.generic_errors(fake),
        "errors in the log": error_log.problems(),
        "database": db_problems,
        "state changed by a refusal": driver.changed_by_refusal,
        "private information": leaks,
        "rejected by Discord": checks.rejected(fake),
    }
    found = {k: v for k, v in problems.items() if v}
    details = "\n".join(f"{k}:\n  " + "\n  ".join(v[:15]) for k, v in found.items())
    assert not found, f"{report}\n{details}"
    # The run did what it promises: enough traffic, games, moves and private panels.
    assert driver.tally.total >= interactions
    assert driver.peak_open >= min_games and len(db["by_edition"]) >= 3, report
    assert db["moves"] > 0 and tracked > 0, report
