"""The start-up record check's queries: keyset pages of active games, report-once mark."""

from __future__ import annotations

import pytest
from dbhelpers import GUILD, active, lobby

from data import Database, NotFoundError
from data.audit import damage_reported


async def test_active_games_come_in_pages_by_id_and_skip_the_others(db: Database) -> None:
    games = [await active(db, 10 + i, 20 + i) for i in range(5)]
    await lobby(db, 99, 98)  # not started: no record to check
    await db.lobby.cancel(games[2].id)
    wanted = [g.id for g in games if g.id != games[2].id]
    seen: list[int] = []
    after = 0
    while page := await db.audit.active_games_page(after_id=after, limit=2):
        assert len(page) <= 2
        seen += [g.id for g in page]
        after = page[-1].id
    assert seen == wanted
    assert all(r.record is not None for r in await db.audit.active_games_page())


async def test_a_damaged_record_is_marked_once_and_keeps_the_summary(db: Database) -> None:
    game = await active(db, 1, 2)
    assert not damage_reported((await db.audit.active_games_page())[0])
    assert await db.audit.mark_record_damaged(game.id) is True
    assert await db.audit.mark_record_damaged(game.id) is False
    await db.audit.unmark_record_damaged(game.id)  # its notice could not be posted: claim again
    assert await db.audit.mark_record_damaged(game.id) is True
    row = (await db.audit.active_games_page())[0]
    assert damage_reported(row) and row.summary["turn"] == 0
    with pytest.raises(NotFoundError):
        await db.audit.mark_record_damaged(12345)


async def test_open_games_are_counted_per_server(db: Database) -> None:
    await active(db, 1, 2)
    await lobby(db, 3, 4)
    await lobby(db, 5, 6, guild_id=77)
    gone = await active(db, 7, 8)
    await db.lobby.cancel(gone.id)
    assert await db.audit.open_games_by_guild() == {GUILD: 2, 77: 1}
