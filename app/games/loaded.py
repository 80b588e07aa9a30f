"""What the game service hands out: a loaded game (row, seats, engine game) and the
result of a committed action. Split from ``app.games.service`` (size); import from either."""

from __future__ import annotations

from dataclasses import dataclass, field

import i18n
from app.games.seatnames import LEVEL_KEYS, computer_name
from community.ratings import Change
from data import GameRow, SeatRow
from data.clocks import GameClock
from genial import Game, Outcome


@dataclass
class Loaded:
    """A game row with its seats and, once started, its engine game."""

    row: GameRow
    seats: list[SeatRow]
    game: Game | None = None
    #: Display names by user id, remembered whenever a user interacts.
    name_map: dict[int, str] = field(default_factory=dict)
    #: Whether the game counts for ratings (read only while it is a lobby).
    rated: bool | None = None
    #: Seats the computer plays: user id -> level (see ``data.computers``).
    computers: dict[int, str] = field(default_factory=dict)
    #: The game's clock (read while it is a lobby, and for its lobby message; None: none).
    clock: GameClock | None = None

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def number(self) -> int:
        """The game's number in its server (``#3``): what users see and type."""
        return self.row.number

    @property
    def version(self) -> int:
        return self.row.version

    def players(self) -> list[SeatRow]:
        """Seated players in seat order (lobby: join order)."""
        seated = sorted((s for s in self.seats if s.seat is not None), key=lambda s: s.seat or 0)
        return seated or list(self.seats)

    def seat_of(self, user_id: int) -> int | None:
        for s in self.seats:
            if s.user_id == user_id and s.seat is not None:
                return s.seat
        return None

    def user_of(self, seat: int) -> int:
        for s in self.seats:
            if s.seat == seat:
                return s.user_id
        raise KeyError(seat)

    def names(self, lang: str = i18n.DEFAULT) -> list[str]:
        """Display names by seat (lobby: in join order); computers marked "Ada (computer)"."""
        players = self.players()
        return [self.name_of(s.user_id, i, lang) for i, s in enumerate(players)]

    def name_of(
        self, user_id: int, index: int = 0, lang: str = i18n.DEFAULT, *, level: bool = False
    ) -> str:
        """``user_id``'s display name; a computer's is marked, with its level if ``level``."""
        name = (
            self.name_map.get(user_id)
            or computer_name(user_id)
            # No name known (a player the bot forgot, /me forget): their seat's number.
            or i18n.text(lang, "ui-players-anonymous", number=index + 1)
        )
        played_by = self.computers.get(user_id)
        if played_by is None:
            return name
        if level:
            said = i18n.text(lang, LEVEL_KEYS.get(played_by, "ui-computer-level-normal"))
            return i18n.text(lang, "ui-computer-name-level", name=name, level=said)
        return i18n.text(lang, "ui-computer-name", name=name)

    def is_computer(self, user_id: int | None) -> bool:
        """Whether the computer plays ``user_id``'s seat."""
        return user_id is not None and user_id in self.computers

    def current_user(self) -> int | None:
        if self.game is None or self.game.current is None:
            return None
        return self.user_of(self.game.current)


@dataclass
class Played:
    """The result of a committed action."""

    loaded: Loaded
    actor_seat: int
    outcomes: list[Outcome] = field(default_factory=list)
    previous_user: int | None = None
    #: The version the move was made against (its preview's board is cached under it).
    from_version: int = -1
    #: What the game did to the players' ratings (a finished rated game only).
    ratings: list[Change] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return bool(self.loaded.game and self.loaded.game.over)

    @property
    def turn_changed(self) -> bool:
        return self.loaded.current_user() != self.previous_user
