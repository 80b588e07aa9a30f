"""The names of computer players: the computers added to a game, and their levels in words."""

from __future__ import annotations

from data import is_computer_id

#: The names of computers added to a game, by synthetic id (-1, -2, ...).
COMPUTER_NAMES = ("Ada", "Blaise", "Charles", "Dorothy")
#: A computer's level, in words.
LEVEL_KEYS = {
    "easy": "ui-computer-level-easy",
    "normal": "ui-computer-level-normal",
    "strong": "ui-computer-level-strong",
}


def computer_name(user_id: int) -> str | None:
    """The name of a computer added to a game (synthetic ids below zero), else None."""
    if not is_computer_id(user_id):
        return None
    return COMPUTER_NAMES[(-user_id - 1) % len(COMPUTER_NAMES)]
