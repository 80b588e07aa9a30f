"""Divisions of a league: who plays in which, their rounds, and who moves between seasons.

A league may split each season's field into ``count`` divisions (1 = none),
division 1 the strongest. The entrants are put in order (first season: by
rating when the league is rated and the players have ratings, else in sign-up
order; later seasons: last season's divisions after promotion and relegation,
then newcomers in sign-up order) and cut into consecutive divisions of sizes as
equal as possible (upper divisions take the extra players). There are never
more divisions than pairs of players, so every division can play.

Each division pairs and plays its own rounds (tables only within a division)
and has its own standings. At the season's end the top ``move`` of each
division go up and the bottom ``move`` go down (:func:`community.league.promotion`),
which keeps every division's size.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .league import DEFAULT_POINTS, Result
from .pairing import Round
from .season import next_round


def split(players: Sequence[int], count: int) -> list[list[int]]:
    """``players`` (best first) cut into ``count`` divisions of near-equal size (each >= 2)."""
    ids = list(dict.fromkeys(players))
    count = max(1, min(count, len(ids) // 2))
    size, extra = divmod(len(ids), count)
    out, start = [], 0
    for k in range(count):
        end = start + size + (1 if k < extra else 0)
        out.append(ids[start:end])
        start = end
    return out


def season_order(
    entrants: Sequence[int],
    previous: Sequence[Sequence[int]] = (),
    ratings: Mapping[int, float] | None = None,
) -> list[int]:
    """The new season's entrants best first.

    ``previous`` is last season's divisions after promotion (top division first, each
    best first); returning players keep that order, newcomers follow. Without a previous
    season, players with a rating come first by rating (higher first), then the rest in
    sign-up order (the order of ``entrants``).
    """
    here = list(dict.fromkeys(entrants))
    joined = set(here)
    order = [p for division in previous for p in division if p in joined]
    if not order and ratings:
        rated = sorted((p for p in here if p in ratings), key=lambda p: -ratings[p])
        order = rated
    seen = set(order)
    return order + [p for p in here if p not in seen]


def division_of(divisions: Sequence[Sequence[int]]) -> dict[int, int]:
    """Player -> division number (1 = top)."""
    return {p: k for k, members in enumerate(divisions, start=1) for p in members}


def _within(history: Sequence[Round], members: set[int]) -> list[Round]:
    return [
        Round(
            tuple(t for t in r.tables if set(t) <= members),
            tuple(p for p in r.byes if p in members),
        )
        for r in history
    ]


def next_round_divided(
    *,
    format: str,
    per_table: int,
    rounds: int,
    divisions: Sequence[Sequence[int]],
    active: Sequence[int],
    history: Sequence[Round],
    results: Sequence[Result],
    byes: Sequence[int],
    seed: str,
    points: Mapping[int, Sequence[int]] = DEFAULT_POINTS,
) -> Round | None:
    """The next round of every division together (division 1's tables first), or None
    when the season has played all its rounds. One division is exactly :func:`next_round`."""
    if len(history) >= rounds:
        return None
    tables: list[tuple[int, ...]] = []
    sitting: list[int] = []
    any_round = False
    for k, members in enumerate(divisions, start=1):
        inside = set(members)
        mine = next_round(
            format=format, per_table=per_table, rounds=rounds, starters=list(members),
            active=[p for p in active if p in inside], history=_within(history, inside),
            results=[r for r in results if set(r.players) <= inside],
            byes=[p for p in byes if p in inside], seed=seed if k == 1 else f"{seed}/d{k}",
            points=points,
        )  # fmt: skip
        if mine is None:
            sitting += [p for p in active if p in inside]
            continue
        any_round = True
        tables += mine.tables
        sitting += mine.byes
    if not any_round:
        return None
    return Round(tuple(tables), tuple(sitting))


def moves(
    before: Sequence[Sequence[int]], after: Sequence[Sequence[int]]
) -> tuple[list[int], list[int]]:
    """(who goes up, who goes down) between two divisionings of the same players."""
    was, now = division_of(before), division_of(after)
    up = [p for d in after for p in d if now[p] < was.get(p, now[p])]
    down = [p for d in after for p in d if now[p] > was.get(p, now[p])]
    return up, down
