"""``/genial analysis`` shared over processes (``runtime.analysts``): the parts
together judge every move exactly as one call does; real processes give the same reports;
a process that dies mid-analysis costs a thread's run, not the answer; an idle pool stops."""

from __future__ import annotations

import asyncio
import os
import signal
from typing import Any

import pytest

from genial import create
from genial.computer import decide
from genial.computer.analysis import SeatReport, analyse, choices, reports
from genial.core.rng import Rng
from runtime import analysts as analysts_module
from runtime.analysts import Analysts

#: Few samples: the point is equality, not strength.
KW: dict[str, Any] = {"level": "strong", "budget": None, "iterations": 2}


def _record(edition: str, players: int, seed: int) -> dict[str, Any]:
    game = create(edition, players, seed=seed)
    rng = Rng(seed)
    levels = ("normal", "easy", "normal", "easy")
    while not game.over:
        seat = game.current
        assert seat is not None
        game.apply(decide(game, seat, levels[seat], rng))
    return game.record()


@pytest.fixture(scope="module")
def record() -> dict[str, Any]:
    return _record("travel", 2, 21)


@pytest.fixture(scope="module")
def whole(record: dict[str, Any]) -> list[SeatReport]:
    """The reports of one call in this process (the reference)."""
    return analyse(record, **KW)


def _same(a: list[SeatReport], b: list[SeatReport]) -> None:
    assert [r.as_dict() for r in a] == [r.as_dict() for r in b]


@pytest.mark.parametrize("n", [2, 3])
def test_the_parts_judge_every_move_as_one_call_does(
    record: dict[str, Any], whole: list[SeatReport], n: int
) -> None:
    one = choices(record, **KW)
    parts = [choices(record, part=(k, n), **KW) for k in range(n)]
    assert min(len(p) for p in parts) >= len(one) // n  # shared out, none idle
    joined = sorted((c for p in parts for c in p), key=lambda c: c.number)
    assert joined == one
    _same(reports(2, joined), whole)


class Threads:
    """The service's ``run`` (counting the calls made in a thread)."""

    def __init__(self) -> None:
        self.calls = 0

    async def __call__(self, fn: Any, *args: Any, **kwargs: Any) -> Any:
        self.calls += 1
        return await asyncio.to_thread(fn, *args, **kwargs)


@pytest.mark.asyncio
async def test_processes_give_the_reports_of_one_call(
    record: dict[str, Any], whole: list[SeatReport]
) -> None:
    threads = Threads()
    team = Analysts(2, threads)
    try:
        got = await team.analyse(record, **KW)
        assert threads.calls == 0 and len(team.pids()) == 2
        _same(got, whole)
    finally:
        team.close()
    assert team.pids() == []


@pytest.mark.asyncio
async def test_one_process_or_none_is_a_thread(
    record: dict[str, Any], whole: list[SeatReport]
) -> None:
    threads = Threads()
    team = Analysts(1, threads)
    _same(await team.analyse(record, **KW), whole)
    assert threads.calls == 1 and team.pids() == []


@pytest.mark.asyncio
async def test_a_process_that_dies_costs_a_thread_run_not_the_answer(
    record: dict[str, Any], whole: list[SeatReport]
) -> None:
    threads = Threads()
    team = Analysts(2, threads)
    try:
        task = asyncio.ensure_future(team.analyse(record, **KW))
        pool = None
        while pool is None or not all(p.jobs for p in pool.processes):
            await asyncio.sleep(0.005)  # until both parts are being judged
            pool = team._pool
        os.kill(pool.processes[0].pid, signal.SIGKILL)
        got = await task
        assert threads.calls == 1
        _same(got, whole)
    finally:
        team.close()


@pytest.mark.asyncio
async def test_the_processes_stop_when_idle(
    record: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(analysts_module, "IDLE_SECONDS", 0.2)
    team = Analysts(2, Threads())
    try:
        await team.analyse(record, **KW)
        pids = team.pids()
        assert len(pids) == 2
        await asyncio.sleep(0.6)
        assert team.pids() == []
        for pid in pids:  # reaped: gone, not zombies
            with pytest.raises(ChildProcessError):
                os.waitpid(pid, os.WNOHANG)
        await team.analyse(record, **KW)  # started again on demand
        assert len(team.pids()) == 2
    finally:
        team.close()
