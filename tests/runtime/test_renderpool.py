"""The render processes' own pool (``runtime.renderpool``): a process that dies is replaced
and the image it was drawing is drawn in a thread; closing waits for running images,
cancels queued ones and leaves no process behind; a pool whose processes cannot start
gives up and the images are drawn in threads."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
from typing import Any

import pytest

import render
from genial import create
from runtime import renderpool
from runtime.render_jobs import _board
from runtime.renderers import Renderers
from runtime.renderpool import DEPTH, ProcessDied, RenderPool

pytestmark = pytest.mark.asyncio


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie still answers kill(0): read its state.
    with open(f"/proc/{pid}/stat") as f:
        return f.read().rsplit(")", 1)[1].split()[0] != "Z"


class Threads:
    """The service's ``run``, counting the images drawn in threads."""

    def __init__(self) -> None:
        self.calls = 0

    async def __call__(self, fn: Any, *args: Any) -> Any:
        self.calls += 1
        return await asyncio.to_thread(fn, *args)


async def test_a_killed_process_is_replaced_and_its_image_is_still_drawn() -> None:
    game = create("classic", 2, seed=3)
    names = ["Ann", "Bo"]
    expected = render.board_png(game.public_view(), names=names, locale="en")
    threads = Threads()
    renderers = Renderers(1, threads)
    try:
        renderers.start()
        await renderers.ready()
        (first,) = renderers.pids()
        assert await renderers.board(game.public_view(), names, "en") == expected
        assert threads.calls == 0  # drawn in the process
        # The process dies while it draws: the image is drawn in a thread instead.
        job = asyncio.ensure_future(renderers.board(game.public_view(), names, "en"))
        await asyncio.sleep(0)  # the request is on its way
        os.kill(first, signal.SIGKILL)
        assert await job == expected
        assert threads.calls == 1
        # Another process took its place, and draws the next images.
        (second,) = renderers.pids()
        assert second != first and not _alive(first)
        await renderers.ready()
        assert await renderers.board(game.public_view(), names, "en") == expected
        assert threads.calls == 1
    finally:
        renderers.close()
    assert not renderers.running and not _alive(second)


async def test_every_job_in_flight_of_a_killed_process_is_drawn_in_a_thread() -> None:
    game = create("classic", 3, seed=4)
    names = ["Ann", "Bo", "Cy"]
    expected = render.board_png(game.public_view(), names=names, locale="en")
    threads = Threads()
    renderers = Renderers(1, threads)
    try:
        renderers.start()
        await renderers.ready()
        (pid,) = renderers.pids()
        jobs = [
            asyncio.ensure_future(renderers.board(game.public_view(), names, "en"))
            for _ in range(DEPTH + 1)
        ]
        await asyncio.sleep(0)  # DEPTH requests sent, one queued
        os.kill(pid, signal.SIGKILL)
        assert await asyncio.gather(*jobs) == [expected] * (DEPTH + 1)
        # The jobs in flight were drawn in threads, the queued one by the new process.
        assert threads.calls == DEPTH
    finally:
        renderers.close()


async def test_close_finishes_running_images_cancels_queued_ones_and_ends_the_processes() -> None:
    game = create("3d", 2, seed=5)
    names = ["Ann", "Bo"]
    loop = asyncio.get_running_loop()
    pool = RenderPool(1, loop)
    await pool.ready()
    (pid,) = pool.pids()
    view = game.public_view()
    # DEPTH requests go to the process at once; the next one waits in the pool's queue.
    running = [pool.submit(_board, (view, names, "en")) for _ in range(DEPTH)]
    queued = pool.submit(_board, (view, names, "en"))
    assert len(pool.processes[0].jobs) == DEPTH and len(pool.queue) == 1
    pool.close()
    for job in running:
        assert job.done() and job.result()[:4] == b"\x89PNG"
    assert queued.cancelled()
    assert not _alive(pid) and pool.pids() == []
    # A closed pool's images are refused (the service then draws them in threads).
    with pytest.raises(ProcessDied):
        await pool.submit(_board, (view, names, "en"))


async def test_a_process_whose_request_pipe_stays_small_takes_one_job_at_a_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where the pipe cannot be enlarged (not Linux) a second request could fill it and
    block the event loop's write, so nothing is sent ahead."""
    monkeypatch.setattr(renderpool, "_bigger_pipe", lambda fd: False)
    pool = RenderPool(1, asyncio.get_running_loop())
    try:
        await pool.ready()
        jobs = [pool.submit(os.getpid, ()) for _ in range(3)]
        assert pool.processes[0].depth == 1
        assert len(pool.processes[0].jobs) == 1 and len(pool.queue) == 2
        assert set(await asyncio.gather(*jobs)) == set(pool.pids())
    finally:
        pool.close()


async def test_an_error_in_a_process_reaches_the_caller_and_the_process_goes_on() -> None:
    pool = RenderPool(1, asyncio.get_running_loop())
    try:
        with pytest.raises(ValueError, match="invalid literal"):
            await pool.submit(int, ("not a number",))
        assert await pool.submit(int, ("42",)) == 42
        assert len(pool.pids()) == 1
    finally:
        pool.close()


async def test_jobs_wait_in_a_queue_and_every_process_takes_its_share() -> None:
    pool = RenderPool(2, asyncio.get_running_loop())
    try:
        await pool.ready()
        results = await asyncio.gather(*(pool.submit(os.getpid, ()) for _ in range(40)))
        assert set(results) <= set(pool.pids())
        assert os.getpid() not in results
    finally:
        pool.close()


async def test_processes_that_cannot_start_give_the_pool_up_and_threads_draw() -> None:
    failing = [sys.executable, "-c", "import sys; sys.exit(3)"]
    pool = RenderPool(1, asyncio.get_running_loop(), command=failing)
    await pool.ready()  # returns once the pool gives up
    assert pool.broken and pool.pids() == []
    with pytest.raises(ProcessDied):
        await pool.submit(int, ("1",))
    # Through the service's renderers: drawn in a thread, and from then on always.
    threads = Threads()
    renderers = Renderers(1, threads)
    renderers._pool = pool
    game = create("dice", 2, seed=1)
    png = await renderers.board(game.public_view(), ["A", "B"], "en")
    assert png[:4] == b"\x89PNG" and threads.calls == 1 and not renderers.running
    renderers.close()


async def test_an_idle_render_process_gives_its_heap_back_once_a_busy_one_keeps_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import pickle
    import threading

    from runtime import render_child

    trims: list[int] = []
    monkeypatch.setattr(render_child, "trim_heap", lambda: trims.append(1))
    to_child, requests = os.pipe()
    replies, from_child = os.pipe()
    server = threading.Thread(target=render_child.serve, args=(to_child, from_child, 0.05))
    server.start()

    def ask(value: str) -> Any:
        render_child.write_all(requests, render_child.frame(pickle.dumps((int, (value,)))))
        header = render_child.read_exactly(replies, render_child.HEADER.size)
        assert header is not None
        (size,) = render_child.HEADER.unpack(header)
        return pickle.loads(render_child.read_exactly(replies, size) or b"")

    try:
        assert trims == []  # nothing drawn yet: nothing to give back
        assert ask("1") == (True, 1)
        for _ in range(400):  # idle: it trims once (well within 20 s)
            if trims:
                break
            await asyncio.sleep(0.05)
        await asyncio.sleep(0.2)
        assert trims == [1]
        assert ask("2") == (True, 2)
    finally:
        os.close(requests)  # the end of the requests: the process's loop ends
        server.join(10)
        for fd in (to_child, replies, from_child):
            os.close(fd)
    assert not server.is_alive()
    assert 1 <= len(trims) <= 2  # and once more at most after the second request


async def test_a_render_process_imports_no_discord_and_no_database() -> None:
    pool = RenderPool(1, asyncio.get_running_loop())
    try:
        imported = await pool.submit(
            eval,
            (
                "sorted(m for m in __import__('sys').modules if m.split('.')[0] in "
                "('discord', 'aiosqlite', 'data', 'bot', 'multiprocessing'))",
            ),
        )
        assert imported == []
        assert await pool.submit(eval, ("'render' in __import__('sys').modules",)) is True
    finally:
        pool.close()


async def test_a_render_process_whose_bot_died_leaves_quietly() -> None:
    """The bot is gone (its end of the reply pipe closed) while a render process starts or
    answers: the process ends with status 0 and writes no traceback."""
    import subprocess

    for when in ("starting", "answering"):
        to_child_r, to_child_w = os.pipe()
        from_child_r, from_child_w = os.pipe()
        child = subprocess.Popen(
            [sys.executable, "-c", "import runtime.render_child as c, sys;"
             f" c.main({to_child_r}, {from_child_w})"],
            pass_fds=(to_child_r, from_child_w),
            stderr=subprocess.PIPE,
        )  # fmt: skip
        os.close(to_child_r)
        os.close(from_child_w)
        if when == "answering":
            os.read(from_child_r, 4)  # its "ready" frame
        os.close(from_child_r)  # the bot dies
        from runtime import render_child

        payload = render_child.frame(__import__("pickle").dumps((int, ("7",))))
        with contextlib.suppress(BrokenPipeError):
            render_child.write_all(to_child_w, payload)
        os.close(to_child_w)
        _, err = await asyncio.to_thread(child.communicate, timeout=60)
        assert child.returncode == 0, (when, err)
        assert b"Traceback" not in err, err.decode()
