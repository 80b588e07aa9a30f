"""Following a game one does not play in: its first post (when followed in its lobby) and
its final post mention the followers. Calm by design: no ping per turn.

Follows are stored per game (``data.players``), so every process sees them, and a game
is only ever found on its own server.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.checks import one_of
from app.errors import UserError
from app.games.loaded import Loaded
from app.people import Person, Place
from app.players.games import MyGames
from data import Database

#: ``/genial follow``'s choice: the game's notices on (follow it) or off (stop).
NOTICES = ("on", "off")


@dataclass(frozen=True)
class Followed:
    """What ``/genial follow`` did: the game's number, whether the person follows it now,
    and whether that changed."""

    number: int
    on: bool
    changed: bool

    @property
    def key(self) -> str:
        """The answer's message id."""
        if self.on:
            return "ui-players-follow-done" if self.changed else "ui-players-follow-already"
        return "ui-players-unfollow-done" if self.changed else "ui-players-unfollow-not"


class Follows:
    """Following and unfollowing games; who follows a game."""

    def __init__(self, db: Database, games: MyGames) -> None:
        self._db = db
        self._games = games

    async def _game(self, place: Place, number: int | None) -> Loaded:
        """Game ``#number`` of this server, else the game of this thread (a follower has
        no "only game" to fall back on: they play in none)."""
        if number is not None:
            return await self._games.here(place, number, engine=False)
        found = await self._games.of_thread(place, engine=False)
        if found is None:
            raise UserError("ui-players-follow-which", reason="which")
        return found

    async def follow(
        self, person: Person, place: Place, number: int | None, notices: str = "on"
    ) -> Followed:
        """Follow the game (``notices`` ``on``), or stop following it (``off``). A player
        of the game cannot follow it (they hear of it anyway), nor anyone a game that is
        over."""
        one_of("cmd-players-opt-notices", notices, NOTICES)
        loaded = await self._game(place, number)
        if notices == "off":
            gone = await self._db.players.unfollow(loaded.id, person.id)
            return Followed(loaded.number, False, gone)
        if any(s.user_id == person.id for s in loaded.seats):
            raise UserError("ui-players-follow-err-player", reason="player", number=loaded.number)
        if loaded.row.status not in ("lobby", "active"):
            raise UserError("ui-players-follow-err-over", reason="over", number=loaded.number)
        await self._db.listings.remember_name(person.id, person.name)
        new = await self._db.players.follow(loaded.id, person.id)
        return Followed(loaded.number, True, new)

    async def followers(self, game_id: int) -> list[int]:
        """Who follows the game, in the order they began."""
        return await self._db.players.followers(game_id)
