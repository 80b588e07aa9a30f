"""The two reads a click needs, each one trip to the database thread (issue 9):
``seats_named`` (seats, names, computer levels) and ``commit_moves_row`` (write the
move and return the new row)."""

from __future__ import annotations

import pytest
from dbhelpers import ALICE, BOB, CAROL, active, lobby, record

from data import Database, MoveIn, StaleVersionError


async def three_reads(db: Database, game_id: int) -> tuple[object, object, object]:
    seats = await db.seats(game_id)
    return seats, await db.names([s.user_id for s in seats]), await db.computer_levels(game_id)


async def test_seats_named_is_the_three_reads_of_a_lobby_with_a_computer(db: Database) -> None:
    game = await lobby(db, ALICE, BOB, seats=4)
    await db.remember_name(ALICE, "Alice")  # Bob has no remembered name
    await db.add_computer(game.id, "strong")
    await db.remember_name(CAROL, "Carol")  # not in this game
    seats, names, levels = await db.seats_named(game.id)
    assert (seats, names, levels) == await three_reads(db, game.id)
    assert names == {ALICE: "Alice"}
    assert list(levels.values()) == ["strong"]
    assert {s.user_id for s in seats} == {ALICE, BOB, *levels}


async def test_seats_named_of_a_game_taken_over_by_the_computer(db: Database) -> None:
    game = await active(db, BOB, ALICE, CAROL)
    await db.remember_name(CAROL, "Carol")
    await db.take_over(game.id, ALICE, "easy")
    seats, names, levels = await db.seats_named(game.id)
    assert (seats, names, levels) == await three_reads(db, game.id)
    assert [s.user_id for s in seats] == [BOB, ALICE, CAROL]  # seat order
    assert levels == {ALICE: "easy"}


async def test_seats_named_of_no_game_is_empty(db: Database) -> None:
    assert await db.seats_named(12345) == ([], {}, {})


async def test_commit_moves_row_returns_the_row_as_stored(db: Database) -> None:
    game = await active(db, ALICE, BOB)
    row = await db.commit_moves_row(
        game.id,
        expected_version=0,
        moves=[MoveIn(0, ALICE, "m1", {"text": "one"})],
        record=record(1),
        summary={"turn": 1},
        current_user_id=BOB,
        finished=False,
    )
    assert row == await db.get_game(game.id)
    assert (row.version, row.current_user_id, row.record, row.status) == (
        1,
        BOB,
        record(1),
        "active",
    )


async def test_commit_moves_row_refuses_a_stale_version_and_writes_nothing(db: Database) -> None:
    game = await active(db, ALICE, BOB)
    with pytest.raises(StaleVersionError):
        await db.commit_moves_row(
            game.id,
            expected_version=3,
            moves=[MoveIn(0, ALICE, "m4", {})],
            record=record(4),
            summary={},
            current_user_id=BOB,
            finished=False,
        )
    stored = await db.get_game(game.id)
    assert stored is not None and stored.version == 0
    assert await db.moves(game.id) == []
