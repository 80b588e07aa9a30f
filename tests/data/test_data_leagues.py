"""Leagues in the database: scoped by server, sign-up, rounds, results, void, next season."""

from __future__ import annotations

import pytest
from dbhelpers import ALICE, BOB, active

from community.league import standings
from community.pairing import Round
from community.swiss import swiss_round
from data import Database
from data.leagues import LeagueError

GUILD, OTHER = 500, 600


async def league(db: Database, guild: int = GUILD, name: str = "Weekly") -> int:
    row = await db.leagues.create_league(
        guild, name=name, edition="classic", per_table=3, format="swiss", rounds=3,
        channel_id=77, organiser_id=1, seed="s", points={3: (5, 2, 0)},
    )  # fmt: skip
    return row.id


async def test_leagues_are_numbered_and_found_only_in_their_server(db: Database) -> None:
    await league(db)
    await league(db, name="Monthly")
    await league(db, guild=OTHER)
    mine = await db.leagues.list_leagues(GUILD)
    assert [(r.number, r.name) for r in mine] == [(1, "Weekly"), (2, "Monthly")]
    assert mine[0].points == {3: (5, 2, 0)} and mine[0].per_table == 3
    assert await db.leagues.find_league(OTHER, name="Monthly") is None
    assert (await db.leagues.find_league(OTHER, number=1)) is not None
    with pytest.raises(LeagueError) as info:
        await league(db)
    assert info.value.reason == "name-taken"


async def test_signup_start_rounds_results_and_standings(db: Database) -> None:
    lid = await league(db)
    [season] = await db.leagues.league_seasons(lid)
    for user in (11, 12, 13, 14, 15):
        await db.seasons.join_season(season.id, user)
    with pytest.raises(LeagueError):
        await db.seasons.join_season(season.id, 11)
    assert await db.seasons.leave_season(season.id, 15) is False  # before the start: just gone
    await db.seasons.join_season(season.id, 15)
    players = await db.seasons.start_season(season.id)
    assert players == [11, 12, 13, 14, 15]
    with pytest.raises(LeagueError) as info:
        await db.seasons.join_season(season.id, 16)  # late joiners wait for the next season
    assert info.value.reason == "not-signup"
    first = swiss_round(dict.fromkeys(players, 0), 3, (), season.seed, 0)
    await db.rounds.add_league_round(season.id, 1, first)
    tables = await db.rounds.league_tables(season.id)
    assert sorted(len(t.players) for t in tables) == [2, 3]
    for t in tables:
        game = await active(db, ALICE, BOB)  # any game row stands in for the table's game
        await db.rounds.attach_league_game(season.id, 1, t.tab, game.id)
        assert await db.league_games.table_of_game(game.id) == (season.id, 1, t.tab)
        places = {u: i + 1 for i, u in enumerate(t.players)}
        await db.league_games.record_league_result(
            season.id, 1, t.tab, places, dict.fromkeys(t.players, 4)
        )
    results, byes, history = await db.league_games.league_facts(season.id)
    assert byes == [] and len(results) == 2
    assert history == [Round(first.tables)]
    rows = standings(players, results, byes, {2: (1, 0), 3: (5, 2, 0), 4: (4, 2, 1, 0)})
    assert sorted(r.points for r in rows) == [0, 0, 1, 2, 5]
    # The organiser voids the 3-player game: it counts for nothing.
    big = next(t for t in tables if len(t.players) == 3)
    await db.league_games.void_league_game(season.id, 1, big.tab)
    results, _, _ = await db.league_games.league_facts(season.id)
    assert len(results) == 1 and len(results[0].players) == 2


async def test_withdrawing_forfeits_open_games_and_next_season(db: Database) -> None:
    lid = await league(db)
    [season] = await db.leagues.league_seasons(lid)
    for user in (11, 12, 13):
        await db.seasons.join_season(season.id, user)
    await db.seasons.start_season(season.id)
    await db.rounds.add_league_round(season.id, 1, Round(((11, 12, 13),)))
    assert await db.seasons.leave_season(season.id, 11) is True
    assert await db.seasons.league_entrants(season.id) == [12, 13]
    await db.league_games.record_league_result(season.id, 1, 1, {12: 1, 13: 2}, {12: 5, 13: 3})
    [res], _, _ = await db.league_games.league_facts(season.id)
    assert res.final_places() == (3, 1, 2)  # the leaver is last, the others move up
    nxt = await db.seasons.finish_season(season.id)
    assert (nxt.number, nxt.status) == (2, "signup")
    assert [s.status for s in await db.leagues.league_seasons(lid)] == ["finished", "signup"]
    await db.seasons.join_season(nxt.id, 16)
    assert await db.seasons.league_entrants(nxt.id) == [16]
