"""The start-up record check replays only games whose record changed (migration 0013)."""

from __future__ import annotations

import json
from typing import Any

import discord
import pytest
from dbhelpers import ALICE, BOB, active, sql

import genial
from bot import record_check
from data import Database, GameRow, MoveIn, MoveRow


def best(game: genial.Game) -> genial.Move:
    move = game.best_move()
    assert move is not None
    return move


async def play(db: Database, game_id: int, moves: int, *, seed: int = 5, done: int = 0) -> None:
    """Play ``moves`` more real best moves (after ``done`` already stored), logged as the bot does."""
    game = genial.create("classic", 2, seed=seed)
    for _ in range(done):
        game.apply(best(game))
    for n in range(done, done + moves):
        seat = game.current
        assert seat is not None
        o = game.apply(best(game))
        await db.play.commit_moves(
            game_id,
            expected_version=n,
            moves=[MoveIn(seat, (ALICE, BOB)[seat], o.notation, {"gains": list(o.gains)})],
            record=game.record(),
            summary={},
            current_user_id=(ALICE, BOB)[1 - seat],
            finished=False,
        )


async def real_game(db: Database, moves: int, seed: int = 5) -> int:
    game = await active(db, ALICE, BOB)
    await sql(db, "UPDATE games SET record = ? WHERE id = ?", (
        json.dumps(genial.create("classic", 2, seed=seed).record()), game.id))  # fmt: skip
    await play(db, game.id, moves, seed=seed)
    return game.id


@pytest.fixture
def spy(monkeypatch: pytest.MonkeyPatch) -> dict[str, list[int]]:
    """Which games the check replayed and which it told about (no Discord needed)."""
    seen: dict[str, list[int]] = {"replayed": [], "told": []}
    real = record_check.damage_of

    def damage_of(row: GameRow, log: list[MoveRow]) -> str | None:
        seen["replayed"].append(row.id)
        return real(row, log)

    async def tell(client: Any, row: GameRow) -> bool:
        seen["told"].append(row.id)
        return True

    monkeypatch.setattr(record_check, "damage_of", damage_of)
    monkeypatch.setattr(record_check, "_tell", tell)
    return seen


async def start(db: Database, seen: dict[str, list[int]]) -> list[int]:
    seen["replayed"].clear()
    return await record_check.verify_open_games(discord.Client(intents=discord.Intents.none()), db)


async def test_a_second_start_replays_nothing_and_a_moved_game_is_checked_again(
    db: Database, spy: dict[str, list[int]]
) -> None:
    first, second = await real_game(db, 3), await real_game(db, 4, seed=6)
    assert await start(db, spy) == []
    assert spy["replayed"] == [first, second]
    assert await start(db, spy) == [] and spy["replayed"] == [], "all verified: nothing replayed"
    await play(db, second, 1, seed=6, done=4)
    assert await start(db, spy) == [] and spy["replayed"] == [second]
    assert await start(db, spy) == [] and spy["replayed"] == []
    assert spy["told"] == []


async def test_a_damaged_record_is_reported_once_and_never_marked_verified(
    db: Database, spy: dict[str, list[int]]
) -> None:
    healthy, damaged = await real_game(db, 3), await real_game(db, 3)
    assert await start(db, spy) == []
    # an engine change (here: a record that no longer replays) after the game was verified
    await sql(db, "UPDATE games SET record = ?, verified_version = NULL WHERE id = ?", (
        json.dumps(genial.create("classic", 2, seed=99).record()), damaged))  # fmt: skip
    assert await start(db, spy) == [damaged] and spy["replayed"] == [damaged]
    assert spy["told"] == [damaged]
    assert await start(db, spy) == [] and spy["told"] == [damaged], "told once"
    rows = await sql(db, "SELECT id, verified_version FROM games ORDER BY id")
    assert [(r[0], r[1]) for r in rows] == [(healthy, 3), (damaged, None)]


async def test_a_game_that_moves_while_being_checked_stays_unverified(db: Database) -> None:
    game = await real_game(db, 2)
    await play(db, game, 1, done=2)
    await db.audit.mark_verified([(game, 2)])  # checked at version 2, but it is at 3 now
    assert [g.id for g in await db.audit.unverified_games_page()] == [game]
    await db.audit.mark_verified([(game, 3)])
    assert await db.audit.unverified_games_page() == []
    await db.audit.mark_verified([])


async def test_the_page_query_uses_the_partial_index(db: Database) -> None:
    await real_game(db, 1)
    if db.backend.dialect == "sqlite":
        plan = await sql(db, "EXPLAIN QUERY PLAN SELECT * FROM games WHERE status = 'active'"
                         " AND (verified_version IS NULL OR verified_version <> version)"
                         " AND id > ? ORDER BY id LIMIT ?", (0, 100))  # fmt: skip
    else:  # a tiny table: forbid the sequential scan (this transaction only) to see the index
        async with db.backend.write() as conn:
            await conn.execute("SET LOCAL enable_seqscan = off")
            plan = list(await conn.execute_fetchall(
                "EXPLAIN SELECT * FROM games WHERE status = 'active'"
                " AND (verified_version IS NULL OR verified_version <> version)"
                " AND id > ? ORDER BY id LIMIT ?", (0, 100)))  # fmt: skip
    assert "games_unverified" in " ".join(str(tuple(r)) for r in plan)
