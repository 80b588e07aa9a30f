"""Computer seats: synthetic ids in the lobby, take-over, the derived 'computer to move'."""

from __future__ import annotations

from datetime import timedelta

import pytest
from dbhelpers import ALICE, BOB, CAROL, T0, FakeClock, active, lobby, record

from data import ComputerOptions, Database, LobbyError, MoveIn, NotFoundError, is_computer_id


async def test_computers_get_synthetic_ids_that_never_look_like_discord_ids(
    db: Database, clock: FakeClock
) -> None:
    game = await lobby(db, ALICE, seats=4)
    clock.advance(seconds=1)
    first = await db.computers.add_computer(game.id, "normal")
    clock.advance(seconds=1)
    second = await db.computers.add_computer(game.id, "easy")
    assert (first, second) == (-1, -2)
    assert is_computer_id(first) and not is_computer_id(ALICE)
    assert await db.computers.computer_levels(game.id) == {-1: "normal", -2: "easy"}
    seated = [s.user_id for s in await db.lobby.seats(game.id)]
    assert seated == [ALICE, -1, -2]
    await db.lobby.join(game.id, BOB)
    with pytest.raises(LobbyError) as full:
        await db.computers.add_computer(game.id, "easy")
    assert full.value.reason == "full"


async def test_removing_a_computer_frees_its_seat_and_its_level(db: Database) -> None:
    game = await lobby(db, ALICE, seats=3)
    await db.computers.add_computer(game.id, "normal")
    await db.computers.add_computer(game.id, "strong")
    assert await db.computers.remove_computer(game.id) == -2  # the last one added
    assert await db.computers.computer_levels(game.id) == {-1: "normal"}
    assert await db.computers.remove_computer(game.id) == -1
    with pytest.raises(LobbyError) as none:
        await db.computers.remove_computer(game.id)
    assert none.value.reason == "not-seated"
    assert [s.user_id for s in await db.lobby.seats(game.id)] == [ALICE]
    # a freed synthetic id is given again
    assert await db.computers.add_computer(game.id, "easy") == -1


async def test_an_unknown_level_and_a_started_game_are_refused(db: Database) -> None:
    game = await lobby(db, ALICE, seats=2)
    with pytest.raises(ValueError):
        await db.computers.add_computer(game.id, "grandmaster")
    started = await active(db, BOB, CAROL)
    with pytest.raises(LobbyError) as late:
        await db.computers.add_computer(started.id, "easy")
    assert late.value.reason == "not-lobby"
    with pytest.raises(NotFoundError):
        await db.computers.add_computer(started.id + 99, "easy")


async def test_computer_turns_are_derived_from_the_current_player(
    db: Database, clock: FakeClock
) -> None:
    game = await lobby(db, ALICE, seats=2)
    cpu = await db.computers.add_computer(game.id, "easy")
    await db.lobby.start(
        game.id, order=[ALICE, cpu], record=record(0), summary={}, current_user_id=ALICE
    )
    assert await db.computers.computer_turns() == []
    await db.play.commit_moves(
        game.id,
        expected_version=0,
        moves=[MoveIn(0, ALICE, "m1", {})],
        record=record(1),
        summary={},
        current_user_id=cpu,
        finished=False,
    )
    assert await db.computers.computer_turns() == [game.id]
    # a computer's turn is never reminded nor timed out
    later = T0 + timedelta(days=30)
    assert await db.listings.due_reminders(older_than=later) == []
    assert await db.listings.overdue_turns(older_than=later) == []
    await db.play.commit_moves(
        game.id,
        expected_version=1,
        moves=[MoveIn(1, cpu, "m2", {})],
        record=record(2),
        summary={},
        current_user_id=None,
        finished=True,
    )
    assert await db.computers.computer_turns() == []


async def test_take_over_marks_a_person_seat_once(db: Database) -> None:
    game = await active(db, ALICE, BOB)
    assert [g.id for g in await db.listings.overdue_turns(older_than=T0 + timedelta(days=8))] == [
        game.id
    ]
    assert await db.computers.take_over(game.id, ALICE, "normal") is True
    assert await db.computers.take_over(game.id, ALICE, "strong") is False  # already a computer
    assert await db.computers.computer_levels(game.id) == {ALICE: "normal"}
    assert await db.computers.computer_turns() == [game.id]  # Alice was to move
    assert await db.listings.overdue_turns(older_than=T0 + timedelta(days=8)) == []
    with pytest.raises(NotFoundError):
        await db.computers.take_over(game.id, CAROL, "easy")
    waiting = await lobby(db, CAROL, seats=2)
    with pytest.raises(LobbyError):
        await db.computers.take_over(waiting.id, CAROL, "easy")


async def test_options_default_to_normal_leave_without_hints(db: Database) -> None:
    game = await lobby(db, ALICE, seats=2)
    assert await db.computers.computer_options(game.id) == ComputerOptions("normal", "leave", False)
    await db.computers.set_computer_options(
        game.id, level="strong", on_timeout="computer", hints=True
    )
    assert await db.computers.computer_options(game.id) == ComputerOptions(
        "strong", "computer", True
    )
    with pytest.raises(ValueError):
        await db.computers.set_computer_options(
            game.id, level="normal", on_timeout="strong", hints=False
        )
    with pytest.raises(ValueError):
        await db.computers.set_computer_options(
            game.id, level="genius", on_timeout="leave", hints=False
        )


async def test_computer_seats_in_lists_added_and_taken_over_seats_per_game(db: Database) -> None:
    added = await lobby(db, ALICE, seats=3)
    await db.computers.add_computer(added.id, "easy")
    taken = await active(db, ALICE, BOB)
    await db.computers.take_over(taken.id, BOB, "normal")
    plain = await active(db, ALICE, CAROL)
    seats = await db.computers.computer_seats_in([added.id, taken.id, plain.id, plain.id + 99])
    assert seats == {added.id: {-1}, taken.id: {BOB}}
    assert await db.computers.computer_seats_in([]) == {}
