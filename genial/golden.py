"""Golden records: a stable fingerprint of a game's state, features, comparison.

``state(game)`` gives whose turn it is, whether the game is over, and short
hashes of the public view and of every seat's private view. Views are reduced
to plain JSON first (dataclass fields by name, skipping ``_private`` ones;
dicts and sets sorted; enums by name), so the hash depends on what a view
shows, not on object identity, set order or the hash seed of the process.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Mapping
from enum import Enum
from typing import Any

from .core.errors import GenialError
from .core.game import Game
from .records import replay
from .verify import result_of


def plain(value: Any) -> Any:
    """``value`` as plain JSON-able data in a canonical order."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Enum):
        return value.name
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: plain(getattr(value, f.name))
            for f in dataclasses.fields(value)
            if not f.name.startswith("_")
        }
    if isinstance(value, Mapping):
        items = [[plain(k), plain(v)] for k, v in value.items()]
        return sorted(items, key=_key)
    if isinstance(value, set | frozenset):
        return sorted((plain(v) for v in value), key=_key)
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    return repr(value)


def _key(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def digest(value: Any) -> str:
    """A 12-hex-digit hash of ``value``'s plain form."""
    text = json.dumps(plain(value), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def state(game: Game) -> dict[str, Any]:
    """The state fingerprint checked after every move of a golden record."""
    return {
        "turn": game.current,
        "over": game.over,
        "view": digest(game.public_view()),
        "hands": digest([game.private_view(s) for s in range(game.players)]),
    }


#: Editions whose bonus moves follow a placement by the same seat (D-CL-5 and kin).
BONUS_EDITIONS = frozenset({"classic", "travel", "3d", "cards"})
#: Move words counted as features of a golden set.
WORDS = ("swap", "exchange", "keep", "pass")


def features(golden: Mapping[str, Any]) -> set[str]:
    """What a golden file exercises, read from its record and states alone.

    ``resign`` is a player leaving while someone else is to act; ``timeout`` is
    the seat to act leaving (the bot's time-out writes exactly that); a
    ``bonus-chain`` is one seat placing three or more times in a row.
    """
    record = golden["record"]
    states = golden["states"]
    edition, options = record["edition"], record.get("options") or {}
    found = {f"{edition}/{record['players']}p", "finished" if "result" in record else "unfinished"}
    if int(options.get("rounds") or 1) > 1 or int(options.get("games") or 1) > 1:
        found.add("match")
    if options.get("start_variant"):
        found.add("start-variant")
    run, last_seat = 0, None
    for i, entry in enumerate(record["moves"]):
        seat, move = entry["seat"], entry["move"]
        if move in WORDS:
            found.add(move)
        if move == "resign":
            found.add("timeout" if states[i]["turn"] == seat else "resign")
        placing = move not in (*WORDS, "resign", "skip")
        run = run + 1 if placing and seat == last_seat else (1 if placing else 0)
        last_seat = seat if placing else None
        if run >= 3 and edition in BONUS_EDITIONS:
            found.add("bonus-chain")
    return found


def first_difference(golden: Mapping[str, Any]) -> str | None:
    """Replay a golden record move by move against its stored states.

    None when everything matches; else a sentence naming the first move (0 =
    the set-up) where the replay parts from the golden file, and what differs.
    """
    record, states = golden["record"], golden["states"]
    game = replay(record, upto=0)
    diff = _compare(state(game), states[0])
    if diff:
        return f"the set-up (move 0) differs: {diff}"
    for n, entry in enumerate(record["moves"], start=1):
        seat, text = entry["seat"], entry["move"]
        try:
            game.play_entry(seat, text)
        except GenialError as exc:
            return f"move {n} ({text!r} by seat {seat}) no longer replays: {exc}"
        got = {"scores": [list(s) for s in game.scores()], **state(game)}
        want = {"scores": entry.get("scores"), **states[n]}
        diff = _compare(got, want)
        if diff:
            return f"move {n} ({text!r} by seat {seat}) differs: {diff}"
    if "result" in record and (not game.over or result_of(game) != record["result"]):
        return f"the final result differs after move {len(record['moves'])}"
    return None


def _compare(got: Mapping[str, Any], want: Mapping[str, Any]) -> str:
    parts = [f"{k} is {got[k]!r}, golden {want.get(k)!r}" for k in got if got[k] != want.get(k)]
    return "; ".join(parts)
