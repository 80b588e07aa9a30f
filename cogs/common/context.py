"""Small helpers shared by the cogs: the service from the client, replies, files."""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable
from functools import wraps
from typing import Any, TypeVar, cast

import discord

import i18n
from app.errors import DataError, StorageUnavailableError
from app.games.service import GameService
from cogs.common import limits, locale
from cogs.common.host import host_of
from genial import GenialError

log = logging.getLogger("cogs")

F = TypeVar("F", bound=Callable[..., Awaitable[Any]])

NO_PINGS = discord.AllowedMentions.none()


def service_of(interaction: discord.Interaction[Any]) -> GameService:
    """The bot's game service (set up by ``bot.client``)."""
    return host_of(interaction).uses.service


def png(data: bytes, name: str = "board.png", description: str | None = None) -> discord.File:
    """An image attachment; ``description`` is its alt text (read by screen readers)."""
    return discord.File(io.BytesIO(data), filename=name, description=description or None)


async def reply_error(interaction: discord.Interaction[Any], message: str) -> None:
    """Answer ``message`` ephemerally, whether or not the interaction was answered."""
    try:
        await limits.answer(interaction, f"\N{NO ENTRY SIGN} {message}", ephemeral=True)
    except discord.HTTPException:
        log.warning("could not deliver an error message to an interaction")


def guarded(func: F) -> F:
    """Turn engine/data refusals of a component callback into an ephemeral answer."""

    @wraps(func)
    async def wrapper(*args: Any, **kwargs: Any) -> Any:
        interaction = next(a for a in args if isinstance(a, discord.Interaction))
        try:
            return await func(*args, **kwargs)
        except (GenialError, DataError) as exc:
            if isinstance(exc, StorageUnavailableError):  # expected: a line, no traceback
                log.warning("storage unavailable in %s: %s", func.__qualname__, exc.message)
            await reply_error(interaction, locale.refusal(locale.reader(interaction), exc))
        except Exception:
            log.exception("error in component %s", func.__qualname__)
            await reply_error(
                interaction,
                i18n.text(locale.reader(interaction), "err-bot-went-wrong-game"),
            )
        return None

    return cast(F, wrapper)


def mention(user_id: int) -> str:
    return f"<@{user_id}>"
