"""The database's hot path, one move's commit (``make bench-commit``).

Run: ``python -m bench.commit [--moves 100] [--rounds 200]``.

Times :meth:`data.play.PlayStore.commit_moves` appending one move to a game whose record
then holds ``moves`` moves (the record, summary and log row are all written,
in one transaction), on a file database like the bot's. Others can import
:func:`bench_commit` to compare, e.g. after changing the schema.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.harness import print_calibration
from data import Database, MoveIn

_COLOURS = "RGBOYP"


def fake_record(moves: int, players: int = 4) -> dict[str, Any]:
    """A record shaped like a classic game's, with ``moves`` placements."""
    entries = [
        {"seat": i % players, "move": f"{_COLOURS[i % 6]}{_COLOURS[(i + 1) % 6]} F{i % 9 + 1} r"}
        for i in range(moves)
    ]
    return {
        "schema": 1,
        "edition": "classic",
        "players": players,
        "seed": 1234567890123,
        "options": {"bag": None},
        "moves": entries,
    }


def fake_summary(players: int = 4) -> dict[str, Any]:
    """A summary like the bot's: current seat, scores, one status line."""
    return {
        "current": 1,
        "scores": [[3, 5, 7, 2, 9, 11] for _ in range(players)],
        "status": "Seat 2 to play - 57 tiles in the bag.",
    }


def fake_outcome(n: int) -> dict[str, Any]:
    """An outcome dict like the bot stores in the move log."""
    return {
        "kind": "place",
        "gains": [3, 1, 0, 0, 0, 0],
        "highlight": [[n % 7, 1], [n % 7, 2]],
        "text": "placed RB at F7-F8: +3 red, +1 blue",
    }


async def bench_commit(
    path: str | Path | None = None, *, moves: int = 100, rounds: int = 200
) -> dict[str, float]:
    """Time ``rounds`` commits of move ``moves`` (each in a fresh game).

    Returns milliseconds: ``median``, ``p95``, ``min``, ``max``. Uses a
    temporary file unless ``path`` is given.
    """
    if path is None:
        with tempfile.TemporaryDirectory() as folder:
            return await bench_commit(Path(folder) / "bench.sqlite3", moves=moves, rounds=rounds)
    players = [101, 102, 103, 104]
    summary = fake_summary()
    times: list[float] = []
    async with await Database.open(path) as db:
        for _ in range(rounds):
            game = await db.lobby.create_game(
                guild_id=1,
                channel_id=2,
                creator_id=101,
                edition="classic",
                seats_wanted=4,
                options={},
            )
            for user in players[1:]:
                await db.lobby.join(game.id, user)
            await db.lobby.start(
                game.id, order=players, record=fake_record(0), summary=summary, current_user_id=101
            )
            before = [
                MoveIn(i % 4, players[i % 4], "RB F7 r", fake_outcome(i)) for i in range(moves - 1)
            ]
            await db.play.commit_moves(
                game.id,
                expected_version=0,
                moves=before,
                record=fake_record(moves - 1),
                summary=summary,
                current_user_id=players[(moves - 1) % 4],
                finished=False,
            )
            record = fake_record(moves)
            last = [MoveIn((moves - 1) % 4, players[(moves - 1) % 4], "RB F7 r", fake_outcome(0))]
            start = time.perf_counter()
            await db.play.commit_moves(
                game.id,
                expected_version=moves - 1,
                moves=last,
                record=record,
                summary=summary,
                current_user_id=players[moves % 4],
                finished=False,
            )
            times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return {
        "median": statistics.median(times),
        "p95": times[min(len(times) - 1, int(len(times) * 0.95))],
        "min": times[0],
        "max": times[-1],
    }


def main() -> None:
    """Command line entry: print the timings."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--moves", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--path", default=None, help="database file (default: a temporary one)")
    args = parser.parse_args()
    print_calibration("calibration before")
    result = asyncio.run(bench_commit(args.path, moves=args.moves, rounds=args.rounds))
    print(
        f"commit_moves, record of {args.moves} moves, {args.rounds} rounds: "
        + ", ".join(f"{k} {v:.3f} ms" for k, v in result.items())
    )
    print_calibration("calibration after")


if __name__ == "__main__":
    main()
