"""A server's daily deal settings: on or off, the channel of its end-of-day post, the
edition (one solo edition, or the solo editions in turn) and the server's time zone, whose
midnight starts a new deal. Kept in the server's settings (``db.lobby.guild_settings``), so every
bot process reads the same; ``/server settings`` changes them."""

from __future__ import annotations

import functools
import zoneinfo
from dataclasses import dataclass
from typing import Any

import genial
import i18n
from app.checks import one_of
from app.errors import UserError
from app.text.limits import quote_input
from app.text.names import edition_name
from community.daily import ALTERNATE, edition_of

#: The keys in the server's settings.
ON_KEY, CHANNEL_KEY, EDITION_KEY, ZONE_KEY = "daily", "daily_channel", "daily_edition", "time_zone"


def solo_editions() -> tuple[str, ...]:
    """The editions one person can play alone: the daily's choices. The games made only
    for one come first (the default is the first), then those that one may also play
    alone (e.g. a solitaire of a game for several), each group in registry order."""
    alone = [e for e in genial.editions() if e.min_players == 1]
    return tuple(e.id for e in sorted(alone, key=lambda e: e.max_players != 1))


def edition_choices() -> tuple[str, ...]:
    """What ``/server settings`` offers for the daily's edition: each solo edition and,
    when there are several, the turn about."""
    solo = solo_editions()
    return (*solo, ALTERNATE) if len(solo) > 1 else solo


@dataclass(frozen=True)
class DailySetup:
    """A server's daily deal settings (the defaults: on, its first channel, the first
    solo edition, UTC)."""

    on: bool = True
    channel_id: int | None = None
    edition: str = ""
    zone: str = "UTC"

    def edition_on(self, day: Any) -> str:
        """The edition of the deal of ``day`` (a date)."""
        solo = solo_editions()
        return edition_of(self.edition or solo[0], solo, day)


def daily_setup(settings: dict[str, Any]) -> DailySetup:
    """The daily settings within a server's settings (damaged entries read as defaults)."""
    on = settings.get(ON_KEY, True)
    channel = settings.get(CHANNEL_KEY)
    edition = settings.get(EDITION_KEY)
    zone = settings.get(ZONE_KEY)
    return DailySetup(
        on=on if isinstance(on, bool) else True,
        channel_id=channel if isinstance(channel, int) else None,
        edition=edition if isinstance(edition, str) and edition in edition_choices() else "",
        zone=zone if isinstance(zone, str) and zone else "UTC",
    )


@functools.cache
def zones() -> frozenset[str]:
    """The time zones a server may choose (the IANA names Python knows)."""
    return frozenset(zoneinfo.available_timezones())


def change_daily(
    settings: dict[str, Any],
    *,
    on: bool | None,
    channel_id: int | None,
    edition: str | None,
    zone: str | None,
) -> bool:
    """Apply ``/server settings``' daily options to the server's settings (None: keep);
    whether anything was given. Raises UserError for an edition or time zone not offered."""
    if edition is not None:
        one_of("cmd-opt-daily-edition", edition, edition_choices())
    if zone is not None and zone not in zones():
        raise UserError("ui-settings-bad-zone", reason="option", zone=quote_input(zone))
    given = False
    for key, value in (
        (ON_KEY, on),
        (CHANNEL_KEY, channel_id),
        (EDITION_KEY, edition),
        (ZONE_KEY, zone),
    ):
        if value is not None:
            settings[key], given = value, True
    return given


def setup_text(lang: str, setup: DailySetup) -> str:
    """The daily settings for the settings answer."""
    edition = setup.edition or solo_editions()[0]
    return i18n.text(
        lang,
        "ui-config-daily",
        on=i18n.text(lang, "ui-config-daily-on" if setup.on else "ui-config-daily-off"),
        edition=i18n.text(lang, "cmd-daily-edition-alternate")
        if edition == ALTERNATE
        else edition_name(edition, lang),
        channel=f"<#{setup.channel_id}>" if setup.channel_id else "-",
        zone=setup.zone,
    )
