"""Whether the database answers: a PostgreSQL server may restart or be unreachable for a
while in the middle of play.

The backend reports each connection-level failure (:meth:`Reach.lost`: the server is
down, restarting, refusing connections, or does not answer in time) and each statement
that succeeds while the database was lost (:meth:`Reach.back`). Meanwhile every call
raises :class:`data.errors.DatabaseUnreachableError` (nothing was written: a move was
not played), and the background jobs wait in :meth:`Reach.wait`, which probes the
database every :data:`PROBE_SECONDS` until it answers. The pool reconnects by itself;
the change is logged once each way and told to whoever listens (the health signal).
SQLite never goes away: its disk-full and locked cases are refusals of their own.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

log = logging.getLogger("data.reach")

#: Seconds between probes while the database does not answer.
PROBE_SECONDS = 1.0


class Reach:
    """The database's reachability as this process sees it (one per backend)."""

    def __init__(self) -> None:
        self.up = True
        #: Why it was lost (a driver's error class and text: never a password).
        self.note = ""
        #: When it was lost or came back (monotonic seconds).
        self.since = time.monotonic()
        #: Called with (up, note) whenever it changes (the health signal).
        self.listeners: list[Callable[[bool, str], None]] = []
        #: How to ask the database whether it answers (the backend's ``SELECT 1``).
        self.probe: Callable[[], Awaitable[object]] | None = None
        self._back = asyncio.Event()
        self._back.set()
        self._probing = asyncio.Lock()

    def lost(self, why: str) -> None:
        """A call failed because the database cannot be reached (said once)."""
        if not self.up:
            return
        self.up, self.note, self.since = False, why, time.monotonic()
        self._back.clear()
        log.warning(
            "database unreachable (%s): moves are refused and background jobs wait until"
            " it answers again",
            why,
        )
        self._tell()

    def back(self) -> None:
        """A call succeeded: the database answers (said once, after :meth:`lost`)."""
        if self.up:
            return
        away = time.monotonic() - self.since
        self.up, self.note, self.since = True, "", time.monotonic()
        self._back.set()
        log.info("database reachable again after %.0f s: background jobs resume", away)
        self._tell()

    def _tell(self) -> None:
        for listener in list(self.listeners):
            try:
                listener(self.up, self.note)
            except Exception:  # a listener must not break the database's callers
                log.exception("a reachability listener failed")

    async def wait(self) -> None:
        """Return once the database answers (at once when it does): probe it every
        PROBE_SECONDS meanwhile; several waiters take turns with one probe."""
        while not self.up:
            if self.probe is None:  # nothing to ask with: wait to be told
                await self._back.wait()
                return
            async with self._probing:
                if self.up:
                    return
                try:
                    await self.probe()
                except Exception:
                    await asyncio.sleep(PROBE_SECONDS)
                else:
                    self.back()
