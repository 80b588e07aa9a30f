"""A lean pool of render processes, served by the event loop itself.

Why not ``ProcessPoolExecutor``: it routes every job through a queue-feeder
thread and a result thread in the bot (each a GIL hand-over: up to the 5 ms
switch interval while the loop or a worker holds the GIL), and its ``spawn``
children re-import the bot's ``__main__`` (discord and all) and bring a
resource-tracker process along. Here each render process (``runtime.render_child``)
has two pipes of its own (1 MB each where Linux allows: a reply, two PNGs, fits
in one write); the loop writes a request (a pickled ``(function, args)``) to a
process and reads replies when the pipe is readable (``loop.add_reader``).
Up to :data:`DEPTH` jobs are in flight per process (the next request already waits
in its pipe when it finishes one, so it does not sit idle until the busy loop reads
the reply; one where the pipe could not be enlarged); the others wait in a queue.

A process that dies fails its job with :class:`ProcessDied` (the caller draws
that image in a thread) and is replaced; queued jobs wait for the replacement.
A process that dies before it is ready, three times in a row, gives the pool up:
its jobs fail the same way and :attr:`RenderPool.broken` says so.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import fcntl
import logging
import os
import pickle
import select
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from runtime.render_child import HEADER, frame

log = logging.getLogger(__name__)

#: Pipe size asked for (Linux ``F_SETPIPE_SZ``; the default ``pipe-max-size`` is 1 MB).
PIPE_BYTES = 1 << 20
#: Processes that die before being ready, in a row, before the pool gives up.
FAILED_STARTS = 3
#: How long :meth:`RenderPool.close` waits for a process to finish its image and exit.
CLOSE_SECONDS = 10.0
#: Jobs sent to a process before it has answered them. With 1 a process waited, after
#: every image, for the event loop to read its reply and send the next request: at
#: full load up to a few ms, about 5% of its time (docs/history/performance.md, session 7).
DEPTH = 2

_CHILD = (
    "import sys; sys.path[:0] = sys.argv[3:]; from runtime.render_child import main; "
    "main(int(sys.argv[1]), int(sys.argv[2]))"
)


class ProcessDied(RuntimeError):
    """The render process drawing this job stopped (or the pool was given up)."""


Job = tuple[Callable[..., Any], tuple[Any, ...], "asyncio.Future[Any]"]


def _bigger_pipe(fd: int) -> bool:
    """Ask for a :data:`PIPE_BYTES` pipe; whether it was granted (Linux only)."""
    try:
        return int(fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, PIPE_BYTES)) >= PIPE_BYTES
    except (OSError, AttributeError):
        return False


class RenderProcess:
    """One render process and its two pipes; at most :data:`DEPTH` jobs in flight."""

    def __init__(self, pool: RenderPool, command: Sequence[str]) -> None:
        self.pool = pool
        to_child, self._requests = os.pipe()
        self._replies, from_child = os.pipe()
        _bigger_pipe(self._replies)
        #: Jobs sent ahead: DEPTH where the request pipe holds them all (the loop writes
        #: requests without waiting), else one (a full pipe would block the loop).
        self.depth = DEPTH if _bigger_pipe(self._requests) else 1
        try:
            self.proc = subprocess.Popen(
                [*command, str(to_child), str(from_child), *[p for p in sys.path if p]],
                pass_fds=(to_child, from_child),
                stdin=subprocess.DEVNULL,
            )
        except BaseException:
            os.close(self._requests)
            os.close(self._replies)
            raise
        finally:
            os.close(to_child)
            os.close(from_child)
        os.set_blocking(self._replies, False)
        self.ready = False
        #: Jobs sent and not yet answered, oldest first (answers come in this order).
        self.jobs: collections.deque[Job] = collections.deque()
        self.done = False
        self._buffer = bytearray()
        pool.loop.add_reader(self._replies, self._readable)

    @property
    def pid(self) -> int:
        return self.proc.pid

    @property
    def has_room(self) -> bool:
        return self.ready and len(self.jobs) < self.depth and not self.done

    def send(self, job: Job) -> None:
        fn, args, _ = job
        self.jobs.append(job)
        try:
            # At most depth - 1 requests wait in the pipe (a few KB to ~20 KB each; with
            # depth 2 the pipe holds 1 MB), so writing this one does not block.
            payload = frame(pickle.dumps((fn, args), protocol=pickle.HIGHEST_PROTOCOL))
            _write_all(self._requests, payload)
        except OSError:  # the process has gone; its reader sees the end of the pipe
            pass

    def _readable(self) -> None:
        while True:
            try:
                chunk = os.read(self._replies, PIPE_BYTES)
            except BlockingIOError:
                break
            except OSError:
                chunk = b""
            if not chunk:
                self._ended()
                return
            self._buffer += chunk
        self._frames()

    def _frames(self) -> None:
        buffer = self._buffer
        while len(buffer) >= HEADER.size:
            (size,) = HEADER.unpack_from(buffer)
            end = HEADER.size + size
            if len(buffer) < end:
                break
            payload = bytes(buffer[HEADER.size : end])
            del buffer[:end]
            if not self.ready:
                self.ready = True
                self.pool.became_ready(self)
                continue
            self._answer(payload)
        self.pool.dispatch()

    def _answer(self, payload: bytes) -> None:
        job = self.jobs.popleft() if self.jobs else None
        if job is None or job[2].done():  # none, or the caller stopped waiting
            return
        try:
            ok, value = pickle.loads(payload)
        except Exception as exc:
            ok, value = False, exc
        settle(job[2], ok, value)

    def _ended(self) -> None:
        """The process closed its reply pipe: it exited or was killed."""
        was_ready = self.ready
        jobs = self.stop(kill=True)
        self.pool.died(self, jobs, was_ready)

    def stop(self, *, kill: bool = False) -> list[Job]:
        """Close the pipes (and kill the process); the jobs in flight are returned
        unanswered."""
        if self.done:
            return []
        self.done = True
        with contextlib.suppress(Exception):
            self.pool.loop.remove_reader(self._replies)
        with contextlib.suppress(OSError):
            os.close(self._requests)
        if kill:
            with contextlib.suppress(OSError):
                self.proc.kill()
            _reap(self.proc, 1.0)
            self._close_replies()
        jobs = list(self.jobs)
        self.jobs.clear()
        return jobs

    def _close_replies(self) -> None:
        if self._replies >= 0:
            with contextlib.suppress(OSError):
                os.close(self._replies)
            self._replies = -1

    def finish(self, deadline: float) -> None:
        """After :meth:`stop` without ``kill``: wait (blocking, until ``deadline``) for
        the replies of the jobs in flight and for the process to exit."""
        if self._replies < 0:
            return
        os.set_blocking(self._replies, True)
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self._replies], [], [], deadline - time.monotonic())
            if not ready:
                break
            chunk = os.read(self._replies, PIPE_BYTES)
            if not chunk:
                break
            self._buffer += chunk
            while len(self._buffer) >= HEADER.size:
                (size,) = HEADER.unpack_from(self._buffer)
                if len(self._buffer) < HEADER.size + size:
                    break
                payload = bytes(self._buffer[HEADER.size : HEADER.size + size])
                del self._buffer[: HEADER.size + size]
                if self.ready:
                    self._answer(payload)
                self.ready = True
        self._close_replies()
        if not _reap(self.proc, max(0.1, deadline - time.monotonic())):
            with contextlib.suppress(OSError):
                self.proc.kill()
            _reap(self.proc, 1.0)


def settle(future: asyncio.Future[Any], ok: bool, value: Any) -> None:
    """Give ``future`` its result (``ok``) or exception, unless it is done or its loop is
    closed (the pool closed after the loop)."""
    if future.done():
        return
    with contextlib.suppress(RuntimeError):
        if ok:
            future.set_result(value)
        else:
            future.set_exception(value)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _reap(proc: subprocess.Popen[bytes], timeout: float) -> bool:
    try:
        proc.wait(timeout)
    except subprocess.TimeoutExpired:
        return False
    return True


class RenderPool:
    """``size`` render processes serving jobs from a queue, on the event loop ``loop``."""

    def __init__(
        self, size: int, loop: asyncio.AbstractEventLoop, command: Sequence[str] | None = None
    ) -> None:
        self.loop = loop
        self.command = list(command or [sys.executable, "-c", _CHILD])
        self.queue: collections.deque[Job] = collections.deque()
        self.broken = False
        self.closed = False
        self.failed_starts = 0
        self._waiting_ready: list[asyncio.Future[None]] = []
        self.processes = [RenderProcess(self, self.command) for _ in range(max(1, size))]

    def pids(self) -> list[int]:
        """The render processes' ids (tests; a replaced process has a new one)."""
        return [p.pid for p in self.processes]

    def submit(self, fn: Callable[..., Any], args: tuple[Any, ...]) -> asyncio.Future[Any]:
        """``fn(*args)`` in a render process; raises :class:`ProcessDied` through the future
        if that process stops first. Call on the pool's loop."""
        future: asyncio.Future[Any] = self.loop.create_future()
        if self.broken or self.closed:
            future.set_exception(ProcessDied("the render processes are closed"))
            return future
        self.queue.append((fn, args, future))
        self.dispatch()
        return future

    def dispatch(self) -> None:
        """Send queued jobs to the processes with room, the least busy first."""
        while self.queue:
            open_ = [p for p in self.processes if p.has_room]
            if not open_:
                return
            job = self.queue.popleft()
            if not job[2].done():  # skip the jobs whose callers stopped waiting
                min(open_, key=lambda p: len(p.jobs)).send(job)

    async def ready(self) -> None:
        """Wait until every process has warmed up (or the pool has been given up)."""
        while not self.broken and not all(p.ready or p.done for p in self.processes):
            waiter: asyncio.Future[None] = self.loop.create_future()
            self._waiting_ready.append(waiter)
            await waiter

    def became_ready(self, process: RenderProcess) -> None:
        self.failed_starts = 0
        self._wake()

    def _wake(self) -> None:
        waiting, self._waiting_ready = self._waiting_ready, []
        for waiter in waiting:
            settle(waiter, True, None)

    def died(self, process: RenderProcess, jobs: Sequence[Job], was_ready: bool) -> None:
        """``process`` ended: fail its ``jobs``, start another one (or give up)."""
        for job in jobs:
            settle(job[2], False, ProcessDied("a render process stopped"))
        if process not in self.processes:
            return
        index = self.processes.index(process)
        self.failed_starts = 0 if was_ready else self.failed_starts + 1
        if self.failed_starts >= FAILED_STARTS:
            log.error("render processes do not start: images are drawn in threads")
            self.broken = True
            self.close()
            return
        log.warning("render process %s stopped; starting another", process.pid)
        try:
            self.processes[index] = RenderProcess(self, self.command)
        except OSError:
            log.exception("could not start a render process")
            self.processes.pop(index)
            if not self.processes:
                self.broken = True
                self.close()
        self.dispatch()

    def close(self) -> None:
        """Stop the processes: queued jobs are cancelled, running images are finished."""
        self.closed = True
        while self.queue:
            with contextlib.suppress(RuntimeError):
                self.queue.popleft()[2].cancel()
        processes, self.processes = self.processes, []
        running = [(p, list(p.jobs)) for p in processes]
        for process in processes:
            process.stop()
        deadline = time.monotonic() + CLOSE_SECONDS
        for process, jobs in running:
            process.jobs.extend(jobs)  # their replies are read by ``finish``
            process.finish(deadline)
            for job in jobs:  # unanswered (settle skips the answered ones)
                settle(job[2], False, ProcessDied("the render pool was closed"))
        self._wake()
