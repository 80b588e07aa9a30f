"""The fake gateway routes a guild's events to the session of its shard, as Discord does:
READY/GUILD_CREATE, messages and interactions of a guild reach only the bot process that
runs ``(guild_id >> 22) % shard_count``; DMs go to shard 0; ``GET /gateway/bot`` says how
many shards to run."""

from __future__ import annotations

from collections.abc import AsyncIterator

import discord
import pytest
import pytest_asyncio
from discord import app_commands

from tests.fakediscord import FakeDiscord
from tests.fakediscord.gateway import shard_of


class ShardBot(discord.AutoShardedClient):
    """A client running some shards; notes the guild of each message it sees."""

    def __init__(self, **options: object) -> None:
        super().__init__(intents=discord.Intents.default(), **options)  # type: ignore[arg-type]
        self.tree = app_commands.CommandTree(self)
        self.seen: list[int | None] = []

        @self.tree.command(name="where", description="Which shard answers")
        async def where(interaction: discord.Interaction) -> None:
            shard = interaction.guild.shard_id if interaction.guild else None
            await interaction.response.send_message(f"shard {shard}")

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """No 5 s pause between the shards' IDENTIFYs (the fake has no identify limit)."""

    async def on_message(self, message: discord.Message) -> None:
        if message.author.bot:  # its own answers
            return
        self.seen.append(message.guild.id if message.guild else None)


@pytest_asyncio.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord(timeout=5) as fake:
        yield fake


def test_guild_ids_can_be_placed_on_a_shard() -> None:
    fake = FakeDiscord()
    for shard in (1, 0, 3, 3, 2):
        guild = fake.add_guild(f"on {shard}", shard=(shard, 4))
        assert shard_of(guild.id, 4) == shard
    ids = sorted(fake.world.guilds)
    assert ids == list(fake.world.guilds)  # still increasing
    with pytest.raises(ValueError):
        fake.add_guild("nowhere", shard=(4, 4))


async def test_two_processes_see_only_their_shards(fake: FakeDiscord) -> None:
    g0 = fake.add_guild("zero", shard=(0, 2))
    g1 = fake.add_guild("one", shard=(1, 2))
    alice = fake.add_user("alice", guild=g0)
    fake.add_member(g1, alice)
    first, second = ShardBot(shard_count=2, shard_ids=[0]), ShardBot(shard_count=2, shard_ids=[1])
    async with fake.run_bot(first), fake.run_bot(second):
        assert [g.id for g in first.guilds] == [g0.id]
        assert [g.id for g in second.guilds] == [g1.id]
        fake.say(alice, g0.channel("general"), "hi zero")
        fake.say(alice, g1.channel("general"), "hi one")
        await fake.wait_for(lambda: first.seen and second.seen, what="both messages")
        # A server that joins later arrives at its shard's process only.
        g2 = fake.add_guild("two", shard=(1, 2))
        await fake.wait_for(lambda: second.get_guild(g2.id), what="GUILD_CREATE on shard 1")
        await fake.settle()
        assert first.get_guild(g2.id) is None
        # An interaction is answered by the process of its server's shard.
        await first.tree.sync()
        one = await fake.slash(alice, g1.channel("general"), "where")
        zero = await fake.slash(alice, g0.channel("general"), "where")
        assert (zero.content, one.content) == ("shard 0", "shard 1")
        # A DM goes to shard 0.
        fake.say(alice, fake.world.dm_channel(alice), "psst")
        await fake.wait_for(lambda: None in first.seen, what="the DM on shard 0")
        assert first.seen.count(g0.id) == 1 and g1.id not in first.seen
        assert second.seen == [g1.id]
    # Closing one process leaves the other's session alone (and vice versa).
    assert not fake.gateway.sessions


async def test_interaction_without_its_shard_connected_is_refused(fake: FakeDiscord) -> None:
    g0 = fake.add_guild("zero", shard=(0, 2))
    g1 = fake.add_guild("one", shard=(1, 2))
    alice = fake.add_user("alice", guild=g1)
    bot = ShardBot(shard_count=2, shard_ids=[0])
    async with fake.run_bot(bot):
        await bot.tree.sync()
        assert [g.id for g in bot.guilds] == [g0.id]
        with pytest.raises(AssertionError, match="shard"):
            await fake.slash(alice, g1.channel("general"), "where")


async def test_gateway_bot_recommends_the_shard_count(fake: FakeDiscord) -> None:
    fake.world.recommended_shards = 3
    guilds = [fake.add_guild(f"g{i}", shard=(i, 3)) for i in range(3)]
    bot = ShardBot()  # automatic: as many shards as Discord recommends, all here
    async with fake.run_bot(bot):
        assert bot.shard_count == 3
        assert {g.id for g in bot.guilds} == {g.id for g in guilds}
        assert {bot.get_guild(g.id).shard_id for g in guilds} == {0, 1, 2}  # type: ignore[union-attr]
        assert sorted(s.shard for s in fake.gateway.live_sessions) == [(0, 3), (1, 3), (2, 3)]
