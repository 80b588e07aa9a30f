"""Where the service draws its images: worker threads, or a small pool of processes.

Drawing and encoding a board is the largest piece of CPU work of a move (10-20 ms
of Pillow and zlib). In the service's worker threads it competes for the GIL with
the event loop; in processes it uses both cores and leaves the GIL to the loop.
The processes (``cogs.renderpool``: started fresh, not forked, since a forked copy
of a process running threads is unsafe) are started by :meth:`Renderers.start` or
on the first image, on the running event loop, and stopped by
:meth:`Renderers.close`. A process gets the engine's public or private view (a
small picklable value, 0.1 ms to pickle) and returns PNG bytes. If a process dies
it is replaced and the image it was drawing is drawn in a thread.

``processes=0`` (the default of :class:`cogs.service.GameService`, used by the
tests) draws in the worker threads, as before.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import gc
import logging
import os
import sys
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import render

from .renderpool import ProcessDied, RenderPool

log = logging.getLogger(__name__)


#: Memory budget of one render process in MB (``GENIAL_RENDER_MB``): when its resident
#: size passes it after an image, the process empties its drawing caches (layers,
#: sprites, text bitmaps; they fill again from the next images). Measured: 108 MB once
#: warmed up, 140 MB after drawing every edition (its working set), 89 MB right after
#: emptying. A budget below the working set thrashes (draw p50 45 -> 129 ms, p95 184 ->
#: 1300 ms at 90 MB), so the default is a safety net above it (docs/performance.md).
DEFAULT_RENDER_MB = 160.0
#: The budget of this process: set by :func:`warm_up` in render processes only (threads
#: share the bot's process, whose size is mostly other things).
_budget: list[int] = []
#: How often this process emptied its caches (read by tests).
trims: list[int] = [0]

#: The service's ``run``: a call in its worker threads.
Run = Callable[..., Awaitable[Any]]


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


def render_mb_from_env(environ: dict[str, str] | None = None) -> float:
    """``GENIAL_RENDER_MB`` as a number of MB (the default when unset or invalid)."""
    raw = (environ if environ is not None else dict(os.environ)).get("GENIAL_RENDER_MB", "")
    try:
        value = float(raw)
    except ValueError:
        return DEFAULT_RENDER_MB
    return value if value > 0 else DEFAULT_RENDER_MB


def resident_bytes() -> int:
    """This process's resident size (Linux; 0 elsewhere). About 20 µs."""
    try:
        with open("/proc/self/statm", "rb") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def keep_within_budget() -> None:
    """In a render process over its budget: empty the drawing caches and give the memory
    back. Nothing in threads (no budget set) or while within it."""
    if not _budget or resident_bytes() <= _budget[0]:
        return
    empty_caches()
    trims[0] += 1


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


class Renderers:
    """Draws boards and hands in ``processes`` processes, or through ``run`` when 0."""

    def __init__(self, processes: int, run: Run) -> None:
        self.processes = max(0, processes) if os.name == "posix" else 0
        self._run = run
        self._pool: RenderPool | None = None
        self._closed = False

    async def board(self, view: Any, names: Sequence[str], lang: str) -> bytes:
        """PNG of the public board ``view`` with ``names`` by seat, in ``lang``."""
        png: bytes = await self._draw(_board, view, list(names), lang)
        return png

    async def previews(
        self, view: Any, names: Sequence[str], lang: str, stamp: render.Preview
    ) -> tuple[bytes, bytes]:
        """PNGs of the board after a previewed move: plain (for the announcement) and
        stamped for ``stamp``'s mover, from one drawing of the board."""
        pngs: tuple[bytes, bytes] = await self._draw(_previews, view, list(names), lang, stamp)
        return pngs

    async def hand(self, view: Any, name: str, lang: str) -> bytes:
        """PNG of one player's private ``view`` (send it only to that player)."""
        png: bytes = await self._draw(_hand, view, name, lang)
        return png

    async def _draw(self, fn: Callable[..., Any], *args: Any) -> Any:
        pool = self._started() if self.processes else None
        if pool is None:
            return await self._run(fn, *args)
        try:
            return await pool.submit(fn, args)
        except ProcessDied:
            # A process stopped while drawing this image (it is replaced): draw it here.
            return await self._run(fn, *args)

    def start(self) -> None:
        """Start the processes now (they warm up in the background) instead of on the
        first image; nothing when drawing in threads or outside the event loop."""
        if self.processes:
            self._started()

    async def ready(self) -> None:
        """Wait until the processes started by :meth:`start` have warmed up."""
        pool = self._pool
        if pool is not None:
            await pool.ready()

    def _started(self) -> RenderPool | None:
        """The pool on the running event loop (started on first use; None once closed, when
        given up, or outside a running loop)."""
        if self._closed:
            return None
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return None
        pool = self._pool
        if pool is not None and (pool.broken or pool.loop is not loop):
            if pool.broken:
                self.processes = 0  # they do not start: draw in threads from now on
                self._pool = None
                return None
            pool.close()  # made on another loop (tests): a fresh pool for this one
            pool = None
        if pool is None:
            pool = self._pool = RenderPool(self.processes, loop)
        return pool

    def pids(self) -> list[int]:
        """The render processes' ids (empty when drawing in threads)."""
        return self._pool.pids() if self._pool is not None else []

    @property
    def running(self) -> bool:
        """Whether the render processes have been started (and not closed)."""
        return self._pool is not None

    def close(self) -> None:
        """Stop the processes (waits for running images; queued ones are cancelled)."""
        pool, self._pool, self._closed = self._pool, None, True
        if pool is not None:
            pool.close()


def warm_up() -> None:
    """Draw one board of every edition and player count in a new render process, so
    that its cached layers (empty boards, sprites, fonts) are ready before real work.

    The C allocator keeps its default policy: large blocks (a board's canvases) stay in
    the heap when freed and are reused by the next image. Giving them back to the system
    every time (``mallopt(M_MMAP_THRESHOLD, 1 MB)``, sessions 2-4) saved about 13 MB
    but cost 11 times the page faults and about 5 ms of CPU per preview
    (docs/performance.md, session 5)."""
    _budget[:] = [int(render_mb_from_env() * 1024 * 1024)]
    from genial import EDITIONS, create

    for edition, cls in EDITIONS.items():
        low, high = cls.edition.min_players, min(4, cls.edition.max_players)
        for players in range(low, high + 1):
            view = create(edition, players, seed=1).public_view()
            render.board_png(view, names=[f"Player {i + 1}" for i in range(players)])
