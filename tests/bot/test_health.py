"""The health file: fresh while the loop runs, stale while it is blocked, gone with its
process; what ``python -m bot health`` says of each; systemd gets its datagrams."""

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

ROOT = Path(__file__).resolve().parents[2]


def well() -> health.Health:
    state = health.Health()
    state.set_gateway(True, "connected (1 shard)")
    state.set_database(True, "answers")
    return state


async def test_the_heartbeat_goes_stale_when_the_loop_is_blocked(tmp_path: Path) -> None:
    path = tmp_path / "var" / "heartbeat"  # the folder does not exist yet
    lags: list[float] = []
    beat = health.Heartbeat(path, well(), tick=0.02, beat=0.05, on_lag=lags.append)
    beat.start()
    try:
        await asyncio.sleep(0.3)
        fresh = health.age(path)
        assert fresh is not None and fresh < 0.2
        assert health.main(["0.5"], path) == 0
        time.sleep(0.6)  # the loop is blocked: nothing can write the file
        stale = health.age(path)
        assert stale is not None and stale >= 0.6
        assert health.main(["0.5"], path) == 1
        await asyncio.sleep(0.2)  # the loop runs again: fresh again, and the lag was seen
        assert (health.age(path) or 99) < 0.2
        assert health.main(["0.5"], path) == 0
        assert max(lags) >= 0.5
    finally:
        await beat.stop()
    assert not path.exists(), "the signal goes with the process"
    assert health.main([], path) == 1


async def test_a_fact_that_changes_is_written_at_once(tmp_path: Path) -> None:
    path = tmp_path / "heartbeat"
    state = well()
    beat = health.Heartbeat(path, state, beat=3600)  # no periodic beat during the test
    beat.start()
    try:
        data, _ = health.read(path)
        assert data is not None and data["healthy"] and data["pid"] == os.getpid()
        state.set_gateway(False, "reconnecting")
        data, _ = health.read(path)
        assert data is not None and not data["healthy"]
        assert data["problems"] == ["not connected to Discord for 0 s (reconnecting)"]
        state.set_database(False, "does not answer (ConnectionResetError)")
        assert health.verdict(health.read(path)[0], 0.0, 60) == (
            "not connected to Discord for 0 s (reconnecting); the database has not answered"
            " for 0 s (does not answer (ConnectionResetError))"
        )
    finally:
        await beat.stop()


def test_health_command_exit_status(tmp_path: Path) -> None:
    path = tmp_path / "heartbeat"
    env = {**os.environ, "GENIAL_HEARTBEAT_FILE": str(path)}

    def status(*args: str) -> tuple[int, str]:
        cmd = [sys.executable, "-m", "bot", "health", *args]
        done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
        return done.returncode, (done.stdout + done.stderr).strip()

    assert status() == (1, "unhealthy: no health file (is the bot running?)")
    health.write(path, well().snapshot())  # written by this (live) process
    code, said = status()
    assert code == 0 and said.startswith("healthy: connected to Discord"), said
    old = time.time() - 120
    os.utime(path, (old, old))
    code, said = status()
    assert code == 1 and "the event loop is stuck" in said
    assert status("300")[0] == 0
    starting = health.Health()
    health.write(path, starting.snapshot())
    code, said = status()
    assert code == 1 and "not connected to Discord" in said and "the database" in said
    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                           capture_output=True, text=True, check=True)  # fmt: skip
    pid = int(ended.stdout)
    health.write(path, {**well().snapshot(), "pid": pid})
    assert status() == (1, f"unhealthy: the bot's process (pid {pid}) has ended")
    path.write_text("{not json")
    assert status() == (1, "unhealthy: the health file cannot be read")


def test_a_file_of_another_process_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "heartbeat"
    health.write(path, {**well().snapshot(), "pid": os.getpid() + 1})
    health.remove(path, os.getpid())
    assert path.exists()
    health.remove(path, os.getpid() + 1)
    assert not path.exists()


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
