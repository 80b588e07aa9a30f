"""The health signal: a heartbeat file the event loop keeps fresh, and systemd's watchdog.

A task on the bot's event loop touches ``var/heartbeat`` (``GENIAL_HEARTBEAT_FILE``)
every :data:`BEAT_SECONDS` and, under systemd with ``WatchdogSec=``, sends ``WATCHDOG=1``
over the ``NOTIFY_SOCKET`` datagram socket. When the loop is blocked nothing is touched
or sent, so ``python -m bot health`` (Docker's HEALTHCHECK) reports the file stale and
systemd restarts the process. The same task measures the loop's lag (how late its
one-second sleeps wake up) for the metrics.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import socket
import sys
import time
from collections.abc import Callable
from pathlib import Path

log = logging.getLogger("bot.health")

TICK_SECONDS = 1.0  # how often the loop's lag is sampled
BEAT_SECONDS = 10.0  # how often the heartbeat file is touched (at most)
STALE_SECONDS = 60.0  # ``python -m bot health`` fails when the file is older


def sd_notify(message: str, environ: dict[str, str] | None = None) -> bool:
    """Send ``message`` (e.g. ``READY=1``) to systemd; False when not run by systemd.

    The protocol is one datagram on the AF_UNIX socket named by ``NOTIFY_SOCKET`` ("@"
    at its start: Linux's abstract namespace), so no library is needed.
    """
    address = (environ if environ is not None else os.environ).get("NOTIFY_SOCKET", "")
    if not address or not hasattr(socket, "AF_UNIX"):
        return False
    if address.startswith("@"):
        address = "\0" + address[1:]
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as sock:
            sock.connect(address)
            sock.sendall(message.encode())
    except OSError as exc:
        log.warning("could not notify systemd (%s)", exc)
        return False
    return True


def watchdog_seconds(environ: dict[str, str] | None = None) -> float | None:
    """systemd's watchdog interval for this process (``WATCHDOG_USEC``), if any."""
    env = environ if environ is not None else os.environ
    usec = env.get("WATCHDOG_USEC", "")
    pid = env.get("WATCHDOG_PID", "")
    if not usec.isdigit() or (pid and pid != str(os.getpid())):
        return None
    return int(usec) / 1_000_000


def touch(path: Path) -> None:
    """Set the heartbeat file's modification time to now (creating it and its folder)."""
    try:
        os.utime(path)
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch()


def age(path: Path, now: float | None = None) -> float | None:
    """Seconds since the heartbeat file was touched; None when there is none."""
    try:
        mtime = path.stat().st_mtime
    except OSError:
        return None
    return (time.time() if now is None else now) - mtime


class Heartbeat:
    """The task that keeps the signal fresh while the loop runs."""

    def __init__(
        self,
        path: Path,
        *,
        tick: float = TICK_SECONDS,
        beat: float = BEAT_SECONDS,
        on_lag: Callable[[float], None] | None = None,
    ) -> None:
        self.path = path
        self.tick = tick
        watchdog = watchdog_seconds()
        # systemd wants a ping well within its interval: at half of it at the latest.
        self.beat = min(beat, watchdog / 2) if watchdog else beat
        self.on_lag = on_lag
        self.lag = 0.0  # the latest lag measured (seconds)
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Start beating (on the running loop); tells systemd the bot is up."""
        self.beat_now()
        sd_notify("READY=1\nSTATUS=connecting to Discord")
        self._task = asyncio.create_task(self.run(), name="genial-heartbeat")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        sd_notify("STOPPING=1")

    def beat_now(self) -> None:
        try:
            touch(self.path)
        except OSError as exc:  # a read-only folder must not stop the bot
            log.warning("heartbeat file %s not written (%s)", self.path, exc)
        sd_notify("WATCHDOG=1")

    async def run(self) -> None:
        last_beat = time.monotonic()
        while True:
            asked = time.monotonic()
            await asyncio.sleep(self.tick)
            now = time.monotonic()
            self.lag = max(now - asked - self.tick, 0.0)
            if self.on_lag is not None:
                self.on_lag(self.lag)
            if now - last_beat >= self.beat:
                last_beat = now
                self.beat_now()


def main(args: list[str], path: Path) -> int:
    """``python -m bot health [MAX_AGE_SECONDS]``: 0 when the heartbeat is fresh, else 1."""
    limit = STALE_SECONDS
    if args:
        try:
            limit = float(args[0])
        except ValueError:
            print(f"usage: python -m bot health [max age in seconds, default {STALE_SECONDS:g}]")
            return 2
    seconds = age(path)
    if seconds is None:
        print(f"unhealthy: no heartbeat at {path} (is the bot running?)", file=sys.stderr)
        return 1
    if seconds > limit:
        print(f"unhealthy: last heartbeat {seconds:.0f} s ago (limit {limit:g} s)", file=sys.stderr)
        return 1
    print(f"healthy: last heartbeat {seconds:.1f} s ago")
    return 0
