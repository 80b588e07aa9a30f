"""``python -m bot`` / ``genial-bot``: run the Discord bot.

``python -m bot health [MAX_AGE]`` exits 0 while the running bot's heartbeat is fresh,
1 when it is stale or missing (Docker's HEALTHCHECK).

Exit status :data:`bot.settings.EXIT_CONFIG` (78) means "fix your configuration" (a bad
setting, a missing or refused token, a database newer than the code): it comes with a
one-paragraph message and no traceback, and neither systemd nor compose restart on it.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys

from . import settings as settings_mod
from .settings import EXIT_CONFIG, Settings

#: Gateway close codes that mean the shard settings are wrong (Discord's documentation).
SHARD_CLOSE_CODES = {
    4010: "Discord refused the shard settings (invalid shard): check GENIAL_SHARDS.",
    4011: (
        "Discord requires sharding for this many servers: set GENIAL_SHARDS=auto (the "
        "default) or a shard count (docs/hosting.md, 'Running at scale')."
    ),
}


def config_problem(exc: BaseException) -> str | None:
    """The owner's to-do for an exception that a restart cannot fix; None for others."""
    import discord  # here, so that ``python -m bot health`` starts in a blink

    from data import SchemaError

    if isinstance(exc, settings_mod.SettingsError):
        return str(exc)
    if isinstance(exc, discord.LoginFailure):
        return (
            "Discord refused the token in DISCORD_TOKEN (.env or the environment). Reset it "
            "at https://discord.com/developers/applications (your application -> Bot -> "
            "Reset Token), put the new one in DISCORD_TOKEN and start the bot again."
        )
    if isinstance(exc, SchemaError):
        return (
            f"The database was written by a newer version of the bot ({exc}). Run that "
            "version (git pull, then make run), or restore a backup made with this one "
            "(docs/hosting.md, 'Backups'); nothing was changed."
        )
    if isinstance(exc, discord.ConnectionClosed) and exc.code in SHARD_CLOSE_CODES:
        return SHARD_CLOSE_CODES[exc.code]
    return None


def config_exit(message: str) -> int:
    """Say what to fix; return :data:`EXIT_CONFIG`.

    With ``GENIAL_ON_CONFIG_ERROR=wait`` (compose.yaml) the process then waits for
    SIGINT/SIGTERM before it exits, so a container restart policy that restarts on
    every exit (``unless-stopped``, kept for real crashes) does not start the bot again
    and again on a bad token: the container stays up, unhealthy, its log says why.
    """
    print(f"genial-bot: {message}", file=sys.stderr, flush=True)
    if os.environ.get("GENIAL_ON_CONFIG_ERROR", "").strip().lower() == "wait":
        print(
            "genial-bot: not starting again until the configuration is fixed; waiting "
            "to be stopped (then: docker compose up -d).",
            file=sys.stderr,
            flush=True,
        )
        stop = {signal.SIGINT, signal.SIGTERM}
        signal.pthread_sigmask(signal.SIG_BLOCK, stop)
        signal.sigwait(stop)
    else:
        print(
            f"genial-bot: stopped (exit status {EXIT_CONFIG}: fix the configuration).",
            file=sys.stderr,
        )
    return EXIT_CONFIG


async def check_database(settings: Settings) -> None:
    """Open (and migrate) the database once before connecting to Discord, so a database
    newer than the code stops the start before anything else. Raises SchemaError."""
    from data import Database

    db = await Database.open(settings.database)
    await db.close()


async def serve(settings: Settings) -> None:
    """Run the bot until it is closed. Raises what stopped it (LoginFailure, ...)."""
    from .client import GenialBot
    from .ops import Operations

    await check_database(settings)
    bot = GenialBot(settings)
    async with bot:
        ops = Operations(bot)
        ops.start()
        try:
            await bot.start(settings.token)
        finally:
            await ops.stop()


async def sync_commands(settings: Settings) -> None:
    """``python -m bot sync``: log in, sync the command tree even if the database says it
    is unchanged (e.g. after editing commands by hand in the developer portal), stop."""
    from .client import GenialBot

    await check_database(settings)
    bot = GenialBot(settings, sync_only=True)
    async with bot:
        await bot.login(settings.token)  # runs setup_hook, which syncs


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["health"]:
        from . import health

        return health.main(args[1:], settings_mod.heartbeat_file(settings_mod.environment()))
    sync = args == ["sync"]
    if args and not sync:
        print("usage: python -m bot [health [MAX_AGE_SECONDS] | sync]", file=sys.stderr)
        return 2
    try:
        settings = settings_mod.load()
    except settings_mod.SettingsError as exc:
        return config_exit(str(exc))
    from . import logs

    logs.configure(settings.log_level, settings.log_format, settings.error_webhook)
    try:
        asyncio.run(sync_commands(settings) if sync else serve(settings))
    except KeyboardInterrupt:
        pass
    except Exception as exc:
        problem = config_problem(exc)
        if problem is None:
            raise
        return config_exit(problem)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
