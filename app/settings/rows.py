"""A player's preferences as the turn notices see them (see ``app.league.rows`` for why a
named module)."""

from __future__ import annotations

from data.prefs import UserPrefs

__all__ = ["UserPrefs"]
