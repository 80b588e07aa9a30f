"""What is fixed once the player count is known: towers, stone pairs, chip dealing.

Cached per player count, so that every game (and every preview copy) shares
the same read-only tables.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from ..core.errors import IllegalMoveError, NotationError
from ..core.hexgrid import Cell
from ..core.rng import Rng
from .board import Chip, spezial_board

Pair = tuple[Cell, Cell]


@cache
def towers(players: int) -> Mapping[Cell, bool]:
    """Towers in play: cell -> True if large (SPZ-7; unused fields are ordinary, D-SPZ-4)."""
    return spezial_board().towers(players)


@cache
def pairs(players: int) -> tuple[Pair, ...]:
    """Every pair of adjacent non-tower fields, in reading order (first cell first)."""
    board = spezial_board()
    in_play = towers(players)
    order = board.grid.order
    out = []
    for a, b in board.grid.pairs():
        if a not in in_play and b not in in_play:
            out.append((a, b) if order(a) <= order(b) else (b, a))
    out.sort(key=lambda p: (order(p[0]), order(p[1])))
    return tuple(out)


@cache
def notes(players: int) -> Mapping[Pair, str]:
    """The notation of every pair without colours, e.g. ``F7 G7``."""
    label = spezial_board().grid.label
    return {p: f"{label(p[0])} {label(p[1])}" for p in pairs(players)}


@cache
def near_towers(players: int) -> frozenset[Cell]:
    """Fields next to a tower in play."""
    adjacent = spezial_board().adjacent
    return frozenset(n for t in towers(players) for n in adjacent[t])


def deal(players: int, rng: Rng, given: Any) -> dict[Cell, Chip]:
    """Chips on the towers in play, light side up, at random (SPZ-6, SPZ-9, D-SPZ-5).

    ``given`` (the game option ``chips``) maps tower labels to chip codes
    (``G2`` = green, light value 2) placed by hand; the rest are dealt by
    ``rng``. Raises IllegalMoveError (reason ``option``) for an impossible layout.
    """
    board = spezial_board()
    in_play = towers(players)
    pool = board.chips(players)
    chips: dict[Cell, Chip] = {}
    if not isinstance(given, Mapping):
        raise IllegalMoveError("err-spezial-option-chips-must-map", reason="option")
    for label, code in given.items():
        cell = board.grid.cell(str(label))
        if cell not in in_play:
            raise IllegalMoveError("err-spezial-option-chips-has-no", label=label, reason="option")
        chip = next((c for c in pool if c.code == str(code).upper()), None)
        if chip is None or cell in chips:
            raise IllegalMoveError("err-spezial-option-chips-no-chip", code=code, reason="option")
        pool.remove(chip)
        chips[cell] = chip
    rng.shuffle(pool)
    for cell in sorted(in_play, key=board.grid.order):
        if cell not in chips:
            chips[cell] = pool.pop()
    return chips


def check_chips(value: Any, players: int) -> dict[str, str]:
    """The ``chips`` option's check: tower labels to chip codes of the players' set
    (each chip at most as often as in the box, on towers in play); the rest are dealt.

    Returns a copy; raises IllegalMoveError (reason ``option``).
    """
    if not isinstance(value, Mapping) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in value.items()
    ):
        raise IllegalMoveError(
            "err-spezial-option-chips-codes",
            reason="option",
        )
    chips = dict(value)
    try:
        deal(players, Rng(0), chips)  # a trial deal checks labels, towers and chips
    except NotationError as exc:
        raise IllegalMoveError(
            "err-spezial-option-chips-bad", error=exc.fact, reason="option"
        ) from None
    return chips
