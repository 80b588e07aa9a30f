"""Two-symbol tiles and the bag (D-CL-3, D-TRV-2, D-3D-7)."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from .boards import load
from .colours import ORDER, Colour
from .contract import OptionCheck, permutation
from .errors import NotationError
from .rng import Rng


@dataclass(frozen=True)
class Tile:
    """A tile with two symbols, stored in canonical colour order (``RB``, never ``BR``)."""

    a: Colour
    b: Colour

    @classmethod
    def of(cls, x: Colour, y: Colour) -> Tile:
        return cls(x, y) if x.index <= y.index else cls(y, x)

    @classmethod
    def parse(cls, text: str) -> Tile:
        """A tile from two colour letters in any order and case (``rb``, ``BR``)."""
        t = text.strip().upper()
        if len(t) != 2:
            raise NotationError(
                "err-core-not-tile-write-its",
                text=text,
            )
        return cls.of(Colour.parse(t[0]), Colour.parse(t[1]))

    @property
    def double(self) -> bool:
        return self.a == self.b

    @property
    def code(self) -> str:
        return self.a.letter + self.b.letter

    def label(self) -> str:
        """'red/blue' or 'double red'."""
        return f"double {self.a.label}" if self.double else f"{self.a.label}/{self.b.label}"

    def shows(self, colour: Colour) -> bool:
        return colour in (self.a, self.b)

    def __str__(self) -> str:
        return self.code

    def __deepcopy__(self, memo: dict[int, object]) -> Tile:
        # Tiles are immutable values: copies of racks and bags share them.
        return self


def tile_set(per_pair: int, per_double: int) -> list[Tile]:
    """``per_pair`` of each of the 15 two-colour tiles and ``per_double`` of each double."""
    tiles = [Tile(x, y) for x, y in combinations(ORDER, 2) for _ in range(per_pair)]
    tiles += [Tile(c, c) for c in ORDER for _ in range(per_double)]
    return tiles


def tile_bag(board: str) -> OptionCheck:
    """The check of an explicit ``bag`` option: exactly the board's tile set, in any order.

    The set comes from ``genial/boards/<board>.json`` (``per_double`` may depend on
    the number of players, as in 3D).
    """

    def full(players: int) -> list[Tile]:
        t = load(board)["tiles"]
        doubles = t["per_double"]
        if isinstance(doubles, dict):
            doubles = doubles[str(players)]
        return tile_set(t["per_pair"], doubles)

    return permutation("bag", "tile", Tile.parse, _code, full)


def _code(tile: Tile) -> str:
    return tile.code


class Bag:
    """The bag: ``draw`` takes from the front; order is fixed by the game's Rng."""

    def __init__(self, tiles: list[Tile]) -> None:
        self.tiles = tiles

    def __len__(self) -> int:
        return len(self.tiles)

    def draw(self, n: int) -> list[Tile]:
        """Up to ``n`` tiles (fewer when the bag runs low)."""
        got, self.tiles = self.tiles[:n], self.tiles[n:]
        return got

    def put_back(self, tiles: list[Tile], rng: Rng) -> None:
        """Return tiles and reshuffle the whole bag."""
        self.tiles.extend(tiles)
        rng.shuffle(self.tiles)
