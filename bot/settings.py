"""Settings from the environment and a ``.env`` file in the bot's home folder (python-dotenv).

The home folder is ``GENIAL_HOME`` when it is set, else the working directory: a checkout
(``make run``), the systemd unit's ``WorkingDirectory`` and the Docker image's ``/app``
alike. ``.env`` is read from there and relative paths (the SQLite file, the heartbeat,
backups) are taken from there, never from where the code is installed.

The environment wins over the file. The file's values are also put into ``os.environ``
(without overriding it) when the real process loads its settings, so readers of the
environment outside this module, such as the render processes' ``GENIAL_RENDER_MB``,
see what ``.env`` says too.
"""

from __future__ import annotations

import math
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from dotenv import dotenv_values

from data.backend import is_postgres_url, redact

from . import shards as shards_mod

#: Exit status for "fix your configuration" (sysexits.h EX_CONFIG): a bad setting, a
#: missing or refused token, a database that refuses the bot or is newer than the code.
#: systemd (``RestartPreventExitStatus``) and the compose recipe do not restart on it.
EXIT_CONFIG = 78

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
LOG_FORMATS = ("text", "json")
ON_CONFIG_ERROR = ("exit", "wait")
AUTO_SHARDS = shards_mod.ShardPlan()
#: The SQLite file when GENIAL_DATABASE is empty (relative to the home folder).
DEFAULT_DATABASE = "var/genial.sqlite3"


class SettingsError(Exception):
    """A setting is missing or invalid; the message says what to do."""


def _cwd_file(*parts: str) -> Path:
    return Path.cwd().joinpath(*parts)


@dataclass(frozen=True)
class Settings:
    token: str
    #: A SQLite file, or a ``postgresql://user:password@host:port/db`` URL (GENIAL_DATABASE).
    database: Path | str
    dev_guild: int | None
    log_level: str
    reminder_hours: float
    #: A player whose turn has waited this many days leaves the game (0: never).
    timeout_days: float = 0.0
    #: Memory budget (MB) of the cache of loaded games (GENIAL_CACHE_MB).
    cache_mb: float = 64.0
    #: Freeze the start-up heap and collect less often once ready (see
    #: ``runtime.memory.settle_memory``); on for ``make run``, off in tests (process-wide).
    tune_gc: bool = False
    #: Seconds the bot waits before each computer move, so a run of computer seats reads
    #: at a human pace (GENIAL_COMPUTER_PAUSE; 0 in tests).
    computer_pause: float = 0.0
    #: Seconds strong may think per move in /genial analysis (GENIAL_ANALYSIS_SECONDS).
    analysis_budget: float = 0.25
    #: Processes an analysis is shared over (GENIAL_ANALYSIS_PROCESSES; 0 or 1: a worker
    #: thread). Started on the first analysis, stopped after 5 minutes without one.
    analysis_processes: int = 0
    #: Processes drawing the images (GENIAL_RENDER_PROCESSES; 0: the worker threads).
    render_processes: int = 0
    #: A render process empties its caches above this many MB (GENIAL_RENDER_MB; the
    #: render processes read it from the environment, this copy is the validated one).
    render_mb: float = 160.0
    #: ``text`` or ``json`` (one JSON object a line) (GENIAL_LOG_FORMAT).
    log_format: str = "text"
    #: A Discord webhook URL that receives unexpected errors ("": none). Secret: its path
    #: holds the webhook's token, so it is never printed (GENIAL_ERROR_WEBHOOK).
    error_webhook: str = field(default="", repr=False)
    #: Port of the Prometheus endpoint and ``/healthz`` (0: off) and the address it binds.
    metrics_port: int = 0
    metrics_host: str = "127.0.0.1"
    #: Which shards this process runs (GENIAL_SHARDS).
    shards: shards_mod.ShardPlan = AUTO_SHARDS
    #: The file the running bot keeps its health in (``python -m bot health`` reads it).
    heartbeat_file: Path = field(default_factory=lambda: _cwd_file("var", "heartbeat"))
    #: The folder ``.env`` and relative paths are taken from (GENIAL_HOME, else the
    #: working directory).
    home: Path = field(default_factory=Path.cwd)
    #: The folder of pg_dump, pg_restore and psql for backups (GENIAL_PG_BIN; None: searched).
    pg_bin: Path | None = None
    #: What a configuration problem does: ``exit`` (status 78) or ``wait`` to be stopped.
    on_config_error: str = "exit"
    #: The secret the daily deals are dealt from (GENIAL_DAILY_SECRET; "": one the bot
    #: generates once and keeps in the database). Never printed.
    daily_secret: str = field(default="", repr=False)
    #: Seconds strong may think per move when it plays a day's deal (GENIAL_DAILY_SECONDS).
    daily_budget: float = 0.7

    def __repr__(self) -> str:  # never print the token (nor the webhook's)
        return (
            f"Settings(database={redact(str(self.database))}, dev_guild={self.dev_guild}, "
            f"log_level={self.log_level}, reminder_hours={self.reminder_hours}, "
            f"timeout_days={self.timeout_days}, cache_mb={self.cache_mb}, "
            f"shards={self.shards}, metrics_port={self.metrics_port}, home={self.home})"
        )


def read_env_file(path: Path) -> dict[str, str]:
    """The ``.env`` file's values (python-dotenv: ``export KEY=``, quotes, ``# comments``,
    a byte-order mark); {} when there is no file. Keys without a value are left out."""
    if not path.is_file():
        return {}
    values = dotenv_values(path, encoding="utf-8-sig")
    return {key: value for key, value in values.items() if value is not None}


def home(environ: Mapping[str, str] | None = None) -> Path:
    """The bot's home folder: GENIAL_HOME (from the environment, since ``.env`` lives in
    it) or the working directory. Raises SettingsError when GENIAL_HOME is no folder."""
    text = (os.environ if environ is None else environ).get("GENIAL_HOME", "").strip()
    if not text:
        return Path.cwd()
    folder = Path(text).expanduser()
    if not folder.is_dir():
        raise SettingsError(
            f"GENIAL_HOME={text!r} is not a folder: set it to the folder that holds .env and "
            "var/ (or leave it empty to use the working directory)."
        )
    return folder.resolve()


def environment(
    env_file: Path | None = None, environ: Mapping[str, str] | None = None
) -> dict[str, str]:
    """``environ`` over the ``.env`` file (default: the one in :func:`home`). Without
    ``environ`` (the real process) the file's values also go into ``os.environ``, where
    the environment does not set them."""
    file_values = read_env_file(env_file if env_file is not None else home(environ) / ".env")
    if environ is None:
        for key, value in file_values.items():
            os.environ.setdefault(key, value)
        environ = os.environ
    return {**file_values, **environ}


def _number(
    env: Mapping[str, str], name: str, default: float, *, above_zero: bool = False
) -> float:
    """A setting that is a number of 0 or more (above 0 with ``above_zero``); an empty
    value means the default. Raises SettingsError naming the setting."""
    text = env.get(name, "").strip()
    if not text:
        return default
    try:
        value = float(text)
    except ValueError:
        raise SettingsError(f"{name}={text!r} is not a number.") from None
    if not math.isfinite(value) or value < 0 or (above_zero and value == 0):
        bound = "above 0" if above_zero else "0 or more"
        raise SettingsError(f"{name}={text!r}: it must be a number {bound}.")
    return value


def _whole(env: Mapping[str, str], name: str, default: int, low: int, high: int) -> int:
    """A whole-number setting from ``low`` to ``high``. Raises SettingsError naming it."""
    text = env.get(name, "").strip()
    if not text:
        return default
    try:
        value = int(text)
    except ValueError:
        value = low - 1
    if not low <= value <= high:
        raise SettingsError(f"{name}={text!r}: it must be a whole number from {low} to {high}.")
    return value


def _path(text: str, base: Path) -> Path:
    path = Path(text).expanduser()
    return path if path.is_absolute() else base / path


def heartbeat_file(env: Mapping[str, str]) -> Path:
    """Where the health file is kept (GENIAL_HEARTBEAT_FILE, default ``var/heartbeat``
    in the home folder)."""
    return _path(env.get("GENIAL_HEARTBEAT_FILE", "").strip() or "var/heartbeat", home(env))


def database_target(env: Mapping[str, str], base: Path) -> Path | str:
    """GENIAL_DATABASE: a SQLite file (relative to ``base``) or a PostgreSQL URL, checked
    as far as it can be without opening it. Raises SettingsError naming the setting."""
    text = env.get("GENIAL_DATABASE", "").strip() or DEFAULT_DATABASE
    if "://" not in text:
        path = _path(text, base)
        if path.is_dir():
            raise SettingsError(
                f"GENIAL_DATABASE={text!r} is a folder: name the SQLite file, e.g. "
                f"{path / 'genial.sqlite3'}."
            )
        blocked = next((p for p in path.parents if p.exists()), None)
        if blocked is not None and not blocked.is_dir():
            raise SettingsError(
                f"GENIAL_DATABASE={text!r}: {blocked} is a file, not a folder; choose a path "
                "whose folders exist or can be created."
            )
        return path
    scheme, _, rest = text.partition("://")
    shown = redact(f"postgresql://{rest}").replace("postgresql", scheme, 1)
    if not is_postgres_url(text):
        raise SettingsError(
            f"GENIAL_DATABASE={shown!r} is neither a SQLite file nor a PostgreSQL URL: use "
            "a path such as var/genial.sqlite3 or postgresql://user:password@host:5432/database."
        )
    parts = urlsplit(text)
    try:
        parts.port  # noqa: B018 - parsing it is the check
    except ValueError:
        raise SettingsError(
            f"GENIAL_DATABASE={shown!r} does not parse as postgresql://user:password@host:port/"
            "database: the port must be a number, and characters such as @ / # : in the "
            "password must be percent-encoded (%40 %2F %23 %3A)."
        ) from None
    if not (parts.hostname or "host=" in parts.query):
        raise SettingsError(
            f"GENIAL_DATABASE={shown!r} names no server: write postgresql://user:password@"
            "host:5432/database."
        )
    return text


def _token(env: Mapping[str, str], base: Path) -> str:
    token = env.get("DISCORD_TOKEN", "").strip()
    if not token or token == "your-bot-token-here":
        raise SettingsError(
            "No Discord bot token found.\n"
            "  1. Create an application and a bot at https://discord.com/developers/applications\n"
            "     (Bot tab -> Reset Token, copy it).\n"
            f"  2. Put DISCORD_TOKEN=<your token> in {base / '.env'} (a copy of .env.example)\n"
            "     or in the environment (docker run --env-file .env ...).\n"
            "  3. Run the bot again (make run).\n"
            "See README.md, section 'Run your own bot', for inviting it to your server."
        )
    return token


def load(
    env_file: Path | None = None,
    environ: Mapping[str, str] | None = None,
    *,
    need_token: bool = True,
) -> Settings:
    """Settings from ``environ`` (default: os.environ) over the ``.env`` file.

    ``need_token=False`` for the commands that only use the database (backup, restore).
    Raises SettingsError, with a message that names the setting and says what it takes.
    """
    base = home(environ)
    env = environment(env_file, environ)
    token = _token(env, base) if need_token else env.get("DISCORD_TOKEN", "").strip()
    db = database_target(env, base)
    level = env.get("GENIAL_LOG_LEVEL", "").strip().upper() or "INFO"
    if level not in LOG_LEVELS:
        raise SettingsError(
            f"GENIAL_LOG_LEVEL={env['GENIAL_LOG_LEVEL'].strip()!r} is not a log level: use one "
            "of DEBUG (the most detail), INFO (the default), WARNING or ERROR."
        )
    log_format = env.get("GENIAL_LOG_FORMAT", "").strip().lower() or "text"
    if log_format not in LOG_FORMATS:
        raise SettingsError(f"GENIAL_LOG_FORMAT={log_format!r}: use 'text' or 'json'.")
    on_error = env.get("GENIAL_ON_CONFIG_ERROR", "").strip().lower() or "exit"
    if on_error not in ON_CONFIG_ERROR:
        raise SettingsError(
            f"GENIAL_ON_CONFIG_ERROR={on_error!r}: use 'exit' (the default: exit status 78) "
            "or 'wait' (say what to fix, then wait to be stopped)."
        )
    webhook = env.get("GENIAL_ERROR_WEBHOOK", "").strip()
    if webhook and not webhook.startswith(("https://", "http://")):
        raise SettingsError(
            "GENIAL_ERROR_WEBHOOK must be a webhook URL (https://discord.com/api/webhooks/...)."
        )
    try:
        shards = shards_mod.parse(env.get("GENIAL_SHARDS", ""))
    except ValueError as exc:
        raise SettingsError(str(exc)) from None
    guild_text = env.get("GENIAL_DEV_GUILD", "").strip()
    if guild_text and not guild_text.isdigit():
        raise SettingsError(f"GENIAL_DEV_GUILD={guild_text!r} must be a server id (digits).")
    daily_secret = env.get("GENIAL_DAILY_SECRET", "").strip()
    if daily_secret and len(daily_secret) < 16:
        raise SettingsError(
            "GENIAL_DAILY_SECRET is too short: use at least 16 random characters "
            "(e.g. the output of `openssl rand -hex 32`), or leave it empty."
        )
    pg_text = env.get("GENIAL_PG_BIN", "").strip()
    pg_bin = _path(pg_text, base) if pg_text else None
    if pg_bin is not None and not pg_bin.is_dir():
        raise SettingsError(
            f"GENIAL_PG_BIN={pg_text!r} is not a folder: name the folder of pg_dump, pg_restore "
            "and psql (e.g. /usr/lib/postgresql/16/bin), or leave it empty to search for them."
        )
    return Settings(
        token,
        db,
        int(guild_text) if guild_text else None,
        level,
        _number(env, "GENIAL_REMINDER_HOURS", 24),
        _number(env, "GENIAL_TURN_TIMEOUT_DAYS", 7),
        _number(env, "GENIAL_CACHE_MB", 64),
        tune_gc=True,
        computer_pause=_number(env, "GENIAL_COMPUTER_PAUSE", 2),
        analysis_budget=_number(env, "GENIAL_ANALYSIS_SECONDS", 0.25, above_zero=True),
        render_processes=_whole(env, "GENIAL_RENDER_PROCESSES", 1, 0, 8),
        analysis_processes=_whole(env, "GENIAL_ANALYSIS_PROCESSES", 2, 0, 8),
        render_mb=_number(env, "GENIAL_RENDER_MB", 160, above_zero=True),
        log_format=log_format,
        error_webhook=webhook,
        metrics_port=_whole(env, "GENIAL_METRICS_PORT", 0, 0, 65535),
        metrics_host=env.get("GENIAL_METRICS_HOST", "").strip() or "127.0.0.1",
        shards=shards,
        heartbeat_file=heartbeat_file({**env, "GENIAL_HOME": str(base)}),
        home=base,
        pg_bin=pg_bin,
        on_config_error=on_error,
        daily_secret=daily_secret,
        daily_budget=_number(env, "GENIAL_DAILY_SECONDS", 0.7, above_zero=True),
    )
