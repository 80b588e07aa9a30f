"""The board of each edition: drawing time p50/p95 and PNG size, and the Spezial board two ways.

Positions of seeded computer games of every edition at 10-80% of their length (as
``bench/scale.py`` plays them) are drawn as the render process draws a move's board
(``render.board_png``), rounds of all of them in turn, each timed on the CPU of this
thread (``time.thread_time``: a busy machine slows it far less than the clock on the
wall) beside the calibration loop. The Spezial board is drawn both ways in the same
process, in alternating rounds: **before**, each stone pasted and then each of its two
marks (three pastes a stone), and **after**, as ``render/spezial.py`` draws it now, the
stone and its marks one cached sprite. The two PNGs are compared pixel for pixel.

    python -m bench.boards            # make bench-boards
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import render
from bench.harness import positions, print_calibration
from genial import EDITIONS
from render import spezial
from render.spezial_parts import centre, chip_sprite, paste_mark, stone_sprite

NAMES = ["Ada", "Bob", "Cy", "Di"]


def draw_board_before(img: Any, lay: Any, view: Any, theme: Any) -> None:
    """Spezial's stones as they were drawn: the stone, then a mark on each of its cells."""
    size = spezial.PITCH - 4
    for cell, tower in view.towers.items():
        chip = chip_sprite(tower.colour, tower.value, tower.black, tower.large, size, theme)
        x, y = centre(lay, cell)
        img.paste(chip, (x - size // 2, y - size // 2), chip)
    last, done = set(view.last), set()
    for cell, seat in sorted(view.stones.items(), key=lambda kv: kv[0] in last):
        if cell in done:
            continue
        other = view.partner[cell]
        done |= {cell, other}
        stone_sprite(lay, cell, other, seat, cell in last, theme).paste_on(img, centre(lay, cell))
        for c in (cell, other):
            paste_mark(img, centre(lay, c), seat, spezial.MARK, theme)


@contextmanager
def drawn_before() -> Iterator[None]:
    now = spezial.draw_board
    spezial.draw_board = draw_board_before
    try:
        yield
    finally:
        spezial.draw_board = now


def timed(views: list[Any], times: list[float], sizes: list[int]) -> list[bytes]:
    out = []
    for view in views:
        start = time.thread_time()
        png = render.board_png(view, names=NAMES)
        times.append((time.thread_time() - start) * 1000)
        sizes.append(len(png))
        out.append(png)
    return out


def line(label: str, times: list[float], sizes: list[int]) -> str:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return (
        f"  {label:<22} p50 {statistics.median(ordered):6.2f} ms  p95 {p95:6.2f} ms CPU"
        f"   PNG {statistics.mean(sizes) / 1024:5.1f} KB mean, {max(sizes) / 1024:5.1f} KB max"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args()
    print_calibration()
    stages = (0.1, 0.3, 0.5, 0.65, 0.8)
    views = {e: [g.public_view() for g in positions(e, (21, 22), stages)] for e in EDITIONS}
    for shown in views.values():  # warm the caches, as a render process has them
        timed(shown, [], [])
    results: dict[str, tuple[list[float], list[int]]] = {}
    ways: list[tuple[str, Callable[[], Any]]] = [("spezial before", drawn_before)]
    same = True
    for _ in range(args.rounds):
        for edition, shown in views.items():
            times, sizes = results.setdefault(edition, ([], []))
            now = timed(shown, times, sizes)
            if edition == "spezial":
                for label, way in ways:
                    t2, s2 = results.setdefault(label, ([], []))
                    with way():
                        same = same and timed(shown, t2, s2) == now
    for label, (times, sizes) in sorted(results.items()):
        print(line(label, times, sizes))
    print(f"  Spezial before and after: {'the same PNGs' if same else 'PNGs DIFFER'}")
    print_calibration("calibration (after)")


if __name__ == "__main__":
    main()
