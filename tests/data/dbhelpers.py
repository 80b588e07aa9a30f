"""Helpers for the persistence tests (imported as ``dbhelpers``; fixtures are in conftest)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import genial
from data import Database, GameRow
from data.migrate import Migration

T0 = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
# Real-size snowflakes: 64-bit ids reach every column and parameter on both backends.
GUILD, CHANNEL = 1178012345678901000, 1178012345678902000
ALICE, BOB, CAROL, DAVE = (1178012345678900000 + k for k in (11, 22, 33, 44))


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self, start: datetime = T0) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        self.now += timedelta(**delta)
        return self.now


def record(moves: int = 0, edition: str = "classic", players: int = 2) -> dict[str, Any]:
    """A record-shaped dict with ``moves`` placeholder moves (the DB never replays it)."""
    return {
        "schema": 1,
        "edition": edition,
        "players": players,
        "seed": 7,
        "options": {},
        "moves": [{"seat": i % players, "move": f"m{i + 1}"} for i in range(moves)],
    }


async def lobby(
    db: Database,
    *players: int,
    seats: int | None = None,
    guild_id: int = GUILD,
    edition: str = "classic",
) -> GameRow:
    """A lobby created by ``players[0]`` and joined by the others."""
    game = await db.lobby.create_game(
        guild_id=guild_id,
        channel_id=CHANNEL,
        creator_id=players[0],
        edition=edition,
        seats_wanted=seats or len(players),
        options={"bag": None},
    )
    for user in players[1:]:
        await db.lobby.join(game.id, user)
    return game


async def active(db: Database, *players: int, guild_id: int = GUILD) -> GameRow:
    """A started game, seats in the given order, the first player to act."""
    game = await lobby(db, *players, guild_id=guild_id)
    return await db.lobby.start(
        game.id,
        order=players,
        record=record(0, players=len(players)),
        summary={"turn": 0},
        current_user_id=players[0],
    )


async def sql(db: Database, statement: str, params: Any = ()) -> list[Any]:
    """Run one raw statement in its own transaction (either backend); its rows."""
    async with db.backend.write() as conn:
        return list(await conn.execute_fetchall(statement, params))


#: Real-size Discord ids (snowflakes need 64 bits; 32-bit columns would refuse them).
BIG_GUILD, BIG_CHANNEL = 1178012345678901234, 1178012345678901999
BIG_ALICE, BIG_BOB = 1178012345678900011, 1178012345678900022

OLD_MIGRATIONS_DIR = Path(__file__).parent / "old_migrations"


def old_migrations() -> list[Migration]:
    """The SQLite-only migrations 0001-0010 as they shipped before PostgreSQL support (fixtures:
    databases made by earlier versions of the bot are built with them)."""
    found = []
    for path in sorted(OLD_MIGRATIONS_DIR.glob("*.sql")):
        number, name = path.stem.split("_", 1)
        found.append(Migration(int(number), name, path.read_text("utf-8")))
    return found


def real_record(moves: int, seed: int = 5) -> dict[str, Any]:
    """The record of a real two-player classic game after ``moves`` best moves."""
    game = genial.create("classic", 2, seed=seed)
    for _ in range(moves):
        game.apply(game.best_move())
    return game.record()
