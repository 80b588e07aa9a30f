"""A PostgreSQL server that goes away and comes back (data.reach): every call meanwhile
raises DatabaseUnreachableError (a StorageUnavailableError: nothing was written), the
loss and the return are told once each, ``reach.wait()`` returns once it answers, and the
pool reconnects by itself. SQLite is always reachable."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest

from data import Database, DatabaseUnreachableError, StorageUnavailableError
from data.reach import Reach
from tests import pgserver


async def test_a_stopped_server_refuses_every_call_and_is_waited_for(
    own_pg_server: pgserver.PgServer, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="data.reach")
    db = await Database.open(own_pg_server.url())
    told: list[tuple[bool, str]] = []
    db.reach.listeners.append(lambda up, note: told.append((up, note)))
    try:
        assert await db.claims.claim("before")
        own_pg_server.halt()
        calls = [
            lambda: db.shared.settings_version(),  # a read
            lambda: db.claims.claim("during"),  # a write
            lambda: db.audit.claim_unverified(),  # a write that reads back
        ]
        for call in calls:
            with pytest.raises(DatabaseUnreachableError) as caught:
                await call()
            assert isinstance(caught.value, StorageUnavailableError)
            assert caught.value.key == "err-data-unreachable"
        assert not db.reach.up and [up for up, _ in told] == [False], "told once"
        waiting = asyncio.create_task(db.reach.wait())
        await asyncio.sleep(0.3)
        assert not waiting.done()
        own_pg_server.resume()
        await asyncio.wait_for(waiting, 30)
        assert db.reach.up and [up for up, _ in told] == [False, True]
        assert not await db.claims.claim("before"), "what was recorded before is still there"
        assert await db.claims.claim("during"), "nothing was written meanwhile"
    finally:
        await db.close()
    said = [r.getMessage() for r in caplog.records if r.name == "data.reach"]
    assert len(said) == 2 and "unreachable" in said[0] and "reachable again" in said[1]


async def test_sqlite_is_always_reachable(tmp_path: Path) -> None:
    async with await Database.open(tmp_path / "genial.sqlite3") as db:
        assert db.reach.up
        await asyncio.wait_for(db.reach.wait(), 1)


async def test_waiters_share_the_probe_and_a_failing_listener_is_only_logged(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    reach, probes = Reach(), []

    async def probe() -> None:
        probes.append(1)
        if len(probes) < 3:
            raise OSError("refused")

    def broken(up: bool, note: str) -> None:
        raise RuntimeError("a listener's bug")

    reach.probe = probe
    reach.listeners.append(broken)
    reach.lost("OSError: refused")
    monkeypatch.setattr("data.reach.PROBE_SECONDS", 0.01)
    await asyncio.wait_for(asyncio.gather(*(reach.wait() for _ in range(5))), 5)
    assert reach.up and len(probes) == 3, "one probe at a time, none after it answered"
    assert [r.getMessage() for r in caplog.records if r.exc_info] == [
        "a reachability listener failed",
        "a reachability listener failed",
    ]
