"""Edition id -> the message naming it in slash command choice lists (``cmd-edition-...``).

A table of literals, so the catalogue test sees every id; the cogs stay free of edition names.
"""

from __future__ import annotations

from collections.abc import Mapping

import i18n

CHOICE_KEYS: Mapping[str, str] = {
    "classic": "cmd-edition-classic",
    "travel": "cmd-edition-travel",
    "dice": "cmd-edition-dice",
    "cards": "cmd-edition-cards",
    "3d": "cmd-edition-3d",
    "3d-solo": "cmd-edition-3d-solo",
    "spezial": "cmd-edition-spezial",
}

#: A pool beside its edition's (``app.text.pools``) -> the message naming it: a game in
#: teams and a solo game of an edition played by several have leaderboards of their own.
POOL_KEYS: Mapping[str, str] = {
    "classic-teams": "cmd-pool-classic-teams",
    "classic-solo": "cmd-pool-classic-solo",
}

#: What a player holds (``Edition.hand_name``) -> the message of the button showing it.
HAND_BUTTON_KEYS: Mapping[str, str] = {
    "tiles": "ui-button-my-tiles",
    "cards": "ui-button-my-cards",
}

#: (word move, what the player holds: ``Edition.hand_name``) -> the message explaining it
#: on the hand panel (``app/text/words.py``; the engines' own texts are English).
WORD_DETAIL_KEYS: Mapping[tuple[str, str], str] = {
    ("swap", "tiles"): "ui-word-swap-tiles",
    ("exchange", "tiles"): "ui-word-exchange-tiles",
    ("exchange", "cards"): "ui-word-exchange-cards",
    ("keep", "tiles"): "ui-word-keep-tiles",
    ("keep", "cards"): "ui-word-keep-cards",
    ("pass", "tiles"): "ui-word-pass-tiles",
    ("pass", "cards"): "ui-word-pass-cards",
    ("roll", "dice"): "ui-word-roll-dice",
}

#: Edition id -> the message with its one-line description (shown under its name).
BLURB_KEYS: Mapping[str, str] = {
    "classic": "edition-classic-blurb",
    "travel": "edition-travel-blurb",
    "dice": "edition-dice-blurb",
    "cards": "edition-cards-blurb",
    "3d": "edition-3d-blurb",
    "3d-solo": "edition-3d-solo-blurb",
    "spezial": "edition-spezial-blurb",
}

#: Edition id -> its rules summary for ``/genial help edition:``, and whether the tile notation follows.
RULES_KEYS: Mapping[str, tuple[str, bool]] = {
    "classic": ("rules-classic", True),
    "travel": ("rules-travel", True),
    "3d": ("rules-3d", True),
    "3d-solo": ("rules-3d-solo", True),
    "spezial": ("rules-spezial", False),
    "cards": ("rules-cards", False),
    "dice": ("rules-dice", False),
}


def name(lang: str | None, edition: str, fallback: str = "") -> str:
    """The edition's name in ``lang`` (``fallback``, the engine's name, if none is written)."""
    key = CHOICE_KEYS.get(edition) or POOL_KEYS.get(edition)
    return i18n.text(lang, key) if key else fallback or edition


def blurb(lang: str | None, edition: str, fallback: str = "") -> str:
    """The edition's one-line description in ``lang`` (``fallback`` if none is written)."""
    key = BLURB_KEYS.get(edition)
    return i18n.text(lang, key) if key else fallback


def rules(lang: str | None, edition: str, fallback: str = "") -> str:
    """The edition's rules summary for players who never read the rules, in ``lang``."""
    entry = RULES_KEYS.get(edition)
    if entry is None:
        return blurb(lang, edition, fallback)
    key, notation = entry
    text = i18n.text(lang, key)
    return f"{text}\n{i18n.text(lang, 'rules-notation')}" if notation else text
