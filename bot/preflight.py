"""Before the bot connects to Discord: open (and migrate) the database once, and tell
what the operator must fix from what passes by itself.

A database that refuses the bot (no such database or role, a wrong password, a user
that may not create tables, a URL that does not parse, a SQLite file that cannot be
opened or written, a schema newer than the code) is a :class:`ConfigProblem`: one line
naming GENIAL_DATABASE and what to do, exit status 78. A server that cannot be reached
(refused, no route, no name resolution, starting up, out of connections) is waited for:
one line per try, with a growing pause between tries (:func:`backoff`).

The bot layer imports no database driver, so PostgreSQL's refusals are told apart by
their SQLSTATE codes (PostgreSQL's documented error codes, on every asyncpg error).
"""

from __future__ import annotations

import asyncio
import getpass
import logging
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import unquote, urlsplit

from data import Database, SchemaError, StorageUnavailableError
from data.backend import is_postgres_url, redact

log = logging.getLogger("bot.start")

#: Seconds before the first retry, and the longest pause between two.
FIRST_RETRY = 1.0
LONGEST_RETRY = 60.0

#: SQLSTATE codes of a PostgreSQL server that is there but not ready to serve yet.
_PASSING = {"57P03": "the server is starting up", "53300": "the server has no free connection"}


class ConfigProblem(Exception):
    """Something only the operator can fix; the message says what (exit status 78)."""


def backoff(first: float = FIRST_RETRY, longest: float = LONGEST_RETRY) -> Iterator[float]:
    """Pauses between tries: ``first``, twice that, ... up to ``longest``, then ``longest``."""
    delay = first
    while True:
        yield delay
        delay = min(delay * 2, longest)


def _chain(exc: BaseException) -> Iterator[BaseException]:
    """``exc`` and the exceptions it was raised from (the data layer wraps the driver's)."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        yield current
        current = current.__cause__ or current.__context__


def _sqlstate(exc: BaseException) -> str:
    for link in _chain(exc):
        code = getattr(link, "sqlstate", None)
        if isinstance(code, str):
            return code
    return ""


def _url_parts(url: str) -> tuple[str, str, str]:
    """(``host:port``, user, database) of a PostgreSQL URL, with libpq's defaults."""
    parts = urlsplit(url)
    user = unquote(parts.username or "") or getpass.getuser()
    name = unquote(parts.path.lstrip("/")) or user
    return f"{parts.hostname or 'localhost'}:{parts.port or 5432}", user, name


def _postgres_problem(exc: BaseException, url: str) -> str | None:
    where, user, name = _url_parts(url)
    code = _sqlstate(exc)
    said = str(exc).replace(urlsplit(url).password or "\0", "***")
    if code == "3D000":
        return (
            f"GENIAL_DATABASE: PostgreSQL at {where} has no database {name!r}. Create it "
            f"(createdb --owner {user} {name}) or correct the name at the end of the URL."
        )
    if code == "28P01":
        return (
            f"GENIAL_DATABASE: PostgreSQL at {where} refused the password of user {user!r}. "
            "Correct it in the URL (characters such as @ / # : percent-encoded)."
        )
    if code.startswith("28"):
        return (
            f"GENIAL_DATABASE: PostgreSQL at {where} refused user {user!r} ({said}). Create the "
            f"role (createuser --pwprompt {user}), correct the user in the URL, or allow it "
            "in the server's pg_hba.conf."
        )
    if code == "42501":
        return (
            f"GENIAL_DATABASE: user {user!r} may not create the bot's tables in {name!r} "
            f"({said}). Make it the database's owner (ALTER DATABASE {name} OWNER TO {user})."
        )
    if isinstance(exc, ValueError):  # the driver could not parse the URL
        return (
            f"GENIAL_DATABASE={redact(url)!r} does not parse ({said}). Write it as "
            "postgresql://user:password@host:5432/database."
        )
    return None


def _sqlite_problem(exc: BaseException, path: str) -> str | None:
    if not isinstance(exc, OSError | sqlite3.Error | StorageUnavailableError):
        return None
    reason = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
    user = getpass.getuser()
    return (
        f"GENIAL_DATABASE={path}: the SQLite file cannot be opened or written ({reason}). Check "
        f"that its folder {Path(path).parent} exists or can be created, that the user running "
        f"the bot ({user}) may write there, and that the disk has room."
    )


def database_problem(exc: BaseException, target: str) -> str | None:
    """The operator's to-do when opening ``target`` failed with ``exc``; None when a retry
    may help or the error is not the configuration's."""
    if isinstance(exc, SchemaError):
        return (
            f"The database was written by a newer version of the bot ({exc}). Run that "
            "version (git pull, then make run), or restore a backup made with this one "
            "(python -m bot restore FILE); nothing was changed."
        )
    if is_postgres_url(target):
        return _postgres_problem(exc, target)
    if "locked" in str(exc).lower():
        return None  # another process holds the file for a moment: waited for
    return _sqlite_problem(exc, target)


def passing_reason(exc: BaseException, target: str) -> str | None:
    """A short reason when ``target`` cannot be reached for now (retry), else None."""
    shown = redact(target)
    code = _sqlstate(exc)
    if code in _PASSING:
        return f"PostgreSQL ({shown}): {_PASSING[code]}"
    if code.startswith("08") or (
        is_postgres_url(target) and isinstance(exc, OSError | StorageUnavailableError)
    ):
        reason = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
        return f"cannot reach PostgreSQL ({shown}): {reason}"
    if isinstance(exc, sqlite3.Error | StorageUnavailableError) and "locked" in str(exc).lower():
        return f"the SQLite file {shown} is locked by another process"
    return None


def sqlite_opens(path: str) -> None:
    """Open the SQLite file once without the driver's worker thread: a file that cannot
    be opened fails here, before aiosqlite (whose thread, after a failed connect, still
    calls back into the event loop that has ended by then, with a traceback)."""
    if path != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    sqlite3.connect(path).close()


async def open_database(
    target: str | Path,
    *,
    waiting: Callable[[str], None] | None = None,
    delays: Iterator[float] | None = None,
) -> None:
    """Open (and migrate) ``target`` once, then close it; wait while it cannot be reached.

    Raises :class:`ConfigProblem` for what the operator must fix; other errors as they
    come. ``waiting(reason)`` is told before each pause (the health file says it).
    """
    name = str(target)
    pauses = delays or backoff()
    while True:
        try:
            if not is_postgres_url(name):
                await asyncio.to_thread(sqlite_opens, name)
            db = await Database.open(name)
        except Exception as exc:
            problem = database_problem(exc, name)
            if problem is not None:
                raise ConfigProblem(problem) from None
            reason = passing_reason(exc, name)
            if reason is None:
                raise
            pause = next(pauses)
            log.warning("%s; trying again in %g s", reason, pause)
            if waiting is not None:
                waiting(reason)
            await asyncio.sleep(pause)
            continue
        await db.close()
        return
