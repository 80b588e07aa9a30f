"""The move menus' words as facts: labels and details in any language.

Each edition's ``describe`` spells an option in English for the command-line tool
and the tests; its ``speak`` says the same as facts, which the bot renders in the
reader's language. The English catalogue renders these facts exactly as ``describe``
spells them (tests/i18n/test_menu_facts.py compares every option).
"""

from __future__ import annotations

from collections.abc import Sequence

from .colours import Colour
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


def gains_fact(
    colours: Sequence[Colour],
    gains: Sequence[int],
    lost: Sequence[int],
    lost_key: str,
    empty_key: str = "move-no-points",
) -> Fact:
    """Points per colour as a fact; ``lost_key`` says where lost points went, ``empty_key``
    what nothing gained reads."""
    parts = tuple(
        Fact("move-gain", {"points": g, "colour": c.fact})
        for c, g in zip(colours, gains, strict=False)
        if g
    )
    out = Fact("move-gains", {"gains": parts}) if parts else Fact(empty_key)
    gone = tuple(
        Fact("move-loss", {"points": n, "colour": c.fact})
        for c, n in zip(colours, lost, strict=False)
        if n
    )
    if gone:
        out = Fact(lost_key, {"gains": out, "lost": gone})
    return out
