"""Listings (a user's games, a guild's lobbies), due reminders, corrupt rows, solo bests."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest
from dbhelpers import ALICE, BOB, CAROL, DAVE, GUILD, FakeClock, active, lobby, record, sql

from data import CorruptRecordError, Database, MoveIn


async def pass_turn(db: Database, game_id: int, to: int | None, *, finished: bool = False) -> None:
    game = await db.games.get_game(game_id)
    assert game is not None
    await db.play.commit_moves(
        game_id,
        expected_version=game.version,
        moves=[MoveIn(0, ALICE, "m", {})],
        record=record(game.version + 1),
        summary={},
        current_user_id=to,
        finished=finished,
    )


async def test_games_of_user_puts_my_turn_first_then_latest_activity(
    db: Database, clock: FakeClock
) -> None:
    ids: dict[str, int] = {}
    ids["my_turn_old"] = (await active(db, ALICE, BOB)).id  # Alice to act
    clock.advance(minutes=1)
    ids["their_turn"] = (await active(db, BOB, ALICE)).id  # Bob to act
    clock.advance(minutes=1)
    ids["lobby"] = (await lobby(db, CAROL, ALICE, seats=3)).id
    clock.advance(minutes=1)
    ids["my_turn_new"] = (await active(db, CAROL, ALICE)).id
    await pass_turn(db, ids["my_turn_new"], ALICE)
    clock.advance(minutes=1)
    ids["finished"] = (await active(db, ALICE, BOB)).id
    await pass_turn(db, ids["finished"], None, finished=True)
    ids["other_guild"] = (await active(db, ALICE, BOB, guild_id=GUILD + 1)).id
    clock.advance(minutes=1)
    await db.lobby.join(ids["lobby"], DAVE)  # activity moves the lobby up among the others
    ids["not_mine"] = (await active(db, BOB, CAROL)).id

    listed = [g.id for g in await db.listings.games_of_user(ALICE, guild_id=GUILD)]
    assert listed == [ids["my_turn_new"], ids["my_turn_old"], ids["lobby"], ids["their_turn"]]
    everywhere = [g.id for g in await db.listings.games_of_user(ALICE)]
    assert everywhere[0] == ids["other_guild"] and len(everywhere) == 5
    finished = await db.listings.games_of_user(ALICE, statuses=("finished",))
    assert [g.id for g in finished] == [ids["finished"]]
    assert len(await db.listings.games_of_user(ALICE, limit=2)) == 2
    assert await db.listings.games_of_user(DAVE, statuses=("active",)) == []
    with pytest.raises(ValueError):
        await db.listings.games_of_user(ALICE, statuses=("playing",))


async def test_games_of_user_leaves_out_seats_given_up(db: Database) -> None:
    game = await active(db, ALICE, BOB, CAROL)
    await db.play.set_seat_status(game.id, BOB, "resigned")
    assert await db.listings.games_of_user(BOB) == []
    assert [g.id for g in await db.listings.games_of_user(CAROL)] == [game.id]


async def test_games_in_guild_lists_open_lobbies(db: Database, clock: FakeClock) -> None:
    first = await lobby(db, ALICE, seats=2)
    clock.advance(minutes=1)
    second = await lobby(db, BOB, seats=2)
    await active(db, CAROL, DAVE)
    await lobby(db, CAROL, seats=2, guild_id=GUILD + 1)
    assert [g.id for g in await db.listings.games_in_guild(GUILD)] == [second.id, first.id]
    assert len(await db.listings.games_in_guild(GUILD, statuses=("lobby", "active"))) == 3
    assert await db.listings.games_in_guild(GUILD, channel_id=12345) == []


async def test_due_reminders(db: Database, clock: FakeClock) -> None:
    start = clock.now
    game = await active(db, ALICE, BOB)
    other = await active(db, CAROL, DAVE)
    await lobby(db, ALICE, BOB, seats=3)
    clock.advance(hours=30)
    assert await db.listings.due_reminders(older_than=start) == []  # strictly older
    due = await db.listings.due_reminders(older_than=clock.now - timedelta(hours=24))
    assert [g.id for g in due] == [game.id, other.id]
    await db.listings.mark_reminded(game.id)
    due = await db.listings.due_reminders(older_than=clock.now - timedelta(hours=24))
    assert [g.id for g in due] == [other.id]  # reminded once per turn
    await pass_turn(db, game.id, BOB)  # a new turn restarts the clock
    clock.advance(hours=25)
    due = await db.listings.due_reminders(older_than=clock.now - timedelta(hours=24))
    assert [g.id for g in due] == [other.id, game.id]
    await pass_turn(db, other.id, None, finished=True)
    await db.lobby.cancel(game.id)
    assert await db.listings.due_reminders(older_than=clock.now) == []
    with pytest.raises(ValueError, match="timezone-aware"):
        await db.listings.due_reminders(older_than=datetime(2030, 1, 1))


async def test_overdue_turns_ignore_reminders(db: Database, clock: FakeClock) -> None:
    """A turn waiting past the time-out is overdue whether or not it was reminded."""
    game = await active(db, ALICE, BOB)
    clock.advance(days=8)
    await db.listings.mark_reminded(game.id)
    overdue = await db.listings.overdue_turns(older_than=clock.now - timedelta(days=7))
    assert [g.id for g in overdue] == [game.id]
    await pass_turn(db, game.id, BOB)  # a new turn restarts the clock
    assert await db.listings.overdue_turns(older_than=clock.now - timedelta(days=7)) == []


async def test_corrupt_json_does_not_break_listings(db: Database, clock: FakeClock) -> None:
    good = await active(db, ALICE, BOB)
    bad = await active(db, BOB, ALICE)
    await sql(
        db, "UPDATE games SET record = '{\"moves\": [', summary = '[1]' WHERE id = ?", (bad.id,)
    )
    listed = {g.id: g for g in await db.listings.games_of_user(ALICE)}
    assert listed[good.id].corrupt == () and listed[good.id].record is not None
    assert listed[bad.id].corrupt == ("record", "summary")
    assert listed[bad.id].record is None and listed[bad.id].summary == {}
    clock.advance(days=2)
    assert len(await db.listings.due_reminders(older_than=clock.now)) == 2
    with pytest.raises(CorruptRecordError) as info:
        await db.games.get_game(bad.id)
    assert info.value.game_id == bad.id and info.value.reason == "corrupt"
    assert "record" in info.value.detail
    with pytest.raises(CorruptRecordError):
        await db.play.load_game(bad.id)
    assert await db.lobby.cancel(bad.id)  # an admin can still get rid of it


async def test_invalid_utf8_does_not_break_listings(sqlite_db: Database) -> None:
    # SQLite only: PostgreSQL refuses invalid UTF-8 before it is stored.
    game = await active(sqlite_db, ALICE, BOB)
    await sql(
        sqlite_db,
        "UPDATE games SET summary = CAST(X'7b22223a22ff227d' AS TEXT) WHERE id = ?",
        (game.id,),
    )
    [listed] = await sqlite_db.listings.games_of_user(ALICE)
    assert listed.corrupt == () and listed.summary == {"": "\ufffd"}


async def test_solo_bests(db: Database, clock: FakeClock) -> None:
    game = await active(db, ALICE)
    kw: dict[str, Any] = {"guild_id": GUILD, "edition": "classic", "game_id": game.id}
    assert await db.listings.solo_best(GUILD, ALICE, "classic") is None
    assert await db.listings.record_solo(user_id=ALICE, score=10, **kw)
    assert not await db.listings.record_solo(user_id=ALICE, score=8, **kw)
    assert not await db.listings.record_solo(user_id=ALICE, score=10, **kw)  # a tie is no new best
    assert await db.listings.record_solo(user_id=ALICE, score=14, **kw)
    assert await db.listings.solo_best(GUILD, ALICE, "classic") == 14
    assert await db.listings.solo_best(GUILD, ALICE, "travel") is None
    clock.advance(minutes=1)
    assert await db.listings.record_solo(user_id=BOB, score=14, **kw)  # same score, later
    assert await db.listings.record_solo(user_id=CAROL, score=3, **kw)
    assert await db.listings.record_solo(user_id=DAVE, score=99, **{**kw, "edition": "travel"})
    assert await db.listings.record_solo(user_id=DAVE, score=99, **{**kw, "guild_id": GUILD + 1})
    assert await db.listings.solo_leaderboard(GUILD, "classic") == [
        (ALICE, 14),
        (BOB, 14),
        (CAROL, 3),
    ]
    assert await db.listings.solo_leaderboard(GUILD, "classic", limit=1) == [(ALICE, 14)]
    assert await db.listings.solo_leaderboard(GUILD, "travel") == [(DAVE, 99)]


async def test_display_names(db: Database, clock: FakeClock) -> None:
    assert await db.listings.names([ALICE, BOB]) == {}
    await db.listings.remember_name(ALICE, "Alice")
    await db.listings.remember_name(BOB, "  Bob  ")
    first = clock.now
    clock.advance(minutes=1)
    await db.listings.remember_name(ALICE, "Alice")  # unchanged: nothing written
    await db.listings.remember_name(BOB, "Robert")
    await db.listings.remember_name(CAROL, "x" * 500)
    await db.listings.remember_name(DAVE, "   ")
    names = await db.listings.names([ALICE, BOB, CAROL, DAVE, 999, ALICE])
    assert names == {ALICE: "Alice", BOB: "Robert", CAROL: "x" * 64, DAVE: str(DAVE)}
    stamps = dict(tuple(r) for r in await sql(db, "SELECT user_id, updated_at FROM user_names"))
    assert stamps[ALICE] < stamps[BOB] and stamps[ALICE].startswith(
        first.strftime("%Y-%m-%dT%H:%M")
    )
    assert await db.listings.names([]) == {}
