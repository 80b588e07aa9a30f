"""Per-guild numbers (migrations 0003, 0011) and lookups scoped to one guild."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest
from dbhelpers import ALICE, BOB, CHANNEL, GUILD, lobby, old_migrations, sql

from data import ConstraintError, Database
from data.backend.sqltext import split_statements

OTHER = GUILD + 1


async def test_each_guild_numbers_its_games_from_one(db: Database) -> None:
    a1 = await lobby(db, ALICE)
    b1 = await lobby(db, BOB, guild_id=OTHER)
    a2 = await lobby(db, ALICE, BOB)
    b2 = await lobby(db, BOB, guild_id=OTHER)
    assert [(g.guild_id, g.number) for g in (a1, b1, a2, b2)] == [
        (GUILD, 1),
        (OTHER, 1),
        (GUILD, 2),
        (OTHER, 2),
    ]
    assert len({a1.id, b1.id, a2.id, b2.id}) == 4  # internal ids stay unique


async def test_find_game_only_inside_its_guild(db: Database) -> None:
    mine = await lobby(db, ALICE)
    theirs = await lobby(db, BOB, guild_id=OTHER)
    assert await db.games.find_game(GUILD, number=1) == mine
    assert await db.games.find_game(OTHER, number=1) == theirs
    assert await db.games.find_game(GUILD, game_id=mine.id) == mine
    # A foreign game looks exactly like a missing one.
    assert await db.games.find_game(GUILD, game_id=theirs.id) is None
    assert await db.games.find_game(OTHER, game_id=mine.id) is None
    assert await db.games.find_game(GUILD, number=2) is None
    with pytest.raises(ValueError):
        await db.games.find_game(GUILD)
    with pytest.raises(ValueError):
        await db.games.find_game(GUILD, number=1, game_id=mine.id)
    assert await db.games.find_game(GUILD, thread_id=777) is None
    await db.lobby.set_messages(mine.id, thread_id=777)
    assert await db.games.find_game(GUILD, thread_id=777) == await db.games.get_game(mine.id)
    assert await db.games.find_game(OTHER, thread_id=777) is None


async def test_numbers_are_unique_per_guild_in_sql(db: Database) -> None:
    game = await lobby(db, ALICE)
    with pytest.raises(ConstraintError):
        async with db.backend.write() as conn:
            await conn.execute(
                "INSERT INTO games (guild_id, number, channel_id, edition, seats_wanted,"
                " creator_id, created_at, updated_at) VALUES (?, ?, ?, 'classic', 2, ?, 'x', 'x')",
                (GUILD, game.number, CHANNEL, ALICE),
            )


async def test_migration_numbers_existing_games_per_guild_in_creation_order(
    tmp_path: Path,
) -> None:
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    for migration in old_migrations()[:2]:
        for statement in split_statements(migration.sql):
            conn.execute(statement)
    conn.execute("INSERT INTO guilds (guild_id, created_at) VALUES (5, 't'), (6, 't')")
    # ids interleave the two guilds, as they did when ids were global.
    for game_id, guild in [(3, 5), (4, 6), (8, 5), (9, 5), (12, 6)]:
        conn.execute(
            "INSERT INTO games (id, guild_id, channel_id, edition, seats_wanted, creator_id,"
            " created_at, updated_at) VALUES (?, ?, 1, 'classic', 2, 11,"
            " '2024-01-01T00:00:00.000000Z', '2024-01-01T00:00:00.000000Z')",
            (game_id, guild),
        )
    conn.execute("PRAGMA user_version = 2")
    conn.close()
    async with await Database.open(path) as db:
        numbers = {g: (await db.games.get_game(g)) for g in (3, 4, 8, 9, 12)}
        assert {g: (row.guild_id, row.number) for g, row in numbers.items() if row} == {
            3: (5, 1),
            4: (6, 1),
            8: (5, 2),
            9: (5, 3),
            12: (6, 2),
        }
        # The next game of guild 5 continues after the backfilled ones; ids keep going.
        new = await db.lobby.create_game(
            guild_id=5, channel_id=1, creator_id=11, edition="classic", seats_wanted=2, options={}
        )
        assert (new.number, new.id) == (4, 13)


async def test_simultaneous_creations_get_distinct_numbers(db: Database) -> None:
    games = await asyncio.gather(*(lobby(db, ALICE) for _ in range(8)))
    assert sorted(g.number for g in games) == list(range(1, 9))


async def test_creations_from_several_connections_never_collide(
    db: Database, db_target: str
) -> None:
    """Four more connections (as four processes would have; on PostgreSQL each a pool)
    create games, leagues and rated results in two guilds at once: every number is
    taken once, without gaps, and no creation fails."""
    others = [await Database.open(db_target) for _ in range(4)]
    try:
        everyone = [db, *others]

        async def burst(conn: Database, k: int) -> list[tuple[int, int]]:
            made = []
            for i in range(6):
                guild = GUILD if (k + i) % 2 else OTHER
                game = await lobby(conn, ALICE + k, guild_id=guild)
                made.append((game.guild_id, game.number))
            return made

        async def leagues(conn: Database, k: int) -> list[int]:
            numbers = []
            for i in range(2):
                league = await conn.leagues.create_league(
                    GUILD, name=f"L{k}-{i}", edition="classic", per_table=2, format="swiss",
                    rounds=1, channel_id=CHANNEL, organiser_id=ALICE, seed="s",
                )  # fmt: skip
                numbers.append(league.number)
            return numbers

        results = await asyncio.gather(
            *(burst(c, k) for k, c in enumerate(everyone)),
            *(leagues(c, k) for k, c in enumerate(everyone)),
        )
        games = [pair for part in results[: len(everyone)] for pair in part]  # type: ignore[union-attr]
        for guild in (GUILD, OTHER):
            numbers = sorted(n for g, n in games if g == guild)
            assert numbers == list(range(1, len(numbers) + 1)), guild
        league_numbers = sorted(n for part in results[len(everyone) :] for n in part)  # type: ignore[union-attr]
        assert league_numbers == list(range(1, 2 * len(everyone) + 1))

        # Rating sequence numbers: one per applied result, applied from every connection.
        rated = [await lobby(db, ALICE, BOB) for _ in everyone]
        for game in rated:
            await db.rating.set_rated(game.id, True)
        await asyncio.gather(
            *(
                c.rating.record_result(g.id, {ALICE: 1, BOB: 2})
                for c, g in zip(everyone, rated, strict=True)
            )
        )
        seqs = await sql(db, "SELECT seq FROM rating_games ORDER BY seq")
        assert [r[0] for r in seqs] == list(range(1, len(everyone) + 1))
    finally:
        for other in others:
            await other.close()
