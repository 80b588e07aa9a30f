"""The animated replay: a GIF with a frame per move, under Discord's limit."""

from __future__ import annotations

import io

import pytest
from PIL import Image
from renderhelpers import play

from render.animation import (
    COLOURS,
    FRAME_WIDTH,
    LADDER,
    LAST_MS,
    MAX_BYTES,
    STEP_MS,
    encode_gif,
    fitting_gif,
)
from render.animation import replay_gif as animation


def test_a_finished_game_animates_every_move_under_the_limit() -> None:
    game = play("dice", 2, 10_000, seed=5, top=2)
    record = game.record()
    data, every = animation(record, ["Ada", "Bo"], "de")
    assert len(data) < 8 * 1024 * 1024 and every == 1
    with Image.open(io.BytesIO(data)) as gif:
        assert gif.format == "GIF" and gif.is_animated
        assert gif.n_frames == len(record["moves"]) + 1  # the start and every move
        assert gif.width == FRAME_WIDTH
        gif.seek(1)
        assert gif.info["duration"] == STEP_MS
        gif.seek(gif.n_frames - 1)
        assert gif.info["duration"] == LAST_MS


#: Names of 32 characters (Discord's limit): the replay band and the panels at their widest.
LONG = [
    "Maximiliane-Alexandra von Wolfsb",
    "Bartholomäus Christophersen-Heim",
    "Dorothea Elisabeth Kaufmann-Lang",
    "Wilhelmina Margaretha Oosterhuis",
]


@pytest.mark.parametrize(
    ("edition", "seed", "least"),
    # The longest 4-player games of seeds 1-5 (3D: 70 moves, Spezial: 80): their boards
    # are the largest and change the most from move to move.
    [("3d", 4, 70), ("spezial", 1, 80)],
)
def test_the_longest_four_player_games_keep_every_move_under_8_mib(
    edition: str, seed: int, least: int
) -> None:
    game = play(edition, 4, 10_000, seed=seed, top=4)
    record = game.record()
    assert game.over and len(record["moves"]) >= least
    data, every = animation(record, LONG, "de")
    assert len(data) < MAX_BYTES and every == 1
    with Image.open(io.BytesIO(data)) as gif:
        assert gif.n_frames == len(record["moves"]) + 1


def test_fewer_colours_come_before_fewer_frames() -> None:
    frames = [_frame(i) for i in range(12)]
    full = encode_gif(frames, FRAME_WIDTH, COLOURS)
    fewer = encode_gif(frames, FRAME_WIDTH, 31)
    assert len(fewer) < len(full)
    data, width, step = fitting_gif(frames, max_bytes=len(full) - 1)
    assert step == 1 and width == FRAME_WIDTH and len(data) < len(full)
    with Image.open(io.BytesIO(data)) as gif:
        assert gif.n_frames == len(frames)
        assert len(gif.getpalette() or []) // 3 <= 64
    # Nothing fits: narrower, then every second frame (the last kept).
    tiny, width, step = fitting_gif(frames, max_bytes=1)
    assert width == LADDER[-1][0] and step >= 2
    with Image.open(io.BytesIO(tiny)) as gif:
        assert gif.n_frames < len(frames)


def _frame(i: int) -> Image.Image:
    """A frame with many colours (a gradient) and a square moving across it."""
    img = Image.linear_gradient("L").resize((FRAME_WIDTH, 300)).convert("RGB")
    img.paste(Image.new("RGB", (60, 60), (200, 30 + 15 * i, 90)), (20 + 40 * i, 100))
    return img
