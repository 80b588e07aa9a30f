"""The Spezial move menu as it was built before the faster menu: a frozen
copy of ``genial/spezial/menu.py`` at that time, every option built from scratch.

The reference for ``tests/genial/test_spezial_menu_same.py`` (the faster menu must
show exactly the same) and the "before" of ``bench/engine.py``'s Spezial
menu section. Do not optimise it.
"""

from __future__ import annotations

import heapq
from functools import partial
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from genial.core.colours import Colour
from genial.core.facts import Fact
from genial.core.hexgrid import Cell
from genial.core.ranking import rank_key
from genial.core.values import Option, first_of_each_group
from genial.spezial import layout
from genial.spezial.chains import Scoring
from genial.spezial.moves import Stone
from genial.spezial.play import explain, explain_fact

if TYPE_CHECKING:
    from genial.spezial.game import SpezialGame


def colour_choices(
    game: SpezialGame, seat: int, sc: Scoring, need: int
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


def _stone(game: SpezialGame, pair: tuple[Cell, Cell], colours: tuple[Colour, ...]) -> Stone:
    note = layout.notes(game.players)[pair] + "".join(f" {c.letter}" for c in colours)
    return Stone(note, pair, colours)


def _encode(scores: list[int], cap: int) -> int:
    """D-ALL-4's key as one integer: higher is better."""
    key = 0
    for v in rank_key(scores):
        key = key * (cap + 1) + v
    return key


#: What a stone touching no tower and none of the player's chains does.
_LONE = Scoring((), frozenset(), (), ())


#: A candidate before it becomes an option: its sort key (smaller first), the pair,
#: the bonus colours, the scoring, gains and losses.
Candidate = tuple[
    tuple[int, int, int, int], tuple[Cell, Cell], tuple[Colour, ...], Scoring, list[int], list[int]
]


def options(game: SpezialGame) -> list[Option]:
    """Every legal stone as a menu option, best first (see the module docstring)."""
    return [option(game, c) for c in sorted(candidates(game), key=_first)]


def menu_options(game: SpezialGame, per_group: int = 25) -> list[Option]:
    """What the generic ``Game.menu_options`` made of ``options``."""
    return first_of_each_group(options(game), per_group)


def top(game: SpezialGame, n: int) -> list[Option]:
    """The first ``n`` entries of ``options``, building only those."""
    return [option(game, c) for c in heapq.nsmallest(n, candidates(game), key=_first)]


def best(game: SpezialGame) -> Stone | None:
    """The move of the first entry of ``options``, building no option."""
    found = candidates(game)
    if not found:
        return None
    _, pair, colours, _, _, _ = min(found, key=_first)
    return _stone(game, pair, colours)


def _first(c: Candidate) -> tuple[int, int, int, int]:
    return c[0]


def option(game: SpezialGame, c: Candidate) -> Option:
    """The menu option of a candidate."""
    (minus_points, minus_tiebreak, _, _), pair, colours, sc, gains, lost = c
    stone = _stone(game, pair, colours)
    group = game.grid.label(pair[0])
    return Option(
        move=stone,
        group=group,
        group_label=f"field {group}",
        group_fact=Fact("menu-field", {"field": group}),
        points=-minus_points,
        tiebreak=-minus_tiebreak,
        describe=partial(_describe, game, stone, sc, gains, lost),
        speak=partial(speak, game, stone, sc, gains, lost),
    )


def candidates(game: SpezialGame) -> list[Candidate]:
    """Every legal stone with its sort key: points, then the tie-break, then the
    order of the free pairs and of the colour choices (the default first)."""
    seat = game.current
    if seat is None:
        return []
    own = game._scores[seat]
    cap = game.track.cap
    bonus = game.board.bonus
    adjacent, towers, evaluate = game.board.adjacent, game.towers, game.book.evaluate
    # Only stones next to a tower or to one of the player's chains can score.
    hot = set(layout.near_towers(game.players))
    for chain in game.book.of_seat(seat):
        for c in chain.cells:
            hot.update(adjacent[c])
    zero = [0] * len(own)
    idle = _encode(own, cap)
    out: list[Candidate] = []
    for n, pair in enumerate(game.free_pairs()):
        need = (pair[0] in bonus) + (pair[1] in bonus)
        if pair[0] in hot or pair[1] in hot or need:
            sc = evaluate(seat, pair, adjacent, towers)
        else:
            sc = _LONE
        choices = colour_choices(game, seat, sc, need) if need else [()]
        for k, colours in enumerate(choices):
            if sc.scores or colours:
                gains, lost = game.gains(seat, sc, colours)
                key = _encode([s + g for s, g in zip(own, gains, strict=True)], cap)
            else:
                gains, lost, key = zero, zero, idle
            tiebreak = (key * 2 + (k == 0)) * 8 + min(len(sc.towers), 7)
            out.append(((-sum(gains), -tiebreak, n, k), pair, colours, sc, gains, lost))
    return out


def _describe(
    game: SpezialGame, stone: Stone, sc: Scoring, gains: list[int], lost: list[int]
) -> tuple[str, str]:
    a, b = stone.cells
    label = f"{game.label(a)}-{game.label(b)}"
    if stone.colours:
        label += " bonus " + ", ".join(c.label for c in stone.colours)
    detail = game.gains_text(gains, lost)
    why = explain(game, sc, stone.colours) or _shape(sc)
    return label, f"{detail} ({why})" if why else detail


def speak(
    game: SpezialGame, stone: Stone, sc: Scoring, gains: list[int], lost: list[int]
) -> tuple[Fact, Fact]:
    """The option's label and detail as facts (``_describe`` in any language)."""
    a, b = (game.label(c) for c in stone.cells)
    label = Fact("menu-cells", {"first": a, "second": b})
    if stone.colours:
        label = Fact(
            "menu-stone-bonus", {"stone": label, "colours": tuple(c.fact for c in stone.colours)}
        )
    detail = game.gains_fact(gains, lost)
    parts = explain_fact(game, sc, stone.colours) or _shape_facts(sc)
    if not parts:
        return label, detail
    why = parts[-1]
    for part in reversed(parts[:-1]):
        why = Fact("menu-parts", {"first": part, "rest": why})
    return label, Fact("menu-why", {"gains": detail, "why": why})


def _shape_facts(sc: Scoring) -> tuple[Fact, ...]:
    """``_shape`` as a fact (one part)."""
    if len(sc.joins) > 1:
        what = Fact("menu-joins", {"count": len(sc.joins)})
    elif sc.joins:
        what = Fact("menu-extends")
    else:
        what = Fact("menu-starts")
    n = len(sc.towers)
    return (Fact("menu-towers", {"what": what, "count": n}) if n else what,)


def _shape(sc: Scoring) -> str:
    """What a pointless stone does to the chains: a hint for the menu."""
    if len(sc.joins) > 1:
        what = f"joins {len(sc.joins)} of your chains"
    elif sc.joins:
        what = "extends your chain"
    else:
        what = "starts a new chain"
    n = len(sc.towers)
    return what + (f", {n} tower{'s' * (n > 1)} connected" if n else "")
