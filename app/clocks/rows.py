"""A due event (a reminder, a time-out, a round to open) as the job that acts on it sees
it (see ``app.league.rows`` for why a named module)."""

from __future__ import annotations

from data.due import DueEvent

__all__ = ["DueEvent"]
