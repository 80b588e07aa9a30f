"""The animated replay of a finished game (issue 27): every move a frame, as a GIF to share.

Drawn in a worker (``GameService.run``): a 90-move game takes a few seconds to draw and
encode, never on the event loop.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import render
from app.history.log import _apply
from genial import replay
from render.animation import fitting_gif


def animation(record: Mapping[str, Any], names: Sequence[str], lang: str) -> tuple[bytes, int]:
    """(GIF, step) of ``record``: the start and the board after every move, each marked as
    a replay frame, under render.animation.MAX_BYTES; ``step`` 1 means every move is a
    frame (2: every second one, the last always kept; see render.animation.fitting_gif)."""
    game = replay(record, upto=0)
    moves = len(record["moves"])
    frames = [
        render.board_image(
            game.public_view(), names=names, locale=lang, replay=render.Replay(0, moves)
        )
    ]
    for i, entry in enumerate(record["moves"]):
        step = _apply(game, entry, i + 1)
        who = names[step.seat] if step.seat < len(names) else ""
        mark = render.Replay(i + 1, moves, who, step.notation)
        frames.append(render.board_image(game.public_view(), names=names, locale=lang, replay=mark))
    data, _width, every = fitting_gif(frames)
    return data, every
