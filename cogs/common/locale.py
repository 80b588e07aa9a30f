"""Which language the bot writes in.

Private replies (ephemeral answers, hand panels, previews, refusals) follow the
reader: the locale of the Discord client that sent the interaction. Public
posts (lobby, turn posts, standings, reminders, boards in the thread) follow
the server: a language an admin chose for the bot, else the server's own
Discord language. Anything else falls back to English (``i18n.DEFAULT``).
"""

from __future__ import annotations

from typing import Any

import discord

import i18n
from app.text.outcomes import refusal, said


def reader(interaction: discord.Interaction[Any]) -> str:
    """The language of the person who clicked or typed (for replies only they see)."""
    return i18n.negotiate(_code(interaction.locale))


#: Server id -> the language an admin chose with ``/genial config`` (loaded at start-up).
_CHOSEN: dict[int, str] = {}


def choose(guild_id: int, language: str | None) -> None:
    """Remember a server's chosen language (``None``: follow the server's Discord language)."""
    if language:
        _CHOSEN[guild_id] = i18n.negotiate(language)
    else:
        _CHOSEN.pop(guild_id, None)


def chosen_for(guild_id: int | None) -> str | None:
    """The language an admin chose for ``guild_id``, if any."""
    return None if guild_id is None else _CHOSEN.get(guild_id)


def server(guild: discord.Guild | None, chosen: str | None = None) -> str:
    """The language of public posts in ``guild``: ``chosen`` by an admin, else the server's."""
    chosen = chosen or chosen_for(guild.id if guild is not None else None)
    if chosen:
        return i18n.negotiate(chosen)
    return i18n.negotiate(_code(guild.preferred_locale) if guild is not None else None)


def public(interaction: discord.Interaction[Any], chosen: str | None = None) -> str:
    """The language of public posts made in answer to ``interaction`` (the server's)."""
    chosen = chosen or chosen_for(interaction.guild_id)
    if chosen or interaction.guild_locale is None:
        return server(interaction.guild, chosen)
    return i18n.negotiate(_code(interaction.guild_locale))


def _code(locale: discord.Locale | str | None) -> str | None:
    if locale is None:
        return None
    return str(locale.value if isinstance(locale, discord.Locale) else locale)


__all__ = ["choose", "chosen_for", "public", "reader", "refusal", "said", "server"]
