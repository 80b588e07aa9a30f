"""Computer players at the table: the mover that plays their turns, and the take-over.

The mover plays a computer's turn whenever one is due: after a game starts,
after every announced move (it listens to ``app.events``), after a take-over,
and for every such game at start-up and on a periodic sweep (so a restart or a
failure loses nothing: the due state is derived from the database, see
``data.computers``). Per game at most one task runs; it decides in the
service's worker threads (``GameService.run``), commits through
``GameService.act`` (same lock, same version check as a person's move) and
posts with ``flows.announce`` like a person's move, pausing ``pause`` seconds
before each computer move so that a run of computer seats reads at a human
pace. A failure is logged and left to the next sweep: never a crash loop.
"""

from __future__ import annotations

import asyncio
import logging
from weakref import WeakKeyDictionary

import discord

import i18n
from app.errors import DatabaseUnreachableError
from app.events import Events, GameEvent, Moved
from app.games.seatnames import LEVEL_KEYS
from cogs.common import limits, locale
from cogs.common.host import host
from cogs.play import flows
from genial import Game, GenialError
from genial.computer import decide
from genial.core.rng import Rng, new_seed

log = logging.getLogger(__name__)

#: Seconds strong may think per move (the issue's bound is 1 s).
STRONG_BUDGET = 0.7


def choose(game: Game, seat: int, level: str, budget: float = STRONG_BUDGET) -> str:
    """The move (notation) a computer of ``level`` makes for ``seat`` (CPU work: a worker)."""
    return decide(game, seat, level, Rng(new_seed()), budget=budget).notation


#: Each bot's mover (:func:`mover_of`): the extension's module is loaded anew by
#: discord.py, this one is not.
_MOVERS: WeakKeyDictionary[discord.Client, ComputerMover] = WeakKeyDictionary()


def mover_of(client: discord.Client) -> ComputerMover | None:
    """The bot's mover, if its extension made one (not in a sync-only run)."""
    return _MOVERS.get(client)


class ComputerMover:
    """Plays the computers' turns of every game, one task per game at a time."""

    def __init__(self, client: discord.Client, *, pause: float = 0.0) -> None:
        self.client = client
        _MOVERS[client] = self
        self.pause = pause
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()
        #: Games whose task is pausing before a move (nothing to lose when cancelled).
        self._pausing: set[int] = set()
        self._closing = False
        #: Moves made since start, and sweeps done (for tests and logs).
        self.moves = 0
        self.sweeps = 0

    def listen(self, events: Events) -> None:
        """Hear of every move and start: a computer may be next."""
        events.moved.listen("computers", self._moved)
        events.started.listen("computers", self._started)
        events.seated.listen("computers", self._started)

    def forget(self, events: Events) -> None:
        for signal in (events.moved, events.started, events.seated):
            signal.forget("computers")

    async def _moved(self, moved: Moved) -> None:
        if not moved.played.finished:
            self.poke(moved.played.loaded.id)

    async def _started(self, started: GameEvent) -> None:
        self.poke(started.game_id)

    def poke(self, game_id: int) -> None:
        """Play the game's computer turns now, if any are due (idempotent)."""
        if self._closing:
            return
        if game_id in self._tasks:
            self._again.add(game_id)  # the running task looks again before it stops
            return
        task = asyncio.create_task(self._drive(game_id), name=f"genial-computer-{game_id}")
        self._tasks[game_id] = task

    async def sweep(self) -> int:
        """Poke every game in which a computer is to move (start-up and periodic retries)."""
        bot = host(self.client)
        due = await bot.uses.computer_turns.due(bot.shard_filter())
        for game_id in due:
            self.poke(game_id)
        self.sweeps += 1
        return len(due)

    async def idle(self) -> None:
        """Wait until no computer is thinking or about to move (tests)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks.values()), return_exceptions=True)

    async def close(self, timeout: float = 10.0) -> None:
        """Stop: no new moves start; a move being made finishes (at most ``timeout``)."""
        self._closing = True
        for game_id in self._pausing:
            self._tasks[game_id].cancel()
        tasks = list(self._tasks.values())
        if tasks:
            await asyncio.wait(tasks, timeout=timeout)
        for task in tasks:
            task.cancel()

    async def _drive(self, game_id: int) -> None:
        try:
            while not self._closing:
                self._again.discard(game_id)
                try:
                    moved = await self._step(game_id)
                except DatabaseUnreachableError:  # not played: again once it answers
                    await host(self.client).uses.reach.wait()
                    self._again.add(game_id)
                    continue
                except (GenialError, discord.HTTPException) as exc:
                    log.warning("game %s: computer move not made (%s); retried later", game_id, exc)
                    return
                except Exception:
                    log.exception("game %s: computer move failed; retried later", game_id)
                    return
                if not moved and game_id not in self._again:
                    return
        except asyncio.CancelledError:
            pass  # closing: the next start's sweep plays this turn
        finally:
            self._tasks.pop(game_id, None)
            self._again.discard(game_id)

    async def _step(self, game_id: int) -> bool:
        """Make one computer move if one is due; whether it did."""
        svc = host(self.client).uses.service
        loaded = await svc.load(game_id)
        game = loaded.game
        if loaded.row.status != "active" or game is None or game.over or game.current is None:
            return False
        user_id = loaded.user_of(game.current)
        level = loaded.computers.get(user_id)
        if level is None:
            return False
        if self.pause > 0:
            self._pausing.add(game_id)
            try:
                await asyncio.sleep(self.pause)
            finally:
                self._pausing.discard(game_id)
            if self._closing:
                return False
        move = await svc.run(choose, game, game.current, level)
        played = await svc.act(game_id, user_id, move, version=loaded.version, computer=True)
        self.moves += 1
        await flows.announce(self.client, played)
        return True

    async def take_over(self, game_id: int, user_id: int, level: str) -> bool:
        """The time-out policy ``computer``: a computer of ``level`` plays ``user_id``'s seat
        from now on. Marks the seat (``GameService.take_over``: storage, the game becomes
        unrated), announces it in the game's thread ("Ada timed out; a computer (normal)
        plays her seat from now on") and lets the computer move. False if it could not be
        applied (the game is over, the player left): logged, nothing changes.
        """
        client = self.client
        try:
            loaded = await host(client).uses.service.take_over(game_id, user_id, level)
        except GenialError as exc:
            log.info("game %s: take-over not applied (%s)", game_id, exc.reason)
            return False
        channel = await flows.game_channel(client, loaded)
        if channel is not None:
            lang = locale.server(client.get_guild(loaded.row.guild_id))
            name = loaded.name_map.get(user_id) or i18n.text(lang, "ui-computer-someone")
            said = i18n.text(lang, LEVEL_KEYS.get(level, "ui-computer-level-normal"))
            text = i18n.text(lang, "ui-computer-took-over", name=name, level=said)
            try:
                await limits.post(channel, text)
            except discord.HTTPException:
                log.warning("game %s: take-over could not be announced", game_id)
        self.poke(game_id)
        return True
