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
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from genial.computer import strong
from genial.computer.evaluate import relative_value
from genial.computer.players import normal_move
from genial.core.game import Game
from genial.core.rng import Rng
from genial.registry import create

#: Sample counts and margins the summary compares.
COUNTS = (2, 3, 6, 12, 24)
MARGINS = (0.0, 1.0, 2.0)


def judge(game: Game, seat: int, rng: Rng, samples: int, worlds: int) -> dict[str, Any]:
    """One position: strong's candidates, its rollout values and the yardstick's places."""
    plan = strong.prepare(game, seat, rng)
    rows = [plan.sample(game, seat, rng, plan.candidates) for _ in range(samples)]
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
    }


def positions(
    edition: str, seed: int, games: int, samples: int, worlds: int, every: int
) -> Iterator[dict[str, Any]]:
    """``judge`` at every ``every``-th decision of seat 0 in ``games`` normal games."""
    for deal in range(seed, seed + games):
        game = create(edition, 2, seed=deal)
        rng = Rng(deal * 7 + 1)
        turn = 0
        while not game.over:
            seat = game.current
            assert seat is not None
            if seat == 0:
                turn += 1
                if turn % every == 0 and len(strong.prepare(game, seat, rng).candidates) > 1:
                    yield {"deal": deal, "turn": turn, **judge(game, seat, rng, samples, worlds)}
            game.apply(normal_move(game, seat, rng))


def gains(records: Sequence[dict[str, Any]], k: int, margin: float) -> tuple[int, int, float]:
    """Decisions, overrules and the yardstick's wins gained over normal's first choice
    when strong's rule reads blocks of ``k`` rows."""
    decisions = overruled = 0
    won = 0.0
    for r in records:
        ends = r["ends"]
        for start in range(0, len(r["rows"]) - k + 1, k):
            pick = strong._pick(r["rows"][start : start + k], len(r["candidates"]), margin)
            decisions += 1
            overruled += pick != 0
            won += sum(row[pick] - row[0] for row in ends) / len(ends)
    return decisions, overruled, won


def summary(records: Sequence[dict[str, Any]]) -> list[str]:
    """Lines: per phase, sample count and margin, overrules and wins per 100 decisions."""
    lines = []
    for phase in (False, True):
        part = [r for r in records if r["end_game"] is phase]
        name = "end game" if phase else "before the end game"
        lines.append(f"{name}: {len(part)} positions")
        for k in COUNTS:
            for margin in MARGINS:
                n, over, won = gains(part, k, margin)
                if n:
                    lines.append(
                        f"  {k:2d} samples, margin {margin}: {n} decisions, overruled "
                        f"{over / n:.0%}, {100 * won / n:+.2f} wins per 100 decisions"
                    )
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--edition", default="3d")
    p.add_argument("--seed", type=int, default=620001)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--samples", type=int, default=24)
    p.add_argument("--worlds", type=int, default=24)
    p.add_argument("--every", type=int, default=3)
    p.add_argument("--summary", nargs="+", metavar="FILE")
    args = p.parse_args(argv)
    if args.summary:
        records = [
            json.loads(line) for f in args.summary for line in Path(f).read_text().splitlines()
        ]
        print("\n".join(summary(records)))
        return 0
    for record in positions(
        args.edition, args.seed, args.games, args.samples, args.worlds, args.every
    ):
        print(json.dumps(record), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
