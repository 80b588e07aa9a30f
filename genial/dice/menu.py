"""The dice game's menu: every sensible scoring choice, best first, plus ``reroll``.

Two steps: the group is how the roll is used (``score`` = matches only,
``joker RR`` = the red pair as a joker, ``joker RR GG`` = both pairs), the
label the joker colour(s). Options are ranked by crosses actually placed
(D-ALL-10), then by how evenly they leave the sheet (even rows open the
locked sections, DCE-16). A choice that no row prefers to another one (it
places no more crosses anywhere) is left out of the menu; it stays legal.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

from ..core.colours import SIX
from ..core.facts import Fact
from ..core.menufacts import gains_fact
from ..core.values import Option
from .moves import REROLL, SCORE, Roll, Score, joker_choices

if TYPE_CHECKING:
    from .state import DiceState

Result = tuple[Score, tuple[int, ...], tuple[int, ...]]


def menu_options(game: DiceState) -> list[Option]:
    """After a roll: the non-dominated scoring choices ranked, and ``reroll`` if left."""
    seat = game.current
    assert seat is not None
    own = game.dice[seat] or ()
    rows = game.sheets[seat]
    results: list[Result] = []
    seen: set[tuple[int, ...]] = set()
    for move in joker_choices(own, game.faces):
        placed, lost = game.outcome_of(seat, move)
        if placed not in seen:  # the first (fewest jokers, colour order) of equal results
            seen.add(placed)
            results.append((move, placed, lost))
    keep = [r for r in results if not any(_dominates(o[1], r[1]) for o in results)]
    options = [_score_option(m, placed, lost, rows) for m, placed, lost in keep]
    options.sort(key=lambda o: (-o.points, -o.tiebreak, o.move.notation))
    left = game.max_rolls - game.rolls
    if left > 0:
        reroll = _reroll_option(left, len(own))
        # Reroll follows every choice that places a cross, and leads when none does.
        at = sum(1 for o in options if o.points > 0)
        options.insert(at, reroll)
    return options


def _dominates(a: Sequence[int], b: Sequence[int]) -> bool:
    return a != b and all(x >= y for x, y in zip(a, b, strict=True))


def _evenness(rows: Sequence[int], placed: Sequence[int]) -> int:
    """The D-ALL-4 key of the rows after placing, as one integer (weakest row first)."""
    value = 0
    for n in sorted(r + p for r, p in zip(rows, placed, strict=True)):
        value = value * 8 + n
    return value


def _score_option(
    move: Score, placed: tuple[int, ...], lost: tuple[int, ...], rows: Sequence[int]
) -> Option:
    if move.jokers:
        plural = "s" if len(move.jokers) > 1 else ""
        group = "joker " + move.groups
        joined = " + ".join(move.groups.split())
        group_label = f"Joker{plural} {joined}"
        named = Fact("menu-joker-group", {"count": len(move.jokers), "groups": joined})
    else:
        group, group_label = SCORE, "Score matches"
        named = Fact("menu-score-group")
    return Option(
        move=move,
        group=group,
        group_label=group_label,
        points=sum(placed),
        tiebreak=_evenness(rows, placed),
        describe=partial(_describe, move, placed, lost),
        speak=partial(speak, move, placed, lost),
        group_fact=named,
    )


def _describe(move: Score, placed: Sequence[int], lost: Sequence[int]) -> tuple[str, str]:
    if move.jokers:
        label = " ".join(f"{c.letter * k}={t.letter} ({t.label})" for c, k, t in move.jokers)
    else:
        label = "matches only"
    return label, crosses_text(placed, lost)


def speak(move: Score, placed: Sequence[int], lost: Sequence[int]) -> tuple[Fact, Fact]:
    """The option's label and detail as facts (``_describe`` in any language)."""
    if move.jokers:
        said = [
            Fact("menu-joker", {"dice": c.letter * k, "face": t.letter, "colour": t.fact})
            for c, k, t in move.jokers
        ]
        label = said[-1]
        for part in reversed(said[:-1]):
            label = Fact("menu-spaced", {"first": part, "rest": label})
    else:
        label = Fact("menu-matches-only")
    return label, crosses_fact(placed, lost)


def crosses_fact(placed: Sequence[int], lost: Sequence[int]) -> Fact:
    """``crosses_text`` as a fact."""
    return gains_fact(SIX, placed, lost, "move-lost-to-locks", "menu-no-crosses")


def _reroll_option(left: int, dice: int) -> Option:
    after = left - 1
    detail = f"roll all {dice} dice again; {after} reroll{'s' * (after != 1)} left after this"
    said = Fact("menu-reroll", {"dice": dice, "after": after})
    return Option(
        move=Roll(REROLL),
        group=REROLL,
        group_label=f"Reroll ({left} left)",
        points=0,
        describe=lambda: (REROLL, detail),
        speak=lambda: (Fact("menu-notation", {"text": REROLL}), said),
        group_fact=Fact("ui-word-reroll", {"left": left}),
    )


def crosses_text(placed: Sequence[int], lost: Sequence[int]) -> str:
    """'+3 yellow, +4 blue; lost: 1 green' (or 'no crosses')."""
    parts = [f"+{n} {c.label}" for c, n in zip(SIX, placed, strict=True) if n]
    text = ", ".join(parts) if parts else "no crosses"
    gone = [f"{n} {c.label}" for c, n in zip(SIX, lost, strict=True) if n]
    if gone:
        text += f"; lost to locks or full rows: {', '.join(gone)}"
    return text


def score_fact(move: Score, placed: Sequence[int], lost: Sequence[int]) -> Fact:
    """The public line for an applied score, as a fact."""
    jokers = " ".join(move.notation.split()[2:]) if move.jokers else ""
    crosses = gains_fact(SIX, placed, lost, "move-lost-to-locks")
    if jokers:
        return Fact("move-scored-joker", {"jokers": jokers, "crosses": crosses})
    return Fact("move-scored", {"crosses": crosses})


def score_text(move: Score, placed: Sequence[int], lost: Sequence[int]) -> str:
    """The public line for an applied score, e.g. 'scored (joker BB=R): +1 red'."""
    how = f" (joker {' '.join(move.notation.split()[2:])})" if move.jokers else ""
    return f"scored{how}: {crosses_text(placed, lost)}"
