"""Print timing figures for ratings: applying one game, rebuilding a pool, the images.

A pool of GAMES rated games (2-4 of 40 players, seeded) is written to a fresh
SQLite file through :meth:`data.ratings.RatingStore.record_result`; then we time
excluding a game (the pool is rebuilt from its history), the pure rebuild
(:func:`community.ratings.rebuild`) and the leaderboard and profile images.
A calibration loop (fixed pure-Python work) runs in the same process, so
figures from a busy machine can be compared.

Run: ``make bench`` (or ``.venv/bin/python -m bench.ratings [GAMES]``).
Figures are medians and 95th percentiles in milliseconds.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from community.ratings import rebuild
from data import Database, MoveIn
from render.ratings import BoardRow, Chart, leaderboard_png, profile_png


def figures(samples: list[float]) -> str:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"p50 {statistics.median(ordered) * 1000:7.2f} ms  p95 {p95 * 1000:7.2f} ms"


def timed(fn: Callable[[], object], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
    return out


def calibration() -> None:
    sum(i * i for i in range(200_000))


async def main(games: int) -> None:
    print(f"calibration (fixed work)         {figures(timed(calibration, 15))}")
    rnd = random.Random(1)
    users = list(range(100, 140))
    record = {"schema": 1, "edition": "classic", "seed": 1, "options": {}}
    with tempfile.TemporaryDirectory() as tmp:
        db = await Database.open(Path(tmp) / "bench.sqlite3")
        applied, ids = [], []
        for _ in range(games):
            players = rnd.sample(users, rnd.choice((2, 3, 4)))
            row = await db.lobby.create_game(
                guild_id=1,
                channel_id=2,
                creator_id=players[0],
                edition="classic",
                seats_wanted=len(players),
                options={},
            )
            for u in players[1:]:
                await db.lobby.join(row.id, u)
            rec = {**record, "players": len(players), "moves": []}
            await db.lobby.start(
                row.id, order=players, record=rec, summary={}, current_user_id=None
            )
            await db.rating.set_rated(row.id, True)
            await db.play.commit_moves(
                row.id,
                expected_version=0,
                moves=[MoveIn(0, players[0], "m", {})],
                record={**rec, "moves": [{"seat": 0, "move": "m"}]},
                summary={},
                current_user_id=None,
                finished=True,
            )
            places = {u: rnd.randint(1, len(players)) for u in players}
            start = time.perf_counter()
            await db.rating.record_result(row.id, places)
            applied.append(time.perf_counter() - start)
            ids.append(row.id)
        print(f"apply one game ({games} in pool)    {figures(applied)}")
        excluded = []
        for gid in ids[:7]:
            start = time.perf_counter()
            await db.rating.set_excluded(gid, True)
            excluded.append(time.perf_counter() - start)
        print(f"exclude + rebuild of the pool    {figures(excluded)}")
        results = await db.rating.pool_results(1, "classic")
        print(
            f"pure rebuild ({len(results)} games)        {figures(timed(lambda: rebuild(results), 7))}"
        )
        rows = await db.rating.ratings(1, "classic")
        history = await db.rating.rating_history(1, "classic", rows[0].user_id)
        await db.close()
    board = [
        BoardRow(i + 1, f"Player {r.user_id}", r.shown, r.games, r.wins, "2026-11-26")
        for i, r in enumerate(rows[:15])
    ]
    points = [history[0].shown_before] + [h.shown_after for h in history]
    chart = Chart("Classic", points, [h.place for h in history])
    print(
        f"leaderboard image (15 rows)      {figures(timed(lambda: leaderboard_png(board, title='t', footer='f'), 15))}"
    )
    print(
        f"profile image ({len(points)} points)     {figures(timed(lambda: profile_png('P', [chart, chart]), 15))}"
    )


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 500))
