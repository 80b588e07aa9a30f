"""Legal placements and the ranked option menu of the flat tile games, built fast.

The bot ranks every legal placement (thousands early in a 4-player game) for
its menus, within a budget of a few milliseconds. So nothing is computed per
candidate that can be computed less often: the notation suffix once per pair
of cells, each half's points once per (cell, partner direction) from the run
table (D-CL-4), and the capped gains once per distinct combination of colours
and points (D-ALL-8, D-CL-5).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

from ..core.colours import Colour
from ..core.game import Move, Option
from ..core.hexgrid import DIRECTIONS, FORWARD, OPPOSITE, Cell
from ..core.moves import Placement
from ..core.tiles import Tile
from ..core.tracks import Track

if TYPE_CHECKING:
    from .game import ClassicGame

#: The canonical direction of a pair from ``Grid.pairs`` (second half r, dl or dr).
_FORWARD_OF: dict[Cell, str] = {DIRECTIONS[d]: d for d in FORWARD}

#: (tile, colour on the first cell, colour on the second, their two letters)
Orientation = tuple[Tile, Colour, Colour, str]
Gains = tuple[list[int], list[int], int]


def orientations(rack: Sequence[Tile]) -> list[Orientation]:
    """Each distinct rack tile both ways round (a double only once), in colour order."""
    out: list[Orientation] = []
    for t in sorted(set(rack), key=lambda t: (t.a.index, t.b.index)):
        out.append((t, t.a, t.b, t.a.letter + t.b.letter))
        if t.a != t.b:
            out.append((t, t.b, t.a, t.b.letter + t.a.letter))
    return out


def gains(
    track: Track, own: Sequence[int], first: Colour, p1: int, second: Colour, p2: int
) -> Gains:
    """Gains per colour after the cap, losses to the cap, bonuses earned (D-ALL-8, D-CL-5).

    Both halves of one colour add up before the cap, so a colour reaching 18
    earns one bonus however many of its symbols scored (TRV-14, TRV-21).
    """
    gained, lost = [0] * len(own), [0] * len(own)
    raw = dict.fromkeys((first.index, second.index), 0)
    raw[first.index] += p1
    raw[second.index] += p2
    bonus = 0
    for i, points in raw.items():
        if points:
            step = track.advance(own[i], points)
            gained[i], lost[i], bonus = step.gained, step.lost, bonus + step.bonus
    return gained, lost, bonus


def tile_placements(game: ClassicGame, seat: int) -> list[tuple[Tile, Placement]]:
    """Every placement ``seat`` may make now, with its tile, pair by pair."""
    orients = orientations(game.racks[seat])
    label = game.grid.label
    out: list[tuple[Tile, Placement]] = []
    for c1, c2 in game._allowed_pairs(seat):
        d = _FORWARD_OF[(c2[0] - c1[0], c2[1] - c1[1])]
        suffix = f" {label(c1)} {d}"
        for tile, first, second, letters in orients:
            out.append((tile, Placement(letters + suffix, first, second, c1, d)))
    return out


def placement_options(game: ClassicGame, seat: int) -> list[Option]:
    """Every placement as a menu option, best first: points after caps (D-ALL-10),
    then points in the weakest colour(s), bonuses, and notation."""
    runs = game._run_table()
    own = game._scores[seat]
    weak = [c.index for c in game.weakest(seat)]
    # Everything per orientation that the inner loop needs, without hashing enums.
    orients = [
        (first, second, letters, first.index, second.index, t.code, t.label())
        for t, first, second, letters in orientations(game.racks[seat])
    ]
    label = game.grid.label
    nothing: Gains = ([0] * len(own), [0] * len(own), 0)
    memo: dict[tuple[int, int, int, int], tuple[Gains, int, int]] = {}
    ranked: list[tuple[int, int, str, Option]] = []
    for c1, c2 in game._allowed_pairs(seat):
        d = _FORWARD_OF[(c2[0] - c1[0], c2[1] - c1[1])]
        s1 = runs.colour_points(c1, d)
        s2 = runs.colour_points(c2, OPPOSITE[d])
        suffix = f" {label(c1)} {d}"
        for first, second, letters, i1, i2, group, group_label in orients:
            notation = letters + suffix
            m = Placement(notation, first, second, c1, d)
            p1, p2 = s1[i1], s2[i2]
            if p1 or p2:
                key = (i1, p1, i2, p2)
                if key not in memo:
                    g = gains(game.track, own, first, p1, second, p2)
                    memo[key] = (g, sum(g[0]), sum(g[0][i] for i in weak) * 10 + g[2])
                result, points, tiebreak = memo[key]
            else:
                result, points, tiebreak = nothing, 0, 0
            describe = partial(game._describe, m, *result)
            option = Option(m, group, group_label, points, tiebreak, describe)
            ranked.append((-points, -tiebreak, notation, option))
    ranked.sort()  # notations are unique, so options themselves are never compared
    return [r[3] for r in ranked]


_WORDS = {
    "swap": "Swap: put your whole rack back and draw a new one",
    "keep": "Keep your rack and draw up to six",
    "pass": "Pass: you have no tile to place",
}


def word_option(m: Move) -> Option:
    """A swap, keep or pass as a menu option (no points)."""
    text = _WORDS[m.notation]
    return Option(m, m.notation, m.notation.title(), 0, describe=lambda: (m.notation, text))
