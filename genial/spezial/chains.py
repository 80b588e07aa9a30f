"""Chains of stones and what a new stone scores (SPZ-16..31, D-SPZ-6, D-SPZ-7).

A chain is a maximal group of one player's stones that touch (SPZ-16). Tower
fields, empty fields and other players' stones separate chains (SPZ-18,
D-SPZ-6); stones are never removed, so chains only grow and merge (SPZ-19).

Each chain remembers (D-SPZ-7): the towers connected to it (fields next to
one of its cells), the towers whose chips have scored in it, and the large
towers that earned the large-tower bonus in it. A merged chain keeps the
unions of these sets (G10, examples SPZ-E8/E9/E10/E12).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..core.hexgrid import Cell


@dataclass
class Chain:
    """One chain of one seat's stones and its scoring memory (D-SPZ-7)."""

    id: int
    seat: int
    cells: set[Cell] = field(default_factory=set)
    #: Towers connected to the chain (D-SPZ-6).
    towers: set[Cell] = field(default_factory=set)
    #: Towers whose chips have scored in this chain (SPZ-24, SPZ-25).
    scored: set[Cell] = field(default_factory=set)
    #: Large towers that gave the large-tower bonus in this chain (SPZ-29..31).
    bonused: set[Cell] = field(default_factory=set)

    def clone(self) -> Chain:
        return Chain(
            self.id,
            self.seat,
            set(self.cells),
            set(self.towers),
            set(self.scored),
            set(self.bonused),
        )


@dataclass(frozen=True)
class Scoring:
    """What one stone on cells ``a``, ``b`` connects and scores, before caps and bonus fields."""

    #: Ids of the seat's chains the stone joins (0, 1 or more: SPZ-19).
    joins: tuple[int, ...]
    #: Towers connected to the resulting chain C (D-SPZ-7's T).
    towers: frozenset[Cell]
    #: Towers whose chips score now (T minus C's chip set, when |T| >= 2; SPZ-23..26).
    chips: tuple[Cell, ...]
    #: Large towers that give the large-tower bonus now (SPZ-28..31).
    large: tuple[Cell, ...]

    @property
    def scores(self) -> bool:
        return bool(self.chips or self.large)


class ChainBook:
    """Every seat's chains, with a cell -> chain index."""

    def __init__(self) -> None:
        self.chains: dict[int, Chain] = {}
        self.at: dict[Cell, Chain] = {}
        self.next_id = 1

    def clone(self) -> ChainBook:
        """An independent copy."""
        new = ChainBook()
        new.next_id = self.next_id
        new.chains = {k: ch.clone() for k, ch in self.chains.items()}
        new.at = {c: new.chains[ch.id] for c, ch in self.at.items()}
        return new

    def of_seat(self, seat: int) -> list[Chain]:
        """The seat's chains, oldest first."""
        return [ch for ch in self.chains.values() if ch.seat == seat]

    def evaluate(
        self,
        seat: int,
        cells: tuple[Cell, Cell],
        adjacent: Mapping[Cell, tuple[Cell, ...]],
        towers: Mapping[Cell, bool],
    ) -> Scoring:
        """What a stone of ``seat`` on ``cells`` would connect and score (D-SPZ-7).

        ``adjacent`` gives each cell's board neighbours, ``towers`` the towers
        in play (cell -> large). The cells are assumed empty and adjacent.
        """
        joined: dict[int, Chain] = {}
        new_towers: set[Cell] = set()
        at = self.at
        for c in cells:
            for n in adjacent[c]:
                ch = at.get(n)
                if ch is not None:
                    if ch.seat == seat:
                        joined[ch.id] = ch
                elif n in towers:
                    new_towers.add(n)
        chains = list(joined.values())
        if not chains:
            connected = new_towers
            scored: set[Cell] = set()
            bonused: set[Cell] = set()
        elif len(chains) == 1:
            ch = chains[0]
            connected = ch.towers | new_towers
            scored, bonused = ch.scored, ch.bonused
        else:
            connected = new_towers.union(*(ch.towers for ch in chains))
            scored = set().union(*(ch.scored for ch in chains))
            bonused = set().union(*(ch.bonused for ch in chains))
        chips: tuple[Cell, ...] = ()
        large: tuple[Cell, ...] = ()
        if len(connected) >= 2:  # SPZ-23: a chain connecting two or more towers scores
            chips = tuple(sorted(connected - scored))
            larges = [t for t in connected if towers[t]]
            if len(larges) >= 2:  # SPZ-29: two or more large towers
                large = tuple(sorted(t for t in larges if t not in bonused))
        return Scoring(tuple(sorted(joined)), frozenset(connected), chips, large)

    def place(self, seat: int, cells: tuple[Cell, Cell], scoring: Scoring) -> Chain:
        """Record the stone: merge the joined chains into one and update its memory."""
        chain = Chain(self.next_id, seat)
        self.next_id += 1
        for cid in scoring.joins:
            old = self.chains.pop(cid)
            chain.cells |= old.cells
            chain.scored |= old.scored
            chain.bonused |= old.bonused
        chain.cells.update(cells)
        chain.towers = set(scoring.towers)
        if len(scoring.towers) >= 2:
            # Every connected tower has now scored in this chain (SPZ-25).
            chain.scored |= scoring.towers
        chain.bonused.update(scoring.large)
        self.chains[chain.id] = chain
        for c in chain.cells:
            self.at[c] = chain
        return chain
