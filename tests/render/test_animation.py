"""The animated replay: a GIF with a frame per move, under Discord's limit."""

from __future__ import annotations

import io

from PIL import Image
from renderhelpers import play

from render.animation import FRAME_WIDTH, LAST_MS, STEP_MS
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
