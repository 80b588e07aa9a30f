"""A deliberately naive greedy player for the flat tile games: the reference to beat and check.

It does what a straightforward implementation (such as MOMAland's Ingenious
environment) does: take every legal placement and count, for each, the lines
of both halves from scratch on the board (D-CL-4), then cap (D-ALL-8) and
count bonuses (D-CL-5). It shares nothing with the fast ranking but the legal
move list, so tests use it as an independent oracle and ``make bench`` as the
baseline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.colours import Colour
from ..core.hexgrid import OFFSETS, Cell
from ..core.moves import Placement

if TYPE_CHECKING:
    from .state import ClassicState


def line_points(game: ClassicState, cell: Cell, colour: Colour, partner: Cell) -> int:
    """Matching symbols in unbroken lines from ``cell``, in the five directions not
    towards ``partner``, walking the board itself."""
    total = 0
    for dq, dr in OFFSETS:
        n = (cell[0] + dq, cell[1] + dr)
        if n == partner:
            continue
        while n in game.grid.cells and (game.board.get(n) or game.printed.get(n)) == colour:
            total += 1
            n = (n[0] + dq, n[1] + dr)
    return total


def evaluate(game: ClassicState, move: Placement, seat: int) -> tuple[int, int, list[int], int]:
    """(points, tie-break, gains per colour, bonuses) of ``move`` for ``seat``, from scratch.

    The tie-break is ten times the points gained in the seat's weakest colour(s)
    plus the bonus placements earned (D-ALL-10).
    """
    other = (move.cell[0] + _OFF[move.direction][0], move.cell[1] + _OFF[move.direction][1])
    raw = [0] * 6
    raw[move.first.index] += line_points(game, move.cell, move.first, other)
    raw[move.second.index] += line_points(game, other, move.second, move.cell)
    own = game.own(seat)
    cap, marks = game.track.cap, game.track.bonus_at
    low = min(own)
    gained, points, tiebreak, bonus = [0] * 6, 0, 0, 0
    for i, p in enumerate(raw):
        g = min(cap, own[i] + p) - own[i]
        gained[i] = g
        points += g
        b = len([m for m in marks if own[i] < m <= own[i] + g])
        bonus += min(b, 1) if game.track.bonus_once else b
        if own[i] == low:
            tiebreak += 10 * g
    return points, tiebreak + bonus, gained, bonus


def greedy_move(game: ClassicState) -> Placement | None:
    """The placement with the most points, then the best tie-break, then the first notation."""
    seat = game.current
    if seat is None:
        return None
    best: tuple[int, int] | None = None
    chosen: Placement | None = None
    for m in game.legal_moves():
        if not isinstance(m, Placement):
            continue
        points, tiebreak, _, _ = evaluate(game, m, seat)
        if (
            best is None
            or (points, tiebreak) > best
            or ((points, tiebreak) == best and chosen is not None and m.notation < chosen.notation)
        ):
            best, chosen = (points, tiebreak), m
    return chosen


_OFF = {"r": (1, 0), "l": (-1, 0), "ur": (1, -1), "ul": (0, -1), "dr": (0, 1), "dl": (-1, 1)}
