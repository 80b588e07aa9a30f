"""Ratings storage: applying results once, history, exclusion and rebuild from history."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from dbhelpers import ALICE, BOB, CAROL, DAVE, GUILD, active, record, sql
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from community.ratings import Rating, Result, rebuild
from data import Database, MoveIn, NotFoundError


async def finished_game(
    db: Database, *players: int, rated: bool = True, guild_id: int = GUILD
) -> int:
    """A game of ``players`` (seat order), played to its end."""
    game = await active(db, *players, guild_id=guild_id)
    await db.rating.set_rated(game.id, rated)
    await db.play.commit_moves(
        game.id,
        expected_version=0,
        moves=[MoveIn(0, players[0], "m1", {})],
        record=record(1, players=len(players)),
        summary={},
        current_user_id=None,
        finished=True,
    )
    return game.id


async def stored(db: Database, guild: int = GUILD) -> dict[int, Rating]:
    return {r.user_id: r.rating for r in await db.rating.ratings(guild, "classic")}


async def test_result_applies_once_and_keeps_history(db: Database) -> None:
    gid = await finished_game(db, ALICE, BOB)
    first = await db.rating.record_result(gid, {ALICE: 1, BOB: 2})
    again = await db.rating.record_result(gid, {ALICE: 2, BOB: 1})  # a retry: nothing changes
    assert first == again
    assert {c.user_id: c.delta > 0 for c in first} == {ALICE: True, BOB: False}
    rows = {r.user_id: r for r in await db.rating.ratings(GUILD, "classic")}
    assert rows[ALICE].games == rows[BOB].games == 1
    assert (rows[ALICE].wins, rows[BOB].wins) == (1, 0)
    assert rows[ALICE].shown == first[0].after.shown
    assert await db.rating.rating_changes(gid) == first
    history = await db.rating.rating_history(GUILD, "classic", BOB)
    assert [(h.game_id, h.shown_before, h.place) for h in history] == [(gid, 1500, 2)]


async def test_casual_and_unmarked_games_are_not_rated(db: Database) -> None:
    casual = await finished_game(db, ALICE, BOB, rated=False)
    assert await db.rating.record_result(casual, {ALICE: 1, BOB: 2}) == []
    unmarked = await active(db, ALICE, CAROL)
    assert await db.rating.record_result(unmarked.id, {ALICE: 1, CAROL: 2}) == []
    assert await db.rating.ratings(GUILD, "classic") == []
    assert not await db.rating.is_rated(casual)
    with pytest.raises(NotFoundError):
        await db.rating.set_excluded(casual, True)


async def test_ratings_are_per_server(db: Database) -> None:
    gid = await finished_game(db, ALICE, BOB, guild_id=5)
    await db.rating.record_result(gid, {ALICE: 1, BOB: 2})
    assert await db.rating.ratings(GUILD, "classic") == []
    assert len(await db.rating.ratings(5, "classic")) == 2
    assert await db.rating.ratings_of(GUILD, ALICE) == []


async def test_exclusion_rebuilds_and_inclusion_restores(db: Database) -> None:
    g1 = await finished_game(db, ALICE, BOB)
    await db.rating.record_result(g1, {ALICE: 1, BOB: 2})
    before = await stored(db)
    g2 = await finished_game(db, ALICE, BOB, CAROL)
    await db.rating.record_result(g2, {ALICE: 3, BOB: 1, CAROL: 2})
    after_two = await stored(db)
    assert after_two != before
    assert await db.rating.set_excluded(g2, True)
    assert not await db.rating.set_excluded(g2, True)
    assert await stored(db) == before  # CAROL's only game is out: she has no rating
    assert await db.rating.rating_changes(g2) == []
    assert await db.rating.set_excluded(g2, False)
    assert await stored(db) == after_two


# ----- rebuild from history equals the stored ratings (hypothesis) -----------------------
PLAYERS = [ALICE, BOB, CAROL, DAVE]
STEP = st.one_of(
    st.tuples(
        st.just("game"),
        st.lists(st.sampled_from(PLAYERS), min_size=2, max_size=4, unique=True),
        st.lists(st.integers(1, 3), min_size=4, max_size=4),
    ),
    st.tuples(st.just("exclude"), st.integers(0, 30), st.booleans()),
)


async def _run(steps: list[tuple[Any, ...]]) -> None:
    db = await Database.open(":memory:")
    try:
        games: list[int] = []
        every: dict[int, Result] = {}
        excluded: set[int] = set()
        for step in steps:
            if step[0] == "game":
                _, users, ranks = step
                places = {
                    u: 1 + sum(1 for r in ranks[: len(users)] if r < ranks[i])
                    for i, u in enumerate(users)
                }
                gid = await finished_game(db, *users)
                await db.rating.record_result(gid, places)
                games.append(gid)
                every[gid] = Result(gid, places)
            elif games:
                _, pick, exclude = step
                gid = games[pick % len(games)]
                await db.rating.set_excluded(gid, exclude)
                if exclude:
                    excluded.add(gid)
                else:
                    excluded.discard(gid)
        # games finish (and are applied) in id order here
        included = {g: r for g, r in every.items() if g not in excluded}
        expected = rebuild(included[g] for g in sorted(included))
        assert await stored(db) == expected.ratings
        assert [r.game_id for r in await db.rating.pool_results(GUILD, "classic")] == sorted(
            included
        )
        history = [c for g in sorted(included) for c in await db.rating.rating_changes(g)]
        key = lambda c: (c.game_id, c.user_id)  # noqa: E731
        assert sorted(history, key=key) == sorted(expected.history, key=key)
        # and a rebuild from the stored history writes exactly what is stored (wins and
        # last played too)
        rows = await db.rating.ratings(GUILD, "classic")
        await db.rating.rebuild_ratings(GUILD, "classic")
        assert await db.rating.ratings(GUILD, "classic") == rows
    finally:
        await db.close()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(STEP, min_size=1, max_size=12))
def test_rebuild_from_history_equals_stored(steps: list[tuple[Any, ...]]) -> None:
    asyncio.run(_run(steps))


async def test_finished_seats_and_meetings(db: Database) -> None:
    gid = await finished_game(db, ALICE, BOB)
    await db.rating.record_result(gid, {ALICE: 1, BOB: 2})
    casual = await finished_game(db, BOB, ALICE, rated=False)
    await active(db, ALICE, BOB)  # still running: not listed
    other = await finished_game(db, ALICE, BOB, guild_id=9)  # another server: not listed
    mine = await db.profiles.finished_seats(GUILD, ALICE)
    assert [(f.game.id, f.seat, f.counted) for f in mine] == [(casual, 1, False), (gid, 0, True)]
    both = await db.profiles.meetings(GUILD, BOB, ALICE)
    assert [(g.id, a, b) for g, a, b in both] == [(casual, 0, 1), (gid, 1, 0)]
    assert other not in [g.id for g, _, _ in await db.profiles.meetings(GUILD, ALICE, BOB)]
    # Bob timed out in the casual game and a computer played his seat on: not a meeting
    await sql(
        db,
        "INSERT INTO computer_seats (game_id, user_id, level, since) VALUES (?, ?, 'normal', ?)",
        (casual, BOB, "2026-01-01T00:00:00+00:00"),
    )
    assert [g.id for g, _, _ in await db.profiles.meetings(GUILD, ALICE, BOB)] == [gid]


async def test_pending_results_are_applied_once(db: Database) -> None:
    """A stop between a game's end and its rating: the result is applied at the next start."""
    gid = await finished_game(db, ALICE, BOB, CAROL)
    game = await db.games.get_game(gid)
    assert game is not None
    record_ = dict(game.record or {})
    # the record's final ranking: seat 2 (CAROL) first, then BOB and ALICE tied
    record_["result"] = [
        {"seat": 2, "place": 1, "scores": [3]},
        {"seat": 0, "place": 2, "scores": [1]},
        {"seat": 1, "place": 2, "scores": [1]},
    ]
    await sql(db, "UPDATE games SET record = ? WHERE id = ?", (json.dumps(record_), gid))
    casual = await finished_game(db, ALICE, BOB, rated=False)
    assert await db.rating.apply_pending_results() == [gid]
    assert await db.rating.apply_pending_results() == []
    assert casual not in [r.game_id for r in await db.rating.pool_results(GUILD, "classic")]
    expected = rebuild([Result(gid, {CAROL: 1, ALICE: 2, BOB: 2})])
    assert await stored(db) == expected.ratings


async def test_a_team_game_is_rated_as_teams_in_a_pool_of_its_own(db: Database) -> None:
    """The classic game for four in teams (D-CL-9): 'classic-teams', never 'classic'."""
    places = {ALICE: 1, CAROL: 1, BOB: 2, DAVE: 2}
    teams = {ALICE: 0, CAROL: 0, BOB: 1, DAVE: 1}
    gid = await finished_game(db, ALICE, BOB, CAROL, DAVE)
    changes = await db.rating.record_result(gid, places, teams=teams, pool="classic-teams")
    assert {c.user_id for c in changes} == set(places)
    assert await db.rating.ratings(GUILD, "classic") == []
    pool = {r.user_id: r.rating for r in await db.rating.ratings(GUILD, "classic-teams")}
    assert pool == rebuild([Result(gid, places, teams)]).ratings
    assert [
        r.wins for r in await db.rating.ratings(GUILD, "classic-teams") if r.user_id == CAROL
    ] == [1]
    assert len(await db.rating.rating_history(GUILD, "classic-teams", ALICE)) == 1
    assert await db.rating.rating_history(GUILD, "classic", ALICE) == []
    # a game of players alone counts in 'classic' and leaves the team pool as it was
    alone = await finished_game(db, ALICE, BOB)
    await db.rating.record_result(alone, {ALICE: 2, BOB: 1})
    assert {r.user_id for r in await db.rating.ratings(GUILD, "classic")} == {ALICE, BOB}
    assert {r.user_id: r.rating for r in await db.rating.ratings(GUILD, "classic-teams")} == pool
    # out of the ratings and back in: the team pool is rebuilt as teams, exactly
    assert await db.rating.set_excluded(gid, True)
    assert await db.rating.ratings(GUILD, "classic-teams") == []
    assert len(await db.rating.ratings(GUILD, "classic")) == 2
    assert await db.rating.set_excluded(gid, False)
    assert {r.user_id: r.rating for r in await db.rating.ratings(GUILD, "classic-teams")} == pool
    assert [r.teams for r in await db.rating.pool_results(GUILD, "classic-teams")] == [teams]


async def test_a_pending_team_result_is_rated_as_teams(db: Database) -> None:
    gid = await finished_game(db, ALICE, BOB, CAROL, DAVE)
    game = await db.games.get_game(gid)
    assert game is not None
    record_ = dict(game.record or {})
    record_["result"] = [
        {"seat": 1, "place": 1, "scores": [3]},
        {"seat": 3, "place": 1, "scores": [3]},
        {"seat": 0, "place": 2, "scores": [1]},
        {"seat": 2, "place": 2, "scores": [1]},
    ]
    await sql(
        db,
        "UPDATE games SET record = ?, options = ? WHERE id = ?",
        (json.dumps(record_), json.dumps({"teams": True}), gid),
    )
    assert await db.rating.apply_pending_results() == [gid]
    teams = {ALICE: 0, CAROL: 0, BOB: 1, DAVE: 1}
    places = {BOB: 1, DAVE: 1, ALICE: 2, CAROL: 2}
    expected = rebuild([Result(gid, places, teams)])
    pool = {r.user_id: r.rating for r in await db.rating.ratings(GUILD, "classic-teams")}
    assert pool == expected.ratings
