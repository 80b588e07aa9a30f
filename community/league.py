"""League points per place, tie-breaks and standings.

A league game ends with a place for each player (1 = first, ties share a
number, as the engines rank: D-ALL-4). Each place is worth league points from
the league's points table (defaults: 2 players 1/0, 3 players 3/1/0, 4 players
4/2/1/0); players tied for places share the points of those places equally
(two tied first at a 3-player table get (3 + 1) / 2 = 2 each). A player who
left the league or was dropped from a game is ranked last there (several such
players share the last places). A bye is worth the winner's points of a
2-player table. A voided game counts for nothing.

Standings order: league points, then the tie-breaks in this order:

1. opponents' league points (Buchholz): the sum, over every game played, of
   the league points of each opponent at that table;
2. head to head: among the players still tied, how many of the tied players
   you finished ahead of minus behind, over the games they shared;
3. the sum of your weakest-colour scores over your games (higher is better).

Players still tied after all three share the place.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

#: Points per place for each table size (index 0 = first place).
DEFAULT_POINTS: Mapping[int, tuple[int, ...]] = {2: (1, 0), 3: (3, 1, 0), 4: (4, 2, 1, 0)}


class LeagueRuleError(ValueError):
    """Settings that cannot make a points table (wrong length, rising points)."""


#: The most points one place may be worth: tables are small numbers (3/1/0); a bound
#: keeps typing slips (``999999999999999999999/0``) out of standings and images.
MAX_POINTS = 100


def check_points(table: Mapping[int, Sequence[int]]) -> dict[int, tuple[int, ...]]:
    """A points table the organiser typed, checked: one value per place, never rising,
    none above :data:`MAX_POINTS`. Raises LeagueRuleError."""
    out: dict[int, tuple[int, ...]] = {}
    for size in (2, 3, 4):
        values = tuple(table.get(size, DEFAULT_POINTS[size]))
        if len(values) != size:
            raise LeagueRuleError(f"a table of {size} needs {size} values")
        if any(v < 0 for v in values) or list(values) != sorted(values, reverse=True):
            raise LeagueRuleError("points must not rise from one place to the next")
        if any(v > MAX_POINTS for v in values):
            raise LeagueRuleError(f"no place is worth more than {MAX_POINTS} points")
        out[size] = values
    return out


def parse_points(text: str) -> tuple[int, ...]:
    """``"3/1/0"`` -> ``(3, 1, 0)``; raises LeagueRuleError on anything else."""
    try:
        values = tuple(int(v) for v in text.replace(",", "/").replace(" ", "").split("/"))
    except ValueError:
        raise LeagueRuleError("points are whole numbers separated by /") from None
    return values


@dataclass(frozen=True)
class Result:
    """One finished league game: the players, their places and weakest-colour scores."""

    players: tuple[int, ...]
    places: tuple[int, ...]
    weakest: tuple[int, ...] = ()
    forfeited: frozenset[int] = field(default_factory=frozenset)

    def final_places(self) -> tuple[int, ...]:
        """Places with forfeiting players moved to the last places (sharing them)."""
        if not self.forfeited:
            return self.places
        stay = [(pl, p) for p, pl in zip(self.players, self.places, strict=True)]
        stay = [(pl, p) for pl, p in stay if p not in self.forfeited]
        keys = sorted({pl for pl, _ in stay})
        remap: dict[int, int] = {}
        place = 1
        for key in keys:
            remap[key] = place
            place += sum(1 for pl, _ in stay if pl == key)
        last = place
        return tuple(
            last if p in self.forfeited else remap[pl]
            for p, pl in zip(self.players, self.places, strict=True)
        )


def place_points(
    places: Sequence[int], table: Mapping[int, Sequence[int]] = DEFAULT_POINTS
) -> list[Fraction]:
    """League points of each seat: players tied for places share those places' points."""
    values = table[len(places)]
    out = []
    for place in places:
        tied = sum(1 for p in places if p == place)
        share = values[place - 1 : place - 1 + tied]
        out.append(Fraction(sum(share), tied))
    return out


@dataclass(frozen=True)
class Row:
    """One line of the standings."""

    place: int
    player: int
    points: Fraction
    opponents: Fraction
    head_to_head: int
    weakest: int
    played: int
    left: int


def standings(
    players: Sequence[int],
    results: Sequence[Result],
    byes: Sequence[int] = (),
    table: Mapping[int, Sequence[int]] = DEFAULT_POINTS,
    left: Mapping[int, int] | None = None,
) -> list[Row]:
    """The standings of ``players`` after ``results`` (and ``byes``, one per bye)."""
    points: dict[int, Fraction] = {p: Fraction(0) for p in players}
    played: dict[int, int] = defaultdict(int)
    weakest: dict[int, int] = defaultdict(int)
    opponents_of: dict[int, list[int]] = defaultdict(list)
    for res in results:
        for p, got in zip(res.players, place_points(res.final_places(), table), strict=True):
            points[p] = points.get(p, Fraction(0)) + got
            played[p] += 1
            opponents_of[p].extend(o for o in res.players if o != p)
        for p, w in zip(res.players, res.weakest, strict=False):
            weakest[p] += w
    for p in byes:
        points[p] = points.get(p, Fraction(0)) + table[2][0]
    buchholz = {
        p: sum((points.get(o, Fraction(0)) for o in opponents_of[p]), Fraction(0)) for p in points
    }
    groups: dict[tuple[Fraction, Fraction], list[int]] = defaultdict(list)
    for p in points:
        groups[(points[p], buchholz[p])].append(p)
    h2h: dict[int, int] = {}
    for group in groups.values():
        h2h.update(head_to_head(group, results))
    order = sorted(points, key=lambda p: (-points[p], -buchholz[p], -h2h[p], -weakest[p], p))
    rows: list[Row] = []
    for i, p in enumerate(order):
        key = (points[p], buchholz[p], h2h[p], weakest[p])
        prev = rows[-1] if rows else None
        same = prev is not None and key == (
            prev.points,
            prev.opponents,
            prev.head_to_head,
            prev.weakest,
        )
        place = prev.place if same and prev is not None else i + 1
        rows.append(
            Row(
                place,
                p,
                points[p],
                buchholz[p],
                h2h[p],
                weakest[p],
                played[p],
                (left or {}).get(p, 0),
            )
        )
    return rows


def head_to_head(group: Sequence[int], results: Sequence[Result]) -> dict[int, int]:
    """Within ``group``: tied players finished behind minus ahead, over shared games."""
    members = set(group)
    score = {p: 0 for p in group}
    if len(members) < 2:
        return score
    for res in results:
        places = dict(zip(res.players, res.final_places(), strict=True))
        here = [p for p in res.players if p in members]
        for a in here:
            for b in here:
                if places[a] < places[b]:
                    score[a] += 1
                    score[b] -= 1
    return score


def promotion(divisions: Sequence[Sequence[int]], move: int) -> list[list[int]]:
    """Next season's divisions: the bottom ``move`` of each go down, the top ``move`` up.

    ``divisions`` lists each division's final order, best first, top division
    first. Players keep their division otherwise.
    """
    nxt = [list(d) for d in divisions]
    for i in range(len(divisions) - 1):
        upper, lower = divisions[i], divisions[i + 1]
        n = min(move, len(upper) // 2, len(lower) // 2)
        if n <= 0:
            continue
        down, up = list(upper[len(upper) - n :]), list(lower[:n])
        nxt[i] = [p for p in nxt[i] if p not in down] + up
        nxt[i + 1] = down + [p for p in nxt[i + 1] if p not in up]
    return nxt


def show(value: Fraction) -> str:
    """League points for people: ``2``, ``2.5``, ``1.33``."""
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.2f}".rstrip("0").rstrip(".")


def replaced_last(places: Mapping[int, int], replaced: Collection[int]) -> dict[int, int]:
    """League places of a table at which a computer played some seats at the end.

    A league player whose seat the computer took over (an organiser's ``/league replace
    ... computer:``, or a time-out) keeps the result of an absent player, as on Board Game
    Arena: last place at the table (shared when several were replaced), whatever the
    computer scored. The others keep their order among themselves, ties kept
    (``places``: user -> the game's place, 1 best).
    """
    kept = {u: p for u, p in places.items() if u not in replaced}
    out = {u: 1 + sum(1 for q in kept.values() if q < p) for u, p in kept.items()}
    out.update({u: len(kept) + 1 for u in places if u in replaced})
    return out
