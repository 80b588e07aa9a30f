"""What a replay, step by step or animated, asks of a game: that it is finished."""

from __future__ import annotations

import i18n
from app.errors import UserError
from app.games.service import Loaded


def finished(loaded: Loaded, lang: str) -> None:
    """Raises UserError unless ``loaded`` is a finished game (replays are for those: a
    running game's board is in its thread, and its end is not yet known)."""
    if loaded.row.status != "finished" or loaded.game is None or not loaded.game.over:
        raise UserError(
            i18n.text(lang, "ui-replay-not-finished", game=loaded.number),
            reason="not-finished",
        )
