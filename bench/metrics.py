"""What the metrics calls cost on the event loop: off (the default) and on.

Prints p50/p95 nanoseconds per call over batches, next to an empty function call
measured the same way in the same process (the calibration: the machine's speed now).
Run: ``make bench-metrics`` (or ``.venv/bin/python -m bench.metrics``).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from bot import metrics

BATCH = 2_000
BATCHES = 200


def per_call(fn: Callable[[], None]) -> tuple[float, float]:
    samples = []
    for _ in range(BATCHES):
        start = time.perf_counter_ns()
        for _ in range(BATCH):
            fn()
        samples.append((time.perf_counter_ns() - start) / BATCH)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.95)]


def nothing() -> None:
    pass


def main() -> None:
    guild = (12345 << 22) | 7
    calls: dict[str, Callable[[], None]] = {
        "empty function (calibration)": nothing,
        "move_applied": lambda: metrics.move_applied("classic", guild),
        "interaction_done": lambda: metrics.interaction_done("command", 0.12, "ok", guild),
        "loop_lag": lambda: metrics.loop_lag(0.002),
    }
    for state in ("off", "on"):
        if state == "on":
            metrics.start(0)
            metrics.set_shard_count(4)
        for name, fn in calls.items():
            p50, p95 = per_call(fn)
            print(f"metrics {state:3}  {name:30} p50 {p50:7.0f} ns  p95 {p95:7.0f} ns")
    metrics.stop()


if __name__ == "__main__":
    main()
