"""The dice game's turn, planned exactly: rerolls and jokers by expectation.

A dice turn is a small chance tree: a roll, up to two rerolls (DCE-5), then
one score with optional jokers (DCE-10..12) against the others' dice, which
stay fixed during the turn (DCE-7). With ``n`` dice there are only
``C(n + 5, 5)`` distinct rolls (126 for two players' four dice), so the
value of rolling again is computed exactly over all of them (expectimax),
not estimated from samples:

* ``best(roll)``: the most valuable score of a roll (every joker choice);
* ``E[k]``: the mean over all rolls of the value of holding that roll with
  ``k`` rerolls still allowed, ``max(best(roll), E[k - 1])``;
* score now when ``best(current roll) >= E[rerolls left - 1]``.

Positions are valued in the race's sense (DCE-18, ``Game.race``): by the
turns the sheet still needs, on average, to be full (``dice_turns.json``,
computed exactly by ``tools/dice_table.py`` for every sheet play can reach
and every number of players, locks and jokers included), counted in crosses
at the average pace; a sheet layout without a table falls back to total
crosses plus a small weight on the weakest row (it opens the locked
sections, DCE-14/15); a full sheet wins. What the roll leaves as the
opponents' template (DCE-7) is valued too: a roll whose symbols the opponent
can hardly use (its rows full or locked) is worth a little more. Everything
comes from what the seat sees (the sheets and dice lying open); future rolls
are enumerated, never read from the game's random source.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations_with_replacement, product
from math import factorial
from pathlib import Path
from typing import TypeGuard

from ..core.colours import SIX
from ..core.values import Move
from ..dice.game import DiceGame
from ..dice.moves import REROLL, ROLL, Roll, counts, score_move
from ..dice.sheet import SheetLayout

#: Weight of the weakest row (a cross there opens sections for all others, DCE-14/15).
LOW_WEIGHT = 0.5
#: Weight of the squared rows: a cross in a short row is worth more than in a long one
#: (a sheet whose missing crosses are spread over many symbols scores from more rolls).
BALANCE = 0.05
#: A full sheet wins at once (DCE-18): it outweighs any number of crosses.
WIN = 1_000.0
#: Weight of the crosses the next player is expected to make against the roll left lying.
OPP_WEIGHT = 1.0

#: Expected turns to fill each sorted sheet, by dice per player (tools/dice_table.py).
TURNS_FILE = Path(__file__).with_name("dice_turns.json")

Counts = tuple[int, ...]
Rows = tuple[int, ...]


@lru_cache(maxsize=1)
def _turns() -> tuple[tuple[int, ...], dict[int, dict[Rows, float]]]:
    """The turns tables: their layout's sections, and turns per sorted sheet by dice per
    player (four with two players, three with three, two with four)."""
    doc = json.loads(TURNS_FILE.read_text(encoding="utf-8"))
    tables = {
        int(dice): {tuple(int(c) for c in key): float(v) for key, v in t["turns"].items()}
        for dice, t in doc["tables"].items()
    }
    return tuple(doc["layout"]), tables


def turns_left(rows: Sequence[int], layout: SheetLayout, dice: int) -> float | None:
    """The mean number of turns a sheet still needs to be full, played soonest, with
    ``dice`` per player (None where no table applies: another sheet layout)."""
    sections, tables = _turns()
    table = tables.get(dice)
    if table is None or layout.sections != sections or layout.rows != 6:
        return None
    return table.get(tuple(sorted(rows)))


@lru_cache(maxsize=8)
def rolls(n: int, faces: int = 6) -> tuple[tuple[Counts, float], ...]:
    """Every distinct roll of ``n`` dice as counts per face, with its probability."""
    out = []
    total = faces**n
    for combo in combinations_with_replacement(range(faces), n):
        c = [0] * faces
        for f in combo:
            c[f] += 1
        ways = factorial(n)
        for k in c:
            ways //= factorial(k)
        out.append((tuple(c), ways / total))
    return tuple(out)


def value(rows: Sequence[int], layout: SheetLayout, dice: int = 0) -> float:
    """A sheet in the race's sense, a win most. Where the turns table applies (``dice``
    per player, see ``turns_left``): the turns saved against an empty sheet, times the
    crosses an average turn makes (so the value reads as crosses, as elsewhere). Else:
    crosses, the weakest row a little more, even rows better than uneven ones (every
    symbol stays useful)."""
    if layout.full(rows):
        return WIN + sum(rows)
    left = turns_left(rows, layout, dice)
    if left is not None:
        empty = _turns()[1][dice][(0,) * layout.rows]
        return layout.total / empty * (empty - left)
    return sum(rows) + LOW_WEIGHT * min(rows) - BALANCE * sum(r * r for r in rows)


def score_choices(c: Counts) -> list[tuple[tuple[int, int, int], ...]]:
    """Every joker choice of a roll: (face, group size, target) per joker (DCE-10/12)."""
    groups = [(f, k) for f, k in enumerate(c) if k >= 2]
    out: list[tuple[tuple[int, int, int], ...]] = [()]
    if not groups:
        return out
    faces = range(len(c))
    for mask in range(1, 1 << len(groups)):
        chosen = [g for i, g in enumerate(groups) if mask >> i & 1]
        for targets in product(faces, repeat=len(chosen)):
            out.append(tuple((f, k, t) for (f, k), t in zip(chosen, targets, strict=True)))
    return out


@lru_cache(maxsize=4096)
def next_turn_gain(room: Counts, template: Counts, n: int, rerolls: int) -> float:
    """Crosses the next player expects in a turn against ``template`` (counts per face),
    rolling ``n`` dice up to ``rerolls`` more times and keeping the best-looking roll;
    each row takes at most ``room`` more (its locks and length). Jokers are left out:
    they do not depend on the template."""
    table = rolls(n)
    gains = [
        (sum(min(k * t, r) for k, t, r in zip(c, template, room, strict=True)), p) for c, p in table
    ]
    e = sum(g * p for g, p in gains)
    for _ in range(rerolls):
        e = sum(max(g, e) * p for g, p in gains)
    return e


class TurnPlan:
    """One seat's turn in one position: the value of every roll, and of rolling again."""

    def __init__(self, game: DiceGame, seat: int) -> None:
        self.layout = game.layout
        self.rows: Rows = tuple(game.sheets[seat])
        self.template: Counts = tuple(game.template(seat))
        self.n = game.per_player
        self.max_rolls = game.max_rolls
        nxt = _next_seat(game, seat)
        self.next_room: Counts = ()
        self.base: Counts = ()
        if nxt is not None and OPP_WEIGHT:
            theirs = game.sheets[nxt]
            reach = self.layout.reach(theirs)
            self.next_room = tuple(max(0, reach - r) for r in theirs)
            own = counts(game.dice[seat] or ())
            self.base = tuple(t - o for t, o in zip(game.template(nxt), own, strict=True))
        self._best: dict[Counts, tuple[float, tuple[tuple[int, int, int], ...]]] = {}
        self._placed: dict[Counts, Rows] = {}

    def _after(self, want: Counts) -> Rows:
        got = self._placed.get(want)
        if got is None:
            got = self._placed[want] = self.layout.place(self.rows, want)
        return got

    def left_lying(self, c: Counts) -> float:
        """What leaving roll ``c`` as the next player's template costs (their crosses)."""
        if not self.next_room:
            return 0.0
        template = tuple(b + k for b, k in zip(self.base, c, strict=True))
        gain = next_turn_gain(self.next_room, template, self.n, self.max_rolls - 1)
        return OPP_WEIGHT * gain

    def best(self, c: Counts) -> tuple[float, tuple[tuple[int, int, int], ...]]:
        """The most valuable score of roll ``c`` and its jokers (fewest jokers on ties),
        less what the roll gives the next player."""
        got = self._best.get(c)
        if got is not None:
            return got
        top: tuple[float, tuple[tuple[int, int, int], ...]] = (float("-inf"), ())
        matches = [k * t for k, t in zip(c, self.template, strict=True)]
        for jokers in score_choices(c):
            want = list(matches)
            for f, k, target in jokers:
                want[f] -= matches[f]  # a joker group scores no matches (DCE-11)
                want[target] += k - 1
            v = value(self._after(tuple(want)), self.layout, self.n)
            if v > top[0]:
                top = (v, jokers)
        top = (top[0] - self.left_lying(c), top[1])
        self._best[c] = top
        return top

    def expected(self, rerolls: int) -> float:
        """The mean value of a fresh roll that may still be rolled ``rerolls`` more times."""
        table = rolls(self.n)
        e = sum(p * self.best(c)[0] for c, p in table)
        for _ in range(rerolls):
            e = sum(p * max(self.best(c)[0], e) for c, p in table)
        return e


def plan_move(game: DiceGame, seat: int) -> Move:
    """The seat's move by the turn plan: roll, reroll when a new roll is worth more on
    average than the best score now, else that score."""
    if game.rolls == 0:
        return Roll(ROLL)
    plan = TurnPlan(game, seat)
    own: Counts = tuple(counts(game.dice[seat] or ()))
    now, jokers = plan.best(own)
    left = game.max_rolls - game.rolls
    if left > 0 and plan.expected(left - 1) > now:
        return Roll(REROLL)
    return score_move([(SIX[f], k, SIX[t]) for f, k, t in jokers])


def _next_seat(game: DiceGame, seat: int) -> int | None:
    """The seat that plays after ``seat`` (the next to score against its roll)."""
    order = [s for s in game.active_seats() if s != seat]
    if not order:
        return None
    return min(order, key=lambda s: (s - seat) % game.players)


def is_dice(game: object) -> TypeGuard[DiceGame]:
    """Whether the turn plan applies (the dice game)."""
    return isinstance(game, DiceGame)


__all__ = ["TurnPlan", "is_dice", "plan_move", "rolls", "score_choices", "value"]
