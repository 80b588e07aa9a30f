"""Lobby: create, join, leave, start (once), cancel, messages, guild settings."""

from __future__ import annotations

import asyncio
from datetime import UTC

import pytest
from dbhelpers import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    DAVE,
    GUILD,
    T0,
    FakeClock,
    active,
    lobby,
    record,
    sql,
)

from data import Database, LobbyError, NotFoundError


async def test_create_seats_the_creator_and_records_invites(db: Database) -> None:
    game = await db.lobby.create_game(
        guild_id=GUILD,
        channel_id=CHANNEL,
        creator_id=ALICE,
        edition="classic",
        seats_wanted=3,
        options={"bag": None},
        invited=[BOB, ALICE, CAROL, BOB],
    )
    assert (game.status, game.version, game.record, game.summary) == ("lobby", 0, None, {})
    assert game.options == {"bag": None} and game.edition == "classic"
    assert game.created_at == T0 and game.created_at.tzinfo is UTC
    assert game.thread_id is None and game.post_channel_id == CHANNEL
    seats = await db.lobby.seats(game.id)
    assert [(s.user_id, s.seat, s.status, s.left_at) for s in seats] == [
        (ALICE, None, "seated", None)
    ]
    assert await db.lobby.invites(game.id) == [
        BOB,
        CAROL,
    ]  # order kept, creator and repeats dropped
    assert await db.games.get_game(game.id) == game
    assert await db.games.get_game(game.id + 1) is None


async def test_create_rejects_zero_seats(db: Database) -> None:
    with pytest.raises(ValueError):
        await db.lobby.create_game(
            guild_id=GUILD,
            channel_id=CHANNEL,
            creator_id=ALICE,
            edition="classic",
            seats_wanted=0,
            options={},
        )


async def test_join_in_order_until_full(db: Database, clock: FakeClock) -> None:
    game = await lobby(db, ALICE, seats=3)
    clock.advance(minutes=1)
    assert [s.user_id for s in await db.lobby.join(game.id, CAROL)] == [ALICE, CAROL]
    clock.advance(minutes=1)
    assert [s.user_id for s in await db.lobby.join(game.id, BOB)] == [ALICE, CAROL, BOB]
    with pytest.raises(LobbyError) as info:
        await db.lobby.join(game.id, DAVE)
    assert info.value.reason == "full" and info.value.message == "This game is full."
    updated = await db.games.get_game(game.id)
    assert updated is not None and updated.updated_at > game.updated_at


@pytest.mark.parametrize(
    ("setup", "user", "reason"),
    [
        ("lobby", ALICE, "already"),
        ("full", CAROL, "full"),
        ("active", CAROL, "not-lobby"),
        ("cancelled", CAROL, "not-lobby"),
    ],
)
async def test_join_refusals(db: Database, setup: str, user: int, reason: str) -> None:
    if setup == "active":
        game = await active(db, ALICE, BOB)
    else:
        game = await lobby(db, ALICE, BOB, seats=2 if setup == "full" else 3)
    if setup == "cancelled":
        await db.lobby.cancel(game.id)
    with pytest.raises(LobbyError) as info:
        await db.lobby.join(game.id, user)
    assert info.value.reason == reason and info.value.message


async def test_join_unknown_game(db: Database) -> None:
    with pytest.raises(NotFoundError, match="no game #99"):
        await db.lobby.join(99, ALICE)


async def test_racing_for_the_last_seat_only_one_gets_it(db: Database) -> None:
    game = await lobby(db, ALICE, seats=2)
    results = await asyncio.gather(
        *(db.lobby.join(game.id, u) for u in (BOB, CAROL, DAVE)), return_exceptions=True
    )
    assert sum(isinstance(r, list) for r in results) == 1
    assert all(r.reason == "full" for r in results if isinstance(r, LobbyError))
    assert len(await db.lobby.seats(game.id)) == 2


async def test_leave_and_rejoin(db: Database) -> None:
    game = await lobby(db, ALICE, BOB, seats=3)
    assert [s.user_id for s in await db.lobby.leave(game.id, BOB)] == [ALICE]
    for user, reason in [(BOB, "not-seated"), (ALICE, "creator")]:
        with pytest.raises(LobbyError) as info:
            await db.lobby.leave(game.id, user)
        assert info.value.reason == reason
    assert [s.user_id for s in await db.lobby.join(game.id, BOB)] == [ALICE, BOB]
    await db.lobby.start(
        game.id, order=[BOB, ALICE], record=record(), summary={}, current_user_id=BOB
    )
    with pytest.raises(LobbyError) as info:
        await db.lobby.leave(game.id, BOB)
    assert info.value.reason == "not-lobby"


async def test_start_assigns_seats_and_stores_the_snapshot(db: Database, clock: FakeClock) -> None:
    game = await lobby(db, ALICE, BOB, CAROL)
    clock.advance(hours=1)
    started = await db.lobby.start(
        game.id,
        order=[CAROL, ALICE, BOB],
        record=record(0, players=3),
        summary={"turn": 0, "status": "Carol to play"},
        current_user_id=CAROL,
    )
    assert (started.status, started.version, started.current_user_id) == ("active", 0, CAROL)
    assert started.record == record(0, players=3)
    assert started.summary == {"turn": 0, "status": "Carol to play"}
    assert started.turn_started_at == clock.now and started.reminded_at is None
    seats = await db.lobby.seats(game.id)
    assert [(s.seat, s.user_id) for s in seats] == [(0, CAROL), (1, ALICE), (2, BOB)]
    assert await db.games.get_game(game.id) == started


async def test_solo_game_starts_with_just_the_creator(db: Database) -> None:
    game = await lobby(db, ALICE, seats=1)
    started = await db.lobby.start(
        game.id, order=[ALICE], record=record(0, players=1), summary={}, current_user_id=ALICE
    )
    assert started.status == "active"


async def test_double_start_only_one_succeeds(db: Database) -> None:
    game = await lobby(db, ALICE, BOB)
    starts = [
        db.lobby.start(game.id, order=o, record=record(), summary={"n": i}, current_user_id=o[0])
        for i, o in enumerate([[ALICE, BOB], [BOB, ALICE]])
    ]
    results = await asyncio.gather(*starts, return_exceptions=True)
    winners = [r for r in results if not isinstance(r, BaseException)]
    losers = [r for r in results if isinstance(r, BaseException)]
    assert len(winners) == 1 and len(losers) == 1
    assert isinstance(losers[0], LobbyError) and losers[0].reason == "not-lobby"
    stored = await db.games.get_game(game.id)
    assert stored == winners[0]
    seats = await db.lobby.seats(game.id)
    assert [s.user_id for s in seats] == [
        stored.current_user_id,
        *({ALICE, BOB} - {stored.current_user_id}),
    ]


@pytest.mark.parametrize(
    ("order", "reason"),
    [
        ([ALICE], "seats-changed"),
        ([ALICE, BOB, CAROL], "seats-changed"),
        ([ALICE, ALICE], "seats-changed"),
    ],
)
async def test_start_refuses_an_order_that_is_not_the_seated_players(
    db: Database, order: list[int], reason: str
) -> None:
    game = await lobby(db, ALICE, BOB, seats=3)
    with pytest.raises(LobbyError) as info:
        await db.lobby.start(
            game.id, order=order, record=record(), summary={}, current_user_id=None
        )
    assert info.value.reason == reason
    assert (await db.games.get_game(game.id)).status == "lobby"  # type: ignore[union-attr]
    assert all(s.seat is None for s in await db.lobby.seats(game.id))


async def test_start_checks_its_arguments(db: Database) -> None:
    game = await lobby(db, ALICE, BOB)
    with pytest.raises(ValueError):
        await db.lobby.start(
            game.id, order=[ALICE, BOB], record=record(1), summary={}, current_user_id=ALICE
        )
    with pytest.raises(ValueError):
        await db.lobby.start(
            game.id, order=[ALICE, BOB], record=record(), summary={}, current_user_id=CAROL
        )
    with pytest.raises(NotFoundError):
        await db.lobby.start(99, order=[ALICE], record=record(), summary={}, current_user_id=ALICE)


async def test_cancel(db: Database, clock: FakeClock) -> None:
    waiting, playing = await lobby(db, ALICE, BOB), await active(db, ALICE, BOB)
    clock.advance(minutes=5)
    assert await db.lobby.cancel(waiting.id) and await db.lobby.cancel(playing.id)
    assert not await db.lobby.cancel(waiting.id) and not await db.lobby.cancel(99)
    for game_id in (waiting.id, playing.id):
        game = await db.games.get_game(game_id)
        assert game is not None and game.status == "cancelled" and game.finished_at == clock.now


async def test_set_messages_changes_only_what_is_given(db: Database) -> None:
    game = await lobby(db, ALICE)
    await db.lobby.set_messages(game.id, lobby_message_id=555)
    await db.lobby.set_messages(game.id, thread_id=777)
    stored = await db.games.get_game(game.id)
    assert stored is not None and (stored.thread_id, stored.lobby_message_id) == (777, 555)
    assert stored.post_channel_id == 777
    with pytest.raises(NotFoundError):
        await db.lobby.set_messages(99, thread_id=1)


async def test_guild_settings(db: Database) -> None:
    assert await db.lobby.guild_settings(GUILD) == {}
    await db.lobby.set_guild_settings(GUILD, {"reminder_hours": 24})
    await db.lobby.set_guild_settings(GUILD, {"reminder_hours": 12, "locale": "de"})
    assert await db.lobby.guild_settings(GUILD) == {"reminder_hours": 12, "locale": "de"}
    await sql(db, "UPDATE guilds SET settings = '{oops' WHERE guild_id = ?", (GUILD,))
    assert await db.lobby.guild_settings(GUILD) == {}
