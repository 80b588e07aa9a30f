"""The move menus in every language.

Every option of real positions of every edition says its label, detail and group
as facts: English renders them exactly as the engine's English strings (which the
command-line tool and typed matching use), German and Dutch without English words.
"""

from __future__ import annotations

import re
from functools import cache

import pytest

import i18n
from genial.computer import decide
from genial.core.game import Game
from genial.core.rng import Rng
from genial.core.values import Option
from genial.registry import EDITIONS, create

#: Moves spelled by the bot's own word messages (app/text/words.py), not by the menus' facts.
WORDS = {"swap", "exchange", "keep", "pass"}
#: English words of the menus that must not appear in a German or Dutch menu.
ENGLISH = re.compile(
    r"\b(on|bonus|level|red|blue|green|yellow|purple|double|first|field|chains?|towers?|"
    r"connected|crosses|dice|matches|only|points|lost|placements?|moves?|wins|again|left)\b"
)
PLIES = (0, 1, 5, 9)


@cache
def position(edition: str, plies: int) -> Game:
    game = create(edition, min(3, EDITIONS[edition].edition.max_players), seed=4242)
    rng = Rng(7)
    for _ in range(plies):
        if game.over:
            break
        seat = game.current
        assert seat is not None
        game.apply(decide(game, seat, "easy", rng))
    return game


def menu(edition: str) -> list[Option]:
    out: list[Option] = []
    for plies in PLIES:
        out.extend(position(edition, plies).options_for_menu())
    return out


@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_english_facts_read_as_the_engine_s_strings(edition: str) -> None:
    options = menu(edition)
    said = [o for o in options if o.move.notation not in WORDS]
    assert said, "the positions offer placements"
    for o in said:
        assert o.facts is not None and o.group_fact is not None, o.move.notation
        label, detail = o.facts
        assert i18n.fact("en", label) == o.label
        assert i18n.fact("en", detail) == o.detail
        assert i18n.fact("en", o.group_fact) == o.group_label


@pytest.mark.parametrize("lang", ["de", "nl"])
@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_german_and_dutch_menus_have_no_english_words(edition: str, lang: str) -> None:
    for o in menu(edition):
        if o.facts is None or o.group_fact is None:
            continue
        label, detail = o.facts
        for fact in (label, detail, o.group_fact):
            text = i18n.fact(lang, fact)
            assert not ENGLISH.search(text), (edition, lang, text)


def test_words_the_positions_do_not_always_reach() -> None:
    """Bonus moves, plurals and a card that wins the round, rendered directly."""
    from genial.core.facts import Fact

    gains = Fact("move-no-points")
    assert i18n.fact("en", Fact("menu-bonus-placements", {"gains": gains, "bonus": 2})) == (
        "no points, 2 bonus placements"
    )
    assert i18n.fact("de", Fact("menu-bonus-moves", {"gains": gains, "bonus": 1})) == (
        "keine Punkte, 1 Bonuszug"
    )
    assert i18n.fact("nl", Fact("menu-bonus-moves", {"gains": gains, "bonus": 3})).endswith(
        "3 bonusbeurten"
    )
    assert "gewonnen" in i18n.fact("de", Fact("menu-wins", {"gains": gains}))
    towers = Fact("menu-towers", {"what": Fact("menu-extends"), "count": 2})
    assert i18n.fact("en", towers) == "extends your chain, 2 towers connected"
    assert i18n.fact("nl", towers) == "verlengt je keten, 2 torens aangesloten"
