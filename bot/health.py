"""The health signal: what the running bot knows of itself, in a file and on ``/healthz``.

The bot is healthy when its event loop runs, every shard of this process is connected to
Discord's gateway and the database answers. :class:`Health` holds those three facts;
:class:`Heartbeat` (a task on the event loop) measures the loop's lag every second and,
every :data:`BEAT_SECONDS` and whenever a fact changes, writes them as JSON to the health
file (``var/heartbeat``, ``GENIAL_HEARTBEAT_FILE``) and pings systemd's watchdog. When the
loop is blocked nothing is written, so the file goes stale; when the process ends the file
goes with it (removed at a clean stop; after a crash its pid names a process that is
gone). ``python -m bot health`` (Docker's HEALTHCHECK) reads the file: exit 0 only when
it is fresh, its process alive and all three facts true.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import socket
import sys
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

log = logging.getLogger("bot.health")

TICK_SECONDS = 1.0  # how often the loop's lag is sampled
BEAT_SECONDS = 10.0  # how often the health file is written (at most; and on every change)
STALE_SECONDS = 60.0  # a health file (or loop beat) older than this: unhealthy


def sd_notify(message: str, environ: Mapping[str, str] | None = None) -> bool:
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


def watchdog_seconds(environ: Mapping[str, str] | None = None) -> float | None:
    """systemd's watchdog interval for this process (``WATCHDOG_USEC``), if any."""
    env = environ if environ is not None else os.environ
    usec = env.get("WATCHDOG_USEC", "")
    pid = env.get("WATCHDOG_PID", "")
    if not usec.isdigit() or (pid and pid != str(os.getpid())):
        return None
    return int(usec) / 1_000_000


@dataclass
class Fact:
    """One of the things health is made of: true or not, why, and since when (wall time)."""

    ok: bool
    note: str
    since: float

    def set(self, ok: bool, note: str) -> tuple[bool, bool]:
        """Update; (whether ``ok`` changed, whether the note did)."""
        flipped, noted = ok != self.ok, note != self.note
        if flipped:
            self.since = time.time()
        self.ok, self.note = ok, note
        return flipped, noted

    def as_dict(self) -> dict[str, Any]:
        return {"ok": self.ok, "note": self.note, "since": round(self.since, 3)}


class Health:
    """The process's own view: loop beat, gateway, database (read by the HTTP thread too:
    plain attribute writes, each a whole value)."""

    def __init__(self) -> None:
        now = time.time()
        self.pid = os.getpid()
        self.gateway = Fact(False, "not connected yet", now)
        self.database = Fact(False, "not opened yet", now)
        self.stopping = False
        self.loop_beat = time.monotonic()
        #: Called after a fact changed (the heartbeat writes the file at once).
        self.on_change: Callable[[], None] | None = None

    def set_gateway(self, ok: bool, note: str) -> None:
        self._set(self.gateway, ok, note, "Discord gateway")

    def set_database(self, ok: bool, note: str) -> None:
        self._set(self.database, ok, note, "database")

    def _set(self, fact: Fact, ok: bool, note: str, what: str) -> None:
        flipped, noted = fact.set(ok, note)
        if flipped:
            (log.info if ok else log.warning)("%s %s", what, note)
        if flipped or noted:
            self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def problems(self, now: float | None = None) -> list[str]:
        """Why the process is not healthy (empty: healthy)."""
        wall = time.time() if now is None else now
        found = []
        if self.stopping:
            found.append("stopping")
        if not self.gateway.ok:
            found.append(
                f"not connected to Discord for {wall - self.gateway.since:.0f} s "
                f"({self.gateway.note})"
            )
        if not self.database.ok:
            found.append(
                f"the database has not answered for {wall - self.database.since:.0f} s "
                f"({self.database.note})"
            )
        stuck = time.monotonic() - self.loop_beat
        if stuck > STALE_SECONDS:
            found.append(f"the event loop has not run for {stuck:.0f} s")
        return found

    def snapshot(self) -> dict[str, Any]:
        """The JSON the file holds and ``/healthz`` answers."""
        problems = self.problems()
        return {
            "healthy": not problems,
            "problems": problems,
            "pid": self.pid,
            "written": round(time.time(), 3),
            "gateway": self.gateway.as_dict(),
            "database": self.database.as_dict(),
        }


def write(path: Path, data: Mapping[str, Any]) -> None:
    """Write the health file whole (a temporary file renamed over it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_name(f".{path.name}.{os.getpid()}")
    part.write_text(json.dumps(data), "utf-8")
    os.replace(part, path)


def read(path: Path) -> tuple[dict[str, Any] | None, float | None]:
    """(the file's content or None, its age in seconds or None when there is no file)."""
    try:
        age = time.time() - path.stat().st_mtime
        data = json.loads(path.read_text("utf-8"))
    except FileNotFoundError:
        return None, None
    except (OSError, ValueError):
        return None, 0.0
    return (data if isinstance(data, dict) else None), age


def age(path: Path, now: float | None = None) -> float | None:
    """Seconds since the health file was written; None when there is none."""
    try:
        mtime = path.stat().st_mtime
    except OSError:
        return None
    return (time.time() if now is None else now) - mtime


def remove(path: Path, pid: int) -> None:
    """Remove the health file if it is this process's (another may have taken it over)."""
    data, _ = read(path)
    if data is not None and data.get("pid") == pid:
        with contextlib.suppress(OSError):
            path.unlink()


def alive(pid: int) -> bool:
    """Whether a process with this id runs (on this machine, in this PID namespace)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process: it exists
        return True
    return True


class Heartbeat:
    """The task that keeps the signal fresh while the loop runs."""

    def __init__(
        self,
        path: Path,
        health: Health | None = None,
        *,
        tick: float = TICK_SECONDS,
        beat: float = BEAT_SECONDS,
        on_lag: Callable[[float], None] | None = None,
        check: Callable[[], Awaitable[None]] | None = None,
    ) -> None:
        self.path = path
        self.health = health or Health()
        self.tick = tick
        watchdog = watchdog_seconds()
        # systemd wants a ping well within its interval: at half of it at the latest.
        self.beat = min(beat, watchdog / 2) if watchdog else beat
        self.on_lag = on_lag
        #: Run before each beat's write (the database ping, the gateway's state).
        self.check = check
        self.lag = 0.0  # the latest lag measured (seconds)
        self._task: asyncio.Task[None] | None = None
        self.health.on_change = self.write

    def start(self) -> None:
        """Start beating (on the running loop)."""
        self.write()
        self._task = asyncio.create_task(self.run(), name="genial-heartbeat")

    async def stop(self) -> None:
        """Stop beating and remove the file: the signal goes with the process."""
        self.health.stopping = True
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        remove(self.path, self.health.pid)
        sd_notify("STOPPING=1")

    def write(self) -> None:
        self.health.loop_beat = time.monotonic()
        try:
            write(self.path, self.health.snapshot())
        except OSError as exc:  # a read-only folder must not stop the bot
            log.warning("health file %s not written (%s)", self.path, exc)

    def beat_now(self) -> None:
        self.write()
        sd_notify("WATCHDOG=1")

    async def run(self) -> None:
        last_beat = time.monotonic()
        while True:
            asked = time.monotonic()
            await asyncio.sleep(self.tick)
            now = time.monotonic()
            self.lag = max(now - asked - self.tick, 0.0)
            self.health.loop_beat = now
            if self.on_lag is not None:
                self.on_lag(self.lag)
            if now - last_beat >= self.beat:
                last_beat = now
                if self.check is not None:
                    try:
                        await self.check()
                    except Exception:
                        log.exception("health check failed")
                self.beat_now()


def verdict(data: Mapping[str, Any] | None, seconds: float | None, limit: float) -> str | None:
    """Why the bot that wrote ``data`` ``seconds`` ago is unhealthy; None when it is well."""
    if seconds is None:
        return "no health file (is the bot running?)"
    if data is None:
        return "the health file cannot be read"
    pid = data.get("pid")
    if not isinstance(pid, int) or not alive(pid):
        return f"the bot's process (pid {pid}) has ended"
    if seconds > limit:
        return f"last heartbeat {seconds:.0f} s ago (limit {limit:g} s): the event loop is stuck"
    problems = data.get("problems")
    if data.get("healthy") is not True:
        listed = problems if isinstance(problems, list) and problems else ["not healthy"]
        return "; ".join(str(p) for p in listed)
    return None


def main(args: list[str], path: Path) -> int:
    """``python -m bot health [MAX_AGE_SECONDS]``: 0 when the bot is healthy, else 1."""
    limit = STALE_SECONDS
    if args:
        try:
            limit = float(args[0])
        except ValueError:
            print(f"usage: python -m bot health [max age in seconds, default {STALE_SECONDS:g}]")
            return 2
    data, seconds = read(path)
    problem = verdict(data, seconds, limit)
    if problem is not None:
        print(f"unhealthy: {problem}", file=sys.stderr)
        return 1
    assert data is not None and seconds is not None
    print(
        f"healthy: connected to Discord, the database answers, last heartbeat {seconds:.1f} s ago"
    )
    return 0
