"""Every use-case of the application, for the surface: one object per bot.

Each attribute is the service of one room (``app/<room>/``); a command or button of the
surface makes one call of one of them and turns the result into messages.
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from app.clocks.notices import Notices
from app.computers.coach import Coach
from app.computers.due import ComputerTurns
from app.daily.close import DayCloser
from app.daily.service import Daily
from app.delivery.outbox import Outbox
from app.events import Events
from app.games.service import GameService
from app.games.settle import Settling
from app.history.service import History
from app.info.guide import Guide
from app.league.admin import LeagueAdmin
from app.league.leagues import Leagues
from app.league.results import LeagueResults
from app.league.rounds import LeagueRounds
from app.lobby.service import Lobby
from app.players.follow import Follows
from app.players.forget import Forgetting
from app.players.games import MyGames
from app.players.rematch import Rematches
from app.players.takeback import Takebacks
from app.ratings.pages import Ratings
from app.settings.me import MySettings
from app.settings.server import ServerSettings
from app.settings.status import ProcessStatus

#: One set of use-cases per game service (per bot), made on first use (:meth:`Uses.of`).
_USES: WeakKeyDictionary[GameService, Uses] = WeakKeyDictionary()


class Uses:
    """The use-cases of one bot, over its game service (and so its database)."""

    @classmethod
    def of(cls, games: GameService) -> Uses:
        """The use-cases over ``games`` (one object per game service, so one per bot:
        the listeners of its events are registered on it)."""
        found = _USES.get(games)
        if found is None:
            found = _USES[games] = cls(games)
        return found

    def __init__(self, games: GameService) -> None:
        #: The game service they share: moves, loading and drawing games.
        self.service = games
        #: Whether the database answers: the background jobs wait in ``reach.wait()``
        #: while it does not (``data.reach``).
        self.reach = games.db.reach
        #: Which game a person means; their games as listings.
        self.games = MyGames(games)
        #: A server's settings (``/server settings``, the league-organiser role).
        self.server = ServerSettings(games.db)
        #: Opening, joining, leaving and starting games; computers in a lobby.
        self.lobby = Lobby(games, self.server)
        #: The figures of ``/server status``.
        self.status = ProcessStatus(games)
        #: A player's own settings and breaks (``/me``).
        self.me = MySettings(games.db, self.server)
        #: ``/me forget``.
        self.forget = Forgetting(games.db)
        #: Following games one does not play in.
        self.follows = Follows(games.db, self.games)
        #: Rematches of finished games.
        self.rematches = Rematches(games.db, self.lobby)
        #: Taking back one's last turn, with the opponents' consent.
        self.takebacks = Takebacks(games, self.games)
        #: ``/genial help``: how the bot is used, the rules of each edition.
        self.guide = Guide(self.server)
        #: The move log, the record and the replays of a game.
        self.history = History(games, self.games)
        #: The pages of ``/rating`` (and a solo edition's best results).
        self.ratings = Ratings(games, self.games)
        #: The computer as a coach: hints and analyses.
        self.coach = Coach(games, self.games)
        #: Community leagues as their members use them.
        self.leagues = Leagues(games, self.server)
        #: The organiser tools of a league.
        self.league_admin = LeagueAdmin(games, self.leagues, self.server)
        #: The daily deal, and the close of each server's day.
        self.daily = Daily(games)
        self.day_closer = DayCloser(games, self.daily)
        #: The rounds of league seasons as the round job runs them.
        self.league_rounds = LeagueRounds(games)
        #: The results post of each league round, owed once and sent by the outbox.
        self.league_results = LeagueResults(games)
        #: What a finished game settles: a solo best.
        self.settling = Settling(games.db)
        #: What follows a move, a start, a cancellation: one listener per room.
        self.events = Events(self.settling)
        #: The outbox's deliveries as the deliverer claims, sends and marks them.
        self.outbox = Outbox(games, self.settling)
        #: Turn notices, reminders and warnings: who wants what, the time left.
        self.notices = Notices(games)
        #: The computers' turns that are due.
        self.computer_turns = ComputerTurns(games)
