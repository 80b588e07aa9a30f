"""A server's settings: its clock set-up (default clock and time-out rule, reminders,
away allowance, limit on open games, channel for new games), its language and its
league-organiser role; ``/server settings`` changes them (Manage Server).

Stored as one JSON blob per server (``db.lobby.guild_settings``); a missing or damaged
clock entry reads as the default (``data.clockcodec``), so settings never stop a game.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import i18n
from app.checks import in_range, one_of
from app.clocks.text import policy_text, rule_text
from app.daily.setup import DailySetup, change_daily, daily_setup, setup_text
from app.errors import UserError
from app.people import Person, Place
from community.away import AwayPolicy
from community.clock import TimeoutAction, TimeoutPolicy
from community.clockspec import PRESETS, parse_clock
from data import Database
from data.clockcodec import SETTINGS_KEY, ClockSetup, ServerClock, server_clock, server_clock_json

#: ``store`` language value that drops the server's own language (back to the default).
SERVER_DEFAULT = "server"
#: The guild setting that names the league-organiser role.
ROLE_SETTING = "league_role"
#: How reminders may be sent: at half and a tenth of the time left, at a tenth, or only
#: the last warning.
REMINDERS = ("both", "tenth", "warning")


async def server_clock_of(db: Database, guild_id: int) -> ServerClock:
    """The server's clock settings (the defaults when it has none)."""
    return server_clock(await db.lobby.guild_settings(guild_id))


def timeout_policy(action: str, skips: int | None) -> TimeoutPolicy:
    """The policy chosen in a command; UserError for an unknown action."""
    one_of("cmd-opt-timeout", action, [a.value for a in TimeoutAction])
    return TimeoutPolicy(TimeoutAction(action), skips or 3)


def clock_setup(base: ClockSetup, clock: str | None, timeout: str | None) -> ClockSetup:
    """``base`` with the clock and time-out rule a command chose (None: keep)."""
    out = base
    if clock is not None:
        one_of("cmd-opt-clock", clock, PRESETS)
        out = replace(out, rule=parse_clock(clock))
    if timeout is not None:
        out = replace(out, policy=timeout_policy(timeout, out.policy.max_skips))
    return out


def server_text(lang: str, value: ServerClock) -> str:
    """The server's settings for new games, for the settings answer."""
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


@dataclass(frozen=True)
class ServerChange:
    """What ``/server settings`` was given (None: keep as it is)."""

    language: str | None = None
    clock: str | None = None
    timeout: str | None = None
    skips: int | None = None
    reminders: str | None = None
    away_days: int | None = None
    open_games: int | None = None
    channel_id: int | None = None
    daily: bool | None = None
    daily_channel_id: int | None = None
    daily_edition: str | None = None
    time_zone: str | None = None


@dataclass(frozen=True)
class Configured:
    """What ``/server settings`` did: the language chosen (None: unchanged,
    ``SERVER_DEFAULT``: back to the server's own) and the settings for new games, shown
    when they changed or when nothing else was asked."""

    language: str | None
    settings: ServerClock
    show_settings: bool
    #: The daily deal's settings, shown when they changed or when nothing else was asked.
    daily: DailySetup | None = None

    def chosen(self) -> str | None:
        """The language the server's public posts now follow by choice (None: its own)."""
        return None if self.language in (None, SERVER_DEFAULT) else self.language

    def text(self, lang: str) -> str:
        """The public answer in ``lang`` (the server's language as it is now)."""
        lines = []
        if self.language is not None:
            lines.append(i18n.text(lang, "ui-config-language-set", language=i18n.NAMES[lang]))
        if self.show_settings:
            lines.append(server_text(lang, self.settings))
        if self.daily is not None:
            lines.append(setup_text(lang, self.daily))
        return "\n".join(lines)


class ServerSettings:
    """A server's settings for the bot, read by many use-cases, changed by its managers."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def clock(self, guild_id: int) -> ServerClock:
        """The server's clock settings (the defaults when it has none)."""
        return await server_clock_of(self._db, guild_id)

    async def organiser_role(self, guild_id: int) -> int | None:
        """The role whose members organise leagues here, if one is set."""
        role = (await self._db.lobby.guild_settings(guild_id)).get(ROLE_SETTING)
        return role if isinstance(role, int) else None

    async def set_organiser_role(self, person: Person, place: Place, role: int | None) -> None:
        """Set (None: clear) the league-organiser role; Manage Server only."""
        guild = place.server("ui-league-server-only")
        if not person.manages_server:
            raise UserError("ui-league-err-manage-server", reason="permission")
        settings = await self._db.lobby.guild_settings(guild)
        if role is None:
            settings.pop(ROLE_SETTING, None)
        else:
            settings[ROLE_SETTING] = role
        await self._db.lobby.set_guild_settings(guild, settings)

    async def configure(self, person: Person, place: Place, change: ServerChange) -> Configured:
        """Apply ``/server settings``: Manage Server only, every value checked first."""
        if place.guild_id is None or not person.manages_server:
            raise UserError("ui-config-permission", reason="permission")
        guild = place.guild_id
        if change.language is not None and change.language not in (SERVER_DEFAULT, *i18n.LOCALES):
            raise UserError("ui-config-unknown", reason="option")
        # Discord's client keeps these within bounds; a use-case must not rely on it.
        if change.reminders is not None:
            one_of("cmd-opt-reminders", change.reminders, REMINDERS)
        if change.clock is not None:
            one_of("cmd-opt-clock", change.clock, PRESETS)
        if change.timeout is not None:
            one_of("cmd-opt-timeout", change.timeout, ("leave", "skip"))
        if change.skips is not None:
            in_range("cmd-opt-skips", change.skips, 1, 10)
        if change.away_days is not None:
            in_range("cmd-opt-away-days", change.away_days, 0, 366)
        if change.open_games is not None:
            in_range("cmd-opt-open-games", change.open_games, 0, 100)
        old = await self.clock(guild)
        new = replace(old, setup=clock_setup(old.setup, change.clock, change.timeout))
        if change.skips is not None:
            policy = replace(new.setup.policy, max_skips=change.skips)
            new = replace(new, setup=replace(new.setup, policy=policy))
        if change.reminders is not None:
            half, tenth = change.reminders == "both", change.reminders != "warning"
            new = replace(new, reminders=replace(new.reminders, half=half, tenth=tenth))
        if change.away_days is not None:
            new = replace(new, away=AwayPolicy(change.away_days))
        if change.open_games is not None:
            new = replace(new, open_games=change.open_games)
        if change.channel_id is not None:
            new = replace(new, channel_id=change.channel_id)
        settings = await self._db.lobby.guild_settings(guild)
        if change_daily(settings, on=change.daily, channel_id=change.daily_channel_id,
                        edition=change.daily_edition, zone=change.time_zone):  # fmt: skip
            await self._db.lobby.set_guild_settings(guild, settings)
            daily_changed = True
        else:
            daily_changed = False
        await self._store(guild, clock=None if new == old else new, language=change.language)
        nothing = change.language is None and new == old and not daily_changed
        daily = daily_setup(settings) if daily_changed or nothing else None
        return Configured(change.language, new, nothing or new != old, daily)

    async def _store(
        self, guild_id: int, *, clock: ServerClock | None, language: str | None
    ) -> None:
        """Save the clock settings (None: unchanged) and the language (None: unchanged,
        ``SERVER_DEFAULT``: back to the default). Other settings in the blob (e.g. the
        league-organiser role) are kept."""
        if clock is None and language is None:
            return
        settings = await self._db.lobby.guild_settings(guild_id)
        if language == SERVER_DEFAULT:
            settings.pop("language", None)
        elif language is not None:
            settings["language"] = language
        if clock is not None:
            settings[SETTINGS_KEY] = server_clock_json(clock)
        await self._db.lobby.set_guild_settings(guild_id, settings)
