"""The move menu: every stone ranked by points (D-SPZ-3 colour choices included).

Two-step menu: the *group* is the stone's first field in reading order (the
first label of its notation, e.g. ``F7``), the *label* the whole stone
(``F7-G7``, with the bonus colour if any). Typing ``F7`` in the autocomplete
thus narrows to exactly the group ``F7``. Groups appear in the order of their
best option, so the fields of the best stones come first.

Ranking: points gained (after the cap), then the player's resulting scores
compared as in D-ALL-4 (so a bonus point goes to the weakest colour first),
then the default colour choice, then how many towers the resulting chain
connects (a chain touching one tower is a connection in the making).

Speed (the bot builds a whole menu per game version, ~700 stones early): what
depends only on the player count is in ``_table``; only stones next to the
player's own chains are evaluated; colour choices are ranked once per raw score.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator, Mapping
from functools import cache, partial
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING, NamedTuple

from ..core.colours import SPEZIAL_FOUR, Colour
from ..core.facts import Fact
from ..core.hexgrid import Cell
from ..core.ranking import rank_key
from ..core.values import Option
from . import layout
from .board import spezial_board
from .chains import ChainBook, Scoring
from .layout import Pair
from .menutext import describe, speak
from .moves import Stone

if TYPE_CHECKING:
    from .state import SpezialState


def colour_choices(
    game: SpezialState, seat: int, sc: Scoring, need: int
) -> list[tuple[Colour, ...]]:
    """Sensible bonus-colour choices for ``need`` bonus fields, the default first.

    Sensible: no bonus point is lost to the cap; if every choice loses one,
    only the default is offered.
    """
    default = tuple(sorted(game.default_colours(seat, sc, need), key=game.colours.index))
    if not need:
        return [()]
    raw = game.raw_points(sc)
    cap = game.track.cap
    room = [max(0, cap - s - r) for s, r in zip(game._scores[seat], raw, strict=True)]
    out = [default]
    for combo in combinations_with_replacement(game.colours, need):
        if combo != default and all(combo.count(c) <= room[i] for i, c in enumerate(game.colours)):
            out.append(combo)
    return out


def stone_choices(game: SpezialState, pair: tuple[Cell, Cell]) -> list[Stone]:
    """Every legal stone on ``pair``: one per colour choice, the default first.

    SPZ-32 lets the player take the bonus point in any colour, even one already at 20
    (the point is then lost, SPZ-33/D-ALL-8), so every choice is legal here; the menu
    offers only the sensible ones (``colour_choices``).
    """
    seat = game.current
    assert seat is not None
    need = (pair[0] in game.board.bonus) + (pair[1] in game.board.bonus)
    if not need:
        return [_stone(game, pair, ())]
    sc = game.book.evaluate(seat, pair, game.board.adjacent, game.towers)
    default = tuple(sorted(game.default_colours(seat, sc, need), key=game.colours.index))
    every = combinations_with_replacement(game.colours, need)
    return [_stone(game, pair, cs) for cs in (default, *(c for c in every if c != default))]


def _stone(game: SpezialState, pair: Pair, colours: tuple[Colour, ...]) -> Stone:
    if not colours:
        return _table(game.players)[pair].stone
    return Stone(layout.notes(game.players)[pair] + _suffix(colours), pair, colours)


@cache
def _suffix(colours: tuple[Colour, ...]) -> str:
    """The bonus colours in notation, e.g. `` O P``."""
    return "".join(f" {c.letter}" for c in colours)


class _Row(NamedTuple):
    """What the menu needs of a pair that does not depend on the position."""

    #: The pair's place in reading order (the menu's last tie-break).
    n: int
    pair: Pair
    #: Bonus fields covered (D-SPZ-3: one colour each).
    need: int
    #: The stone without bonus colours (immutable, shared by every game).
    stone: Stone
    #: What the stone does when it touches none of the player's chains (D-SPZ-7).
    lone: Scoring
    #: The group (the first field's label), its English label and its fact.
    group: str
    group_label: str
    group_fact: Fact


@cache
def _table(players: int) -> Mapping[Pair, _Row]:
    """Every pair of ``players``' board in reading order, with its fixed menu parts."""
    board = spezial_board()
    notes = layout.notes(players)
    rows = {}
    nobody = ChainBook()
    in_play = layout.towers(players)
    heads: dict[Cell, tuple[str, str, Fact]] = {}
    for n, pair in enumerate(layout.pairs(players)):
        if pair[0] not in heads:
            g = board.grid.label(pair[0])
            heads[pair[0]] = (g, f"field {g}", Fact("menu-field", {"field": g}))
        need = (pair[0] in board.bonus) + (pair[1] in board.bonus)
        lone = nobody.evaluate(0, pair, board.adjacent, in_play)
        rows[pair] = _Row(n, pair, need, Stone(notes[pair], pair, ()), lone, *heads[pair[0]])
    return rows


def _encode(scores: list[int], cap: int) -> int:
    """D-ALL-4's key as one integer: higher is better."""
    key = 0
    for v in rank_key(scores):
        key = key * (cap + 1) + v
    return key


#: Each colour's place in the scores (SPZ-32 adds bonus points by colour).
_INDEX = {c: i for i, c in enumerate(SPEZIAL_FOUR)}


#: A candidate before it becomes an option: its sort key (smaller first: minus the
#: points, minus the tie-break, the pair's and the colour choice's order), the pair's
#: row, the bonus colours, the scoring, gains and losses, the colours in notation.
Candidate = tuple[
    tuple[int, int, int, int], _Row, tuple[Colour, ...], Scoring, list[int], list[int], str
]


def options(game: SpezialState) -> list[Option]:
    """Every legal stone as a menu option, best first (see the module docstring)."""
    return [option(game, c) for c in sorted(candidates(game), key=_first)]


def ranked(game: SpezialState) -> Iterator[Option]:
    """``options`` lazily: each option built when it is consumed."""
    for c in sorted(candidates(game), key=_first):
        yield option(game, c)


def top(game: SpezialState, n: int) -> list[Option]:
    """The first ``n`` entries of ``options``, building only those."""
    return [option(game, c) for c in heapq.nsmallest(n, candidates(game), key=_first)]


def menu(game: SpezialState, per_group: int) -> list[Option]:
    """``options`` keeping the first ``per_group`` of each group, building only those."""
    seen: dict[str, int] = {}
    out = []
    for c in sorted(candidates(game), key=_first):
        group = c[1].group
        count = seen.get(group, 0)
        if count < per_group:
            seen[group] = count + 1
            out.append(option(game, c))
    return out


def best(game: SpezialState) -> Stone | None:
    """The move of the first entry of ``options``, building no option."""
    found = candidates(game)
    if not found:
        return None
    _, row, colours, _, _, _, _ = min(found, key=_first)
    return _stone(game, row.pair, colours)


def _first(c: Candidate) -> tuple[int, int, int, int]:
    return c[0]


def option(game: SpezialState, c: Candidate) -> Option:
    """The menu option of a candidate."""
    (minus_points, minus_tiebreak, _, _), row, colours, sc, gains, lost, suffix = c
    stone = Stone(row.stone.notation + suffix, row.pair, colours) if colours else row.stone
    # ``Option(...)`` without the frozen dataclass's object.__setattr__ per field: the
    # same object, a third of the time (a Spezial menu builds some 600 options).
    # Every field is given (tests/genial/test_spezial_menu_same.py checks the names).
    new = object.__new__(Option)
    new.__dict__.update(
        move=stone,
        group=row.group,
        group_label=row.group_label,
        points=-minus_points,
        tiebreak=-minus_tiebreak,
        describe=partial(describe, game, stone, sc, gains, lost),
        speak=partial(speak, game, stone, sc, gains, lost),
        group_fact=row.group_fact,
    )
    return new


def candidates(game: SpezialState) -> list[Candidate]:
    """Every legal stone with its sort key: points, then the tie-break, then the
    order of the free pairs and of the colour choices (the default first)."""
    seat = game.current
    if seat is None:
        return []
    own = game._scores[seat]
    cap = game.track.cap
    adjacent, towers, evaluate = game.board.adjacent, game.towers, game.book.evaluate
    # A stone touching none of the player's chains does what its row's ``lone`` says
    # (the same in every position); only the others need the chains.
    hot: set[Cell] = set()
    for chain in game.book.of_seat(seat):
        for c in chain.cells:
            hot.update(adjacent[c])
    zero = [0] * len(own)
    idle = -((_encode(own, cap) * 2 + 1) * 8)
    free = game.free
    memo: dict[tuple[int, ...], list[_Choice]] = {}
    out: list[Candidate] = []
    for pair, row in _table(game.players).items():
        a, b = pair
        if a not in free or b not in free:
            continue
        sc = evaluate(seat, pair, adjacent, towers) if a in hot or b in hot else row.lone
        scores = bool(sc.chips or sc.large)
        if not row.need and not scores:
            out.append(((0, idle - min(len(sc.towers), 7), row.n, 0), row, (), sc, zero, zero, ""))
            continue
        # The colour choices and their keys depend only on the raw points: shared.
        raw = game.raw_points(sc)
        seen = (row.need, *raw)
        ranked = memo.get(seen)
        if ranked is None:
            ranked = memo[seen] = _choices(game, seat, sc, row.need, raw)
        linked = min(len(sc.towers), 7)
        for k, (colours, minus_points, tiebreak, gains, lost, suffix) in enumerate(ranked):
            out.append(
                (
                    (minus_points, -tiebreak - linked, row.n, k),
                    row,
                    colours,
                    sc,
                    gains,
                    lost,
                    suffix,
                )
            )
    return out


#: A colour choice: the colours, minus the points, the tie-break without the towers
#: connected, the gains and the losses per colour, the colours in notation.
_Choice = tuple[tuple[Colour, ...], int, int, list[int], list[int], str]


def _choices(
    game: SpezialState, seat: int, sc: Scoring, need: int, raw: list[int]
) -> list[_Choice]:
    """The colour choices of a stone scoring ``raw`` (``sc``'s raw points), default first."""
    own = game._scores[seat]
    cap = game.track.cap
    out = []
    for k, colours in enumerate(colour_choices(game, seat, sc, need) if need else [()]):
        points = list(raw)
        for colour in colours:
            points[_INDEX[colour]] += 1  # SPZ-32: one point per bonus field covered
        # D-ALL-8/D-ALL-10 as in ``SpezialState.gains``: what passes the cap is lost.
        after = [min(cap, s + p) for s, p in zip(own, points, strict=True)]
        gains = [x - s for x, s in zip(after, own, strict=True)]
        lost = [p - g for p, g in zip(points, gains, strict=True)]
        tiebreak = (_encode(after, cap) * 2 + (k == 0)) * 8
        out.append((colours, -sum(gains), tiebreak, gains, lost, _suffix(colours)))
    return out
