"""Settings from the environment (and a ``.env`` file beside the project, if present)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from data.backend import redact

ROOT = Path(__file__).resolve().parent.parent


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
    #: ``cogs.service.settle_memory``); on for ``make run``, off in tests (process-wide).
    tune_gc: bool = False
    #: Seconds the bot waits before each computer move, so a run of computer seats reads
    #: at a human pace (GENIAL_COMPUTER_PAUSE; 0 in tests).
    computer_pause: float = 0.0
    #: Seconds strong may think per move in /genial analysis (GENIAL_ANALYSIS_SECONDS).
    analysis_budget: float = 0.25
    #: Processes drawing the images (GENIAL_RENDER_PROCESSES; 0: the worker threads).
    render_processes: int = 0

    def __repr__(self) -> str:  # never print the token
        return (
            f"Settings(database={redact(str(self.database))}, dev_guild={self.dev_guild}, "
            f"log_level={self.log_level}, reminder_hours={self.reminder_hours}, "
            f"timeout_days={self.timeout_days}, cache_mb={self.cache_mb})"
        )


def read_env_file(path: Path) -> dict[str, str]:
    """KEY=VALUE lines; blank lines and # comments ignored; quotes stripped."""
    values: dict[str, str] = {}
    if not path.is_file():
        return values
    for raw in path.read_text("utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.partition("=")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        values[key.strip()] = value
    return values


def load(env_file: Path | None = None, environ: dict[str, str] | None = None) -> Settings:
    """Settings from ``environ`` (default: os.environ) over the ``.env`` file."""
    env = read_env_file(env_file if env_file is not None else ROOT / ".env")
    env.update(environ if environ is not None else os.environ)
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
    target = env.get("GENIAL_DATABASE", "").strip() or "var/genial.sqlite3"
    # A URL (postgresql://...) is passed on as it is; a file path is taken from ROOT.
    db: Path | str = target if "://" in target else Path(target)
    if isinstance(db, Path) and not db.is_absolute():
        db = ROOT / db
    guild_text = env.get("GENIAL_DEV_GUILD", "").strip()
    try:
        dev_guild = int(guild_text) if guild_text else None
        hours = float(env.get("GENIAL_REMINDER_HOURS", "24") or 24)
        days = float(env.get("GENIAL_TURN_TIMEOUT_DAYS", "7") or 0)
        cache_mb = float(env.get("GENIAL_CACHE_MB", "64") or 64)
        pause = float(env.get("GENIAL_COMPUTER_PAUSE", "2") or 0)
        analysis = float(env.get("GENIAL_ANALYSIS_SECONDS", "0.25") or 0.25)
        processes = int(env.get("GENIAL_RENDER_PROCESSES", "1") or 0)
    except ValueError as exc:
        raise SettingsError(f"Invalid setting in .env: {exc}") from None
    level = env.get("GENIAL_LOG_LEVEL", "INFO").upper()
    if cache_mb < 0:
        raise SettingsError("GENIAL_CACHE_MB must be a number of MB, 0 or more.")
    if pause < 0 or analysis <= 0:
        raise SettingsError(
            "GENIAL_COMPUTER_PAUSE must be 0 or more seconds, GENIAL_ANALYSIS_SECONDS above 0."
        )
    if not 0 <= processes <= 8:
        raise SettingsError("GENIAL_RENDER_PROCESSES must be a whole number from 0 to 8.")
    return Settings(
        token,
        db,
        dev_guild,
        level,
        hours,
        days,
        cache_mb,
        tune_gc=True,
        computer_pause=pause,
        analysis_budget=analysis,
        render_processes=processes,
    )
