"""Edition id -> the message naming it in slash command choice lists (``cmd-edition-...``).

A table of literals, so the catalogue test sees every id; the cogs stay free of edition names.
"""

from __future__ import annotations

from collections.abc import Mapping

CHOICE_KEYS: Mapping[str, str] = {
    "classic": "cmd-edition-classic",
    "travel": "cmd-edition-travel",
    "dice": "cmd-edition-dice",
    "cards": "cmd-edition-cards",
    "3d": "cmd-edition-3d",
    "3d-solo": "cmd-edition-3d-solo",
    "spezial": "cmd-edition-spezial",
}

#: What a player holds (``Edition.hand_name``) -> the message of the button showing it.
HAND_BUTTON_KEYS: Mapping[str, str] = {
    "tiles": "ui-button-my-tiles",
    "cards": "ui-button-my-cards",
}
