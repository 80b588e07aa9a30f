"""Engine outcomes and refusals in words: what a move did, and why one was refused.

No discord types: the application writes these into logs, records and posts; the
Discord surface re-exports them from :mod:`cogs.common.locale`.
"""

from __future__ import annotations

import re
from typing import Any

import i18n
from data import DataError
from genial import GenialError, Outcome
from genial.core.facts import Fact


def refusal(lang: str, exc: GenialError | DataError) -> str:
    """An engine, bot or storage refusal in ``lang``; a refusal without a message id is shown
    as written."""
    if isinstance(exc, DataError):
        return i18n.text(lang, exc.key, **dict(exc.params))
    return exc.key if exc.literal else i18n.fact(lang, exc)


def said(lang: str, outcome: Outcome, *, end: bool = True) -> str:
    """What a move did, in ``lang`` ('' when the engine says nothing about it).
    ``end=False``: without the note that the game is over (a final post says why on its
    own line, once)."""
    if outcome.fact is None:
        return ""
    fact = outcome.fact if end else without_end(outcome.fact)
    return i18n.fact(lang, as_typed(fact, outcome.notation))


def without_end(fact: Fact) -> Fact:
    """``fact`` without its "Game over: ..." note (``move-game-over``, 3D), if it has one."""
    if fact.key != "move-then":
        return fact
    inner, note = fact.params.get("move"), fact.params.get("note")
    if not isinstance(inner, Fact):
        return fact
    if isinstance(note, Fact) and note.key == "move-game-over":
        return without_end(inner)
    return Fact(fact.key, {**fact.params, "move": without_end(inner)})


def said_once(lang: str, outcome: Outcome) -> str:
    """:func:`said`, with the move's total points added only when the sentence does not
    already say them ("+2 red, +1 blue · +3 points", but "+8 blue" alone)."""
    total = sum(g for g in outcome.gains if g > 0)
    if outcome.fact is not None and total and gained(outcome.fact) != [total]:
        whole = with_total(outcome.fact, total)
        if whole is not None:  # "...: +1 red, +1 blue, 2 points in all." (one sentence)
            return i18n.fact(lang, as_typed(whole, outcome.notation))
    words = said(lang, outcome)
    if total and gained(outcome.fact) != [total]:
        points = i18n.text(lang, "ui-log-points", points=total)
        return f"{words} · {points}" if words else points
    return words


def with_total(fact: Fact, total: int) -> Fact | None:
    """``fact`` with the move's ``total`` points said inside its sentence, for a fact that is
    a whole sentence (3D's ``move-sentence``, perhaps followed by notes): "placed PO on G8-H7
    (level 1): +1 orange, +1 purple, 2 points in all." rather than "...purple. · +2 points".
    None for any other fact (its caller adds the total after it)."""
    if fact.key == "move-then":
        inner = fact.params.get("move")
        done = with_total(inner, total) if isinstance(inner, Fact) else None
        return None if done is None else Fact(fact.key, {**fact.params, "move": done})
    if fact.key == "move-sentence" and isinstance(fact.params.get("move"), Fact):
        summed = Fact("move-with-total", {"move": fact.params["move"], "points": total})
        return Fact(fact.key, {**fact.params, "move": summed})
    return None


#: The tile a placement's notation starts with (``OB B6 dr`` -> ``OB``).
_TYPED_TILE = re.compile(r"^([RGBOYP]{2})\b")


def as_typed(fact: Fact, notation: str) -> Fact:
    """``fact`` with its tile spelled as the player typed it: the engine keeps tiles in a
    canonical order (``BO``), but ``OB B6 dr`` puts O on B6, and "placed BO on B6-C7"
    would say the opposite. Nested facts are rewritten too."""
    typed = _TYPED_TILE.match(notation)
    if typed is None:
        return fact
    return _retile(fact, typed.group(1))


def _retile(fact: Fact, tile: str) -> Fact:
    params: dict[str, Any] = {}
    for key, value in fact.params.items():
        if key == "tile" and isinstance(value, str) and sorted(value) == sorted(tile):
            params[key] = tile
        elif isinstance(value, Fact):
            params[key] = _retile(value, tile)
        else:
            params[key] = value
    return Fact(fact.key, params)


def gained(fact: Fact | None) -> list[int]:
    """The points of every ``move-gain`` said in ``fact`` (nested), in order."""
    if fact is None:
        return []
    if fact.key == "move-gain":
        return [int(fact.params.get("points", 0))]
    found: list[int] = []
    for value in fact.params.values():
        items = value if isinstance(value, tuple | list) else (value,)
        for item in items:
            if isinstance(item, Fact):
                found.extend(gained(item))
    return found
