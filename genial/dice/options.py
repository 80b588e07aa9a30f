"""Reading and checking the dice game's creation options."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.boards import load
from ..core.colours import Colour
from ..core.contract import OptionCheck, flag, number
from ..core.errors import IllegalMoveError, NotationError

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
        raise IllegalMoveError("err-dice-option-start-variant-must", reason="option")
    games = options["games"]
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise IllegalMoveError(
            "err-dice-option-games-must-be", max_games=MAX_GAMES, reason="option"
        )
    explicit = options["dice"]
    rolls: list[tuple[Colour, ...]] = []
    if explicit is not None:
        if isinstance(explicit, str) or not isinstance(explicit, list | tuple):
            raise IllegalMoveError("err-dice-option-dice-must-be", reason="option")
        for text in explicit:
            roll = tuple(Colour.parse(ch) for ch in str(text).strip())
            if len(roll) != per_player:
                raise IllegalMoveError(
                    "err-dice-explicit-roll-must-show",
                    text=text,
                    per_player=per_player,
                    reason="option",
                )
            rolls.append(roll)
    return variant, games, rolls


def check_dice(value: Any, players: int) -> list[str]:
    """The ``dice`` option's check: a list of rolls, each a string of one face letter per
    die the player rolls (e.g. ``'RGP'`` with three dice each); returns them canonical."""
    data = load("dice")
    per_player = data["dice_per_player"][str(players)]
    faces = {Colour.parse(c) for c in data["faces"]}
    if isinstance(value, str) or not isinstance(value, list | tuple):
        raise IllegalMoveError("err-dice-option-dice-must-be", reason="option")
    rolls: list[str] = []
    for text in value:
        wrong = IllegalMoveError(
            "err-dice-option-dice-each-roll",
            per_player=per_player,
            value="RGBOYP"[:per_player],
            reason="option",
        )
        if not isinstance(text, str) or len(text.strip()) != per_player:
            raise wrong
        try:
            roll = [Colour.parse(ch) for ch in text.strip()]
        except NotationError:
            raise wrong from None
        if not all(c in faces for c in roll):
            raise wrong
        rolls.append("".join(c.letter for c in roll))
    return rolls


#: Every option's check (``Edition.checks``).
CHECKS: dict[str, OptionCheck] = {
    "start_variant": flag("start_variant"),
    "games": number("games", 1, MAX_GAMES),
    "dice": check_dice,
}
