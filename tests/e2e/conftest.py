"""Fixtures for end-to-end tests: the real bot against the fake Discord."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path

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


@pytest_asyncio.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    settings = Settings(
        token="fake-token",
        database=tmp_path / "genial.sqlite3",
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


def by_id(users: list[User]) -> Callable[[int], User]:
    table = {u.id: u for u in users}
    return lambda uid: table[uid]
