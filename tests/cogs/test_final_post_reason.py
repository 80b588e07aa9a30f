"""Every edition's final post says why the game ended, once: the move that ended it is
told without its own "Game over: ..." note (3D had both), the standings' first line says
the reason. Built by the surface's own code (``cogs.play.panels.turn_parts``), in every
language, for games ended by their rules."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

import genial
from app.games.loaded import Loaded, Played
from app.text import gamewords
from cogs.play.panels import turn_parts
from data import GameRow, SeatRow
from genial import Game, Outcome

NOW = datetime(2026, 1, 1, tzinfo=UTC)
NAMES = {7: "Alice", 8: "Bob"}
EDITIONS = [e.id for e in genial.editions()]


def played_out(edition: str, seed: int) -> tuple[Game, Outcome]:
    """A game of ``edition`` played to its end with best moves, and its last move."""
    players = 1 if genial.get(edition).edition.max_players == 1 else 2
    game = genial.create(edition, players, seed)
    last = None
    for _ in range(3000):
        if game.over:
            break
        move = game.best_move()
        assert move is not None and game.current is not None
        last = game.apply(move.notation, game.current)
    assert game.over and last is not None, edition
    return game, last


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_a_final_post_states_its_end_reason_once(edition: str, lang: str) -> None:
    game, last = played_out(edition, 1)
    users = (7, 8)[: len(game.scores())]
    row = GameRow(
        1, 10, 20, None, None, edition, len(users), {}, 7, "finished", 99, None, {}, None,
        None, None, NOW, NOW, NOW, number=1,
    )  # fmt: skip
    seats = [SeatRow(1, seat, uid, NOW, None, "seated") for seat, uid in enumerate(users)]
    loaded = Loaded(row, seats, game, name_map=dict(NAMES))
    lines, tail = turn_parts(Played(loaded, last.seat, [last]), lang)
    post = "\n".join([*lines, tail])
    reason = gamewords.end_words(game, [NAMES[u] for u in users], lang)
    assert len(reason) > 10 and post.count(reason) == 1, (reason, post)
    assert tail.splitlines()[0].count(reason) == 1, tail  # on the standings' first line
