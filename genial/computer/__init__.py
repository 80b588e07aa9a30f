"""Computer players for every edition (pure: over the ``Game`` interface only).

``decide(game, seat, level, rng, budget)`` returns the move the seat to act
would make at ``level``:

* ``random`` - a uniformly random legal move (the arena's baseline);
* ``easy``   - the most points among a random part of the menu, blind to the
  weakest colour, never swaps or rerolls;
* ``normal`` - the best move in the game's own sense: the sorted score vector
  (weakest colour first), bonus chains, the swap decision, dice rerolls;
* ``heuristic`` - an independent rule of thumb (bonus first, then the lowest colour,
  then points; swaps when allowed): the arena's outside yardstick;
* ``strong`` - determinised Monte Carlo over normal's best candidates within
  a time budget.

Every level looks only at what ``seat`` may see: search goes through
``Game.determinise``, which re-draws everything hidden at random.
"""

from __future__ import annotations

from ..core.errors import IllegalMoveError, NotYourTurnError
from ..core.game import Game
from ..core.rng import Rng
from ..core.values import Move
from .heuristic import heuristic_move
from .players import easy_move, normal_move, random_move
from .strong import strong_move

LEVELS = ("random", "easy", "normal", "strong", "heuristic")
#: The levels offered to players (``random`` and ``heuristic`` are only yardsticks).
PLAYER_LEVELS = ("easy", "normal", "strong")


def decide(
    game: Game,
    seat: int,
    level: str,
    rng: Rng,
    budget: float | None = 0.7,
    iterations: int = 24,
) -> Move:
    """The move ``seat`` (the seat to act) makes at ``level``; ``rng`` drives its choices.

    ``budget`` bounds strong's thinking time in seconds (None: no time cap, exactly
    ``iterations`` samples, so the move depends on the rng seed alone); ``iterations``
    its sample count. Raises NotYourTurnError when ``seat`` is not to act and
    IllegalMoveError for an unknown level.
    """
    if game.over or game.current != seat:
        raise NotYourTurnError("It is not this seat's turn.")
    if level == "random":
        return random_move(game, rng)
    if level == "easy":
        return easy_move(game, rng)
    if level == "normal":
        return normal_move(game, seat, rng)
    if level == "heuristic":
        return heuristic_move(game, seat, rng)
    if level == "strong":
        return strong_move(game, seat, rng, budget=budget, iterations=iterations)
    raise IllegalMoveError(
        f"There is no computer level '{level}'. Choose one of: {', '.join(LEVELS)}.",
        reason="level",
    )


__all__ = ["LEVELS", "PLAYER_LEVELS", "decide"]
