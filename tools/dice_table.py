"""Expected turns to fill a dice-game sheet, for every sheet and number of players: writes
``genial/computer/dice_turns.json``, the tables behind strong's sheet value.

A sheet is six rows of 0-7 crosses (``SheetLayout((3, 3, 1))``); since the six symbols are
alike, a sheet is its sorted rows: 574 of them can occur. ``T(sheet)`` is the mean number of turns
one player needs from there to a full sheet when every turn is played to fill it soonest:
the template (the other players' dice, DCE-7: four with two players, six with three or four)
is a fresh random roll, the player rolls its dice (DCE-2: four, three or two), may roll
again twice (DCE-5), then scores the best choice of jokers
(DCE-10..12) and crosses as far as the locks allow (DCE-14..16). So

    T(s) = 1 + mean over templates of E2, with
    E0 = mean over rolls of best(roll),  Ek = mean over rolls of min(best(roll), E(k-1)),

``best(roll)`` the least ``T`` any scoring of the roll reaches. A roll that crosses nothing
leaves ``s``, so ``T(s)`` appears on both sides: it is solved as a fixed point, sheets taken
from the fullest down (crosses are never undone, so every other successor is known).

Approximations, stated: the template is a uniformly random roll (the opponent's kept roll
is not), and the opponent's race is not modelled (``dice_turn`` adds what the roll left
lying gives the next player). Run once, ``make dice-table`` (about 20 minutes of CPU; ``--players
N`` recomputes one table); the result is checked in and a test compares a few entries of each
table with a fresh computation.
"""

from __future__ import annotations

import argparse
import json
import time
from itertools import combinations_with_replacement
from pathlib import Path

from genial.computer.dice_turn import rolls, score_choices
from genial.dice.sheet import SheetLayout

LAYOUT = SheetLayout((3, 3, 1))
#: Dice per player and the others' dice (the template) by number of players (DCE-2).
DICE = {2: (4, 4), 3: (3, 6), 4: (2, 6)}
REROLLS = 2  # three rolls in all (DCE-5)
OUT = Path(__file__).resolve().parent.parent / "genial" / "computer" / "dice_turns.json"


def sheets() -> list[tuple[int, ...]]:
    """Every sorted sheet play can reach (no row beyond what the locks allow: 574 of the
    1,716 sorted ones), fullest first."""
    every = combinations_with_replacement(range(LAYOUT.length + 1), LAYOUT.rows)
    return sorted((s for s in every if max(s) <= LAYOUT.reach(s)), key=lambda s: -sum(s))


def choices_of(roll: tuple[int, ...]) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """A roll's scorings as (faces whose matches count, joker crosses per face)."""
    out = []
    for jokers in score_choices(roll):
        counted = [1] * len(roll)
        extra = [0] * len(roll)
        for f, k, target in jokers:
            counted[f] = 0
            extra[target] += k - 1
        out.append((tuple(counted), tuple(extra)))
    return out


def mean_min(values: list[tuple[float, float]], cap: float) -> float:
    """Mean of ``min(v, cap)`` over (v, probability) pairs."""
    return sum(p * (v if v < cap else cap) for v, p in values)


def solve(
    s: tuple[int, ...],
    table: dict[tuple[int, ...], float],
    templates: list[tuple[tuple[int, ...], float]],
    scorings: list[tuple[tuple[int, ...], float, list[tuple[tuple[int, ...], tuple[int, ...]]]]],
) -> float:
    """``T(s)`` from the values of every fuller sheet in ``table``."""
    room = [LAYOUT.length - r for r in s]
    reached: dict[tuple[int, ...], float] = {}
    per_template: list[tuple[list[tuple[float, float]], float, float]] = []
    for t, pt in templates:
        progress: list[tuple[float, float]] = []
        stuck = 0.0
        for roll, pr, choices in scorings:
            best = float("inf")
            for counted, extra in choices:
                want = tuple(min(roll[i] * t[i] * counted[i] + extra[i], room[i]) for i in range(6))
                got = reached.get(want)
                if got is None:
                    after = tuple(sorted(LAYOUT.place(s, want)))
                    got = reached[want] = float("inf") if after == s else table[after]
                if got < best:
                    best = got
            if best == float("inf"):
                stuck += pr
            else:
                progress.append((best, pr))
        per_template.append((progress, stuck, pt))

    def f(x: float) -> float:
        total = 0.0
        for progress, stuck, pt in per_template:
            e = mean_min(progress, float("inf")) + stuck * x
            for _ in range(REROLLS):
                e = mean_min(progress, e) + stuck * min(x, e)
            total += pt * e
        return 1.0 + total

    # g(x) = f(x) - x falls (f rises with slope below 1: some roll always makes progress);
    # its root is T(s). Bracket it, then regula falsi (Illinois).
    lo, glo = 1.0, f(1.0) - 1.0
    hi = lo + 1.0
    ghi = f(hi) - hi
    while ghi > 0:
        lo, glo = hi, ghi
        hi *= 2
        ghi = f(hi) - hi
    side = 0
    for _ in range(100):
        x = hi - ghi * (hi - lo) / (ghi - glo)
        gx = f(x) - x
        if abs(gx) < 1e-10 or hi - lo < 1e-10:
            return x
        if gx > 0:
            lo, glo = x, gx
            if side == 1:
                ghi /= 2
            side = 1
        else:
            hi, ghi = x, gx
            if side == -1:
                glo /= 2
            side = -1
    return x


def compute(players: int = 2, limit: int | None = None) -> dict[tuple[int, ...], float]:
    """The table for ``players`` (``limit``: only the fullest so many sheets, for tests)."""
    dice, others = DICE[players]
    templates = list(rolls(others))
    scorings = [(roll, p, choices_of(roll)) for roll, p in rolls(dice)]
    table: dict[tuple[int, ...], float] = {}
    for s in sheets()[:limit]:
        table[s] = 0.0 if LAYOUT.full(s) else solve(s, table, templates, scorings)
    return table


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, choices=sorted(DICE), action="append")
    wanted = parser.parse_args().players or sorted(DICE)
    tables = {}
    for players in wanted:
        start = time.perf_counter()
        table = compute(players)
        dice, others = DICE[players]
        tables[str(dice)] = {
            "players": players,
            "template": others,
            "turns": {"".join(map(str, s)): round(v, 6) for s, v in sorted(table.items())},
        }
        empty = table[(0,) * LAYOUT.rows]
        seconds = time.perf_counter() - start
        print(
            f"{players} players: {len(table)} sheets, empty sheet {empty:.3f} turns, {seconds:.0f} s"
        )
    kept = json.loads(OUT.read_text()).get("tables", {}) if OUT.exists() else {}
    tables = {**kept, **tables}
    doc = {
        "about": "expected turns to fill a dice-game sheet (sorted rows), by dice per player; "
        "tools/dice_table.py",
        "layout": list(LAYOUT.sections),
        "tables": dict(sorted(tables.items())),
    }
    OUT.write_text(json.dumps(doc, indent=0, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
