"""Legal placements, tile orientations and word options of the flat tile games.

Ranking placements for the menu lives in ``ranking`` (integer keys, no object
per candidate); the notation suffix of each pair of cells comes from the
shared ``scoring.layout``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.facts import Fact
from ..core.fastrank import orientations
from ..core.menufacts import placement_fact, with_bonus
from ..core.moves import Placement
from ..core.tiles import Tile
from ..core.values import Move, Option

if TYPE_CHECKING:
    from .state import ClassicState


def tile_placements(game: ClassicState, seat: int) -> list[tuple[Tile, Placement]]:
    """Every placement ``seat`` may make now, with its tile, pair by pair."""
    orients = orientations(game.racks[seat])
    pairs = game._layout.pairs.by_cells
    out: list[tuple[Tile, Placement]] = []
    for pair in game._allowed_pairs(seat):
        info = pairs[pair]
        c1, d, suffix = info.first, info.direction, info.suffix
        for tile, first, second, letters in orients:
            out.append((tile, Placement(letters + suffix, first, second, c1, d)))
    return out


_WORDS = {
    "swap": "Swap: put your whole rack back and draw a new one",
    "keep": "Keep your rack and draw up to six",
    "pass": "Pass: you have no tile to place",
}


def word_option(m: Move) -> Option:
    """A swap, keep or pass as a menu option (no points)."""
    text = _WORDS[m.notation]
    return Option(m, m.notation, m.notation.title(), 0, describe=lambda: (m.notation, text))


def speak(
    game: ClassicState, m: Placement, gains: list[int], lost: list[int], bonus: int
) -> tuple[Fact, Fact]:
    """The option's label and detail as facts (``ClassicState._describe`` in any language)."""
    label = placement_fact(m.first.letter, game.label(m.cell), m.second.letter, game.label(m.other))
    return label, with_bonus(game.gains_fact(gains, lost), bonus, "menu-bonus-placements")
