"""A real bot process for end-to-end tests with several processes:
``python -m tests.e2e.botproc`` runs the bot as ``python -m bot`` does (settings from
the environment, one ``GenialBot`` until it is stopped or killed), pointed at the fake
Discord at ``GENIAL_TEST_FAKE_URL``.

Time: the bot's clock is real time plus the seconds written in the file
``GENIAL_TEST_CLOCK_FILE`` (the test moves every process's time on at once), and the
scheduler looks at what is due twice a second so that a jump is seen at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

from bot import settings as settings_mod
from bot.__main__ import check_database


class FileClock:
    """Real time moved on by the number of seconds in a file (re-read every 0.1 s)."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._ahead = 0.0
        self._read_at = 0.0

    def __call__(self) -> datetime:
        if self.path is not None and time.monotonic() - self._read_at > 0.1:
            self._read_at = time.monotonic()
            with contextlib.suppress(OSError, ValueError):
                self._ahead = float(self.path.read_text() or 0)
        return datetime.now(UTC) + timedelta(seconds=self._ahead)


async def serve(settings: settings_mod.Settings, clock: FileClock) -> None:
    from bot.client import GenialBot

    await check_database(settings)
    bot = GenialBot(settings, clock=clock)

    async def poke() -> None:
        while True:
            await asyncio.sleep(0.5)
            bot.scheduler.wake()

    async with bot:
        poker = asyncio.create_task(poke())
        try:
            await bot.start(settings.token)
        finally:
            poker.cancel()


def main() -> None:
    url = os.environ["GENIAL_TEST_FAKE_URL"]
    Route.BASE = f"{url}/api/v10"
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(url.replace("http://", "ws://") + "/gateway")
    settings = settings_mod.load()
    from bot import logs

    logs.configure(settings.log_level, settings.log_format, settings.error_webhook)
    clock_file = os.environ.get("GENIAL_TEST_CLOCK_FILE")
    asyncio.run(serve(settings, FileClock(Path(clock_file) if clock_file else None)))


if __name__ == "__main__":
    main()
