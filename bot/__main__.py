"""``python -m bot`` / ``genial-bot``: run the Discord bot."""

from __future__ import annotations

import asyncio
import logging
import sys

from . import settings as settings_mod


def main() -> int:
    try:
        settings = settings_mod.load()
    except settings_mod.SettingsError as exc:
        print(f"genial-bot: {exc}", file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level,
        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
    )
    logging.getLogger("discord.http").setLevel(logging.WARNING)
    from .client import GenialBot

    async def runner() -> None:
        bot = GenialBot(settings)
        async with bot:
            await bot.start(settings.token)

    try:
        asyncio.run(runner())
    except KeyboardInterrupt:
        pass
    except Exception as exc:  # a bad token, no network: say so plainly
        import discord

        if isinstance(exc, discord.LoginFailure):
            print("genial-bot: Discord refused the token in .env (DISCORD_TOKEN).", file=sys.stderr)
            return 2
        raise
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
