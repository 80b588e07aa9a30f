"""Strong's choices judged position by position against full-game rollouts (probes).

Plays seeded normal-vs-normal games of an edition; at every ``--every``-th decision of seat
0 with more than one candidate it takes ``--samples`` of strong's worlds (its own rollouts,
the values its rule reads) and ``--worlds`` other worlds in which every candidate is rolled
out to the game's end by the rollout policy (the yardstick: the seat's place, 1 won, 0.5
tied, 0 lost). One JSON line per position: the candidates (normal's order), ``rows`` (the
search's values) and ``ends`` (the yardstick's). ``--summary FILE...`` then says, for each
sample count and margin, how often the rule overrules normal's first choice and how many
wins per 100 decisions that gains by the yardstick (each block of k rows is one decision).

Run: ``.venv/bin/python -m tools.decision_probe --edition 3d --seed 620001 --games 20 >
var/probe/3d.jsonl``, then ``.venv/bin/python -m tools.decision_probe --summary
var/probe/3d.jsonl``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from genial.computer import strong
from genial.computer.evaluate import relative_value
from genial.computer.players import normal_move
from genial.core.game import Game
from genial.core.rng import Rng
from genial.registry import create

#: Sample counts and margins the summary compares.
COUNTS = (2, 3, 4, 6, 12, 24)
MARGINS = (0.0, 1.0, 2.0)


def judge(game: Game, seat: int, rng: Rng, samples: int, worlds: int) -> dict[str, Any]:
    """One position: strong's candidates, its rollout values and the yardstick's places.
    In an end game rolled out to the end also ``short``: the same number of worlds rolled
    out over the edition's shorter horizon (``Search.turns``, what strong falls back to when
    full samples do not fit its cap), and the CPU seconds a sample took with each horizon."""
    plan = strong.prepare(game, seat, rng)
    start = time.process_time()
    rows = [plan.sample(game, seat, rng, plan.candidates) for _ in range(samples)]
    cpu = (time.process_time() - start) / max(samples, 1)
    extra: dict[str, Any] = {"cpu": cpu}
    if plan.turns == strong.TO_THE_END:
        short = replace(plan, turns=plan.tune.turns)
        start = time.process_time()
        extra["short"] = [short.sample(game, seat, rng, plan.candidates) for _ in range(samples)]
        extra["cpu_short"] = (time.process_time() - start) / max(samples, 1)
    ends = []
    for _ in range(worlds):
        world = game.determinise(seat, rng)
        row = []
        for move in plan.candidates:
            g = world.copy()
            g.apply_own(move)
            strong.rollout(g, seat, strong.TO_THE_END)
            place = next(st.place for st in g.ranking() if st.seat == seat)
            row.append((g.players - place) / (g.players - 1) if g.over else 0.5)
        ends.append(row)
    return {
        "supply": strong._supply(game),
        "end_game": plan.turns == strong.TO_THE_END,
        "candidates": [m.notation for m in plan.candidates],
        "rows": rows,
        "ends": ends,
        "value": relative_value(game, seat),
        **extra,
    }


def positions(
    edition: str,
    seed: int,
    games: int,
    samples: int,
    worlds: int,
    every: int,
    end_only: bool = False,
) -> Iterator[dict[str, Any]]:
    """``judge`` at every ``every``-th decision of seat 0 in ``games`` normal games (with
    ``end_only``, of those in the end game rolled out to the end)."""
    for deal in range(seed, seed + games):
        game = create(edition, 2, seed=deal)
        rng = Rng(deal * 7 + 1)
        turn = 0
        while not game.over:
            seat = game.current
            assert seat is not None
            if seat == 0:
                turn += 1
                plan = strong.prepare(game, seat, rng) if turn % every == 0 else None
                wanted = plan is not None and (not end_only or plan.turns == strong.TO_THE_END)
                if wanted and plan is not None and len(plan.candidates) > 1:
                    yield {"deal": deal, "turn": turn, **judge(game, seat, rng, samples, worlds)}
            game.apply(normal_move(game, seat, rng))


def gains(
    records: Sequence[dict[str, Any]], k: int, margin: float, key: str = "rows"
) -> tuple[int, int, float]:
    """Decisions, overrules and the yardstick's wins gained over normal's first choice
    when strong's rule reads blocks of ``k`` rows (``key``: "rows", or "short" for the
    shorter horizon's rows of an end game)."""
    decisions = overruled = 0
    won = 0.0
    for r in records:
        ends = r["ends"]
        rows = r.get(key, [])
        for start in range(0, len(rows) - k + 1, k):
            pick = strong._pick(rows[start : start + k], len(r["candidates"]), margin)
            decisions += 1
            overruled += pick != 0
            won += sum(row[pick] - row[0] for row in ends) / len(ends)
    return decisions, overruled, won


def decided(rows: Sequence[Sequence[float]], n: int, margin: float, drop: float, cost: int) -> int:
    """Strong's pick over ``n`` candidates reading ``rows`` in order as its worlds, within
    ``cost`` candidate rollouts (a world counts only when every candidate still alive got
    its rollout), racing them with ``drop`` (``tuning.Search.drop``; 0: no racing)."""
    alive = list(range(n))
    table: list[dict[int, float]] = []
    spent = 0
    for row in rows:
        if spent + len(alive) > cost:
            break
        spent += len(alive)
        table.append({i: row[i] for i in alive})
        if drop and len(table) >= strong.FIRST_SAMPLES:
            alive = strong.survivors(table, alive, margin, drop)
            if len(alive) == 1:
                break
    return strong.choose(table, alive, margin) if table else 0


def at_equal_cost(
    records: Sequence[dict[str, Any]],
    samples: int,
    margin: float,
    drop: float,
    key: str,
    width: int = 0,
) -> float:
    """Wins per 100 decisions gained over normal's first choice when strong may spend the
    CPU of ``samples`` full-horizon samples of every candidate, reading ``key``'s rows
    ("short": the shorter horizon, so more worlds fit by the measured CPU ratio) and
    racing with ``drop``, or with only normal's first ``width`` candidates (0: all); every
    position is decided from eight starting rows in turn."""
    won = decisions = 0.0
    for r in records:
        rows, n = r[key], len(r["candidates"])
        cost = samples * n
        n = min(n, width) if width else n
        if key == "short":
            cost = int(cost * r["cpu"] / max(r["cpu_short"], 1e-9))
        for start in range(0, len(rows), max(1, len(rows) // 8)):
            pick = decided(rows[start:] + rows[:start], n, margin, drop, cost)
            won += sum(row[pick] - row[0] for row in r["ends"]) / len(r["ends"])
            decisions += 1
    return 100 * won / decisions if decisions else 0.0


def cost_lines(records: Sequence[dict[str, Any]], margin: float = 1.0) -> list[str]:
    """End-game lines: wins per 100 decisions at the CPU of 2-12 full samples, for the full
    horizon, racing it (drop 1.0, 1.5, 2.0) and the shorter horizon."""
    part = [r for r in records if "short" in r]
    if not part:
        return []
    lines = [f"end game at equal CPU (margin {margin}, {len(part)} positions):"]
    for k in (2, 3, 4, 6, 12):
        cells = [f"full {at_equal_cost(part, k, margin, 0.0, 'rows'):+.2f}"]
        for drop in (1.0, 1.5, 2.0):
            cells.append(f"raced {drop} {at_equal_cost(part, k, margin, drop, 'rows'):+.2f}")
        cells.append(f"short {at_equal_cost(part, k, margin, 0.0, 'short'):+.2f}")
        cells.append(f"short raced 1.5 {at_equal_cost(part, k, margin, 1.5, 'short'):+.2f}")
        for width in (2, 3):
            won = at_equal_cost(part, k, margin, 0.0, "rows", width)
            cells.append(f"width {width} {won:+.2f}")
        lines.append(f"  CPU of {k:2d} full samples: " + ", ".join(cells))
    return lines


def summary(records: Sequence[dict[str, Any]]) -> list[str]:
    """Lines: per phase, sample count and margin, overrules and wins per 100 decisions."""
    lines = []
    for phase in (False, True):
        part = [r for r in records if r["end_game"] is phase]
        name = "end game" if phase else "before the end game"
        lines.append(f"{name}: {len(part)} positions")
        for key in ("rows", "short"):
            if key == "short" and any("short" in r for r in part):
                cpu = sum(r["cpu"] for r in part) / len(part)
                short = sum(r["cpu_short"] for r in part) / len(part)
                lines.append(
                    f" the shorter horizon: a sample takes {1000 * short:.1f} ms of CPU "
                    f"against {1000 * cpu:.1f} ms rolled out to the end"
                )
            for k in COUNTS:
                for margin in MARGINS:
                    n, over, won = gains(part, k, margin, key)
                    if n:
                        lines.append(
                            f"  {k:2d} samples, margin {margin}: {n} decisions, overruled "
                            f"{over / n:.0%}, {100 * won / n:+.2f} wins per 100 decisions"
                        )
    return lines + cost_lines(records)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--edition", default="3d")
    p.add_argument("--seed", type=int, default=620001)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--samples", type=int, default=24)
    p.add_argument("--worlds", type=int, default=24)
    p.add_argument("--every", type=int, default=3)
    p.add_argument("--end-only", action="store_true", help="only end-game positions")
    p.add_argument("--summary", nargs="+", metavar="FILE")
    args = p.parse_args(argv)
    if args.summary:
        records = [
            json.loads(line) for f in args.summary for line in Path(f).read_text().splitlines()
        ]
        print("\n".join(summary(records)))
        return 0
    for record in positions(
        args.edition,
        args.seed,
        args.games,
        args.samples,
        args.worlds,
        args.every,
        args.end_only,
    ):
        print(json.dumps(record), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
