"""Hypothesis strategies for the contract tests: arbitrary Python values, hand-built
moves of every edition with odd field values, real games part-way through, and
their records with random mutations."""

from __future__ import annotations

import copy
from dataclasses import fields
from functools import cache
from typing import Any, get_type_hints

from hypothesis import strategies as st

from genial import EDITIONS, Game, Move, create
from genial.cards import Card, Play
from genial.core.colours import Colour
from genial.core.moves import Placement, Word
from genial.core.rng import Rng
from genial.dice import Roll, Score
from genial.spezial import Stone

EDITION_IDS = sorted(EDITIONS)
MOVE_TYPES: list[type[Move]] = [Word, Placement, Stone, Play, Roll, Score, Move]

_ODD_TEXT = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=30
) | st.sampled_from(["", " ", "\x00", "RB\u200bF7 r", "ＲＢ Ｆ７ ｒ", "🎲", "e\u0301", "R" * 500])

#: Any JSON-like or Python value: None, bools, huge ints, odd floats, odd text, nesting.
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.sampled_from([2**63, -(2**63) - 1, 10**100, 2**64]),
    st.just(5000).map(lambda n: 10**n),  # too long to print: repr() raises
    st.floats(allow_nan=True, allow_infinity=True),
    _ODD_TEXT,
    st.binary(max_size=8),
    st.sampled_from([object(), Ellipsis, int, frozenset({1}), range(3), 1j]),
)
anything: st.SearchStrategy[Any] = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.lists(inner, max_size=4).map(tuple),
        st.dictionaries(st.one_of(_ODD_TEXT, st.integers(), st.none()), inner, max_size=4),
    ),
    max_leaves=12,
)

_colour = st.sampled_from(list(Colour))
_cell = st.tuples(st.integers(-8, 8), st.integers(-8, 8))
_WORDS = ["r", "l", "ur", "dl", "zz", "up", "pass", "swap", "exchange", "keep", "roll"]
_WORDS += ["reroll", "score", "play", "RB F7 r", "play RB", "score joker RR=B", "F7 G7"]
_small_words = st.sampled_from(_WORDS)
_PLAUSIBLE: dict[Any, st.SearchStrategy[Any]] = {
    str: _small_words,
    Colour: _colour,
    Card: st.builds(Card, _colour, _colour),
}


def _plausible(hint: Any) -> st.SearchStrategy[Any]:
    """A value of roughly the declared type, often wrong in detail."""
    if hint in _PLAUSIBLE:
        return _PLAUSIBLE[hint]
    text = str(hint)
    if "tuple[tuple[int, int], tuple[int, int]]" in text or "Cell, Cell" in text:
        return st.tuples(_cell, _cell)
    if "Colour, int, Colour" in text or "Joker" in text:
        joker = st.tuples(_colour, st.integers(-2, 6), _colour)
        return st.lists(joker, max_size=3).map(tuple)
    if "Colour, ..." in text:
        return st.lists(_colour, max_size=3).map(tuple)
    if "int, int" in text:
        return _cell
    return anything


def hand_built(cls: type[Move]) -> st.SearchStrategy[Move]:
    """Instances of ``cls`` whose fields hold plausible or arbitrary values."""
    hints = get_type_hints(cls)
    kwargs = {f.name: _plausible(hints.get(f.name)) | anything for f in fields(cls)}
    return st.builds(cls, **kwargs)


moves_of_any_type: st.SearchStrategy[Any] = st.one_of(
    *[hand_built(cls) for cls in MOVE_TYPES], st.builds(Word, _small_words)
)


@cache
def played(edition: str, steps: int, seed: int = 5) -> Game:
    """A game of ``edition`` after ``steps`` random moves (read-only: copy it)."""
    cls = EDITIONS[edition]
    game = create(edition, cls.edition.min_players, seed=seed)
    rng = Rng(seed)
    for _ in range(steps):
        if game.over:
            break
        game.apply(rng.choice(game.legal_moves()))
    return game


def games() -> st.SearchStrategy[Game]:
    """A fresh copy of some edition's game at its start or part-way through."""
    return st.builds(
        lambda e, k: copy.deepcopy(played(e, k)),
        st.sampled_from(EDITION_IDS),
        st.sampled_from([0, 3, 11]),
    )


def real_moves() -> st.SearchStrategy[Move]:
    """Legal moves of some edition's game (wrong-edition moves for the others)."""
    return st.builds(
        lambda e, k, i: (lambda ms: ms[i % len(ms)])(played(e, k).legal_moves()),
        st.sampled_from(EDITION_IDS),
        st.sampled_from([0, 3]),
        st.integers(0, 10_000),
    )


@cache
def record_of(edition: str, steps: int) -> dict[str, Any]:
    """The record of a random game (finished when ``steps`` is large), with every move's
    scores stored after it, as golden records keep them for ``replay(verify=True)``."""
    game = create(edition, EDITIONS[edition].edition.min_players, seed=9)
    rng, after = Rng(9), []
    for _ in range(steps):
        if game.over:
            break
        game.apply(rng.choice(game.legal_moves()))
        after.append([list(s) for s in game.scores()])
    record = game.record()
    for entry, scores in zip(record["moves"], after, strict=True):
        entry["scores"] = scores
    return record


def _mutate(record: dict[str, Any], data: st.DataObject) -> Any:
    rec = copy.deepcopy(record)
    for _ in range(data.draw(st.integers(1, 3))):
        where = data.draw(st.sampled_from(["top", "options", "move", "drop", "text", "whole"]))
        if where == "whole":
            return data.draw(anything)
        if where == "top":
            rec[data.draw(st.sampled_from([*rec, "extra"]))] = data.draw(anything)
        elif where == "drop" and rec:
            rec.pop(data.draw(st.sampled_from(sorted(rec))))
        elif where == "options" and isinstance(rec.get("options"), dict):
            key = data.draw(st.sampled_from([*rec["options"], "bag", "deck", "dice", "chips"]))
            rec["options"][key] = data.draw(anything | _small_words)
        elif isinstance(rec.get("moves"), list) and rec["moves"]:
            i = data.draw(st.integers(0, len(rec["moves"]) - 1))
            entry = rec["moves"][i]
            if where == "text" and isinstance(entry, dict) and isinstance(entry.get("move"), str):
                text = entry["move"]
                k = data.draw(st.integers(0, len(text)))
                entry["move"] = text[:k] + data.draw(_ODD_TEXT) + text[k + 1 :]
            elif isinstance(entry, dict):
                key = data.draw(st.sampled_from(["seat", "move", "scores", "x"]))
                entry[key] = data.draw(anything)
            else:
                rec["moves"][i] = data.draw(anything)
    return rec


def records(data: st.DataObject) -> Any:
    """A real record of a short random game of some edition, randomly mutated."""
    steps = data.draw(st.sampled_from([0, 8, 1000]))
    rec = record_of(data.draw(st.sampled_from(EDITION_IDS)), steps)
    return _mutate(rec, data)
