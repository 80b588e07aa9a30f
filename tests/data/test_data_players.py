"""Rematches and follows (migration 0016), on both backends: one rematch per
finished game however many click at once, a copy of the game's choices, seats kept for
the former players until the reservation ends; follows scoped to their game's server."""

from __future__ import annotations

import asyncio

import pytest
from dbhelpers import ALICE, BOB, CAROL, CHANNEL, GUILD, FakeClock, lobby, record, sql

from data import (
    Announce,
    ConstraintError,
    Database,
    GameRow,
    LobbyError,
    MoveIn,
    StaleVersionError,
)


async def _finished(db: Database, *, computer: str | None = None) -> tuple[GameRow, int | None]:
    """A finished game of Alice and Bob (and a computer of level ``computer``)."""
    game = await lobby(db, ALICE, BOB, seats=3 if computer else 2)
    cpu = await db.computers.add_computer(game.id, computer) if computer else None
    order = [ALICE, BOB] + ([cpu] if cpu is not None else [])
    await db.rating.set_rated(game.id, computer is None)
    await db.lobby.start(
        game.id,
        order=order,
        record=record(0, players=len(order)),
        summary={},
        current_user_id=ALICE,
    )
    await db.play.commit_moves(
        game.id,
        expected_version=0,
        moves=[MoveIn(0, ALICE, "m1", {})],
        record=record(1, players=len(order)),
        summary={},
        current_user_id=None,
        finished=True,
    )
    return game, cpu


async def test_a_rematch_copies_the_game_and_opens_once(db_target: str, db: Database) -> None:
    old, cpu = await _finished(db, computer="strong")
    others = [await Database.open(db_target) for _ in range(2)]
    try:
        made = await asyncio.gather(
            db.players.open_rematch(old.id, BOB),
            *(o.players.open_rematch(old.id, ALICE) for o in others),
        )
    finally:
        for other in others:
            await other.close()
    assert len({m.game.id for m in made}) == 1 and sum(m.opened for m in made) == 1
    new = made[0].game
    assert (new.guild_id, new.channel_id, new.edition, new.seats_wanted, new.status) == (
        GUILD,
        CHANNEL,
        "classic",
        3,
        "lobby",
    )
    assert new.options == old.options and new.number == old.number + 1
    opener = next(m for m in made if m.opened)
    assert new.creator_id in (ALICE, BOB) and made[0].players == (ALICE, BOB)
    seated = [s.user_id for s in await db.lobby.seats(new.id)]
    assert sorted(seated) == sorted([new.creator_id, cpu])
    assert await db.computers.computer_levels(new.id) == {cpu: "strong"}
    assert await db.lobby.invites(new.id) == [
        u for u in (ALICE, BOB) if u != opener.game.creator_id
    ]
    assert not await db.rating.is_rated(new.id)


async def test_seats_are_kept_for_the_players_until_the_reservation_ends(
    db: Database, clock: FakeClock
) -> None:
    old, _ = await _finished(db)
    new = (await db.players.open_rematch(old.id, ALICE)).game
    try:
        await db.lobby.join(new.id, CAROL)
        raise AssertionError("Carol took a reserved seat")
    except LobbyError as exc:
        assert exc.reason == "reserved"
    assert len(await db.lobby.join(new.id, BOB)) == 2  # a former player takes theirs
    old2, _ = await _finished(db)
    new2 = (await db.players.open_rematch(old2.id, ALICE)).game
    clock.advance(hours=24, seconds=1)
    assert len(await db.lobby.join(new2.id, CAROL)) == 2  # the reservation ran out


async def test_refusals_and_a_cancelled_rematch_is_replaced(db: Database) -> None:
    old, _ = await _finished(db)
    for user, game_id, reason in ((CAROL, old.id, "not-a-player"),):
        try:
            await db.players.open_rematch(game_id, user)
            raise AssertionError("opened")
        except LobbyError as exc:
            assert exc.reason == reason
    running = await lobby(db, ALICE, BOB)
    try:
        await db.players.open_rematch(running.id, ALICE)
        raise AssertionError("opened")
    except LobbyError as exc:
        assert exc.reason == "not-finished"
    first = (await db.players.open_rematch(old.id, ALICE)).game
    assert await db.lobby.cancel(first.id)
    again = await db.players.open_rematch(old.id, BOB)
    assert again.opened and again.game.id != first.id and again.game.creator_id == BOB


async def test_follows_are_kept_per_game_and_server(db: Database) -> None:
    old, _ = await _finished(db)
    other = await lobby(db, ALICE, guild_id=GUILD + 1)
    assert await db.players.follow(old.id, CAROL) and not await db.players.follow(old.id, CAROL)
    assert await db.players.follow(other.id, CAROL)
    assert await db.players.followers(old.id) == [CAROL]
    assert await db.players.followed(GUILD, CAROL) == [old.id]
    assert await db.players.unfollow(old.id, CAROL) and not await db.players.unfollow(old.id, CAROL)
    assert await db.players.followers(old.id) == []


async def test_forgetting_a_user_keeps_their_games_under_a_pseudonym(db: Database) -> None:
    old, _ = await _finished(db)
    await db.listings.remember_name(ALICE, "Alice")
    await db.players.follow(old.id, ALICE)
    busy = await lobby(db, ALICE, BOB)
    assert (await db.forget.unfinished_of(ALICE))[0] == [(GUILD, busy.number)]
    with pytest.raises(LobbyError) as refused:
        await db.forget.forget_user(ALICE)
    assert refused.value.reason == "playing"
    await db.lobby.cancel(busy.id)
    anon = await db.forget.forget_user(ALICE)
    assert 0 < anon < 2**22  # never a Discord id
    assert await db.listings.names([ALICE, BOB]) == {}
    assert await db.players.followed(GUILD, ALICE) == []
    seats = {s.seat: s.user_id for s in await db.lobby.seats(old.id)}
    assert seats == {0: anon, 1: BOB}
    moves = await sql(db, "SELECT user_id FROM moves WHERE game_id = ?", (old.id,))
    assert [int(r[0]) for r in moves] == [anon]
    for table, column in (("seats", "user_id"), ("moves", "user_id"), ("games", "creator_id")):
        left = await sql(db, f"SELECT COUNT(*) FROM {table} WHERE {column} = ?", (ALICE,))
        assert int(left[0][0]) == 0, table
    # the move log is still append-only for anything else
    with pytest.raises(ConstraintError, match="append-only"):
        await sql(db, "UPDATE moves SET notation = 'x' WHERE game_id = ?", (old.id,))
    with pytest.raises(ConstraintError, match="append-only"):
        await sql(db, "UPDATE moves SET user_id = ? WHERE game_id = ?", (CAROL, old.id))
    assert await db.forget.forget_user(CAROL) != anon  # each forgotten user gets their own


async def test_a_takeback_sets_the_game_back_and_the_log_stays_append_only(
    db: Database,
) -> None:
    game = await lobby(db, ALICE, BOB)
    await db.lobby.start(
        game.id, order=[ALICE, BOB], record=record(0), summary={}, current_user_id=ALICE
    )
    moves = [MoveIn(0, ALICE, "m1", {}), MoveIn(1, BOB, "m2", {}), MoveIn(1, BOB, "m3", {})]
    for v, move in enumerate(moves):
        await db.play.commit_moves(
            game.id,
            expected_version=v,
            moves=[move],
            record=record(v + 1),
            summary={},
            current_user_id=BOB,
            finished=False,
        )
    with pytest.raises(ConstraintError, match="append-only"):  # not above the version
        await sql(db, "DELETE FROM moves WHERE game_id = ? AND n = 3", (game.id,))
    assert await db.takebacks.ask_takeback(game.id, 3, BOB) and not await db.takebacks.ask_takeback(
        game.id, 3, BOB
    )
    assert (await db.takebacks.accept_takeback(game.id, 3, ALICE)).accepted == (ALICE,)  # type: ignore[union-attr]
    with pytest.raises(StaleVersionError):
        await db.takebacks.set_back(
            game.id,
            expected_version=2,
            to_version=1,
            record=record(1),
            summary={},
            current_user_id=BOB,
        )
    await db.takebacks.set_back(
        game.id,
        expected_version=3,
        to_version=1,
        record=record(1),
        summary={},
        current_user_id=BOB,
    )
    assert (await db.games.get_game(game.id)).version == 1  # type: ignore[union-attr]
    assert [m.notation for m in await db.play.moves(game.id)] == ["m1"]
    assert await db.takebacks.takeback(game.id) is None
    await db.play.commit_moves(  # the game goes on from there, with new outbox rows
        game.id,
        expected_version=1,
        moves=[MoveIn(1, BOB, "m2b", {})],
        record=record(2),
        summary={},
        current_user_id=ALICE,
        finished=False,
        announce=Announce(1, BOB),
    )
    assert [m.notation for m in await db.play.moves(game.id)] == ["m1", "m2b"]
