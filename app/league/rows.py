"""A league, a season and a table of a round as the round job sees them: the row types it
names in its signatures, so that ``cogs/`` never imports the database layer. A named
module rather than a re-export in ``app/league/__init__.py``: the arrow cogs ->
app.league.rows -> data stays visible to a reader and to the import walk of
``tests/test_architecture.py``."""

from __future__ import annotations

from data.league_games import TableGame
from data.leagues import LeagueRow, SeasonRow

__all__ = ["LeagueRow", "SeasonRow", "TableGame"]
