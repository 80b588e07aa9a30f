"""The heartbeat goes stale while the event loop is blocked; systemd gets its datagrams."""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot import health
from bot.settings import ROOT


async def test_the_heartbeat_goes_stale_when_the_loop_is_blocked(tmp_path: Path) -> None:
    path = tmp_path / "var" / "heartbeat"  # the folder does not exist yet
    lags: list[float] = []
    beat = health.Heartbeat(path, tick=0.02, beat=0.05, on_lag=lags.append)
    beat.start()
    try:
        await asyncio.sleep(0.3)
        fresh = health.age(path)
        assert fresh is not None and fresh < 0.2
        time.sleep(0.6)  # the loop is blocked: nothing can touch the file
        stale = health.age(path)
        assert stale is not None and stale >= 0.6
        assert health.main(["0.5"], path) == 1
        await asyncio.sleep(0.2)  # the loop runs again: fresh again, and the lag was seen
        assert (health.age(path) or 99) < 0.2
        assert health.main(["0.5"], path) == 0
        assert max(lags) >= 0.5
    finally:
        await beat.stop()


def test_health_command_exit_status(tmp_path: Path) -> None:
    path = tmp_path / "heartbeat"
    env = {**os.environ, "GENIAL_HEARTBEAT_FILE": str(path)}

    def status(*args: str) -> int:
        cmd = [sys.executable, "-m", "bot", "health", *args]
        return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, check=False).returncode

    assert status() == 1  # no heartbeat at all
    health.touch(path)
    assert status() == 0
    old = time.time() - 120
    os.utime(path, (old, old))
    assert status() == 1
    assert status("300") == 0


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="systemd's socket is AF_UNIX")
def test_sd_notify_sends_one_datagram(tmp_path: Path) -> None:
    address = str(tmp_path / "notify")
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as server:
        server.bind(address)
        assert health.sd_notify("WATCHDOG=1", {"NOTIFY_SOCKET": address})
        assert server.recv(100) == b"WATCHDOG=1"
    assert not health.sd_notify("READY=1", {})
    usec = {"WATCHDOG_USEC": "20000000", "WATCHDOG_PID": str(os.getpid())}
    assert health.watchdog_seconds(usec) == 20.0
    assert health.watchdog_seconds({**usec, "WATCHDOG_PID": "1"}) is None
