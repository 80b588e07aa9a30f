"""``/server status``: how this bot process is doing, for the application's owner only
(issue 28). Anyone else is answered as if the command did not exist for them.

The figures are operational (numbers and ids), written in plain English like the logs:
the process's shards and their gateway latency, its servers, the open games on them,
the render pool, the database's schema version and the bot's version.
"""

from __future__ import annotations

import math
from importlib import metadata
from typing import Any

import discord
from discord.ext import commands

import i18n
from app.errors import UserError
from cogs.common import locale
from cogs.common.context import service_of


def _version() -> str:
    try:
        return metadata.version("genial-bot")
    except metadata.PackageNotFoundError:  # run from a checkout without installing
        return "unknown"


def _ms(seconds: float) -> str:
    return "-" if math.isnan(seconds) or math.isinf(seconds) else f"{seconds * 1000:.0f} ms"


async def status_text(bot: commands.Bot, db: Any, renderers: Any) -> str:
    """The status report of the process ``bot`` runs in (see the module doc)."""
    owns = getattr(bot, "owns", lambda _guild: True)
    settings = getattr(bot, "settings", None)
    plan = getattr(settings, "shards", "auto")
    shard_ids = sorted(getattr(bot, "shards", {}) or [0])
    latencies = dict(getattr(bot, "latencies", []) or [(0, bot.latency)])
    by_guild: dict[int, int] = await db.open_games_by_guild()
    open_games = sum(n for guild, n in by_guild.items() if owns(guild))
    pids = renderers.pids() if renderers is not None else []
    filter_ = getattr(bot, "shard_filter", lambda: None)()
    pending = await db.pending_count(shards=filter_)
    lines = [
        "**Genial status** (this process)",
        f"Shards: {', '.join(map(str, shard_ids))} of {bot.shard_count or 1} (GENIAL_SHARDS={plan})",
        "Latency: " + ", ".join(f"#{s} {_ms(latencies.get(s, math.nan))}" for s in shard_ids),
        f"Servers: {len(bot.guilds)}",
        f"Open games on them: {open_games} (all processes: {sum(by_guild.values())})",
        f"Posts waiting to be delivered (retried after Discord failed): {pending}",
        f"Render pool: {len(pids)} process(es)" if pids else "Render pool: threads",
        f"Database: {db.display}, schema version {getattr(bot, 'schema_version', '?')}",
        f"Version: {_version()}, discord.py {discord.__version__}",
    ]
    return "\n".join(lines)


async def answer_status(interaction: discord.Interaction[Any], bot: commands.Bot) -> None:
    """Answer ``/server status`` (ephemeral); raises UserError for anyone but the owner."""
    if not await bot.is_owner(interaction.user):
        raise UserError(i18n.text(locale.reader(interaction), "err-bot-no-command"))
    svc = service_of(interaction)
    text = await status_text(bot, svc.db, getattr(svc, "renderers", None))
    await interaction.response.send_message(text, ephemeral=True)
