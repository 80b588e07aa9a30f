"""Several bot processes on one database (issue 28): what one changes, the other sees.

Two ``GenialBot`` objects on one database file stand for two processes: each keeps its
own map of the servers' chosen languages (``bot.languages``), so a change made through
one reaches the other only through the database (the settings version it polls).
"""

from __future__ import annotations

import pytest

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
