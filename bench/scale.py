"""Scale benchmark: 1,000 open games of every edition in one database, driven for 60 s.

The games are seeded computer games of all seven editions cut at several
stages (10% to 80% of their length), stored in a temporary SQLite file. Then
every game is loaded once (a bot that has run a while has them cached), then
``--tasks`` concurrent players (default 8: several servers at once) make random
moves through :class:`app.games.service.GameService` exactly as the bot's buttons
do (menu, preview, confirm, announcement; see ``bench/harness.py``) for
``--seconds`` (default 60). Printed: moves per second, the time of a move
p50/p95/p99 (and p50/p95 per edition), the event loop's longest stall, the game cache's size and hit
rate and the process's memory (RSS now and at its peak), with a calibration
loop timed in the same process.

Run: ``make bench-scale`` (``--games 100 --seconds 5`` for a quick look).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import tempfile
import time
from pathlib import Path

from app.games.service import GameService
from bench.harness import (
    StallWatch,
    bot_move,
    percentiles,
    positions,
    print_calibration,
    store_games,
)
from bench.procstats import (
    children_cpu,
    children_memory,
    cpu_seconds,
    memory_mb,
    pss_mb,
    thread_cpu,
)
from data import Database
from genial import EDITIONS
from runtime.memory import limit_malloc_arenas, settle_memory, trim_memory


async def run(games: int, seconds: float, tasks: int, processes: int) -> None:
    where = f"{processes} render processes" if processes else "images drawn in threads"
    print(
        f"Scale: {games} open games of every edition, {tasks} players at once, "
        f"{seconds:.0f} s, {where}"
    )
    print_calibration()
    limit_malloc_arenas()  # as the bot does before its threads start (bot/client.py)
    t0 = time.perf_counter()
    pool = []
    for edition in EDITIONS:
        pool += positions(edition, seeds=(21, 22), stages=(0.1, 0.3, 0.5, 0.65, 0.8))
    with tempfile.TemporaryDirectory() as tmp:
        db = await Database.open(Path(tmp) / "scale.sqlite3")
        ids = await store_games(db, pool, games)
        del pool
        edition_of = {}
        for game_id in ids:
            row = await db.games.get_game(game_id)
            assert row is not None
            edition_of[game_id] = row.edition
        by_edition: dict[str, list[float]] = {}
        print(f"  set-up: {len(ids)} games stored in {time.perf_counter() - t0:.0f} s")
        svc = GameService(db, render_processes=processes)
        svc.renderers.start()  # as the bot does once started
        await svc.renderers.ready()
        t1 = time.perf_counter()
        for game_id in ids:  # a bot that has run a while has loaded every open game once
            await svc.load(game_id)
        print(f"  warm-up: every game loaded once in {time.perf_counter() - t1:.0f} s")
        svc.cache.hits = svc.cache.misses = 0
        svc.counts.clear()
        settle_memory()  # as the bot does once started
        rng = random.Random(4)
        finished: set[int] = set()
        busy: set[int] = set()
        latencies: list[float] = []
        stop = time.perf_counter() + seconds

        async def player(seed: int) -> None:
            own = random.Random(seed)
            while time.perf_counter() < stop:
                game_id = own.choice(ids)
                if game_id in finished:
                    continue
                if game_id in busy:
                    continue  # another player is moving in it right now
                busy.add(game_id)
                try:
                    timing = await bot_move(svc, game_id, own)
                finally:
                    busy.discard(game_id)
                if timing:
                    latencies.append(timing["total"])
                    by_edition.setdefault(edition_of[game_id], []).append(timing["total"])
                else:
                    finished.add(game_id)

        watch = StallWatch()
        start = time.perf_counter()
        cpu0, kids0, threads0 = cpu_seconds(), children_cpu(), thread_cpu()
        await watch.run(asyncio.gather(*(player(rng.randrange(1 << 30)) for _ in range(tasks))))
        elapsed = time.perf_counter() - start
        cpu, kids = cpu_seconds() - cpu0, children_cpu() - kids0
        threads = {k: v - threads0.get(k, 0.0) for k, v in thread_cpu().items()}
        p50, p95, p99 = percentiles(latencies)
        now, peak = memory_mb()
        hits = svc.cache.hits / max(1, svc.cache.hits + svc.cache.misses)
        print(f"  moves                        {len(latencies)} in {elapsed:.1f} s")
        print(f"  moves per second             {len(latencies) / elapsed:7.1f}")
        print(
            f"  move                         p50 {p50:7.2f} ms   p95 {p95:7.2f} ms   p99 {p99:7.2f} ms"
        )
        for edition, times in sorted(by_edition.items()):
            e50, e95, _ = percentiles(times)
            print(f"    {edition:<26} p50 {e50:7.2f} ms   p95 {e95:7.2f} ms   ({len(times)} moves)")
        per_move = 1000 / max(1, len(latencies))
        print(
            f"  CPU per move                 {cpu * per_move:7.2f} ms in the bot's process, "
            f"{kids * per_move:.2f} ms in render processes"
        )
        print(
            "    bot's threads              "
            + ", ".join(f"{k} {v * per_move:.2f} ms" for k, v in sorted(threads.items()))
        )
        cores = os.cpu_count() or 1
        print(
            f"  capacity                     {cores * 1000 / max(0.001, (cpu + kids) * per_move):7.1f}"
            f" moves/s if this process and its children had all {cores} cores"
        )
        report = watch.report()
        for text in report[:-3]:  # stalls; the collections come after the service counts
            print(text)
        done = max(1, len(latencies))
        print(
            "  per move (service counts)    "
            + ", ".join(f"{k} {v / done:.2f}" for k, v in sorted(svc.counts.items()))
        )
        for text in report[-3:]:
            print(text)
        print(
            f"  game cache                   {len(svc.cache)} games, "
            f"{svc.cache.size / 1024 / 1024:.1f} MB, hit rate {hits:.0%}"
        )
        count, kids_rss, kids_pss = children_memory()
        own_pss = pss_mb()
        print(f"  memory (RSS)                 {now:.0f} MB now, {peak:.0f} MB peak (bot process)")
        print(f"  memory (PSS)                 {own_pss:.0f} MB (bot process)")
        if count:
            print(
                f"  child processes              {count} (render processes and their helper): "
                f"RSS {kids_rss:.0f} MB, PSS {kids_pss:.0f} MB"
            )
        print(
            f"  memory in all                RSS {now + kids_rss:.0f} MB, PSS {own_pss + kids_pss:.0f} MB"
            " (bot + children, now)"
        )
        trim_memory()  # what the bot does every 5 minutes (bot/client.py)
        await asyncio.sleep(1.5)  # render processes give their heap back after 1 s idle
        count, kids_rss, kids_pss = children_memory()
        now, _ = memory_mb()
        print(
            f"  after trim_memory            RSS {now + kids_rss:.0f} MB, PSS "
            f"{pss_mb() + kids_pss:.0f} MB (bot {now:.0f} MB RSS; the bot trims every 5 minutes)"
        )
        print(
            f"  bot's caches                 games {svc.cache.size / 2**20:.1f} MB, "
            f"boards {svc.boards.size / 2**20:.1f} MB ({len(svc.boards)})"
        )
        print_calibration("calibration (after)")
        svc.close()
        await db.close()


def main() -> None:
    parser = argparse.ArgumentParser(description="Scale benchmark (see the module doc).")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--tasks", type=int, default=8)
    parser.add_argument(
        "--processes", type=int, default=1, help="render processes (0: draw in threads)"
    )
    args = parser.parse_args()
    asyncio.run(run(args.games, args.seconds, args.tasks, args.processes))


if __name__ == "__main__":
    main()
