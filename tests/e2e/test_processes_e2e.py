"""Several bot processes on one database: what one changes, the other sees.

Two ``GenialBot`` objects on one database file stand for two processes: each keeps its
own map of the servers' chosen languages (``bot.languages``), so a change made through
one reaches the other only through the database (the settings version it polls).
"""

from __future__ import annotations

import discord
import pytest
from discord import app_commands

from bot.client import GenialBot
from cogs.common import locale
from tests.e2e.conftest import World

pytestmark = pytest.mark.asyncio


async def test_a_language_chosen_through_one_bot_is_seen_by_the_other(world: World) -> None:
    fake, ch = world.fake, world.channel
    admin = fake.add_user("admin", guild=world.guild, global_name="Admin", manage_guild=True)
    other = world.new_bot()
    await other.login(fake.token)  # its setup: database, languages loaded, background tasks
    try:
        assert not await other.refresh_settings()  # nothing changed: no reload
        async with fake.run_bot(world.new_bot()) as first:
            await fake.wait_commands_synced()
            r = await fake.slash(admin, ch, "server settings", language="nl", locale="de")
            assert not r.ephemeral and "Nederlands" in r.content
            assert locale.chosen_for(world.guild.id, first) == "nl"
            # The other process still has the old map until it looks at the database...
            assert locale.chosen_for(world.guild.id, other) is None
            assert await other.refresh_settings()
            assert locale.chosen_for(world.guild.id, other) == "nl"
            # ... and a choice taken back is taken back there too.
            r = await fake.slash(admin, ch, "server settings", language="server", locale="de")
            assert not r.ephemeral
            assert locale.chosen_for(world.guild.id, first) is None
            assert await other.refresh_settings()
            assert locale.chosen_for(world.guild.id, other) is None
            assert not await other.refresh_settings()
    finally:
        await other.close()


async def test_the_command_tree_is_synced_only_when_it_changed(world: World) -> None:
    fake = world.fake
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
    async with fake.run_bot(world.new_bot()):  # a restart, same commands
        assert await fake.slash(world.alice, world.channel, "genial help")  # it serves
    assert fake.world.sync_count == 1
    # (Two processes starting together: tests/data/test_data_shared.py, the claim.)
    # `python -m bot sync` forces it.
    forced = GenialBot(world.settings, sync_only=True)
    async with forced:
        await forced.login(fake.token)
    assert fake.world.sync_count == 2
    assert forced.mover is None  # it started nothing else


async def test_a_changed_command_set_is_synced_once(world: World) -> None:
    fake = world.fake
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
    changed = world.new_bot()
    # A command added (as by a new version of the bot) before its setup runs.
    original = changed.setup_hook

    async def setup_with_extra() -> None:
        @app_commands.command(name="extra", description="An added command")
        async def extra(interaction: discord.Interaction) -> None:  # pragma: no cover
            await interaction.response.send_message("extra")

        changed.tree.add_command(extra)
        await original()

    changed.setup_hook = setup_with_extra  # type: ignore[method-assign]
    async with fake.run_bot(changed):
        await fake.wait_commands_synced(2)
    assert "extra" in {c["name"] for c in fake.commands()}


async def test_the_owner_sees_the_status_and_others_find_no_such_command(world: World) -> None:
    fake, ch = world.fake, world.channel
    admin = fake.add_user("admin", guild=world.guild, global_name="Admin", manage_guild=True)
    async with fake.run_bot(world.new_bot()):
        await fake.wait_commands_synced()
        await fake.slash(world.alice, ch, "genial new", edition="classic", players=2)
        r = await fake.slash(fake.world.app_owner, ch, "server status")
        assert r.ephemeral
        assert "Shards: 0 of 1" in r.text and "Servers: 1" in r.text
        assert "Open games on them: 1 (all processes: 1)" in r.text
        assert "Posts waiting to be delivered (retried after Discord failed): 0" in r.text
        assert "schema version" in r.text and "Version: " in r.text
        for user in (admin, world.bob):  # an admin of the server is not the bot's owner
            r = await fake.slash(user, ch, "server status", locale="de")
            assert r.ephemeral and "Diesen Befehl gibt es hier nicht." in r.text
            assert "Shards" not in r.text
