"""An arena run with strong's per-edition settings changed in this process (probes).

Plays exactly the games of ``python -m genial arena`` (same seating, deals and rngs) with
``tuning.override(edition, **settings)`` applied first, prints one JSON line per game and a
summary line that adds how often strong overruled normal's first choice.

Run: ``make arena-probe PROBE="--edition classic --games 100 --iterations 24 width=6 strong
normal"`` (the games go to ``var/arena/probe-*.jsonl``), or ``.venv/bin/python -m
tools.arena_probe --edition classic --games 100 --seed 150001 --iterations 24 width=6 block=2
strong normal``

``--budget 0.7``: strong at the bot's time cap instead of a fixed count (then ``--iterations``
is its most samples, 24 for the bot); every game line then carries, per strong decision, its
wall seconds, samples, whether it was in the end game rolled out to the end and whether it
fell back to the shorter horizon there (``strong``),
and the load average when the game ended; the summary adds the decisions over 1 s, the
longest and the samples per decision (median and p10) in and before the end game.

``--clairvoyant``: strong samples the true game instead of re-dealing what its seat cannot
see (the rival's rack, the bag's order, future dice): a cheating strong, to measure how
much the hidden information costs the search (never a level players meet).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from typing import Any

import genial.computer as computer
from genial.computer import strong, tuning
from genial.computer.arena import play, summary

#: Strong's decisions of the game being played: (wall seconds, samples, in the end game,
#: fell back to the shorter horizon: ``tuning.Search.end_fit``).
DECISIONS: list[tuple[float, int, bool, bool]] = []


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--edition", required=True)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=150001)
    p.add_argument("--iterations", type=int, default=6)
    p.add_argument("--budget", type=float, default=None, help="strong's cap in seconds")
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
    _time_decisions()
    start = time.perf_counter()
    results = []
    every: list[tuple[float, int, bool, bool]] = []
    for r in play(
        args.edition,
        args.players,
        args.seed,
        levels,
        budget=args.budget,
        iterations=args.iterations,
    ):
        line = r.as_dict()
        line["strong"] = [list(d) for d in DECISIONS]
        line["load"] = os.getloadavg()[0]
        print(json.dumps(line), flush=True)
        every += DECISIONS
        DECISIONS.clear()
        results.append(r)
        if len(results) == args.games:
            break
    out = summary(results, levels)
    out.update(
        settings=changes,
        clairvoyant=args.clairvoyant,
        iterations=args.iterations,
        budget=args.budget,
        counts=dict(strong.COUNTS),
        decisions=decision_times(every),
    )
    out["seconds"] = round(time.perf_counter() - start, 1)
    print(json.dumps(out))
    return 0


def decision_times(decisions: list[tuple[Any, ...]]) -> dict[str, Any]:
    """Strong's decisions: how many, over 1 s, the longest, samples (median, p10) per phase,
    and how many fell back to the shorter horizon (when the lines say so)."""
    out: dict[str, Any] = {
        "n": len(decisions),
        "over_1s": sum(1 for d in decisions if d[0] > 1.0),
        "max_s": round(max((d[0] for d in decisions), default=0.0), 3),
    }
    if any(len(d) > 3 for d in decisions):
        out["shortened"] = sum(1 for d in decisions if len(d) > 3 and d[3])
    for name, end in (("before_end", False), ("end_game", True)):
        taken = sorted(d[1] for d in decisions if d[2] is end)
        if taken:
            out[name] = {
                "n": len(taken),
                "samples_p50": statistics.median(taken),
                "samples_p10": taken[len(taken) // 10],
            }
    return out


def _time_decisions() -> None:
    """Record every strong decision's wall time and samples in ``DECISIONS``."""
    real = strong.strong_move

    def timed(game, seat, rng, **kwargs):  # type: ignore[no-untyped-def]
        tune = tuning.search(game)
        end = strong.end_game(game, tune)
        samples, shortened = strong.COUNTS["samples"], strong.COUNTS["shortened"]
        t = time.perf_counter()
        move = real(game, seat, rng, **kwargs)
        seconds = round(time.perf_counter() - t, 4)
        fell = strong.COUNTS["shortened"] > shortened
        DECISIONS.append((seconds, strong.COUNTS["samples"] - samples, end, fell))
        return move

    computer.strong_move = timed  # type: ignore[attr-defined]


def _see_everything() -> None:
    """Make strong's samples the true game: ``Plan.sample`` copies instead of re-dealing."""
    real = strong.Plan.sample

    def sample(self, game, seat, rng, moves, deadline=None, clock=time.perf_counter, first=None):  # type: ignore[no-untyped-def]
        truth = game.copy()
        truth.determinise = lambda _seat, _rng: truth.copy()
        return real(self, truth, seat, rng, moves, deadline, clock, first)

    strong.Plan.sample = sample  # type: ignore[method-assign]


if __name__ == "__main__":
    raise SystemExit(main())
