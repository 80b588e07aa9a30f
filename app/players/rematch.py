"""Rematch: a finished game's players play again, with one click each.

The first click opens a lobby in the game's channel like the finished game (same edition,
player count, options, computers and clock; ``data.players``), seats the clicker and
keeps the other players' seats for them; each of them accepts with one click (Rematch
on the old final post, or Join on the new lobby). When the last one is seated, the game
starts as any other would. A league game has no rematch: its league decides who plays
whom next.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.errors import LobbyError, UserError
from app.lobby.service import Lobby, LobbyState, refusal
from app.people import Person
from data import Database


@dataclass(frozen=True)
class Rematched:
    """The rematch lobby after a click: whether this click opened it, and whether its
    message is still to be posted (else it is edited to show who accepted)."""

    state: LobbyState
    opened: bool
    post: bool

    @property
    def game_id(self) -> int:
        return self.state.loaded.id

    @property
    def number(self) -> int:
        return self.state.loaded.number


class Rematches:
    """Opening and accepting rematches."""

    def __init__(self, db: Database, lobby: Lobby) -> None:
        self._db = db
        self._lobby = lobby

    async def offered(self, game_id: int) -> bool:
        """Whether a finished game offers a rematch (a league game does not)."""
        return await self._db.league_games.table_of_game(game_id) is None

    async def rematch(self, game_id: int, person: Person) -> Rematched:
        """Open the rematch of ``game_id``, or accept the one a co-player opened."""
        if not await self.offered(game_id):
            raise UserError("ui-players-rematch-err-league", reason="league")
        try:
            rematch = await self._db.players.open_rematch(game_id, person.id)
        except LobbyError as exc:
            raise refusal(exc) from None
        await self._db.listings.remember_name(person.id, person.name)
        new = rematch.game
        post = rematch.opened or new.lobby_message_id is None
        if not rematch.opened and new.status != "lobby":  # everyone accepted already
            raise UserError("ui-players-rematch-err-started", number=new.number)
        if not post:
            try:
                await self._db.lobby.join(new.id, person.id)
            except LobbyError as exc:
                if exc.reason != "already":
                    raise refusal(exc) from None
        return Rematched(await self._lobby.state(new.id), rematch.opened, post)
