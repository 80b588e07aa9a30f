"""Shard benchmark: what one bot process serves on PostgreSQL, and how the
work splits between two processes (shards 0 and 1 of 2) on the same database.

Open classic games (two players, cut at several stages) are stored for ``--servers``
servers, half of them on each shard (shard = (server id >> 22) % 2). Then:

1. **one process** runs every server: ``--tasks`` concurrent players make moves as the
   bot's buttons do (``harness.bot_move``: menu, preview with its image, confirm,
   announcement board) in games of any server, for ``--seconds``;
2. **two processes** (``GENIAL_SHARDS=0/2`` and ``1/2``: separate OS processes, the same
   PostgreSQL), each with ``--tasks`` players in the games of its own servers only, at
   the same time, for ``--seconds``.

Printed for each: servers and open games owned, moves and moves per second, the time of
a move p50/p95, and the background sweeps a process runs (the games whose computer is
to move, due clock events) with and without its shard filter, p50/p95. A calibration
loop is timed in every process. The PostgreSQL server is a throwaway one (as the tests
start one), or ``--url``.

Run: ``make bench-shards`` (``--games 100 --seconds 10`` for a quick look).
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import random
import time
from datetime import UTC, datetime
from typing import Any

from app.games.service import GameService
from bench.harness import USERS, bot_move, calibrate, percentiles, positions
from bench.procstats import cpu_seconds
from bot.shards import shard_of
from data import Database, MoveIn
from data.store import Shards
from genial import create

#: Real-size server ids: the k-th server is on shard k % 2 (of 2).
BASE = 280_861_000_000


def server_id(k: int) -> int:
    return ((BASE + k) << 22) + 5


async def store(url: str, servers: int, games: int) -> dict[int, int]:
    """``games`` open classic games spread over ``servers`` servers; {game id: server}."""
    pool = positions("classic", seeds=(21, 22, 23), stages=(0.1, 0.3, 0.5, 0.65))
    db = await Database.open(url)
    try:
        for i, user in enumerate(USERS):
            await db.listings.remember_name(user, f"Player {i + 1}")
        owners: dict[int, int] = {}
        for k in range(games):
            game, guild = pool[k % len(pool)], server_id(k % servers)
            users = list(USERS[: game.players])
            row = await db.lobby.create_game(guild_id=guild, channel_id=2, creator_id=users[0],
                                       edition="classic", seats_wanted=game.players,
                                       options=dict(game.options))  # fmt: skip
            for user in users[1:]:
                await db.lobby.join(row.id, user)
            fresh = create("classic", game.players, seed=game.seed, options=dict(game.options))
            await db.lobby.start(row.id, order=users, record=fresh.record(), summary={},
                           current_user_id=users[fresh.current or 0])  # fmt: skip
            record = game.record()
            if record["moves"]:
                await db.play.commit_moves(
                    row.id, expected_version=0,
                    moves=[MoveIn(m["seat"], users[m["seat"]], m["move"], {})
                           for m in record["moves"]],
                    record=record, summary={}, current_user_id=users[game.current or 0],
                    finished=False,
                )  # fmt: skip
            owners[row.id] = guild
        return owners
    finally:
        await db.close()


async def drive(
    url: str, ids: list[int], shards: Shards, seconds: float, tasks: int
) -> dict[str, Any]:
    """One bot process: every game of ``ids`` loaded once (as by a bot that has run a
    while), then ``tasks`` players moving in them for ``seconds``; then its sweeps."""
    cal = calibrate()
    db = await Database.open(url)
    svc = GameService(db, render_processes=0)
    try:
        latencies: list[float] = []
        busy: set[int] = set()
        finished: set[int] = set()

        async def player(seed: int) -> None:
            own = random.Random(seed)
            while time.perf_counter() < stop and len(finished) < len(ids):
                game_id = own.choice(ids)
                if game_id in finished or game_id in busy:
                    await asyncio.sleep(0)
                    continue
                busy.add(game_id)
                try:
                    timing = await bot_move(svc, game_id, own)
                finally:
                    busy.discard(game_id)
                if timing:
                    latencies.append(timing["total"])
                else:
                    finished.add(game_id)

        t = time.perf_counter()
        for game_id in ids:  # a bot that has run a while has loaded its open games once
            await svc.load(game_id)
        warm = time.perf_counter() - t
        start, cpu0 = time.perf_counter(), cpu_seconds()
        stop = start + seconds
        await asyncio.gather(*(player(s) for s in range(tasks)))
        elapsed, cpu = time.perf_counter() - start, cpu_seconds() - cpu0
        sweeps: dict[str, list[float]] = {"all": [], "own": []}
        now = datetime.now(UTC)
        for _ in range(30):
            for label, filt in (("all", None), ("own", shards)):
                t = time.perf_counter()
                await db.computers.computer_turns(shards=filt)
                await db.due.due_until(now, shards=filt)
                await db.due.next_due_at(shards=filt)
                sweeps[label].append((time.perf_counter() - t) * 1000)
        return {"moves": len(latencies), "elapsed": elapsed, "latencies": latencies, "cpu": cpu,
                "warm": warm,
                "sweeps": sweeps, "calibration": cal}  # fmt: skip
    finally:
        svc.close()
        await db.close()


def _child(url: str, ids: list[int], shard: int, seconds: float, tasks: int, out: Any) -> None:
    out.put((shard, asyncio.run(drive(url, ids, (2, (shard,)), seconds, tasks))))


def report(label: str, servers: int, games: int, result: dict[str, Any]) -> None:
    p50, p95, _ = percentiles(result["latencies"])
    cal50, cal95 = result["calibration"]
    rate = result["moves"] / max(result["elapsed"], 1e-9)
    print(f"  {label}: {servers} servers, {games} open games, each loaded once in"
          f" {result['warm']:.0f} s (calibration p50 {cal50:.2f} ms p95 {cal95:.2f} ms)")  # fmt: skip
    print(f"    moves                    {result['moves']} in {result['elapsed']:.1f} s:"
          f" {rate:.1f} moves/s")  # fmt: skip
    print(f"    move                     p50 {p50:7.1f} ms   p95 {p95:7.1f} ms")
    per_move = result["cpu"] * 1000 / max(result["moves"], 1)
    print(f"    CPU per move             {per_move:7.1f} ms: {1000 / max(per_move, 1e-9):.1f}"
          " moves/s per free core")  # fmt: skip
    for which, samples in result["sweeps"].items():
        s50, s95, _ = percentiles(samples)
        what = "every server's" if which == "all" else "its own servers'"
        print(f"    sweep of {what:16} p50 {s50:7.2f} ms   p95 {s95:7.2f} ms"
              " (computer turns + due events + next due)")  # fmt: skip


async def main_async(args: argparse.Namespace) -> None:
    server = None
    url = args.url
    if not url:
        from tests import pgserver  # a throwaway server, as the tests start one

        server = pgserver.start()
        url = server.url()
    try:
        t0 = time.perf_counter()
        owners = await store(url, args.servers, args.games)
        print(f"Shards: {args.games} open classic games on {args.servers} servers, PostgreSQL,"
              f" {args.tasks} players per process, {args.seconds:.0f} s per run"
              f" (set-up {time.perf_counter() - t0:.0f} s)")  # fmt: skip
        ids = sorted(owners)
        half = {s: [g for g in ids if shard_of(owners[g], 2) == s] for s in (0, 1)}
        # 1. One process, every server (its own sweep is the whole database).
        one = await drive(url, ids, None, args.seconds, args.tasks)
        report("one process (shards 0-1/2)", args.servers, len(ids), one)
        # 2. Two processes at once, each on its own shard's games (fresh positions: the
        #    first run moved some games on; both runs draw from the same open games).
        ctx = multiprocessing.get_context("spawn")
        out = ctx.Queue()
        procs = [ctx.Process(target=_child, args=(url, half[s], s, args.seconds, args.tasks, out))
                 for s in (0, 1)]  # fmt: skip
        for p in procs:
            p.start()
        results = dict(out.get() for _ in procs)
        for p in procs:
            p.join()
        total = 0.0
        for s in (0, 1):
            servers = len({owners[g] for g in half[s]})
            report(f"process of shard {s}/2", servers, len(half[s]), results[s])
            total += results[s]["moves"] / max(results[s]["elapsed"], 1e-9)
        print(f"  two processes together     {total:.1f} moves/s"
              f" (one process: {one['moves'] / max(one['elapsed'], 1e-9):.1f})")  # fmt: skip
    finally:
        if server is not None:
            server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description="Shard benchmark (see the module doc).")
    parser.add_argument("--servers", type=int, default=200)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--tasks", type=int, default=8)
    parser.add_argument("--url", help="a PostgreSQL URL (default: a throwaway server)")
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
