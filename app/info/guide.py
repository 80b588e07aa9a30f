"""``/genial help``: how the bot is used, or how one game of the family is played (with this
server's clock for new games)."""

from __future__ import annotations

import i18n
from app.clocks.text import setup_line
from app.people import Place
from app.settings.server import ServerSettings
from genial import get
from i18n import editions


def _number(value: float) -> int | float:
    """Whole numbers as ints, so that plurals pick 'one' for 1 (Fluent reads 1.0 as 'other')."""
    return int(value) if float(value).is_integer() else value


class Guide:
    """The help text and the rules of each edition."""

    def __init__(self, server: ServerSettings) -> None:
        self._server = server

    async def help(
        self, place: Place, lang: str, edition: str | None, *, hours: float, days: float
    ) -> list[str]:
        """The messages that answer ``/genial help`` in ``lang``: the rules of ``edition``,
        else how the bot is used and its commands. ``hours`` and ``days``: after how long a
        waiting turn is reminded of and a silent player leaves (0: never)."""
        if edition is not None:
            return [await self.rules(place, edition, lang)]
        pace = i18n.text(
            lang,
            "help-pace",
            remind=bool(hours),
            hours=_number(hours),
            timeout=bool(days),
            days=_number(days),
        )
        # Two messages: each stays well within Discord's 2,000 characters in every language.
        commands = i18n.text(lang, "help-commands") + "\n" + i18n.text(lang, "help-computer")
        return [i18n.text(lang, "help-text", pace=pace), commands]

    async def rules(self, place: Place, edition: str, lang: str) -> str:
        """How ``edition`` is played, and the server's clock for new games of several."""
        ed = get(edition).edition
        text = editions.rules(lang, edition, ed.blurb)
        if place.guild_id is not None and ed.max_players > 1:
            clock = await self._server.clock(place.guild_id)
            text += "\n" + setup_line(lang, clock.setup)
        return text
