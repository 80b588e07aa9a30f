"""Ranking the placements of the flat tile games for the menu (D-ALL-10).

The integer keys are ``genial.core.fastrank``'s; here only what a flat board
adds: before a placement both of its cells are free, so each half scores what
its colour would score on that cell from all six directions, straight from
the per-cell table the game keeps move by move (``scoring``).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ..core.facts import Fact
from ..core.fastrank import PlacementRanking
from ..core.menufacts import tile_fact
from ..core.tiles import Tile
from ..core.values import Option
from .menu import speak
from .scoring import Gains, gains

if TYPE_CHECKING:
    from .state import ClassicState


class Ranking(PlacementRanking):
    """Every placement the seat to act may make now, as integer keys."""

    def __init__(self, game: ClassicState, seat: int) -> None:
        self.game, self.seat = game, seat
        table = game._layout.pairs
        counts = game._counts
        pairs = [table.by_cells[p] for p in game._allowed_pairs(seat)]
        cells = [(counts[p.first], counts[p.second], p) for p in pairs]
        self._weak = [c.index for c in game.weakest(seat)]
        own = game.own(seat)
        super().__init__(game.racks[seat], table, cells, game.track, own, set(self._weak))
        self._memo: dict[tuple[int, int, int, int], tuple[Gains, int, int]] = {}
        self._names: dict[Tile, tuple[str, str, Fact]] = {}

    def option(self, key: int) -> Option:
        game = self.game
        (tile, first, second, letters), pair = self.decode(key)
        m = self.placement(letters + pair.suffix, first, second, pair.first, pair.direction)
        counts = game._counts
        i, j = first.index, second.index
        p1, p2 = counts[pair.first][i], counts[pair.second][j]
        memo_key = (i, p1, j, p2)
        known = self._memo.get(memo_key)
        if known is None:
            result = gains(game.track, game.own(self.seat), first, p1, second, p2)
            tiebreak = sum(result[0][w] for w in self._weak) * 10 + result[2]
            known = self._memo[memo_key] = (result, sum(result[0]), tiebreak)
        result, points, tiebreak = known
        names = self._names.get(tile)
        if names is None:
            names = self._names[tile] = (tile.code, tile.label(), tile_fact(tile))
        describe = partial(game._describe, m, *result)
        said = partial(speak, game, m, *result)
        return Option(m, names[0], names[1], points, tiebreak, describe, said, names[2])
