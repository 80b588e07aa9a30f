"""A player's own settings (``/me settings``: how they hear it is their turn, reminders,
quiet hours, time zone) and breaks (``/me away``), with the clocks they move."""

from __future__ import annotations

import zoneinfo
from dataclasses import dataclass, replace
from datetime import datetime, time, timedelta
from functools import cache

import i18n
from app.checks import in_range, one_of
from app.clocks.text import span
from app.errors import UserError
from app.people import Person, Place
from app.settings.server import ServerSettings
from app.text.limits import quote_input
from community.away import AwayPolicy, ClockError, start_away
from data import Database
from data.prefs import UserPrefs

#: How a player hears it is their turn: a mention in the thread, a direct message, neither.
NOTIFY = ("mention", "dm", "none")
#: The longest break ``/me away`` takes at once, in days.
AWAY_DAYS = 60


@cache
def zones() -> tuple[str, ...]:
    """Every IANA time zone, sorted."""
    return tuple(sorted(zoneinfo.available_timezones()))


def _wall(text: str | None) -> time | None:
    if text is None:
        return None
    try:
        return time.fromisoformat(text.strip())
    except ValueError:
        raise UserError("ui-settings-bad-time", reason="option", text=quote_input(text)) from None


@dataclass(frozen=True)
class PrefsChange:
    """What ``/me settings`` was given (None: keep as it is)."""

    notify: str | None = None
    reminders: bool | None = None
    quiet_from: str | None = None
    quiet_until: str | None = None
    time_zone: str | None = None


@dataclass(frozen=True)
class MyPrefs:
    """A player's settings after ``/me settings``, and whether their running turns were
    planned anew (then the clock scheduler has new times to wait for)."""

    prefs: UserPrefs
    replanned: bool = False

    def text(self, lang: str) -> str:
        """The settings as they are now, in ``lang``."""
        prefs = self.prefs
        quiet = prefs.quiet()
        return i18n.text(
            lang,
            "ui-settings-now",
            notify=prefs.notify,
            reminders="on" if prefs.reminders else "off",
            quiet=(
                i18n.text(
                    lang,
                    "ui-settings-quiet",
                    start=f"{quiet.start:%H:%M}",
                    end=f"{quiet.end:%H:%M}",
                )
                if quiet
                else i18n.text(lang, "ui-settings-no-quiet")
            ),
            zone=prefs.time_zone,
            failed="yes" if prefs.dm_failed else "no",
        )


@dataclass(frozen=True)
class Break:
    """What ``/me away`` did: a break begun (until when, how long, the running games whose
    clocks it stops) or ended (``until`` None)."""

    until: datetime | None = None
    length: timedelta = timedelta()
    games: int = 0

    def text(self, lang: str) -> str:
        if self.until is None:
            return i18n.text(lang, "ui-away-ended")
        return i18n.text(
            lang,
            "ui-away-started",
            until=f"<t:{int(self.until.timestamp())}:f>",
            length=span(lang, self.length),
            games=self.games,
        )


class MySettings:
    """``/me settings`` and ``/me away``."""

    def __init__(self, db: Database, server: ServerSettings) -> None:
        self._db = db
        self._server = server

    async def change(self, person: Person, place: Place, change: PrefsChange) -> MyPrefs:
        """Apply what was given (every value checked first); the running turns of the
        player on this server are planned anew when anything changed."""
        prefs = await self._db.prefs.user_prefs(person.id)
        changed = prefs
        if change.notify is not None:
            one_of("cmd-opt-notify", change.notify, NOTIFY)
            # Choosing direct messages again means: try them again.
            changed = replace(changed, notify=change.notify, dm_failed=False)
        if change.reminders is not None:
            changed = replace(changed, reminders=change.reminders)
        if (change.quiet_from is None) != (change.quiet_until is None):
            raise UserError("ui-settings-quiet-both", reason="option")
        if change.quiet_from is not None:
            start, end = _wall(change.quiet_from), _wall(change.quiet_until)
            changed = replace(changed, quiet_start=start, quiet_end=end)
        if change.time_zone is not None:
            if change.time_zone not in zones():
                zone = quote_input(change.time_zone)
                raise UserError("ui-settings-bad-zone", reason="option", zone=zone)
            changed = replace(changed, time_zone=change.time_zone)
        if changed == prefs:
            return MyPrefs(prefs)
        await self._db.prefs.set_user_prefs(person.id, changed)
        if place.guild_id is None:
            return MyPrefs(changed)
        await self._db.clocks.replan_user(place.guild_id, person.id)
        return MyPrefs(changed, replanned=True)

    async def away(self, person: Person, place: Place, days: int | None) -> Break:
        """Begin a break of ``days`` on this server (None: end the running one); the
        player's running clocks here stop meanwhile. UserError when the server's
        allowance or a running break refuses it."""
        guild = place.server()
        now = self._db.now()
        if days is None:
            if not await self._db.prefs.end_vacation(guild, person.id, now):
                raise UserError("ui-away-none", reason="option")
            await self._db.clocks.replan_user(guild, person.id)
            return Break()
        # The client keeps days within bounds; a use-case must not rely on it.
        in_range("cmd-opt-days", days, 1, AWAY_DAYS)
        trips = await self._db.prefs.vacations(guild, person.id)
        policy: AwayPolicy = (await self._server.clock(guild)).away
        try:
            trip = start_away(policy, trips, now, days)
        except ClockError as exc:
            key = "ui-away-running" if "already" in str(exc) else "ui-away-allowance"
            raise UserError(key, reason="option", days=policy.days_per_year) from None
        await self._db.prefs.add_vacation(guild, person.id, trip)
        games = await self._db.clocks.replan_user(guild, person.id)
        return Break(trip.end, trip.end - trip.start, len(games))
