"""Memory tuning of the bot's process: the collector's thresholds, glibc's arenas and trim.

Process-wide knobs the wiring (``bot/client.py``) and the benchmarks turn; nothing of
the games' logic.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import gc
from typing import Any

import i18n

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
