"""A fake Discord (REST + gateway on 127.0.0.1) that the real discord.py client talks to.

Usage (pytest-free; any asyncio test runner)::

    async with FakeDiscord() as fake:
        guild = fake.add_guild("Test server")            # has channel "general"
        alice = fake.add_user("alice", guild=guild)
        async with fake.run_bot(make_bot()) as bot:      # logs in with token "fake-token"
            r = await fake.slash(alice, guild.channel("general"), "genial new", players=2)
            assert "created" in r.content
"""

from .actions import InteractionActions
from .commands import CommandHidden
from .components import find_component, iter_components
from .interactions import InteractionRecord
from .messages import Attachment, StoredMessage
from .model import Channel, ChannelType, Guild, Member, Perm, Role, User
from .results import InteractionResult
from .server import FakeDiscord, RequestLog
from .world import World, WorldEvent

__all__ = [
    "Attachment",
    "Channel",
    "ChannelType",
    "CommandHidden",
    "FakeDiscord",
    "Guild",
    "InteractionActions",
    "InteractionRecord",
    "InteractionResult",
    "Member",
    "Perm",
    "RequestLog",
    "Role",
    "StoredMessage",
    "User",
    "World",
    "WorldEvent",
    "find_component",
    "iter_components",
]
