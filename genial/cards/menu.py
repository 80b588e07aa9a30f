"""Menu options and move texts of the card game (D-CRD-4, D-ALL-10)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

from ..core.colours import SIX
from ..core.facts import Fact, bonus_facts
from ..core.menufacts import gains_fact, with_bonus
from ..core.values import Move, Option
from .notation import Play
from .scoring import Scoring

if TYPE_CHECKING:
    from .state import CardState

_WORD_TEXTS = {
    "exchange": "Exchange: show your hand, discard it all and draw six new cards",
    "keep": "Keep your hand and draw up to six",
    "pass": "Pass: you have no card to play",
}


def card_options(game: CardState, seat: int) -> list[Option]:
    """One option per (card, scoring order), best first (D-CRD-4).

    The alternative order is offered only when it scores differently; the
    options are ranked by points, then a round-winning move, then points in
    the weakest colour(s), then bonus moves.
    """
    weak = [c.index for c in game.weakest(seat)]
    out: list[Option] = []
    for card in sorted(set(game.hands[seat]), key=lambda c: (c.a.index, c.b.index)):
        moves = [Play.of(card, card.a), Play.of(card, card.b)]
        results = [game.scoring(seat, m.order) for m in moves]
        both = results[0].after != results[1].after or results[0].lost != results[1].lost
        for m, res in list(zip(moves, results, strict=True))[: 2 if both else 1]:
            wins = all(v >= game.goal for v in res.after)
            out.append(
                Option(
                    move=m,
                    group=card.code,
                    group_label=card.label(),
                    points=res.points,
                    tiebreak=wins * 10_000 + sum(res.gains[i] for i in weak) * 10 + res.reached,
                    describe=partial(_describe, m, res, wins, both),
                    speak=partial(speak, m, res, wins, both),
                    group_fact=Fact("menu-tile", {"first": card.a.fact, "second": card.b.fact}),
                )
            )
    out.sort(key=lambda o: (-o.points, -o.tiebreak, o.move.notation))
    return out


def word_option(m: Move) -> Option:
    """A menu option for ``exchange``, ``keep`` or ``pass``."""
    text = _WORD_TEXTS[m.notation]
    return Option(m, m.notation, m.notation.title(), 0, describe=lambda: (m.notation, text))


def _describe(m: Play, res: Scoring, wins: bool, both: bool) -> tuple[str, str]:
    label = f"{m.first.label} first" if both else f"{m.card.a.label} + {m.card.b.label}"
    detail = points_text(res.gains, res.lost)
    if res.reached:
        detail += f", {_bonus(res.reached)}"
    if wins:
        detail += ", all six at 7+: wins!"
    return label, detail


def speak(m: Play, res: Scoring, wins: bool, both: bool) -> tuple[Fact, Fact]:
    """The option's label and detail as facts (``_describe`` in any language)."""
    if both:
        label = Fact("menu-first", {"colour": m.first.fact})
    else:
        label = Fact("menu-both", {"first": m.card.a.fact, "second": m.card.b.fact})
    detail = gains_fact(SIX, res.gains, res.lost, "move-lost-to-areas")
    detail = with_bonus(detail, res.reached, "menu-bonus-moves")
    return label, Fact("menu-wins", {"gains": detail}) if wins else detail


def points_text(gains: Sequence[int], lost: Sequence[int]) -> str:
    """'+2 red, +1 purple (1 purple lost to the areas)', or 'no points'."""
    parts = [f"+{g} {c.label}" for c, g in zip(SIX, gains, strict=True) if g]
    gone = [f"{n} {c.label}" for c, n in zip(SIX, lost, strict=True) if n]
    s = ", ".join(parts) if parts else "no points"
    if gone:
        s += f" ({', '.join(gone)} lost to the areas)"
    return s


def outcome_fact(m: Play, res: Scoring, bonus: bool, *, announce_bonus: bool = True) -> Fact:
    """The public line for a played card, as a fact."""
    line = Fact(
        "move-played-card",
        {
            "card": m.card.code,
            "first": m.first.fact if m.first != m.card.a else 0,
            "gains": gains_fact(SIX, res.gains, res.lost, "move-lost-to-areas"),
        },
    )
    return bonus_facts(line, res.reached if announce_bonus else 0, bonus)


def outcome_text(m: Play, res: Scoring, bonus: bool, *, announce_bonus: bool = True) -> str:
    """The public line for a played card."""
    order = f" ({m.first.label} first)" if m.first != m.card.a else ""
    text = f"played {m.card.code}{order}: {points_text(res.gains, res.lost)}"
    if res.reached and announce_bonus:
        text += f" - Einfach Genial! {_bonus(res.reached)}"
    return ("bonus: " + text) if bonus else text


def _bonus(n: int) -> str:
    return f"{n} bonus move{'s' if n > 1 else ''}"
