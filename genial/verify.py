"""What ``replay(record, verify=True)`` checks, beyond "every move is legal".

A record may carry the state each move must reach:

* ``result`` (written by :meth:`Game.record` once a game is over): the final
  ranking with every seat's scores. The replayed game must be over after the
  last move, and not before it, with exactly that result.
* optional per-move checkpoints: a move entry may carry ``"scores"``, every
  seat's scores (in ``colours`` order) right after that move, and ``"gains"``,
  the points the move gained per colour (``Outcome.gains``). Records written
  by the bot do not carry them (the bot's move log keeps the gains, and its
  start-up check merges them in); golden records (``tests/golden/``) carry the
  scores, so that a change is caught at the first move where it shows.

Mismatches raise :class:`RecordError` naming the first move where the replay
and the record part (``DriftError.move``). Messages carry scores and
ranks only, which are public; never a rack, hand or bag.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .core.contract import brief
from .core.errors import RecordError
from .core.game import Game


class MoveRecordError(RecordError):
    """Move ``move`` (1-based) of a record no longer replays.

    ``cause`` is the engine error's machine-readable reason (``illegal``,
    ``not-your-turn``...): safe to log, unlike the message, which may mention
    what a rack held at that point.
    """

    def __init__(self, key: str, /, *, move: int, cause: str, **params: Any) -> None:
        super().__init__(key, **params)
        self.move = move
        self.cause = cause


class DriftError(MoveRecordError):
    """The record replays, but not to the state it stores (scores, result: public)."""

    def __init__(self, key: str, /, *, move: int, **params: Any) -> None:
        super().__init__(key, move=move, cause="drift", **params)


def result_of(game: Game) -> list[dict[str, Any]]:
    """The ``result`` field a finished game writes into its record."""
    return [
        {"seat": st.seat, "place": st.place, "scores": list(st.scores)} for st in game.ranking()
    ]


def check_move(
    game: Game, n: int, entry: Mapping[str, Any], gains: Sequence[int], last: bool
) -> None:
    """After move ``n`` (1-based) was applied (gaining ``gains``): compare with the entry."""
    stored_gains = entry.get("gains")
    if stored_gains is not None and _normal(stored_gains) != list(gains):
        raise DriftError(
            "err-record-move-by-seat-replays",
            n=n,
            get=entry.get("move"),
            get2=entry.get("seat"),
            list=list(gains),
            normal=_normal(stored_gains),
            move=n,
        )
    stored = entry.get("scores")
    if stored is not None:
        got = [list(s) for s in game.scores()]
        if _normal(stored) != got:
            raise DriftError(
                "err-record-move-scores",
                n=n,
                brief=brief(entry.get("move")),
                brief2=brief(entry.get("seat")),
                got=got,
                brief3=brief(_normal(stored), 200),
                move=n,
            )
    if game.over and not last:
        raise DriftError("err-record-game-ends-after-move", n=n, move=n)


def check_result(game: Game, record: Mapping[str, Any], moves: int) -> None:
    """After the last move: a finished record's stored result must come out."""
    stored = record.get("result")
    if stored is None:
        return
    if not game.over:
        raise DriftError(
            "err-record-record-finished-after-move",
            moves=moves,
            move=moves,
        )
    got = result_of(game)
    if _normal(stored) != got:
        raise DriftError(
            "err-record-last-move-result",
            moves=moves,
            got=got,
            brief=brief(_normal(stored), 200),
            move=moves,
        )


def _normal(value: Any) -> Any:
    """JSON-shaped copy (tuples as lists) for comparison."""
    if isinstance(value, list | tuple):
        return [_normal(v) for v in value]
    if isinstance(value, Mapping):
        return {k: _normal(v) for k, v in value.items()}
    return value
