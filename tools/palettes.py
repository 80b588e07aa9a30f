"""Compute the fixed palette of every shipped theme into ``render/palettes.json``.

Run ``make palettes`` after changing a theme or a renderer's colours. The
reference images are boards, hands and standings of every edition at several
stages of seeded computer games (see :func:`render.encode.palette_entry`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

from PIL import Image

import render
from genial import EDITIONS, replay
from genial.cli import play_one
from render.encode import fingerprint, palette_entry
from render.theme import DARK, LIGHT, Theme

OUT = Path(__file__).resolve().parent.parent / "render" / "palettes.json"
STAGES = (0.0, 0.35, 0.7, 1.0)


def reference_images(theme: Theme, edition: str) -> Iterator[Image.Image]:
    """Boards, hands and standings of ``edition`` at several stages of two games."""
    cls = EDITIONS[edition]
    low, high = cls.edition.min_players, cls.edition.max_players
    for players in sorted({low, min(4, high)}):
        names = [f"Player {i + 1}" for i in range(players)]
        full = play_one(edition, players, seed=11 + players)
        moves = len(full.record()["moves"])
        for stage in STAGES:
            game = replay(full.record(), upto=int(moves * stage))
            view = game.public_view()
            yield render.board_image(view, names=names, theme=theme)
            yield render.hand_image(game.private_view(0), name=names[0], theme=theme)
            if stage == 1.0:
                yield render.standings_image(view, names=names, theme=theme)


def main() -> None:
    data = {
        theme.name: {
            "theme": fingerprint(theme),
            "editions": {e: palette_entry(theme, reference_images(theme, e)) for e in EDITIONS},
        }
        for theme in (DARK, LIGHT)
    }
    OUT.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {OUT} ({', '.join(data)})")


if __name__ == "__main__":
    main()
