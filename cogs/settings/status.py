"""``/server status``: how this bot process is doing, for the application's owner only
(anyone else is answered as if the command did not exist for them).

The figures are operational (numbers and ids), written in plain English like the logs:
the process's shards and their gateway latency, its servers, the open games on them,
the render pool, the database's schema version and the bot's version.
"""

from __future__ import annotations

import math
from importlib import metadata
from typing import Any, Protocol, cast

import discord
from discord.ext import commands

from app.errors import UserError
from app.settings.status import Figures, Shards
from cogs.common.uses import uses_of


class _Process(Protocol):
    """What the status report reads of the bot process (``bot.client.GenialBot``)."""

    settings: Any
    schema_version: int
    shards: dict[int, Any]
    latencies: list[tuple[int, float]]
    latency: float
    shard_count: int | None
    guilds: Any

    def owns(self, guild_id: int) -> bool: ...

    def shard_filter(self) -> Shards: ...


def _version() -> str:
    try:
        return metadata.version("genial-bot")
    except metadata.PackageNotFoundError:  # run from a checkout without installing
        return "unknown"


def _ms(seconds: float) -> str:
    return "-" if math.isnan(seconds) or math.isinf(seconds) else f"{seconds * 1000:.0f} ms"


def status_text(bot: _Process, figures: Figures) -> str:
    """The status report of the process ``bot`` runs in (see the module doc)."""
    shard_ids = sorted(bot.shards or [0])
    latencies = dict(bot.latencies or [(0, bot.latency)])
    pids = figures.render_pids
    lines = [
        "**Genial status** (this process)",
        f"Shards: {', '.join(map(str, shard_ids))} of {bot.shard_count or 1}"
        f" (GENIAL_SHARDS={bot.settings.shards})",
        "Latency: " + ", ".join(f"#{s} {_ms(latencies.get(s, math.nan))}" for s in shard_ids),
        f"Servers: {len(bot.guilds)}",
        f"Open games on them: {figures.open_here} (all processes: {figures.open_all})",
        f"Posts waiting to be delivered (retried after Discord failed): {figures.pending}",
        f"Render pool: {len(pids)} process(es)" if pids else "Render pool: threads",
        f"Database: {figures.database}, schema version {bot.schema_version}",
        f"Version: {_version()}, discord.py {discord.__version__}",
    ]
    return "\n".join(lines)


async def answer_status(interaction: discord.Interaction[Any], bot: commands.Bot) -> None:
    """Answer ``/server status`` (ephemeral); raises UserError for anyone but the owner."""
    if not await bot.is_owner(interaction.user):
        raise UserError("err-bot-no-command", reason="no-command")
    process = cast(_Process, bot)
    figures = await uses_of(interaction).status.figures(process.owns, process.shard_filter())
    await interaction.response.send_message(status_text(process, figures), ephemeral=True)
