"""Shared pieces of the bot benchmarks (``bench/bot.py``, ``bench/scale.py`` and others).

- :func:`calibrate`: a fixed pure-Python loop timed in the same process, printed
  beside every figure so runs on a busy or a quiet machine can be compared.
- :func:`positions`: seeded computer games of an edition cut at several stages.
- :func:`store_games`: those positions stored as open games in a database, as if
  their moves had been played one by one.
- :func:`bot_move`: one move as the bot makes it from the buttons: load, rank the
  options (the menu), preview (copy, apply, one drawing: the stamped preview and
  the plain board), confirm (load, validate, apply, persist) and the
  announcement's board (the preview's plain one, reused).
"""

from __future__ import annotations

import asyncio
import gc
import random
import statistics
import time
from collections.abc import Awaitable, Sequence
from typing import Any

from app.errors import UserError
from app.games.service import GameService
from data import Database, MoveIn
from genial import EDITIONS, Game, create, replay
from genial.cli import play_one

USERS = (1001, 1002, 1003, 1004)


def percentiles(samples: Sequence[float]) -> tuple[float, float, float]:
    """p50, p95, p99 of ``samples``."""
    s = sorted(samples)
    if not s:
        return 0.0, 0.0, 0.0

    def at(q: float) -> float:
        return s[min(len(s) - 1, int(q * (len(s) - 1) + 0.5))]

    return statistics.median(s), at(0.95), at(0.99)


def calibrate(rounds: int = 15) -> tuple[float, float]:
    """p50 and p95 (ms) of a fixed pure-Python loop: how fast this machine is right now."""
    samples = []
    for _ in range(rounds):
        t = time.perf_counter()
        total = 0
        for i in range(200_000):
            total += i * i % 7
        samples.append((time.perf_counter() - t) * 1000)
    p50, p95, _ = percentiles(samples)
    return p50, p95


def print_calibration(label: str = "calibration") -> None:
    p50, p95 = calibrate()
    print(f"  {label:<28} p50 {p50:7.2f} ms   p95 {p95:7.2f} ms  (200k-step Python loop)")


def players_for(edition: str) -> int:
    return min(4, EDITIONS[edition].edition.max_players)


def positions(edition: str, seeds: Sequence[int], stages: Sequence[float]) -> list[Game]:
    """Running games of ``edition``: each seed's computer game replayed to each stage."""
    out = []
    for seed in seeds:
        full = play_one(edition, players_for(edition), seed)
        record = full.record()
        moves = len(record["moves"])
        for stage in stages:
            game = replay(record, upto=min(moves - 1, int(moves * stage)))
            if not game.over:
                out.append(game)
    return out


async def store_games(db: Database, games: Sequence[Game], count: int) -> list[int]:
    """``count`` open games (cycling through ``games``) stored in ``db``; their ids."""
    for i, user in enumerate(USERS):
        await db.listings.remember_name(user, f"Player {i + 1}")
    ids = []
    for k in range(count):
        game = games[k % len(games)]
        users = list(USERS[: game.players])
        row = await db.lobby.create_game(
            guild_id=1,
            channel_id=2,
            creator_id=users[0],
            edition=game.edition.id,
            seats_wanted=game.players,
            options=dict(game.options),
        )
        for user in users[1:]:
            await db.lobby.join(row.id, user)
        fresh = create(game.edition.id, game.players, seed=game.seed, options=dict(game.options))
        await db.lobby.start(
            row.id,
            order=users,
            record=fresh.record(),
            summary={},
            current_user_id=users[fresh.current or 0],
        )
        record = game.record()
        if record["moves"]:
            await db.play.commit_moves(
                row.id,
                expected_version=0,
                moves=[MoveIn(m["seat"], users[m["seat"]], m["move"], {}) for m in record["moves"]],
                record=record,
                summary={},
                current_user_id=users[game.current or 0],
                finished=False,
            )
        ids.append(row.id)
    return ids


async def bot_move(svc: GameService, game_id: int, rng: random.Random) -> dict[str, float]:
    """One move of ``game_id`` as the bot makes it (see the module doc).

    Returns milliseconds by step (``menu``, ``preview``, ``confirm``,
    ``announce``, ``total``); empty if the game is over.
    """
    start = time.perf_counter()
    loaded = await svc.load(game_id)
    game = loaded.game
    if game is None or game.over or game.current is None:
        return {}
    # Ranked as the bot's hand panel ranks: through the service's bounded menu cache.
    options = await svc.run(svc.menus.options, loaded.id, loaded.version, game)
    if not options:
        return {}
    move = rng.choice(options[:25]).move
    user = loaded.user_of(game.current)
    version = loaded.version
    t_menu = time.perf_counter()
    if not getattr(move, "chance", False):
        loaded = await svc.load(game_id)  # the preview click reloads the game
        assert loaded.game is not None
        outcome, after = await svc.preview(loaded, move, game.current)
        # Stamped, as the bot shows it (cogs/play/flows.py): one drawing gives the plain board too.
        await svc.preview_png(loaded, after, outcome.notation, outcome=outcome)
    t_preview = time.perf_counter()
    try:
        played = await svc.act(game_id, user, move.notation, version=version)
    except UserError:
        return {}  # someone else moved first (not in these benchmarks)
    t_confirm = time.perf_counter()
    await svc.board_png(played.loaded)  # the announcement (the preview's board when cached)
    end = time.perf_counter()
    return {
        "menu": (t_menu - start) * 1000,
        "preview": (t_preview - t_menu) * 1000,
        "confirm": (t_confirm - t_preview) * 1000,
        "announce": (end - t_confirm) * 1000,
        "total": (end - start) * 1000,
    }


class StallWatch:
    """The event loop's stalls while ``run()`` is awaited, and who caused the long ones.

    A monitor task sleeps 1 ms again and again; a stall is how much later than asked it
    woke. Garbage collections are recorded (generation, wall and CPU ms of the collecting
    thread) through ``gc.callbacks``; each stall above ``explain_ms`` keeps the loop
    thread's CPU, the whole process's CPU and the collections that ran in it, so a long
    stall can be told apart as work on the loop, a collection, another thread holding the
    GIL, or a busy machine.
    """

    def __init__(self, explain_ms: float = 12.0) -> None:
        self.explain_ms = explain_ms
        self.stalls: list[float] = []
        #: (stall ms, loop thread CPU ms, process CPU ms, [(generation, CPU ms) of GCs])
        self.long: list[tuple[float, float, float, list[tuple[int, float]]]] = []
        #: (generation, wall ms, CPU ms of the collecting thread) of each collection
        self.collections: list[tuple[int, float, float]] = []
        self._began = (0.0, 0.0)
        self._running = False

    def _on_gc(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._began = (time.perf_counter(), time.thread_time())
        else:
            wall = (time.perf_counter() - self._began[0]) * 1000
            cpu = (time.thread_time() - self._began[1]) * 1000
            self.collections.append((info["generation"], wall, cpu))

    async def _monitor(self) -> None:
        while self._running:
            t, loop_cpu, cpu = time.perf_counter(), time.thread_time(), time.process_time()
            seen = len(self.collections)
            await asyncio.sleep(0.001)
            stall = (time.perf_counter() - t) * 1000 - 1.0
            self.stalls.append(stall)
            if stall > self.explain_ms:
                gcs = [(g, c) for g, _, c in self.collections[seen:]]
                self.long.append(
                    (
                        stall,
                        (time.thread_time() - loop_cpu) * 1000,
                        (time.process_time() - cpu) * 1000,
                        gcs,
                    )
                )

    async def run(self, work: Awaitable[Any]) -> Any:
        """Await ``work`` while watching the loop."""
        self._running = True
        gc.callbacks.append(self._on_gc)
        watcher = asyncio.create_task(self._monitor())
        try:
            return await work
        finally:
            self._running = False
            await watcher
            gc.callbacks.remove(self._on_gc)

    def report(self, top: int = 5) -> list[str]:
        """Lines: stall percentiles, the longest, the longest explained, GCs by generation."""
        s50, s95, s99 = percentiles(self.stalls)
        lines = [
            f"  {'loop stall':<28} p50 {s50:7.2f} ms   p95 {s95:7.2f} ms   p99 {s99:7.2f} ms",
            f"  {'longest stall':<28} {max(self.stalls, default=0):7.2f} ms",
        ]
        for ms, loop_ms, proc_ms, gcs in sorted(self.long, reverse=True)[:top]:
            what = ", ".join(f"gen {g} {c:.1f} ms" for g, c in gcs) or "none"
            lines.append(
                f"    stall {ms:5.1f} ms: loop thread CPU {loop_ms:5.1f} ms, process "
                f"{proc_ms:5.1f} ms, collections: {what}"
            )
        for generation in (0, 1, 2):
            cpus = [c for g, _, c in self.collections if g == generation]
            walls = [w for g, w, _ in self.collections if g == generation]
            lines.append(
                f"  GC generation {generation}              {len(cpus)} collections, longest "
                f"{max(walls, default=0):.1f} ms (CPU: longest {max(cpus, default=0):.1f} ms, "
                f"p50 {percentiles(cpus)[0]:.2f} ms)"
            )
        return lines
