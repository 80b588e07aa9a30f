"""Divisions of a league season in the bot: who plays where, standings per division,
and who goes up and down at the season's end (the rules are in :mod:`community.divisions`).

First season: by rating (the league's edition in this server) when the league is
rated, players without a rating after those with one in sign-up order; else sign-up
order. Later seasons: the last finished season's divisions after promotion and
relegation, newcomers at the bottom.
"""

from __future__ import annotations

from community.divisions import moves, season_order, split
from community.league import Result, Row, check_points, promotion, standings
from data import Database
from data.leagues import LeagueRow, SeasonRow


async def division_rows(
    db: Database, league: LeagueRow, season: SeasonRow, division: int | None = None
) -> list[Row]:
    """The standings of a season, or of one of its divisions (1 = top): every entrant,
    their points, tie-breaks and games left. Tables only ever hold one division."""
    results, byes, _ = await db.league_games.league_facts(season.id)
    players = await db.seasons.league_entrants(season.id, active=False)
    if division is not None:
        divisions = await db.seasons.season_divisions(season.id)
        players = divisions[division - 1] if division <= len(divisions) else []
    inside = set(players)
    left: dict[int, int] = {}
    for t in await db.rounds.league_tables(season.id):
        if t.status in ("pending", "playing"):
            for p in t.players:
                left[p] = left.get(p, 0) + 1
    mine: list[Result] = [r for r in results if set(r.players) <= inside]
    return standings(
        players, mine, [p for p in byes if p in inside], check_points(league.points),
        {p: n for p, n in left.items() if p in inside},
    )  # fmt: skip


async def final_divisions(
    db: Database, league: LeagueRow, season: SeasonRow
) -> tuple[list[list[int]], list[list[int]]]:
    """(the season's divisions in final order, next season's after promotion/relegation).

    Players who left the league during the season are dropped from both."""
    active = set(await db.seasons.league_entrants(season.id))
    played = await db.seasons.season_divisions(season.id)
    ordered = []
    for k in range(1, len(played) + 1):
        rows = await division_rows(db, league, season, k)
        ordered.append([r.player for r in rows if r.player in active])
    return ordered, promotion(ordered, league.division_move)


async def assign_divisions(
    db: Database, league: LeagueRow, season: SeasonRow, players: list[int]
) -> list[list[int]]:
    """Put the starting season's players into divisions (stored); returns them, top first."""
    previous: list[list[int]] = []
    ratings: dict[int, float] = {}
    done = [s for s in await db.leagues.league_seasons(league.id) if s.status == "finished"]
    if done:
        _, previous = await final_divisions(db, league, done[-1])
    elif league.rated:
        ratings = {
            r.user_id: float(r.shown)
            for r in await db.rating.ratings(league.guild_id, league.edition)
        }
    divisions = split(season_order(players, previous, ratings), league.divisions)
    await db.seasons.set_divisions(
        season.id, {p: k for k, members in enumerate(divisions, start=1) for p in members}
    )
    return divisions


__all__ = ["assign_divisions", "division_rows", "final_divisions", "moves"]
