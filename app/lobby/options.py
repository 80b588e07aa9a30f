"""Game options typed at ``/genial new`` (e.g. ``rounds=3``), read generically.

Only an edition's ``player_options`` can be set; their kind (whole number or
yes/no) comes from the option's default. The engine validates the values.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import i18n
from app.errors import UserError
from app.text.limits import quote_input
from genial import Edition, GenialError, get
from genial.core.facts import Fact
from i18n import editions

_YES = {"yes", "y", "true", "on", "1", "ja", "j"}  # yes, German/Dutch ja
_NO = {"no", "n", "false", "off", "0", "nein", "nee"}

#: Option name -> the message describing it (the engine's own text is for developers).
OPTION_KEYS: Mapping[str, str] = {
    "rounds": "ui-option-rounds",
    "games": "ui-option-games",
    "start_variant": "ui-option-start-variant",
    "teams": "ui-option-teams",
}


def describe(edition: Edition, lang: str = i18n.DEFAULT) -> list[tuple[str, str]]:
    """(example, description in ``lang``) for each option a player may set."""
    out = []
    for name in edition.player_options:
        text, default = edition.options[name]
        example = f"{name}=yes" if isinstance(default, bool) else f"{name}=3"
        key = OPTION_KEYS.get(name)
        out.append((example, i18n.text(lang, key) if key else RULE_ID.sub("", text).strip()))
    return out


#: A rule id in parentheses ("(D-CRD-8)"): for the rules files, not for players.
RULE_ID = re.compile(r"\s*\((?:[A-Z0-9]+-)+\d+[a-z]?(?:,\s*(?:[A-Z0-9]+-)+\d+[a-z]?)*\)")


def _edition(edition_id: str) -> Fact:
    """The edition's name as a fact, written in the reader's language when shown."""
    return Fact(editions.CHOICE_KEYS[edition_id])


def parse(edition_id: str, text: str | None, players: int | None = None) -> dict[str, Any]:
    """``"rounds=3 start_variant=yes"`` -> ``{"rounds": 3, "start_variant": True}``; a
    yes/no option's bare name means yes (``teams``).

    Raises UserError naming the problem; the values are then checked by the engine itself
    (a game is set up once to be sure it can start) for ``players`` players, or (None) for
    the fewest players they allow.
    """
    cls = get(edition_id)
    ed = cls.edition
    chosen: dict[str, Any] = {}
    for word in (text or "").replace(",", " ").split():
        name, sep, value = word.partition("=")
        name = name.strip().lower()
        if name not in ed.player_options or (not sep and not _flag(ed, name)):
            allowed = ", ".join(ex for ex, _ in describe(ed))
            raise UserError(
                "err-bot-option-unknown" if allowed else "err-bot-option-none",
                reason="option",
                word=quote_input(word),
                edition=_edition(edition_id),
                options=allowed,
            )
        default = ed.options[name][1]
        if isinstance(default, bool):
            value = value or "yes"
            if value.lower() not in _YES | _NO:
                raise UserError("err-bot-option-yes-no", reason="option", name=name)
            chosen[name] = value.lower() in _YES
        else:
            try:
                chosen[name] = int(value)
            except ValueError:
                raise UserError("err-bot-option-number", reason="option", name=name) from None
    if players is None:
        fewest(edition_id, chosen, ed.fewest)
    else:
        check(edition_id, chosen, players)
    return chosen


def _flag(ed: Edition, name: str) -> bool:
    """Whether option ``name`` is a yes/no one (its bare name means yes)."""
    return isinstance(ed.options[name][1], bool)


def check(edition_id: str, chosen: dict[str, Any], players: int) -> None:
    """Raise UserError (the engine's reason) when a game of ``players`` cannot have these
    options (a game in teams with three players)."""
    try:
        get(edition_id).new(players, 0, chosen)
    except GenialError as exc:
        raise UserError(exc.fact, reason="option") from None


def fewest(edition_id: str, chosen: dict[str, Any], start: int) -> int:
    """The fewest players from ``start`` up whose game may have these options (teams: four);
    raises UserError with the refusal at ``start`` when no count may."""
    ed = get(edition_id).edition
    for players in range(max(start, ed.fewest), ed.max_players + 1):
        try:
            check(edition_id, chosen, players)
        except UserError:
            continue
        return players
    check(edition_id, chosen, start)
    return start


def summary(options: dict[str, Any]) -> str:
    """'rounds=3, start_variant=yes' for the lobby ('' without options)."""
    parts = []
    for k, v in options.items():
        parts.append(f"{k}={'yes' if v is True else 'no' if v is False else v}")
    return ", ".join(parts)
