"""Ranking every placement of the flat tile games with integers only (D-ALL-10).

The menu order is: points after caps (D-ALL-8), then points in the weakest
colour(s) times ten plus bonuses earned, then notation. Each candidate gets
one integer sort key that encodes all of it:

    key = value * (orientations * pairs) + orientation term * pairs + pair term

where ``value = points << 14 | tie-break`` and the two terms are the reversed
positions of the tile letters and of the cell/direction suffix in text order,
so the greatest key is the first menu entry and a key names its candidate.
A value is a sum of two per-colour numbers looked up from the free cells'
scoring tables (``scoring``): halves of different colours score
independently, and the two halves of a double add up before the cap. No
object is built for a candidate until it is shown: ``best`` builds none,
``top`` builds ``n`` options, ``ranked`` builds them one by one as consumed.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from functools import partial
from typing import TYPE_CHECKING

from ..core.game import Option
from ..core.moves import Placement
from ..core.tiles import Tile
from .menu import Gains, Orientation, gains, orientations
from .scoring import Counts, PairInfo

if TYPE_CHECKING:
    from .game import ClassicGame

#: Points weigh more than any tie-break (at most 10 per point plus a few bonuses).
_POINTS = 1 << 14


class Ranking:
    """The integer keys of every placement the seat to act may make now."""

    def __init__(self, game: ClassicGame, seat: int) -> None:
        self.game, self.seat = game, seat
        orients = orientations(game.racks[seat])
        #: Orientations in text order of their letters (their key term is reversed).
        self.orients: list[Orientation] = sorted(orients, key=lambda o: o[3])
        layout = game._layout
        self.by_rank = layout.by_rank
        self.np = np_ = len(layout.by_rank)
        no = len(orients)
        self.scale = no * np_
        counts = game._counts
        pairs = [layout.pairs[p] for p in game._allowed_pairs(seat)]
        cells: list[tuple[Counts, Counts, int]] = [
            (counts[p.first], counts[p.second], np_ - 1 - p.rank) for p in pairs
        ]
        top = max((max(a) + max(b) for a, b, _ in cells), default=0)
        values = self._values(top)
        keys: list[int] = []
        for k, (_, first, second, _) in enumerate(self.orients):
            i, j, term = first.index, second.index, (no - 1 - k) * np_
            vi, vj = values[i], values[j]
            if i == j:
                keys += [vi[a[i] + b[i]] + pt + term for a, b, pt in cells]
            else:
                keys += [vi[a[i]] + vj[b[j]] + pt + term for a, b, pt in cells]
        self.keys = keys
        self._weak = [c.index for c in game.weakest(seat)]
        self._memo: dict[tuple[int, int, int, int], tuple[Gains, int, int]] = {}
        self._names: dict[Tile, tuple[str, str]] = {}

    def _values(self, top: int) -> list[list[int]]:
        """Per colour, the scaled value of scoring 0..``top`` points in it now."""
        game, scale = self.game, self.scale
        track = game.track
        own = game._scores[self.seat]
        weak = {c.index for c in game.weakest(self.seat)}
        out = []
        for i, before in enumerate(own):
            row = []
            for p in range(top + 1):
                after = min(track.cap, before + p)
                gained = after - before
                crossed = sum(1 for b in track.bonus_at if before < b <= after)
                bonus = min(crossed, 1) if track.bonus_once else crossed
                tiebreak = gained * 10 * (i in weak) + bonus
                row.append((gained * _POINTS + tiebreak) * scale)
            out.append(row)
        return out

    # ----- reading keys back -------------------------------------------------------------
    def _decode(self, key: int) -> tuple[Orientation, PairInfo]:
        rest = key % self.scale
        orient = self.orients[len(self.orients) - 1 - rest // self.np]
        return orient, self.by_rank[self.np - 1 - rest % self.np]

    def move(self, key: int) -> Placement:
        """The placement a key stands for, in canonical notation."""
        (_, first, second, letters), pair = self._decode(key)
        return Placement(letters + pair.suffix, first, second, pair.first, pair.direction)

    def option(self, key: int) -> Option:
        """The menu option a key stands for, exactly as the full menu lists it."""
        game = self.game
        (tile, first, second, letters), pair = self._decode(key)
        m = Placement(letters + pair.suffix, first, second, pair.first, pair.direction)
        counts = game._counts
        i, j = first.index, second.index
        p1, p2 = counts[pair.first][i], counts[pair.second][j]
        memo_key = (i, p1, j, p2)
        known = self._memo.get(memo_key)
        if known is None:
            result = gains(game.track, game._scores[self.seat], first, p1, second, p2)
            tiebreak = sum(result[0][w] for w in self._weak) * 10 + result[2]
            known = self._memo[memo_key] = (result, sum(result[0]), tiebreak)
        result, points, tiebreak = known
        names = self._names.get(tile)
        if names is None:
            names = self._names[tile] = (tile.code, tile.label())
        describe = partial(game._describe, m, *result)
        return Option(m, names[0], names[1], points, tiebreak, describe)

    # ----- answers -------------------------------------------------------------------------
    def best(self) -> Placement | None:
        """The first menu entry's move, or None when there is no placement."""
        return self.move(max(self.keys)) if self.keys else None

    def top(self, n: int) -> list[Option]:
        """The first ``n`` menu entries (a menu shows 25)."""
        return [self.option(k) for k in heapq.nlargest(n, self.keys)]

    def ranked(self) -> Iterator[Option]:
        """Every menu entry in order, each built when it is consumed."""
        for k in sorted(self.keys, reverse=True):
            yield self.option(k)
