"""Personal and server settings as the settings commands see them: a player's
preferences and a server's clock set-up (see ``app.games.rows`` for why a named
module)."""

from __future__ import annotations

from data.clockcodec import ClockSetup, ServerClock
from data.prefs import UserPrefs

__all__ = ["ClockSetup", "ServerClock", "UserPrefs"]
