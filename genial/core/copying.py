"""A fast copy of a game's state for previews and search (instead of ``copy.deepcopy``).

Search copies a game thousands of times per decision; a deep copy walks every
immutable tile, cell and fact. ``state_copy`` copies the containers a game
mutates (lists, lists of lists, dicts, sets, the bag, the rng) one level deep
and gives other mutable parts (objects with their own ``__deepcopy__``, such
as the 3D stack board) their own cheap copy; everything else is an immutable
value and is shared.
"""

from __future__ import annotations

import copy
from typing import Any, TypeVar

from .rng import Rng
from .tiles import Bag

T = TypeVar("T")
_IMMUTABLE = (int, str, float, bool, tuple, frozenset, type(None))


def state_copy(game: T, deep: tuple[str, ...] = ()) -> T:
    """An independent copy of ``game``; the attributes named in ``deep`` are deep-copied."""
    new = object.__new__(type(game))
    state = {}
    for name, value in game.__dict__.items():
        state[name] = copy.deepcopy(value) if name in deep else _copy(value)
    new.__dict__.update(state)
    return new


def _copy(value: Any) -> Any:
    if isinstance(value, list):
        return [v.copy() if isinstance(v, list | dict | set) else v for v in value]
    if isinstance(value, dict):
        return {k: list(v) if isinstance(v, list) else v for k, v in value.items()}
    if isinstance(value, set):
        return set(value)
    if isinstance(value, Bag):
        return Bag(list(value.tiles))
    if isinstance(value, Rng):
        rng = Rng(0)
        rng.state = value.state
        return rng
    return value
