"""A league round's results post, as the deliverer sends it: in the league channel, with
the standings image, once (a nonce per delivery; the outbox retries a failure). What it
says and when it is owed: ``app.league.results``."""

from __future__ import annotations

import io

import discord

from app.games.owed_turns import Delivery
from app.league.results import KIND
from cogs.common import limits
from cogs.common.host import host


async def send(client: discord.Client, d: Delivery, lang: str) -> discord.Message | None:
    """Post the results ``d`` owes; None when there is nothing to post any more (the game
    is no league game). Raises what Discord raised (the deliverer retries or gives up)."""
    uses = host(client).uses
    made = await uses.league_results.of_game(d.game_id, lang)
    if made is None:
        return None
    channel = client.get_channel(made.channel_id) or await client.fetch_channel(made.channel_id)
    if not isinstance(channel, discord.abc.Messageable):
        raise discord.ClientException("the league channel takes no messages")
    files = []
    if made.image is not None:
        files.append(discord.File(io.BytesIO(made.image), "league.png", description=made.alt))
    await uses.outbox.target(d, f"post:{made.channel_id}")
    nonce = limits.nonce_for(f"{KIND}:{d.id}")
    return await limits.post(channel, made.text, files=files, nonce=nonce)


__all__ = ["KIND", "send"]
