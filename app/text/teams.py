"""A game in teams in words: the teams' names, and which team is ahead and by what.

Partners share one score track per colour (D-CL-9), so the posts speak of teams where a
game has them (``Game.teams()``): "Alice & Carol" is one side of the standings, and the
turn post says which team leads on the comparison that decides the game (D-ALL-4: the
weakest colours first). Public facts only.
"""

from __future__ import annotations

from collections.abc import Sequence

import i18n
from genial import Game
from genial.core.ranking import rank_key


def in_teams(game: Game) -> bool:
    """Whether some seats of ``game`` share a team (a partnership game)."""
    return any(len(t) > 1 for t in game.teams())


def team_name(members: Sequence[int], names: Sequence[str], lang: str) -> str:
    """'Alice & Carol': a team's players, in seat order."""
    said = [names[s] if 0 <= s < len(names) else f"#{s + 1}" for s in members]
    if len(said) == 2:
        return i18n.text(lang, "ui-team-name", first=said[0], second=said[1])
    return ", ".join(said)


def side_names(game: Game, names: Sequence[str], lang: str) -> list[str]:
    """By seat: the name of the seat's team ('Alice & Carol'), or the player's own."""
    out = list(names)
    for team in game.teams():
        if len(team) > 1:
            for seat in team:
                if seat < len(out):
                    out[seat] = team_name(team, names, lang)
    return out


def leaders(game: Game) -> list[int]:
    """The first seat of each team, the team placed best first (D-ALL-4)."""
    firsts = {t[0]: t for t in game.teams()}
    by_seat = {s: t[0] for t in game.teams() for s in t}
    order = [by_seat[st.seat] for st in game.ranking()]
    return [s for s in dict.fromkeys(order) if s in firsts]


def lead_line(game: Game, names: Sequence[str], lang: str) -> str:
    """'Alice & Carol lead Bob & Dave: weakest colour 5 to 3' ('' unless in teams)."""
    if not in_teams(game):
        return ""
    order = leaders(game)
    if len(order) < 2:
        return ""
    sides = side_names(game, names, lang)
    scores = game.scores()
    first, second = order[0], order[1]
    mine, theirs = rank_key(scores[first]), rank_key(scores[second])
    for i, (a, b) in enumerate(zip(mine, theirs, strict=False)):
        if a != b:
            return i18n.text(
                lang,
                "ui-team-leads",
                team=sides[first],
                other=sides[second],
                nth=i + 1,
                mine=a,
                theirs=b,
                by=a - b,
            )
    return i18n.text(lang, "ui-team-level", team=sides[first], other=sides[second])
