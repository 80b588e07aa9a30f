"""``GenialBot.setup_hook()`` called without a login (an offline start-up probe) returns,
and ``close()`` then releases everything, so the process ends.

It once never ended: ``close()`` before a login failed inside discord.py (an
``AutoShardedClient`` has no event queue before it connects), so the database stayed open,
and aiosqlite's worker thread is not a daemon: the interpreter waited for it forever. The
probe runs in a child process with the settings ``make run`` uses (a render process,
analysis processes, the collector tuned), so a hang shows as a timeout here."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

PROBE = textwrap.dedent(
    """
    import asyncio, sys, time
    from bot.client import GenialBot
    from bot.settings import load

    async def main() -> None:
        home = sys.argv[1]
        settings = load(environ={"DISCORD_TOKEN": "x" * 59, "GENIAL_HOME": home,
                                 "GENIAL_DATABASE": home + "/genial.sqlite3"})
        bot = GenialBot(settings)
        start = time.perf_counter()
        await bot.setup_hook()
        print(f"setup_hook returned in {time.perf_counter() - start:.2f} s", flush=True)
        await bot.close()
        print("closed", flush=True)

    asyncio.run(main())
    """
)


def test_setup_hook_offline_returns_and_the_process_ends(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parents[2]
    try:
        done = subprocess.run(
            [sys.executable, "-c", PROBE, str(tmp_path)],
            cwd=root,
            capture_output=True,
            text=True,
            timeout=90,  # a guard: the probe takes a second or two
        )
    except subprocess.TimeoutExpired as exc:
        raise AssertionError(f"the offline start-up probe never ended: {exc.stdout!r}") from None
    assert done.returncode == 0, done.stderr[-3000:]
    assert "setup_hook returned" in done.stdout and "closed" in done.stdout
