"""Where ``/genial analysis`` judges a finished game: split over a few processes, or in one
worker thread.

An analysis is seconds of pure-Python search (strong's rollouts for every move of the
game, ``genial.computer.analysis``); in one thread a 4-player game takes 5-7 s on an idle
core. Its moves are independent (each has its own rng), so ``choices(part=(k, n))`` judges
a share of them and the ``n`` shares together give exactly the verdicts of one call: with
two processes a 4-player game takes about half the time (``bench/analysis.py``).

The processes (``runtime.renderpool``'s pool with a lighter child: the engines, no
drawing) are started on the first analysis and stopped after :data:`IDLE_SECONDS` without
one, so a bot nobody asks for analyses spends no memory on them. If a process dies
mid-analysis the whole analysis is run again in a worker thread. ``processes`` 0 or 1 (the
tests' default) runs it in a worker thread, as before.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sys
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from genial.computer.analysis import Choice, SeatReport, analyse, choices, reports
from runtime.renderpool import ProcessDied, RenderPool

log = logging.getLogger(__name__)

#: The processes stop after this many seconds without an analysis (their memory goes back).
IDLE_SECONDS = 300.0

_CHILD = (
    "import sys; sys.path[:0] = sys.argv[3:]; from runtime.analysts import child; "
    "child(int(sys.argv[1]), int(sys.argv[2]))"
)

#: The service's ``run``: a call in its worker threads.
Run = Callable[..., Awaitable[Any]]


def child(requests: int, replies: int) -> None:
    """An analysis process: the engines imported, then requests answered until the pipe
    ends (the render child's loop, without its drawing warm-up)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the bot decides when its helpers stop
    import genial.computer.analysis  # noqa: F401  (warm: the first job starts at once)
    from runtime.render_child import frame, serve, write_all

    try:
        write_all(replies, frame(b""))  # ready
        serve(requests, replies)
    except (BrokenPipeError, ConnectionResetError):
        os._exit(0)


def _part(record: Mapping[str, Any], kwargs: dict[str, Any], k: int, n: int) -> list[Choice]:
    """One process's share of an analysis (a module function: pickled by reference)."""
    return choices(record, part=(k, n), **kwargs)


class Analysts:
    """Runs analyses in ``processes`` processes (when 2 or more), else through ``run``."""

    def __init__(self, processes: int, run: Run) -> None:
        self.processes = max(0, processes) if os.name == "posix" else 0
        self._run = run
        self._pool: RenderPool | None = None
        self._idle: asyncio.TimerHandle | None = None
        self._closed = False

    async def analyse(self, record: Mapping[str, Any], **kwargs: Any) -> list[SeatReport]:
        """``genial.computer.analysis.analyse(record, **kwargs)``, its moves shared out."""
        pool = self._started()
        if pool is None:
            return await self._in_thread(record, kwargs)
        await pool.ready()  # else the first process ready would take every part
        n = len(pool.processes)
        if pool.broken or not n:  # they did not start: in a thread from now on
            self.processes = 0
            return await self._in_thread(record, kwargs)
        futures = [pool.submit(_part, (record, kwargs, k, n)) for k in range(n)]
        try:
            parts = await asyncio.gather(*futures)
        except ProcessDied:
            for f in futures:
                f.cancel()
            log.warning("an analysis process stopped; analysing in a thread instead")
            return await self._in_thread(record, kwargs)
        finally:
            self._rest_later(pool)
        return reports(int(record["players"]), [c for part in parts for c in part])

    async def _in_thread(
        self, record: Mapping[str, Any], kwargs: dict[str, Any]
    ) -> list[SeatReport]:
        found: list[SeatReport] = await self._run(analyse, record, **kwargs)
        return found

    def pids(self) -> list[int]:
        """The processes' ids (empty when none are running)."""
        return self._pool.pids() if self._pool is not None else []

    def _started(self) -> RenderPool | None:
        if self.processes < 2 or self._closed:
            return None
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return None
        if self._idle is not None:
            self._idle.cancel()
            self._idle = None
        pool = self._pool
        if pool is not None and (pool.broken or pool.closed or pool.loop is not loop):
            pool.close()
            pool = self._pool = None
        if pool is None:
            try:
                pool = self._pool = RenderPool(
                    self.processes, loop, command=[sys.executable, "-c", _CHILD]
                )
            except OSError:
                log.exception("could not start the analysis processes; using a thread")
                self.processes = 0
                return None
        return pool

    def _rest_later(self, pool: RenderPool) -> None:
        """Stop ``pool`` after :data:`IDLE_SECONDS` unless another analysis comes first."""
        if self._idle is not None:
            self._idle.cancel()
        self._idle = pool.loop.call_later(IDLE_SECONDS, self._rest, pool)

    def _rest(self, pool: RenderPool) -> None:
        self._idle = None
        if self._pool is pool:
            self._pool = None
            with contextlib.suppress(Exception):
                pool.close()

    def close(self) -> None:
        """Stop the processes (a running analysis is finished first)."""
        self._closed = True
        if self._idle is not None:
            self._idle.cancel()
            self._idle = None
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.close()
