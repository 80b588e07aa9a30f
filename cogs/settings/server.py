"""``/server settings``: the server's settings for the bot (Manage Server): the language of
public posts, and for new games the clock, the time-out rule, reminders, vacations, a
limit on open games per player and the channel for new games (issue 13)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from app.clocks.text import policy_text, rule_text
from app.errors import UserError
from app.settings.rows import ClockSetup, ServerClock
from app.settings.server import SERVER_DEFAULT, server_clock_of, store
from cogs.common import limits
from cogs.common.checks import in_range, one_of
from cogs.common.commandtext import cmd
from cogs.common.context import service_of
from cogs.common.locale import choose, public, reader
from cogs.settings import status as owner_status
from community.away import AwayPolicy
from community.clock import TimeoutAction, TimeoutPolicy
from community.clockspec import PRESETS, parse_clock

#: Choice value -> nothing else: "server" follows the server's Discord language.
LANGUAGE_CHOICES = [
    app_commands.Choice(name=cmd("cmd-language-server"), value="server"),
    app_commands.Choice(name=cmd("cmd-language-en"), value="en"),
    app_commands.Choice(name=cmd("cmd-language-de"), value="de"),
    app_commands.Choice(name=cmd("cmd-language-nl"), value="nl"),
]
CLOCK_NAMES = {
    "none": "cmd-clock-none",
    "fixed:1d": "cmd-clock-fixed-1d",
    "fixed:3d": "cmd-clock-fixed-3d",
    "bank:1d:12h:3d": "cmd-clock-bank-1d",
    "bank:3d:1d:7d": "cmd-clock-bank-3d",
}
CLOCK_CHOICES = [app_commands.Choice(name=cmd(CLOCK_NAMES[p]), value=p) for p in PRESETS]
TIMEOUT_CHOICES = [
    app_commands.Choice(name=cmd("cmd-timeout-leave"), value="leave"),
    app_commands.Choice(name=cmd("cmd-timeout-skip"), value="skip"),
]
REMINDER_CHOICES = [
    app_commands.Choice(name=cmd("cmd-reminders-both"), value="both"),
    app_commands.Choice(name=cmd("cmd-reminders-tenth"), value="tenth"),
    app_commands.Choice(name=cmd("cmd-reminders-warning"), value="warning"),
]


def timeout_policy(lang: str, action: str, skips: int | None) -> TimeoutPolicy:
    """The policy chosen in a command; UserError for an unknown action."""
    one_of(lang, "cmd-opt-timeout", action, [a.value for a in TimeoutAction])
    return TimeoutPolicy(TimeoutAction(action), skips or 3)


def clock_setup(lang: str, base: ClockSetup, clock: str | None, timeout: str | None) -> ClockSetup:
    """``base`` with the clock and time-out rule a command chose (None: keep)."""
    out = base
    if clock is not None:
        one_of(lang, "cmd-opt-clock", clock, PRESETS)
        out = replace(out, rule=parse_clock(clock))
    if timeout is not None:
        out = replace(out, policy=timeout_policy(lang, timeout, out.policy.max_skips))
    return out


def server_text(lang: str, value: ServerClock) -> str:
    """The server's settings for new games, for the config answer."""
    r = value.reminders
    return i18n.text(
        lang,
        "ui-config-clocks",
        clock=rule_text(lang, value.setup.rule),
        timeout=policy_text(lang, value.setup.policy),
        reminders="both" if r.half and r.tenth else "tenth" if r.tenth else "warning",
        away=value.away.days_per_year,
        limit=value.open_games,
        channel=f"<#{value.channel_id}>" if value.channel_id else "-",
    )


@app_commands.guild_only()
class Server(
    commands.GroupCog,
    group_name=cmd("cmd-server-group"),
    group_description=cmd("cmd-server-group-desc"),
):
    """/server: this server's settings for the bot (changing them needs Manage Server)."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name=cmd("cmd-config"), description=cmd("cmd-config-desc"))
    @app_commands.describe(
        language=cmd("cmd-config-language"),
        clock=cmd("cmd-config-clock"),
        timeout=cmd("cmd-config-timeout"),
        skips=cmd("cmd-config-skips"),
        reminders=cmd("cmd-config-reminders"),
        away_days=cmd("cmd-config-away"),
        open_games=cmd("cmd-config-open-games"),
        channel=cmd("cmd-config-channel"),
    )
    @app_commands.rename(
        language=cmd("cmd-opt-language"),
        clock=cmd("cmd-opt-clock"),
        timeout=cmd("cmd-opt-timeout"),
        skips=cmd("cmd-opt-skips"),
        reminders=cmd("cmd-opt-reminders"),
        away_days=cmd("cmd-opt-away-days"),
        open_games=cmd("cmd-opt-open-games"),
        channel=cmd("cmd-opt-channel"),
    )
    @app_commands.choices(
        language=LANGUAGE_CHOICES,
        clock=CLOCK_CHOICES,
        timeout=TIMEOUT_CHOICES,
        reminders=REMINDER_CHOICES,
    )
    async def config(
        self,
        interaction: discord.Interaction[Any],
        language: str | None = None,
        clock: str | None = None,
        timeout: str | None = None,
        skips: app_commands.Range[int, 1, 10] | None = None,
        reminders: str | None = None,
        away_days: app_commands.Range[int, 0, 366] | None = None,
        open_games: app_commands.Range[int, 0, 100] | None = None,
        channel: discord.TextChannel | None = None,
    ) -> None:
        lang = reader(interaction)
        perms = getattr(interaction.user, "guild_permissions", None)
        if interaction.guild_id is None or not (perms and perms.manage_guild):
            raise UserError(i18n.text(lang, "ui-config-permission"), reason="permission")
        if language is not None and language not in ("server", *i18n.LOCALES):
            raise UserError(i18n.text(lang, "ui-config-unknown"), reason="option")
        # Discord's client keeps these within bounds; a handler must not rely on it.
        if reminders is not None:
            one_of(lang, "cmd-opt-reminders", reminders, ("both", "tenth", "warning"))
        if clock is not None:
            one_of(lang, "cmd-opt-clock", clock, PRESETS)
        if timeout is not None:
            one_of(lang, "cmd-opt-timeout", timeout, ("leave", "skip"))
        if skips is not None:
            in_range(lang, "cmd-opt-skips", skips, 1, 10)
        if away_days is not None:
            in_range(lang, "cmd-opt-away-days", away_days, 0, 366)
        if open_games is not None:
            in_range(lang, "cmd-opt-open-games", open_games, 0, 100)
        svc = service_of(interaction)
        old = await server_clock_of(svc.db, interaction.guild_id)
        new = replace(old, setup=clock_setup(lang, old.setup, clock, timeout))
        if skips is not None:
            new = replace(
                new, setup=replace(new.setup, policy=replace(new.setup.policy, max_skips=skips))
            )
        if reminders is not None:
            new = replace(
                new,
                reminders=replace(
                    new.reminders, half=reminders == "both", tenth=reminders != "warning"
                ),
            )
        if away_days is not None:
            new = replace(new, away=AwayPolicy(away_days))
        if open_games is not None:
            new = replace(new, open_games=open_games)
        if channel is not None:
            new = replace(new, channel_id=channel.id)
        await store(
            svc.db, interaction.guild_id, clock=None if new == old else new, language=language
        )
        lines = []
        if language is not None:
            choose(
                interaction.guild_id,
                None if language == SERVER_DEFAULT else language,
                interaction.client,
            )
            now = public(interaction)
            lines.append(i18n.text(now, "ui-config-language-set", language=i18n.NAMES[now]))
        if language is None or new != old:
            lines.append(server_text(public(interaction), new))
        await limits.answer(interaction, "\n".join(lines), ephemeral=False)

    @app_commands.command(name=cmd("cmd-status"), description=cmd("cmd-status-desc"))
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        """How this bot process is doing (the application's owner only)."""
        await owner_status.answer_status(interaction, self.bot)


async def setup(bot: commands.Bot) -> None:
    """Load the /server group."""
    await bot.add_cog(Server(bot))
