"""Slash command texts in three languages: names, descriptions and choices.

Every command, option and choice name or description is a ``locale_str`` whose
English text comes from the catalogue and whose ``key`` extra names the message
(``cmd-...``). :class:`Translator`, set on the command tree, gives Discord the
German and Dutch texts when the commands are synced, so a German client shows
``/genial neu`` with German descriptions.
"""

from __future__ import annotations

from discord import Locale, app_commands

import i18n
from genial import get
from i18n.editions import CHOICE_KEYS, POOL_KEYS


def cmd(key: str) -> app_commands.locale_str:
    """A command, option or choice text: English from the catalogue, with its message id."""
    return app_commands.locale_str(i18n.text(i18n.DEFAULT, key), key=key)


def edition_choice(edition: str) -> app_commands.Choice[str]:
    """The choice offering ``edition``, named in the user's language."""
    key = CHOICE_KEYS.get(edition) or POOL_KEYS.get(edition)
    name = cmd(key) if key else app_commands.locale_str(get(edition).edition.name[:100])
    return app_commands.Choice(name=name, value=edition)


class Translator(app_commands.Translator):
    """German and Dutch texts for every ``locale_str`` that carries a ``key``."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        lang = i18n.negotiate(locale.value)
        if not isinstance(key, str) or lang == i18n.DEFAULT or not i18n.has(key, lang):
            return None
        return i18n.text(lang, key)
