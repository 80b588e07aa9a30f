"""The line a finished solo game's post ends with: the score against the player's best."""

from __future__ import annotations

import i18n


def solo_line(lang: str, score: int, before: int | None, best: bool) -> str:
    """'New personal best: 180 (before: 150). See /rating leaderboard ...' (``best``: this
    game set it), or the result against the best ``before`` that stays."""
    if best and before is not None:
        line = i18n.text(lang, "ui-solo-new-best", score=score, before=before)
    elif best:
        line = i18n.text(lang, "ui-solo-first-best", score=score)
    else:
        line = i18n.text(lang, "ui-solo-result", score=score, before=before)
    return "\n" + line + " " + i18n.text(lang, "ui-solo-see-best")
