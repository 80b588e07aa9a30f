"""Game records: a JSON document that replays a game exactly.

::

    {"schema": 1, "edition": "classic", "players": 2, "seed": 123,
     "options": {"bag": null}, "moves": [{"seat": 0, "move": "RB F7 r"}, ...],
     "result": [{"seat": 1, "place": 1, "scores": [...]}, ...]}   # once over

``options.bag`` may list the draw order explicitly (tile codes); the seed still
drives reshuffles after swaps.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .core.errors import GenialError, RecordError
from .core.game import RECORD_SCHEMA, Game
from .registry import get


def replay(record: Mapping[str, Any], *, upto: int | None = None) -> Game:
    """Rebuild a game from its record (the first ``upto`` moves only, if given).

    Raises RecordError naming the first move that does not replay, or what is
    malformed.
    """
    if not isinstance(record, Mapping):
        raise RecordError("A game record must be a JSON object.")
    if record.get("schema") != RECORD_SCHEMA:
        raise RecordError(
            f"Unsupported record schema {record.get('schema')!r} (expected {RECORD_SCHEMA})."
        )
    try:
        cls = get(str(record["edition"]))
        players, seed = int(record["players"]), int(record["seed"])
        options = dict(record.get("options") or {})
        moves = list(record["moves"])
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"Malformed record: missing or invalid field {exc}.") from None
    except GenialError as exc:  # an unknown edition
        raise RecordError(f"Record names no known edition: {exc.message}") from None
    try:
        game = cls.new(players, seed, options)
    except GenialError as exc:
        raise RecordError(f"Record cannot set up its game: {exc.message}") from None
    for i, entry in enumerate(moves[:upto] if upto is not None else moves):
        try:
            seat, text = int(entry["seat"]), str(entry["move"])
        except (KeyError, TypeError, ValueError):
            raise RecordError(f"Move {i + 1} is malformed: {entry!r}.") from None
        try:
            if text == "resign":
                game.resign(seat)
            else:
                game.apply(text, seat)
        except GenialError as exc:
            raise RecordError(
                f"Move {i + 1} ({text!r} by seat {seat}) does not replay: {exc.message}"
            ) from None
    return game


def load(path: str | Path) -> dict[str, Any]:
    """Read a record file; raises RecordError if it is not JSON."""
    try:
        data = json.loads(Path(path).read_text("utf-8"))
    except (OSError, ValueError) as exc:
        raise RecordError(f"Cannot read record {path}: {exc}") from None
    if not isinstance(data, dict):
        raise RecordError("A game record must be a JSON object.")
    return data
