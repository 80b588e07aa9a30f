"""What the round job asks: which round comes next, and is the season over.

Pure glue over :mod:`community.pairing` and :mod:`community.league` for the
bot's round job: given the league's settings, the players still in, and the
rounds and results so far, the next round to open (or None when the season
has played all its rounds).

Round robin: the whole schedule is drawn from the players at the start (the
season seed) and followed; players who left since are dropped from their
tables (a table left with one player becomes a bye). Swiss: each round is
paired from the current league points.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .league import DEFAULT_POINTS, Result, standings
from .pairing import Round, round_robin
from .swiss import swiss_round

FORMATS = ("swiss", "round_robin")


def next_round(
    *,
    format: str,
    per_table: int,
    rounds: int,
    starters: Sequence[int],
    active: Sequence[int],
    history: Sequence[Round],
    results: Sequence[Result],
    byes: Sequence[int],
    seed: str,
    points: Mapping[int, Sequence[int]] = DEFAULT_POINTS,
) -> Round | None:
    """The next round, or None when all ``rounds`` are played or fewer than 2 remain."""
    number = len(history)
    if number >= rounds or len(active) < 2:
        return None
    if format == "round_robin":
        plan = round_robin(starters, per_table, rounds, seed)[number]
        still = set(active)
        tables = [tuple(p for p in t if p in still) for t in plan.tables]
        new_byes = [p for p in plan.byes if p in still]
        new_byes += [t[0] for t in tables if len(t) == 1]
        return Round(tuple(t for t in tables if len(t) > 1), tuple(new_byes))
    if format != "swiss":
        raise ValueError(f"unknown league format {format!r}")
    rows = standings(list(active), results, byes, points)
    table = {r.player: float(r.points) for r in rows if r.player in set(active)}
    return swiss_round(table, per_table, history, seed, number)


def round_over(statuses: Sequence[str]) -> bool:
    """Every table of the round has ended (finished, voided, or a bye)."""
    return all(s in ("finished", "void", "bye") for s in statuses)
