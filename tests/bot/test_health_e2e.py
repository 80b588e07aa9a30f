"""The health signal of a real bot against the fake Discord, on PostgreSQL behind a TCP
gate: healthy when connected, unhealthy (file and ``/healthz``) while the gateway is down
or the database is cut off, healthy again once each is back."""

from __future__ import annotations

import asyncio
import json
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot import health
from bot.client import GenialBot
from bot.ops import Operations
from bot.settings import Settings
from tests.bot.tcpgate import Gate, free_port
from tests.fakediscord import FakeDiscord


def healthz(port: int) -> tuple[int, dict[str, Any]]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=5) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as refused:
        return refused.code, json.loads(refused.read())


async def until(check: Callable[[], bool], what: str, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"never: {what}")
        await asyncio.sleep(0.05)


async def seen(port: int, path: Path, healthy: bool, words: str = "") -> dict[str, Any]:
    """Wait until the file and /healthz both say ``healthy`` (and ``words``); /healthz's."""
    answer: dict[str, Any] = {}

    def agree() -> bool:
        nonlocal answer
        data, _ = health.read(path)
        status, answer = healthz(port)
        said = "; ".join(answer.get("problems", []))
        return (
            data is not None
            and data["healthy"] is healthy
            and (status == 200) is healthy
            and words in said
        )

    loop = asyncio.get_running_loop()
    deadline = time.monotonic() + 30
    while not await loop.run_in_executor(None, agree):
        if time.monotonic() > deadline:
            raise AssertionError(f"health never became {healthy} {words!r}: {answer}")
        await asyncio.sleep(0.05)
    return answer


async def test_health_follows_the_gateway_and_the_database(pg_url: str, tmp_path: Path) -> None:
    port = int(pg_url.rsplit(":", 1)[1].split("/")[0])
    gate = Gate(port)
    await gate.open()
    hb = tmp_path / "heartbeat"
    settings = Settings(
        token="fake-token",
        database=pg_url.replace(f":{port}/", f":{gate.port}/"),
        dev_guild=None,
        log_level="INFO",
        reminder_hours=0,
        heartbeat_file=hb,
        metrics_port=free_port(),
    )
    web = settings.metrics_port
    async with FakeDiscord() as fake:
        fake.add_guild("Test server")
        ops = Operations(settings)
        ops.heartbeat.beat = 0.2  # the database is pinged five times a second here
        ops.start()
        try:
            ops.database_ready()
            bot = GenialBot(settings)
            ops.attach(bot)
            await seen(web, hb, False, "not connected to Discord")
            async with fake.run_bot(bot):
                answer = await seen(web, hb, True)
                assert answer["gateway"]["note"] == "connected (1 shard)"

                # The gateway drops and Discord does not take the bot back for a while.
                tries: list[object] = []
                silent: Any = lambda session, d: tries.append(session)  # noqa: E731
                fake.gateway._identify = silent  # type: ignore[method-assign]
                for session in list(fake.gateway.sessions):
                    await session.ws.close(code=1000)
                answer = await seen(web, hb, False, "not connected to Discord")
                assert answer["database"]["ok"] is True
                await until(lambda: bool(tries), "the bot tries to identify again")
                del fake.gateway._identify  # Discord answers again: the next try connects
                for session in list(fake.gateway.sessions):
                    await session.ws.close(code=1000)
                await seen(web, hb, True)

                # The database is cut off, then reachable again.
                await gate.close()
                answer = await seen(web, hb, False, "the database has not answered")
                assert answer["gateway"]["ok"] is True
                await gate.open()
                await seen(web, hb, True)
        finally:
            await ops.stop()
            await gate.close()
    assert not hb.exists()
