"""Print timing figures for a late-game position of every edition.

For each edition (4 players where the edition allows it) a seeded computer
game is played to about 70% of its length; then we time, over many repeats:

- legal-move generation (``legal_moves``) and ranking every option
  (``options_for_menu``),
- scoring one move (``preview``: copy, validate, apply),
- rendering the board: drawing it, encoding it, both (public view -> PNG bytes,
  with its size), and a preview's pair (the plain board and its stamped
  preview from one drawing, as a move's preview makes them),
- the whole move as the bot does it: load from SQLite (cache hit), validate,
  apply, persist in one transaction, render and encode the new board.

Then, per edition, a move's preview pair (draw the board after the move, stamp the
preview, encode both PNGs) as the framed baseline makes it (``bench/framed_preview.py``) and as
``render.board_pngs`` makes it now, alternated on six boards 50-80% into two games,
in CPU time of this process (``time.process_time``: render.png's pool threads count) and
wall time, with the sizes of both PNGs.

Run: ``make bench`` (or ``.venv/bin/python -m bench.late_game [--render] [edition ...]``;
``--render``: the preview pairs only).
Figures are medians and 95th percentiles in milliseconds, each edition with a
calibration loop timed in the same process (a busy machine shows in it).
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import render
from app.games.service import GameService
from bench import framed_preview
from bench.harness import percentiles, positions, print_calibration
from data import Database
from genial import EDITIONS, Game, create, replay
from genial.cli import play_one
from render.encode import encode_png, encode_png_pair
from render.theme import DEFAULT


def late_position(edition: str, players: int, seed: int = 7) -> Game:
    full = play_one(edition, players, seed)
    record = full.record()
    cut = int(len(record["moves"]) * 0.7)
    return replay(record, upto=cut)


def timed(fn: Callable[[], object], repeats: int) -> tuple[float, float]:
    samples = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t) * 1000)
    samples.sort()
    return statistics.median(samples), samples[int(0.95 * (len(samples) - 1))]


async def whole_move(edition: str, players: int, repeats: int) -> tuple[float, float]:
    """Median/p95 of act() + board render through the real service and a real SQLite file.

    Five late positions are stored as games and each timed move is made in a
    fresh copy of one of them; the first move is a warm-up (a running bot has
    its board backgrounds cached), not counted.
    """
    samples = []
    positions = [late_position(edition, players, seed=7 + i) for i in range(5)]
    with tempfile.TemporaryDirectory() as tmp:
        db = await Database.open(Path(tmp) / "bench.sqlite3")
        svc = GameService(db)
        users = list(range(1001, 1001 + players))
        for i, u in enumerate(users):
            await db.listings.remember_name(u, f"Player {i + 1}")
        for k in range(repeats + 1):
            row = await db.lobby.create_game(
                guild_id=1,
                channel_id=2,
                creator_id=users[0],
                edition=edition,
                seats_wanted=players,
                options={},
            )
            for u in users[1:]:
                await db.lobby.join(row.id, u)
            game = positions[k % 5]
            fresh = create(edition, players, seed=game.seed)
            await db.lobby.start(
                row.id,
                order=users,
                record=fresh.record(),
                summary={},
                current_user_id=users[fresh.current or 0],
            )
            record = game.record()
            # Store the late position (as if the moves had been played one by one).
            from data import MoveIn

            await db.play.commit_moves(
                row.id,
                expected_version=0,
                moves=[MoveIn(m["seat"], users[m["seat"]], m["move"], {}) for m in record["moves"]],
                record=record,
                summary={},
                current_user_id=users[game.current or 0],
                finished=False,
            )
            loaded = await svc.load(row.id)  # warm the cache as a running bot would have it
            assert loaded.game is not None
            move = loaded.game.options_for_menu()[0].move
            user = users[loaded.game.current or 0]
            t = time.perf_counter()
            played = await svc.act(row.id, user, move.notation)
            after = played.loaded.game
            assert after is not None
            png = render.board_png(after.public_view(), names=played.loaded.names())
            if k:
                samples.append((time.perf_counter() - t) * 1000)
            assert png[:4] == b"\x89PNG"
        await db.close()
    samples.sort()
    return statistics.median(samples), samples[int(0.95 * (len(samples) - 1))]


def bench(edition: str, repeats: int) -> None:
    cls = EDITIONS[edition]
    players = min(4, cls.edition.max_players)
    game = late_position(edition, players)
    moves = game.legal_moves()
    move = game.options_for_menu()[0].move
    view = game.public_view()
    names = [f"Player {i + 1}" for i in range(players)]
    after = game.copy()
    outcome = after.apply(move, game.current)
    stamp = render.Preview(game.current or 0, names[game.current or 0], tuple(outcome.gains))
    after_view = after.public_view()
    image = render.board_image(view, names=names)
    png = render.board_png(view, names=names)
    rows = [
        ("legal moves", timed(game.legal_moves, repeats)),
        ("rank options", timed(game.options_for_menu, repeats)),
        ("score a move", timed(lambda: game.preview(move), repeats)),
        ("draw board", timed(lambda: render.board_image(view, names=names), repeats)),
        ("encode board", timed(lambda: encode_png(image, theme=DEFAULT, edition=edition), repeats)),
        ("render board", timed(lambda: render.board_png(view, names=names), repeats)),
        (
            "preview pair",  # the plain board and its stamped preview: one drawing
            timed(lambda: render.board_pngs(after_view, names=names, preview=stamp), repeats),
        ),
        ("whole move", asyncio.run(whole_move(edition, players, repeats))),
    ]
    print(
        f"\n{cls.edition.name}, {players} player{'s' if players > 1 else ''}, "
        f"{len(moves)} legal moves, "
        f"{len(game.history)} moves played; board {image.width}x{image.height}, "
        f"{len(png) / 1024:.0f} KB"
    )
    print_calibration()
    for name, (med, p95) in rows:
        print(f"  {name:<14} median {med:7.2f} ms   p95 {p95:7.2f} ms")


def _cpu_ms(
    out: list[float],
    fn: Callable[..., Any],
    *args: Any,
    wall: list[float] | None = None,
    **kwargs: Any,
) -> Any:
    """``fn(*args, **kwargs)``, its CPU time (ms, every thread of this process: render.png's
    pool included) appended to ``out``, its wall time to ``wall``."""
    t, w = time.process_time(), time.perf_counter()
    result = fn(*args, **kwargs)
    if wall is not None:
        wall.append((time.perf_counter() - w) * 1000)
    out.append((time.process_time() - t) * 1000)
    return result


def preview_pairs(edition: str, rounds: int = 12) -> None:
    """A move's preview pair before (the framed baseline) and after, alternated on the same boards."""
    players = min(4, EDITIONS[edition].edition.max_players)
    names = [f"Player {i + 1}" for i in range(players)]
    boards = []
    for game in positions(edition, seeds=(7, 8), stages=(0.5, 0.65, 0.8)):
        mover = game.current or 0
        after = game.copy()
        outcome = after.apply(game.options_for_menu()[0].move, mover)
        boards.append((after.public_view(), render.Preview(mover, names[mover], outcome.gains)))
    keys = ("before", "after", "wall", "draw", "stamp", "encode")
    ms: dict[str, list[float]] = {k: [] for k in keys}
    sizes: dict[str, list[int]] = {"before": [], "after": []}
    for k in range(rounds + 1):
        got: dict[str, list[float]] = {key: [] for key in keys}
        for view, stamp in boards:
            old = _cpu_ms(
                got["before"], framed_preview.board_pngs, view, names=names, preview=stamp
            )
            new = _cpu_ms(
                got["after"], render.board_pngs, view, names=names, preview=stamp, wall=got["wall"]
            )
            plain = _cpu_ms(got["draw"], render.board_image, view, names=names)
            stamped = _cpu_ms(
                got["stamp"], render.stamped_image, plain, view, names=names, preview=stamp
            )
            key = render._key(view, None)
            _cpu_ms(got["encode"], encode_png_pair, plain, stamped, theme=DEFAULT, edition=key)
            if k == 0:
                sizes["before"] += [len(b) for b in old]
                sizes["after"] += [len(b) for b in new]
        if k:  # the first round warms the caches (as a running bot has them)
            for key in keys:
                ms[key] += got[key]
    row = {key: percentiles(ms[key])[:2] for key in keys}
    print(
        f"  {edition:<8} before {row['before'][0]:6.2f} / {row['before'][1]:6.2f}   "
        f"after {row['after'][0]:6.2f} / {row['after'][1]:6.2f} "
        f"(wall {row['wall'][0]:5.2f} / {row['wall'][1]:5.2f})   "
        f"(draw {row['draw'][0]:.2f}, stamp {row['stamp'][0]:.2f}, encode pair "
        f"{row['encode'][0]:.2f})   KB before {max(sizes['before']) / 1024:.0f}, "
        f"after {statistics.median(sizes['after']) / 1024:.0f}-{max(sizes['after']) / 1024:.0f}"
    )


def main(argv: list[str]) -> None:
    only_render = "--render" in argv
    editions = [a for a in argv if a != "--render"] or list(EDITIONS)
    print("Genial benchmark (ms; median and 95th percentile)")
    if not only_render:
        for edition in editions:
            bench(edition, repeats=100)
    print(
        "\nA move's preview pair: draw, stamp, encode both PNGs (CPU ms of this process, "
        "p50 / p95 of 6 boards 50-80% in x 12; before = the framed baseline; after = now; "
        "KB: largest PNG before, median-largest after)"
    )
    print_calibration()
    for edition in editions:
        preview_pairs(edition)
    print_calibration()


if __name__ == "__main__":
    main(sys.argv[1:])
