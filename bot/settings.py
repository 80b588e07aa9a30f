"""Settings from the environment and a ``.env`` file beside the project (python-dotenv).

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

from dotenv import dotenv_values

from data.backend import redact

from . import shards as shards_mod

ROOT = Path(__file__).resolve().parent.parent

#: Exit status for "fix your configuration" (sysexits.h EX_CONFIG): a bad setting, a
#: missing or refused token, a database newer than the code. systemd
#: (``RestartPreventExitStatus``) and the compose recipe do not restart on it.
EXIT_CONFIG = 78

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
LOG_FORMATS = ("text", "json")
AUTO_SHARDS = shards_mod.ShardPlan()


class SettingsError(Exception):
    """A setting is missing or invalid; the message says what to do."""


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
    #: Port of the Prometheus endpoint (0: off) and the address it binds.
    metrics_port: int = 0
    metrics_host: str = "127.0.0.1"
    #: Which shards this process runs (GENIAL_SHARDS).
    shards: shards_mod.ShardPlan = AUTO_SHARDS
    #: The file whose age tells ``python -m bot health`` the event loop runs.
    heartbeat_file: Path = ROOT / "var" / "heartbeat"

    def __repr__(self) -> str:  # never print the token (nor the webhook's)
        return (
            f"Settings(database={redact(str(self.database))}, dev_guild={self.dev_guild}, "
            f"log_level={self.log_level}, reminder_hours={self.reminder_hours}, "
            f"timeout_days={self.timeout_days}, cache_mb={self.cache_mb}, "
            f"shards={self.shards}, metrics_port={self.metrics_port})"
        )


def read_env_file(path: Path) -> dict[str, str]:
    """The ``.env`` file's values (python-dotenv: ``export KEY=``, quotes, ``# comments``,
    a byte-order mark); {} when there is no file. Keys without a value are left out."""
    if not path.is_file():
        return {}
    values = dotenv_values(path, encoding="utf-8-sig")
    return {key: value for key, value in values.items() if value is not None}


def environment(
    env_file: Path | None = None, environ: Mapping[str, str] | None = None
) -> dict[str, str]:
    """``environ`` over the ``.env`` file. Without ``environ`` (the real process) the
    file's values also go into ``os.environ``, where the environment does not set them."""
    file_values = read_env_file(env_file if env_file is not None else ROOT / ".env")
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


def _path(text: str) -> Path:
    path = Path(text)
    return path if path.is_absolute() else ROOT / path


def heartbeat_file(env: Mapping[str, str]) -> Path:
    """Where the heartbeat is kept (GENIAL_HEARTBEAT_FILE, default ``var/heartbeat``)."""
    return _path(env.get("GENIAL_HEARTBEAT_FILE", "").strip() or "var/heartbeat")


def _token(env: Mapping[str, str]) -> str:
    token = env.get("DISCORD_TOKEN", "").strip()
    if not token or token == "your-bot-token-here":
        raise SettingsError(
            "No Discord bot token found.\n"
            "  1. Create an application and a bot at https://discord.com/developers/applications\n"
            "     (Bot tab -> Reset Token, copy it).\n"
            f"  2. Copy .env.example to .env in {ROOT} and set DISCORD_TOKEN=<your token>.\n"
            "  3. Run the bot again (make run).\n"
            "See README.md, section 'Run your own bot', for inviting it to your server."
        )
    return token


def load(env_file: Path | None = None, environ: Mapping[str, str] | None = None) -> Settings:
    """Settings from ``environ`` (default: os.environ) over the ``.env`` file.

    Raises SettingsError, with a message that names the setting and says what it takes.
    """
    env = environment(env_file, environ)
    token = _token(env)
    target = env.get("GENIAL_DATABASE", "").strip() or "var/genial.sqlite3"
    # A URL (postgresql://...) is passed on as it is; a file path is taken from ROOT.
    db: Path | str = target if "://" in target else Path(target)
    if isinstance(db, Path) and not db.is_absolute():
        db = ROOT / db
    level = env.get("GENIAL_LOG_LEVEL", "").strip().upper() or "INFO"
    if level not in LOG_LEVELS:
        raise SettingsError(
            f"GENIAL_LOG_LEVEL={env['GENIAL_LOG_LEVEL'].strip()!r} is not a log level: use one "
            "of DEBUG (the most detail), INFO (the default), WARNING or ERROR."
        )
    log_format = env.get("GENIAL_LOG_FORMAT", "").strip().lower() or "text"
    if log_format not in LOG_FORMATS:
        raise SettingsError(f"GENIAL_LOG_FORMAT={log_format!r}: use 'text' or 'json'.")
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
        heartbeat_file=heartbeat_file(env),
    )
