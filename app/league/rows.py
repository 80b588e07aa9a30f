"""A league, a season and a table of a round as the surface sees them: the row types the
league commands and the round job name in their signatures (see ``app.games.rows`` for
why a named module)."""

from __future__ import annotations

from data.league_games import TableGame
from data.leagues import LeagueRow, SeasonRow

__all__ = ["LeagueRow", "SeasonRow", "TableGame"]
