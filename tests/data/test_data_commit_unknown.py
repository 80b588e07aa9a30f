"""The connection to PostgreSQL lost at the commit (data.backend.postgres): the server
committed, the answer never came back. The bot cannot know whether it was written, so it
must not say "not played": the write raises CommitUnknownError (still an unreachable
database to every job that waits for it), whose message says the move shows up in its
thread if it was saved. A connection lost before the commit stays a plain
DatabaseUnreachableError: nothing was written.

Between the pool and a real server sits a TCP relay of the test's own that, when armed,
passes the client's ``COMMIT`` on to the server, reads the server's answer and, instead
of relaying it, closes the client's side.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from urllib.parse import urlsplit, urlunsplit

import pytest
import pytest_asyncio

from data import CommitUnknownError, Database, DatabaseUnreachableError
from i18n import text


class Relay:
    """A TCP relay to ``host:port`` that can drop a connection at a chosen moment."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        #: "commit": drop after the server answered a COMMIT; "body": drop the connection
        #: at the first statement after BEGIN (before it reaches the server); None: relay.
        self.armed: str | None = None
        self.dropped = 0
        self.server: asyncio.Server | None = None

    async def start(self) -> int:
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        return int(self.server.sockets[0].getsockname()[1])

    async def stop(self) -> None:
        if self.server is not None:
            self.server.close()
            with contextlib.suppress(Exception):
                await self.server.wait_closed()

    async def _serve(self, client_r: asyncio.StreamReader, client_w: asyncio.StreamWriter) -> None:
        server_r, server_w = await asyncio.open_connection(self.host, self.port)
        held = asyncio.Event()  # the server's answer to an armed COMMIT is not relayed

        async def up() -> None:
            while chunk := await client_r.read(65536):
                if self.armed == "body" and b"BEGIN" not in chunk:
                    self.armed = None
                    break  # lost inside the transaction, before its statement was sent
                if self.armed == "commit" and b"COMMIT" in chunk:
                    self.armed = None
                    held.set()
                server_w.write(chunk)
                await server_w.drain()
            _drop()

        async def down() -> None:
            while chunk := await server_r.read(65536):
                if held.is_set():
                    break  # the server committed; the client never hears it
                client_w.write(chunk)
                await client_w.drain()
            _drop()

        def _drop() -> None:
            self.dropped += 1
            for w in (client_w, server_w):
                w.close()

        tasks = [asyncio.create_task(up()), asyncio.create_task(down())]
        with contextlib.suppress(Exception):
            await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        for t in tasks:
            t.cancel()
        _drop()


@pytest_asyncio.fixture
async def relayed(pg_url: str) -> AsyncIterator[tuple[Relay, Database, Database]]:
    """A relay, the database opened through it, and the same database opened directly."""
    parts = urlsplit(pg_url)
    assert parts.hostname is not None and parts.port is not None
    relay = Relay(parts.hostname, parts.port)
    port = await relay.start()
    netloc = parts.netloc.rsplit(":", 1)[0] + f":{port}"
    through = await Database.open(urlunsplit(parts._replace(netloc=netloc)))
    direct = await Database.open(pg_url)
    try:
        yield relay, through, direct
    finally:
        await through.close()
        await direct.close()
        await relay.stop()


async def test_a_commit_whose_answer_is_lost_is_unknown_not_refused(
    relayed: tuple[Relay, Database, Database],
) -> None:
    relay, through, direct = relayed
    assert await through.claims.claim("warm-up")  # the pool has a connection
    relay.armed = "commit"
    with pytest.raises(CommitUnknownError) as caught:
        await through.claims.claim("lost-answer")
    assert isinstance(caught.value, DatabaseUnreachableError), "jobs wait for it as for any"
    assert caught.value.key == "err-data-commit-unknown"
    assert not await direct.claims.claim("lost-answer"), "the server did commit it"
    assert not through.reach.up
    # The pool reconnects by itself; the next call answers and says so.
    assert await through.claims.claim("after")
    assert through.reach.up


async def test_a_connection_lost_before_the_commit_wrote_nothing(
    relayed: tuple[Relay, Database, Database],
) -> None:
    relay, through, direct = relayed
    assert await through.claims.claim("warm-up")
    relay.armed = "body"
    with pytest.raises(DatabaseUnreachableError) as caught:
        await through.claims.claim("never-sent")
    assert not isinstance(caught.value, CommitUnknownError)
    assert caught.value.key == "err-data-unreachable"
    assert await direct.claims.claim("never-sent"), "nothing was written"


@pytest.mark.parametrize("locale", ["en", "de", "nl"])
def test_the_unknown_commit_is_explained_without_saying_not_played(locale: str) -> None:
    said = text(locale, "err-data-commit-unknown")
    assert said and "err-data" not in said
    assert "NOT" not in said and "NICHT" not in said and "NIET" not in said
