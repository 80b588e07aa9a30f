"""Strong's decision time in a 2-player end game where its rollouts play to the end.

``bench/computer.py`` times positions from the first third of a game; in 3D strong
rolls out to the game's end once the supply is down to ``tuning.Search.end_bag`` tiles,
so this script times those positions too: every position of seeded normal-vs-normal games
from that supply on, decided by strong with the bot's budget (0.7 s, up to 24 samples) and
with the arena's fixed count (``ARENA_ITERATIONS``, no time cap). It prints p50/p95 and how
many samples the bot's strong finished (p50 and minimum), with a calibration loop before and
after (see bench/computer.py).

The same for classic's end game (``tuning.Search.end_free``: rollouts to the end once the
board has that many free cells or fewer): ``--edition classic [--end-free 21]`` (the option
sets the edition's ``end_free`` in this process first, for a setting not yet in tuning.py),
and the card game's (``--edition cards``: ``Search.end_low``, a seat's lowest chip at 4).

Run: ``make bench`` (its last section) or ``.venv/bin/python -m bench.computer_end_game
[--edition classic --end-free 21]``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from genial import Game, create
from genial.computer import decide, strong, tuning
from genial.computer.tuning import search
from genial.core.rng import Rng

ARENA_ITERATIONS = 6
SEEDS = (11, 12, 13)


def calibration() -> float:
    """Milliseconds for a fixed pure-Python workload (the same as bench/computer.py's)."""
    t = time.perf_counter()
    x = 0
    for i in range(300_000):
        x = (x * 31 + i) % 1_000_003
    return (time.perf_counter() - t) * 1000


def late_positions(edition: str = "3d") -> list[Game]:
    kept: list[Game] = []
    for seed in SEEDS:
        game = create(edition, 2, seed=seed)
        rng = Rng(seed)
        tune = search(game)
        while not game.over:
            seat = game.current
            assert seat is not None
            late = strong.end_game(game, tune)
            if late and len(game.legal_moves()) > 1:
                kept.append(game.copy())
            game.apply(decide(game, seat, "normal", rng))
    return kept


def timed(kept: list[Game], budget: float | None, iterations: int) -> tuple[list[float], list[int]]:
    """Decision times (ms) and samples finished, per position."""
    finished: list[int] = []
    pick = strong._pick

    def counted(samples: list[list[float]], n: int, margin: float = 1.0) -> int:
        finished.append(len(samples))
        return pick(samples, n, margin)

    strong._pick = counted
    times = []
    try:
        for k, game in enumerate(kept):
            seat = game.current
            assert seat is not None
            before = len(finished)
            t = time.perf_counter()
            decide(game, seat, "strong", Rng(k), budget=budget, iterations=iterations)
            times.append((time.perf_counter() - t) * 1000)
            if len(finished) == before:
                finished.append(-1)  # a single candidate: no search
    finally:
        strong._pick = pick
    return times, [f for f in finished if f >= 0]


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[round(0.95 * (len(ordered) - 1))]


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--edition", default="3d", choices=("3d", "classic", "travel", "cards"))
    p.add_argument("--end-free", type=int, help="set the edition's end_free first")
    args = p.parse_args()
    if args.end_free is not None:
        tuning.override(args.edition, end_free=args.end_free)
    before = calibration()
    print(f"calibration loop: {before:.1f} ms")
    kept = late_positions(args.edition)
    bot, reached = timed(kept, 0.7, 24)
    arena, _ = timed(kept, None, ARENA_ITERATIONS)
    print(
        f"strong decision {args.edition} end game n={len(kept):3} p50 {statistics.median(bot):7.1f} ms"
        f"  p95 {p95(bot):7.1f} ms  max {max(bot):7.1f} ms  samples p50 {statistics.median(reached):.0f}"
        f" min {min(reached)}  (arena, {ARENA_ITERATIONS} samples: p50"
        f" {statistics.median(arena):7.1f} ms  p95 {p95(arena):7.1f} ms)"
    )
    print(f"calibration loop again: {calibration():.1f} ms (was {before:.1f} ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
