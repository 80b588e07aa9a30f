"""The start-up record check on a year of data: what it costs the players playing meanwhile.

Fills a database as ``bench/year.py`` does (``--scale``), marks every open game
unverified (the first start after an update), then runs the check two ways in the same
process, one after the other, while a player acts every :data:`PROBE_EVERY` seconds
(a game read from the database and replayed in a worker thread, as a move's load is):

- **before**: as the check was, every open game straight after another (a page of 100,
  each replayed in a worker thread, no pause);
- **after**: ``bot/record_check.py`` as it is now: batches claimed in the database,
  replayed in one worker call each, a pause after each so it takes at most a quarter
  of a core.

Printed for each: how long until the bot answers (the check never holds readiness
back: the first probe's answer), how long the check takes, the process's CPU over it,
and the player's p50/p95 with and without the check, beside the calibration loop.

    python -m bench.startup --scale 0.02 --backend sqlite      # make bench-startup
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import discord

import genial
from bench.year import calibration_ms, fill, planned_counts
from bot import record_check
from data import Database

#: Seconds between a player's actions while the check runs.
PROBE_EVERY = 0.05


async def before(client: discord.Client, db: Database) -> list[int]:
    """The check as it was: every unverified game in turn, no pause between them."""
    after = 0
    while page := await db.audit.unverified_games_page(after_id=after, limit=100):
        after = page[-1].id
        clean = []
        for row in page:
            log = await db.play.moves(row.id)
            if await asyncio.to_thread(record_check.damage_of, row, log) is None:
                clean.append((row.id, row.version))
        await db.audit.mark_verified(clean)
    return []


async def after(client: discord.Client, db: Database) -> list[int]:
    """The check as ``bot/record_check.py`` runs it now."""
    return await record_check.verify_open_games(client, db)


def pct(times: list[float]) -> str:
    if not times:
        return "no samples"
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"p50 {statistics.median(ordered):6.2f} ms  p95 {p95:6.2f} ms  ({len(ordered)} actions)"


async def player(db: Database, ids: list[int], until: Callable[[], bool]) -> list[float]:
    """A player acting every PROBE_EVERY s until ``until()``: each action's milliseconds."""
    rng, times = random.Random(7), []
    while not until():
        start = time.perf_counter()
        row = await db.games.get_game(rng.choice(ids))
        assert row is not None and row.record is not None
        await asyncio.to_thread(genial.replay, row.record)
        times.append((time.perf_counter() - start) * 1000)
        await asyncio.sleep(PROBE_EVERY)
    return times


async def compare(db: Database, counts: dict[str, int]) -> None:
    ids = list(range(counts["finished"] + 1, counts["finished"] + counts["open"] + 1))
    client = discord.Client(intents=discord.Intents.none())
    quiet_until = time.perf_counter() + 3.0
    quiet = await player(db, ids, lambda: time.perf_counter() > quiet_until)
    print(f"  a player, no check running:   {pct(quiet)}   calibration {calibration_ms():.2f} ms")
    ways: list[tuple[str, Callable[[Any, Database], Coroutine[Any, Any, list[int]]]]] = [
        ("before", before),
        ("after", after),
    ]
    for name, way in ways:
        async with db.backend.write() as conn:
            await conn.execute("UPDATE games SET verified_version = NULL")
        start, cpu = time.perf_counter(), time.process_time()
        check = asyncio.create_task(way(client, db))
        times = await player(db, ids, check.done)
        await check
        wall, used = time.perf_counter() - start, time.process_time() - cpu
        left = len(await db.audit.unverified_games_page(limit=10))
        print(f"  {name}: {counts['open']} open games checked in {wall:6.1f} s"
              f" (CPU {used:5.1f} s, {used / wall:4.0%} of a core; {left} left unverified);"
              f" first answer after {times[0] if times else float('nan'):.1f} ms")  # fmt: skip
        print(f"    a player meanwhile:          {pct(times)}   calibration"
              f" {calibration_ms():.2f} ms")  # fmt: skip


async def run(backend: str, scale: float) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        server = None
        if backend == "sqlite":
            target = str(Path(tmp) / "startup.sqlite3")
        else:
            from tests import pgserver

            server = pgserver.start()
            target = server.url()
        try:
            db = await Database.open(target)
            try:
                counts = planned_counts(scale)
                start = time.perf_counter()
                await fill(db, scale)
                print(f"{backend}: filled {counts} in {time.perf_counter() - start:.0f} s")
                await compare(db, counts)
            finally:
                await db.close()
        finally:
            if server is not None:
                server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--backend", choices=("sqlite", "postgres", "both"), default="sqlite")
    parser.add_argument("--scale", type=float, default=0.02, help="1 = a full year")
    args = parser.parse_args()
    print(f"calibration: {calibration_ms():.2f} ms (p50 of a fixed pure-Python loop)", flush=True)
    for backend in ("sqlite", "postgres") if args.backend == "both" else (args.backend,):
        asyncio.run(run(backend, args.scale))


if __name__ == "__main__":
    main()
