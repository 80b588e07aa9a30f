"""What league organisers do: the organiser role, replace a player (by a person or a
computer), void a game, extend a turn, carry the players on to the next season. Every
action is said in the league channel (the surface posts :class:`Said`'s lines there).

A computer that replaces a player takes the seat over like at a time-out
(``GameService.take_over``: the game stops counting for ratings); that player's league
result is the one of an absent player (``community.league.replaced_last``), so a
computer never earns league points for anyone.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from datetime import timedelta

from app.checks import one_of
from app.errors import LeagueError, NotFoundError, UserError
from app.games.loaded import Loaded
from app.games.seatnames import LEVEL_KEYS
from app.games.service import GameService
from app.league.leagues import LeagueRef, Leagues, Said
from app.people import Person, Place
from app.ready import Ready, no_wait
from app.settings.server import ServerSettings
from data import GameRow
from data.leagues import LeagueRow
from genial.computer import PLAYER_LEVELS
from genial.core.facts import Fact


@dataclass(frozen=True)
class Replaced(Said):
    """A player was replaced; by a computer (``computer``), the game is ``loaded`` now:
    the line is said in its thread too, and the computer may be to move."""

    loaded: Loaded | None = None
    computer: bool = False


@dataclass(frozen=True)
class Voided(Said):
    """A league game was voided: its season's round may go on; a running game stopped
    (``cancelled``: to announce)."""

    season_id: int = 0
    cancelled: Loaded | None = None


@dataclass(frozen=True)
class Extended(Said):
    """A turn was extended; on a clocked game (``clocked``) its clock moved."""

    game_id: int = 0
    clocked: bool = False


@dataclass(frozen=True)
class LeagueGame:
    """A game of a league's table: its season, round and table, and the game."""

    season_id: int
    round: int
    table: int
    game: GameRow


class LeagueAdmin:
    """The organiser tools of a league."""

    def __init__(self, games: GameService, leagues: Leagues, server: ServerSettings) -> None:
        self._games = games
        self._db = games.db
        self._leagues = leagues
        self._server = server

    async def _organised(self, person: Person, place: Place, name: str | None) -> LeagueRow:
        found = await self._leagues.find(place, name)
        await self._leagues.require_organiser(person, place, found)
        return found

    async def _game(self, place: Place, league: LeagueRow, number: int) -> LeagueGame:
        """Game ``#number`` of this server, when it is one of this league's."""
        row = await self._db.games.find_game(place.server("ui-league-server-only"), number=number)
        where = await self._db.league_games.table_of_game(row.id) if row is not None else None
        seasons = {s.id for s in await self._db.leagues.league_seasons(league.id)}
        if row is None or where is None or where[0] not in seasons:
            raise UserError("ui-league-err-not-a-league-game", reason="not-found", game=number,
                            league=league.name)  # fmt: skip
        return LeagueGame(where[0], where[1], where[2], row)

    async def role(self, person: Person, place: Place, role_id: int | None) -> Fact:
        """Set (None: clear) the server's league-organiser role (Manage Server)."""
        await self._server.set_organiser_role(person, place, role_id)
        if role_id is None:
            return Fact("ui-league-role-cleared")
        return Fact("ui-league-role-set", {"role": f"<@&{role_id}>"})

    async def replace(
        self,
        person: Person,
        place: Place,
        name: str | None,
        number: int,
        player: Person,
        *,
        by: Person | None = None,
        computer: str | None = None,
    ) -> Replaced:
        """``by`` (a person) or a computer of level ``computer`` takes ``player``'s seat
        in league game ``#number`` (and their place at its table)."""
        found = await self._organised(person, place, name)
        at = await self._game(place, found, number)
        if (by is None) == (computer is None):
            raise UserError("ui-league-err-by-or-computer", reason="replace-how")
        if computer is not None:
            return await self._by_computer(person, found, at.game, player, computer)
        assert by is not None
        if by.bot:
            raise UserError("ui-league-err-replace", reason="bot")
        try:
            async with self._games.lock(at.game.id):
                await self._db.league_games.replace_player(
                    at.game.id, at.season_id, player.id, by.id
                )
        except NotFoundError:
            raise UserError("ui-league-err-replace", reason="not-a-player") from None
        await self._db.listings.remember_name(by.id, by.name)
        line = Fact("ui-league-replaced", {"league": found.name, "game": number,
                    "old": f"<@{player.id}>", "new": f"<@{by.id}>", "by": f"<@{person.id}>"})  # fmt: skip
        return Replaced(LeagueRef.of(found), (line,))

    async def _by_computer(
        self, person: Person, league: LeagueRow, row: GameRow, player: Person, level: str
    ) -> Replaced:
        one_of("cmd-league-opt-computer", level, PLAYER_LEVELS)
        loaded = await self._games.load(row.id)
        game = loaded.game
        seat = loaded.seat_of(player.id)
        if (
            loaded.row.status != "active"
            or game is None
            or seat is None
            or seat in game.resigned
            or loaded.is_computer(player.id)
        ):
            raise UserError("ui-league-err-no-own-seat", reason="not-a-player",
                            player=f"<@{player.id}>", game=row.number)  # fmt: skip
        loaded = await self._games.take_over(row.id, player.id, level)
        said = Fact(LEVEL_KEYS.get(level, "ui-computer-level-normal"))
        line = Fact("ui-league-replaced-by-computer", {"league": league.name, "game": row.number,
                    "old": f"<@{player.id}>", "level": said, "by": f"<@{person.id}>"})  # fmt: skip
        return Replaced(LeagueRef.of(league), (line,), loaded, computer=True)

    async def void(
        self, person: Person, place: Place, name: str | None, number: int, *, ready: Ready = no_wait
    ) -> Voided:
        """League game ``#number`` counts as not played: a running game stops (a finished
        one stays) and it leaves the ratings."""
        found = await self._organised(person, place, name)
        at = await self._game(place, found, number)
        await ready()
        await self._db.league_games.void_league_game(at.season_id, at.round, at.table)
        async with self._games.lock(at.game.id):
            stopped = await self._db.lobby.cancel(at.game.id, by=person.id)
        cancelled = await self._games.load(at.game.id, engine=False) if stopped else None
        with contextlib.suppress(NotFoundError):  # a casual game has no ratings to rebuild
            await self._db.rating.set_excluded(at.game.id, True)  # not rated any more: rebuilt
        line = Fact("ui-league-voided", {"league": found.name, "game": number,
                                         "by": f"<@{person.id}>"})  # fmt: skip
        return Voided(LeagueRef.of(found), (line,), at.season_id, cancelled)

    async def extend(
        self, person: Person, place: Place, name: str | None, number: int, hours: int
    ) -> Extended:
        """Give the player to move in league game ``#number`` ``hours`` more: on its clock
        when it has one, else as a later start of the turn."""
        found = await self._organised(person, place, name)
        at = await self._game(place, found, number)
        try:
            clocked = await self._db.clocks.extend_clock(at.game.id, timedelta(hours=hours))
            if not clocked:
                await self._db.league_games.extend_turn(at.game.id, hours)
        except NotFoundError:
            raise UserError(
                "ui-league-err-not-running-game", reason="not-running", game=number
            ) from None
        mover = at.game.current_user_id
        line = Fact("ui-league-extended", {"league": found.name, "game": number, "hours": hours,
                    "who": f"<@{mover}>" if mover else "-", "by": f"<@{person.id}>"})  # fmt: skip
        return Extended(LeagueRef.of(found), (line,), at.game.id, clocked)

    async def next(self, person: Person, place: Place, name: str | None) -> Said:
        """Sign the last season's players up for the new one (open for sign-up)."""
        found = await self._organised(person, place, name)
        seasons = await self._db.leagues.league_seasons(found.id)
        season = seasons[-1]
        if season.status != "signup" or len(seasons) < 2:
            raise UserError("ui-league-err-next", reason="next")
        carried = 0
        for user in await self._db.seasons.league_entrants(seasons[-2].id):
            try:
                await self._db.seasons.join_season(season.id, user)
                carried += 1
            except LeagueError:
                pass  # already signed up
        line = Fact("ui-league-next", {"league": found.name, "season": season.number,
                                       "count": carried, "by": f"<@{person.id}>"})  # fmt: skip
        return Said(LeagueRef.of(found), (line,))
