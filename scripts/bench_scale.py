"""Scale benchmark: 1,000 open games of every edition in one database, driven for 60 s.

The games are seeded computer games of all seven editions cut at several
stages (10% to 80% of their length), stored in a temporary SQLite file. Then
every game is loaded once (a bot that has run a while has them cached), then
``--tasks`` concurrent players (default 8: several servers at once) make random
moves through :class:`cogs.service.GameService` exactly as the bot's buttons
do (menu, preview, confirm, announcement; see ``scripts/botbench.py``) for
``--seconds`` (default 60). Printed: moves per second, the time of a move
p50/p95/p99, the event loop's longest stall, the game cache's size and hit
rate and the process's memory (RSS now and at its peak), with a calibration
loop timed in the same process.

Run: ``make bench-scale`` (``--games 100 --seconds 5`` for a quick look).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from pathlib import Path

from botbench import bot_move, percentiles, positions, print_calibration, store_games

from cogs.service import GameService
from cogs.work import settle_memory
from data import Database
from genial import EDITIONS


def memory_mb() -> tuple[float, float]:
    """Resident memory of this process now and at its peak (MB, from /proc)."""
    now = peak = 0.0
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                now = int(line.split()[1]) / 1024
            elif line.startswith("VmHWM:"):
                peak = int(line.split()[1]) / 1024
    except OSError:
        pass
    return now, peak


async def run(games: int, seconds: float, tasks: int) -> None:
    print(f"Scale: {games} open games of every edition, {tasks} players at once, {seconds:.0f} s")
    print_calibration()
    t0 = time.perf_counter()
    pool = []
    for edition in EDITIONS:
        pool += positions(edition, seeds=(21, 22), stages=(0.1, 0.3, 0.5, 0.65, 0.8))
    with tempfile.TemporaryDirectory() as tmp:
        db = await Database.open(Path(tmp) / "scale.sqlite3")
        ids = await store_games(db, pool, games)
        del pool
        print(f"  set-up: {len(ids)} games stored in {time.perf_counter() - t0:.0f} s")
        svc = GameService(db)
        t1 = time.perf_counter()
        for game_id in ids:  # a bot that has run a while has loaded every open game once
            await svc.load(game_id)
        print(f"  warm-up: every game loaded once in {time.perf_counter() - t1:.0f} s")
        svc.cache.hits = svc.cache.misses = 0
        settle_memory()  # as the bot does once started
        rng = random.Random(4)
        finished: set[int] = set()
        latencies: list[float] = []
        stalls: list[float] = []
        stop = time.perf_counter() + seconds

        async def player(seed: int) -> None:
            own = random.Random(seed)
            while time.perf_counter() < stop:
                game_id = own.choice(ids)
                if game_id in finished:
                    continue
                lock = svc.lock(game_id)
                if lock.locked():
                    continue
                timing = await bot_move(svc, game_id, own)
                if timing:
                    latencies.append(timing["total"])
                else:
                    finished.add(game_id)

        async def monitor() -> None:
            while time.perf_counter() < stop:
                t = time.perf_counter()
                await asyncio.sleep(0.001)
                stalls.append((time.perf_counter() - t) * 1000 - 1.0)

        start = time.perf_counter()
        await asyncio.gather(monitor(), *(player(rng.randrange(1 << 30)) for _ in range(tasks)))
        elapsed = time.perf_counter() - start
        p50, p95, p99 = percentiles(latencies)
        now, peak = memory_mb()
        hits = svc.cache.hits / max(1, svc.cache.hits + svc.cache.misses)
        print(f"  moves                        {len(latencies)} in {elapsed:.1f} s")
        print(f"  moves per second             {len(latencies) / elapsed:7.1f}")
        print(
            f"  move                         p50 {p50:7.2f} ms   p95 {p95:7.2f} ms   p99 {p99:7.2f} ms"
        )
        s50, s95, s99 = percentiles(stalls)
        print(
            f"  loop stall                   p50 {s50:7.2f} ms   p95 {s95:7.2f} ms   p99 {s99:7.2f} ms"
        )
        print(f"  longest loop stall           {max(stalls, default=0):7.2f} ms")
        print(
            f"  game cache                   {len(svc.cache)} games, "
            f"{svc.cache.size / 1024 / 1024:.1f} MB, hit rate {hits:.0%}"
        )
        print(f"  memory (RSS)                 {now:.0f} MB now, {peak:.0f} MB peak")
        print_calibration("calibration (after)")
        svc.close()
        await db.close()


def main() -> None:
    parser = argparse.ArgumentParser(description="Scale benchmark (see the module doc).")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--tasks", type=int, default=8)
    args = parser.parse_args()
    asyncio.run(run(args.games, args.seconds, args.tasks))


if __name__ == "__main__":
    main()
