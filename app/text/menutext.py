"""A menu option's words in the reader's language.

The engines spell an option's label, detail and group in English (``Option.label``,
``.detail``, ``.group_label``, for the command-line tool and for typed matching) and,
where the edition says them as facts (``Option.facts``, ``Option.group_fact``), the
bot renders those in the reader's language instead.
"""

from __future__ import annotations

import i18n
from genial import Option
from genial.core.facts import COLOUR, Fact
from i18n.notation import shown


def label(option: Option, lang: str) -> str:
    """Where the move goes ('R auf F7, B auf F8')."""
    said = option.facts
    return i18n.fact(lang, said[0]) if said else option.label


def detail(option: Option, lang: str) -> str:
    """What the move gains ('+3 rot, 1 Bonuszug')."""
    said = option.facts
    return i18n.fact(lang, said[1]) if said else option.detail


def group_label(option: Option, lang: str) -> str:
    """The builder group the move belongs to ('rot/blau')."""
    return i18n.fact(lang, option.group_fact) if option.group_fact else option.group_label


def line(option: Option, lang: str) -> str:
    """One line: notation, where, points (the panels' and autocomplete's option text)."""
    where = label(option, lang)
    where = f" ({where})" if option.label and option.label != option.move.notation else ""
    return f"`{shown(lang, option.move.notation)}`{where}: {detail(option, lang) or '+0'}"


def matches(option: Option, lang: str, words: list[str]) -> list[bool]:
    """For each typed word: whether the option's English or reader's text contains it."""
    hay = f"{option.move.notation} {option.label}".lower()
    found = [w in hay for w in words]
    if all(found) or lang == i18n.DEFAULT or option.facts is None:
        return found
    hay = f"{hay} {shown(lang, option.move.notation)} {label(option, lang)}".lower()
    return [w in hay for w in words]


def weakest_gain(option: Option, weakest: set[str]) -> int | None:
    """The points ``option`` gains in the mover's weakest colours (``weakest``: their
    letters), read from the option's detail; None when the edition says no gains as facts."""
    said = option.facts
    if said is None:
        return None
    wanted = [COLOUR[letter] for letter in sorted(weakest) if letter in COLOUR]
    return sum(_gains(said[1], wanted))


def _gains(fact: Fact, wanted: list[Fact]) -> list[int]:
    """The points of every ``move-gain`` inside ``fact`` whose colour is in ``wanted``."""
    if fact.key == "move-gain":
        points = fact.params.get("points", 0)
        return [points] if fact.params.get("colour") in wanted and isinstance(points, int) else []
    found: list[int] = []
    for value in fact.params.values():
        for part in value if isinstance(value, tuple) else (value,):
            if isinstance(part, Fact):
                found += _gains(part, wanted)
    return found
