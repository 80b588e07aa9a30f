"""What a render process (or, without processes, a worker thread) runs: the drawing jobs.

Jobs are module functions, pickled by reference to the child (``runtime.render_child``),
which calls :func:`warm_up` once at start; a process keeps within its memory budget by
emptying its drawing caches (:func:`keep_within_budget`). The parent side, which sends
the jobs, is :class:`runtime.renderers.Renderers`.
"""

from __future__ import annotations

import contextlib
import ctypes
import gc
import os
import sys
from collections.abc import Sequence
from typing import Any

import render

#: Memory budget of one render process in MB (``GENIAL_RENDER_MB``): when its resident
#: size passes it after an image, the process empties its drawing caches (layers,
#: sprites, text bitmaps; they fill again from the next images). Measured: 108 MB once
#: warmed up, 140 MB after drawing every edition (its working set), 89 MB right after
#: emptying. A budget below the working set thrashes (draw p50 45 -> 129 ms, p95 184 ->
#: 1300 ms at 90 MB), so the default is a safety net above it (docs/performance.md).
DEFAULT_RENDER_MB = 160.0
#: Above this resident size (MB, ``GENIAL_RENDER_HEAP_MB``; 0: never) a render process
#: gives its C heap's free pages back after an image, keeping its caches. While it draws
#: without pause it never idles long enough for that (``runtime.render_child``), and
#: glibc keeps the freed canvases of the largest boards: 137 MB resident after a minute
#: at 1,000 open games, 108 MB with this mark, at no more CPU a move
#: (docs/performance.md). Above the working set once trimmed (about 85-95 MB).
DEFAULT_HEAP_MB = 112.0
#: Room left above what a trim could not give back, when the mark has to move up.
HEAP_ROOM = 16 * 1024 * 1024
#: The budget of this process: set by :func:`warm_up` in render processes only (threads
#: share the bot's process, whose size is mostly other things).
_budget: list[int] = []
#: How often this process emptied its caches, and gave only its heap's free pages back.
trims: list[int] = [0]
heap_trims: list[int] = [0]


def _board(view: Any, names: Sequence[str], lang: str) -> bytes:
    # ``render.board_png`` is looked up at call time (tests wrap it to slow it down).
    png = render.board_png(view, names=names, locale=lang)
    keep_within_budget()
    return png


def _previews(
    view: Any, names: Sequence[str], lang: str, stamp: render.Preview
) -> tuple[bytes, bytes]:
    # One drawing of the board: the plain PNG and the stamped one (render.board_pngs).
    pngs = render.board_pngs(view, names=names, locale=lang, preview=stamp)
    keep_within_budget()
    return pngs


def _hand(view: Any, name: str, lang: str) -> bytes:
    png = render.hand_png(view, name=name, locale=lang)
    keep_within_budget()
    return png


def _animation(record: dict[str, Any], names: Sequence[str], lang: str) -> tuple[bytes, int]:
    from render.animation import replay_gif  # only a replay's GIF needs it

    gif = replay_gif(record, names, lang)
    keep_within_budget()
    return gif


def render_mb_from_env(environ: dict[str, str] | None = None) -> float:
    """``GENIAL_RENDER_MB`` as a number of MB (the default when unset or invalid)."""
    raw = (environ if environ is not None else dict(os.environ)).get("GENIAL_RENDER_MB", "")
    try:
        value = float(raw)
    except ValueError:
        return DEFAULT_RENDER_MB
    return value if value > 0 else DEFAULT_RENDER_MB


def heap_mb_from_env(environ: dict[str, str] | None = None) -> float:
    """``GENIAL_RENDER_HEAP_MB`` as a number of MB (0: off; the default when unset or
    invalid)."""
    raw = (environ if environ is not None else dict(os.environ)).get("GENIAL_RENDER_HEAP_MB", "")
    try:
        value = float(raw)
    except ValueError:
        return DEFAULT_HEAP_MB
    return value if value >= 0 else DEFAULT_HEAP_MB


def resident_bytes() -> int:
    """This process's resident size (Linux; 0 elsewhere). About 20 µs."""
    try:
        with open("/proc/self/statm", "rb") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def keep_within_budget() -> None:
    """In a render process over its budget: empty the drawing caches and give the memory
    back; over its heap mark only give the C heap's free pages back (the caches stay).
    Nothing in threads (no budget set) or while within both."""
    if not _budget:
        return
    resident = resident_bytes()
    if resident > _budget[0]:
        empty_caches()
        trims[0] += 1
    elif len(_budget) > 1 and resident > _budget[1]:
        _malloc_trim()
        heap_trims[0] += 1
        # A working set above the mark would trim after every image: the mark moves up
        # above what one trim leaves (never past the budget).
        left = resident_bytes()
        if left > _budget[1]:
            _budget[1] = min(_budget[0], left + HEAP_ROOM)


def _malloc_trim() -> None:
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6").malloc_trim(0)


def empty_caches() -> None:
    """Empty every ``functools`` cache of the ``render`` package and the text bitmaps,
    then return freed memory to the system (whatever the renderers cache today)."""
    for name, module in list(sys.modules.items()):
        if name != "render" and not name.startswith("render."):
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and getattr(value, "__module__", None) == name:
                clear()
    masks = getattr(sys.modules.get("render.fonts"), "_masks", None)
    if masks is not None:
        masks.clear()
    gc.collect()
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6").malloc_trim(0)


def warm_up() -> None:
    """Draw one board of every edition and player count in a new render process, so
    that its cached layers (empty boards, sprites, fonts) are ready before real work.

    The C allocator keeps its default policy: large blocks (a board's canvases) stay in
    the heap when freed and are reused by the next image. Giving them back to the system
    every time (``mallopt(M_MMAP_THRESHOLD, 1 MB)``, sessions 2-4) saved about 13 MB
    but cost 11 times the page faults and about 5 ms of CPU per preview
    (docs/history/performance.md, session 5)."""
    _budget[:] = [int(render_mb_from_env() * 1024 * 1024)]
    if heap := heap_mb_from_env():
        _budget.append(int(heap * 1024 * 1024))
    from genial import EDITIONS, create

    for edition, cls in EDITIONS.items():
        low, high = cls.edition.min_players, min(4, cls.edition.max_players)
        for players in range(low, high + 1):
            view = create(edition, players, seed=1).public_view()
            render.board_png(view, names=[f"Player {i + 1}" for i in range(players)])
