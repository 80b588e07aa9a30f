"""Two arena runs on the same deals compared game by game (``tools/arena_probe.py`` output).

Both runs must play the same seats of the same deals (same ``--seed``, same levels): game k
of one is game k of the other. For each run: the share of games A placed ahead of B (ties
half) with its Wilson 95% interval; then the paired difference (second run minus first, per
game, with a 95% interval from the per-game differences), the games both played move for
move alike, and, from the game lines of a run at the bot's cap (``--budget``), the load
average beside it, strong's decisions over 1 s, the longest and its samples per decision
(median and p10) before and in the end game. Only deals both runs finished both sides of
are counted.

Run: ``.venv/bin/python -m tools.paired_table strong normal var/cap/before.jsonl
var/cap/after.jsonl``
"""

from __future__ import annotations

import math
import statistics
import sys
from typing import Any

from tools.arena_probe import decision_times
from tools.arena_table import Z, games, wilson


def ahead(game: dict[str, Any], a: str, b: str) -> float:
    """1 when ``a`` placed ahead of ``b`` in a two-player game, 0.5 tied, 0 behind."""
    pa = game["places"][game["levels"].index(a)]
    pb = game["places"][game["levels"].index(b)]
    return 1.0 if pa < pb else 0.5 if pa == pb else 0.0


def paired(a: str, b: str, first: list[dict[str, Any]], second: list[dict[str, Any]]) -> list[str]:
    """The comparison's lines (see the module docstring)."""
    n = min(len(first), len(second))
    n -= n % 2  # whole deals: both sides
    for x, y in zip(first[:n], second[:n], strict=True):
        if (x["seed"], x["levels"]) != (y["seed"], y["levels"]):
            raise ValueError(f"game {x['game']}: the runs did not play the same deal and seats")
    lines = []
    for name, run in (("first", first[:n]), ("second", second[:n])):
        won = sum(ahead(g, a, b) for g in run)
        lo, hi = wilson(won, n)
        line = f"{name}: {a} ahead of {b} in {won:g} of {n} = {100 * won / n:.1f}% "
        line += f"({100 * lo:.1f}-{100 * hi:.1f}%)"
        loads = [g["load"] for g in run if "load" in g]
        if loads:
            line += f"; load average {min(loads):.1f}-{max(loads):.1f}, "
            line += f"median {statistics.median(loads):.1f}"
        decisions = [tuple(d) for g in run for d in g.get("strong", [])]
        if decisions:
            line += f"; decisions {decision_times(decisions)}"
        lines.append(line)
    diffs = [ahead(y, a, b) - ahead(x, a, b) for x, y in zip(first, second, strict=False)][:n]
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
    half = Z * sd / math.sqrt(n)
    better = sum(1 for d in diffs if d > 0)
    worse = sum(1 for d in diffs if d < 0)
    same = sum(1 for x, y in zip(first[:n], second[:n], strict=True) if x["digest"] == y["digest"])
    lines.append(
        f"paired difference (second - first): {100 * mean:+.1f} points "
        f"({100 * (mean - half):+.1f} to {100 * (mean + half):+.1f}); second better in "
        f"{better} games, worse in {worse}; {same} of {n} games identical"
    )
    return lines


def main(argv: list[str]) -> int:
    a, b, first, second = argv
    print("\n".join(paired(a, b, games(first), games(second))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
