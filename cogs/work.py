"""CPU work of the game service, run in its worker threads (never on the event loop).

Each function takes and returns plain values (a game object, a record, bytes);
:class:`cogs.service.GameService` calls them through ``GameService.run``.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import gc
from typing import Any

from genial import Game, Move, Outcome, replay

from .gamecache import restore, snapshot

__all__ = [
    "apply_and_forced",
    "apply_to_copy",
    "forced",
    "record_and_snapshot",
    "replay_and_snapshot",
    "restore",
    "settle_memory",
    "snapshot",
    "trim_memory",
]


def settle_memory() -> None:
    """Call once the bot has started (and after warm-ups in benchmarks): collect, then move
    every object alive now out of the collector's way (``gc.freeze``), and collect the young
    generations less often. A full collection holds the GIL, so it stalls the event loop for
    as long as it walks the heap: measured 200-460 ms on a busy 2-core machine while 20
    moves ran, and at most ~60 ms after this (``make bench``, loop lag)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 20, 20)


@functools.cache
def _malloc_trim() -> Any:
    """glibc's ``malloc_trim``, or None where the C library has none (musl, macOS)."""
    name = ctypes.util.find_library("c")
    try:
        return ctypes.CDLL(name).malloc_trim if name else None
    except (OSError, AttributeError):
        return None


def trim_memory() -> bool:
    """Give the C allocator's free pages back to the system (glibc ``malloc_trim(0)``).

    Freed PIL images, PNG buffers, pickles and large Python objects are ``free``d into
    glibc's arenas (one per worker thread that allocated), which keep them: resident
    memory then stays at each arena's high-water mark and creeps as work moves between
    threads. Trimming returns whole free pages of every arena; it holds no GIL (ctypes
    releases it) and takes a few milliseconds. Returns False where it is not available."""
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True


def replay_and_snapshot(record: dict[str, Any]) -> tuple[Game, bytes]:
    game = replay(record)
    return game, snapshot(game)


def record_and_snapshot(game: Game) -> tuple[dict[str, Any], bytes]:
    return game.record(), snapshot(game)


def forced(game: Game) -> list[Outcome]:
    """Apply passes that are the only legal move (D-ALL-7), recorded like any move."""
    out = []
    while not game.over:
        moves = game.legal_moves()
        if len(moves) != 1 or moves[0].kind != "pass":
            break
        out.append(game.apply(moves[0]))
    return out


def apply_and_forced(game: Game, move: str | Move, seat: int) -> list[Outcome]:
    return [game.apply(move, seat), *forced(game)]


def apply_to_copy(game: Game, move: Move, seat: int) -> tuple[Outcome, Game]:
    after = game.copy()
    return after.apply(move, seat), after
