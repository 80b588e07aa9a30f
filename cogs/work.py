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

import i18n
from genial import Game, Move, Outcome, replay

from .gamecache import restore, snapshot
from .locale import said

__all__ = [
    "apply_and_forced",
    "apply_and_record",
    "apply_to_copy",
    "apply_to_restored",
    "cheap_copy",
    "forced",
    "forced_and_record",
    "limit_malloc_arenas",
    "log_entry",
    "replay_and_snapshot",
    "restore",
    "settle_memory",
    "snapshot",
    "to_commit",
    "trim_memory",
]

#: glibc's ``mallopt`` parameter for the number of malloc arenas (``<malloc.h>``).
M_ARENA_MAX = -8
#: Arenas the bot's threads share (the event loop, the database thread, the workers).
MALLOC_ARENAS = 2


def settle_memory() -> None:
    """Call once the bot has started (and after warm-ups in benchmarks): load every
    language's catalogue (the first text of a language parses its catalogue: 65-75 ms of
    CPU on the loop), collect, then move every object alive now out of the collector's way
    (``gc.freeze``), and make the collections that remain short. A collection holds the
    GIL, so it stalls the event loop for as long as it walks the young objects: with
    thresholds (10_000, 20, 20) young collections took 8.7 ms CPU p50 (63 longest) and the
    middle ones 41-51 ms on a busy machine; with (2_000, 10, 100) 0.4 ms and 10 ms (22
    longest), the whole-heap one as rare as before (``make bench-scale`` prints them)."""
    for lang in i18n.LOCALES:
        i18n.text(lang, "ui-button-play")
    gc.collect()
    gc.freeze()
    gc.set_threshold(2_000, 10, 100)


@functools.cache
def _libc_function(name: str) -> Any:
    """A glibc function (``malloc_trim``, ``mallopt``), or None where the C library has
    none (musl, macOS)."""
    lib = ctypes.util.find_library("c")
    try:
        return getattr(ctypes.CDLL(lib), name) if lib else None
    except (OSError, AttributeError):
        return None


def limit_malloc_arenas(count: int = MALLOC_ARENAS) -> bool:
    """Let every thread share at most ``count`` malloc arenas (as ``MALLOC_ARENA_MAX``).

    glibc gives each thread that allocates its own arena (up to 8 per core), and each
    keeps its own high-water mark and fragments on its own: the bot's worker threads
    render, pickle and replay, so resident memory crept up arena by arena. Call it before
    the threads start (``GenialBot`` does, with ``tune_gc``). False where unavailable."""
    mallopt = _libc_function("mallopt")
    return bool(mallopt is not None and mallopt(M_ARENA_MAX, count) == 1)


def trim_memory() -> bool:
    """Give the C allocator's free pages back to the system (glibc ``malloc_trim(0)``).

    Freed PIL images, PNG buffers, pickles and large Python objects are ``free``d into
    glibc's arenas (one per worker thread that allocated), which keep them: resident
    memory then stays at each arena's high-water mark and creeps as work moves between
    threads. Trimming returns whole free pages of every arena; it holds no GIL (ctypes
    releases it) and takes a few milliseconds. Returns False where it is not available."""
    trim = _libc_function("malloc_trim")
    if trim is None:
        return False
    trim(0)
    return True


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
