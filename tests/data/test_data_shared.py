"""What the processes on one database share: the settings version, and the
claim of a command sync that exactly one of several starting processes wins."""

from __future__ import annotations

import asyncio

from dbhelpers import GUILD, FakeClock

from data import Database


async def test_changing_settings_moves_the_version(db: Database) -> None:
    assert await db.shared.settings_version() == 0
    await db.lobby.set_guild_settings(GUILD, {"language": "de"})
    await db.lobby.set_guild_settings(GUILD + 1, {})
    assert await db.shared.settings_version() == 2
    assert await db.lobby.guild_languages() == {GUILD: "de"}


async def test_one_of_several_processes_claims_a_new_command_tree(
    db_target: str, db: Database, clock: FakeClock
) -> None:
    others = [await Database.open(db_target, clock=clock) for _ in range(4)]
    try:
        won = await asyncio.gather(*(d.shared.claim_tree_sync("global:a") for d in [db, *others]))
        assert sorted(won) == [False] * 4 + [True]
        assert await db.shared.synced_tree() == "global:a"
        assert not await others[0].shared.claim_tree_sync("global:a")  # unchanged: nobody syncs
        assert await others[0].shared.claim_tree_sync("global:b")  # changed: synced again
        await others[0].shared.release_tree_sync("global:b")  # that sync failed: next start retries
        assert await db.shared.synced_tree() == ""
        assert await db.shared.claim_tree_sync("global:b")
    finally:
        for other in others:
            await other.close()
