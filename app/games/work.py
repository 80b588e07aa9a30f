"""CPU work of the game service, run in its worker threads (never on the event loop).

Each function takes and returns plain values (a game object, a record, bytes);
:class:`app.games.service.GameService` calls them through ``GameService.run``.
"""

from __future__ import annotations

from typing import Any

import i18n
from app.games.gamecache import restore, snapshot
from app.text.outcomes import said
from genial import Game, Move, Outcome, replay

__all__ = [
    "apply_and_forced",
    "apply_and_record",
    "apply_to_copy",
    "apply_to_restored",
    "cheap_copy",
    "forced",
    "forced_and_record",
    "log_entry",
    "replay_and_snapshot",
    "restore",
    "snapshot",
    "to_commit",
]


def replay_and_snapshot(record: dict[str, Any]) -> tuple[Game, bytes]:
    game = replay(record)
    return game, snapshot(game)


def forced(game: Game) -> list[Outcome]:
    """Apply passes that are the only legal move (D-ALL-7), recorded like any move."""
    out = []
    while not game.over:
        move = game.forced_pass()  # without listing every placement (3 ms early in classic)
        if move is None:
            break
        out.append(game.apply(move))
    return out


def apply_and_forced(game: Game, move: str | Move, seat: int) -> list[Outcome]:
    return [game.apply(move, seat), *forced(game)]


#: What a move commits besides its outcomes: the record, the snapshot and the move log's
#: entries (:func:`log_entry`), made in a worker.
Made = tuple[dict[str, Any], bytes, list[dict[str, Any]]]


def log_entry(o: Outcome) -> dict[str, Any]:
    """The public part of an outcome, for the move log (its text in the default language:
    Fluent formatting, 0.2-0.5 ms a move, done here rather than on the event loop)."""
    return {
        "gains": list(o.gains),
        "lost": list(o.lost),
        "bonus": o.bonus,
        "text": said(i18n.DEFAULT, o),
    }


def to_commit(game: Game, outcomes: list[Outcome]) -> Made:
    """The record, the snapshot and the log entries of ``outcomes`` applied to ``game``."""
    return game.record(), snapshot(game), [log_entry(o) for o in outcomes]


def forced_and_record(game: Game, first: Outcome) -> tuple[list[Outcome], Made]:
    """After ``first`` was applied to ``game``: the forced passes that follow
    (:func:`forced`), then what to commit, in one trip to a worker."""
    outcomes = [first, *forced(game)]
    return outcomes, to_commit(game, outcomes)


def apply_and_record(game: Game, move: str | Move, seat: int) -> tuple[list[Outcome], Made]:
    """:func:`apply_and_forced`, then what to commit (one trip to a worker)."""
    return forced_and_record(game, game.apply(move, seat))


def apply_to_copy(game: Game, move: Move, seat: int) -> tuple[Outcome, Game]:
    after = game.copy()
    return after.apply(move, seat), after


def cheap_copy(game: Game) -> bool:
    """Whether ``game.copy()`` is cheaper than restoring its snapshot: editions with their
    own shallow copy (tile games: 0.01-0.1 ms) copy; the others' deepcopy is 5-10 times
    slower than unpickling (dice, cards: 0.2-0.6 ms against 0.02-0.05 ms)."""
    return type(game).copy is not Game.copy


def apply_to_restored(blob: bytes, move: Move, seat: int) -> tuple[Outcome, Game]:
    """Like :func:`apply_to_copy`, the copy made from the game's snapshot (for editions
    without a cheap copy, see :func:`cheap_copy`)."""
    after = restore(blob)
    return after.apply(move, seat), after
