"""``Game.forced_pass()`` answers exactly like ``legal_moves() == [pass]`` (D-ALL-7).

The service asks it after every move (``app.games.work.forced``); the tile editions answer
without listing their placements. Checked on every position of random games of every
edition, and on positions where the player to act has an emptied rack (a forced pass
cannot happen in real play: ``test_forced_pass_unreachable``), so both answers are met.
"""

from __future__ import annotations

import random

import pytest

from genial import EDITIONS, Game, Move, create


def by_listing(game: Game) -> str | None:
    """The definition: the lone legal move when it is a pass."""
    moves = game.legal_moves()
    return moves[0].notation if len(moves) == 1 and moves[0].kind == "pass" else None


def said(move: Move | None) -> str | None:
    return None if move is None else move.notation


def players(edition: str) -> int:
    return min(3, EDITIONS[edition].edition.max_players)


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_agrees_with_legal_moves_along_random_games(edition: str) -> None:
    rng = random.Random(edition)
    positions = 0
    for seed in (1, 2):
        game = create(edition, players(edition), seed=seed)
        while not game.over:
            assert said(game.forced_pass()) == by_listing(game)
            positions += 1
            game.apply(rng.choice(game.legal_moves()))
        assert game.forced_pass() is None and by_listing(game) is None
    assert positions > 20


@pytest.mark.parametrize("edition", ["classic", "travel", "3d"])
def test_an_emptied_rack_must_pass(edition: str) -> None:
    rng = random.Random(7)
    game = create(edition, 2, seed=3)
    for _ in range(6):
        game.apply(rng.choice(game.legal_moves()))
    assert game.forced_pass() is None  # a full rack: placements, no pass
    seat = game.current
    assert seat is not None
    game.racks[seat].clear()  # type: ignore[attr-defined]
    assert by_listing(game) == "pass"
    assert said(game.forced_pass()) == "pass"
