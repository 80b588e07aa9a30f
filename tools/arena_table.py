"""Turn arena output (JSON lines of ``python -m genial arena``) into a table row.

Each argument is ``EDITION:LEVEL_A:LEVEL_B:GLOB``; the files matching the glob are read
(game lines only; summary lines are skipped), so batches of one long run can be joined.
Two players: the share of games A placed ahead of B (ties half) with its Wilson 95%
interval, and both levels' mean lowest score. One player (3D solo): both levels' mean
result over the same deals and the mean paired difference with its 95% interval. Three or
four players (one seat of A, B in the others, e.g. ``strong normal normal normal``): A's
share of first places against its fair share, with the Wilson interval. Four in teams
(``arena --teams strong normal``: partners at one level): as two players, team against team.

Run: ``.venv/bin/python -m tools.arena_table "classic:strong:normal:out/arena/classic-*.jsonl"``
"""

from __future__ import annotations

import glob
import json
import math
import sys
from typing import Any

Z = 1.96


def wilson(won: float, n: int) -> tuple[float, float]:
    """The Wilson score interval of a share ``won / n`` (95%)."""
    p = won / n
    d = 1 + Z * Z / n
    centre = (p + Z * Z / (2 * n)) / d
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / d
    return centre - half, centre + half


def games(pattern: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for path in sorted(glob.glob(pattern)):
        with open(path, encoding="utf-8") as f:
            out.extend(g for g in map(json.loads, f) if "game" in g)
    return out


def solo_row(edition: str, a: str, b: str, played: list[dict[str, Any]]) -> str:
    by_deal: dict[int, dict[str, int]] = {}
    for g in played:
        by_deal.setdefault(g["seed"], {})[g["levels"][0]] = g["scores"][0]
    pairs = [(v[a], v[b]) for v in by_deal.values() if a in v and b in v]
    n = len(pairs)
    diffs = [x - y for x, y in pairs]
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
    half = Z * sd / math.sqrt(n)
    mean_a = sum(x for x, _ in pairs) / n
    mean_b = sum(y for _, y in pairs) / n
    won = sum(1.0 if x > y else 0.5 if x == y else 0.0 for x, y in pairs)
    return (
        f"| {edition} | {a} vs {b} | {n} deals each | higher on {100 * won / n:.0f}% of deals"
        f" | mean difference {mean:+.1f} ({mean - half:+.1f} to {mean + half:+.1f})"
        f" | {mean_a:.1f} vs {mean_b:.1f} (mean result) |"
    )


def multi_row(edition: str, a: str, b: str, played: list[dict[str, Any]]) -> str:
    """3-4 players, one seat of ``a`` against ``b`` in the others: how often ``a`` came first
    (a shared first place counts as a share) against its fair share, with the Wilson
    interval, and how often it placed ahead of each ``b`` (ties half)."""
    firsts = ahead = met = 0.0
    places = 0
    seats = len(played[0]["levels"])
    for g in played:
        ia = g["levels"].index(a)
        pa = g["places"][ia]
        places += pa
        if pa == 1:
            firsts += 1 / sum(1 for p in g["places"] if p == 1)
        for lv, pb in zip(g["levels"], g["places"], strict=True):
            if lv == b:
                met += 1
                ahead += 1.0 if pa < pb else 0.5 if pa == pb else 0.0
    n = len(played)
    lo, hi = wilson(firsts, n)
    return (
        f"| {edition} | {a} vs {seats - 1} {b} | {n} | first in {100 * firsts / n:.0f}% "
        f"(fair share {100 / seats:.0f}%) | {100 * lo:.0f}-{100 * hi:.0f}% | mean place "
        f"{places / n:.2f}, ahead of each {b} in {100 * ahead / met:.0f}% |"
    )


def in_teams(levels: list[str]) -> bool:
    """Partners opposite at one level, the other team at another (``arena --teams`` with two
    levels): the game is one team against the other, as a game for two."""
    return len(levels) == 4 and levels[0] == levels[2] != levels[1] == levels[3]


def row(edition: str, a: str, b: str, played: list[dict[str, Any]]) -> str:
    if not played:
        return f"| {edition} | {a} vs {b} | 0 | | | |"
    if len(played[0]["levels"]) == 1:
        return solo_row(edition, a, b, played)
    team_game = all(in_teams(g["levels"]) for g in played)
    if len(played[0]["levels"]) > 2 and not team_game:
        return multi_row(edition, a, b, played)
    won, score_a, score_b = 0.0, 0, 0
    for g in played:
        ia, ib = g["levels"].index(a), g["levels"].index(b)
        pa, pb = g["places"][ia], g["places"][ib]
        won += 1.0 if pa < pb else 0.5 if pa == pb else 0.0
        score_a += g["scores"][ia]
        score_b += g["scores"][ib]
    n = len(played)
    lo, hi = wilson(won, n)
    pairing = f"{a} team vs {b} team" if team_game else f"{a} vs {b}"
    return (
        f"| {edition} | {pairing} | {n} | {100 * won / n:.0f}% | {100 * lo:.0f}-{100 * hi:.0f}%"
        f" | {score_a / n:.1f} vs {score_b / n:.1f} |"
    )


def main(specs: list[str]) -> int:
    print("| edition | pairing | games | A ahead of B | 95% interval | mean lowest score A vs B |")
    print("|---|---|---|---|---|---|")
    for spec in specs:
        edition, a, b, pattern = spec.split(":", 3)
        print(row(edition, a, b, games(pattern)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
