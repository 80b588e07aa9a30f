"""Game records: a JSON document that replays a game exactly.

::

    {"schema": 1, "edition": "classic", "players": 2, "seed": 123,
     "options": {"bag": null}, "moves": [{"seat": 0, "move": "RB F7 r"}, ...],
     "result": [{"seat": 1, "place": 1, "scores": [...]}, ...]}   # once over

``options.bag`` may list the draw order explicitly (tile codes); the seed still
drives reshuffles after swaps.

``schema`` is the record format and rules version: older records are brought
up to date by the migrations of :mod:`genial.migrations`. A move entry may also
carry ``"scores"`` after it and the ``"gains"`` it made, checked by ``replay(..., verify=True)`` together
with the final ``result`` (see :mod:`genial.verify`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from .core.contract import brief, whole
from .core.errors import GenialError, RecordError
from .core.game import Game
from .migrations import upgrade
from .registry import get
from .verify import MoveRecordError, check_move, check_result

#: The fields every record has, and what each must hold (``options`` may be absent).
_FIELDS: dict[str, Callable[[Any], bool]] = {
    "edition": lambda v: isinstance(v, str),
    "players": whole,
    "seed": whole,
    "moves": lambda v: isinstance(v, list | tuple),
}


def replay(record: Mapping[str, Any], *, upto: int | None = None, verify: bool = False) -> Game:
    """Rebuild a game from its record (the first ``upto`` moves only, if given).

    Raises RecordError naming the first move that does not replay, or what is
    malformed. An older record is migrated first (:mod:`genial.migrations`).
    With ``verify``, the state the record stores (per-move ``scores``, the final
    ``result``) must come out too, else a ``DriftError`` (a RecordError) names
    the first move where they part.
    """
    if not isinstance(record, Mapping):
        raise RecordError("err-record-game-record-must-be")
    record = upgrade(record)
    for key, ok in _FIELDS.items():
        if key not in record or not ok(record[key]):
            raise RecordError("err-record-bad-field", key=key)
    options = record.get("options")
    if options is not None and not isinstance(options, Mapping):
        raise RecordError("err-record-bad-options")
    if upto is not None and not whole(upto):
        raise RecordError("err-record-replay-up-to-whole")
    try:
        cls = get(record["edition"])
    except GenialError as exc:  # an unknown edition
        raise RecordError("err-record-record-names-no-known", error=exc.fact) from None
    try:
        game = cls.new(record["players"], record["seed"], options)
    except GenialError as exc:
        raise RecordError("err-record-record-cannot-set-up", error=exc.fact) from None
    moves = record["moves"]
    todo = moves[:upto] if upto is not None else moves
    for i, entry in enumerate(todo):
        if not isinstance(entry, Mapping) or not whole(entry.get("seat")):
            raise RecordError("err-record-bad-move", value=i + 1, brief=brief(entry))
        seat, text = entry["seat"], entry.get("move")
        if not isinstance(text, str):
            raise RecordError("err-record-bad-move", value=i + 1, brief=brief(entry))
        try:
            outcome = game.play_entry(seat, text)
        except GenialError as exc:
            raise MoveRecordError(
                "err-record-move-by-seat-does",
                value=i + 1,
                text=brief(text),
                seat=brief(seat),
                error=exc.fact,
                move=i + 1,
                cause=exc.reason,
            ) from None
        if verify:
            check_move(game, i + 1, entry, outcome.gains, last=i + 1 == len(moves))
    if verify and len(todo) == len(moves):
        check_result(game, record, len(moves))
    return game


def load(path: str | Path) -> dict[str, Any]:
    """Read a record file; raises RecordError if it is not JSON."""
    if not isinstance(path, str | Path):
        raise RecordError("err-record-record-path-must-be")
    try:
        data = json.loads(Path(path).read_text("utf-8"))
    except (OSError, ValueError) as exc:
        raise RecordError("err-record-cannot-read-record", path=path, error=exc) from None
    except RecursionError:
        raise RecordError("err-record-cannot-read-record-it", path=path) from None
    if not isinstance(data, dict):
        raise RecordError("err-record-game-record-must-be")
    return data
