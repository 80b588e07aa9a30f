"""Reading and checking the dice game's creation options."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.colours import Colour
from ..core.errors import IllegalMoveError

MAX_GAMES = 12


def read_options(
    options: Mapping[str, Any], per_player: int
) -> tuple[bool, int, list[tuple[Colour, ...]]]:
    """``(start_variant, games, explicit rolls)``; raises IllegalMoveError (reason 'option').

    ``start_variant`` (bool): nobody rolls before the first turn (D-DCE-7).
    ``games`` (1..12): games in the match, decided by victory points (D-DCE-8).
    ``dice`` (list of strings or None): results of the rolls in order, pre-rolls
    included, each a string of ``per_player`` colour letters; once used up the
    game's rng rolls (for records of real dice and for tests).
    """
    variant = options["start_variant"]
    if not isinstance(variant, bool):
        raise IllegalMoveError("Option 'start_variant' must be true or false.", reason="option")
    games = options["games"]
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise IllegalMoveError(
            f"Option 'games' must be a whole number from 1 to {MAX_GAMES}.", reason="option"
        )
    explicit = options["dice"]
    rolls: list[tuple[Colour, ...]] = []
    if explicit is not None:
        if isinstance(explicit, str) or not isinstance(explicit, list | tuple):
            raise IllegalMoveError("Option 'dice' must be a list of rolls.", reason="option")
        for text in explicit:
            roll = tuple(Colour.parse(ch) for ch in str(text).strip())
            if len(roll) != per_player:
                raise IllegalMoveError(
                    f"Explicit roll '{text}' must show {per_player} dice.", reason="option"
                )
            rolls.append(roll)
    return variant, games, rolls
