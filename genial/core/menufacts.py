"""The move menus' words as facts: labels and details in any language (issue 14).

Each edition's ``describe`` spells an option in English for the command-line tool
and the tests; its ``speak`` says the same as facts, which the bot renders in the
reader's language. The English catalogue renders these facts exactly as ``describe``
spells them (tests/genial/test_menu_facts.py compares every option).
"""

from __future__ import annotations

from .facts import COLOUR, Fact
from .tiles import Tile


def tile_fact(tile: Tile) -> Fact:
    """A tile as a builder group: 'red/blue' or 'double red'."""
    if tile.double:
        return Fact("menu-tile-double", {"colour": COLOUR[tile.a.letter]})
    return Fact("menu-tile", {"first": COLOUR[tile.a.letter], "second": COLOUR[tile.b.letter]})


def placement_fact(first: str, cell: str, second: str, other: str) -> Fact:
    """'R on F7, B on F8': colour letters stay letters, the words are translated."""
    return Fact("menu-placement", {"first": first, "cell": cell, "second": second, "other": other})


def with_bonus(detail: Fact, bonus: int, key: str) -> Fact:
    """``detail`` followed by the bonus placements or moves it earns (``key`` says which)."""
    return Fact(key, {"gains": detail, "bonus": bonus}) if bonus else detail
