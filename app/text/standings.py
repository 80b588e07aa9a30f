"""The standings line under every turn post: where everyone stands, in a few words.

"Weakest colours: Alice red 3, blue 5 · Bob 4 colours at 0": each player, the leader
first (D-ALL-4), with their two weakest colours, or how many colours share their weakest
score when several do. From the first move on it says something: a placement turns
"6 colours at 0" into "5 colours at 0", where a bare "Alice 0 · Bob 0" would not change.
"""

from __future__ import annotations

from collections.abc import Sequence

import i18n
from app.text import teams
from app.text.gamewords import colour_name
from genial import Game


def player_words(name: str, scores: Sequence[int], letters: Sequence[str], lang: str) -> str:
    """One player's part: 'Alice red 3, blue 5' or 'Alice 4 colours at 0'."""
    pairs = sorted(zip(scores, range(len(scores)), strict=True))
    if not pairs:
        return name
    low = pairs[0][0]
    tied = sum(1 for v, _ in pairs if v == low)
    if tied > 1 or len(pairs) == 1:
        return i18n.text(lang, "ui-turn-standing-tied", name=name, count=tied, points=low)
    (a, i), (b, j) = pairs[0], pairs[1]
    return i18n.text(
        lang,
        "ui-turn-standing-two",
        name=name,
        first=colour_name(lang, letters[i]),
        a=a,
        second=colour_name(lang, letters[j]),
        b=b,
    )


def standings_words(game: Game, names: Sequence[str], lang: str) -> str:
    """Every player's part (in a game in teams: every team's, "Alice & Carol red 3, ..."),
    the best placed first, joined by middle dots ("" without any)."""
    scores = game.scores()
    letters = [c.letter for c in game.colours]
    order = [st.seat for st in game.ranking()] or list(range(len(scores)))
    if teams.in_teams(game):
        names, order = teams.side_names(game, names, lang), teams.leaders(game)
    parts = [
        player_words(names[s], scores[s], letters, lang)
        for s in order
        if s < len(names) and s < len(scores)
    ]
    return " \N{MIDDLE DOT} ".join(parts)
