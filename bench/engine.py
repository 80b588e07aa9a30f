"""Engine benchmark: best move, top-25 menu, legal moves and replay, against a naive baseline.

Every figure is printed as p50 / p95 in milliseconds and also divided by the
p50 of a calibration loop (a fixed pure-Python workload timed in this same
process, between the measurements), so a busy machine can be told from a slow
program: on a busier machine both grow together and the ratio stays put.

1. 4-player classic, early / mid / late positions of seeded self-play games:
   the naive greedy player (``genial.classic.naive``: counts lines from
   scratch for every legal placement) against ``best_move()``, and
   ``top_options(25)``, the full ``options_for_menu()`` and ``legal_moves()``.
   Checks that the fast and the naive player choose the same move.
2. Replay of finished 4-player classic games (``replay(record)``).
3. Every edition: the same figures at mid game, and its full replay.
4. Genial Spezial's move menu (2 and 4 players, early / mid / late): ``menu_options(25)``,
   ``top_options(25)`` and ``best_move()`` now, each against the reference
   that builds every option (``tests/genial/spezial_menu_reference.py``); checks that both
   menus are the same. The ratio is of CPU medians (steadier than wall time on a busy machine).

Run: ``make bench`` or ``.venv/bin/python -m bench.engine [--quick]``.
"""

from __future__ import annotations

import math
import statistics
import sys
import time
from collections.abc import Callable
from functools import cache
from typing import Any

from genial import EDITIONS, Game, Option, replay
from genial.classic import ClassicGame
from genial.classic.naive import greedy_move
from genial.cli import play_one
from genial.spezial import SpezialGame
from tests.genial import spezial_menu_reference

PHASES = {"early": 0.1, "mid": 0.5, "late": 0.85}


def calibration_work() -> int:
    """A fixed pure-Python workload (dict, list, integer arithmetic), about 1-3 ms."""
    d: dict[int, int] = {}
    acc = []
    for i in range(6000):
        d[i % 97] = d.get(i % 97, 0) + i * 7 % 13
        acc.append((i * i) % 101)
    return sum(d.values()) + max(acc)


class Samples(list[float]):
    """Wall-clock samples in ms, with the process CPU time of each in ``cpu``."""

    def __init__(self) -> None:
        super().__init__()
        self.cpu: list[float] = []

    def __iadd__(self, other: object) -> Samples:  # type: ignore[override,misc]
        assert isinstance(other, Samples)
        self.extend(other)
        self.cpu.extend(other.cpu)
        return self


class Clock:
    """Samples of one figure, plus calibration samples taken between them."""

    def __init__(self) -> None:
        self.cal: list[float] = []

    def sample(self, fn: Callable[[], object], repeats: int) -> Samples:
        out = Samples()
        for _ in range(repeats):
            t, c = time.perf_counter(), time.process_time()
            fn()
            out.append((time.perf_counter() - t) * 1000)
            out.cpu.append((time.process_time() - c) * 1000)
            t = time.perf_counter()
            calibration_work()
            self.cal.append((time.perf_counter() - t) * 1000)
        return out

    def cal_p50(self) -> float:
        return statistics.median(self.cal) if self.cal else float("nan")


def p50_p95(samples: list[float]) -> tuple[float, float]:
    """Median and 95th percentile (nearest rank)."""
    s = sorted(samples)
    return statistics.median(s), s[max(0, math.ceil(0.95 * len(s)) - 1)]


def line(name: str, samples: Samples, cal: float, extra: str = "") -> None:
    p50, p95 = p50_p95(samples)
    cpu = statistics.median(samples.cpu)
    print(
        f"  {name:<20} p50 {p50:8.3f} ms  p95 {p95:8.3f} ms  "
        f"= {p50 / cal:6.2f} / {p95 / cal:6.2f} cal  (cpu p50 {cpu:7.3f}){extra}"
    )


@cache
def self_play(edition: str, players: int, seed: int) -> dict[str, Any]:
    """The record of a seeded self-play game (played once per run)."""
    return play_one(edition, players, seed).record()


def position(edition: str, players: int, seed: int, fraction: float) -> Game:
    """The game ``fraction`` of the way through a seeded self-play game, at a placement
    decision where possible (not a swap/keep choice)."""
    record = self_play(edition, players, seed)
    n = len(record["moves"])
    cut = int(n * fraction)
    for k in range(cut, n):
        game = replay(record, upto=k)
        if len(game.legal_moves()) > 2:
            return game
    return replay(record, upto=cut)


def classic_phases(clock: Clock, seeds: range, repeats: int) -> None:
    print("\n1. Best move and menu, 4-player classic (same positions for every figure)")
    for phase, fraction in PHASES.items():
        games = [position("classic", 4, s, fraction) for s in seeds]
        same = 0
        for g in games:
            assert isinstance(g, ClassicGame)
            same += greedy_move(g) == g.best_move()
        figures: dict[str, Samples] = {}
        tests: list[tuple[str, Callable[[Game], object]]] = [
            ("naive greedy", lambda g: greedy_move(g)),  # type: ignore[arg-type]
            ("best_move()", lambda g: g.best_move()),
            ("top_options(25)", lambda g: g.top_options(25)),
            ("menu_options(25)", lambda g: g.menu_options(25)),
            ("options_for_menu()", lambda g: g.options_for_menu()),
            ("legal_moves()", lambda g: g.legal_moves()),
        ]
        for name, fn in tests:
            figures[name] = Samples()
            for g in games:
                figures[name] += clock.sample(lambda g=g, fn=fn: fn(g), repeats)  # type: ignore[misc]
        moves = statistics.mean(len(g.legal_moves()) for g in games)
        cal = clock.cal_p50()
        print(
            f" {phase}: {len(games)} positions, {moves:.0f} legal placements on average; "
            f"fast and naive choose the same move in {same} of {len(games)}"
        )
        naive50, naive95 = p50_p95(figures["naive greedy"])
        for name, samples in figures.items():
            p50, p95 = p50_p95(samples)
            extra = ""
            if name != "naive greedy" and name != "legal_moves()":
                extra = f"  {naive50 / p50:6.1f}x / {naive95 / p95:5.1f}x faster than naive"
            line(name, samples, cal, extra)


def replays(clock: Clock, edition: str, players: int, seeds: range, repeats: int) -> None:
    records = [self_play(edition, players, s) for s in seeds]
    samples = Samples()
    for r in records:
        samples += clock.sample(lambda r=r: replay(r), repeats)  # type: ignore[misc]
    moves = statistics.mean(len(r["moves"]) for r in records)
    line(f"replay ({moves:.0f} moves)", samples, clock.cal_p50())


def every_edition(clock: Clock, seeds: range, repeats: int) -> None:
    print("\n3. Every edition at mid game (largest player count), and its full replay")
    for edition, cls in EDITIONS.items():
        players = min(4, cls.edition.max_players)
        games = [position(edition, players, s, 0.5) for s in seeds]
        moves = statistics.mean(len(g.legal_moves()) for g in games)
        print(f" {edition}, {players} player(s), {moves:.0f} legal moves on average")
        for name, fn in (
            ("best_move()", lambda g: g.best_move()),
            ("top_options(25)", lambda g: g.top_options(25)),
            ("menu_options(25)", lambda g: g.menu_options(25)),
            ("options_for_menu()", lambda g: g.options_for_menu()),
            ("legal_moves()", lambda g: g.legal_moves()),
        ):
            samples = Samples()
            for g in games:
                samples += clock.sample(lambda g=g, fn=fn: fn(g), repeats)  # type: ignore[misc]
            line(name, samples, clock.cal_p50())
        replays(clock, edition, players, seeds, max(1, repeats // 4))


def _menu_seen(options: list[Option]) -> list[tuple[object, ...]]:
    return [(o.move, o.group, o.points, o.tiebreak, o.label, o.detail, o.facts) for o in options]


def spezial_menu(clock: Clock, seeds: range, repeats: int) -> None:
    print("\n4. Genial Spezial's move menu: before (every option built) and now")
    for players in (2, 4):
        for phase, fraction in PHASES.items():
            games: list[SpezialGame] = []
            for s in seeds:
                g = position("spezial", players, s, fraction)
                assert isinstance(g, SpezialGame)
                games.append(g)
            same = sum(
                _menu_seen(g.menu_options(25))
                == _menu_seen(spezial_menu_reference.menu_options(g, 25))
                for g in games
            )
            moves = statistics.mean(len(g.legal_moves()) for g in games)
            print(
                f" {players} players, {phase}: {len(games)} positions, {moves:.0f} stones "
                f"on average; the same menu in {same} of {len(games)}"
            )
            tests: list[tuple[str, Callable[[SpezialGame], object]]] = [
                ("menu_options(25)", lambda g: g.menu_options(25)),
                ("  before", lambda g: spezial_menu_reference.menu_options(g, 25)),
                ("top_options(25)", lambda g: g.top_options(25)),
                ("  before", lambda g: spezial_menu_reference.top(g, 25)),
                ("best_move()", lambda g: g.best_move()),
                ("  before", lambda g: spezial_menu_reference.best(g)),
            ]
            now = 0.0
            for name, fn in tests:
                samples = Samples()
                for g in games:
                    samples += clock.sample(lambda g=g, fn=fn: fn(g), repeats)  # type: ignore[misc]
                cpu = statistics.median(samples.cpu)
                extra = f"  now {cpu / now:5.1f}x faster (cpu)" if "before" in name else ""
                line(name, samples, clock.cal_p50(), extra)
                now = cpu


def main(argv: list[str]) -> None:
    quick = "--quick" in argv
    seeds = range(1, 3) if quick else range(1, 7)
    repeats = 2 if quick else 25
    clock = Clock()
    clock.sample(calibration_work, 5 if quick else 50)
    print("Genial engine benchmark (ms; p50 / p95; 'cal' = multiples of the calibration loop)")
    print(f"calibration loop p50 {clock.cal_p50():.3f} ms (measured between every figure)")
    classic_phases(clock, seeds, repeats)
    print("\n2. Loading a game: replay of finished 4-player classic games")
    replays(clock, "classic", 4, seeds, max(2, repeats // 2))
    every_edition(clock, range(1, 2) if quick else range(1, 4), max(2, repeats // 2))
    spezial_menu(clock, range(1, 2) if quick else range(1, 4), max(2, repeats // 2))
    print(f"\ncalibration loop over the whole run: p50/p95 {p50_p95(clock.cal)}")


if __name__ == "__main__":
    main(sys.argv[1:])
