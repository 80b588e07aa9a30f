"""Ranking the placements of a 3D game for the menu (D-ALL-10), with integer keys.

The keys are ``genial.core.fastrank``'s. On a stacked board a tile's partner
cell may hold a run of its own, so each half's points exclude the partner's
direction (3D-20, 3D-22): per pair, each cell's per-colour numbers come from
the board's run table minus that one direction.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ..core.facts import Fact
from ..core.fastrank import PairTable, PlacementRanking
from ..core.hexgrid import OPPOSITE
from ..core.menufacts import tile_fact
from ..core.tiles import Tile
from ..core.values import Option
from . import menu

if TYPE_CHECKING:
    from .state import ThreeDState


class Ranking(PlacementRanking):
    """Every placement the seat to act may make now, as integer keys."""

    def __init__(self, game: ThreeDState, seat: int, table: PairTable) -> None:
        self.game, self.seat = game, seat
        board = game.board
        pairs = [table.by_cells[p] for p in board.allowed_pairs()]
        cells = [
            (board.counts(p.first, p.direction), board.counts(p.second, OPPOSITE[p.direction]), p)
            for p in pairs
        ]
        weak = {c.index for c in game.weakest(seat)}
        super().__init__(game.racks[seat], table, cells, game.track, game._scores[seat], weak)
        self._weak = sorted(weak)
        self._names: dict[Tile, tuple[str, str, Fact]] = {}

    def option(self, key: int) -> Option:
        game = self.game
        (tile, first, second, letters), pair = self.decode(key)
        m = self.placement(letters + pair.suffix, first, second, pair.first, pair.direction)
        gains, lost, bonus = game.gains_of(m, self.seat)
        names = self._names.get(tile)
        if names is None:
            names = self._names[tile] = (tile.code, tile.label(), tile_fact(tile))
        points = sum(gains)
        tiebreak = sum(gains[i] for i in self._weak) * 10 + bonus if points else 0
        level = game.board.height[pair.first] + 1
        describe = partial(menu._describe, game, m, level, gains, lost, bonus)
        said = partial(menu.speak, game, m, level, gains, lost, bonus)
        return Option(m, names[0], names[1], points, tiebreak, describe, said, names[2])
