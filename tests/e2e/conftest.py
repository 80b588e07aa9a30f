"""Fixtures for end-to-end tests: the real bot against the fake Discord."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
import pytest_asyncio

from bot.client import GenialBot
from bot.settings import Settings
from tests.fakediscord import Channel, FakeDiscord, Guild, User


@dataclass
class World:
    """The fake Discord, a server with a channel, and three members."""

    fake: FakeDiscord
    guild: Guild
    channel: Channel
    alice: User
    bob: User
    carol: User
    settings: Settings

    def new_bot(self) -> GenialBot:
        """A fresh bot process (same database): use for restarts."""
        return GenialBot(self.settings)


@asynccontextmanager
async def make_world(database: Path | str) -> AsyncIterator[World]:
    """The fake Discord with a server, a channel and three members; the bot's database."""
    settings = Settings(
        token="fake-token",
        database=database,
        dev_guild=None,
        log_level="INFO",
        reminder_hours=0,
        timeout_days=0,
    )
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Test server")
        alice = fake.add_user("alice", guild=guild, global_name="Alice")
        bob = fake.add_user("bob", guild=guild, global_name="Bob")
        carol = fake.add_user("carol", guild=guild, global_name="Carol")
        yield World(fake, guild, guild.channel("general"), alice, bob, carol, settings)


@pytest_asyncio.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    async with make_world(tmp_path / "genial.sqlite3") as made:
        yield made


@pytest.fixture(params=["sqlite", "postgres"])
def both_databases(request: pytest.FixtureRequest, tmp_path: Path) -> Path | str:
    """A SQLite file, then a fresh PostgreSQL database (the suite's own server)."""
    if request.param == "postgres":
        return str(request.getfixturevalue("pg_url"))
    return tmp_path / "genial.sqlite3"


@pytest_asyncio.fixture
async def world_on_both(both_databases: Path | str) -> AsyncIterator[World]:
    """``world`` on each backend in turn."""
    async with make_world(both_databases) as made:
        yield made


def by_id(users: list[User]) -> Callable[[int], User]:
    table = {u.id: u for u in users}
    return lambda uid: table[uid]
