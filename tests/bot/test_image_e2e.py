"""The Docker image's way of running, without a Docker engine: the project installed as a
wheel the way the Dockerfile installs it (``pip install .``: the code in site-packages,
nothing from the checkout), started by the image's ``CMD`` in a folder that stands for
``/app``, with the Dockerfile's ``ENV`` and ``docker run --env-file .env`` semantics.
Its database and health file land in the folder's ``var/`` (the volume); ``python -m bot
health`` (the HEALTHCHECK) and ``python -m bot backup`` (a ``docker exec``) work from
there; a killed bot is unhealthy at once, and a restart carries on from the volume."""

from __future__ import annotations

import asyncio
import re
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.bot import botrun
from tests.fakediscord import FakeDiscord

ROOT = botrun.ROOT
PACKAGES = ("genial", "render", "data", "app", "runtime", "cogs", "bot", "i18n", "community")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The wheel of the project, built from a copy of the sources and installed apart."""
    work = tmp_path_factory.mktemp("image")
    source = work / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    for package in PACKAGES:
        shutil.copytree(
            ROOT / package, source / package, ignore=shutil.ignore_patterns("__pycache__")
        )
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--quiet"]
    subprocess.run(
        [*pip, "wheel", "--no-deps", "--no-build-isolation", "-w", str(work / "wheel"), "."],
        cwd=source,
        check=True,
        capture_output=True,
    )
    [wheel] = (work / "wheel").glob("genial_bot-*.whl")
    target = work / "site"
    subprocess.run(
        [*pip, "install", "--no-deps", "--no-index", "--target", str(target), str(wheel)],
        check=True,
        capture_output=True,
    )
    yield target


def image_env(app: Path) -> dict[str, str]:
    """The Dockerfile's ENV (its /app is ``app``), then ``--env-file .env.example``."""
    docker = (ROOT / "Dockerfile").read_text("utf-8")
    block = re.search(r"^ENV ((?:.*\\\n)*.*)$", docker, flags=re.MULTILINE)
    assert block is not None
    env = dict(pair.split("=", 1) for pair in block[1].replace("\\\n", " ").split())
    env = {k: v.replace("/app", str(app)) for k, v in env.items()}
    for line in (ROOT / ".env.example").read_text("utf-8").splitlines():
        if line.strip() and not line.startswith("#"):  # docker takes each line as it is
            key, _, value = line.partition("=")
            env[key] = value
    return env


async def test_the_image_runs_from_its_own_folder(site: Path, tmp_path: Path) -> None:
    app = tmp_path / "app"
    app.mkdir()
    path = f"{botrun.hook_folder(tmp_path)}:{site}"
    async with FakeDiscord() as fake:
        env = botrun.clean_env(**image_env(app))
        env.update(DISCORD_TOKEN=fake.token, GENIAL_TEST_FAKE_URL=fake.url)
        env.update(GENIAL_RENDER_PROCESSES="0", GENIAL_ANALYSIS_PROCESSES="0")
        where = subprocess.run(
            [sys.executable, "-c", "import bot; print(bot.__file__)"],
            cwd=app,
            env={**env, "PYTHONPATH": path},
            capture_output=True,
            text=True,
            check=True,
        )
        assert where.stdout.startswith(str(site)), "the installed code, not the checkout"

        async with botrun.running(env, app, python_path=path) as bot:
            said = await botrun.until_health(env, app, 0, path)
            assert said.startswith("healthy: connected to Discord")
            assert (app / "var" / "genial.sqlite3").is_file()
            assert (app / "var" / "heartbeat").is_file()
            exec_backup = subprocess.run(
                [sys.executable, "-m", "bot", "backup"],
                cwd=app,
                env={**env, "PYTHONPATH": path},
                capture_output=True,
                text=True,
                check=False,
            )
            assert exec_backup.returncode == 0, exec_backup.stderr
            assert f"backup written: {app / 'var' / 'backups'}" in exec_backup.stdout
            bot.process.send_signal(signal.SIGKILL)
            await bot.process.wait()
            code, said = await botrun.health(env, app, path)
            assert code == 1 and "has ended" in said, said

        async with botrun.running(env, app, python_path=path) as again:  # the same volume
            await botrun.until_health(env, app, 0, path)
            assert await again.stop() == 0
        assert not (app / "var" / "heartbeat").exists()
    for output in (bot.output, again.output):
        assert "Traceback" not in output and "PyNaCl" not in output and "davey" not in output
        assert "site-packages" not in output


async def test_without_a_token_the_image_names_its_folder(site: Path, tmp_path: Path) -> None:
    app = tmp_path / "app"
    app.mkdir()
    env = botrun.clean_env(**image_env(app), PYTHONPATH=str(site))
    done = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", cwd=app, env=env, stderr=asyncio.subprocess.PIPE
    )
    _, err = await done.communicate()
    text = err.decode()
    assert done.returncode == 78 and f"DISCORD_TOKEN=<your token> in {app / '.env'}" in text
    assert str(site) not in text
