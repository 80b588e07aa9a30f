"""Racing in strong's search: how often it changes the choice, and how much time it saves.

For positions of seeded normal-vs-normal games (``bench_computer.positions``: every third
position, 12 per edition and game seed) strong decides three times at a fixed sample count
without a time cap: A without racing (rng seed 1), B without racing (rng seed 2: how often
two runs of the same search disagree, the noise) and C with racing (``tuning.Search.drop``,
rng seed 1). Prints, per edition, how often A = B, A = C and B = C, and the time and samples
of A and C, between calibration loops (about 18 ms on an idle machine).

Run: ``nice -n 19 .venv/bin/python scripts/probe_racing.py [--drop 1.5] [--iterations 24]
[--seeds 11,12] [edition ...]``
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_computer import POSITIONS, calibration

from genial import EDITIONS, create
from genial.computer import strong, tuning
from genial.computer.players import normal_move
from genial.core.game import Game
from genial.core.rng import Rng


def positions(edition: str, seed: int) -> list[Game]:
    """Every third position (with a choice) of a seeded normal-vs-normal game, at most
    ``POSITIONS`` (as ``bench_computer.positions``, for any game seed)."""
    game = create(edition, EDITIONS[edition].edition.min_players, seed=seed)
    rng = Rng(5)
    kept: list[Game] = []
    ply = 0
    while not game.over and len(kept) < POSITIONS:
        seat = game.current
        assert seat is not None
        if ply % 3 == 0 and len(game.legal_moves()) > 1:
            kept.append(game.copy())
        game.apply(normal_move(game, seat, rng))
        ply += 1
    return kept


def decide(
    game: Game, seed: int, iterations: int, budget: float | None = None
) -> tuple[str, float, int]:
    seat = game.current
    assert seat is not None
    before = strong.COUNTS["samples"]
    t = time.perf_counter()
    move = strong.strong_move(game, seat, Rng(seed), budget=budget, iterations=iterations)
    return move.notation, time.perf_counter() - t, strong.COUNTS["samples"] - before


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--drop", type=float, default=1.5)
    p.add_argument("--iterations", type=int, default=24)
    p.add_argument("--seeds", default="11")
    p.add_argument(
        "--cap",
        type=float,
        default=0.0,
        help="also decide at this time cap (the bot's 0.7 s) without (D) and with (E) racing",
    )
    p.add_argument("editions", nargs="*", default=["classic", "travel", "3d", "spezial", "cards"])
    args = p.parse_args()
    before = calibration()
    print(f"calibration loop: {before:.1f} ms", flush=True)
    for edition in args.editions:
        kept = [g for s in args.seeds.split(",") for g in positions(edition, int(s))]
        base = tuning.SEARCH.get(edition, tuning.Search())
        ab = ac = bc = ad = ae = 0
        ta, tc, sc, sd, se = [], [], [], [], []
        for game in kept:
            tuning.SEARCH[edition] = base
            a, t_a, _ = decide(game, 1, args.iterations)
            b, _, _ = decide(game, 2, args.iterations)
            tuning.override(edition, drop=args.drop)
            c, t_c, s_c = decide(game, 1, args.iterations)
            if args.cap:
                e, _, s_e = decide(game, 1, args.iterations, args.cap)
                tuning.SEARCH[edition] = base
                d, _, s_d = decide(game, 1, args.iterations, args.cap)
                ad += a == d
                ae += a == e
                sd.append(s_d)
                se.append(s_e)
            ab += a == b
            ac += a == c
            bc += b == c
            ta.append(t_a)
            tc.append(t_c)
            sc.append(s_c)
        tuning.SEARCH[edition] = base
        n = len(kept)
        print(
            f"{edition:8} n={n:3} same choice: A=B {ab / n:.2f}  A=C {ac / n:.2f}  B=C {bc / n:.2f}"
            f"  | time p50 A {statistics.median(ta) * 1000:6.1f} ms C "
            f"{statistics.median(tc) * 1000:6.1f} ms (sum {sum(tc) / sum(ta):.2f} of A)"
            f"  samples C p50 {statistics.median(sc):.0f}",
            flush=True,
        )
        if args.cap:
            print(
                f"{edition:8} at a {args.cap} s cap: same choice as A without racing {ad / n:.2f}"
                f" (samples p50 {statistics.median(sd):.0f}, min {min(sd)}), with racing "
                f"{ae / n:.2f} (samples p50 {statistics.median(se):.0f}, min {min(se)})",
                flush=True,
            )
    print(f"calibration loop again: {calibration():.1f} ms (was {before:.1f} ms)")


if __name__ == "__main__":
    main()
