"""Time ``/genial analysis`` of a finished 4-player game (issue 29: about 20 s before).

A seeded 4-player game (normal, easy, normal, easy; classic by default) is played, then
``genial.computer.analysis.analyse`` judges every move as the bot calls it (strong, 8
samples per move, its per-move cap, 0.25 s by default) and at a fixed 8 samples without a
cap (the reproducible figure). A calibration loop before and after shows the machine's load
(about 18 ms idle). Prints the seconds and each seat's accuracy.

Run: ``.venv/bin/python scripts/bench_analysis.py [edition ...]``
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from genial import create
from genial.computer import decide
from genial.computer.analysis import analyse
from genial.core.rng import Rng

#: The bot's analysis settings (cogs/computer_commands.py, settings.analysis_budget).
ITERATIONS, BUDGET = 8, 0.25


def calibration() -> float:
    """Milliseconds for a fixed pure-Python workload (lower = faster machine)."""
    t = time.perf_counter()
    x = 0
    for i in range(300_000):
        x = (x * 31 + i) % 1_000_003
    return (time.perf_counter() - t) * 1000


def record(edition: str) -> dict[str, object]:
    game = create(edition, 4, seed=11)
    rng = Rng(5)
    levels = ("normal", "easy", "normal", "easy")
    while not game.over:
        seat = game.current
        assert seat is not None
        game.apply(decide(game, seat, levels[seat], rng))
    return game.record()


def main() -> None:
    editions = sys.argv[1:] or ["classic"]
    before = calibration()
    print(f"calibration loop: {before:.1f} ms")
    for edition in editions:
        rec = record(edition)
        for label, budget in (("bot (cap 0.25 s)", BUDGET), ("fixed, no cap", None)):
            t = time.perf_counter()
            reports = analyse(rec, budget=budget, iterations=ITERATIONS)
            took = time.perf_counter() - t
            judged = sum(r.moves for r in reports)
            acc = " ".join(f"{r.accuracy:.2f}" for r in reports)
            print(
                f"analysis {edition:8} 4 players, {judged} moves judged, {label:17}: "
                f"{took:5.1f} s  accuracy {acc}"
            )
    print(f"calibration loop again: {calibration():.1f} ms (was {before:.1f} ms)")


if __name__ == "__main__":
    main()
