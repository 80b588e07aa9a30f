"""``heuristic``: an independent rule-of-thumb player, the arena's outside yardstick.

It shares nothing with normal's evaluation (no weighted score vector, no bonus chains
followed, no dice reroll weighed): it plays as a careful beginner is told to. Of the
menu's best ``LOOKS`` options by points it takes the one that (1) earns a bonus move
(Genial!, D-CL-5, D-3D-6), then (2) gains most in its currently lowest colour(s), then
(3) scores most; it swaps or exchanges its rack whenever allowed (D-CL-7, D-3D-8,
D-CRD-6) and in the dice game rolls again only when nothing scores. Not offered to
players: strong should beat it clearly in every edition.
"""

from __future__ import annotations

from ..core.game import Game
from ..core.rng import Rng
from ..core.values import Move

#: Options of the menu (best points first) it compares.
LOOKS = 20
SWAP_WORDS = ("swap", "exchange")
REROLL = "reroll"


def heuristic_move(game: Game, seat: int, rng: Rng) -> Move:
    """The heuristic's move for ``seat`` (the seat to act); it sees only what the seat
    may see (moves are previewed on ``Game.determinise``'s copy)."""
    det = game.determinise(seat, rng)
    options = det.top_options(LOOKS)
    words = {o.move.notation: o.move for o in options}
    for word in SWAP_WORDS:
        if word in words:
            return words[word]
    scoring = [o for o in options if o.move.notation != REROLL]
    if REROLL in words and not any(o.points for o in scoring):
        return words[REROLL]
    if not scoring:
        return options[0].move
    own = det.scores()[seat]
    low = min(own)
    lowest = [i for i, s in enumerate(own) if s == low]

    def key(index: int) -> tuple[int, int, int, int]:
        option = scoring[index]
        out = det.preview(option.move)
        raised = sum(out.gains[i] for i in lowest) if out.gains else 0
        return (1 if out.bonus else 0, raised, option.points, -index)

    best = max(range(len(scoring)), key=key)
    return scoring[best].move
