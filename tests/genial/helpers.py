"""Helpers for the classic/travel engine tests: build positions, play games, snapshot state."""

from __future__ import annotations

import copy
from collections.abc import Iterable, Sequence
from typing import Any

from genial.classic import ClassicGame, TravelGame
from genial.core.colours import SIX
from genial.core.hexgrid import Cell
from genial.core.rng import Rng

#: Colour letters in track order, for building score lists.
LETTERS = "RGBOYP"


def position(
    players: int = 2,
    *,
    tiles: Iterable[str] = (),
    racks: Sequence[Iterable[str]] | None = None,
    scores: Sequence[Sequence[int]] | None = None,
    bag: Iterable[str] | None = (),
    seat: int = 0,
    opened: bool = True,
    travel: bool = False,
    seed: int = 1,
    teams: bool = False,
) -> ClassicGame:
    """A classic (or travel) game set up with the given tiles, racks, scores and bag.

    Defaults: empty racks, zero scores, an empty bag, every opening made. ``teams``: the
    partnership for four (D-CL-9), whose ``scores`` are one row per team.
    """
    cls = TravelGame if travel else ClassicGame
    game = cls.new(players, seed, {"teams": True} if teams else None)
    sides = 2 if teams else players
    game.setup_position(
        tiles=tiles,
        racks=racks if racks is not None else [[] for _ in range(players)],
        scores=scores if scores is not None else [[0] * 6 for _ in range(sides)],
        bag=bag,
        seat=seat,
        opened=opened,
    )
    return game


def box(first: Iterable[str] = (), *, travel: bool = False) -> list[str]:
    """The whole classic (or travel) tile set as tile codes, ``first`` at the front in the
    given order and the rest in a fixed order: the only explicit bags the game takes."""
    from genial.core.boards import load
    from genial.core.tiles import Tile, tile_set

    t = load("travel" if travel else "classic")["tiles"]
    rest = [x.code for x in tile_set(t["per_pair"], t["per_double"])]
    front = list(first)
    for code in front:
        rest.remove(Tile.parse(code).code)
    return front + rest


def score(**colours: int) -> list[int]:
    """A six-colour score list, e.g. ``score(R=17, G=3)``; other colours 0."""
    return [colours.get(c, 0) for c in LETTERS]


def gains(**colours: int) -> tuple[int, ...]:
    """A six-colour gains tuple, e.g. ``gains(R=2)``."""
    return tuple(score(**colours))


def fill(game: ClassicGame, *, leave: Iterable[str] = ()) -> None:
    """Cover every free pair of cells greedily with tiles, keeping ``leave`` (labels) free.

    Colours cycle so that the filling itself is arbitrary; single cells may stay free.
    """
    keep = {game.grid.cell(label) for label in leave}
    free = set(game._free_cells) - keep
    placed = []
    k = 0
    for a, b in game.grid.pairs():
        if a in free and b in free:
            free -= {a, b}
            c1, c2 = SIX[k % 6], SIX[(k + 1) % 6]
            k += 1
            placed.append(game.placement(c1, c2, a, _dir(a, b)).notation)
    game.setup_position(
        tiles=placed,
        racks=[[t.code for t in r] for r in game.racks],
        scores=[list(s) for s in game._scores],  # one row per side (a team shares one)
        bag=[t.code for t in game.bag.tiles],
        seat=game._seat or 0,
    )


def _dir(a: Cell, b: Cell) -> str:
    from genial.core.hexgrid import direction_between

    d = direction_between(a, b)
    assert d is not None
    return d


def snapshot(game: ClassicGame) -> dict[str, Any]:
    """Everything an illegal move must leave unchanged."""
    return copy.deepcopy(
        {
            "board": game.board,
            "partner": game.partner,
            "free": game._free_cells,
            "racks": game.racks,
            "scores": game._scores,
            "bag": game.bag.tiles,
            "rng": game.rng.state,
            "seat": game.current,
            "phase": game.phase,
            "bonus": (game.bonus_pending, game.in_bonus),
            "opened": game.opened,
            "claimed": game.claimed,
            "history": game.history,
            "over": game.over,
        }
    )


def play_random(game: ClassicGame, rng: Rng, max_moves: int = 10_000, top: int = 0) -> int:
    """Play up to ``max_moves`` random legal moves (from the best ``top`` options if given)."""
    n = 0
    while not game.over and n < max_moves:
        if top:
            options = game.options_for_menu()
            game.apply(options[rng.below(min(top, len(options)))].move)
        else:
            game.apply(rng.choice(game.legal_moves()))
        n += 1
    return n


def tile_total(game: ClassicGame) -> int:
    """Tiles on racks, in the bag and on the board (two cells each)."""
    return sum(len(r) for r in game.racks) + len(game.bag) + len(game.board) // 2
