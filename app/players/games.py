"""Which game a person means, and their games as listings (``/genial games``, autocomplete).

Every look-up is scoped by the server: a game of another server, and any game asked for
in a direct message, is answered exactly like a game that does not exist.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

import i18n
from app.clocks.text import board_times, time_left_line
from app.errors import CorruptRecordError, UserError, not_found
from app.games.loaded import Loaded
from app.games.seatnames import computer_name
from app.games.service import GameService
from app.people import Person, Place
from app.text import limits
from app.text.names import since
from data import GameRow
from genial import get
from i18n import editions

#: Games per page of ``/genial games``: readable on a phone, far below 2,000 characters.
PER_PAGE = 10
#: Room for the header line above the games.
_HEADER_ROOM = 120
#: What a listed game is doing -> its message (``your-turn`` when it waits for the reader).
GAME_STATES = {
    "your-turn": "ui-games-your-turn",
    "lobby": "ui-games-lobby",
    "active": "ui-games-active",
    "taken": "ui-games-taken-over",
}


@dataclass(frozen=True)
class Listed:
    """One of a person's games as a listing shows it."""

    id: int
    number: int
    edition: str
    status: str
    guild_id: int
    #: Where the game is played: its thread, else its channel.
    channel_id: int
    current_user_id: int | None
    turn_started_at: datetime | None
    #: The users whose seat a computer plays (added, or taken over).
    computers: frozenset[int] = field(default_factory=frozenset)

    def waits_for(self, user_id: int) -> bool:
        """Whether it is ``user_id``'s turn and no computer plays their seat."""
        return (
            self.status == "active"
            and self.current_user_id == user_id
            and user_id not in self.computers
        )

    def link(self) -> str:
        return f"https://discord.com/channels/{self.guild_id}/{self.channel_id}"

    def label(self, user_id: int, lang: str = i18n.DEFAULT) -> str:
        """``#3 Classic - your turn``; a seat of ``user_id`` a computer plays is said so."""
        ed = editions.name(lang, self.edition, get(self.edition).edition.name)
        state = "your-turn" if self.current_user_id == user_id else self.status
        state = "taken" if user_id in self.computers else state
        key = GAME_STATES.get(state)
        turn = i18n.text(lang, key) if key else state
        return limits.clip(f"#{self.number} {ed} - {turn}", limits.CHOICE_NAME)

    def short(self, lang: str = i18n.DEFAULT) -> str:
        """``#3 Classic`` (a finished game in a menu)."""
        return f"#{self.number} {editions.name(lang, self.edition, get(self.edition).edition.name)}"


@dataclass(frozen=True)
class GamesPage:
    """A page of ``/genial games``: its text, and which page of how many it is."""

    text: str
    page: int = 0
    pages: int = 1


class MyGames:
    """Finding the game a person means and listing their games, in one server."""

    def __init__(self, games: GameService) -> None:
        self._games = games
        self._db = games.db

    async def longest_waiting(self, place: Place, person: Person) -> Loaded | None:
        """The game of this server that has waited longest for ``person``'s move."""
        if place.guild_id is None:
            return None
        row = await self._db.due.longest_waiting(place.guild_id, person.id)
        return None if row is None else await self._games.load(row.id)

    async def board_times(self, loaded: Loaded, lang: str) -> list[str]:
        """Each seat's time left, for the board image (none without a clock)."""
        return await board_times(self._db, loaded, lang)

    async def met(self, person: Person) -> None:
        """Remember ``person``'s name (posts name the players without pinging them)."""
        await self._db.listings.remember_name(person.id, person.name)

    async def here(self, place: Place, number: int, *, engine: bool = True) -> Loaded:
        """Game ``#number`` of the server of ``place`` (UserError ``not-found`` else).

        ``engine=False``: without replaying its record (see ``GameService.load``).
        """
        row = None
        if place.guild_id is not None:
            row = await self._db.games.find_game(place.guild_id, number=number)
        if row is None:
            raise not_found(number)
        return await self._games.load(row.id, engine=engine)

    async def belongs(self, guild_id: int | None, game_id: int) -> bool:
        """Whether the game of a button or form (internal id) belongs to this server."""
        if guild_id is None:
            return False
        try:
            return await self._db.games.find_game(guild_id, game_id=game_id) is not None
        except CorruptRecordError:
            return True  # found in this server; loading it reports the damage

    async def of_thread(self, place: Place, *, engine: bool = True) -> Loaded | None:
        """The game whose thread ``place`` is, if any."""
        if place.guild_id is None or place.channel_id is None:
            return None
        row = await self._db.games.find_game(place.guild_id, thread_id=place.channel_id)
        return None if row is None else await self._games.load(row.id, engine=engine)

    async def resolve(
        self, place: Place, user_id: int, number: int | None, *, engine: bool = True
    ) -> Loaded:
        """Game ``#number`` of this server, else the game whose thread this is, else the
        user's only (or only waiting) running game here. UserError saying which games
        they might mean when that is not one."""
        if number is not None:
            return await self.here(place, number, engine=engine)
        found = await self.of_thread(place, engine=engine)
        if found is not None:
            return found
        mine = await self.listed(place, user_id, ("active",))
        turn = [g for g in mine if g.waits_for(user_id)]
        if len(turn) == 1 or len(mine) == 1:
            return await self._games.load((turn or mine)[0].id, engine=engine)
        if not mine:
            raise UserError("err-bot-no-running-game", reason="no-game")
        candidates = turn or mine
        raise UserError(
            "err-bot-which-game",
            reason="which",
            games=", ".join(f"#{g.number}" for g in candidates[:10]),
            more=max(0, len(candidates) - 10),
        )

    async def listed(
        self, place: Place, user_id: int, statuses: Sequence[str], limit: int | None = None
    ) -> list[Listed]:
        """The user's games with these statuses in this server (none in a direct message),
        those waiting for them first, then by last activity."""
        rows = await self._rows(place, user_id, statuses, limit)
        return await self._listed(rows)

    async def _rows(
        self, place: Place, user_id: int, statuses: Sequence[str], limit: int | None = None
    ) -> list[GameRow]:
        if place.guild_id is None:
            return []
        return await self._db.listings.games_of_user(
            user_id, guild_id=place.guild_id, statuses=statuses, limit=limit
        )

    async def _listed(self, rows: Sequence[GameRow]) -> list[Listed]:
        played = await self._db.computers.computer_seats_in([r.id for r in rows]) if rows else {}
        return [
            Listed(
                r.id,
                r.number,
                r.edition,
                r.status,
                r.guild_id,
                r.post_channel_id,
                r.current_user_id,
                r.turn_started_at,
                frozenset(played.get(r.id, ())),
            )
            for r in rows
        ]

    async def page(
        self, place: Place, user_id: int, number: int, lang: str, *, by: int | None = None
    ) -> GamesPage:
        """Page ``number`` (from 0; clamped) of the user's open games in this server, those
        waiting for them first, each with its link, whose turn since when and the time
        left on a clock. ``by``: who turns the page (UserError unless the same user: the
        list is theirs)."""
        if by is not None and by != user_id:
            raise UserError("ui-games-not-yours", reason="not-yours")
        rows = await self._rows(place, user_id, ("lobby", "active"))
        if not rows:
            return GamesPage(i18n.text(lang, "ui-games-none"))
        games = await self._listed(rows)
        order = sorted(range(len(games)), key=lambda i: not games[i].waits_for(user_id))
        lines = []
        for i in order:
            g = games[i]
            turn = ""
            if g.status == "active" and g.current_user_id:
                uid = g.current_user_id
                who = computer_name(uid) or f"<@{uid}>"
                if uid in g.computers:
                    who = i18n.text(lang, "ui-computer-name", name=who)
                turn = " - " + i18n.text(
                    lang, "ui-thread-turn-since", who=who, since=since(g.turn_started_at)
                )
            left = await time_left_line(self._db, rows[i], lang)
            lines.append(f"- [{g.label(user_id, lang)}]({g.link()}){turn}{left}")
        pages = limits.page(lines, limits.CONTENT - _HEADER_ROOM, per_page=PER_PAGE)
        number = max(0, min(number, len(pages) - 1))
        waiting = sum(1 for g in games if g.waits_for(user_id))
        header = i18n.text(
            lang,
            "ui-games-header",
            games=len(games),
            waiting=waiting,
            page=number + 1,
            pages=len(pages),
        )
        return GamesPage("\n".join([header, *pages[number]]), number, len(pages))
