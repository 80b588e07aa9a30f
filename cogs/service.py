"""Game service: load a game, apply a move, persist it, render it. No Discord here.

Every click reloads the game from the database (the snapshot is the engine
record; a small cache keyed by version skips the replay when nothing changed),
so buttons survive restarts and views hold no authoritative state. Moves are
committed with the version they were made against: of two simultaneous
clicks exactly one applies.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import render
from data import Database, GameRow, MoveIn, SeatRow, StaleVersionError
from genial import Game, GenialError, Move, Outcome, replay

from .errors import StaleError, UserError, not_found, stale

log = logging.getLogger(__name__)

_CACHE_SIZE = 256


@dataclass
class Loaded:
    """A game row with its seats and, once started, its engine game."""

    row: GameRow
    seats: list[SeatRow]
    game: Game | None = None
    #: Display names by user id, remembered whenever a user interacts.
    name_map: dict[int, str] = field(default_factory=dict)

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

    def names(self) -> list[str]:
        """Display names by seat (lobby: in join order)."""
        players = self.players()
        return [self.name_of(s.user_id, i) for i, s in enumerate(players)]

    def name_of(self, user_id: int, index: int = 0) -> str:
        return self.name_map.get(user_id) or f"Player {index + 1}"

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

    @property
    def finished(self) -> bool:
        return bool(self.loaded.game and self.loaded.game.over)

    @property
    def turn_changed(self) -> bool:
        return self.loaded.current_user() != self.previous_user


class GameService:
    """Load, act, persist, render."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self._cache: OrderedDict[int, tuple[int, Game]] = OrderedDict()
        self._locks: dict[int, asyncio.Lock] = {}

    # ----- loading ----------------------------------------------------------------------
    async def load(self, game_id: int, *, engine: bool = True) -> Loaded:
        """The game with its seats; raises UserError if there is no such game.

        ``engine=False`` skips the replay (to cancel a game whose record is damaged).
        """
        row = await self.db.get_game(game_id)
        if row is None:
            raise not_found()
        seats = await self.db.seats(game_id)
        names = await self.db.names([s.user_id for s in seats])
        loaded = Loaded(row, seats, name_map=names)
        if engine and row.record is not None and row.status in ("active", "finished"):
            loaded.game = self._game_for(row)
        return loaded

    def _game_for(self, row: GameRow) -> Game:
        hit = self._cache.get(row.id)
        if hit and hit[0] == row.version:
            self._cache.move_to_end(row.id)
            return hit[1].copy()
        try:
            game = replay(row.record or {})
        except GenialError as exc:
            log.error("game %s: stored record does not replay: %s", row.id, exc.reason)
            raise UserError(
                f"Game #{row.number} cannot be loaded (its stored record is damaged). "
                "An admin can cancel it with `/genial cancel`.",
                reason="corrupt",
            ) from None
        self._remember(row.id, row.version, game)
        return game.copy()

    def _remember(self, game_id: int, version: int, game: Game) -> None:
        """Cache ``game`` (which callers then only read: every change starts from a copy)."""
        self._cache[game_id] = (version, game)
        self._cache.move_to_end(game_id)
        while len(self._cache) > _CACHE_SIZE:
            self._cache.popitem(last=False)

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    # ----- acting -------------------------------------------------------------------------
    async def act(
        self,
        game_id: int,
        user_id: int,
        move: str | Move,
        *,
        version: int | None = None,
    ) -> Played:
        """Apply ``move`` for ``user_id``, then any forced passes, and commit.

        ``version``: the game version the user saw (from a button); a different
        current version means the button is stale.
        """
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            game = self.require_active(loaded)
            if version is not None and version != loaded.version:
                raise stale()
            seat = self._require_seat(loaded, user_id)
            previous = loaded.current_user()
            outcome = game.apply(move, seat)
            outcomes = [outcome]
            outcomes += self._forced(game)
            return await self._commit(loaded, game, seat, outcomes, previous)

    async def resign(self, game_id: int, user_id: int, *, status: str = "resigned") -> Played:
        """``user_id`` leaves an active game (resign, removal or time-out)."""
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            game = self.require_active(loaded)
            seat = self._require_seat(loaded, user_id)
            previous = loaded.current_user()
            left = game.resign(seat)
            left = replace(left, text=_LEAVING.get(status, left.text))
            outcomes = [left, *self._forced(game)]
            return await self._commit(
                loaded, game, seat, outcomes, previous, leaving=(user_id, status)
            )

    def _forced(self, game: Game) -> list[Outcome]:
        """Apply passes that are the only legal move (D-ALL-7), recorded like any move."""
        out = []
        while not game.over:
            moves = game.legal_moves()
            if len(moves) != 1 or moves[0].kind != "pass":
                break
            out.append(game.apply(moves[0]))
        return out

    async def _commit(
        self,
        loaded: Loaded,
        game: Game,
        seat: int,
        outcomes: Sequence[Outcome],
        previous: int | None,
        leaving: tuple[int, str] | None = None,
    ) -> Played:
        moves = [
            MoveIn(o.seat, loaded.user_of(o.seat), o.notation, _outcome_json(o)) for o in outcomes
        ]
        loaded.game = game
        try:
            new_version = await self.db.commit_moves(
                loaded.id,
                expected_version=loaded.version,
                moves=moves,
                record=game.record(),
                summary=self.summary(loaded),
                current_user_id=loaded.current_user(),
                finished=game.over,
                leaving=leaving,
            )
        except StaleVersionError:
            raise StaleError("Someone was faster: that turn has already been played.") from None
        self._remember(loaded.id, new_version, game)
        row = await self.db.get_game(loaded.id)
        assert row is not None
        loaded.row = row
        if game.over:
            loaded.seats = await self.db.seats(loaded.id)
        return Played(loaded, seat, list(outcomes), previous)

    def summary(self, loaded: Loaded) -> dict[str, Any]:
        """Public facts for listings (names, whose turn, scores, status)."""
        game = loaded.game
        summary = dict(loaded.row.summary)
        if game is not None:
            summary["current_seat"] = game.current
            summary["scores"] = [list(s) for s in game.scores()]
            summary["over"] = game.over
        return summary

    # ----- checks -------------------------------------------------------------------------
    @staticmethod
    def require_active(loaded: Loaded) -> Game:
        status = loaded.row.status
        if status == "lobby":
            raise UserError(f"Game #{loaded.number} has not started yet.", reason="not-started")
        if status == "cancelled":
            raise UserError(f"Game #{loaded.number} was cancelled.", reason="cancelled")
        if status == "finished" or loaded.game is None or loaded.game.over:
            raise UserError(f"Game #{loaded.number} is over.", reason="game-over")
        return loaded.game

    @staticmethod
    def _require_seat(loaded: Loaded, user_id: int) -> int:
        seat = loaded.seat_of(user_id)
        if seat is None:
            raise UserError(
                f"You are not a player of game #{loaded.number}.", reason="not-a-player"
            )
        game = loaded.game
        if game is not None and seat in game.resigned:
            raise UserError(f"You have left game #{loaded.number}.", reason="left")
        return seat

    # ----- images -------------------------------------------------------------------------
    async def board_png(self, loaded: Loaded, game: Game | None = None) -> bytes:
        g = game or loaded.game
        assert g is not None
        return await asyncio.to_thread(render.board_png, g.public_view(), names=loaded.names())

    async def hand_png(self, loaded: Loaded, seat: int) -> bytes:
        assert loaded.game is not None
        view = loaded.game.private_view(seat)
        return await asyncio.to_thread(render.hand_png, view, name=loaded.names()[seat])

    async def standings_png(self, loaded: Loaded) -> bytes:
        assert loaded.game is not None
        view = loaded.game.public_view()
        return await asyncio.to_thread(render.standings_png, view, names=loaded.names())


_LEAVING = {
    "resigned": "resigned",
    "removed": "was removed from the game",
    "timed_out": "ran out of time and leaves the game",
}


def _outcome_json(o: Outcome) -> dict[str, Any]:
    """The public part of an outcome, for the move log."""
    return {"gains": list(o.gains), "lost": list(o.lost), "bonus": o.bonus, "text": o.text}
