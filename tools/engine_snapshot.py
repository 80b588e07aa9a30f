"""Snapshot every observable of seeded self-play games, to prove an engine change changes nothing.

``make snapshot-write`` / ``make snapshot-check`` (``SNAPSHOT_DIR``), or::

    python -m tools.engine_snapshot write out/snap-before   # with the old engine
    python -m tools.engine_snapshot check out/snap-before   # with the new one

``write`` plays seeded games of every edition and player count (the
self-play of ``genial.cli``), keeps each record and, for the position before
every move and after the last, one digest of: the public view, every seat's
private view and hand text, scores, status, whose turn, bonus owed, the legal
moves in order, the whole menu (notation, group, points, tie-break, in rank
order) with label and detail of its first 25 entries, and the outcome of the
move applied. ``check`` replays each saved record with the engine as it is now
and compares every digest, naming the first position that differs.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from genial import EDITIONS, Game
from genial.cli import play_one
from genial.records import replay


def canon(x: Any, depth: int = 0) -> Any:
    """A deterministic, order-stable plain form of a view (sets and dicts sorted)."""
    if depth > 40:
        return "<deep>"
    if x is None or isinstance(x, bool | int | float | str):
        return x
    if isinstance(x, enum.Enum):
        return f"{type(x).__name__}.{x.name}"
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return [type(x).__name__] + [
            [f.name, canon(getattr(x, f.name), depth + 1)]
            for f in dataclasses.fields(x)
            if not callable(getattr(x, f.name))
        ]
    if isinstance(x, dict):
        items = [[canon(k, depth + 1), canon(v, depth + 1)] for k, v in x.items()]
        return ["dict", sorted(items, key=repr)]
    if isinstance(x, set | frozenset):
        return ["set", sorted((canon(v, depth + 1) for v in x), key=repr)]
    if isinstance(x, list | tuple):
        return [canon(v, depth + 1) for v in x]
    if hasattr(x, "__dict__"):
        return [type(x).__name__, canon(dict(vars(x)), depth + 1)]
    return repr(x)


def state_digest(game: Game) -> str:
    menu = game.options_for_menu()
    parts: list[Any] = [
        canon(game.public_view()),
        [canon(game.private_view(s)) for s in range(game.players)],
        [game.hand_text(s) for s in range(game.players)],
        game.scores(),
        game.status_text(),
        game.current,
        game.over,
        game.bonus_owed(),
        [m.notation for m in game.legal_moves()],
        [(o.move.notation, o.group, o.group_label, o.points, o.tiebreak) for o in menu],
        [(o.label, o.detail) for o in menu[:25]],
    ]
    if game.over:
        parts.append(canon(game.ranking()))
    return hashlib.sha256(repr(parts).encode()).hexdigest()[:20]


def walk(record: dict[str, Any]) -> list[str]:
    """Digests of every position of the record's game, and of every move's outcome."""
    game = replay(record, upto=0)
    out = [state_digest(game)]
    for entry in record["moves"]:
        if entry["move"] == "resign":
            outcome = game.resign(entry["seat"])
        else:
            outcome = game.apply(entry["move"], entry["seat"])
        out.append(hashlib.sha256(repr(canon(outcome)).encode()).hexdigest()[:20])
        out.append(state_digest(game))
    final = replay(record)
    assert final.record() == game.record()
    return out


def games(per_edition: int, only: str = "") -> list[tuple[str, int, int]]:
    todo = []
    for edition, cls in EDITIONS.items():
        if only and edition not in only.split(","):
            continue
        counts = list(range(cls.edition.min_players, cls.edition.max_players + 1))
        for k in range(per_edition):
            todo.append((edition, counts[k % len(counts)], 9_000 + k))
    return todo


def write(folder: Path, per_edition: int, only: str = "") -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for edition, players, seed in games(per_edition, only):
        game = play_one(edition, players, seed)
        record = game.record()
        entry = {"record": record, "digests": walk(record)}
        name = f"{edition}-{players}p-{seed}.json"
        (folder / name).write_text(json.dumps(entry), "utf-8")
        print(name, len(record["moves"]), "moves", flush=True)


def check(folder: Path, pattern: str = "*.json") -> int:
    bad = 0
    files = sorted(folder.glob(pattern))
    for path in files:
        entry = json.loads(path.read_text("utf-8"))
        got = walk(entry["record"])
        if got != entry["digests"]:
            pairs = zip(got, entry["digests"], strict=False)
            first = next(
                (i for i, (a, b) in enumerate(pairs) if a != b),
                min(map(len, (got, entry["digests"]))),
            )
            print(f"{path.name}: differs at digest {first} of {len(got)}")
            bad += 1
    print(f"{len(files) - bad} of {len(files)} games identical, {bad} differ")
    return 1 if bad else 0


if __name__ == "__main__":
    cmd, where = sys.argv[1], Path(sys.argv[2])
    if cmd == "write":
        write(where, int(sys.argv[3]) if len(sys.argv) > 3 else 200, *sys.argv[4:5])
    else:
        sys.exit(check(where, *sys.argv[3:4]))
