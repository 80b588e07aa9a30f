"""The close-up of the last move on a 3D turn post (a second image, "closeup.png").

The board's PNG (already drawn, usually cached) is cropped around the last move and
enlarged in a worker (:func:`render.closeup.closeup_png`): its field labels stay
legible on a phone. Other editions, and a board without a last move, get none.
"""

from __future__ import annotations

from typing import Any

import i18n
from app.games.service import GameService, Loaded, Played
from app.text import gamewords
from genial import Game
from render import closeup


def _draw(board: bytes, game: Game) -> tuple[bytes, tuple[str, ...]] | None:
    """(close-up PNG, the move's cell labels), or None (in a worker: views and Pillow)."""
    view: Any = game.public_view()
    data = closeup.closeup_png(board, view)
    if data is None:
        return None
    return data, tuple(view.grid.label(c) for c in view.last)


def closeup_alt(loaded: Loaded, lang: str, played: Played | None, cells: tuple[str, ...]) -> str:
    """'Close-up of the last move: Ada played H2 H3 (fields H2–H3).'"""
    where = "\N{EN DASH}".join(cells)
    names = loaded.names(lang)
    mine = [o for o in played.outcomes if o.highlight] if played is not None else []
    if mine and 0 <= mine[-1].seat < len(names):
        last = mine[-1]
        text = i18n.text(
            lang, "alt-closeup-move", who=names[last.seat], move=last.notation, cells=where
        )
    else:
        text = i18n.text(lang, "alt-closeup", cells=where)
    return gamewords.clip(text)


async def closeup_png(
    svc: GameService, loaded: Loaded, board: bytes, lang: str, played: Played | None = None
) -> tuple[bytes, str] | None:
    """(close-up PNG, its description) for ``loaded``'s board PNG ``board``, or None."""
    game = loaded.game
    if game is None or loaded.row.edition not in closeup.EDITIONS:
        return None
    drawn = await svc.run(_draw, board, game)
    if drawn is None:
        return None
    data, cells = drawn
    return data, closeup_alt(loaded, lang, played, cells)
