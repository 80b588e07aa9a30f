"""Who sits with whom: table sizes, meetings, seating and the round robin of a league.

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

Swiss rounds (``community.swiss``) build on the same tables, meetings and seating.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterator, Sequence
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


def seeded_rng(seed: str | int, *salt: object) -> random.Random:
    """The random source of one step of a schedule: the league's seed and what the step is."""
    return random.Random(f"{seed}|" + "|".join(map(str, salt)))


def seat_tables(tables: Sequence[Sequence[int]], rng: random.Random) -> tuple[Table, ...]:
    """Each table's players in a drawn seat order."""
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
    rng = seeded_rng(seed, "rr")
    rng.shuffle(ids)
    plans = _circle(ids, count) if per_table == 2 else _schedule(ids, sizes, count, rng)
    out = []
    for n, tables in enumerate(plans):
        real, byes = _split(tables)
        out.append(Round(seat_tables(real, seeded_rng(seed, "seat", n)), byes))
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
