"""A move the database cannot take (disk full, locked by another process) is
refused with "your move was NOT played, try again later", the game is unchanged, and
the log has a warning line but no traceback."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from data.backend.sqlite import SqliteBackend
from tests.e2e.conftest import World
from tests.e2e.helpers import play_best, start_two_player, whose_turn

pytestmark = pytest.mark.asyncio


def tracebacks(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.exc_info]


@pytest.mark.parametrize("fault", ["full", "locked"])
async def test_move_refused_when_storage_fails(
    world: World, caplog: pytest.LogCaptureFixture, fault: str
) -> None:
    fake, alice, bob = world.fake, world.alice, world.bob
    caplog.set_level(logging.WARNING)
    bot = world.new_bot()
    async with fake.run_bot(bot):
        await fake.wait_commands_synced()
        thread, _ = await start_two_player(fake, world.channel, alice, bob, "classic")
        mover = await whose_turn(fake, [alice, bob], thread, 1)
        assert bot.db is not None
        backend = bot.db.backend
        assert isinstance(backend, SqliteBackend)
        before = (await bot.db.games.get_game(1), len(await bot.db.play.moves(1)))
        choices = await fake.autocomplete(
            mover, thread, "genial play", {"game": 1, "move": ""}, focused="move"
        )
        other: sqlite3.Connection | None = None
        real_execute = backend.conn.execute
        if fault == "full":
            # A full disk, at the point SQLite reports it: the driver's statement fails
            # with the very error (class and text) SQLite raises then.
            def full(sql: str, *args: Any) -> Any:
                if sql.lstrip().upper().startswith(("INSERT", "UPDATE")):
                    raise sqlite3.OperationalError("database or disk is full")
                return real_execute(sql, *args)

            backend.conn.execute = full  # type: ignore[method-assign]
        else:
            # Another process holds the write lock; give up quickly instead of after 5 s.
            await backend.fetch_all("PRAGMA busy_timeout = 50")
            other = sqlite3.connect(Path(backend.path), isolation_level=None)
            other.execute("BEGIN IMMEDIATE")
        caplog.clear()
        r = await fake.slash(mover, thread, "genial play", move=choices[0]["value"], game=1)
        assert r.ephemeral, r.text
        assert "your move was NOT played" in r.text and "try again later" in r.text, r.text
        assert "Something went wrong" not in r.text
        assert not tracebacks(caplog), tracebacks(caplog)
        assert any("storage unavailable" in m.getMessage() for m in caplog.records)
        if other is not None:
            other.execute("ROLLBACK")
            other.close()
        else:
            backend.conn.execute = real_execute  # type: ignore[method-assign]
        after = (await bot.db.games.get_game(1), len(await bot.db.play.moves(1)))
        assert after == before, "the refused move changed nothing"
        await fake.settle()
        # Once the storage is back the same player moves normally.
        await play_best(fake, mover, thread, 1)


async def test_storage_refusal_in_german(world: World) -> None:
    """The refusal is in the reader's language."""
    from i18n import text

    for lang, words in (("de", "NICHT gespielt"), ("nl", "NIET gespeeld")):
        assert words in text(lang, "err-data-storage")
