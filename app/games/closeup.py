"""The close-up of the last move on a 3D turn post: a band under the board, in ONE image.

The board's PNG (already drawn, usually cached) is cropped around the last move,
enlarged and drawn in a band under the board beside the move in words, in a worker
(:func:`render.compose.turn_png`): its field labels stay legible on a phone, and the post
keeps one image (Discord shows several as a mosaic, each half as wide on a phone). Other
editions, and a board without a last move, keep the plain board.
"""

from __future__ import annotations

from typing import Any

import i18n
from app.games.service import GameService, Loaded, Played
from app.text import gamewords
from app.text.outcomes import said_once
from genial import Game
from render import closeup, compose


def _draw(board: bytes, game: Game, caption: str, lang: str) -> tuple[bytes, tuple[str, ...]]:
    """(the board with its close-up band, the move's cell labels) (in a worker)."""
    view: Any = game.public_view()
    data = compose.turn_png(board, view, caption=caption, locale=lang)
    return data, tuple(view.grid.label(c) for c in view.last)


def caption(loaded: Loaded, lang: str, played: Played | None) -> str:
    """The move in words beside the close-up: 'Ada placed PO on G8-H7 (level 1): ...' (every
    placement of the turn, a bonus chain's too); '' when unknown (the cells are shown)."""
    names = loaded.names(lang)
    mine = [o for o in played.outcomes if o.highlight and o.fact] if played is not None else []
    said = [
        f"{names[o.seat]} {said_once(lang, o)}"
        if i == 0 and o.seat < len(names)
        else said_once(lang, o)
        for i, o in enumerate(mine)
    ]
    return " ".join(said)


async def turn_png(
    svc: GameService, loaded: Loaded, board: bytes, alt: str, lang: str, played: Played | None
) -> tuple[bytes, str] | None:
    """(PNG, description) of ``loaded``'s board PNG ``board`` (described by ``alt``) with the
    close-up band under it, or None where there is none (the board is posted as it is)."""
    game = loaded.game
    if game is None or loaded.row.edition not in closeup.EDITIONS or game.over:
        return None
    if not game.public_view().last:
        return None
    data, cells = await svc.run(_draw, board, game, caption(loaded, lang, played), lang)
    band = i18n.text(lang, "alt-closeup-band", cells="\N{EN DASH}".join(cells))
    return data, gamewords.clip(f"{alt} {band}")
