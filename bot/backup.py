"""``python -m bot backup [FILE]``, ``restore FILE [--yes]`` and ``verify``.

- **backup** writes one consistent copy of the database named by ``GENIAL_DATABASE``,
  safe while the bot runs: a SQLite file through SQLite's online backup API (a single
  self-contained ``.sqlite3`` file, checked page by page), or a PostgreSQL database
  through ``pg_dump`` (custom format ``.pgdump``, of one snapshot, counted in that same
  snapshot). Default file: ``var/backups/genial-<UTC time>.<sqlite3|pgdump>``.
- **restore** puts a backup in place of the database: the bot must be stopped (its
  health file, and on PostgreSQL the server's list of connections, tell); a database
  that holds rows is replaced only with ``--yes``, after a safety backup of it
  (``var/backups/genial-before-restore-<time>...``). It happens in one transaction, so
  a failure leaves the database as it was; then **verify** runs.
- **verify** opens the database (upgrading an older backup's schema as a start would),
  counts its rows and replays every game's stored record against the move log
  (:func:`bot.record_check.damage_of`): exit 0 when every record replays.

Exit status 1 with one line for what went wrong; 78 for a database setting to fix.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from pathlib import Path

from data import CorruptRecordError, Database
from data import backup as store
from data.backend import Backend, is_postgres_url, open_backend, redact

from . import health, pgtools, preflight
from .record_check import damage_of
from .settings import Settings

log = logging.getLogger("bot.backup")

#: The first bytes of a ``pg_dump --format=custom`` archive.
PGDUMP_HEADER = b"PGDMP"
#: How often verify says how far it got (games).
PROGRESS_EVERY = 5000


class Refused(Exception):
    """The command cannot do what was asked; the message says why and what to do."""


def say(line: str) -> None:
    print(line, flush=True)


def default_file(settings: Settings, prefix: str = "") -> Path:
    """``var/backups/genial-<prefix><UTC time>.<sqlite3|pgdump>``, not taken yet."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    suffix = "pgdump" if is_postgres_url(str(settings.database)) else "sqlite3"
    folder = settings.home / "var" / "backups"
    path = folder / f"genial-{prefix}{stamp}.{suffix}"
    n = 1
    while path.exists():  # a second backup within the same second
        n += 1
        path = folder / f"genial-{prefix}{stamp}-{n}.{suffix}"
    return path


def summary(counts: dict[str, int]) -> str:
    """The figures an operator recognises a database by."""
    return (
        f"{counts.get('games', 0):,} games ({counts.get('moves', 0):,} moves), "
        f"{counts.get('ratings', 0):,} ratings, {counts.get('leagues', 0):,} leagues, "
        f"schema version {counts.get('schema_version', 0)}"
    )


def _opening_failed(exc: Exception, target: str) -> Exception:
    problem = preflight.database_problem(exc, target)
    if problem is not None:
        return preflight.ConfigProblem(problem)
    reason = preflight.passing_reason(exc, target)
    if reason is not None:
        return Refused(f"{reason}; try again once it answers")
    return exc


async def open_database(settings: Settings) -> Database:
    """Open (and migrate) the configured database once, without waiting for it."""
    target = str(settings.database)
    try:
        if not is_postgres_url(target):
            await asyncio.to_thread(preflight.sqlite_opens, target)
        return await Database.open(target)
    except Exception as exc:
        raise _opening_failed(exc, target) from None


@asynccontextmanager
async def as_it_is(settings: Settings) -> AsyncIterator[Backend]:
    """The configured database, not upgraded (what is backed up or replaced)."""
    target = str(settings.database)
    try:
        if not is_postgres_url(target):
            await asyncio.to_thread(preflight.sqlite_opens, target)
        backend = await open_backend(target)
    except Exception as exc:
        raise _opening_failed(exc, target) from None
    try:
        yield backend
    finally:
        await backend.close()


def _tools(settings: Settings, server_major: int) -> pgtools.Tools:
    try:
        return pgtools.find(server_major, settings.pg_bin)
    except pgtools.ToolsMissing as exc:
        raise Refused(str(exc)) from None


def _new_file(settings: Settings, file: Path | None, prefix: str = "") -> Path:
    target = default_file(settings, prefix) if file is None else file
    target = target if target.is_absolute() else Path.cwd() / target
    if target.exists():
        raise Refused(f"{target} exists already: name a new file")
    target.parent.mkdir(parents=True, exist_ok=True)
    return target


async def backup(settings: Settings, file: Path | None = None, prefix: str = "") -> Path:
    """Write the backup (see the module doc); its path."""
    target = _new_file(settings, file, prefix)
    url = str(settings.database)
    if not is_postgres_url(url):
        try:
            counts = await asyncio.to_thread(store.sqlite_backup, Path(url), target)
        except (FileNotFoundError, ValueError) as exc:
            raise Refused(f"no backup written: {exc}") from None
    else:
        async with as_it_is(settings) as backend:
            tools = _tools(settings, await store.server_version(backend))
            part = target.with_name(f".{target.name}.part")
            try:
                async with store.postgres_snapshot(backend) as (snapshot, counts):
                    await asyncio.to_thread(pgtools.dump, tools, url, part, snapshot)
                dumped = set(await asyncio.to_thread(pgtools.listing, tools, part))
                missing = [t for t, n in counts.items() if n and t not in dumped]
                if missing:
                    raise Refused(f"pg_dump left out the rows of {', '.join(missing)}")
                part.replace(target)
            except RuntimeError as exc:
                raise Refused(f"no backup written: pg_dump said: {exc}") from None
            finally:
                part.unlink(missing_ok=True)
    size = target.stat().st_size / 1e6
    say(f"backup written: {target} ({size:,.1f} MB): {summary(counts)}")
    return target


def _running_bot(settings: Settings) -> int | None:
    data, _ = health.read(settings.heartbeat_file)
    pid = data.get("pid") if data else None
    return pid if isinstance(pid, int) and pid != os.getpid() and health.alive(pid) else None


async def _replaced(settings: Settings) -> tuple[dict[str, int], pgtools.Tools | None]:
    """What the restore would replace (row counts), and on PostgreSQL the client programs;
    refuses while other bot processes are connected."""
    url = str(settings.database)
    if not is_postgres_url(url):
        if not Path(url).is_file():
            return {}, None
        async with as_it_is(settings) as backend:
            return await store.row_counts(backend), None
    async with as_it_is(settings) as backend:
        if others := await store.other_bot_connections(backend):
            raise Refused(f"{others} bot connection(s) use {redact(url)}: stop every bot first")
        tools = _tools(settings, await store.server_version(backend))
        return await store.row_counts(backend), tools


async def restore(settings: Settings, file: Path, *, replace: bool = False) -> int:
    """Replace the database by the backup ``file`` (see the module doc); exit status."""
    url = str(settings.database)
    postgres = is_postgres_url(url)
    if not file.is_file():
        raise Refused(f"there is no file {file}")
    with file.open("rb") as opened:
        head = opened.read(16)
    kind = (
        "sqlite" if head == store.SQLITE_HEADER else "postgres" if head[:5] == PGDUMP_HEADER else ""
    )
    if not kind:
        raise Refused(f"{file} is neither a SQLite backup nor a pg_dump archive")
    if (kind == "postgres") != postgres:
        raise Refused(
            f"{file} is a {'PostgreSQL' if kind == 'postgres' else 'SQLite'} backup but "
            f"GENIAL_DATABASE is {'PostgreSQL' if postgres else 'a SQLite file'}: restore it "
            "into a database of its kind, then move house with python -m data copy SRC DST."
        )
    pid = _running_bot(settings)
    if pid is not None:
        raise Refused(f"the bot is running (pid {pid}): stop it first, then restore")
    if kind == "sqlite":
        try:
            await asyncio.to_thread(store.sqlite_file_counts, file)
        except ValueError as exc:
            raise Refused(f"nothing restored: {exc}") from None
    counts, tools = await _replaced(settings)
    held = sum(n for table, n in counts.items() if table != "schema_version")
    if held and not replace:
        raise Refused(
            f"{redact(url)} holds {summary(counts)}: add --yes to replace it (a safety "
            "backup of it is written first)"
        )
    if held:
        safety = await backup(settings, prefix="before-restore-")
        say(f"to undo: python -m bot restore {safety} --yes")
    if tools is not None:
        try:
            await asyncio.to_thread(
                pgtools.restore,
                tools,
                url,
                file,
                store.CLEAR_POSTGRES,
                store.CHECK_RESTORE_COMPLETE,
                store.RESTORE_COMPLETE,
            )
        except RuntimeError as exc:
            raise Refused(f"nothing restored (the database is as it was): {exc}") from None
    else:
        await asyncio.to_thread(store.sqlite_restore, file, Path(url))
    say(f"restored {file} into {redact(url)}")
    return await verify(settings)


async def verify(settings: Settings) -> int:
    """Count the rows and replay every record (see the module doc); exit status."""
    async with await open_database(settings) as db:
        counts = await store.row_counts(db.backend)
        say(f"{redact(str(settings.database))}: {summary(counts)}")
        games = await store.recorded_games(db)
        damaged: list[tuple[int, str]] = []
        for n, game_id in enumerate(games, 1):
            try:
                row = await db.games.get_game(game_id)
                reason = (
                    None
                    if row is None
                    else await asyncio.to_thread(damage_of, row, await db.play.moves(game_id))
                )
            except CorruptRecordError as exc:
                reason = exc.detail or exc.message
            if reason is not None:
                damaged.append((game_id, reason))
            if n % PROGRESS_EVERY == 0:
                say(f"  replayed {n:,} of {len(games):,} records")
    for game_id, reason in damaged:
        say(f"game {game_id}: {reason}")
    if damaged:
        say(f"check: FAILED: {len(damaged)} of {len(games):,} records do not replay")
        return 1
    say(f"check: OK: every record replays ({len(games):,} games)")
    return 0


async def run(command: str, settings: Settings, args: argparse.Namespace) -> int:
    """One of the commands; its exit status (1 with one line when refused)."""
    try:
        if command == "backup":
            await backup(settings, args.file)
            return 0
        if command == "restore":
            return await restore(settings, args.file, replace=args.yes)
        return await verify(settings)
    except Refused as exc:
        print(f"genial-bot: {exc}", file=sys.stderr, flush=True)
        return 1
