"""Time ``/genial analysis`` of finished 4-player games: the reference procedure against the bot's.

Seeded 4-player games (normal, easy, normal, easy; classic by default, seeds 11, 12, ...) are
played, then each is analysed four ways:

* ``old-fixed``: the reference analysis (strong decides every move in full, 8
  samples, no cap; ``tools/analysis_seeds.py``'s procedure);
* ``old-bot``: the same with the bot's per-move cap (0.25 s per move);
* ``new-fixed``: ``genial.computer.analysis.analyse`` without a cap (reproducible);
* ``new-bot``: ``analyse`` as the bot calls it (8 samples, 0.25 s per move, the
  whole analysis at most ``TOTAL_SECONDS``) in one thread (``GENIAL_ANALYSIS_PROCESSES=0``);
* ``fixed-2p`` / ``bot-2p``: ``new-fixed`` / ``new-bot`` shared over two warm processes
  (``runtime.analysts``, the bot's default), as ``/genial analysis`` runs it.

Prints p50/p95 seconds per analysis (wall clock, and the process's CPU time: on a machine
shared with other work the CPU seconds are close to what an idle machine's wall clock
would be; the ``-2p`` ways' CPU is this process' only, not its helpers') and each way's mean accuracy (share of moves matching strong's choice) per seat
kind, between calibration loops (pure-Python work; about 18 ms on an idle machine) that
show the machine's load.

Run: ``make bench-analysis`` or ``nice -n 19 .venv/bin/python -m bench.analysis [--games 4] [edition ...]``
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time
from collections.abc import Callable
from typing import Any

from genial import create
from genial.computer import decide
from genial.computer.analysis import analyse
from genial.core.rng import Rng
from runtime.analysts import Analysts
from tools.analysis_seeds import old_verdicts

#: The bot's analysis settings (cogs/computers/commands.py, settings.analysis_budget).
ITERATIONS, BUDGET = 8, 0.25


def calibration() -> float:
    """Milliseconds for a fixed pure-Python workload (lower = faster machine)."""
    t = time.perf_counter()
    x = 0
    for i in range(300_000):
        x = (x * 31 + i) % 1_000_003
    return (time.perf_counter() - t) * 1000


def record(edition: str, seed: int = 11) -> dict[str, Any]:
    game = create(edition, 4, seed=seed)
    rng = Rng(5)
    levels = ("normal", "easy", "normal", "easy")
    while not game.over:
        seat = game.current
        assert seat is not None
        game.apply(decide(game, seat, levels[seat], rng))
    return game.record()


def _old_capped(rec: dict[str, Any]) -> list[float]:
    """The old procedure at the bot's per-move cap: accuracy per seat."""
    from genial.records import replay

    game = replay(rec, upto=0)
    rng = Rng(1)
    moves, matched = [0] * 4, [0] * 4
    for entry in rec["moves"]:
        seat, text = int(entry["seat"]), str(entry["move"])
        if len(game.legal_moves()) > 1:
            choice = decide(game, seat, "strong", rng, BUDGET, ITERATIONS).notation
            moves[seat] += 1
            matched[seat] += game.parse(text).notation == choice
        game.apply(text, seat)
    return [m / n if n else 1.0 for m, n in zip(matched, moves, strict=True)]


def _old_fixed(rec: dict[str, Any]) -> list[float]:
    verdicts = old_verdicts(rec, 1, ITERATIONS)
    moves, matched = [0] * 4, [0] * 4
    for number, (match, _) in verdicts.items():
        seat = int(rec["moves"][number - 1]["seat"])
        moves[seat] += 1
        matched[seat] += match
    return [m / n if n else 1.0 for m, n in zip(matched, moves, strict=True)]


#: Moves the last ``new-*`` analysis judged (a time cap may leave some unjudged).
JUDGED: list[int] = []


def _new(budget: float | None) -> Callable[[dict[str, Any]], list[float]]:
    def run(rec: dict[str, Any]) -> list[float]:
        reports = analyse(rec, budget=budget, iterations=ITERATIONS)
        JUDGED.append(sum(r.moves for r in reports))
        return [r.accuracy for r in reports]

    return run


def _processes(budget: float | None) -> Callable[[dict[str, Any]], list[float]]:
    def run(rec: dict[str, Any]) -> list[float]:
        reports = _LOOP.run_until_complete(
            _team().analyse(rec, level="strong", budget=budget, iterations=ITERATIONS)
        )
        JUDGED.append(sum(r.moves for r in reports))
        return [r.accuracy for r in reports]

    return run


_LOOP = asyncio.new_event_loop()
_TEAM: list[Analysts] = []


def _team() -> Analysts:
    """Two analysis processes, started and warmed once (not timed)."""
    if not _TEAM:

        async def thread(fn: Callable[..., Any], *a: Any, **k: Any) -> Any:
            return await asyncio.to_thread(fn, *a, **k)

        team = Analysts(2, thread)
        _LOOP.run_until_complete(team.analyse(record("cards", 11), budget=None, iterations=1))
        _TEAM.append(team)
    return _TEAM[0]


WAYS: dict[str, Callable[[dict[str, Any]], list[float]]] = {
    "old-fixed": _old_fixed,
    "old-bot": _old_capped,
    "new-fixed": _new(None),
    "new-bot": _new(BUDGET),
    "fixed-2p": _processes(None),
    "bot-2p": _processes(BUDGET),
}


def _p95(values: list[float]) -> float:
    if len(values) < 2:
        return values[0]
    return statistics.quantiles(values, n=20, method="inclusive")[-1]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=4)
    p.add_argument("--ways", default=",".join(WAYS), help="comma-separated, of: " + ", ".join(WAYS))
    p.add_argument("editions", nargs="*", default=["classic"], help="4-player editions")
    args = p.parse_args()
    before = calibration()
    print(f"calibration loop: {before:.1f} ms")
    for edition in args.editions:
        records = [record(edition, 11 + k) for k in range(args.games)]
        for way in args.ways.split(","):
            times, cpu, normal, easy = [], [], [], []
            JUDGED.clear()
            for rec in records:
                t, c = time.perf_counter(), time.process_time()
                acc = WAYS[way](rec)
                times.append(time.perf_counter() - t)
                cpu.append(time.process_time() - c)
                normal += [acc[0], acc[2]]
                easy += [acc[1], acc[3]]
            print(
                f"analysis {edition} 4 players, {way:9} n={len(times)} p50 "
                f"{statistics.median(times):5.1f} s  p95 {_p95(times):5.1f} s  (CPU p50 "
                f"{statistics.median(cpu):5.1f} s  p95 {_p95(cpu):5.1f} s)  accuracy normal "
                f"{statistics.mean(normal):.2f} easy {statistics.mean(easy):.2f}"
                + (f"  moves judged {sum(JUDGED)}" if JUDGED else ""),
                flush=True,
            )
    print(f"calibration loop again: {calibration():.1f} ms (was {before:.1f} ms)")
    for team in _TEAM:
        team.close()


if __name__ == "__main__":
    main()
