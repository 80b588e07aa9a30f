"""Word moves (swap, exchange, keep, pass, roll, reroll) in the reader's language.

The engines' menus label and explain these moves in English (the same menus serve the
command-line tool). Their notation is the same in every language, so the hand panel picks
the message by the move's notation and by what the player holds (tiles, cards, dice).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import i18n
from app.text import menutext
from genial import Game, Option
from i18n.editions import WORD_DETAIL_KEYS

#: A word move's notation -> the message on its button.
LABEL_KEYS: Mapping[str, str] = {
    "swap": "ui-word-swap",
    "exchange": "ui-word-exchange",
    "keep": "ui-word-keep",
    "pass": "ui-word-pass",
    "roll": "ui-word-roll",
    "reroll": "ui-word-reroll",
}

_NUMBER = re.compile(r"\d+")


def label(option: Option, lang: str) -> str:
    """The button text of a word move (other moves keep the engine's group label)."""
    key = LABEL_KEYS.get(option.move.notation)
    if key is None:
        return menutext.group_label(option, lang)
    # The dice engine's reroll label carries the rerolls left: 'Reroll (2 left)'.
    left = _NUMBER.search(option.group_label)
    return i18n.text(lang, key, left=int(left.group()) if left else 0)


def detail(option: Option, game: Game, lang: str) -> str:
    """What a word move does, for the panel's line of choices."""
    key = WORD_DETAIL_KEYS.get((option.move.notation, type(game).edition.hand_name))
    if key is None:
        return menutext.detail(option, lang) or menutext.label(option, lang)
    return i18n.text(lang, key, size=game.full_hand, dice=game.full_hand)
