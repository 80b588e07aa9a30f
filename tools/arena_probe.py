"""An arena run with strong's per-edition settings changed in this process (probes).

Plays exactly the games of ``python -m genial arena`` (same seating, deals and rngs) with
``tuning.override(edition, **settings)`` applied first, prints one JSON line per game and a
summary line that adds how often strong overruled normal's first choice.

Run: ``make arena-probe PROBE="--edition classic --games 100 --iterations 24 width=6 strong
normal"`` (the games go to ``var/arena/probe-*.jsonl``), or ``.venv/bin/python -m
tools.arena_probe --edition classic --games 100 --seed 150001 --iterations 24 width=6 block=2
strong normal``

``--clairvoyant``: strong samples the true game instead of re-dealing what its seat cannot
see (the rival's rack, the bag's order, future dice): a cheating strong, to measure how
much the hidden information costs the search (never a level players meet).
"""

from __future__ import annotations

import argparse
import json
import time

from genial.computer import strong, tuning
from genial.computer.arena import play, summary


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--edition", required=True)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=150001)
    p.add_argument("--iterations", type=int, default=6)
    p.add_argument("--clairvoyant", action="store_true", help="strong sees the true game")
    p.add_argument("words", nargs="+", help="NAME=VALUE settings, then the levels")
    args = p.parse_args()
    changes = {}
    for w in (w for w in args.words if "=" in w):
        name, value = w.split("=", 1)
        changes[name] = float(value) if "." in value else int(value)
    levels = [w for w in args.words if "=" not in w]
    tuning.override(args.edition, **changes)
    if args.clairvoyant:
        _see_everything()
    start = time.perf_counter()
    results = []
    for r in play(
        args.edition, args.players, args.seed, levels, budget=None, iterations=args.iterations
    ):
        print(json.dumps(r.as_dict()), flush=True)
        results.append(r)
        if len(results) == args.games:
            break
    out = summary(results, levels)
    out.update(
        settings=changes,
        clairvoyant=args.clairvoyant,
        iterations=args.iterations,
        counts=dict(strong.COUNTS),
    )
    out["seconds"] = round(time.perf_counter() - start, 1)
    print(json.dumps(out))
    return 0


def _see_everything() -> None:
    """Make strong's samples the true game: ``Plan.sample`` copies instead of re-dealing."""
    real = strong.Plan.sample

    def sample(self, game, seat, rng, moves, deadline=None, clock=time.perf_counter):  # type: ignore[no-untyped-def]
        truth = game.copy()
        truth.determinise = lambda _seat, _rng: truth.copy()
        return real(self, truth, seat, rng, moves, deadline, clock)

    strong.Plan.sample = sample  # type: ignore[method-assign]


if __name__ == "__main__":
    raise SystemExit(main())
