"""Command sync only when the command set changed.

Every start used to bulk-overwrite the command tree, in every process. Now the start
computes a hash of the payload Discord would receive (translations included) and
syncs only if the database does not hold that hash yet; the database's compare-and-set
(:meth:`data.shared.SharedStore.claim_tree_sync`) lets exactly one of several processes starting
together do it. ``python -m bot sync`` forces a sync.
"""

from __future__ import annotations

import hashlib
import json
import logging
from typing import Any

import discord
from discord import app_commands

from data import Database

log = logging.getLogger("bot.sync")


async def tree_digest(tree: app_commands.CommandTree[Any], guild: discord.Object | None) -> str:
    """A hash of what syncing ``tree`` (to ``guild``, or globally) would send Discord."""
    commands = tree.get_commands(guild=guild)
    translator = tree.translator
    if translator is not None:
        payload = [await c.get_translated_payload(tree, translator) for c in commands]
    else:
        payload = [c.to_dict(tree) for c in commands]
    text = json.dumps(payload, sort_keys=True, separators=(",", ":"), default=str)
    scope = f"guild:{guild.id}" if guild is not None else "global"
    return f"{scope}:{hashlib.sha256(text.encode()).hexdigest()}"


async def sync_commands(
    tree: app_commands.CommandTree[Any],
    db: Database,
    *,
    dev_guild: int | None = None,
    force: bool = False,
) -> bool:
    """Sync ``tree`` (to ``dev_guild`` if set, copying the global commands there) unless
    the database says this very tree was synced already; ``force`` syncs anyway. Whether
    it synced. Raises what ``tree.sync`` raises; the claim is then given back, so the
    next start tries again."""
    guild = discord.Object(dev_guild) if dev_guild else None
    if guild is not None:
        tree.copy_global_to(guild=guild)
    digest = await tree_digest(tree, guild)
    if not await db.shared.claim_tree_sync(digest) and not force:
        log.info("commands unchanged since the last sync: not syncing")
        return False
    try:
        await tree.sync(guild=guild)
    except BaseException:
        await db.shared.release_tree_sync(digest)
        raise
    log.info("commands synced (%s)", digest.split(":", 1)[0])
    return True
