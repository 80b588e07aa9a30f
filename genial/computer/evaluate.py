"""How good a position is for one seat, in the game's own sense.

The ranking of every edition is decided by the weakest colour first
(D-ALL-4): scores are compared as vectors sorted from the lowest up. The
value of a seat's scores is a weighted sum of that sorted vector, the lowest
score weighing most; a whole position is valued relative to the best
opponent, and a finished game by its places.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.game import Game

#: Weight of the lowest, second lowest, ... score (D-ALL-4: the weakest colour decides).
WEIGHTS = (10.0, 5.0, 3.0, 2.0, 1.5, 1.0)
#: What an unplayed bonus move of the seat to act is worth (a placement, about 3 points).
BONUS_VALUE = 3.0 * WEIGHTS[0]
#: A decided game outweighs any score difference.
WIN_VALUE = 10_000.0


def score_value(scores: Sequence[int], race: bool = False) -> float:
    """The seat's scores weighed lowest first; in a race (``Game.race``) their sum."""
    if race:
        return float(sum(scores))
    return sum(w * s for w, s in zip(WEIGHTS, sorted(scores), strict=False))


def own_value(game: Game, seat: int, race: bool = False) -> float:
    """The seat's own scores, plus bonus moves it is still owed (greedy play: normal)."""
    value = score_value(game.scores()[seat], race)
    if game.current == seat:
        value += BONUS_VALUE * game.bonus_owed()
    return value


def rivals(game: Game, seat: int) -> list[int]:
    """One seat of every other team (every other seat, unless partners share a track,
    D-CL-9: a partner is no opponent, and an opposing team counts once)."""
    return [team[0] for team in game.teams() if seat not in team]


def relative_value(game: Game, seat: int, race: bool = False) -> float:
    """The seat (its team) against its best opposing team (search: strong); a finished
    game by place, among as many places as there are teams."""
    scores = game.scores()
    mine = score_value(scores[seat], race)
    if game.current == seat:
        mine += BONUS_VALUE * game.bonus_owed()
    others = [score_value(scores[k], race) for k in rivals(game, seat)]
    value = mine - max(others) if others else mine
    if game.over and others:
        place = next(st.place for st in game.ranking() if st.seat == seat)
        value += WIN_VALUE * (len(others) + 1 - place) / len(others)
    return value
