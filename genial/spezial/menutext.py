"""The words of a Spezial menu option: its label and detail, in English and as facts.

Built lazily (``Option.describe`` / ``Option.speak``) for the few options shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.facts import Fact
from .chains import Scoring
from .moves import Stone
from .play import explain, explain_fact

if TYPE_CHECKING:
    from .state import SpezialState


def describe(
    game: SpezialState, stone: Stone, sc: Scoring, gains: list[int], lost: list[int]
) -> tuple[str, str]:
    """The option's label and detail in English (``F7-G7 bonus orange``, ``+1 orange``)."""
    a, b = stone.cells
    label = f"{game.label(a)}-{game.label(b)}"
    if stone.colours:
        label += " bonus " + ", ".join(c.label for c in stone.colours)
    detail = game.gains_text(gains, lost)
    why = explain(game, sc, stone.colours) or _shape(sc)
    return label, f"{detail} ({why})" if why else detail


def speak(
    game: SpezialState, stone: Stone, sc: Scoring, gains: list[int], lost: list[int]
) -> tuple[Fact, Fact]:
    """The option's label and detail as facts (``describe`` in any language)."""
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
