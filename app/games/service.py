"""Game service: load a game, apply a move, persist it, render it. No Discord here.

Every click reloads the game from the database (the snapshot is the engine
record; a cache of compact snapshots keyed by version, within a memory budget,
skips the replay when nothing changed: see ``gamecache.py``), so buttons
survive restarts and views hold no authoritative state. Moves are committed
with the version they were made against: of two simultaneous clicks exactly
one applies.

Nothing CPU-heavy runs on the event loop: replay, restoring a snapshot,
applying moves, the record, previews and rendering run in the service's
worker threads (:meth:`GameService.run`); the loop only routes and talks to
the database. A preview's board is kept (``BoardCache``) and posted again as
the announcement of the confirmed move: one render per move.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import AbstractAsyncContextManager
from dataclasses import replace
from typing import Any, TypeVar

import i18n
from app.errors import StaleError, UserError, not_found, stale
from app.games import work
from app.games.gamecache import BoardCache, GameCache, WarmGames, cache_mb_from_env
from app.games.images import Images, board_key, preview_key
from app.games.loaded import Loaded as Loaded
from app.games.loaded import Played as Played
from app.games.locks import GameLocks
from app.games.menus import MenuCache
from app.games.observe import Observer, Silent
from app.text.pools import pool_of
from community.ratings import Change, is_rated
from data import Announce, Database, GameRow, MoveIn, StaleVersionError
from genial import Game, GenialError, Move, Outcome
from genial.core.facts import Fact
from runtime.analysts import Analysts
from runtime.renderers import Renderers

log = logging.getLogger(__name__)

T = TypeVar("T")
#: Worker threads for CPU work (two cores; more threads only fight over the GIL).
WORKERS = 2


class GameService(Images):
    """Load, act, persist, render."""

    def __init__(
        self,
        db: Database,
        *,
        cache_mb: float | None = None,
        workers: int = WORKERS,
        render_processes: int = 0,
        analysis_processes: int = 0,
    ) -> None:
        self.db = db
        #: Who hears of moves, renders and cache look-ups (the bot: its metrics).
        self.observer: Observer = Silent()
        self.cache = GameCache(cache_mb_from_env() if cache_mb is None else cache_mb)
        self.boards = BoardCache()
        #: Games as shared read-only objects and previews' applied copies: a move loads once.
        self.warm = WarmGames()
        #: CPU work done, by kind: restore, replay, copy, apply, render (tests and benches).
        self.counts: Counter[str] = Counter()
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="genial-cpu")
        #: Images are drawn in ``render_processes`` processes (0: in the worker threads).
        self.renderers = Renderers(
            render_processes, self.run, on_done=lambda kind, s: self.observer.render_done(kind, s)
        )
        #: Where /genial analysis runs (``analysis_processes`` >= 2: shared over processes).
        self.analysts = Analysts(analysis_processes, self.run)
        self._locks = GameLocks()
        #: Each game's ranked move menu, by (game id, version); see ``app.games.menus``.
        self.menus = MenuCache()

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """``fn(*args, **kwargs)`` in a worker thread (CPU work never runs on the loop)."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool, lambda: fn(*args, **kwargs))

    def close(self) -> None:
        """Stop the workers and render processes (waits for running calls; queued ones
        are cancelled)."""
        self._pool.shutdown(wait=True, cancel_futures=True)
        self.renderers.close()
        self.analysts.close()

    # ----- loading ----------------------------------------------------------------------
    async def load(self, game_id: int, *, engine: bool = True) -> Loaded:
        """The game with its seats; raises UserError if there is no such game.

        ``engine=False`` skips the replay (to cancel a game whose record is damaged).
        """
        found = await self.db.play.game_with_seats(game_id)  # one query
        if found is None:
            raise not_found()
        row, seats, names, computers = found
        loaded = Loaded(row, seats, name_map=names, computers=computers)
        if row.status == "lobby":
            loaded.rated = await self.db.rating.is_rated(game_id)
            loaded.clock = await self.db.clocks.game_clock(game_id)
        if engine and row.record is not None and row.status in ("active", "finished"):
            loaded.game = await self._game_for(row)
        return loaded

    async def _game_for(self, row: GameRow) -> Game:
        """The engine game of ``row``, shared and read-only (see ``WarmGames``): kept from
        the last interaction at this version, else restored or replayed once."""
        game = self.warm.game(row.id, row.version)
        if game is None:
            game = await self._own(row)
            self.warm.keep(row.id, row.version, game)
        return game

    async def _own(self, row: GameRow, shared: Game | None = None) -> Game:
        """The engine game of ``row`` as the caller's own object (in a worker): a copy of
        ``shared`` (the loaded game at ``row.version``) where that is cheap, else from the
        snapshot cache or by replay."""
        if shared is not None and work.cheap_copy(shared):
            self.counts["copy"] += 1
            return await self.run(shared.copy)
        hit = self.cache.get(row.id, row.version)
        self.observer.cache_lookup("games", hit is not None)
        if hit is not None:
            self.counts["restore"] += 1
            return await self.run(work.restore, hit)
        self.counts["replay"] += 1
        try:
            game, blob = await self.run(work.replay_and_snapshot, row.record or {})
        except GenialError as exc:
            log.error("game %s: stored record does not replay: %s", row.id, exc.reason)
            raise UserError("err-bot-corrupt", reason="corrupt", number=row.number) from None
        self.cache.put(row.id, row.version, blob)
        return game

    def lock(self, game_id: int) -> AbstractAsyncContextManager[None]:
        """``async with svc.lock(game_id)``: one action at a time on a game. The lock
        goes away when nobody holds or waits for it (``app.games.locks``)."""
        return self._locks.hold(game_id)

    def locks_in_use(self) -> int:
        """Games whose lock somebody holds or waits for now."""
        return len(self._locks)

    # ----- acting -------------------------------------------------------------------------
    async def act(
        self,
        game_id: int,
        user_id: int,
        move: str | Move,
        *,
        version: int | None = None,
        computer: bool = False,
    ) -> Played:
        """Apply ``move`` for ``user_id``, then any forced passes, and commit.

        ``version``: the game version the user saw (from a button); a different
        current version means the button is stale. A seat the computer plays takes
        moves only from the computer mover (``computer=True``).
        """
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            shared = self.require_active(loaded)
            if version is not None and version != loaded.version:
                raise stale()
            seat = self._require_seat(loaded, user_id)
            if loaded.is_computer(user_id) != computer:
                raise UserError("err-computer-seat-taken", reason="computer", number=loaded.number)
            previous = loaded.current_user()
            notation = move if isinstance(move, str) else move.notation
            kept = self.warm.take_preview(game_id, loaded.version, seat, notation)
            if kept is not None:  # its preview applied it already (same version and seat)
                outcome, game = kept
                outcomes, made = await self.run(work.forced_and_record, game, outcome)
            else:
                game = await self._own(loaded.row, shared)
                self.counts["apply"] += 1
                outcomes, made = await self.run(work.apply_and_record, game, move, seat)
            return await self._commit(loaded, game, seat, outcomes, previous, made=made)

    async def resign(self, game_id: int, user_id: int, *, status: str = "resigned") -> Played:
        """``user_id`` leaves an active game (resign, removal or time-out)."""
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            shared = self.require_active(loaded)
            seat = self._require_seat(loaded, user_id)
            previous = loaded.current_user()
            game = await self._own(loaded.row, shared)
            left = await self.run(game.resign, seat)
            left = replace(left, fact=_LEAVING.get(status, left.fact))
            outcomes = [left, *await self.run(work.forced, game)]
            return await self._commit(
                loaded, game, seat, outcomes, previous, leaving=(user_id, status)
            )

    async def take_over(self, game_id: int, user_id: int, level: str) -> Loaded:
        """From now on a computer of ``level`` plays ``user_id``'s seat (the time-out policy
        ``computer``); the game stops counting for ratings. Returns the game as it is now.

        Self-contained: the caller announces it and starts the mover
        (``cogs.computers.mover.take_over`` does both). Raises UserError when the game is
        not running or the user has no seat in it (or left it).
        """
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            self.require_active(loaded)
            self._require_seat(loaded, user_id)
            await self.db.computers.take_over(game_id, user_id, level)
            await self.db.rating.set_rated(game_id, False)
            return await self.load(game_id)

    async def skip(self, game_id: int, user_id: int) -> Played:
        """The system skips ``user_id``'s turn (their clock ran out; ``skip`` in the record).

        Raises UserError/StaleError when it is not (any more) their turn.
        """
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            shared = self.require_active(loaded)
            seat = self._require_seat(loaded, user_id)
            if shared.current != seat:
                raise stale()
            previous = loaded.current_user()
            game = await self._own(loaded.row, shared)  # the loaded game is shared: read-only
            skipped = await self.run(game.skip_turn, seat)
            outcomes = [skipped, *await self.run(work.forced, game)]
            return await self._commit(loaded, game, seat, outcomes, previous)

    async def _commit(
        self,
        loaded: Loaded,
        game: Game,
        seat: int,
        outcomes: Sequence[Outcome],
        previous: int | None,
        leaving: tuple[int, str] | None = None,
        made: work.Made | None = None,
    ) -> Played:
        """Commit ``outcomes`` applied to ``game`` (``made``: its record, snapshot and log
        entries when the worker that applied them made them already)."""
        loaded.game = game
        if made is None:
            made = await self.run(work.to_commit, game, list(outcomes))
        record, blob, entries = made
        moves = [
            MoveIn(o.seat, loaded.user_of(o.seat), o.notation, entry)
            for o, entry in zip(outcomes, entries, strict=True)
        ]
        from_version = loaded.version
        try:
            row = await self.db.play.commit_moves_row(
                loaded.id,
                expected_version=loaded.version,
                moves=moves,
                record=record,
                summary=self.summary(loaded),
                current_user_id=loaded.current_user(),
                finished=game.over,
                leaving=leaving,
                # The turn post these moves owe the players, in the same transaction: a
                # crash after the commit cannot lose it (the deliverer sends it).
                announce=Announce(seat, previous),
            )
        except StaleVersionError:
            raise StaleError("err-bot-too-late") from None
        new_version = row.version
        for _ in outcomes:
            self.observer.move_applied(row.edition, row.guild_id)
        self.cache.put(loaded.id, new_version, blob)
        self.warm.keep(loaded.id, new_version, game)  # read-only from now on
        if len(outcomes) == 1:
            # The state after the move is the one its preview showed: reuse that board.
            for lang in i18n.LOCALES:
                key = preview_key(loaded, from_version, outcomes[0].notation, lang)
                png = self.boards.get(key)
                if png is not None:
                    self.boards.put(board_key(loaded, new_version, lang), png)
        loaded.row = row
        changes: list[Change] = []
        if game.over:
            loaded.seats = await self.db.lobby.seats(loaded.id)
            changes = await self.rate(loaded)
        return Played(loaded, seat, list(outcomes), previous, from_version, changes)

    async def rate(self, loaded: Loaded) -> list[Change]:
        """Apply a finished rated game to the ratings (idempotent); its changes."""
        game = loaded.game
        if game is None or not game.over or not await self.db.rating.is_rated(loaded.id):
            return []
        # Computer seats are marked casual when the game is opened (db.rating.set_rated).
        # And a seat the computer played (added or taken over) never enters the ratings.
        computers = bool(loaded.computers)
        if not is_rated(chosen=True, players=game.players, computers=computers, finished=True):
            return []
        places = {loaded.user_of(st.seat): st.place for st in game.ranking()}
        # A game in teams is rated as teams, in a pool of its own (app.text.pools).
        sides = game.teams()
        teams = {loaded.user_of(s): i for i, side in enumerate(sides) for s in side}
        pool = pool_of(loaded.row.edition, game.players, loaded.row.options)
        if all(len(side) == 1 for side in sides):
            return await self.db.rating.record_result(loaded.id, places)
        return await self.db.rating.record_result(loaded.id, places, teams=teams, pool=pool)

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
            raise UserError("err-bot-not-started", reason="not-started", number=loaded.number)
        if status == "cancelled":
            raise UserError("err-bot-cancelled", reason="cancelled", number=loaded.number)
        if status == "finished" or loaded.game is None or loaded.game.over:
            raise UserError("err-bot-game-over", reason="game-over", number=loaded.number)
        return loaded.game

    @staticmethod
    def _require_seat(loaded: Loaded, user_id: int) -> int:
        seat = loaded.seat_of(user_id)
        if seat is None:
            raise UserError("err-bot-not-a-player", reason="not-a-player", number=loaded.number)
        game = loaded.game
        if game is not None and seat in game.resigned:
            raise UserError("err-bot-left", reason="left", number=loaded.number)
        return seat

    # ----- previews and images --------------------------------------------------------------
    async def preview(self, loaded: Loaded, move: Move, seat: int) -> tuple[Outcome, Game]:
        """The outcome of ``move`` on a copy of the game, and that copy (in a worker).

        Raises the engine's error for an illegal move; draw the board with :meth:`preview_png`.
        """
        game = loaded.game
        assert game is not None
        self.counts["apply"] += 1
        blob = None if work.cheap_copy(game) else self.cache.peek(loaded.id, loaded.version)
        if blob is not None:
            self.counts["restore"] += 1
            outcome, after = await self.run(work.apply_to_restored, blob, move, seat)
        else:
            self.counts["copy"] += 1
            outcome, after = await self.run(work.apply_to_copy, game, move, seat)
        # Confirming this move takes ``after`` instead of applying it again.
        self.warm.keep_preview(loaded.id, loaded.version, seat, outcome.notation, outcome, after)
        return outcome, after


_LEAVING = {
    "resigned": Fact("move-resigned"),
    "removed": Fact("move-removed"),
    "timed_out": Fact("move-timed-out"),
}
