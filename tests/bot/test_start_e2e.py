"""``python -m bot`` when what it needs is not there yet: a PostgreSQL server that cannot
be reached and no way to Discord. One line per try, no traceback, the health signal
saying what the start waits for, and the bot up by itself once the server answers."""

from __future__ import annotations

import signal
from pathlib import Path

from tests.bot import botrun
from tests.bot.tcpgate import Gate, free_port
from tests.fakediscord import FakeDiscord


def bot_env(fake_url: str, database: str, token: str = "fake-token") -> dict[str, str]:
    return botrun.clean_env(
        DISCORD_TOKEN=token,
        GENIAL_DATABASE=database,
        GENIAL_TEST_FAKE_URL=fake_url,
        GENIAL_RENDER_PROCESSES="0",
        GENIAL_ANALYSIS_PROCESSES="0",
        GENIAL_COMPUTER_PAUSE="0",
    )


async def test_an_unreachable_postgres_is_waited_for(pg_url: str, tmp_path: Path) -> None:
    port = int(pg_url.rsplit(":", 1)[1].split("/")[0])
    gate = Gate(port)  # closed: nothing listens on its port yet
    url = pg_url.replace(f":{port}/", f":{gate.port}/")
    path = f"{botrun.hook_folder(tmp_path)}:{botrun.ROOT}"
    async with FakeDiscord() as fake:
        env = bot_env(fake.url, url)
        async with botrun.running(env, tmp_path, python_path=path) as bot:
            first = await bot.line("trying again in 1 s")
            assert f"cannot reach PostgreSQL (postgresql://genial@127.0.0.1:{gate.port}/" in first
            await bot.line("trying again in 2 s")  # a growing pause, one line each
            said = await botrun.until_health(env, tmp_path, 1, path)
            assert "the database has not answered" in said and "cannot reach PostgreSQL" in said
            await gate.open()
            said = await botrun.until_health(env, tmp_path, 0, path)
            assert said.startswith("healthy: connected to Discord")
            assert await bot.stop() == 0
        await gate.close()
    assert "Traceback" not in bot.output, bot.output
    assert "PyNaCl" not in bot.output and "davey" not in bot.output, "no voice warnings"
    assert not (tmp_path / "var" / "heartbeat").exists(), "the signal went with the process"


async def test_without_network_the_start_says_so_and_tries_again(tmp_path: Path) -> None:
    nowhere = f"http://127.0.0.1:{free_port()}"  # nothing answers there
    env = bot_env(nowhere, str(tmp_path / "var" / "genial.sqlite3"))
    path = f"{botrun.hook_folder(tmp_path)}:{botrun.ROOT}"
    async with botrun.running(env, tmp_path, python_path=path) as bot:
        line = await bot.line("cannot reach Discord")
        assert line.rstrip().endswith("trying again in 2 s"), line
        assert "Cannot connect to host 127.0.0.1" in line
        said = await botrun.until_health(env, tmp_path, 1, path)
        assert "not connected to Discord" in said and "cannot reach Discord" in said
        await bot.line("trying again in 4 s")
        assert await bot.stop(signal.SIGTERM) == 0  # stopped as by Ctrl-C
    assert not (tmp_path / "var" / "heartbeat").exists()
    assert "Traceback" not in bot.output, bot.output
    assert [n for n in bot.output.splitlines() if "cannot reach Discord" in n] == [
        n for n in bot.output.splitlines() if "bot:" in n and "WARNING" in n
    ], "one line per try, nothing else of note"
