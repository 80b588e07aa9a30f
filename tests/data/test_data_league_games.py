"""League games in the database: opened once per table, league clocks, replace, extend."""

from __future__ import annotations

from datetime import timedelta

import pytest
from dbhelpers import FakeClock, record

from community.away import Away
from community.clock import ClockRule, TimeoutAction
from community.pairing import Round
from data import Database, NotFoundError

GUILD = 500


async def running(db: Database, turn_hours: int = 0, away: bool = True) -> tuple[int, int]:
    """A league whose season has started with round 1 = tables (11, 12, 13) and (14, 15)."""
    row = await db.leagues.create_league(
        GUILD, name="Weekly", edition="classic", per_table=3, format="swiss", rounds=2,
        channel_id=77, organiser_id=1, seed="s", turn_hours=turn_hours, away=away,
    )  # fmt: skip
    [season] = await db.leagues.league_seasons(row.id)
    for user in (11, 12, 13, 14, 15):
        await db.seasons.join_season(season.id, user)
    await db.seasons.start_season(season.id)
    assert await db.rounds.add_league_round(season.id, 1, Round(((11, 12, 13), (14, 15))))
    return row.id, season.id


async def open_table(db: Database, season: int, tab: int, order: tuple[int, ...]) -> int | None:
    game = await db.league_games.open_table_game(
        season, 1, tab, guild_id=GUILD, channel_id=77, creator_id=1, edition="classic",
        order=order, record=record(0, players=len(order)), current_user_id=order[0], rated=True,
    )  # fmt: skip
    return None if game is None else game.id


async def test_a_round_and_each_table_game_are_created_once(db: Database) -> None:
    _, season = await running(db)
    assert not await db.rounds.add_league_round(season, 1, Round(((11, 12), (13, 14, 15))))
    first = await open_table(db, season, 1, (12, 11, 13))
    assert first is not None
    assert await open_table(db, season, 1, (12, 11, 13)) is None, "never twice"
    assert await db.rating.is_rated(first)
    seats = await db.lobby.seats(first)
    assert [(s.seat, s.user_id) for s in seats] == [(0, 12), (1, 11), (2, 13)]
    tables = await db.league_games.table_games(season)
    assert [(t.tab, t.status, t.number, t.game_status) for t in tables] == [
        (1, "playing", 1, "active"), (2, "pending", None, None),
    ]  # fmt: skip
    assert tables[0].current_user_id == 12
    assert await db.league_games.table_of_game(first) == (season, 1, 1)
    running_now = await db.league_games.running_seasons()
    assert [(lg.name, s.id) for lg, s in running_now] == [("Weekly", season)]


async def test_a_league_with_a_turn_limit_gives_its_games_a_fixed_clock(
    db: Database, clock: FakeClock
) -> None:
    _, season = await running(db, turn_hours=12)
    game = await open_table(db, season, 1, (11, 12, 13))
    assert game is not None
    stored = await db.clocks.game_clock(game)
    assert stored is not None and stored.setup.rule == ClockRule.fixed(timedelta(hours=12))
    assert stored.setup.policy.action is TimeoutAction.LEAVE
    await db.clocks.settle_clock(game)
    started = (await db.games.get_game(game)).turn_started_at  # type: ignore[union-attr]
    assert started is not None
    timeout = [
        e for e in await db.due.due_until(started + timedelta(days=9)) if e.kind == "timeout"
    ]
    assert [(e.user_id, e.due_at) for e in timeout] == [(11, started + timedelta(hours=12))]
    # /league extend: 5 more hours on the running turn's clock, the time-out moves
    assert await db.clocks.extend_clock(game, timedelta(hours=5))
    timeout = [
        e for e in await db.due.due_until(started + timedelta(days=9)) if e.kind == "timeout"
    ]
    assert [(e.user_id, e.due_at) for e in timeout] == [(11, started + timedelta(hours=17))]
    _, other = await running_unlimited(db)
    free = await open_table(db, other, 1, (11, 12, 13))
    assert free is not None and await db.clocks.game_clock(free) is None
    assert not await db.clocks.extend_clock(free, timedelta(hours=1)), "no clock: nothing extended"
    free_start = (await db.games.get_game(free)).turn_started_at  # type: ignore[union-attr]
    assert free_start is not None
    assert await db.league_games.extend_turn(free, 5) == free_start + timedelta(hours=5)
    with pytest.raises(NotFoundError):
        await db.league_games.extend_turn(999, 1)


async def running_unlimited(db: Database) -> tuple[int, int]:
    row = await db.leagues.create_league(
        GUILD, name="Casual", edition="classic", per_table=3, format="swiss", rounds=2,
        channel_id=77, organiser_id=1, seed="t",
    )  # fmt: skip
    [season] = await db.leagues.league_seasons(row.id)
    for user in (11, 12, 13):
        await db.seasons.join_season(season.id, user)
    await db.seasons.start_season(season.id)
    await db.rounds.add_league_round(season.id, 1, Round(((11, 12, 13),)))
    return row.id, season.id


async def test_replace_a_player_in_the_game_and_at_the_table(db: Database) -> None:
    _, season = await running(db)
    game = await open_table(db, season, 2, (14, 15))
    assert game is not None
    await db.league_games.replace_player(game, season, 14, 16)
    assert [s.user_id for s in await db.lobby.seats(game)] == [16, 15]
    assert (await db.games.get_game(game)).current_user_id == 16  # type: ignore[union-attr]
    [_, table] = await db.rounds.league_tables(season)
    assert table.players == (16, 15)
    with pytest.raises(NotFoundError):
        await db.league_games.replace_player(game, season, 14, 17)  # no longer seated
    with pytest.raises(NotFoundError):
        await db.league_games.replace_player(
            game, season, 16, 15
        )  # the replacement already sits there


async def test_a_voided_table_takes_no_result(db: Database) -> None:
    _, season = await running(db)
    game = await open_table(db, season, 2, (14, 15))
    assert game is not None
    await db.league_games.void_league_game(season, 1, 2)
    await db.league_games.record_league_result(season, 1, 2, {14: 1, 15: 2}, {14: 3, 15: 2})
    [_, table] = await db.rounds.league_tables(season)
    assert table.status == "void"
    results, _, _ = await db.league_games.league_facts(season)
    assert results == []


async def test_a_table_stays_unposted_until_marked(db: Database) -> None:
    _, season = await running(db)
    assert (
        await db.rounds.unposted_tables(season) == set() and await db.rounds.seasons_to_post() == []
    )
    assert await open_table(db, season, 1, (11, 12, 13)) is not None
    assert await open_table(db, season, 2, (14, 15)) is not None
    assert await db.rounds.unposted_tables(season) == {(1, 1), (1, 2)}
    assert await db.rounds.seasons_to_post() == [season]
    await db.rounds.mark_posted(season, 1, 2)
    assert await db.rounds.unposted_tables(season) == {(1, 1)}
    await db.rounds.mark_posted(season, 1, 1)
    assert await db.rounds.seasons_to_post() == []


async def test_divisions_of_a_league_and_its_entrants(db: Database) -> None:
    row = await db.leagues.create_league(
        GUILD, name="Split", edition="classic", per_table=3, format="swiss", rounds=1,
        channel_id=77, organiser_id=1, seed="s", divisions=2, division_move=1,
    )  # fmt: skip
    assert (row.divisions, row.division_move) == (2, 1)
    [season] = await db.leagues.league_seasons(row.id)
    for user in (11, 12, 13, 14):
        await db.seasons.join_season(season.id, user)
    assert await db.seasons.season_divisions(season.id) == [[11, 12, 13, 14]]
    await db.seasons.set_divisions(season.id, {11: 2, 12: 1, 13: 2, 14: 1})
    assert await db.seasons.season_divisions(season.id) == [[12, 14], [11, 13]]


@pytest.mark.parametrize("allowed", [True, False])
async def test_a_league_may_forbid_vacations(db: Database, clock: FakeClock, allowed: bool) -> None:
    """Leagues may forbid vacations; then a player's away leaves their clock running."""
    _, season = await running(db, turn_hours=12, away=allowed)
    found = await db.leagues.find_league(GUILD, number=1)
    assert found is not None and found.away is allowed
    game = await open_table(db, season, 1, (11, 12, 13))
    assert game is not None
    await db.clocks.settle_clock(game)
    started = clock.now
    await db.prefs.add_vacation(GUILD, 11, Away(started, started + timedelta(hours=48)))
    assert await db.clocks.replan_user(GUILD, 11) == [game]
    due = [e for e in await db.due.due_until(started + timedelta(days=30)) if e.kind == "timeout"]
    pause = timedelta(hours=48) if allowed else timedelta(0)
    assert [(e.user_id, e.due_at) for e in due] == [(11, started + timedelta(hours=12) + pause)]
    # what the board and /genial games show agrees: no vacation pauses this clock
    shown = await db.clocks.game_aways(game, GUILD, 11)
    assert shown == ([Away(started, started + timedelta(hours=48))] if allowed else [])
    assert await db.prefs.vacations(GUILD, 11) != [], "the vacation itself stays (other games)"
