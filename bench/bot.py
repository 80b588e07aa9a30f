"""Bot benchmarks: whole move per edition, loading at 1,000 open games, event-loop lag.

Everything goes through the real :class:`app.games.service.GameService` and a real
SQLite file, as the bot does it (see ``bench/harness.py``):

0. **Encoding** a board: quantising each frame (as before) against the fixed
   palette, interleaved in one loop.
1. **Whole move**, per edition (4 players where allowed, late positions): load,
   rank the menu, preview (copy, validate, apply, render, encode), confirm
   (load, validate, apply, persist) and the announcement's board.
2. **Load** of a game among 1,000 open games of every edition (warm cache,
   and cold: replaying the record).
3. **Loop lag**: 20 moves of different games at once; the longest time the
   event loop could not run a 1 ms timer.

Each section prints a calibration loop timed in the same process. Figures are
p50/p95 (p99) in milliseconds. Run: ``make bench`` or
``.venv/bin/python -m bench.bot [--quick]``.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from pathlib import Path

import render
from app.games.service import GameService
from bench.harness import (
    StallWatch,
    bot_move,
    percentiles,
    positions,
    print_calibration,
    store_games,
)
from data import Database
from genial import EDITIONS
from render.encode import encode_png
from render.theme import DEFAULT
from runtime.memory import settle_memory

#: Render processes of the bot's default (``GENIAL_RENDER_PROCESSES``), measured beside threads.
RENDER_PROCESSES = 1


def line(label: str, samples: list[float]) -> str:
    p50, p95, p99 = percentiles(samples)
    return f"  {label:<28} p50 {p50:7.2f} ms   p95 {p95:7.2f} ms   p99 {p99:7.2f} ms"


def encoding(edition: str, repeats: int) -> None:
    """PNG of one late board: per-frame quantising (before) against the fixed palette (now),
    interleaved in one loop so that both see the same machine."""
    game = positions(edition, seeds=(7,), stages=(0.7,))[0]
    names = [f"Player {i + 1}" for i in range(game.players)]
    image = render.board_image(game.public_view(), names=names)
    before: list[float] = []
    after: list[float] = []
    sizes = (0, 0)
    for _ in range(repeats):
        t = time.perf_counter()
        old = encode_png(image)  # no theme: quantised to its own 256 colours, as before
        t1 = time.perf_counter()
        new = encode_png(image, theme=DEFAULT, edition=edition)
        t2 = time.perf_counter()
        before.append((t1 - t) * 1000)
        after.append((t2 - t1) * 1000)
        sizes = (len(old), len(new))
    print(f"\nEncoding a {image.width}x{image.height} {edition} board, {repeats} times")
    print_calibration()
    print(line(f"own palette ({sizes[0] // 1024} KB)", before))
    print(line(f"fixed palette ({sizes[1] // 1024} KB)", after))


async def whole_move(folder: Path, edition: str, moves: int, processes: int = 0) -> None:
    db = await Database.open(folder / f"move-{edition}-{processes}.sqlite3")
    svc = GameService(db, render_processes=processes)
    svc.renderers.start()
    await svc.renderers.ready()
    games = positions(edition, seeds=(7, 8, 9), stages=(0.6, 0.7))
    ids = await store_games(db, games, moves + 1)
    rng = random.Random(1)
    steps: dict[str, list[float]] = {}
    for k, game_id in enumerate(ids):
        await svc.load(game_id)  # a running bot has the game cached
        timing = await bot_move(svc, game_id, rng)
        if k == 0 or not timing:
            continue  # warm-up: board backgrounds and sprites are cached in a running bot
        for key, value in timing.items():
            steps.setdefault(key, []).append(value)
    where = f", {processes} render processes" if processes else ""
    name = EDITIONS[edition].edition.name
    print(f"\n{name} ({games[0].players} players), {len(ids) - 1} moves{where}")
    print_calibration()
    for key in ("total", "menu", "preview", "confirm", "announce"):
        print(line("whole move" if key == "total" else f"  {key}", steps.get(key, [])))
    svc.close()
    await db.close()


async def loads(folder: Path, count: int, samples: int) -> None:
    db = await Database.open(folder / "load.sqlite3")
    games = []
    for edition in EDITIONS:
        games += positions(edition, seeds=(3,), stages=(0.1, 0.4, 0.8))
    ids = await store_games(db, games, count)
    rng = random.Random(2)
    cold = GameService(db, cache_mb=0)
    cold_ms = []
    for game_id in rng.sample(ids, min(samples // 10, len(ids))):
        t = time.perf_counter()
        await cold.load(game_id)
        cold_ms.append((time.perf_counter() - t) * 1000)
    cold.close()
    svc = GameService(db)
    for game_id in ids:
        await svc.load(game_id)  # warm: every open game was loaded once since the start
    svc.cache.hits = svc.cache.misses = 0  # count the measured loads only
    warm_ms = []
    for _ in range(samples):
        game_id = rng.choice(ids)
        t = time.perf_counter()
        await svc.load(game_id)
        warm_ms.append((time.perf_counter() - t) * 1000)
    print(f"\nLoading a game among {count} open games of every edition")
    print_calibration()
    print(line("load (cached snapshot)", warm_ms))
    print(line("load (cold: replay)", cold_ms))
    hits = svc.cache.hits / max(1, svc.cache.hits + svc.cache.misses)
    print(
        f"  cache: {len(svc.cache)} games, {svc.cache.size / 1024 / 1024:.1f} MB "
        f"({svc.cache.size / max(1, len(svc.cache)) / 1024:.1f} KB a game), hit rate {hits:.0%}"
    )
    svc.close()
    await db.close()


async def loop_lag(folder: Path, concurrent: int, rounds: int, processes: int = 0) -> None:
    db = await Database.open(folder / f"lag-{processes}.sqlite3")
    games = []
    for edition in EDITIONS:
        games += positions(edition, seeds=(5,), stages=(0.5, 0.7))
    svc = GameService(db, render_processes=processes)
    svc.renderers.start()  # as the bot does once started
    await svc.renderers.ready()
    ids = await store_games(db, games, concurrent * rounds + len(games))
    for game_id in ids:
        await svc.load(game_id)
    for game_id in ids[-len(games) :]:
        await bot_move(svc, game_id, random.Random(0))  # warm-up: a running bot has its
        # board backgrounds and sprites cached
    del games
    settle_memory()  # as the bot does once started (bot/client.py)
    watch = StallWatch()
    rng = random.Random(3)
    totals: list[float] = []

    async def rounds_of_moves() -> None:
        for r in range(rounds):
            batch = ids[r * concurrent : (r + 1) * concurrent]
            results = await asyncio.gather(*(bot_move(svc, g, rng) for g in batch))
            totals.extend(t["total"] for t in results if t)

    await watch.run(rounds_of_moves())
    where = f"{processes} render processes" if processes else "images drawn in threads"
    print(f"\nLoop lag: {concurrent} moves of different games at once, {rounds} rounds, {where}")
    print_calibration()
    for text in watch.report():
        print(text)
    print(line("move (20 at once)", totals))
    svc.close()
    await db.close()


async def main(quick: bool, only: list[str]) -> None:
    moves, count, samples, rounds = (15, 100, 300, 2) if quick else (60, 1000, 3000, 5)
    print("Genial bot benchmark (ms; p50, p95, p99; calibration loop in the same process)")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        if not only or "encode" in only:
            for edition in EDITIONS:
                encoding(edition, 20 if quick else 60)
        if not only or "move" in only:
            for edition in EDITIONS:
                await whole_move(folder, edition, moves)
                await whole_move(folder, edition, moves, RENDER_PROCESSES)
        if not only or "load" in only:
            await loads(folder, count, samples)
        if not only or "lag" in only:
            for processes in (0, RENDER_PROCESSES, 0, RENDER_PROCESSES):
                await loop_lag(folder, 20, rounds, processes)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Bot benchmarks (see the module doc).")
    parser.add_argument("--quick", action="store_true", help="fewer moves and games (a smoke run)")
    parser.add_argument("only", nargs="*", help="sections: encode, move, load, lag (default all)")
    args = parser.parse_args()
    if set(args.only) - {"encode", "move", "load", "lag"}:
        parser.error("sections are: encode, move, load, lag")
    asyncio.run(main(args.quick, args.only))
