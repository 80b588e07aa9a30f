"""The final post's image and the shared replay GIF: time and size, beside a calibration loop.

Run: ``.venv/bin/python -m bench.images`` (``make bench-images``, about a minute).

- the final image of a finished 4-player game of each edition (:func:`render.compose.final_png`,
  the board with the rating changes; before, the standings image was drawn above it too,
  timed here as ``+standings`` for comparison);
- the replay GIF of the longest 4-player classic, 3D and Spezial games of seeds 1-5, encoded
  at each rung of :data:`render.animation.LADDER` (size and time), and what
  :func:`render.animation.fitting_gif` chooses.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

import genial
import render
from bench.harness import percentiles, print_calibration
from genial import Game, replay
from render import animation, compose

NAMES = [
    "Maximiliane-Alexandra von Wolfsb",
    "Bartholomäus Christophersen-Heim",
    "Dorothea Elisabeth Kaufmann-Lang",
    "Wilhelmina Margaretha Oosterhuis",
]


def play(edition: str, seed: int) -> Game:
    """A seeded 4-player game to its end, each move among the four best."""
    game = genial.create(edition, 4, seed=seed)
    pick = random.Random(seed)
    while not game.over:
        game.apply(pick.choice(game.options_for_menu()[:4]).move)
    return game


def timed(fn: Callable[[], object], rounds: int) -> tuple[float, float]:
    samples = []
    for _ in range(rounds):
        t = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t) * 1000)
    p50, p95, _ = percentiles(samples)
    return p50, p95


def final_figures(edition: str, rounds: int) -> str:
    view = play(edition, 5).public_view()
    ratings = dict.fromkeys(range(4), 14)

    def now() -> None:
        compose.final_png(view, names=NAMES, locale="de", ratings=ratings)

    def before() -> None:
        now()
        render.standings_png(view, names=NAMES, locale="de", ratings=ratings)

    p50, p95 = timed(now, rounds)
    b50, b95 = timed(before, rounds)
    return (f"  {edition:<8} p50 {p50:7.1f} ms  p95 {p95:7.1f} ms"
            f"   (+standings p50 {b50:7.1f} ms  p95 {b95:7.1f} ms)")  # fmt: skip


def final_images(rounds: int = 15) -> None:
    print("final image (4 players, rated, German)")
    for edition in ("classic", "3d", "spezial", "dice", "cards"):
        print(final_figures(edition, rounds))


def frames(game: Game) -> list[Any]:
    record = game.record()
    step = replay(record, upto=0)
    moves = len(record["moves"])
    out = [animation._shrink(render.board_image(step.public_view(), names=NAMES), 560)]
    for i, entry in enumerate(record["moves"]):
        o = step.play_entry(entry["seat"], entry["move"])
        mark = render.Replay(i + 1, moves, NAMES[o.seat], o.notation)
        board = render.board_image(step.public_view(), names=NAMES, locale="de", replay=mark)
        out.append(animation._shrink(board, 560))
    return out


def gifs() -> None:
    print("replay GIF of the longest 4-player game of seeds 1-5 (MB, ms to encode)")
    for edition in ("classic", "3d", "spezial"):
        game = max((play(edition, s) for s in range(1, 6)), key=lambda g: len(g.record()["moves"]))
        shown = frames(game)
        rungs = []
        for width, colours in animation.LADDER:
            t = time.perf_counter()
            data = animation.encode_gif(shown, width, colours)
            ms = (time.perf_counter() - t) * 1000
            rungs.append(f"{width}px/{colours}: {len(data) / 1e6:.2f} MB {ms:.0f} ms")
        data, width, step = animation.fitting_gif(shown)
        print(f"  {edition:<8} {len(shown) - 1} moves  " + " | ".join(rungs))
        print(f"  {'':<8} chosen: {len(data) / 1e6:.2f} MB at {width} px, every {step} move(s)")


def main() -> None:
    print_calibration()
    final_images()
    gifs()
    print_calibration("calibration (after)")


if __name__ == "__main__":
    main()
