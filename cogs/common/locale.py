"""Which language the bot writes in.

Private replies (ephemeral answers, hand panels, previews, refusals) follow the
reader: the locale of the Discord client that sent the interaction. Public
posts (lobby, turn posts, standings, reminders, boards in the thread) follow
the server: a language an admin chose for the bot, else the server's own
Discord language. Anything else falls back to English (``i18n.DEFAULT``).
"""

from __future__ import annotations

from typing import Any, Protocol
from weakref import WeakKeyDictionary

import discord

import i18n
from app.text.outcomes import refusal, said


def reader(interaction: discord.Interaction[Any]) -> str:
    """The language of the person who clicked or typed (for replies only they see)."""
    return i18n.negotiate(_code(interaction.locale))


class SettingsVersion(Protocol):
    """Where :meth:`ChosenLanguages.refresh` reads the settings version (``db.shared``)."""

    async def settings_version(self) -> int: ...


class GuildLanguages(Protocol):
    """Where :meth:`ChosenLanguages.refresh` reads the chosen languages (``db.lobby``)."""

    async def guild_languages(self) -> dict[int, str]: ...


class ChosenLanguages:
    """Server id -> the language an admin chose with ``/server settings``, as one process
    knows it. Several processes share a database: each reloads the map when
    the database's settings version moved (:meth:`refresh`, polled by the bot), and the
    process that made a change applies it at once (:meth:`choose`)."""

    def __init__(self) -> None:
        self._chosen: dict[int, str] = {}
        #: The database's settings version the map was loaded at (-1: never loaded).
        self.version = -1

    def get(self, guild_id: int) -> str | None:
        """The chosen language of ``guild_id``, if any."""
        return self._chosen.get(guild_id)

    def choose(self, guild_id: int, language: str | None) -> None:
        """Remember a server's chosen language (``None``: follow its Discord language)."""
        if language:
            self._chosen[guild_id] = i18n.negotiate(language)
        else:
            self._chosen.pop(guild_id, None)

    async def refresh(self, shared: SettingsVersion, languages: GuildLanguages) -> bool:
        """Reload every server's choice (from ``languages``) if the settings version in
        ``shared`` moved since the last load; whether it reloaded. Raises what the
        database raises."""
        # The version first: a change committed meanwhile moves it again, so the next
        # poll reloads once more rather than missing it.
        version = await shared.settings_version()
        if version == self.version:
            return False
        loaded = await languages.guild_languages()
        self._chosen = {g: i18n.negotiate(code) for g, code in loaded.items()}
        self.version = version
        return True


#: The map of code that runs without a bot (scripts, unit tests); a GenialBot has its own.
_DEFAULT = ChosenLanguages()
#: Each bot's map, registered when it is made (:func:`attach`).
_MAPS: WeakKeyDictionary[discord.Client, ChosenLanguages] = WeakKeyDictionary()


def attach(client: discord.Client, languages: ChosenLanguages) -> None:
    """``client``'s map of chosen languages from now on (the bot registers its own)."""
    _MAPS[client] = languages


def registry(client: discord.Client | None) -> ChosenLanguages:
    """The chosen languages known to ``client``, else the default map."""
    return _DEFAULT if client is None else _MAPS.get(client, _DEFAULT)


def _client_of(guild: discord.Guild | None) -> discord.Client | None:
    # A guild knows its client only through its connection state (discord.py keeps no
    # public link); without one the default map answers.
    return None if guild is None else guild._state._get_client()


def choose(guild_id: int, language: str | None, client: discord.Client | None = None) -> None:
    """Remember a server's chosen language in ``client``'s map (``None``: follow the
    server's Discord language); other processes learn it from the database."""
    registry(client).choose(guild_id, language)


def chosen_for(guild_id: int | None, client: discord.Client | None = None) -> str | None:
    """The language an admin chose for ``guild_id``, if any."""
    return None if guild_id is None else registry(client).get(guild_id)


def server(guild: discord.Guild | None, chosen: str | None = None) -> str:
    """The language of public posts in ``guild``: ``chosen`` by an admin, else the server's."""
    chosen = chosen or chosen_for(guild.id if guild is not None else None, _client_of(guild))
    if chosen:
        return i18n.negotiate(chosen)
    return i18n.negotiate(_code(guild.preferred_locale) if guild is not None else None)


def public(interaction: discord.Interaction[Any], chosen: str | None = None) -> str:
    """The language of public posts made in answer to ``interaction`` (the server's)."""
    chosen = chosen or chosen_for(interaction.guild_id, interaction.client)
    if chosen or interaction.guild_locale is None:
        return server(interaction.guild, chosen)
    return i18n.negotiate(_code(interaction.guild_locale))


def _code(locale: discord.Locale | str | None) -> str | None:
    if locale is None:
        return None
    return str(locale.value if isinstance(locale, discord.Locale) else locale)


__all__ = [
    "ChosenLanguages",
    "attach",
    "choose",
    "chosen_for",
    "public",
    "reader",
    "refusal",
    "registry",
    "said",
    "server",
]
