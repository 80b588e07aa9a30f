"""What follows a move, a start or a cancellation: one event, one listener per room.

A move's consequences (its clock goes on, a league season moves on, the turn post is
delivered, a computer may be next) are listeners of :attr:`Events.moved`, registered by
the room that owns them (``listen("delivery", ...)``); adding a consequence is a new
listener, not an edit of the code that commits moves. Listeners are awaited one after
the other in the signal's order of rooms, and what each answers is kept in the event's
``heard`` (the delivery answers where the post went). A listener that fails is logged
and the others still run: the jobs behind them catch up from the database.

The application settles a finished game before its listeners hear of it
(``app.games.settle``), so the event carries its facts (the solo best).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from app.errors import DatabaseUnreachableError
from app.games.loaded import Loaded, Played
from app.games.settle import Settled, Settling

log = logging.getLogger(__name__)

E = TypeVar("E")

#: The rooms that hear of a move, in the order they act: the clock first (the post shows
#: the time left), the league (a finished table's season moves on), the post, then a
#: computer's turn (its own move follows the post).
MOVE_ROOMS = ("clocks", "league", "delivery", "computers")
#: A game started: its clock runs, a computer may begin, the start post goes out.
START_ROOMS = ("clocks", "computers", "delivery")
#: A game cancelled: its post goes out, a league table becomes void.
CANCEL_ROOMS = ("delivery", "league")
#: A clock changed without a move (an organiser extended a turn).
CLOCK_ROOMS = ("clocks",)
#: A seat changed hands (an organiser gave it to a computer): a computer may be to move.
SEAT_ROOMS = ("computers",)


@dataclass(frozen=True)
class Moved:
    """A committed move (or resignation, skip, time-out) and what its game's end settled."""

    played: Played
    settled: Settled = field(default_factory=Settled)
    #: What each room's listener answered, by room.
    heard: dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class GameEvent:
    """A game's start, cancellation or clock change."""

    game_id: int
    #: The game as it was loaded before the change (a cancellation's), if at hand.
    loaded: Loaded | None = None
    heard: dict[str, object] = field(default_factory=dict)


class Signal(Generic[E]):
    """Listeners of one kind of event, one per room, heard in the order of ``rooms``."""

    def __init__(self, name: str, rooms: tuple[str, ...]) -> None:
        self.name = name
        self.rooms = rooms
        self._heard: dict[str, Callable[[E], Awaitable[object]]] = {}

    def listen(self, room: str, listener: Callable[[E], Awaitable[object]]) -> None:
        """``room``'s listener from now on (replacing its previous one)."""
        if room not in self.rooms:
            raise ValueError(f"{self.name}: no room {room!r} (rooms: {self.rooms})")
        self._heard[room] = listener

    def forget(self, room: str) -> None:
        """``room`` no longer listens (its extension was unloaded)."""
        self._heard.pop(room, None)

    def listening(self) -> tuple[str, ...]:
        """The rooms that listen now, in the order they are heard."""
        return tuple(r for r in self.rooms if r in self._heard)

    async def emit(self, event: E, heard: dict[str, object]) -> None:
        """Every listener hears ``event`` in turn; their answers go into ``heard``."""
        for room in self.listening():
            try:
                heard[room] = await self._heard[room](event)
            except DatabaseUnreachableError as exc:  # expected: a line, its job catches up
                log.warning("%s: the %s listener waits for the database (%s)", self.name, room, exc)
            except Exception:  # its job catches up from the database (a sweep, a restart)
                log.exception("%s: the %s listener failed", self.name, room)


class Events:
    """The events of one bot: moves, starts, cancellations, clock changes."""

    def __init__(self, settling: Settling) -> None:
        self.settling = settling
        self.moved: Signal[Moved] = Signal("moved", MOVE_ROOMS)
        self.started: Signal[GameEvent] = Signal("started", START_ROOMS)
        self.cancelled: Signal[GameEvent] = Signal("cancelled", CANCEL_ROOMS)
        self.clock_changed: Signal[GameEvent] = Signal("clock changed", CLOCK_ROOMS)
        self.seated: Signal[GameEvent] = Signal("seated", SEAT_ROOMS)

    async def move(self, played: Played) -> Moved:
        """After a committed move: settle a finished game, then every room hears of it."""
        settled = Settled()
        try:
            settled = await self.settling.finish(played.loaded)
        except Exception:  # the post still goes out; the league's start-up check catches up
            log.exception("game %s: its end could not be settled", played.loaded.id)
        moved = Moved(played, settled)
        await self.moved.emit(moved, moved.heard)
        return moved

    async def start(self, game_id: int) -> GameEvent:
        """After a game started (its start post is in the outbox)."""
        event = GameEvent(game_id)
        await self.started.emit(event, event.heard)
        return event

    async def cancel(self, loaded: Loaded) -> GameEvent:
        """After a game was cancelled (its post is in the outbox)."""
        event = GameEvent(loaded.id, loaded)
        await self.cancelled.emit(event, event.heard)
        return event

    async def clock(self, game_id: int) -> GameEvent:
        """After a game's clock changed without a move."""
        event = GameEvent(game_id)
        await self.clock_changed.emit(event, event.heard)
        return event

    async def seat(self, game_id: int) -> GameEvent:
        """After a seat changed hands without a move."""
        event = GameEvent(game_id)
        await self.seated.emit(event, event.heard)
        return event
