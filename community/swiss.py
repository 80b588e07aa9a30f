"""Swiss rounds of a league (:func:`swiss_round`).

Players sorted by league points (ties drawn) sit with the players nearest to them
in the order such that no two players at a table have met before; a depth-first
search in that order finds such a pairing whenever one exists (within a node
budget, always on small fields); else a greedy fill by fewest meetings improved by
swaps (or a search allowing one or two repeats, whichever repeats less). A bye goes
to the lowest-placed player who has not had one, when that still allows a pairing
without repeats. Pure and deterministic, like ``community.pairing`` (table sizes,
meetings and seating come from there).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from itertools import combinations

from .pairing import (
    BUDGET,
    Pair,
    Round,
    Table,
    meetings,
    pairs_of,
    seat_tables,
    seeded_rng,
    table_sizes,
)


def swiss_round(
    points: Mapping[int, float],
    per_table: int,
    history: Sequence[Round] = (),
    seed: str | int = 0,
    number: int = 0,
) -> Round:
    """The next Swiss round for the players in ``points`` (their league points)."""
    rng = seeded_rng(seed, "swiss", number)
    ids = list(points)
    rng.shuffle(ids)
    ranked = sorted(ids, key=lambda p: -points[p])
    sizes = table_sizes(len(ranked), per_table)
    met = meetings(history)
    had_bye = {p for r in history for p in r.byes}
    if sizes[-1] == 1:
        candidates = [p for p in reversed(ranked) if p not in had_bye]
        candidates += [p for p in reversed(ranked) if p in had_bye]
        fallback: tuple[list[Table], int] | None = None
        for bye in candidates:
            rest = [p for p in ranked if p != bye]
            found = _swiss_tables(rest, sizes[:-1], met)
            if found[1] == 0:
                return Round(seat_tables(found[0], rng), (bye,))
            if fallback is None or found[1] < fallback[1]:
                fallback = (found[0], found[1])
                fallback_bye = bye
        assert fallback is not None
        return Round(seat_tables(fallback[0], rng), (fallback_bye,))
    tables, _ = _swiss_tables(ranked, sizes, met)
    return Round(seat_tables(tables, rng))


def _swiss_tables(
    ranked: list[int], sizes: Sequence[int], met: Counter[Pair]
) -> tuple[list[Table], int]:
    """Tables in ranking order without repeats if the search finds them, else the fewest."""
    found = _swiss_search(ranked, sizes, met, 0)
    if found is not None:
        return found, 0
    greedy = _greedy_swaps(ranked, sizes, met)
    best = (greedy, _repeat_pairs(greedy, met))
    for limit in (1, 2):
        if best[1] <= limit - 1:
            break
        found = _swiss_search(ranked, sizes, met, limit)
        if found is not None and _repeat_pairs(found, met) < best[1]:
            best = (found, _repeat_pairs(found, met))
    return best


def _repeat_pairs(tables: Sequence[Table], met: Counter[Pair]) -> int:
    return sum(1 for t in tables for p in pairs_of(t) if met[p])


def _greedy_swaps(ranked: list[int], sizes: Sequence[int], met: Counter[Pair]) -> list[Table]:
    """Fill tables in rank order with the least-met candidates, then swap away repeats."""
    rest = list(ranked)
    tables: list[list[int]] = []
    for size in sizes:
        table = [rest.pop(0)]
        while len(table) < size:
            pick = min(
                range(len(rest)),
                key=lambda i: (sum(met[frozenset((rest[i], p))] for p in table), i),
            )
            table.append(rest.pop(pick))
        tables.append(table)

    def cost(t: list[int]) -> int:
        return sum(1 for p in pairs_of(t) if met[p])

    improved = True
    while improved:
        improved = False
        for i, j in combinations(range(len(tables)), 2):
            ti, tj = tables[i], tables[j]
            for a in range(len(ti)):
                for b in range(len(tj)):
                    before = cost(ti) + cost(tj)
                    if not before:
                        continue
                    ti[a], tj[b] = tj[b], ti[a]
                    if cost(ti) + cost(tj) < before:
                        improved = True
                    else:
                        ti[a], tj[b] = tj[b], ti[a]
    _shake(tables, cost)
    return [tuple(t) for t in tables]


def _shake(tables: list[list[int]], cost: Callable[[list[int]], int], steps: int = 4000) -> None:
    """Random swaps that never add repeats (sideways moves allowed): they get out of the
    spots where swapping pairs alone is stuck (a big field late in a season). Seeded by
    the field, so the same round comes out every time."""
    rng = random.Random(sum(len(t) for t in tables))
    for _ in range(steps):
        bad = [i for i, t in enumerate(tables) if cost(t)]
        if not bad:
            return
        i, j = rng.choice(bad), rng.randrange(len(tables))
        if i == j:
            continue
        ti, tj = tables[i], tables[j]
        a, b = rng.randrange(len(ti)), rng.randrange(len(tj))
        before = cost(ti) + cost(tj)
        ti[a], tj[b] = tj[b], ti[a]
        if cost(ti) + cost(tj) > before:
            ti[a], tj[b] = tj[b], ti[a]


def _swiss_search(
    ranked: list[int], sizes: Sequence[int], met: Counter[Pair], limit: int
) -> list[Table] | None:
    """Depth first: the highest unseated player opens a table, filled in rank order."""
    nodes = 0

    def rec(rest: list[int], left: Counter[int], used: int) -> list[Table] | None:
        nonlocal nodes
        if not rest:
            return []
        first = rest[0]
        for size in sorted((s for s in left if left[s]), reverse=True):
            left[size] -= 1
            for combo in combinations(rest[1:], size - 1):
                nodes += 1
                if nodes > BUDGET:
                    left[size] += 1
                    return None
                table = (first, *combo)
                cost = used + sum(1 for p in pairs_of(table) if met[p])
                if cost > limit:
                    continue
                chosen = set(table)
                tail = rec([p for p in rest if p not in chosen], left, cost)
                if tail is not None:
                    left[size] += 1
                    return [table, *tail]
            left[size] += 1
        return None

    return rec(list(ranked), Counter(sizes), 0)
