"""Every query the scheduler and the background jobs run each wake-up is served by an
index, on SQLite and on PostgreSQL.

The database holds enough rows that a full scan would show (thousands of finished games
with their done events and sent deliveries, a few hundred open ones), and statistics are
gathered, so each planner chooses freely. Each job's query is captured as the store
really runs it (its text and parameters), then explained: the plan must name the index
that serves it and must not scan the table it reads. Dropping or changing an index (or a
query so that its index no longer matches) fails here.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence
from datetime import timedelta
from typing import Any

import pytest
from dbhelpers import GUILD, T0, FakeClock

from data import Database
from data.audit import claim_sql
from data.rows import utc_text

FINISHED, OPEN = 3000, 1000
COMPUTER = -1  # a computer's synthetic user id


async def fill(db: Database) -> None:
    """Finished games with their history (done events, sent deliveries, done claims) and
    open games with one live event each, a few pending deliveries and computer turns."""
    now, user = utc_text(T0), 1178012345678900011
    games, seats, dues, deliveries, computers = [], [], [], [], []
    for gid in range(1, FINISHED + OPEN + 1):
        open_ = gid > FINISHED
        stamp = utc_text(T0 - timedelta(days=30) + timedelta(minutes=gid))
        to_move = COMPUTER if open_ and gid % 10 == 0 else user + gid % 7
        reminded = None if gid % 40 == 0 else stamp  # most turns were reminded already
        games.append((gid, GUILD, gid, 1, "classic", 2, user, "active" if open_ else "finished",
                      10, "{}", to_move if open_ else None, stamp, stamp, stamp, reminded))  # fmt: skip
        seats.extend([(gid, 0, user + gid % 7, stamp), (gid, 1, COMPUTER, stamp)])
        computers.append((gid, COMPUTER, "normal", stamp))
        for turn in range(4):  # earlier turns: their events are done
            at = utc_text(T0 - timedelta(days=30, minutes=-gid - turn))
            done = None if open_ and turn == 3 else at
            dues.append((gid, at, "timeout", 0, user + gid % 7,
                         utc_text(T0 + timedelta(minutes=gid)), done))  # fmt: skip
            state = "pending" if open_ and turn == 3 and gid % 50 == 0 else "sent"
            deliveries.append((GUILD, gid, "turn", turn + 1, turn, 0, state, stamp, stamp))
    async with db.backend.write() as conn:
        await conn.execute("INSERT INTO guilds (guild_id, created_at) VALUES (?, ?)", (GUILD, now))
        await conn.executemany(
            "INSERT INTO games (id, guild_id, number, channel_id, edition, seats_wanted,"
            " creator_id, status, version, record, current_user_id, created_at, updated_at,"
            " turn_started_at, reminded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            games,
        )
        await conn.executemany(
            "INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES (?, ?, ?, ?)", seats
        )
        await conn.executemany(
            "INSERT INTO computer_seats (game_id, user_id, level, since) VALUES (?, ?, ?, ?)",
            computers,
        )
        await conn.executemany(
            "INSERT INTO due_events (game_id, turn_started_at, kind, seat, user_id, due_at,"
            " done_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            dues,
        )
        await conn.executemany(
            "INSERT INTO deliveries (guild_id, game_id, kind, version, from_version,"
            " actor_seat, state, due_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            deliveries,
        )
        await conn.executemany(
            "INSERT INTO claims (claim_key, claimed_until, done_at) VALUES (?, ?, ?)",
            [(f"record-notice:{g}", now, now) for g in range(1, FINISHED + 1)],
        )
        await conn.execute("ANALYZE")


def capture(db: Database) -> list[tuple[str, Sequence[Any]]]:
    """Record every read the store runs from now on (text and parameters)."""
    seen: list[tuple[str, Sequence[Any]]] = []
    backend: Any = db.backend
    real = backend.fetch_all

    async def fetch_all(sql: str, params: Sequence[Any] = ()) -> Any:
        if not sql.startswith("EXPLAIN"):
            seen.append((sql, params))
        return await real(sql, params)

    backend.fetch_all = fetch_all
    return seen


async def plan_of(db: Database, sql: str, params: Sequence[Any]) -> str:
    word = "EXPLAIN QUERY PLAN " if db.backend.dialect == "sqlite" else "EXPLAIN "
    rows = await db.backend.fetch_all(word + sql, params)
    return "\n".join(" ".join(str(v) for v in tuple(r)) for r in rows)


def full_scans(dialect: str, plan: str, tables: tuple[str, ...]) -> list[str]:
    """Lines of ``plan`` that read a whole table of ``tables`` (not through an index)."""
    if dialect == "sqlite":  # "SCAN d" (a table scan) vs "SCAN d USING INDEX ..." / "SEARCH"
        pattern = re.compile(r"\bSCAN (\w+)(?! USING)( |$)", re.M)
        return [m.group(0) for m in pattern.finditer(plan) if m.group(1) in tables]
    return [line for line in plan.splitlines() for t in tables if f"Seq Scan on {t}" in line]


def COMPUTER_TURNS(db: Database) -> Awaitable[object]:
    return db.computers.computer_turns()


JOBS: list[tuple[str, Callable[[Database], Awaitable[object]], str, tuple[str, ...]]] = [
    # (what, the call, the index that serves it, the table aliases/names it must not scan)
    (
        "scheduler: next due",
        lambda db: db.due.next_due_at(),
        "due_events_wake",
        ("d", "due_events"),
    ),
    (
        "scheduler: next due, one shard of two",
        lambda db: db.due.next_due_at(shards=(2, (0,))),
        "due_events_wake",
        ("d", "due_events"),
    ),
    (
        "scheduler: due now",
        lambda db: db.due.due_until(T0 + timedelta(minutes=FINISHED + 5)),
        "due_events_wake",
        ("d", "due_events"),
    ),
    (
        "outbox: next due",
        lambda db: db.outbox.next_delivery_at(),
        "deliveries_pending",
        ("deliveries",),
    ),
    (
        "outbox: due now",
        lambda db: db.outbox.due_deliveries(),
        "deliveries_pending",
        ("d", "deliveries"),
    ),
    (
        "reminders",
        lambda db: db.listings.due_reminders(older_than=T0),
        "games_unreminded",
        ("games",),
    ),
    (
        "turn time-outs",
        lambda db: db.listings.overdue_turns(
            older_than=T0 - timedelta(days=30) + timedelta(minutes=FINISHED + 12)
        ),
        "games_due",
        ("games",),
    ),
    # Every active game is looked at (its seat to move may be a computer's): a sweep
    # every minute, O(open games), exempt from a bound on rows read.
    ("computer turns", COMPUTER_TURNS, "games_due", ("g", "games")),
    (
        "record check page",
        lambda db: db.audit.unverified_games_page(),
        "games_unverified",
        ("games",),
    ),
    (
        "record check: held by another process",
        lambda db: db.audit.unverified_held_until(shards=(2, (0,))),
        "games_unverified",
        ("games",),
    ),
]


@pytest.mark.parametrize("job", JOBS, ids=[j[0] for j in JOBS])
async def test_a_background_query_reads_its_index(
    db: Database, clock: FakeClock, job: tuple[str, Any, str, tuple[str, ...]]
) -> None:
    _, call, index, tables = job
    await fill(db)
    seen = capture(db)
    await call(db)
    assert seen, "the call ran no query"
    plans = [await plan_of(db, sql, params) for sql, params in seen]
    text = "\n".join(plans)
    assert index in text, f"{index} not used:\n{text}"
    assert not full_scans(db.backend.dialect, text, tables), text


async def test_the_record_checks_claim_reads_its_index(db: Database) -> None:
    """The claim is an UPDATE (not captured above): its statement is explained itself."""
    await fill(db)
    now = utc_text(T0)
    for on_shards, shard_params in (("", ()), (" AND ((guild_id >> 22) % ?) IN (?)", (2, 0))):
        sql = claim_sql(on_shards)
        text = await plan_of(db, sql, (now, 0, *shard_params, now, 10, now))
        assert "games_unverified" in text, text
        assert not full_scans(db.backend.dialect, text, ("games",)), text


async def test_the_index_check_sees_a_lost_index(db: Database) -> None:
    """The check itself can fail: without the wake index the next-due query scans."""
    await fill(db)
    async with db.backend.write() as conn:
        await conn.execute("DROP INDEX due_events_wake")
        await conn.execute("ANALYZE")
    seen = capture(db)
    await db.due.next_due_at()
    text = "\n".join([await plan_of(db, sql, params) for sql, params in seen])
    assert "due_events_wake" not in text
    if db.backend.dialect == "sqlite":  # every game (or every event) is visited
        assert re.search(r"\bSCAN (d|g)\b", text), text
    else:
        assert "Seq Scan on" in text, text
