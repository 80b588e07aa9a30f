"""Claims with a lease: work that must happen once among several bot processes
(``data/migrations/0015_claims.sql``).

Claim, then do the work, then mark it done::

    if await db.claims.claim("league-round:7:2"):
        await post(...)                   # a crash here: retried when the lease ends
        await db.claims.finish_claim("league-round:7:2")

Exactly one caller (of any process) gets True for a key while its lease runs; once the
lease has run out without :meth:`ClaimStore.finish_claim`, the next caller gets it
(the work is retried, never lost); after ``finish_claim`` nobody gets it again.
:meth:`ClaimStore.release_claim` gives a claim back at once (the work failed and should
be retried by the next pass). The lease must be longer than the work takes.
"""

from __future__ import annotations

from datetime import timedelta

from .rows import utc_text
from .store import Store

#: Seconds a claim holds by default: far longer than a post or a move takes, short enough
#: that work claimed by a process that died is retried within minutes.
LEASE_SECONDS = 120.0
#: Days a done claim is kept (it guards against a late retry of a lease run out meanwhile).
KEEP_DAYS = 7.0


class ClaimStore(Store):
    """Keyed claims in the ``claims`` table."""

    def _until(self, lease: float) -> str:
        return utc_text(self._clock() + timedelta(seconds=lease))

    async def claim(self, key: str, *, lease: float = LEASE_SECONDS) -> bool:
        """Claim the work named ``key`` for ``lease`` seconds: True for exactly one caller
        while the work is neither done nor held by a live lease."""
        async with self._write() as conn:
            rows = await conn.execute_fetchall(
                "INSERT INTO claims (claim_key, claimed_until) VALUES (?, ?)"
                " ON CONFLICT (claim_key) DO UPDATE SET claimed_until = excluded.claimed_until,"
                " tries = claims.tries + 1"
                " WHERE claims.done_at IS NULL AND claims.claimed_until <= ?"
                " RETURNING claim_key",
                (key, self._until(lease), self._now()),
            )
            return bool(rows)

    async def retake(self, key: str, *, lease: float = LEASE_SECONDS) -> bool:
        """Claim ``key`` again only if it was claimed before and that claim ran out
        unfinished (the claimer died): True for one caller then; False when it was never
        claimed, is done, or a live lease holds it."""
        async with self._write() as conn:
            cursor = await conn.execute(
                "UPDATE claims SET claimed_until = ?, tries = tries + 1 WHERE claim_key = ?"
                " AND done_at IS NULL AND claimed_until <= ?",
                (self._until(lease), key, self._now()),
            )
            return cursor.rowcount == 1

    async def finish_claim(self, key: str) -> None:
        """The claimed work is done: nobody claims ``key`` again."""
        async with self._write() as conn:
            await conn.execute(
                "UPDATE claims SET done_at = ? WHERE claim_key = ? AND done_at IS NULL",
                (self._now(), key),
            )

    async def release_claim(self, key: str) -> None:
        """Give a claim back before its lease ends (the work failed; the next pass retries);
        nothing once the work is done."""
        async with self._write() as conn:
            await conn.execute("DELETE FROM claims WHERE claim_key = ? AND done_at IS NULL", (key,))

    async def prune_claims(self, *, days: float = KEEP_DAYS) -> int:
        """Delete claims done more than ``days`` ago; how many. Their work is also marked
        where it lives (a table's posted flag, a game's reminded_at or damage mark), so
        nothing is done again; claims not done are kept whatever their age."""
        cutoff = utc_text(self._clock() - timedelta(days=days))
        async with self._write() as conn:
            cursor = await conn.execute(
                "DELETE FROM claims WHERE done_at IS NOT NULL AND done_at < ?", (cutoff,)
            )
            return max(cursor.rowcount, 0)

    async def claim_done(self, key: str) -> bool:
        """Whether the work named ``key`` is done."""
        row = await self._one(
            "SELECT 1 FROM claims WHERE claim_key = ? AND done_at IS NOT NULL", (key,)
        )
        return row is not None

    async def claim_tries(self, key: str) -> int:
        """How many times ``key`` was claimed (0: never), for logs and tests."""
        row = await self._one("SELECT tries FROM claims WHERE claim_key = ?", (key,))
        return int(row[0]) if row is not None else 0
