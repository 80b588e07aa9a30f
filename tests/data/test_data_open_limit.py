"""The limit on open games per player holds under concurrent creations.

The count is made in the creating transaction under the guild row's lock, so several
connections (several bot processes) creating at once never pass the limit.
"""

from __future__ import annotations

import asyncio

import pytest
from dbhelpers import ALICE, BOB, CHANNEL, GUILD, FakeClock

from data import Database, OpenLimitError

LIMIT = 3
ATTEMPTS = 8


async def _create(db: Database, user: int, guild_id: int = GUILD) -> int:
    game = await db.lobby.create_game(
        guild_id=guild_id,
        channel_id=CHANNEL,
        creator_id=user,
        edition="classic",
        seats_wanted=2,
        options={},
        open_limit=LIMIT,
    )
    return game.id


async def test_the_limit_refuses_the_next_game_and_writes_nothing(db: Database) -> None:
    for _ in range(LIMIT):
        await _create(db, ALICE)
    with pytest.raises(OpenLimitError) as caught:
        await _create(db, ALICE)
    assert caught.value.key == "ui-new-limit" and dict(caught.value.params) == {"limit": LIMIT}
    assert await db.due.open_games_of(GUILD, ALICE) == LIMIT
    # Per player and per server: Bob here and Alice elsewhere still may.
    await _create(db, BOB)
    await _create(db, ALICE, guild_id=GUILD + 1)
    # A finished game frees a place.
    first = await db.games.find_game(GUILD, number=1)
    assert first is not None and await db.lobby.cancel(first.id)
    await _create(db, ALICE)


async def test_concurrent_creations_from_several_connections_keep_the_limit(
    db_target: str, db: Database, clock: FakeClock
) -> None:
    # One connection per would-be process (``db`` has migrated the database already).
    others = [await Database.open(db_target, clock=clock) for _ in range(ATTEMPTS - 1)]
    try:
        outcomes = await asyncio.gather(
            *(_create(conn, ALICE) for conn in [db, *others]), return_exceptions=True
        )
    finally:
        for conn in others:
            await conn.close()
    made = [o for o in outcomes if isinstance(o, int)]
    refused = [o for o in outcomes if isinstance(o, OpenLimitError)]
    assert len(made) == LIMIT and len(refused) == ATTEMPTS - LIMIT, outcomes
    assert await db.due.open_games_of(GUILD, ALICE) == LIMIT
