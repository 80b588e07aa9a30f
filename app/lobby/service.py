"""The lobby: opening a game, joining and leaving it, computers in it, and its start.

What the surface shows of a lobby (its message, the thread) is the surface's; who may
do what, the seat order (D-ALL-5), the clock and the server's limits are decided here.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field, replace

from app.computers.table import Table
from app.errors import LobbyError, UserError
from app.games.loaded import Loaded
from app.games.owed_turns import Announce
from app.games.service import GameService
from app.lobby import options as game_options
from app.lobby import teams
from app.people import Person, Place
from app.settings.server import ServerSettings, clock_setup
from community.clock import TimeoutAction
from data.clockcodec import ClockSetup
from genial import create, get
from genial.core.facts import Fact
from i18n import editions


def refusal(exc: LobbyError) -> UserError:
    """The storage layer's lobby refusal as the bot's own (its message id is in ``exc.key``)."""
    return UserError(exc.key, reason=exc.reason, **dict(exc.params))


def edition_fact(edition_id: str) -> Fact:
    """The edition's name as a fact: written in the reader's language when shown."""
    return Fact(editions.CHOICE_KEYS[edition_id])


@dataclass(frozen=True)
class NewGame:
    """What ``/genial new`` asked for."""

    edition: str
    #: None: the creator and the computers fill the table (at least the edition's minimum).
    players: int | None = None
    invited: tuple[Person, ...] = ()
    #: The options as typed (``rounds=3``), read by ``app.lobby.options``.
    options: str | None = None
    rated: bool = True
    #: Computers seated at once, their level, and whether the players may ask for hints.
    computers: int = 0
    level: str = "normal"
    hints: bool = False
    #: Whether the creator takes a seat (else an organiser opens the table for others).
    seated: bool = True
    #: The clock preset and the time-out rule chosen (None: the server's defaults).
    clock: str | None = None
    on_timeout: str | None = None

    def table(self) -> Table:
        """The computer choices: at a time-out a computer takes the seat when chosen so,
        else the clock's rule (leave, skip) holds."""
        computer = "computer" if self.on_timeout == "computer" else "leave"
        return Table(self.computers, self.level, computer, self.hints)


@dataclass(frozen=True)
class LobbyState:
    """A lobby as its message shows it: the game and whom it invited."""

    loaded: Loaded
    invited: list[int]
    #: Partners chosen in the lobby of a game in teams (each pair once).
    pairs: list[tuple[int, int]] = field(default_factory=list)

    @property
    def open(self) -> bool:
        """Whether it still takes players (not started, not cancelled)."""
        return self.loaded.row.status == "lobby"


@dataclass(frozen=True)
class Opened:
    """A new lobby, and whether it waits for others (else it starts at once: a solo
    game, or one person against computers)."""

    state: LobbyState
    waits: bool


@dataclass(frozen=True)
class Pressed:
    """What a lobby button did: the lobby as it is now, and whether it starts now (Start,
    or the last seat of a rematch taken) or asks to confirm a cancel."""

    state: LobbyState
    start: bool = False
    cancel: bool = False


#: The lobby buttons' actions.
ACTIONS = ("join", "leave", "start", "cancel")
#: LobbyError.reason -> the refusal of the computer buttons.
COMPUTER_ERRORS = {
    "full": "ui-lobby-err-full",
    "not-lobby": "ui-lobby-err-not-lobby",
    "not-seated": "ui-computer-err-none",
}


class Lobby:
    """Opening, joining, leaving and starting games; computers in a lobby."""

    def __init__(self, games: GameService, server: ServerSettings) -> None:
        self._games = games
        self._db = games.db
        self._server = server

    async def state(self, game_id: int) -> LobbyState:
        """The lobby (or the game it became) as its message shows it."""
        loaded = await self._games.load(game_id)
        if loaded.clock is None and loaded.row.status != "lobby":  # shown for its whole life
            loaded.clock = await self._db.clocks.game_clock(game_id)
        lobby = loaded.row.status == "lobby"
        pairs = await teams.lobby_pairs(self._db, loaded.row) if lobby else []
        return LobbyState(loaded, await self._db.lobby.invites(game_id), pairs)

    async def open(self, person: Person, place: Place, new: NewGame) -> Opened:
        """Open the lobby of ``new`` in ``place`` (``person`` takes a seat unless not
        ``new.seated``). Everything is checked before anything is written."""
        ed = get(new.edition).edition
        table = new.table()
        chosen = game_options.parse(new.edition, new.options)
        players = new.players
        if players is None:  # as few as the options allow (a game in teams: four)
            players = game_options.fewest(
                new.edition, chosen, max(ed.min_players, 1 + table.computers)
            )
        if not ed.allows(players):
            span = (
                f"{ed.fewest}" if ed.fewest == ed.max_players else f"{ed.fewest}-{ed.max_players}"
            )
            raise UserError(
                "ui-lobby-err-players",
                reason="players",
                edition=edition_fact(new.edition),
                span=span,
                max=ed.max_players,
                players=players,
            )
        game_options.check(new.edition, chosen, players)
        if place.guild_id is None or place.channel_id is None:
            raise UserError("ui-lobby-err-dm")
        table.check(players)
        if not new.seated and (players < 2 or players - table.computers < 1):
            raise UserError("ui-thread-solo-seated", reason="players")
        if players == 1 and (new.clock or new.on_timeout):  # nothing to time: say so
            raise UserError("ui-lobby-err-solo-clock", reason="clock")
        guests = [u.id for u in new.invited if not u.bot and u.id != person.id]
        server = await self._server.clock(place.guild_id)
        if server.channel_id is not None and server.channel_id not in place.channels():
            raise UserError("ui-new-channel", reason="channel", channel=f"<#{server.channel_id}>")
        setup: ClockSetup = clock_setup(server.setup, new.clock, new.on_timeout)
        for someone in (person, *new.invited):
            await self._db.listings.remember_name(someone.id, someone.name)
        row = await self._db.lobby.create_game(
            guild_id=place.guild_id,
            channel_id=place.channel_id,
            creator_id=person.id,
            edition=new.edition,
            seats_wanted=players,
            options=chosen,
            invited=guests,
            seat_creator=new.seated,
            open_limit=server.open_games,
        )
        await table.seat(self._db, row.id)
        # A solo game, and one with a computer, never counts for ratings.
        await self._db.rating.set_rated(row.id, new.rated and players >= 2 and table.computers == 0)
        if players > 1 and setup.rule.timed:
            if setup.policy.action is TimeoutAction.COMPUTER:
                setup = replace(setup, level=table.level)
            await self._db.clocks.set_game_clock(row.id, setup)
        loaded = await self._games.load(row.id)
        waits = players - table.computers > 1 or not new.seated  # others must join first
        return Opened(LobbyState(loaded, guests), waits)

    async def posted(self, game_id: int, message_id: int) -> None:
        """The lobby's message was posted: its buttons and later edits go there."""
        await self._db.lobby.set_messages(game_id, lobby_message_id=message_id)

    async def press(self, game_id: int, person: Person, action: str) -> Pressed:
        """A lobby button: Join, Leave, Start (checked here; :meth:`start` starts) or
        Cancel (confirmed first)."""
        if action not in ACTIONS:
            raise UserError("err-bot-stale", reason="stale")
        await self._db.listings.remember_name(person.id, person.name)
        loaded = await self._games.load(game_id)
        if action == "cancel":
            return Pressed(LobbyState(loaded, []), cancel=True)
        try:
            if action == "join":
                seats = await self._db.lobby.join(game_id, person.id)
                full = len(seats) >= loaded.row.seats_wanted
                if full and await self._db.players.rematch_of(game_id):  # all accepted
                    return Pressed(await self.state(game_id), start=True)
            elif action == "leave":
                if person.id == loaded.row.creator_id:
                    raise UserError("ui-lobby-err-creator-leaves", reason="creator")
                await self._db.lobby.leave(game_id, person.id)
            else:
                self._check_start(loaded, person)
                return Pressed(LobbyState(loaded, []), start=True)
        except LobbyError as exc:
            raise refusal(exc) from None
        return Pressed(await self.state(game_id))

    @staticmethod
    def _check_start(loaded: Loaded, person: Person) -> None:
        """Start is pressed by the organiser or a seated player, with enough seated."""
        organiser = person.id == loaded.row.creator_id
        if not organiser and not any(s.user_id == person.id for s in loaded.seats):
            raise UserError("ui-lobby-err-start-unseated", reason="not-a-player")
        ed = get(loaded.row.edition).edition
        if len(loaded.seats) < ed.min_players:
            raise UserError(
                "ui-lobby-err-too-few",
                reason="players",
                edition=edition_fact(loaded.row.edition),
                min=ed.min_players,
            )
        row = loaded.row
        wanted = row.seats_wanted
        if len(loaded.seats) < wanted and teams.team_seats(row.edition, wanted, row.options):
            raise UserError(  # a game in teams starts with every seat taken (D-CL-9)
                "ui-lobby-err-teams-unfilled", reason="players", seated=len(loaded.seats),
                wanted=wanted,
            )  # fmt: skip

    async def start(self, game_id: int) -> Loaded:
        """Draw the seat order (D-ALL-5), create the engine game and start it; its start
        post is written to the outbox with the start. The game before the start (its
        number and edition name its thread)."""
        loaded = await self._games.load(game_id)
        order = [s.user_id for s in loaded.seats]
        rng = secrets.SystemRandom()
        rng.shuffle(order)
        game = create(loaded.row.edition, len(order), options=loaded.row.options)
        sides = game.teams()
        if any(len(t) > 1 for t in sides):  # the chosen partners sit on one team
            order = teams.seat_order(
                order, sides, await teams.lobby_pairs(self._db, loaded.row), rng
            )
        try:
            await self._db.lobby.start(
                game_id,
                order=order,
                record=game.record(),
                summary={},
                current_user_id=order[game.current or 0],
                announce=Announce(0, None),  # the start post: delivered now, or after a crash
            )
        except LobbyError as exc:
            raise refusal(exc) from None
        return loaded

    async def partner(self, game_id: int, person: Person, partner_id: int) -> LobbyState:
        """``person`` chooses ``partner_id`` as partner in a lobby of a game in teams (0:
        nobody, the start draws). Raises UserError for a game without teams, a partner
        not seated here or taken, oneself."""
        loaded = await self._games.load(game_id)
        row = loaded.row
        if row.status == "lobby" and not teams.team_seats(
            row.edition, row.seats_wanted, row.options
        ):
            raise UserError("ui-lobby-err-no-teams", reason="option")
        try:
            await self._db.partners.choose_partner(game_id, person.id, partner_id)
        except LobbyError as exc:
            raise refusal(exc) from None
        return await self.state(game_id)

    async def start_if_ready(self, game_id: int) -> Loaded | None:
        """Start a rematch lobby once every seat is taken (as :meth:`start`); None when
        it waits for players, or a click elsewhere started it meanwhile."""
        if await self._db.players.rematch_of(game_id) is None:
            return None
        loaded = await self._games.load(game_id)
        if loaded.row.status != "lobby" or len(loaded.seats) < loaded.row.seats_wanted:
            return None
        try:
            return await self.start(game_id)
        except UserError as exc:
            if exc.reason in ("not-lobby", "seats-changed"):  # a concurrent click started it
                return None
            raise

    async def started(self, game_id: int, thread_id: int | None) -> LobbyState:
        """The game started and its thread was opened (None: it plays in the channel);
        the lobby as its message now shows it."""
        if thread_id is not None:
            await self._db.lobby.set_messages(game_id, thread_id=thread_id)
        return await self.state(game_id)

    async def computer(self, game_id: int, person: Person, action: str) -> LobbyState:
        """The creator adds a computer to the lobby (``add``) or takes the last one out."""
        loaded = await self._games.load(game_id)
        if person.id != loaded.row.creator_id:
            raise UserError("ui-computer-err-creator-only", reason="not-allowed")
        try:
            if action == "add":
                choice = await self._db.computers.computer_options(game_id)
                await self._db.computers.add_computer(game_id, choice.level)
                await self._db.rating.set_rated(game_id, False)  # games with a computer never count
            else:
                await self._db.computers.remove_computer(game_id)
        except LobbyError as exc:
            key = COMPUTER_ERRORS.get(exc.reason)
            if key is None:
                raise refusal(exc) from None
            raise UserError(key, reason=exc.reason) from None
        return await self.state(game_id)

    async def cancel(self, game_id: int, by: int, number: int) -> None:
        """Cancel the game (confirmed by ``by``; its post goes to the outbox with it).
        Raises UserError when it is over already."""
        if not await self._db.lobby.cancel(game_id, by=by):
            raise UserError("ui-confirm-already-over", reason="game-over", game=number)

    async def kick(self, game_id: int, user_id: int) -> None:
        """Take ``user_id``'s seat in the lobby away (confirmed by its creator). Raises
        LobbyError on a race (the lobby started or they left meanwhile)."""
        await self._db.lobby.leave(game_id, user_id)
