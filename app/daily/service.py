"""``/genial daily``: the same solo deal for every player of a server, one a day.

A player's attempt is a row of ``daily_plays`` holding the game's record: it is started on
their first ``/genial daily`` of the day (one attempt a day: the row's key), played in their
private panel, saved after every move over the version it was made on, and resumed from
the record after a restart. The deal is dealt from a seed no one can compute without the
bot's secret (``community.daily.seed_of``). A move on a deal whose day is over still counts
for that day.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import date, timedelta

import genial
from app.daily.results import DayTable, Finished, WeekShown, colours_of, score_of
from app.daily.setup import DailySetup, daily_setup
from app.daily.streaks import streak
from app.errors import UserError, not_found, stale
from app.games.service import GameService
from app.people import Person, Place
from community.daily import (
    SECRET_BYTES,
    Streak,
    day_of,
    day_text,
    parse_day,
    places,
    seed_of,
    week_of,
    week_table,
)
from data.daily import DailyPlay
from genial import Game, Option


@dataclass(frozen=True)
class Panel:
    """A player's attempt as their private panel shows it."""

    day: str
    edition: str
    version: int
    game: Game
    #: The deal's day is over (a move still counts for it).
    late: bool


@dataclass(frozen=True)
class Moved:
    """What a move on the daily deal did: the panel after it, and the result if it ended."""

    panel: Panel
    finished: Finished | None


class Daily:
    """The daily deal of every server, over the bot's game service."""

    def __init__(self, games: GameService) -> None:
        self._games = games
        self._db = games.db
        self._given: str | None = None
        self._secret: bytes | None = None
        #: Seconds (None: no cap) and samples per move of the strong computer's game.
        self.computer_budget: float | None = 0.7
        self.computer_iterations = 24

    def configure(self, *, secret: str | None, budget: float | None, iterations: int) -> None:
        """The bot's settings: a secret given by the host (else one kept in the database),
        and the strong computer's thinking per move."""
        self._given, self._secret = secret or None, None
        self.computer_budget, self.computer_iterations = budget, iterations

    async def secret(self) -> bytes:
        """The secret the deals come from: the host's, or the one the database keeps
        (generated once, by whichever process asks first)."""
        if self._secret is None:
            text = self._given or await self._db.daily.daily_secret(secrets.token_hex(SECRET_BYTES))
            self._secret = text.encode()
        return self._secret

    async def setup(self, guild_id: int) -> DailySetup:
        """The server's daily settings."""
        return daily_setup(await self._db.lobby.guild_settings(guild_id))

    async def today(self, guild_id: int) -> date:
        """The server's day now (its time zone)."""
        return day_of(self._db.now(), (await self.setup(guild_id)).zone)

    async def deal(self, guild_id: int, day: date, edition: str) -> Game:
        """The deal of ``day`` on the server, before any move."""
        return genial.create(edition, 1, seed_of(await self.secret(), guild_id, day, edition))

    async def _on(self, place: Place) -> tuple[int, DailySetup]:
        guild = place.server("err-daily-dm")
        setup = await self.setup(guild)
        if not setup.on:
            raise UserError("err-daily-off", reason="off")
        return guild, setup

    # ----- playing -------------------------------------------------------------------
    async def open(self, person: Person, place: Place) -> Panel | DayTable:
        """Today's deal for ``person``: their panel (started now, or where they left it),
        or today's table once they finished it."""
        guild, setup = await self._on(place)
        today = day_of(self._db.now(), setup.zone)
        if person.name:
            await self._db.listings.remember_name(person.id, person.name)
        play = await self._db.daily.daily_play(guild, day_text(today), person.id)
        if play is None:
            edition = setup.edition_on(today)
            game = await self.deal(guild, today, edition)
            play = await self._db.daily.start_daily(
                guild, day_text(today), person.id, edition, game.record(), place.channel_id
            )
        if play.finished:
            return await self.table(place, None)
        return await self._panel(play, today)

    async def _panel(self, play: DailyPlay, today: date) -> Panel:
        game = await self._games.run(genial.replay, play.record)
        return Panel(play.day, play.edition, play.version, game, play.day < day_text(today))

    async def move(
        self, person: Person, place: Place, day: str, version: int, notation: str
    ) -> Moved:
        """Play ``notation`` on the player's attempt at ``day``'s deal, made on ``version``.

        Raises UserError when the daily is off here or the attempt is finished, StaleError
        when the panel is out of date, the engine's errors for an illegal move."""
        guild, setup = await self._on(place)
        play = await self._db.daily.daily_play(guild, day, person.id)
        if play is None:
            raise not_found()
        if play.finished:
            raise UserError("err-daily-finished", reason="finished")
        if version != play.version:
            raise stale()
        game = await self._games.run(genial.replay, play.record)
        await self._games.run(game.apply, notation)
        today = day_of(self._db.now(), setup.zone)
        finished = None
        if game.over:
            score, colours = score_of(game), colours_of(game)
            await self._db.daily.save_daily(
                play, game.record(), play.version + 1, score=score, colours=colours
            )
            finished = await self._finished(play, score, colours, today)
        else:
            await self._db.daily.save_daily(play, game.record(), play.version + 1)
        panel = Panel(play.day, play.edition, play.version + 1, game, play.day < day_text(today))
        return Moved(panel, finished)

    async def _finished(
        self, play: DailyPlay, score: int, colours: tuple[tuple[str, int], ...], today: date
    ) -> Finished:
        results = await self._db.daily.daily_results(play.guild_id, play.day, play.day)
        place = places({r.user_id: r.score or 0 for r in results}).get(play.user_id, 1)
        day = await self._db.daily.daily_day(play.guild_id, play.day)
        setup = await self.setup(play.guild_id)
        channel = play.channel_id or (day.channel_id if day else None) or setup.channel_id
        return Finished(
            play.user_id,
            play.day,
            play.edition,
            score,
            place,
            len(results),
            colours,
            channel,
            late=play.day < day_text(today),
        )

    async def board_png(self, panel: Panel, name: str, lang: str) -> bytes:
        """The panel's board (drawn off the event loop)."""
        return await self._games.renderers.board(panel.game.public_view(), [name], lang)

    async def menu(self, panel: Panel, n: int = 25) -> list[Option]:
        """The panel's moves, best first (at most ``n``; ranked in a worker)."""
        return [] if panel.game.over else await self._games.run(panel.game.top_options, n)

    # ----- tables --------------------------------------------------------------------
    def _day(self, text: str | None, today: date) -> date:
        if text is None:
            return today
        day = parse_day(text)
        if day is None:
            raise UserError("err-daily-day", reason="day", given=text[:20])
        if day > today:
            raise UserError("err-daily-future", reason="future", day=day_text(day))
        return day

    async def table(self, place: Place, day_given: str | None) -> DayTable:
        """The table of a day (default: today) on the server: finished attempts, best
        first, and the strong computer's result once the day is over."""
        guild = place.server("err-daily-dm")
        today = await self.today(guild)
        day = day_text(self._day(day_given, today))
        results = await self._db.daily.daily_results(guild, day, day)
        ranks = places({r.user_id: r.score or 0 for r in results})
        names = await self._db.listings.names(r.user_id for r in results)
        info = await self._db.daily.daily_day(guild, day)
        over = day < day_text(today)
        lines = [
            (ranks[r.user_id], names.get(r.user_id, ""), r.user_id, r.score or 0) for r in results
        ]
        computer = info.computer_score if info is not None and over else None
        return DayTable(day, tuple(lines), computer, over)

    async def week(self, place: Place, day_given: str | None) -> WeekShown:
        """The week's table (Monday to Sunday, holding the day given or today): the sum of
        each player's days, with their best day."""
        guild = place.server("err-daily-dm")
        monday, sunday = week_of(self._day(day_given, await self.today(guild)))
        results = await self._db.daily.daily_results(guild, day_text(monday), day_text(sunday))
        lines = week_table((r.user_id, r.score or 0) for r in results)
        names = await self._db.listings.names(w.user_id for w in lines)
        return WeekShown(day_text(monday), day_text(sunday), tuple(lines), names)

    async def streak(self, guild_id: int, user_id: int) -> Streak:
        """The player's streak of days played here (current and best)."""
        return await streak(self._db, guild_id, user_id)

    async def replay(
        self, place: Place, user_id: int, day_given: str | None, lang: str
    ) -> tuple[bytes, str, int]:
        """The animated replay of a player's finished attempt (GIF), its day and score.
        Only for a day that is over (default: yesterday): UserError before then."""
        guild = place.server("err-daily-dm")
        today = await self.today(guild)
        day = self._day(day_given, today) if day_given else today - timedelta(days=1)
        if day >= today:
            raise UserError("err-daily-replay-open", reason="open")
        play = await self._db.daily.daily_play(guild, day_text(day), user_id)
        if play is None or not play.finished:
            raise UserError("err-daily-replay-none", reason="none", day=day_text(day))
        names = await self._db.listings.names([user_id])
        gif, _step = await self._games.renderers.animation(
            play.record, [names.get(user_id, "?")], lang
        )
        return gif, day_text(day), play.score or 0
