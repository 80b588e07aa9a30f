"""The daily deal's settings: the solo games it offers, and damaged settings read as the
defaults."""

from __future__ import annotations

from datetime import date

import genial
from app.daily.setup import daily_setup, edition_choices, solo_editions
from community.daily import ALTERNATE


def test_the_daily_offers_the_solo_games_there_are() -> None:
    """Every edition one person may play, the game made for one first (the default); the
    turn about only when there are several."""
    solo = solo_editions()
    assert solo[0] == "3d-solo"
    assert all(genial.get(e).edition.min_players == 1 for e in solo)
    assert (ALTERNATE in edition_choices()) == (len(solo) > 1)


def test_damaged_settings_read_as_the_defaults() -> None:
    setup = daily_setup({"daily": "yes", "daily_channel": "x", "daily_edition": "chess"})
    assert (setup.on, setup.channel_id, setup.edition, setup.zone) == (True, None, "", "UTC")
    assert setup.edition_on(date(2026, 12, 2)) == "3d-solo"
    off = daily_setup({"daily": False, "daily_channel": 5, "time_zone": "Europe/Berlin"})
    assert (off.on, off.channel_id, off.zone) == (False, 5, "Europe/Berlin")
