"""The outbox: what the bot owes the players, written with the change of state.

A committed move writes a ``deliveries`` row in its own transaction
(:meth:`data.play.PlayStore.commit_moves_row`, ``announce=``). A deliverer then claims
the row (a lease: ``claimed_until``), sends the turn post, and marks it sent together with
the game's latest post (``game_posts``) in one transaction; a failure puts it back with a
later ``due_at``. Each game's deliveries go out in order: only a game's oldest pending
delivery can be claimed. Several processes share the table safely: a claim is one
conditional UPDATE, so of two claimants exactly one wins.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from .backend.protocol import Conn, Row
from .rows import utc_text, utc_time
from .store import Shards, Store, shard_sql

#: Attempts after which a delivery is given up ('failed'): with the backoff below that
#: is about a day of trying (a server that took the bot's permission away).
MAX_ATTEMPTS = 30
#: Seconds a new delivery is left to the process that committed it.
GRACE = 5.0
#: Seconds before the next attempt, by attempts so far (the last value repeats).
BACKOFF = (2.0, 5.0, 15.0, 60.0, 300.0, 900.0, 3600.0)


def backoff(attempts: int) -> float:
    """Seconds to wait after ``attempts`` failed attempts."""
    return BACKOFF[min(max(attempts, 1), len(BACKOFF)) - 1]


@dataclass(frozen=True)
class Announce:
    """What a commit owes the players: the turn post of the moves it appends."""

    actor_seat: int
    previous_user: int | None


@dataclass(frozen=True)
class Delivery:
    """One row of the outbox."""

    id: int
    guild_id: int
    game_id: int
    kind: str
    version: int
    from_version: int
    actor_seat: int
    previous_user: int | None
    state: str
    attempts: int
    due_at: datetime
    steps: frozenset[str]
    error: str


@dataclass(frozen=True)
class GamePost:
    """A game's latest turn post (the one whose button is live)."""

    game_id: int
    channel_id: int
    message_id: int
    version: int
    lines: tuple[str, ...] = ()
    chain: bool = False
    kept: str | None = None  #: what stays true once the turn has passed (None: unknown)


_COLUMNS = (
    "id, guild_id, game_id, kind, version, from_version, actor_seat, previous_user,"
    " state, attempts, due_at, steps, error"
)


def _delivery(row: Row) -> Delivery:
    (id_, guild, game, kind, version, from_v, seat, prev, state, attempts, due, steps, err) = row
    at = utc_time(str(due))
    assert at is not None
    return Delivery(
        int(str(id_)),
        int(str(guild)),
        int(str(game)),
        str(kind),
        int(str(version)),
        int(str(from_v)),
        int(str(seat)),
        None if prev is None else int(str(prev)),
        str(state),
        int(str(attempts)),
        at,
        frozenset(s for s in str(steps).split(",") if s),
        str(err),
    )


async def insert_delivery(
    conn: Conn,
    now: datetime,
    guild_id: int,
    game_id: int,
    version: int,
    from_version: int,
    a: Announce,
    kind: str = "turn",
) -> None:
    """Inside a commit's transaction (the lobby's, play's): the turn post it owes (once
    per version), or another ``kind`` of post ('cancel': the game was cancelled by
    ``previous_user``). ``now``: the database clock's time."""
    # Due a little later: the committing process delivers it at once itself; the sweep
    # (of any process) takes it only if that did not happen (a crash, a failure).
    due = utc_text(now + timedelta(seconds=GRACE))
    await conn.execute(
        "INSERT INTO deliveries (guild_id, game_id, kind, version, from_version,"
        " actor_seat, previous_user, due_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (game_id, kind, version) DO NOTHING",
        (
            guild_id,
            game_id,
            kind,
            version,
            from_version,
            a.actor_seat,
            a.previous_user,
            due,
            utc_text(now),
        ),
    )


class DeliveryStore(Store):
    """The outbox's rows, claims and marks."""

    async def owe_delivery(self, guild_id: int, game_id: int, version: int, kind: str) -> None:
        """A post owed apart from a commit (a league round's results), once per key."""
        async with self._write() as conn:
            await insert_delivery(
                conn, self._clock(), guild_id, game_id, version, version, Announce(0, None), kind
            )

    async def delivery(self, delivery_id: int) -> Delivery | None:
        row = await self._one(f"SELECT {_COLUMNS} FROM deliveries WHERE id = ?", (delivery_id,))
        return None if row is None else _delivery(row)

    async def delivery_for(self, game_id: int, version: int, kind: str = "turn") -> Delivery | None:
        """The delivery of ``game_id`` at ``version`` (of ``kind``), if any."""
        row = await self._one(
            f"SELECT {_COLUMNS} FROM deliveries WHERE game_id = ? AND kind = ? AND version = ?",
            (game_id, kind, version),
        )
        return None if row is None else _delivery(row)

    async def delivery_message(self, delivery_id: int) -> int | None:
        """The message a sent delivery posted or edited (None before)."""
        row = await self._one("SELECT message_id FROM deliveries WHERE id = ?", (delivery_id,))
        return None if row is None or row[0] is None else int(str(row[0]))

    async def next_pending(self, game_id: int) -> Delivery | None:
        """The game's oldest pending delivery, if any."""
        row = await self._one(
            f"SELECT {_COLUMNS} FROM deliveries WHERE game_id = ? AND state = 'pending'"
            " AND kind <> 'lobby' ORDER BY version LIMIT 1",
            (game_id,),
        )
        return None if row is None else _delivery(row)

    async def deliveries_of(self, game_id: int) -> list[Delivery]:
        """Every delivery of a game, oldest first (tests, /server status)."""
        rows = await self._all(
            f"SELECT {_COLUMNS} FROM deliveries WHERE game_id = ? ORDER BY version", (game_id,)
        )
        return [_delivery(r) for r in rows]

    async def due_deliveries(
        self, *, shards: Shards = None, limit: int = 50, at: datetime | None = None
    ) -> list[Delivery]:
        """Pending deliveries due now whose claim is free or expired, each game's oldest
        pending one only (a game's posts go out in order), oldest first."""
        now = self._now() if at is None else utc_text(at)
        on_delivery_shards, params = shard_sql("d.guild_id", shards)
        rows = await self._all(
            f"SELECT {_COLUMNS} FROM deliveries d WHERE d.state = 'pending' AND d.due_at <= ?"
            " AND (d.claimed_until IS NULL OR d.claimed_until < ?)"
            " AND NOT EXISTS (SELECT 1 FROM deliveries e WHERE e.game_id = d.game_id"
            " AND e.state = 'pending' AND e.version < d.version AND e.kind <> 'lobby')"
            + on_delivery_shards
            + " ORDER BY d.due_at, d.id"  # the pending index's order: read from it, not all
            " LIMIT ?",
            (now, now, *params, limit),
        )
        return [_delivery(r) for r in rows]

    async def pending_count(self, *, shards: Shards = None) -> int:
        on_own_shards, params = shard_sql("guild_id", shards)
        row = await self._one(
            "SELECT COUNT(*) FROM deliveries WHERE state = 'pending'" + on_own_shards, params
        )
        return int(row[0]) if row is not None else 0

    async def claim_delivery(self, delivery_id: int, owner: str, lease: float) -> bool:
        """Claim a pending delivery for ``lease`` seconds; False if another holds it, it is
        not pending any more, or an older delivery of its game is still pending."""
        now = self._clock()
        async with self._write() as conn:
            cursor = await conn.execute(
                "UPDATE deliveries SET claimed_by = ?, claimed_until = ? WHERE id = ?"
                " AND state = 'pending' AND (claimed_until IS NULL OR claimed_until < ?)"
                " AND NOT EXISTS (SELECT 1 FROM deliveries e"
                " WHERE e.game_id = deliveries.game_id AND e.state = 'pending'"
                " AND e.version < deliveries.version AND e.kind <> 'lobby')",
                (
                    owner,
                    utc_text(now + timedelta(seconds=lease)),
                    delivery_id,
                    utc_text(now),
                ),
            )
            return cursor.rowcount == 1

    async def release_claims(self, *, shards: Shards = None) -> int:
        """Free the claims on the deliveries of ``shards``' servers (a process starting up:
        its servers are its own, so a claim there was left by its previous life)."""
        on_own_shards, params = shard_sql("guild_id", shards)
        async with self._write() as conn:
            cursor = await conn.execute(
                "UPDATE deliveries SET claimed_by = NULL, claimed_until = NULL"
                " WHERE state = 'pending' AND claimed_by IS NOT NULL" + on_own_shards,
                params,
            )
            return int(cursor.rowcount)

    async def delivery_step(self, delivery_id: int, step: str) -> None:
        """Record that a part of the delivery is done (``dm``, ``mention``)."""
        await self._edit_steps(delivery_id, lambda steps: steps | {step})

    async def delivery_target(self, delivery_id: int, target: str | None) -> None:
        """Record where the delivery is writing now (``post:<channel>`` or ``edit:<channel>``,
        replacing any earlier one), or that it wrote nothing there after all (None): a
        retry after a lost answer goes back to that one place only."""

        def retarget(steps: set[str]) -> set[str]:
            kept = {s for s in steps if not s.startswith(("post:", "edit:"))}
            return kept | {target} if target is not None else kept

        await self._edit_steps(delivery_id, retarget)

    async def _edit_steps(self, delivery_id: int, change: Callable[[set[str]], set[str]]) -> None:
        """Read, change and write a delivery's steps in one transaction."""
        async with self._write() as conn:
            rows = await conn.execute_fetchall(
                "SELECT steps FROM deliveries WHERE id = ?", (delivery_id,)
            )
            steps = {s for s in str(rows[0][0]).split(",") if s} if rows else set()
            await conn.execute(
                "UPDATE deliveries SET steps = ? WHERE id = ?",
                (",".join(sorted(change(steps))), delivery_id),
            )

    async def delivery_sent(
        self,
        delivery_id: int,
        post: GamePost | None,
        *,
        message_id: int | None = None,
        lobby_owed: Delivery | None = None,
    ) -> None:
        """Mark the delivery sent and, in the same transaction, remember the game's latest
        post (``post``; None keeps the one remembered). ``lobby_owed``: the post is out
        but Discord failed the lobby message's edit; a 'lobby' delivery of the same
        version owes it (it blocks no post of the game and is retried with the backoff)."""
        now = self._now()
        async with self._write() as conn:
            await conn.execute(
                "UPDATE deliveries SET state = 'sent', sent_at = ?, claimed_by = NULL,"
                " claimed_until = NULL, message_id = ?, error = '' WHERE id = ?",
                (now, message_id, delivery_id),
            )
            if post is not None:
                await _upsert_post(conn, post)
            if lobby_owed is not None:
                d = lobby_owed
                await conn.execute(
                    "INSERT INTO deliveries (guild_id, game_id, kind, version, from_version,"
                    " actor_seat, previous_user, due_at, created_at)"
                    " VALUES (?, ?, 'lobby', ?, ?, ?, ?, ?, ?)"
                    " ON CONFLICT (game_id, kind, version) DO NOTHING",
                    (d.guild_id, d.game_id, d.version, d.from_version, d.actor_seat,
                     d.previous_user, utc_text(self._clock() + timedelta(seconds=backoff(1))),
                     now),
                )  # fmt: skip

    async def remember_post(self, post: GamePost) -> None:
        """Remember a game's latest post made outside the outbox (the start post)."""
        async with self._write() as conn:
            await _upsert_post(conn, post)

    async def delivery_failed(self, delivery_id: int, error: str, *, retry: bool = True) -> bool:
        """An attempt failed: try again after the backoff, or give up (``retry=False``, or
        after MAX_ATTEMPTS). Returns True if it will be tried again."""
        now = self._clock()
        async with self._write() as conn:
            rows = await conn.execute_fetchall(
                "SELECT attempts FROM deliveries WHERE id = ?", (delivery_id,)
            )
            attempts = (int(rows[0][0]) if rows else 0) + 1
            again = retry and attempts < MAX_ATTEMPTS
            due = now + timedelta(seconds=backoff(attempts))
            await conn.execute(
                "UPDATE deliveries SET attempts = ?, due_at = ?, state = ?, error = ?,"
                " claimed_by = NULL, claimed_until = NULL WHERE id = ?",
                (
                    attempts,
                    utc_text(due),
                    "pending" if again else "failed",
                    error[:200],
                    delivery_id,
                ),
            )
            return again

    async def next_delivery_at(self, *, shards: Shards = None) -> datetime | None:
        """When the next pending delivery is due (None: nothing pending)."""
        on_own_shards, params = shard_sql("guild_id", shards)
        row = await self._one(
            "SELECT due_at FROM deliveries WHERE state = 'pending'"
            + on_own_shards
            + " ORDER BY due_at LIMIT 1",  # the first entry of the pending index
            params,
        )
        return utc_time(row[0]) if row is not None and row[0] is not None else None

    async def game_post(self, game_id: int) -> GamePost | None:
        row = await self._one(
            "SELECT game_id, channel_id, message_id, version, lines, chain, kept FROM game_posts"
            " WHERE game_id = ?",
            (game_id,),
        )
        if row is None:
            return None
        try:
            lines = tuple(str(x) for x in json.loads(str(row[4])))
        except ValueError:
            lines = ()
        return GamePost(
            int(str(row[0])),
            int(str(row[1])),
            int(str(row[2])),
            int(str(row[3])),
            lines,
            bool(row[5]),
            None if row[6] is None else str(row[6]),
        )

    async def forget_game_post(self, game_id: int) -> None:
        """The game's post is gone (deleted, or its thread): the next one starts afresh."""
        async with self._write() as conn:
            await conn.execute("DELETE FROM game_posts WHERE game_id = ?", (game_id,))

    async def claim_alert(self, guild_id: int, kind: str) -> bool:
        """True once per (server, problem): the caller then tells the server's admins."""
        async with self._write() as conn:
            cursor = await conn.execute(
                "INSERT INTO guild_alerts (guild_id, kind, told_at) VALUES (?, ?, ?)"
                " ON CONFLICT (guild_id, kind) DO NOTHING",
                (guild_id, kind, self._now()),
            )
            return cursor.rowcount == 1

    async def clear_alert(self, guild_id: int, kind: str) -> None:
        """The problem is solved (a post went through): a later one is told again."""
        async with self._write() as conn:
            await conn.execute(
                "DELETE FROM guild_alerts WHERE guild_id = ? AND kind = ?", (guild_id, kind)
            )


async def _upsert_post(conn: Conn, post: GamePost) -> None:
    await conn.execute(
        "INSERT INTO game_posts (game_id, channel_id, message_id, version, lines, chain, kept)"
        " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET"
        " channel_id = excluded.channel_id, message_id = excluded.message_id,"
        " version = excluded.version, lines = excluded.lines, chain = excluded.chain,"
        " kept = excluded.kept",
        (
            post.game_id,
            post.channel_id,
            post.message_id,
            post.version,
            json.dumps(list(post.lines)),
            int(post.chain),
            post.kept,
        ),
    )
