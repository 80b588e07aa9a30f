"""Community leagues as their members use them: create, join, leave, start, the standings,
the schedule, a league's rules and the server's list.

Every league is found through the server: a league of another server is answered like
no league at all. The organiser tools are in :mod:`app.league.admin`; the rounds run
themselves (the round job).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

import i18n
from app.checks import one_of
from app.errors import DataError, LeagueError, UserError
from app.games.loaded import Played
from app.games.service import GameService
from app.league.divisions import assign_divisions, division_rows
from app.league.forms import league_name, read_points
from app.league.schedule import info_text, list_lines, schedule_lines
from app.league.seasons import current_season
from app.league.standings import standings
from app.people import Person, Place
from app.ready import Ready, no_wait
from app.settings.server import ServerSettings
from app.text.limits import quote_input
from data.leagues import LeagueRow
from genial import GenialError, get
from genial.core.facts import Fact

#: LeagueError.reason -> the refusal's message.
REFUSALS = {
    "name-taken": "ui-league-err-name-taken",
    "not-signup": "ui-league-err-not-signup",
    "already": "ui-league-err-already",
    "not-entered": "ui-league-err-not-entered",
    "too-few": "ui-league-err-too-few",
    "not-running": "ui-league-err-not-running",
}
#: The formats a league plays its rounds in.
FORMATS = ("swiss", "round_robin")


def refusal(exc: LeagueError) -> UserError:
    """The storage layer's league refusal as the bot's own."""
    return UserError(REFUSALS.get(exc.reason, "ui-league-err-not-running"), reason=exc.reason)


@dataclass(frozen=True)
class LeagueRef:
    """A league as the surface names it: where its announcements go."""

    id: int
    number: int
    name: str
    channel_id: int

    @classmethod
    def of(cls, row: LeagueRow) -> LeagueRef:
        return cls(row.id, row.number, row.name, row.channel_id)


@dataclass(frozen=True)
class Said:
    """What a league action says (its lines: message ids with parameters) in the league."""

    league: LeagueRef
    lines: tuple[Fact, ...]

    def text(self, lang: str) -> str:
        return "\n".join(i18n.fact(lang, f) for f in self.lines)


@dataclass(frozen=True)
class Left(Said):
    """A player left: their running games were forfeited (``played``: to announce)."""

    played: tuple[Played, ...] = ()


@dataclass(frozen=True)
class Started(Said):
    """A season started: its first round is to be opened."""

    season_id: int = 0


@dataclass(frozen=True)
class Table:
    """The standings of a season (or of one division): words and the picture."""

    head: str
    words: list[str]
    image: bytes
    alt: str


@dataclass(frozen=True)
class NewLeague:
    """What ``/league create`` was given."""

    name: str
    edition: str
    per_table: int
    format: str
    rounds: int = 3
    turn_hours: int = 0
    rated: bool = True
    #: Where its games are played (None: where the command is typed).
    channel_id: int | None = None
    points: str | None = None
    divisions: int = 1
    move: int = 1
    away: bool = True


class Leagues:
    """Finding leagues, and what their members do."""

    def __init__(self, games: GameService, server: ServerSettings) -> None:
        self._games = games
        self._db = games.db
        self._server = server

    # ----- finding and organising ------------------------------------------------------------
    async def find(self, place: Place, name: str | None) -> LeagueRow:
        """The league of this server named ``name`` (or numbered ``#n``); without a name
        the server's only league. A league of another server is answered like no league."""
        guild = place.server("ui-league-server-only")
        if not name:
            leagues = await self._db.leagues.list_leagues(guild)
            if len(leagues) == 1:
                return leagues[0]
            raise UserError("ui-league-name-one", reason="which-league")
        text = name.strip()
        found = None
        digits = text.lstrip("#")
        # ASCII digits only ("²" is a digit to str.isdigit, not to int) and a number the
        # database can hold (a longer one names no league).
        if digits.isascii() and digits.isdigit() and len(digits) <= 18:
            found = await self._db.leagues.find_league(guild, number=int(digits))
        if found is None:
            found = await self._db.leagues.find_league(guild, name=text)
        if found is None:
            raise UserError("ui-league-not-found", reason="not-found", name=quote_input(text))
        return found

    async def named(self, place: Place, typed: str) -> list[LeagueRef]:
        """This server's leagues whose name contains what was typed (autocomplete)."""
        if place.guild_id is None:
            return []
        typed = typed.strip().lower()
        return [
            LeagueRef.of(r)
            for r in await self._db.leagues.list_leagues(place.guild_id)
            if typed in r.name.lower()
        ]

    async def is_organiser(self, person: Person, place: Place, league: LeagueRow | None) -> bool:
        """Manage Server, the server's league-organiser role, or the league's own organiser."""
        if person.manages_server:
            return True
        if league is not None and league.organiser_id == person.id:
            return True
        if place.guild_id is None:
            return False
        role = await self._server.organiser_role(place.guild_id)
        return role is not None and role in person.roles

    async def require_organiser(
        self, person: Person, place: Place, league: LeagueRow | None
    ) -> None:
        if not await self.is_organiser(person, place, league):
            raise UserError("ui-league-organisers-only", reason="permission")

    # ----- members -------------------------------------------------------------------------------
    async def create(self, person: Person, place: Place, new: NewLeague) -> Said:
        """A new league of this server with its first season open for sign-up (organisers)."""
        guild = place.server("ui-league-server-only")
        await self.require_organiser(person, place, None)
        ed = get(new.edition).edition
        if new.per_table > ed.max_players:
            raise UserError("ui-league-err-table-size", reason="players", edition=ed.name,
                            max=ed.max_players)  # fmt: skip
        one_of("cmd-league-opt-format", new.format, FORMATS)
        name = league_name(new.name)
        table = read_points(new.points)
        where = new.channel_id if new.channel_id is not None else place.channel_id
        assert where is not None
        await self._db.listings.remember_name(person.id, person.name)
        try:
            league = await self._db.leagues.create_league(
                guild, name=name, edition=new.edition, per_table=new.per_table, format=new.format,
                rounds=new.rounds, channel_id=where, organiser_id=person.id,
                seed=secrets.token_hex(8), turn_hours=new.turn_hours, rated=new.rated, points=table,
                divisions=new.divisions, division_move=new.move, away=new.away,
            )  # fmt: skip
        except LeagueError as exc:
            raise refusal(exc) from None
        line = Fact("ui-league-created", {"league": league.name, "number": league.number,
                                          "channel": f"<#{where}>"})  # fmt: skip
        return Said(LeagueRef.of(league), (line,))

    async def join(self, person: Person, place: Place, name: str | None) -> Said:
        """``person`` signs up for the league's season open for sign-up."""
        found = await self.find(place, name)
        season = await current_season(self._db, found)
        await self._db.listings.remember_name(person.id, person.name)
        try:
            await self._db.seasons.join_season(season.id, person.id)
        except LeagueError as exc:
            raise refusal(exc) from None
        count = len(await self._db.seasons.league_entrants(season.id))
        line = Fact(
            "ui-league-joined", {"who": f"<@{person.id}>", "league": found.name, "count": count}
        )
        return Said(LeagueRef.of(found), (line,))

    async def leave(
        self, person: Person, place: Place, name: str | None, *, ready: Ready = no_wait
    ) -> Left:
        """``person`` leaves the league: before the start their entry goes; in a running
        season their remaining games are forfeited (ranked last there, the others play on)."""
        found = await self.find(place, name)
        season = await current_season(self._db, found)
        try:
            running = await self._db.seasons.leave_season(season.id, person.id)
        except LeagueError as exc:
            raise refusal(exc) from None
        await ready()
        key = "ui-league-left-running" if running else "ui-league-left"
        line = Fact(key, {"who": f"<@{person.id}>", "league": found.name})
        played: list[Played] = []
        if running:
            for t in await self._db.league_games.table_games(season.id):
                if t.game_id and t.game_status == "active" and person.id in t.players:
                    try:
                        played.append(await self._games.resign(t.game_id, person.id))
                    except (GenialError, DataError):  # already out of that game
                        continue
        return Left(LeagueRef.of(found), (line,), tuple(played))

    async def start(
        self, person: Person, place: Place, name: str | None, *, ready: Ready = no_wait
    ) -> Started:
        """The organiser starts the season: sign-up closes, divisions are drawn, and its
        first round is to be opened (:attr:`Started.season_id`)."""
        found = await self.find(place, name)
        await self.require_organiser(person, place, found)
        season = await current_season(self._db, found)
        try:
            players = await self._db.seasons.start_season(season.id)
        except LeagueError as exc:
            raise refusal(exc) from None
        await ready()
        lines = [Fact("ui-league-started", {"league": found.name, "season": season.number,
                                            "count": len(players), "rounds": found.rounds})]  # fmt: skip
        if found.divisions > 1:
            split = await assign_divisions(self._db, found, season, players)
            lines += [Fact("ui-league-division-line", {"division": k,
                           "players": ", ".join(f"<@{p}>" for p in members)})
                      for k, members in enumerate(split, start=1)]  # fmt: skip
        return Started(LeagueRef.of(found), tuple(lines), season_id=season.id)

    async def table(
        self,
        person: Person,
        place: Place,
        name: str | None,
        lang: str,
        *,
        season: int | None = None,
        division: int | None = None,
        ready: Ready = no_wait,
    ) -> Table:
        """The standings: by default of the season being played (or the last one played
        while sign-up is open), of the person's division (else the top one)."""
        found = await self.find(place, name)
        seasons = await self._db.leagues.league_seasons(found.id)
        if season is not None and season > len(seasons):
            raise UserError(
                "ui-league-err-no-season", reason="season", season=season, seasons=len(seasons)
            )
        played = [s for s in seasons if s.status != "signup"] or seasons
        chosen = seasons[season - 1] if season is not None else played[-1]
        split = await self._db.seasons.season_divisions(chosen.id)
        if division is not None and division > len(split):
            raise UserError("ui-league-err-no-division", reason="division", division=division,
                            divisions=len(split))  # fmt: skip
        if division is None and len(split) > 1:  # my division, else the top one
            division = next((k for k, d in enumerate(split, 1) if person.id in d), 1)
        await ready()
        if division is not None and len(split) > 1:
            rows = await division_rows(self._db, found, chosen, division)
            head = i18n.text(lang, "img-league-title-division", league=found.name,
                             season=chosen.number, division=division)  # fmt: skip
        else:
            division, rows = None, await division_rows(self._db, found, chosen)
            head = i18n.text(lang, "img-league-title", league=found.name, season=chosen.number)
        words, image, alt = await standings(self._games, found, chosen, rows, lang, division)
        return Table(head, words, image, alt)

    async def schedule(
        self, person: Person, place: Place, name: str | None, lang: str
    ) -> list[str]:
        """The current season's tables, the person's own first (waiting for them first)."""
        found = await self.find(place, name)
        season = await current_season(self._db, found)
        return await schedule_lines(self._db, found, season, person.id, lang)

    async def info(self, place: Place, name: str | None, lang: str) -> str:
        """The rules of the league: game, tables, format, rounds, time, points, season."""
        return await info_text(self._db, await self.find(place, name), lang)

    async def of_server(self, place: Place, lang: str) -> list[str]:
        """One line per league of the server."""
        return await list_lines(self._db, place.server("ui-league-server-only"), lang)
