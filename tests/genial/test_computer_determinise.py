"""``Game.determinise`` and the no-cheating property of every computer level.

A computer decides only from what its seat may see: swapping the
opponents' hidden tiles or cards, the bag or draw-pile order and the future
chance never changes its decision, and a determinised copy keeps everything
the seat sees while re-drawing the rest.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache
from typing import Any

import pytest

from genial.computer import decide
from genial.core.game import Game
from genial.core.rng import Rng
from genial.registry import EDITIONS, create

EDITION_IDS = sorted(EDITIONS)
HIDDEN = {"classic", "travel", "3d", "3d-solo", "cards"}  # secret racks, hands or bag order


def players_of(edition: str) -> int:
    ed = EDITIONS[edition].edition
    return min(3, ed.max_players)


@cache
def midgame(edition: str, plies: int) -> Game:
    """A position reached by normal play: ``plies`` moves into a seeded game."""
    game = create(edition, players_of(edition), seed=4242)
    rng = Rng(99)
    for _ in range(plies):
        if game.over:
            break
        seat = game.current
        assert seat is not None
        game.apply(decide(game, seat, "easy", rng))
    return game


def hidden_groups(game: Game, seat: int) -> list[list[Any]]:
    """The containers of pieces ``seat`` cannot see (written independently of the engines)."""
    if hasattr(game, "racks"):
        others = [r for s, r in enumerate(game.racks) if s != seat]
        return [*others, game.bag.tiles]
    if hasattr(game, "hands"):
        others = [h for s, h in enumerate(game.hands) if s != seat]
        return [*others, game.piles.draw, game.piles.discard]
    return []


def codes(groups: list[list[Any]]) -> list[list[str]]:
    return [[p.code for p in g] for g in groups]


def scrambled(game: Game, seat: int, salt: int) -> Game:
    """The same position with the hidden pieces swapped around and other future chance."""
    other = game.copy()
    groups = hidden_groups(other, seat)
    pool = [p for g in groups for p in g]
    random.Random(salt).shuffle(pool)
    for g in groups:
        n = len(g)
        g[:], pool = pool[:n], pool[n:]
    other.rng = Rng(salt * 7_777_777 + 1)
    if hasattr(other, "_script"):
        other._script = []
    return other


def seen_by(game: Game, seat: int) -> tuple[Any, ...]:
    """Everything ``seat`` sees."""
    return (
        game.public_view(),
        game.private_view(seat),
        game.hand_text(seat),
        game.status_text(),
        game.scores(),
        game.current,
        [m.notation for m in game.legal_moves()],
        [len(g) for g in hidden_groups(game, seat)],
    )


@pytest.mark.parametrize("edition", EDITION_IDS)
@pytest.mark.parametrize("plies", [0, 9])
def test_determinise_keeps_what_the_seat_sees(edition: str, plies: int) -> None:
    game = midgame(edition, plies)
    seat = game.current
    assert seat is not None
    before = seen_by(game, seat)
    changed = False
    for k in range(6):
        det = game.determinise(seat, Rng(k))
        assert seen_by(det, seat) == before
        pooled = Counter(p for g in codes(hidden_groups(det, seat)) for p in g)
        assert pooled == Counter(p for g in codes(hidden_groups(game, seat)) for p in g)
        changed |= codes(hidden_groups(det, seat)) != codes(hidden_groups(game, seat))
        assert det.rng.state != game.rng.state  # future chance re-drawn too
    assert seen_by(game, seat) == before  # the game itself is untouched
    assert changed == (edition in HIDDEN)


@pytest.mark.parametrize("edition", EDITION_IDS)
def test_determinise_depends_only_on_the_seats_view(edition: str) -> None:
    game = midgame(edition, 9)
    seat = game.current
    assert seat is not None
    other = scrambled(game, seat, salt=3)
    if edition in HIDDEN:
        assert codes(hidden_groups(other, seat)) != codes(hidden_groups(game, seat))
    a, b = game.determinise(seat, Rng(11)), other.determinise(seat, Rng(11))
    assert codes(hidden_groups(a, seat)) == codes(hidden_groups(b, seat))
    assert a.rng.state == b.rng.state


@pytest.mark.parametrize("edition", EDITION_IDS)
@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_no_cheating(edition: str, level: str) -> None:
    """Swapping what the seat cannot see never changes a computer's decision."""
    for plies in (9,) if level == "strong" else (0, 9):
        game = midgame(edition, plies)
        seat = game.current
        assert seat is not None
        mine = decide(game, seat, level, Rng(5), budget=60.0, iterations=2)
        for salt in (1,) if level == "strong" else (1, 2):
            other = scrambled(game, seat, salt)
            theirs = decide(other, seat, level, Rng(5), budget=60.0, iterations=2)
            assert theirs == mine, (edition, plies, salt)
