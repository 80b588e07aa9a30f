"""The ``/me`` group: one's own settings (``/me settings``) and breaks (``/me away``) (issue 13)."""

from __future__ import annotations

import zoneinfo
from dataclasses import replace
from datetime import time
from functools import cache
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from app.clocks.text import span
from app.errors import UserError
from app.settings.rows import UserPrefs
from app.settings.server import server_clock_of
from cogs.common import limits
from cogs.common.checks import in_range, one_of
from cogs.common.commandtext import cmd
from cogs.common.context import service_of
from cogs.common.locale import reader
from cogs.players import forget as forgetting
from community.away import AwayPolicy, ClockError, start_away

NOTIFY_CHOICES = [
    app_commands.Choice(name=cmd("cmd-notify-mention"), value="mention"),
    app_commands.Choice(name=cmd("cmd-notify-dm"), value="dm"),
    app_commands.Choice(name=cmd("cmd-notify-none"), value="none"),
]


@cache
def zones() -> tuple[str, ...]:
    return tuple(sorted(zoneinfo.available_timezones()))


async def zone_autocomplete(
    interaction: discord.Interaction[Any], current: str
) -> list[app_commands.Choice[str]]:
    """IANA time zones containing what was typed (``berlin`` finds Europe/Berlin)."""
    del interaction
    typed = current.strip().lower().replace(" ", "_")
    found = [z for z in zones() if typed in z.lower()] if typed else ["UTC", "Europe/Berlin"]
    return [app_commands.Choice(name=z, value=z) for z in found[:25]]


def _wall(lang: str, text: str | None) -> time | None:
    if text is None:
        return None
    try:
        return time.fromisoformat(text.strip())
    except ValueError:
        raise UserError(
            i18n.text(lang, "ui-settings-bad-time", text=limits.quote_input(text)), reason="option"
        ) from None


def settings_text(lang: str, prefs: UserPrefs) -> str:
    quiet = prefs.quiet()
    return i18n.text(
        lang,
        "ui-settings-now",
        notify=prefs.notify,
        reminders="on" if prefs.reminders else "off",
        quiet=(
            i18n.text(
                lang, "ui-settings-quiet", start=f"{quiet.start:%H:%M}", end=f"{quiet.end:%H:%M}"
            )
            if quiet
            else i18n.text(lang, "ui-settings-no-quiet")
        ),
        zone=prefs.time_zone,
        failed="yes" if prefs.dm_failed else "no",
    )


@app_commands.guild_only()
class Me(
    commands.GroupCog,
    group_name=cmd("cmd-me-group"),
    group_description=cmd("cmd-me-group-desc"),
):
    """/me: how a player hears it is their turn, quiet hours, time zone, and breaks."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name=cmd("cmd-settings"), description=cmd("cmd-settings-desc"))
    @app_commands.describe(
        notify=cmd("cmd-settings-notify"),
        reminders=cmd("cmd-settings-reminders"),
        quiet_from=cmd("cmd-settings-quiet-from"),
        quiet_until=cmd("cmd-settings-quiet-until"),
        time_zone=cmd("cmd-settings-zone"),
    )
    @app_commands.rename(
        notify=cmd("cmd-opt-notify"),
        reminders=cmd("cmd-opt-reminders"),
        quiet_from=cmd("cmd-opt-quiet-from"),
        quiet_until=cmd("cmd-opt-quiet-until"),
        time_zone=cmd("cmd-opt-zone"),
    )
    @app_commands.choices(notify=NOTIFY_CHOICES)
    @app_commands.autocomplete(time_zone=zone_autocomplete)
    async def settings(
        self,
        interaction: discord.Interaction[Any],
        notify: str | None = None,
        reminders: bool | None = None,
        quiet_from: str | None = None,
        quiet_until: str | None = None,
        time_zone: str | None = None,
    ) -> None:
        lang = reader(interaction)
        svc = service_of(interaction)
        prefs = await svc.db.user_prefs(interaction.user.id)
        changed = prefs
        if notify is not None:
            one_of(lang, "cmd-opt-notify", notify, ("mention", "dm", "none"))
            # Choosing direct messages again means: try them again.
            changed = replace(changed, notify=notify, dm_failed=False)
        if reminders is not None:
            changed = replace(changed, reminders=reminders)
        if (quiet_from is None) != (quiet_until is None):
            raise UserError(i18n.text(lang, "ui-settings-quiet-both"), reason="option")
        if quiet_from is not None:
            changed = replace(
                changed, quiet_start=_wall(lang, quiet_from), quiet_end=_wall(lang, quiet_until)
            )
        if time_zone is not None:
            if time_zone not in zones():
                raise UserError(
                    i18n.text(lang, "ui-settings-bad-zone", zone=limits.quote_input(time_zone)),
                    reason="option",
                )
            changed = replace(changed, time_zone=time_zone)
        if changed != prefs:
            await svc.db.set_user_prefs(interaction.user.id, changed)
            if interaction.guild_id is not None:
                await svc.db.replan_user(interaction.guild_id, interaction.user.id)
                _wake(interaction)
        await limits.answer(interaction, settings_text(lang, changed))

    @app_commands.command(name=cmd("cmd-away"), description=cmd("cmd-away-desc"))
    @app_commands.describe(days=cmd("cmd-away-days"))
    @app_commands.rename(days=cmd("cmd-opt-days"))
    async def away(
        self,
        interaction: discord.Interaction[Any],
        days: app_commands.Range[int, 1, 60] | None = None,
    ) -> None:
        lang = reader(interaction)
        svc = service_of(interaction)
        guild_id = interaction.guild_id
        if guild_id is None:
            raise UserError(i18n.text(lang, "ui-lobby-err-dm"))
        user = interaction.user.id
        now = svc.db.now()
        trips = await svc.db.vacations(guild_id, user)
        if days is None:
            if not await svc.db.end_vacation(guild_id, user, now):
                raise UserError(i18n.text(lang, "ui-away-none"), reason="option")
            await svc.db.replan_user(guild_id, user)
            _wake(interaction)
            await limits.answer(interaction, i18n.text(lang, "ui-away-ended"))
            return
        # The client keeps days within 1..60; a handler must not rely on it.
        in_range(lang, "cmd-opt-days", days, 1, 60)
        policy: AwayPolicy = (await server_clock_of(svc.db, guild_id)).away
        try:
            trip = start_away(policy, trips, now, days)
        except ClockError as exc:
            key = "ui-away-running" if "already" in str(exc) else "ui-away-allowance"
            raise UserError(
                i18n.text(lang, key, days=policy.days_per_year), reason="option"
            ) from None
        await svc.db.add_vacation(guild_id, user, trip)
        games = await svc.db.replan_user(guild_id, user)
        _wake(interaction)
        await limits.answer(
            interaction,
            i18n.text(
                lang,
                "ui-away-started",
                until=f"<t:{int(trip.end.timestamp())}:f>",
                length=span(lang, trip.end - trip.start),
                games=len(games),
            ),
        )

    @app_commands.command(
        name=cmd("cmd-players-forget"), description=cmd("cmd-players-forget-desc")
    )
    async def forget(self, interaction: discord.Interaction[Any]) -> None:
        await forgetting.ask(interaction)


def _wake(interaction: discord.Interaction[Any]) -> None:
    scheduler = getattr(interaction.client, "scheduler", None)
    if scheduler is not None:
        scheduler.wake()


async def setup(bot: commands.Bot) -> None:
    """Load the /me group (and the buttons of /me forget)."""
    bot.add_dynamic_items(*forgetting.ALL_ITEMS)
    await bot.add_cog(Me(bot))
