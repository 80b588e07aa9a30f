"""The invite link and the self-hosting files agree with the code (README, deploy/, Docker)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import discord

from bot.invite import PERMISSIONS, SCOPES, invite_url
from bot.settings import EXIT_CONFIG

ROOT = Path(__file__).resolve().parents[2]
#: The bot's permissions as the README's table names them.
EXPLAINED = {
    "view_channel": "View Channels",
    "send_messages": "Send Messages",
    "create_public_threads": "Create Public Threads",
    "send_messages_in_threads": "Send Messages in Threads",
    "attach_files": "Attach Files",
    "read_message_history": "Read Message History",
    "use_application_commands": "Use Application Commands",
}
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_invite_link_carries_the_scopes_and_the_permissions_integer() -> None:
    url = invite_url(1234)
    assert url.startswith("https://discord.com/oauth2/authorize?client_id=1234&")
    assert "scope=bot+applications.commands" in url and SCOPES == ("bot", "applications.commands")
    assert url.endswith(f"&permissions={PERMISSIONS.value}")
    assert discord.Permissions(PERMISSIONS.value) == PERMISSIONS


def test_the_readme_gives_the_same_integer_and_explains_every_permission() -> None:
    assert f"permissions={PERMISSIONS.value}" in README
    table = README[README.index("| Permission | Why |") :]
    table = table[: table.index("\n\n")]
    named = {row.split("|")[1].strip() for row in table.splitlines()[2:]}
    assert named == set(EXPLAINED.values())
    assert discord.Permissions(**dict.fromkeys(EXPLAINED, True)) == PERMISSIONS
    assert not PERMISSIONS.administrator and not PERMISSIONS.manage_messages


def test_the_service_and_container_files_run_the_bot_and_keep_the_database() -> None:
    unit = (ROOT / "deploy" / "genial.service").read_text(encoding="utf-8")
    assert re.search(r"^ExecStart=\S+/\.venv/bin/python -m bot$", unit, re.M)
    assert "KillSignal=SIGINT" in unit and f"RestartPreventExitStatus={EXIT_CONFIG}" in unit
    docker = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    compose = (ROOT / "compose.yaml").read_text(encoding="utf-8")
    assert 'CMD ["python", "-m", "bot"]' in docker and "STOPSIGNAL SIGINT" in docker
    assert 'VOLUME ["/app/var"]' in docker and ":/app/var" in compose
    assert "env_file: .env" in compose and "build: ." in compose
    # Every package of the project is copied into the image.
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    include = pyproject["tool"]["setuptools"]["packages"]["find"]["include"]
    for package in (p.rstrip("*") for p in include):
        assert f"COPY {package}/ {package}/" in docker, package
