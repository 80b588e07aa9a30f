"""Moving house: copy a whole database into an empty one of either kind, then check it.

``python -m data copy SRC DST`` (SRC and DST: a SQLite file or a ``postgresql://`` URL).
Both are opened (and migrated) with :meth:`Database.open`, so both have the newest
schema; DST must hold no rows. Every table is copied in key order (``id`` order for
the tables with generated ids) in ONE transaction of DST: a failure leaves it empty.
PostgreSQL's identity sequences are then moved past the copied ids. Last, the copy is
checked: the same number of rows in every table, and every stored game record replays
on DST (:meth:`data.play.PlayStore.load_game`) as it does on SRC.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .backend.protocol import Backend, Conn, Row
from .db import Database
from .errors import DataError

#: Every table, parents before children, with its key (the copy's order and cursor).
#: tests/data/test_data_copy.py checks that this lists every table of the schema.
TABLES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("guilds", ("guild_id",)),
    ("user_names", ("user_id",)),
    ("user_settings", ("user_id",)),
    ("counters", ("guild_id", "name")),
    ("games", ("id",)),
    ("seats", ("game_id", "user_id")),
    ("invites", ("game_id", "user_id")),
    ("moves", ("game_id", "n")),
    ("solo_bests", ("guild_id", "user_id", "edition")),
    ("rating_games", ("game_id",)),
    ("rating_results", ("game_id", "user_id")),
    ("rating_changes", ("game_id", "user_id")),
    ("ratings", ("guild_id", "edition", "user_id")),
    ("leagues", ("id",)),
    ("league_seasons", ("id",)),
    ("league_entrants", ("season_id", "user_id")),
    ("league_tables", ("season_id", "round", "tab")),
    ("league_seats", ("season_id", "round", "tab", "seat")),
    ("game_clocks", ("game_id",)),
    ("seat_clocks", ("game_id", "seat")),
    ("vacations", ("id",)),
    ("due_events", ("game_id", "turn_started_at", "user_id", "kind")),
    ("computer_seats", ("game_id", "user_id")),
    ("computer_options", ("game_id",)),
    ("bot_state", ("name",)),
    ("deliveries", ("id",)),
    ("game_posts", ("game_id",)),
    ("guild_alerts", ("guild_id", "kind")),
    ("claims", ("claim_key",)),
    ("rematches", ("old_game_id",)),
    ("follows", ("game_id", "user_id")),
    ("forgotten", ("id",)),
    ("takebacks", ("game_id",)),
    ("daily_secret", ("id",)),
    ("daily_days", ("guild_id", "day")),
    ("daily_plays", ("guild_id", "day", "user_id")),
    ("lobby_partners", ("game_id", "user_id")),
)
#: Tables whose ``id`` the database generates (PostgreSQL: an identity sequence).
GENERATED_IDS = ("games", "leagues", "league_seasons", "vacations", "deliveries", "forgotten")
#: Rows per batch read from SRC and written to DST.
BATCH = 2000


class CopyError(DataError):
    """The copy was refused (DST not empty) or its check failed."""

    reason = "copy"


@dataclass
class CopyReport:
    """What was copied and what the check found."""

    rows: dict[str, int] = field(default_factory=dict)
    replayed: int = 0
    damaged: list[tuple[int, str]] = field(default_factory=list)
    #: Games whose record does not replay on SRC either (copied as they were).
    damaged_before: list[int] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Whether DST replays every record SRC replays."""
        return not self.damaged

    def lines(self) -> list[str]:
        """A printable summary."""
        out = [f"{name:<17} {count:>10,} rows" for name, count in self.rows.items()]
        out.append(f"records replayed on the destination: {self.replayed:,}")
        if self.damaged_before:
            out.append(
                f"damaged already in the source (copied as they were): {self.damaged_before}"
            )
        for game_id, why in self.damaged:
            out.append(f"DAMAGED by the copy: game {game_id}: {why}")
        out.append("check: OK" if self.ok else "check: FAILED")
        return out


async def _boolean_columns(backend: Backend) -> dict[str, set[str]]:
    """PostgreSQL's boolean columns per table (SQLite stores them as 0/1)."""
    if backend.dialect != "postgres":
        return {}
    rows = await backend.fetch_all(
        "SELECT table_name, column_name FROM information_schema.columns"
        " WHERE table_schema = current_schema() AND data_type = 'boolean'"
    )
    found: dict[str, set[str]] = {}
    for row in rows:
        found.setdefault(str(row[0]), set()).add(str(row[1]))
    return found


def _after(key: Sequence[str]) -> str:
    """``(a, b) > (?, ?)``: the next page of a key-ordered read (both accept row values)."""
    if len(key) == 1:
        return f"{key[0]} > ?"
    return f"({', '.join(key)}) > ({', '.join('?' for _ in key)})"


async def _count(backend: Backend, table: str) -> int:
    rows = await backend.fetch_all(f"SELECT COUNT(*) FROM {table}")
    return int(rows[0][0])


async def _copy_table(
    src: Backend, dst: Conn, table: str, key: Sequence[str], booleans: set[str]
) -> int:
    order = ", ".join(key)
    copied = 0
    last: tuple[Any, ...] | None = None
    while True:
        where = "" if last is None else f" WHERE {_after(key)}"
        rows: Sequence[Row] = await src.fetch_all(
            f"SELECT * FROM {table}{where} ORDER BY {order} LIMIT ?", (*(last or ()), BATCH)
        )
        if not rows:
            return copied
        columns = list(rows[0].keys())
        fix: list[Callable[[Any], Any]] = [
            (lambda v: None if v is None else bool(v)) if c in booleans else (lambda v: v)
            for c in columns
        ]
        await dst.executemany(
            f"INSERT INTO {table} ({', '.join(columns)})"
            f" VALUES ({', '.join('?' for _ in columns)})",
            [tuple(f(v) for f, v in zip(fix, row, strict=True)) for row in rows],
        )
        copied += len(rows)
        last = tuple(rows[-1][k] for k in key)


async def _replay_all(db: Database) -> tuple[int, dict[int, str]]:
    """(records replayed, {game id: why}) over every game that has a record."""
    replayed, damaged = 0, {}
    ids = [int(r[0]) for r in await db.backend.fetch_all(
        "SELECT id FROM games WHERE record IS NOT NULL ORDER BY id"
    )]  # fmt: skip
    for game_id in ids:
        try:
            await db.play.load_game(game_id)
        except DataError as exc:
            damaged[game_id] = exc.message
        else:
            replayed += 1
    return replayed, damaged


async def copy_database(source: str, target: str) -> CopyReport:
    """Copy ``source`` into the empty ``target`` and check it (see the module doc).

    Raises CopyError when the target holds rows; whatever the drivers raise when a
    database cannot be opened. The returned report says whether the check passed.
    """
    async with await Database.open(source) as src, await Database.open(target) as dst:
        for table, _ in TABLES:
            if await _count(dst.backend, table):
                raise CopyError(f"The destination is not empty (table {table} has rows).")
        booleans = await _boolean_columns(dst.backend)
        report = CopyReport()
        async with dst.backend.write() as conn:
            for table, key in TABLES:
                report.rows[table] = await _copy_table(
                    src.backend, conn, table, key, booleans.get(table, set())
                )
            if dst.backend.dialect == "postgres":
                for table in GENERATED_IDS:
                    await conn.execute(
                        f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                        f" COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
                    )
        for table, _ in TABLES:
            if await _count(dst.backend, table) != await _count(src.backend, table):
                raise CopyError(f"Table {table}: the copy has a different number of rows.")
        report.replayed, damaged = await _replay_all(dst)
        if damaged:
            _, before = await _replay_all(src)
            report.damaged_before = sorted(set(damaged) & set(before))
            report.damaged = [(g, why) for g, why in sorted(damaged.items()) if g not in before]
        return report
