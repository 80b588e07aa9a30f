"""The round job's decisions without Discord: a round paired and claimed once, a table's
game opened once and its post claimed once, a finished league game settled into the
table's result, the next round, and the season's end."""

from __future__ import annotations

from app.league.leagues import NewLeague
from app.uses import Uses
from tests.app.people import ADMIN, ALICE, BOB, HERE


async def test_a_season_runs_from_its_first_round_to_its_end(sqlite_uses: Uses) -> None:
    uses, rounds = sqlite_uses, sqlite_uses.league_rounds
    await uses.leagues.create(ADMIN, HERE, NewLeague("Cup", "classic", 2, "swiss", rounds=1))
    for who in (ALICE, BOB):
        await uses.leagues.join(who, HERE, "Cup")
    season_id = (await uses.leagues.start(ADMIN, HERE, "Cup")).season_id
    league, season = await rounds.season(season_id)
    first = await rounds.add_round(league, season, 0)
    assert first is not None and first.number == 1 and first.claimed
    assert not await rounds.round_left_behind(season_id, 1)  # its claim is alive
    await rounds.round_posted(season_id, 1)
    (table,) = await rounds.pending_tables(season_id, 1)
    game_id = await rounds.open_game(league, season_id, table)
    assert game_id is not None
    assert await rounds.open_game(league, season_id, table) is None  # opened once
    assert await rounds.season_of_game(game_id) == season_id
    assert await rounds.claim_table(season_id, table)
    assert not await rounds.claim_table(season_id, table)  # another run: taken
    assert await rounds.unposted(season_id) == {(1, 1)}
    await rounds.table_posted(season_id, table, True)
    assert await rounds.unposted(season_id) == set()
    # The game ends: its result is the table's, and the round is over.
    loaded = await uses.service.load(game_id)
    loser = loaded.current_user()
    assert loser is not None
    played = await uses.service.resign(game_id, loser)
    assert await rounds.record_result(played.loaded) == season_id
    tables = await rounds.tables(season_id)
    assert rounds.round_over(tables, 1)
    assert await rounds.add_round(league, season, 1) is None  # one round: the season is over
    end = await rounds.finish(league, season)
    assert not end.split and end.up == end.down == []
    (standings,) = end.tables
    winner = next(r.player for r in standings if r.place == 1)
    assert winner != loser and {r.player for r in standings} == {ALICE.id, BOB.id}
    assert season_id not in await rounds.running(None)


async def test_a_claim_given_back_is_taken_by_the_next_run(sqlite_uses: Uses) -> None:
    uses, rounds = sqlite_uses, sqlite_uses.league_rounds
    await uses.leagues.create(ADMIN, HERE, NewLeague("Cup", "classic", 2, "swiss", rounds=2))
    for who in (ALICE, BOB):
        await uses.leagues.join(who, HERE, "Cup")
    season_id = (await uses.leagues.start(ADMIN, HERE, "Cup")).season_id
    league, season = await rounds.season(season_id)
    await rounds.add_round(league, season, 0)
    (table,) = await rounds.pending_tables(season_id, 1)
    await rounds.open_game(league, season_id, table)
    assert await rounds.claim_table(season_id, table)
    await rounds.table_posted(season_id, table, False)  # Discord failed: given back
    assert await rounds.claim_table(season_id, table)
    assert await rounds.seasons_to_post(None) == [season_id]


async def test_a_rounds_results_are_owed_once_whoever_sees_it_over(uses: Uses) -> None:
    rounds, results = uses.league_rounds, uses.league_results
    await uses.leagues.create(ADMIN, HERE, NewLeague("Cup", "classic", 2, "swiss", rounds=2))
    for who in (ALICE, BOB):
        await uses.leagues.join(who, HERE, "Cup")
    season_id = (await uses.leagues.start(ADMIN, HERE, "Cup")).season_id
    league, season = await rounds.season(season_id)
    await rounds.add_round(league, season, 0)
    (table,) = await rounds.pending_tables(season_id, 1)
    game_id = await rounds.open_game(league, season_id, table)
    assert game_id is not None
    loaded = await uses.service.load(game_id)
    loser = loaded.current_user()
    assert loser is not None
    played = await uses.service.resign(game_id, loser)
    await rounds.record_result(played.loaded)
    tables = await rounds.tables(season_id)
    # Two runs (two processes) see the round over: one post is owed, on the same row.
    first = await results.owe(league, tables, 1)
    assert first is not None and await results.owe(league, tables, 1) == first
    db = uses.service.db
    owed = [d for d in await db.outbox.deliveries_of(game_id) if d.kind == "league-round"]
    assert len(owed) == 1 and owed[0].version == played.loaded.version
    winner = ALICE if loser == BOB.id else BOB
    for lang, said in (
        ("en", f"Table 1 (#{loaded.number}): 1. {winner.name} · 2. "),
        ("de", f"Tisch 1 (#{loaded.number}): 1. {winner.name} · 2. "),
        ("nl", f"Tafel 1 (#{loaded.number}): 1. {winner.name} · 2. "),
    ):
        post = await results.of_game(game_id, lang)
        assert post is not None and post.channel_id == league.channel_id
        assert said in post.text and post.image is not None and post.image[:4] == b"\x89PNG"
        assert post.text.splitlines()[0].startswith("**Cup**"), post.text
    assert await results.owe(league, [], 1) is None  # a round without games: nothing
