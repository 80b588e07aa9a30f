"""Play: commit_moves (versioned, one transaction), the move log, seats, load_game."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from dbhelpers import ALICE, BOB, CAROL, FakeClock, active, lobby, record
from hypothesis import given, settings
from hypothesis import strategies as st

import genial
import i18n
from data import (
    CorruptRecordError,
    Database,
    LobbyError,
    MoveIn,
    NotFoundError,
    StaleVersionError,
)


def moves_from(start: int, count: int, users: tuple[int, ...] = (ALICE, BOB)) -> list[MoveIn]:
    return [
        MoveIn(i % len(users), users[i % len(users)], f"m{i + 1}", {"text": f"move {i + 1}"})
        for i in range(start, start + count)
    ]


async def commit(
    db: Database, game_id: int, expected: int, count: int, *, current: int | None = BOB, **kw: Any
) -> int:
    return await db.play.commit_moves(
        game_id,
        expected_version=expected,
        moves=moves_from(expected, count),
        record=record(expected + count),
        summary={"version": expected + count, **kw.pop("summary", {})},
        current_user_id=current,
        finished=kw.pop("finished", False),
        leaving=kw.pop("leaving", None),
    )


async def test_commit_appends_moves_and_replaces_the_snapshot(db: Database) -> None:
    game = await active(db, ALICE, BOB)
    assert await commit(db, game.id, 0, 1, current=BOB) == 1
    assert await commit(db, game.id, 1, 3, current=ALICE) == 4  # e.g. a move + a chance roll
    stored = await db.games.get_game(game.id)
    assert stored is not None
    assert (stored.version, stored.record, stored.summary) == (4, record(4), {"version": 4})
    log = await db.play.moves(game.id)
    assert [(m.n, m.seat, m.user_id, m.notation) for m in log] == [
        (1, 0, ALICE, "m1"),
        (2, 1, BOB, "m2"),
        (3, 0, ALICE, "m3"),
        (4, 1, BOB, "m4"),
    ]
    assert log[1].outcome == {"text": "move 2"}


async def test_turn_clock_restarts_only_when_the_player_to_act_changes(
    db: Database, clock: FakeClock
) -> None:
    game = await active(db, ALICE, BOB)
    assert game.turn_started_at == clock.now
    clock.advance(hours=1)
    await db.listings.mark_reminded(game.id)
    reminded = clock.now
    clock.advance(hours=1)
    await commit(db, game.id, 0, 1, current=ALICE)  # same player still to act (e.g. swap/keep)
    stored = await db.games.get_game(game.id)
    assert stored is not None and stored.turn_started_at == game.turn_started_at
    assert stored.reminded_at == reminded and stored.updated_at == clock.now
    clock.advance(hours=1)
    await commit(db, game.id, 1, 1, current=BOB)
    stored = await db.games.get_game(game.id)
    assert stored is not None and stored.turn_started_at == clock.now
    assert stored.reminded_at is None


async def test_a_turn_that_comes_back_after_a_forced_pass_is_a_new_turn(
    db: Database, clock: FakeClock
) -> None:
    """Alice moves, Bob can only pass (committed with her move), Alice is to act again:
    her new turn starts now, so a per-turn timer and the reminders count from here."""
    game = await active(db, ALICE, BOB)
    clock.advance(hours=5)
    await db.listings.mark_reminded(game.id)
    clock.advance(hours=1)
    await db.play.commit_moves(
        game.id,
        expected_version=0,
        moves=[MoveIn(0, ALICE, "m1", {}), MoveIn(1, BOB, "pass", {})],
        record=record(2),
        summary={},
        current_user_id=ALICE,
        finished=False,
    )
    stored = await db.games.get_game(game.id)
    assert stored is not None and stored.current_user_id == ALICE
    assert stored.turn_started_at == clock.now and stored.reminded_at is None


async def test_finishing_commit(db: Database, clock: FakeClock) -> None:
    game = await active(db, ALICE, BOB)
    clock.advance(days=1)
    await commit(db, game.id, 0, 2, current=None, finished=True)
    stored = await db.games.get_game(game.id)
    assert stored is not None
    assert (stored.status, stored.finished_at, stored.current_user_id) == (
        "finished",
        clock.now,
        None,
    )
    with pytest.raises(StaleVersionError, match="not being played"):
        await commit(db, game.id, 2, 1)


async def test_simultaneous_commits_exactly_one_applies(db: Database) -> None:
    """Two clicks on the same position: one wins, the other writes nothing."""
    game = await active(db, ALICE, BOB)
    await commit(db, game.id, 0, 1)
    first = db.play.commit_moves(
        game.id,
        expected_version=1,
        moves=[MoveIn(1, BOB, "A", {})],
        record=record(2),
        summary={"by": "A"},
        current_user_id=ALICE,
        finished=False,
    )
    second = db.play.commit_moves(
        game.id,
        expected_version=1,
        moves=[MoveIn(1, BOB, "B", {}), MoveIn(0, ALICE, "B2", {})],
        record=record(3),
        summary={"by": "B"},
        current_user_id=BOB,
        finished=True,
    )
    results = await asyncio.gather(first, second, return_exceptions=True)
    won = [r for r in results if isinstance(r, int)]
    lost = [r for r in results if isinstance(r, BaseException)]
    assert len(won) == 1 and len(lost) == 1 and isinstance(lost[0], StaleVersionError)
    assert lost[0].reason == "stale" and "moved first" in lost[0].message
    stored = await db.games.get_game(game.id)
    log = await db.play.moves(game.id)
    assert stored is not None and stored.version == won[0] == len(log)
    winner = stored.summary["by"]
    assert [m.notation for m in log[1:]] == (["A"] if winner == "A" else ["B", "B2"])
    assert stored.status == ("active" if winner == "A" else "finished")


async def test_two_connections_conflict_too(db_path: Path) -> None:
    """Two processes (two connections) on one file: the version check still holds."""
    async with await Database.open(db_path) as one, await Database.open(db_path) as two:
        game = await active(one, ALICE, BOB)
        results = await asyncio.gather(
            commit(one, game.id, 0, 1), commit(two, game.id, 0, 2), return_exceptions=True
        )
        assert sorted(type(r).__name__ for r in results) == ["StaleVersionError", "int"]
        stored = await two.games.get_game(game.id)
        assert stored is not None and stored.version == len(await one.play.moves(game.id))


async def test_stale_commit_writes_nothing(db: Database, clock: FakeClock) -> None:
    game = await active(db, ALICE, BOB)
    await commit(db, game.id, 0, 2)
    before = await db.games.get_game(game.id)
    clock.advance(hours=1)
    with pytest.raises(StaleVersionError):
        await commit(db, game.id, 1, 1, summary={"stale": True})
    assert await db.games.get_game(game.id) == before
    assert len(await db.play.moves(game.id)) == 2


async def test_commit_refusals(db: Database) -> None:
    waiting = await lobby(db, ALICE, BOB)
    with pytest.raises(StaleVersionError):
        await commit(db, waiting.id, 0, 1)
    with pytest.raises(NotFoundError):
        await commit(db, 99, 0, 1)
    game = await active(db, ALICE, BOB)
    with pytest.raises(ValueError, match="record has 5 moves, expected 1"):
        await db.play.commit_moves(
            game.id,
            expected_version=0,
            moves=moves_from(0, 1),
            record=record(5),
            summary={},
            current_user_id=BOB,
            finished=False,
        )
    assert await db.play.moves(game.id) == []


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), st.integers(-2, 1)), max_size=12))
def test_version_always_equals_the_log_length(steps: list[tuple[int, int]]) -> None:
    """Property: whatever commits (right or stale versions) arrive, version = log length =
    record length, and the log is numbered 1..version without gaps."""

    async def run() -> None:
        async with await Database.open(":memory:") as db:
            game = await active(db, ALICE, BOB)
            version = 0
            for count, skew in steps:
                try:
                    version = await commit(db, game.id, max(0, version + skew), count)
                except StaleVersionError:
                    assert skew != 0
            stored = await db.games.get_game(game.id)
            log = await db.play.moves(game.id)
            assert stored is not None and stored.record is not None
            assert stored.version == version == len(log) == len(stored.record["moves"])
            assert [m.n for m in log] == list(range(1, version + 1))

    asyncio.run(run())


async def test_set_seat_status(db: Database, clock: FakeClock) -> None:
    game = await active(db, ALICE, BOB, CAROL)
    clock.advance(hours=2)
    await db.play.set_seat_status(game.id, BOB, "resigned")
    seats = {s.user_id: s for s in await db.lobby.seats(game.id)}
    assert (seats[BOB].status, seats[BOB].left_at, seats[BOB].seat) == ("resigned", clock.now, 1)
    assert seats[ALICE].left_at is None
    await db.play.set_seat_status(game.id, BOB, "seated")
    assert {s.user_id: s.left_at for s in await db.lobby.seats(game.id)}[BOB] is None
    with pytest.raises(ValueError):
        await db.play.set_seat_status(game.id, BOB, "sleeping")
    with pytest.raises(NotFoundError):
        await db.play.set_seat_status(game.id, 99, "removed")


async def test_load_game_replays_a_real_engine_record(db: Database) -> None:
    engine = genial.create("classic", 2, seed=42)
    game = await db.lobby.start(
        (await lobby(db, ALICE, BOB)).id,
        order=[ALICE, BOB],
        record=engine.record(),
        summary={"status": engine.status_text()},
        current_user_id=ALICE,
    )
    users = [ALICE, BOB]
    for _ in range(6):
        seat = engine.current
        assert seat is not None
        outcome = engine.apply(engine.options_for_menu()[0].move)
        await db.play.commit_moves(
            game.id,
            expected_version=len(engine.history) - 1,
            moves=[
                MoveIn(seat, users[seat], outcome.notation, {"text": i18n.fact("en", outcome.fact)})
            ],
            record=engine.record(),
            summary={"status": engine.status_text()},
            current_user_id=users[engine.current] if engine.current is not None else None,
            finished=engine.over,
        )
    row, loaded = await db.play.load_game(game.id)
    assert row.version == len(loaded.history) == 6
    assert loaded.history == engine.history and loaded.scores() == engine.scores()
    assert [m.notation for m in await db.play.moves(game.id)] == [m for _, m in engine.history]


async def test_load_game_refusals(db: Database) -> None:
    with pytest.raises(NotFoundError):
        await db.play.load_game(99)
    waiting = await lobby(db, ALICE, BOB)
    with pytest.raises(LobbyError) as info:
        await db.play.load_game(waiting.id)
    assert info.value.reason == "not-started"
    game = await active(db, ALICE, BOB)
    await commit(db, game.id, 0, 1)  # placeholder notation "m1" is no classic move
    with pytest.raises(CorruptRecordError) as corrupt:
        await db.play.load_game(game.id)
    assert corrupt.value.game_id == game.id and "does not replay" in corrupt.value.detail
    assert f"#{game.id}" in corrupt.value.message and "m1" not in corrupt.value.message


@pytest.mark.parametrize("delay_us", [0, 25, 50, 100, 200, 400, 800, 5000])
async def test_a_cancelled_commit_leaves_the_database_consistent(
    db: Database, delay_us: int
) -> None:
    """A task cancelled mid-commit (e.g. a timed-out interaction) applies all or nothing,
    and the shared connection keeps working."""
    game = await active(db, ALICE, BOB)
    task = asyncio.create_task(commit(db, game.id, 0, 3))
    await asyncio.sleep(delay_us / 1e6)
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)
    stored = await db.games.get_game(game.id)
    assert stored is not None and stored.version in (0, 3)
    assert len(await db.play.moves(game.id)) == stored.version
    assert await commit(db, game.id, stored.version, 1) == stored.version + 1


async def test_a_leaving_player_is_marked_in_the_same_commit(db: Database) -> None:
    """A resignation's move and the seat status land together (or not at all)."""
    game = await active(db, ALICE, BOB, CAROL)
    await commit(db, game.id, 0, 1, leaving=(CAROL, "resigned"))
    seats = {s.user_id: s for s in await db.lobby.seats(game.id)}
    assert seats[CAROL].status == "resigned" and seats[CAROL].left_at is not None
    with pytest.raises(StaleVersionError):
        await commit(db, game.id, 0, 1, leaving=(BOB, "removed"))
    seats = {s.user_id: s for s in await db.lobby.seats(game.id)}
    assert seats[BOB].status == "seated"
