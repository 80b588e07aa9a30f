"""Taking back one's last turn in a casual game, with the opponents' consent.

What may be taken back: the asker's whole last turn (their move and any bonus placements:
the run of record entries by their seat at the end of the record), as long as nobody else
has moved since. Only casual games (not rated, not league) without a clock; not a solo
game. Every human opponent still playing must accept; computers accept. Against computers,
who answer at once, the asker's last turn is the one before their replies: it is taken
back with the replies (the asker moves again where they moved before).

Hidden information: the engines draw from a bag whose order is fixed by the game's seed,
so a turn taken back puts the tiles drawn after it back on top of the bag in the same
order; the mover has seen them and would draw them again. A redraw for a better rack is
impossible, but the mover does know their next draw: the request says so to the
opponents, who decide with that in mind. That is also why rated games have no takeback.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from app.errors import UserError, stale
from app.games.loaded import Loaded
from app.games.service import GameService
from data import StaleVersionError
from genial import replay

#: Record entries the system writes (never taken back: a resignation is final).
_SYSTEM = ("resign", "skip")


@dataclass(frozen=True)
class Turn:
    """The turn a takeback would remove."""

    seat: int
    #: The version to go back to (the number of record entries before the turn).
    start: int
    #: The notations of the turn's entries, in order.
    moves: tuple[str, ...]
    #: The human opponents (user ids) who must accept.
    opponents: tuple[int, ...]


def last_turn(
    record: Mapping[str, Any], answered_by: Collection[int] = ()
) -> tuple[int, int] | None:
    """(seat, first index) of the run of entries by one seat that ends the record, or None
    (no moves, or the last entry is a resignation or skip).

    Entries at the end by ``answered_by`` (the computers' seats: they answer at once) are
    part of the turn before them: taking that turn back takes their replies back too."""
    moves: Sequence[Mapping[str, Any]] = record.get("moves") or []
    end = len(moves)
    while end > 0 and moves[end - 1].get("seat") in answered_by:
        if moves[end - 1].get("move") in _SYSTEM:
            return None
        end -= 1
    if not end or moves[end - 1].get("move") in _SYSTEM:
        return None
    seat = moves[end - 1].get("seat")
    start = end
    while (
        start > 0
        and moves[start - 1].get("seat") == seat
        and moves[start - 1].get("move") not in _SYSTEM
    ):
        start -= 1
    return int(seat or 0), start


async def check(svc: GameService, loaded: Loaded, user_id: int) -> Turn:
    """The turn ``user_id`` may take back; UserError saying why not."""
    svc.require_active(loaded)
    number = loaded.number
    seat = loaded.seat_of(user_id)
    if seat is None:
        raise UserError("err-bot-not-a-player", reason="not-a-player", number=number)
    if loaded.row.seats_wanted < 2:
        raise UserError("ui-players-takeback-err-solo", reason="solo", number=number)
    if (
        await svc.db.rating.is_rated(loaded.id)
        or await svc.db.league_games.table_of_game(loaded.id) is not None
    ):
        raise UserError("ui-players-takeback-err-rated", reason="rated", number=number)
    clock = await svc.db.clocks.game_clock(loaded.id)
    if clock is not None and clock.setup.rule.timed:
        raise UserError("ui-players-takeback-err-clock", reason="clock", number=number)
    computers = {
        s.seat
        for s in loaded.players()
        if s.seat is not None and s.seat != seat and loaded.is_computer(s.user_id)
    }
    found = last_turn(loaded.row.record or {}, computers)
    if found is None or found[0] != seat:
        raise UserError("ui-players-takeback-err-nothing", reason="nothing", number=number)
    game = loaded.game
    assert game is not None
    entries = (loaded.row.record or {}).get("moves") or []
    opponents = tuple(
        s.user_id
        for s in loaded.players()
        if s.seat is not None
        and s.seat != seat
        and s.seat not in game.resigned
        and not loaded.is_computer(s.user_id)
    )
    return Turn(seat, found[1], tuple(str(e.get("move")) for e in entries[found[1] :]), opponents)


async def take_back(svc: GameService, game_id: int, version: int, user_id: int) -> Loaded:
    """Set the game back to before ``user_id``'s last turn; the game as it is then.

    Raises StaleError when the game moved on since the request (``version``), UserError
    when the turn may not be taken back (any more).
    """
    async with svc.lock(game_id):
        loaded = await svc.load(game_id)
        if loaded.version != version:
            raise stale()
        turn = await check(svc, loaded, user_id)
        record = loaded.row.record or {}
        game = await svc.run(replay, record, upto=turn.start)
        loaded.game = game
        current = None if game.current is None else loaded.user_of(game.current)
        try:
            await svc.db.takebacks.set_back(
                game_id,
                expected_version=version,
                to_version=turn.start,
                record=game.record(),
                summary=svc.summary(loaded),
                current_user_id=current,
            )
        except StaleVersionError:
            raise stale() from None
        return await svc.load(game_id)
