"""A finished game's one final image: the final board (places, scores, rating changes), the
chart when it fits.

Discord shows several attachments as a mosaic, where on a phone each is half as wide; the
final post therefore carries ONE image (:func:`render.compose.final_png`) and ONE
description that says all of it: the standings, the board, the chart when it is shown.
(The image is the board alone: its seat blocks stand in the order of the places.)
Drawn in the service's workers (the game is replayed for the chart's series).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import i18n
from app.games.service import GameService, Loaded
from app.history.log import scores_text, steps, weakest_series
from app.text import gamewords
from genial import Game
from render import compose


def _draw(
    game: Game, names: Sequence[str], lang: str, ratings: Mapping[int, int]
) -> tuple[bytes, bool, int]:
    """(PNG, chart shown, moves) of ``game``'s final image (in a worker: replay and Pillow)."""
    done = steps(game.record())
    series = weakest_series(done, game.players)
    png, shown = compose.final_png(
        game.public_view(), names=names, locale=lang, ratings=dict(ratings), series=series
    )
    return png, shown, len(done)


def seat_changes(
    user_of: Callable[[int], int], players: int, changes: Sequence[Any]
) -> dict[int, int]:
    """Rating changes by seat (``changes``: :class:`community.ratings.Change` by user)."""
    delta = {c.user_id: c.delta for c in changes}
    out: dict[int, int] = {}
    for seat in range(players):
        try:
            user = user_of(seat)
        except KeyError:
            continue
        if user in delta:
            out[seat] = delta[user]
    return out


async def final_picture(
    svc: GameService,
    loaded: Loaded,
    lang: str,
    changes: Sequence[Any],
    standings_alt: str,
    board_alt: str,
) -> tuple[bytes, str]:
    """(PNG, description) of the final post's one image of the finished ``loaded``:
    ``changes`` are the rating changes the game made (drawn as "rating +14" beside each
    name), ``standings_alt`` and ``board_alt`` the descriptions of its parts."""
    game = loaded.game
    assert game is not None
    names = loaded.names(lang)
    ratings = seat_changes(loaded.user_of, game.players, changes)
    png, shown, moves = await svc.run(_draw, game, names, lang, ratings)
    parts = [standings_alt, board_alt]
    if shown:
        scores = scores_text(game.scores(), names, lang, game.teams())
        parts.append(i18n.text(lang, "alt-chart", moves=moves, scores=scores))
    return png, gamewords.clip(" ".join(p for p in parts if p))
