"""The dice game's moves, their canonical notation, matching and jokers.

Notation (D-ALL-2), case-insensitive on input:

* ``roll`` - the first roll of a turn (a chance move);
* ``reroll`` - roll all dice again, at most twice a turn (a chance move, DCE-5/6);
* ``score`` - score the matches of every die (D-DCE-4);
* ``score joker RR=B`` - use the group of two red dice as a joker for one
  blue cross (D-DCE-5); a group is written as the whole group's letters, so
  three yellow dice are ``YYY`` (giving two crosses of the chosen colour);
  several jokers are listed in colour order: ``score joker BB=Y PP=P``.

Colour letters: R red, G green, B blue, O orange, Y yellow, P purple. On
input the word ``joker`` is optional, ``jokers`` is accepted, and the target
colour may be spelled out (``score RR=blue``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations, product

from ..core.colours import SIX, Colour
from ..core.errors import NotationError
from ..core.values import Move

ROLL, REROLL, SCORE = "roll", "reroll", "score"

#: More dice than anybody rolls: a larger joker group cannot be meant.
MAX_GROUP = 12

#: One joker: (colour of the group, dice in the group, colour crossed).
Joker = tuple[Colour, int, Colour]


@dataclass(frozen=True)
class Roll(Move):
    """``roll`` or ``reroll``: every die of the player is rolled (DCE-5/6)."""

    @property
    def kind(self) -> str:
        return self.notation

    @property
    def chance(self) -> bool:
        """The result comes from the game's random source: never preview it."""
        return True


@dataclass(frozen=True)
class Score(Move):
    """Score the current roll, with the given jokers (D-DCE-4, D-DCE-5)."""

    jokers: tuple[Joker, ...] = ()

    @property
    def kind(self) -> str:
        return SCORE

    @property
    def groups(self) -> str:
        """The joker groups as written, e.g. ``RR GG`` ('' without jokers)."""
        return " ".join(c.letter * k for c, k, _ in self.jokers)


def score_move(jokers: Sequence[Joker] = ()) -> Score:
    """The canonical ``score`` move: jokers sorted by their group's colour."""
    ordered = tuple(sorted(jokers, key=lambda j: (j[0].index, j[1], j[2].index)))
    text = SCORE
    if ordered:
        text += " joker " + " ".join(f"{c.letter * k}={t.letter}" for c, k, t in ordered)
    return Score(text, ordered)


def checked_score(move: Score, faces: Sequence[Colour]) -> Score:
    """The canonical form of a hand-built (well-typed) ``score`` move, or NotationError."""
    groups = [c for c, _, _ in move.jokers]
    if len(set(groups)) != len(groups):
        raise NotationError("err-dice-each-group-of-dice")
    for colour, k, target in move.jokers:
        if colour not in faces or target not in faces:
            raise NotationError("err-dice-joker-names-colours-dice")
        if not 2 <= k <= MAX_GROUP:
            raise NotationError("err-dice-joker-two-or-more")
    return score_move(move.jokers)


def parse_move(text: str) -> Move:
    """Read a move in notation; raises NotationError (legality is checked on apply)."""
    clean = re.sub(r"\s*=\s*", "=", text.strip().lower().replace(",", " "))
    words = clean.split()
    if not words:
        raise NotationError("err-dice-empty-move")
    head, rest = words[0], words[1:]
    if head in (ROLL, REROLL) and not rest:
        return Roll(head)
    if head != SCORE:
        raise NotationError("err-dice-not-a-move", text=text.strip())
    if rest and rest[0] in ("joker", "jokers"):
        rest = rest[1:]
        if not rest:
            raise NotationError("err-dice-which-dice-are-joker")
    jokers: list[Joker] = []
    for word in rest:
        jokers.append(_parse_joker(word))
    seen = [c for c, _, _ in jokers]
    if len(set(seen)) != len(seen):
        raise NotationError("err-dice-each-group-of-dice")
    return score_move(jokers)


def _parse_joker(word: str) -> Joker:
    group, sep, target = word.partition("=")
    if not sep or not group or not target:
        raise NotationError("err-dice-not-joker-write-group", word=word)
    letters = {Colour.parse(ch) for ch in group}
    if len(letters) != 1 or len(group) < 2:
        raise NotationError("err-dice-not-joker-group-joker", upper=group.upper())
    return (letters.pop(), len(group), Colour.parse(target))


def counts(dice: Sequence[Colour]) -> list[int]:
    """How many of ``dice`` show each colour, in ``SIX`` order."""
    c = Counter(dice)
    return [c[col] for col in SIX]


def request(own: Sequence[Colour], template: Sequence[int], jokers: Sequence[Joker]) -> list[int]:
    """Crosses asked for per colour: matches of the non-joker dice plus joker crosses.

    ``template`` counts the other players' dice per colour: each own die of
    colour X matches every one of them showing X (D-DCE-4, DCE G5). A joker
    group scores no matches and gives k-1 crosses of its chosen colour
    (D-DCE-5, DCE-11).
    """
    used = {c for c, _, _ in jokers}
    want = [0] * len(SIX)
    for die in own:
        if die not in used:
            want[die.index] += template[die.index]
    for _, k, target in jokers:
        want[target.index] += k - 1
    return want


def joker_choices(own: Sequence[Colour], faces: Sequence[Colour] = SIX) -> Iterator[Score]:
    """Every legal ``score`` move for a roll, plain scoring first (D-DCE-5).

    Each group of two or more identical dice is either a joker (whole) with a
    freely chosen colour, or scores its matches.
    """
    n = counts(own)
    groups = [(c, n[c.index]) for c in SIX if n[c.index] >= 2]
    for size in range(len(groups) + 1):
        for chosen in combinations(groups, size):
            for targets in product(faces, repeat=size):
                yield score_move([(c, k, t) for (c, k), t in zip(chosen, targets, strict=True)])
