"""The daily deal (``make bench-daily``): one move of a player's attempt, and the close
of a day.

Run: ``python -m bench.daily [--players 5]``.

Through the real :class:`app.daily.service.Daily` on a SQLite file like the bot's: each
player opens today's deal and plays it to its end with the best move; every move loads
the attempt, replays its record, applies the move and saves it over its version (what a
click in the panel costs, without Discord and the board image). Then the day is over: the
strong computer plays the deal at the bot's default thinking time and the end-of-day post
is prepared (claimed first). p50/p95 beside the calibration loop.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from app.daily.service import Daily, Panel
from app.games.service import GameService
from app.people import Person, Place
from app.uses import Uses
from bench.harness import percentiles, print_calibration
from data import Database

GUILD, CHANNEL = 1178012345678901000, 1178012345678902000


class Clock:
    def __init__(self) -> None:
        self.now = datetime(2026, 12, 2, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now


async def play(daily: Daily, person: Person, place: Place, samples: list[float]) -> int:
    """Play one attempt to its end; how many moves."""
    opened = await daily.open(person, place)
    assert isinstance(opened, Panel)
    panel, moves = opened, 0
    while not panel.game.over:
        best = panel.game.best_move()
        assert best is not None
        t = time.perf_counter()
        moved = await daily.move(person, place, panel.day, panel.version, best.notation)
        samples.append((time.perf_counter() - t) * 1000)
        panel, moves = moved.panel, moves + 1
    return moves


async def main(players: int, budget: float) -> None:
    clock = Clock()
    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(Path(folder) / "bench.sqlite3", clock=clock)
        svc = GameService(db, cache_mb=8, workers=1)
        try:
            uses = Uses(svc)
            uses.daily.configure(secret="b" * 32, budget=budget, iterations=24)
            place = Place(GUILD, CHANNEL)
            samples: list[float] = []
            moves = 0
            for k in range(players):
                moves += await play(uses.daily, Person(1000 + k, f"P{k}"), place, samples)
            p50, p95, p99 = percentiles(samples)
            print(f"daily deal: {players} players, {moves} moves on one SQLite file")
            print_calibration()
            print(f"  {'one move (load+replay+save)':<28} p50 {p50:7.2f} ms   p95 {p95:7.2f} ms"
                  f"   p99 {p99:7.2f} ms")  # fmt: skip
            clock.now += timedelta(days=1)
            t = time.perf_counter()
            (day,) = await uses.day_closer.due()
            end = await uses.day_closer.claim(day)
            took = time.perf_counter() - t
            assert end is not None
            print(f"  {'close of the day':<28} {took:7.2f} s  (strong at {budget} s a move: "
                  f"reached {end.computer})")  # fmt: skip
        finally:
            svc.close()
            await db.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--budget", type=float, default=0.7, help="strong's seconds per move")
    args = parser.parse_args()
    asyncio.run(main(args.players, args.budget))
