"""``python -m bot`` itself in a subprocess, as an operator starts it: from any folder,
settings from the environment only, pointed at the test's fake Discord by a
``sitecustomize`` module on ``PYTHONPATH`` (the bot's code is not told: Python imports
that module at start-up, and it moves discord.py's two URLs to the fake)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
import time
from collections.abc import AsyncIterator, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOOK = """\
import os

_url = os.environ.get("GENIAL_TEST_FAKE_URL")
if _url:
    import yarl
    from discord.gateway import DiscordWebSocket
    from discord.http import Route

    Route.BASE = _url + "/api/v10"
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(_url.replace("http://", "ws://") + "/gateway")
"""


def hook_folder(tmp_path: Path) -> Path:
    """A folder holding the ``sitecustomize`` hook."""
    folder = tmp_path / "hook"
    folder.mkdir(exist_ok=True)
    (folder / "sitecustomize.py").write_text(HOOK)
    return folder


def clean_env(**env: str) -> dict[str, str]:
    """The test process's environment without any setting of the bot, plus ``env``."""
    base = {k: v for k, v in os.environ.items() if not k.startswith(("GENIAL_", "DISCORD_"))}
    base.update(NOTIFY_SOCKET="", PYTHONUNBUFFERED="1")
    base.update(env)
    return base


class BotProcess:
    """A running ``python -m bot``; its stderr read line by line."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process
        self.lines: list[str] = []

    async def line(self, containing: str, timeout: float = 60.0) -> str:
        """The next stderr line (or one already read) that contains ``containing``."""
        for seen in self.lines:
            if containing in seen:
                return seen
        assert self.process.stderr is not None
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no line with {containing!r}; saw:\n" + "".join(self.lines))
            try:
                raw = await asyncio.wait_for(self.process.stderr.readline(), left)
            except TimeoutError:
                continue
            if not raw:
                raise AssertionError(
                    f"the bot ended ({await self.process.wait()}) before {containing!r}:\n"
                    + "".join(self.lines)
                )
            text = raw.decode(errors="replace")
            self.lines.append(text)
            if containing in text:
                return text

    async def stop(self, sig: int = signal.SIGINT, timeout: float = 60.0) -> int:
        """Send ``sig``, read what is left, return the exit status."""
        if self.process.returncode is None:
            self.process.send_signal(sig)
        assert self.process.stderr is not None
        rest = await asyncio.wait_for(self.process.stderr.read(), timeout)
        self.lines.append(rest.decode(errors="replace"))
        return await asyncio.wait_for(self.process.wait(), timeout)

    @property
    def output(self) -> str:
        return "".join(self.lines)


async def _bot(
    args: tuple[str, ...], env: Mapping[str, str], cwd: Path, python_path: str, out: int
) -> asyncio.subprocess.Process:
    """``python -m bot ARGS``: stdout to ``out``, stderr piped (``health``: with stdout)."""
    full = {**env, "PYTHONPATH": python_path} if python_path else dict(env)
    return await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        *args,
        cwd=cwd,
        env=full,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=out,
        stderr=asyncio.subprocess.STDOUT
        if out == asyncio.subprocess.PIPE
        else asyncio.subprocess.PIPE,
    )


@contextlib.asynccontextmanager
async def running(
    env: Mapping[str, str], cwd: Path, *args: str, python_path: str = ""
) -> AsyncIterator[BotProcess]:
    """``python -m bot ARGS`` in ``cwd`` with exactly ``env`` (plus ``python_path``)."""
    process = await _bot(args, env, cwd, python_path, asyncio.subprocess.DEVNULL)
    bot = BotProcess(process)
    try:
        yield bot
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()


async def health(env: Mapping[str, str], cwd: Path, python_path: str = "") -> tuple[int, str]:
    """``python -m bot health`` with the same settings: (exit status, what it said)."""
    process = await _bot(("health",), env, cwd, python_path, asyncio.subprocess.PIPE)
    out, _ = await process.communicate()
    return int(process.returncode or 0), out.decode().strip()


async def until_health(
    env: Mapping[str, str], cwd: Path, status: int, python_path: str = "", timeout: float = 60
) -> str:
    """Ask ``python -m bot health`` until it exits with ``status``; what it said then."""
    deadline = time.monotonic() + timeout
    while True:
        code, said = await health(env, cwd, python_path)
        if code == status:
            return said
        if time.monotonic() > deadline:
            raise AssertionError(f"health stayed {code}: {said}")
        await asyncio.sleep(0.2)
