"""Where the service draws its images: worker threads, or a small pool of processes.

Drawing and encoding a board is the largest piece of CPU work of a move (10-20 ms
of Pillow and zlib). In the service's worker threads it competes for the GIL with
the event loop; in processes it uses both cores and leaves the GIL to the loop.
The processes (``runtime.renderpool``: started fresh, not forked, since a forked copy
of a process running threads is unsafe) are started by :meth:`Renderers.start` or
on the first image, on the running event loop, and stopped by
:meth:`Renderers.close`. A process gets the engine's public or private view (a
small picklable value, 0.1 ms to pickle) and returns PNG bytes. If a process dies
it is replaced and the image it was drawing is drawn in a thread.

``processes=0`` (the default of :class:`app.games.service.GameService`, used by the
tests) draws in the worker threads, as before.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import render
from runtime.render_jobs import _animation, _board, _hand, _previews
from runtime.renderpool import ProcessDied, RenderPool

log = logging.getLogger(__name__)


#: The service's ``run``: a call in its worker threads.
Run = Callable[..., Awaitable[Any]]


class Renderers:
    """Draws boards and hands in ``processes`` processes, or through ``run`` when 0."""

    def __init__(
        self, processes: int, run: Run, *, on_done: Callable[[str, float], None] | None = None
    ) -> None:
        self.processes = max(0, processes) if os.name == "posix" else 0
        self._run = run
        #: Told (kind, seconds) after every image: ``board``, ``previews``, ``hand`` or ``animation``.
        self._on_done = on_done
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

    async def animation(
        self, record: dict[str, Any], names: Sequence[str], lang: str
    ) -> tuple[bytes, int]:
        """GIF of a finished game's ``record`` (every move a frame: a few seconds of CPU,
        in a render process when there are some) and the step between the moves shown
        (see :func:`render.animation.replay_gif`)."""
        gif: tuple[bytes, int] = await self._draw(_animation, record, list(names), lang)
        return gif

    async def _draw(self, fn: Callable[..., Any], *args: Any) -> Any:
        started = time.perf_counter()
        try:
            return await self._draw_now(fn, *args)
        finally:
            if self._on_done is not None:
                self._on_done(fn.__name__.lstrip("_"), time.perf_counter() - started)

    async def _draw_now(self, fn: Callable[..., Any], *args: Any) -> Any:
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
