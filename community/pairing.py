"""Who sits with whom: table sizes, round robin and Swiss rounds of a league.

Pure and deterministic: the same players, history and seed give the same round.
Players are Discord user ids (``int``). A round is a tuple of tables, each a
tuple of players in seat order (drawn), plus the players who sit out (byes).

Table sizes (:func:`table_sizes`): the fewest tables of at most ``per_table``
players, as even as possible (sizes differ by at most one). When the count
does not divide, some tables are one smaller, as on Board Game Arena; with 3 or
4 per table no table is ever smaller than 2 (5 players at tables of 4 play 3 +
2). A bye (a "table" of one) happens only with 2 per table and an odd count,
where nothing else works.

Round robin (:func:`round_robin`): 2 per table uses the circle method (everyone
meets everyone once in n-1 rounds, n if odd). 3 or 4 per table builds the whole
schedule up front, maximising the number of different pairs who meet (which is
the same as minimising repeat meetings): exactly by search when the schedule
space is small, else round by round with a seeded local search.

Swiss (:func:`swiss_round`): players sorted by league points (ties drawn) sit
with the players nearest to them in the order such that no two players at a
table have met before; a depth-first search in that order finds such a
pairing whenever one exists (within a node budget, always on small fields);
else a greedy fill by fewest meetings improved by swaps (or a search allowing
one or two repeats, whichever repeats less). A bye goes
to the lowest-placed player who has not had one, when that still allows a
pairing without repeats.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

Pair = frozenset[int]
Table = tuple[int, ...]

#: Node budget of one search (keeps a round well under a second for 40 players).
BUDGET = 20_000


class PairingError(ValueError):
    """The players or settings cannot make a round (too few players, bad table size)."""


@dataclass(frozen=True)
class Round:
    """One round: the tables in seat order, and who sits out."""

    tables: tuple[Table, ...]
    byes: tuple[int, ...] = ()

    def players(self) -> list[int]:
        return [p for t in self.tables for p in t] + list(self.byes)


def table_sizes(players: int, per_table: int) -> tuple[int, ...]:
    """Sizes of the tables of one round, largest first; a 1 is a bye."""
    if per_table not in (2, 3, 4):
        raise PairingError("players per table must be 2, 3 or 4")
    if players < 2:
        raise PairingError("a round needs at least 2 players")
    tables = math.ceil(players / per_table)
    base, extra = divmod(players, tables)
    return tuple([base + 1] * extra + [base] * (tables - extra))


def pairs_of(table: Sequence[int]) -> Iterator[Pair]:
    for a, b in combinations(table, 2):
        yield frozenset((a, b))


def meetings(rounds: Sequence[Round]) -> Counter[Pair]:
    """How often each pair of players has sat at the same table."""
    met: Counter[Pair] = Counter()
    for r in rounds:
        for t in r.tables:
            met.update(pairs_of(t))
    return met


def repeats(rounds: Sequence[Round]) -> int:
    """Repeat meetings of a schedule: for each pair, meetings beyond the first."""
    return sum(c - 1 for c in meetings(rounds).values() if c > 1)


def partitions(players: Sequence[int], sizes: Sequence[int]) -> Iterator[tuple[Table, ...]]:
    """Every way to seat ``players`` at tables of ``sizes`` (each partition once)."""

    def rec(rest: tuple[int, ...], left: Counter[int]) -> Iterator[tuple[Table, ...]]:
        if not rest:
            yield ()
            return
        first, others = rest[0], rest[1:]
        for size in sorted(left, reverse=True):
            if left[size] == 0:
                continue
            left[size] -= 1
            for combo in combinations(others, size - 1):
                chosen = set(combo)
                remaining = tuple(p for p in others if p not in chosen)
                for tail in rec(remaining, left):
                    yield ((first, *combo), *tail)
            left[size] += 1

    yield from rec(tuple(players), Counter(sizes))


def partition_count(players: int, sizes: Sequence[int]) -> int:
    count = math.factorial(players)
    for size, times in Counter(sizes).items():
        count //= math.factorial(size) ** times * math.factorial(times)
    return count


def default_rounds(players: int, per_table: int) -> int:
    """Rounds of a round robin in which everyone can meet everyone."""
    if per_table == 2:
        return players - 1 if players % 2 == 0 else players
    return max(1, math.ceil((players - 1) / (per_table - 1)))


def _rng(seed: str | int, *salt: object) -> random.Random:
    return random.Random(f"{seed}|" + "|".join(map(str, salt)))


def _seat(tables: Sequence[Sequence[int]], rng: random.Random) -> tuple[Table, ...]:
    out = []
    for t in tables:
        seats = list(t)
        rng.shuffle(seats)
        out.append(tuple(seats))
    return tuple(out)


def _split(tables: Sequence[Sequence[int]]) -> tuple[list[Table], tuple[int, ...]]:
    real = [tuple(t) for t in tables if len(t) > 1]
    byes = tuple(t[0] for t in tables if len(t) == 1)
    return real, byes


def round_robin(
    players: Sequence[int], per_table: int, rounds: int | None = None, seed: str | int = 0
) -> tuple[Round, ...]:
    """The whole schedule of a round robin league."""
    ids = list(dict.fromkeys(players))
    sizes = table_sizes(len(ids), per_table)
    count = default_rounds(len(ids), per_table) if rounds is None else rounds
    if count < 1:
        raise PairingError("a league needs at least one round")
    rng = _rng(seed, "rr")
    rng.shuffle(ids)
    plans = _circle(ids, count) if per_table == 2 else _schedule(ids, sizes, count, rng)
    out = []
    for n, tables in enumerate(plans):
        real, byes = _split(tables)
        out.append(Round(_seat(real, _rng(seed, "seat", n)), byes))
    return tuple(out)


def _circle(ids: list[int], count: int) -> list[list[list[int]]]:
    """The circle method: one player fixed, the others turn one place each round."""
    ring: list[int | None] = [*ids, None] if len(ids) % 2 else list(ids)
    n = len(ring)
    plans = []
    for r in range(count):
        k = r % (n - 1)
        turned = [ring[0], *(ring[1:][-k:] + ring[1:][:-k] if k else ring[1:])]
        tables: list[list[int]] = []
        for i in range(n // 2):
            a, b = turned[i], turned[n - 1 - i]
            tables.append([p for p in (a, b) if p is not None])
        plans.append(tables)
    return plans


def _schedule(
    ids: list[int], sizes: Sequence[int], count: int, rng: random.Random
) -> list[list[list[int]]]:
    space = partition_count(len(ids), sizes)
    if space <= BUDGET and space ** (count - 1) <= BUDGET:
        return _exact_schedule(ids, sizes, count)
    plans: list[list[list[int]]] = []
    met: Counter[Pair] = Counter()
    small: Counter[int] = Counter()
    for _ in range(count):
        tables = _best_round(ids, sizes, met, small, rng)
        plans.append(tables)
        for t in tables:
            met.update(pairs_of(t))
            if len(t) < sizes[0]:
                small.update(t)
    return plans


def _exact_schedule(ids: list[int], sizes: Sequence[int], count: int) -> list[list[list[int]]]:
    """The schedule meeting the most different pairs, by branch and bound."""
    options = [[list(t) for t in p] for p in partitions(ids, sizes)]
    per_round = sum(s * (s - 1) // 2 for s in sizes)
    total_pairs = len(ids) * (len(ids) - 1) // 2
    best: list[list[list[int]]] = []
    best_value = -1

    def rec(chosen: list[list[list[int]]], seen: frozenset[Pair]) -> None:
        nonlocal best, best_value
        if len(chosen) == count:
            if len(seen) > best_value:
                best, best_value = list(chosen), len(seen)
            return
        bound = min(total_pairs, len(seen) + per_round * (count - len(chosen)))
        if bound <= best_value:
            return
        for option in options:
            new = seen.union(*(set(pairs_of(t)) for t in option))
            rec([*chosen, option], frozenset(new))
            if best_value >= bound:
                return

    first = options[0]
    rec([first], frozenset(p for t in first for p in pairs_of(t)))
    return best


def _table_cost(t: list[int], met: Counter[Pair], small: Counter[int], big: int) -> int:
    cost = 1000 * sum(met[p] for p in pairs_of(t))
    if len(t) < big:
        cost += sum(small[p] for p in t)
    return cost


def _best_round(
    ids: list[int],
    sizes: Sequence[int],
    met: Counter[Pair],
    small: Counter[int],
    rng: random.Random,
) -> list[list[int]]:
    """A round with few repeat meetings: seeded restarts of a swap local search."""
    big = sizes[0]
    best: list[list[int]] = []
    best_cost = -1
    for _ in range(3):
        order = list(ids)
        rng.shuffle(order)
        tables, at = [], 0
        for s in sizes:
            tables.append(order[at : at + s])
            at += s
        costs: list[int] = [_table_cost(t, met, small, big) for t in tables]
        improved = True
        while improved and any(costs):
            improved = False
            for i, j in combinations(range(len(tables)), 2):
                ti, tj = tables[i], tables[j]
                for a in range(len(ti)):
                    for b in range(len(tj)):
                        ti[a], tj[b] = tj[b], ti[a]
                        ci, cj = _table_cost(ti, met, small, big), _table_cost(tj, met, small, big)
                        if ci + cj < costs[i] + costs[j]:
                            costs[i], costs[j], improved = ci, cj, True
                        else:
                            ti[a], tj[b] = tj[b], ti[a]
        if best_cost < 0 or sum(costs) < best_cost:
            best, best_cost = [list(t) for t in tables], sum(costs)
    return best


def swiss_round(
    points: Mapping[int, float],
    per_table: int,
    history: Sequence[Round] = (),
    seed: str | int = 0,
    number: int = 0,
) -> Round:
    """The next Swiss round for the players in ``points`` (their league points)."""
    rng = _rng(seed, "swiss", number)
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
                return Round(_seat(found[0], rng), (bye,))
            if fallback is None or found[1] < fallback[1]:
                fallback = (found[0], found[1])
                fallback_bye = bye
        assert fallback is not None
        return Round(_seat(fallback[0], rng), (fallback_bye,))
    tables, _ = _swiss_tables(ranked, sizes, met)
    return Round(_seat(tables, rng))


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
