"""``python -m bot`` / ``genial-bot``: run the Discord bot, and the operator's commands.

- ``python -m bot``: run the bot until it is stopped (Ctrl-C, SIGINT, SIGTERM).
- ``python -m bot health [MAX_AGE]``: exit 0 while the running bot is healthy (its event
  loop runs, its shards are connected, its database answers), 1 otherwise (Docker's
  HEALTHCHECK).
- ``python -m bot sync``: force the slash-command sync.
- ``python -m bot backup [FILE]``, ``restore FILE``, ``verify``: see :mod:`bot.backup`.

Exit status :data:`bot.settings.EXIT_CONFIG` (78) means "fix your configuration" (a bad
setting, a missing or refused token, a database that refuses the bot or is newer than
the code): it comes with a one-paragraph message and no traceback, and neither systemd
nor compose restart on it. What passes by itself (no network, a database server that
cannot be reached yet) is one log line and another try after a growing pause.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import signal
import sys
from pathlib import Path

from . import preflight
from . import settings as settings_mod
from .settings import EXIT_CONFIG, Settings

log = logging.getLogger("bot")

#: Gateway close codes that mean the shard settings are wrong (Discord's documentation).
SHARD_CLOSE_CODES = {
    4010: "Discord refused the shard settings (invalid shard): check GENIAL_SHARDS.",
    4011: (
        "Discord requires sharding for this many servers: set GENIAL_SHARDS=auto (the "
        "default) or a shard count (docs/hosting.md, 'Running at scale')."
    ),
}
#: aiohttp's errors of a connection that could not be made or was lost (by class name:
#: the bot layer imports no HTTP library of its own).
_NETWORK_ERRORS = {"ClientConnectionError", "ServerTimeoutError", "ClientPayloadError"}


def config_problem(exc: BaseException) -> str | None:
    """The owner's to-do for an exception that a restart cannot fix; None for others."""
    import discord  # here, so that ``python -m bot health`` starts in a blink

    from data import SchemaError

    if isinstance(exc, settings_mod.SettingsError | preflight.ConfigProblem):
        return str(exc)
    if isinstance(exc, discord.LoginFailure):
        return (
            "Discord refused the token in DISCORD_TOKEN (.env or the environment). Reset it "
            "at https://discord.com/developers/applications (your application -> Bot -> "
            "Reset Token), put the new one in DISCORD_TOKEN and start the bot again."
        )
    if isinstance(exc, SchemaError):
        return preflight.database_problem(exc, "")
    if isinstance(exc, discord.ConnectionClosed) and exc.code in SHARD_CLOSE_CODES:
        return SHARD_CLOSE_CODES[exc.code]
    return None


def network_problem(exc: BaseException) -> str | None:
    """A one-line reason when ``exc`` means Discord could not be reached (try again)."""
    import discord

    if isinstance(exc, discord.DiscordServerError):
        return f"Discord answered {exc.status}"
    if isinstance(exc, discord.GatewayNotFound):
        return "Discord's gateway could not be found"
    aiohttp_error = any(
        c.__module__.startswith("aiohttp") and c.__name__ in _NETWORK_ERRORS
        for c in type(exc).__mro__
    )
    if aiohttp_error or isinstance(exc, OSError | TimeoutError):
        return str(exc) or type(exc).__name__
    return None


def config_exit(message: str, *, may_wait: bool = True) -> int:
    """Say what to fix; return :data:`EXIT_CONFIG`.

    With ``GENIAL_ON_CONFIG_ERROR=wait`` (compose.yaml) the bot then waits for
    SIGINT/SIGTERM before it exits, so a container restart policy that restarts on
    every exit (``unless-stopped``, kept for real crashes) does not start the bot again
    and again on a bad token: the container stays up, unhealthy, its log says why. The
    operator's one-off commands (``may_wait=False``: backup, restore) never wait.
    """
    print(f"genial-bot: {message}", file=sys.stderr, flush=True)
    wait = os.environ.get("GENIAL_ON_CONFIG_ERROR", "").strip().lower() == "wait"
    if wait and may_wait:
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


def quiet_voice() -> None:
    """The bot has no voice: discord.py need not warn at every start that the voice
    libraries (PyNaCl, davey) are missing."""
    import discord

    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False


async def check_database(settings: Settings) -> None:
    """Open (and migrate) the database once before connecting to Discord, waiting while
    its server cannot be reached. Raises :class:`bot.preflight.ConfigProblem`."""
    await preflight.open_database(settings.database)


async def serve(settings: Settings) -> None:
    """Run the bot until it is closed. Raises what stopped it (LoginFailure, ...)."""
    from .client import GenialBot
    from .ops import Operations

    # SIGTERM (Kubernetes, a plain docker stop, kill) stops the bot like Ctrl-C does.
    main = asyncio.current_task()
    if main is not None:
        with contextlib.suppress(NotImplementedError, RuntimeError):
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, main.cancel)
    ops = Operations(settings)
    ops.start()
    try:
        await preflight.open_database(
            settings.database, waiting=lambda why: ops.health.set_database(False, why)
        )
        ops.database_ready()
        pauses = preflight.backoff(2.0)
        while True:
            bot = GenialBot(settings)
            ops.attach(bot)
            try:
                async with bot:
                    await bot.start(settings.token)
                return
            except Exception as exc:
                reason = network_problem(exc)
                if reason is None:
                    raise
            if bot.user is not None:  # it had logged in: this is a new outage
                pauses = preflight.backoff(2.0)
            pause = next(pauses)
            log.warning("cannot reach Discord (%s); trying again in %g s", reason, pause)
            ops.gateway_unreachable(reason)
            await asyncio.sleep(pause)
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


def parser() -> argparse.ArgumentParser:
    parse = argparse.ArgumentParser(prog="python -m bot", description=__doc__.splitlines()[0])
    commands = parse.add_subparsers(dest="command", metavar="COMMAND")
    health = commands.add_parser("health", help="exit 0 while the running bot is healthy")
    health.add_argument("max_age", nargs="?", help="seconds the heartbeat may be old (60)")
    commands.add_parser("sync", help="log in, sync the slash commands, stop")
    backup = commands.add_parser("backup", help="write a consistent backup of the database")
    backup.add_argument("file", nargs="?", type=Path, help="where (default: var/backups/...)")
    restore = commands.add_parser("restore", help="replace the database by a backup")
    restore.add_argument("file", type=Path, help="a file written by python -m bot backup")
    restore.add_argument("--yes", action="store_true", help="replace a database that has games")
    commands.add_parser("verify", help="count the rows and replay every game's record")
    return parse


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(sys.argv[1:] if argv is None else argv)
    command = args.command or "run"
    if command == "health":
        from . import health

        age = [args.max_age] if args.max_age is not None else []
        return health.main(age, settings_mod.heartbeat_file(settings_mod.environment()))
    one_off = command in ("backup", "restore", "verify")
    try:
        settings = settings_mod.load(need_token=not one_off)
    except settings_mod.SettingsError as exc:
        return config_exit(str(exc), may_wait=not one_off)
    from . import logs

    logs.configure(settings.log_level, settings.log_format, settings.error_webhook)
    quiet_voice()
    try:
        if one_off:
            from . import backup

            return asyncio.run(backup.run(command, settings, args))
        asyncio.run(sync_commands(settings) if command == "sync" else serve(settings))
    except (KeyboardInterrupt, asyncio.CancelledError):  # Ctrl-C, SIGINT, SIGTERM
        pass
    except Exception as exc:
        problem = config_problem(exc)
        if problem is None:
            raise
        return config_exit(problem, may_wait=not one_off)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
