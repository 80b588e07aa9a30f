"""Print the strong computer player's decision time per edition (p50/p95 in ms).

For each edition (2 players; 3D solo alone) a seeded game between two
``normal`` players is played and every third position is kept; then
``strong`` decides each kept position with its real budget (0.7 s, 24
samples), and again with the arena's fixed count (``make arena``:
``ARENA_ITERATIONS`` samples, no time cap). A calibration loop (pure-Python arithmetic, timed in the same
process before and after) shows how busy the machine was, so figures from
different runs can be compared. The bar is p95 <= 1000 ms.

Run: ``make bench`` (or ``.venv/bin/python -m bench.computer [edition[:players] ...]``,
e.g. ``classic:4`` for a 4-player game's positions).
"""

from __future__ import annotations

import statistics
import sys
import time

from genial import EDITIONS, Game, create
from genial.computer import decide
from genial.computer.strong import COUNTS
from genial.core.rng import Rng

POSITIONS = 12
#: Strong's samples per move in ``make arena`` (keep in step with the Makefile's
#: ARENA_ITERATIONS and ARENA_ITERATIONS_TILE).
ARENA_ITERATIONS = 6
#: ... in classic and travel (the bot takes its 24 there within the budget, see below).
ARENA_ITERATIONS_BY_EDITION = {"classic": 24, "travel": 24}


def calibration() -> float:
    """Milliseconds for a fixed pure-Python workload (lower = faster machine)."""
    t = time.perf_counter()
    x = 0
    for i in range(300_000):
        x = (x * 31 + i) % 1_000_003
    return (time.perf_counter() - t) * 1000


def positions(edition: str, players: int | None = None) -> list[Game]:
    players = players or EDITIONS[edition].edition.min_players
    game = create(edition, players, seed=11)
    rng = Rng(5)
    kept: list[Game] = []
    ply = 0
    while not game.over and len(kept) < POSITIONS:
        seat = game.current
        assert seat is not None
        if ply % 3 == 0 and len(game.legal_moves()) > 1:
            kept.append(game.copy())
        game.apply(decide(game, seat, "normal", rng))
        ply += 1
    return kept


def _timed(
    kept: list[Game], *, budget: float | None, iterations: int
) -> tuple[float, float, float]:
    """p50 and p95 (ms) of strong's decision over the kept positions, and the median number
    of samples it took (positions with a single candidate, decided without search, skipped)."""
    samples = []
    taken = []
    for k, game in enumerate(kept):
        seat = game.current
        assert seat is not None
        before = COUNTS["searched"], COUNTS["samples"]
        t = time.perf_counter()
        decide(game, seat, "strong", Rng(k), budget=budget, iterations=iterations)
        samples.append((time.perf_counter() - t) * 1000)
        if COUNTS["searched"] > before[0]:
            taken.append(COUNTS["samples"] - before[1])
    samples.sort()
    p95 = samples[round(0.95 * (len(samples) - 1))]
    return statistics.median(samples), p95, statistics.median(taken) if taken else 0.0


def main(editions: list[str]) -> int:
    before = calibration()
    print(f"calibration loop: {before:.1f} ms")
    worst = 0.0
    for spec in editions:
        edition, _, players = spec.partition(":")
        kept = positions(edition, int(players) if players else None)
        p50, p95, took = _timed(kept, budget=0.7, iterations=24)
        worst = max(worst, p95)
        arena = ARENA_ITERATIONS_BY_EDITION.get(edition, ARENA_ITERATIONS)
        a50, a95, _ = _timed(kept, budget=None, iterations=arena)
        print(
            f"strong decision {spec:8} n={len(kept):3} p50 {p50:7.1f} ms  p95 {p95:7.1f} ms"
            f"  samples p50 {took:4.1f}"
            f"  (arena, {arena} samples: p50 {a50:6.1f} ms  p95 {a95:6.1f} ms)"
        )
    print(f"calibration loop again: {calibration():.1f} ms (was {before:.1f} ms)")
    print(f"worst p95 {worst:.1f} ms: {'within' if worst <= 1000 else 'OVER'} the 1000 ms budget")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:] or list(EDITIONS)))
