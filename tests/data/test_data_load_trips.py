"""What a click reads and writes, each in one trip to the database thread:
``game_with_seats`` (the game, its seats, names and computer levels) and
``commit_moves_row`` (write the move and return the new row)."""

from __future__ import annotations

from typing import Any

import pytest
from dbhelpers import ALICE, BOB, CAROL, active, lobby, record, sql

from data import CorruptRecordError, Database, MoveIn, StaleVersionError


async def four_reads(db: Database, game_id: int) -> tuple[object, ...]:
    game = await db.games.get_game(game_id)
    seats = await db.lobby.seats(game_id)
    names = await db.listings.names([s.user_id for s in seats])
    return game, seats, names, await db.computers.computer_levels(game_id)


async def one_read(db: Database, game_id: int) -> tuple[Any, Any, Any, Any]:
    found = await db.play.game_with_seats(game_id)
    assert found is not None
    return found


async def test_one_read_is_the_four_reads_of_a_lobby_with_a_computer(db: Database) -> None:
    game = await lobby(db, ALICE, BOB, seats=4)
    await db.listings.remember_name(ALICE, "Alice")  # Bob has no remembered name
    await db.computers.add_computer(game.id, "strong")
    await db.listings.remember_name(CAROL, "Carol")  # not in this game
    row, seats, names, levels = await one_read(db, game.id)
    assert (row, seats, names, levels) == await four_reads(db, game.id)
    assert names == {ALICE: "Alice"}
    assert list(levels.values()) == ["strong"]
    assert {s.user_id for s in seats} == {ALICE, BOB, *levels}


async def test_one_read_of_a_game_taken_over_by_the_computer(db: Database) -> None:
    game = await active(db, BOB, ALICE, CAROL)
    await db.listings.remember_name(CAROL, "Carol")
    await db.computers.take_over(game.id, ALICE, "easy")
    row, seats, names, levels = await one_read(db, game.id)
    assert (row, seats, names, levels) == await four_reads(db, game.id)
    assert [s.user_id for s in seats] == [BOB, ALICE, CAROL]  # seat order
    assert levels == {ALICE: "easy"}


async def test_no_game_is_none(db: Database) -> None:
    assert await db.play.game_with_seats(12345) is None


async def test_commit_moves_row_returns_the_row_as_stored(db: Database) -> None:
    game = await active(db, ALICE, BOB)
    row = await db.play.commit_moves_row(
        game.id,
        expected_version=0,
        moves=[MoveIn(0, ALICE, "m1", {"text": "one"})],
        record=record(1),
        summary={"turn": 1},
        current_user_id=BOB,
        finished=False,
    )
    assert row == await db.games.get_game(game.id)
    assert (row.version, row.current_user_id, row.record, row.status) == (
        1,
        BOB,
        record(1),
        "active",
    )


async def test_commit_moves_row_refuses_a_stale_version_and_writes_nothing(db: Database) -> None:
    game = await active(db, ALICE, BOB)
    with pytest.raises(StaleVersionError):
        await db.play.commit_moves_row(
            game.id,
            expected_version=3,
            moves=[MoveIn(0, ALICE, "m4", {})],
            record=record(4),
            summary={},
            current_user_id=BOB,
            finished=False,
        )
    stored = await db.games.get_game(game.id)
    assert stored is not None and stored.version == 0
    assert await db.play.moves(game.id) == []


async def test_an_undecodable_record_is_refused_like_get_game(db: Database) -> None:
    game = await active(db, ALICE, BOB)
    await sql(db, "UPDATE games SET record = '{oops' WHERE id = ?", (game.id,))
    with pytest.raises(CorruptRecordError):
        await db.games.get_game(game.id)
    with pytest.raises(CorruptRecordError):
        await db.play.game_with_seats(game.id)
