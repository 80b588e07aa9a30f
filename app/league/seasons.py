"""A league's seasons, as the league commands ask for them."""

from __future__ import annotations

from data import Database
from data.leagues import LeagueRow, SeasonRow


async def current_season(db: Database, league: LeagueRow) -> SeasonRow:
    """The league's latest season (a league is created with its first one)."""
    return (await db.leagues.league_seasons(league.id))[-1]
