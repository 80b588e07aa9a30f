"""Print the bot's slash commands as Discord receives them: each group, its subcommands,
their count, and the names a German and a Dutch client show.

Usage: ``make commands`` or ``python -m tools.command_list`` (no token, no network: the extensions are
loaded into a bot that never connects, and the tree is translated like at sync).
"""

from __future__ import annotations

import asyncio
from typing import Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from app.events import Events
from app.games.settle import Settling
from app.uses import Uses
from cogs.common.commandtext import Translator
from cogs.genial import EXTENSIONS
from data import Database

#: Discord's limit of subcommands in a group.
DISCORD_LIMIT = 25


class _NoUses:
    """The use-cases of a bot without a database: only events, which nothing emits."""

    def __init__(self) -> None:
        self.events = Events(Settling(cast(Database, None)))


class ListingBot(commands.Bot):
    """A bot that never connects, as its extensions see their host (``cogs.common.host``):
    they register their listeners and start no job (``sync_only``)."""

    sync_only = True
    computer_pause = 0.0

    def __init__(self) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.none())
        self.uses = cast(Uses, _NoUses())

    def shard_filter(self) -> tuple[int, tuple[int, ...]] | None:
        return None


async def command_payloads() -> list[dict[str, Any]]:
    """The JSON of every top-level command, as the sync would send it (translated)."""
    bot = ListingBot()
    await bot.tree.set_translator(Translator())
    try:
        for extension in EXTENSIONS:
            # The cogs' start-up jobs wait for a connection that never comes; they are
            # cancelled when the extensions unload below.
            await bot.load_extension(extension)
        return [
            await command.get_translated_payload(bot.tree, Translator())
            for command in bot.tree.get_commands()
            if isinstance(command, app_commands.Group)
        ]
    finally:
        for extension in reversed(EXTENSIONS):
            await bot.unload_extension(extension)
        await bot.close()


def groups(payloads: list[dict[str, Any]]) -> dict[str, list[str]]:
    """Group name -> its subcommand names (English), in the order Discord lists them."""
    return {
        p["name"]: [o["name"] for o in p.get("options", []) if o["type"] in (1, 2)]
        for p in payloads
    }


def main() -> None:
    payloads = asyncio.run(command_payloads())
    total = 0
    for p in payloads:
        subs = [o for o in p.get("options", []) if o["type"] in (1, 2)]
        total += len(subs)
        local = p.get("name_localizations") or {}
        print(
            f"/{p['name']} (de /{local.get('de', p['name'])}, nl /{local.get('nl', p['name'])})"
            f": {len(subs)} of {DISCORD_LIMIT}"
        )
        for o in subs:
            loc = o.get("name_localizations") or {}
            print(
                f"    {o['name']:<12} de {loc.get('de', o['name']):<20} nl {loc.get('nl', o['name'])}"
            )
    print(f"{len(payloads)} groups, {total} subcommands")


if __name__ == "__main__":
    main()
