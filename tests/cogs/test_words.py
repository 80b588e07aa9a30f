"""Word moves on the hand panel in the reader's language: the button of every
word move any edition offers, and the line that explains it."""

from __future__ import annotations

import functools

import pytest

import i18n
from app.text import words
from genial import Game, create


def _word_options(game: Game) -> list:  # type: ignore[type-arg]
    return [o for o in game.options_for_menu() if o.move.notation in words.LABEL_KEYS]


@functools.cache
def _classic_swap_seed() -> int:
    """The first seed whose game reaches a swap decision within 12 best moves (searching
    from 0 takes half a minute: seed 58 does, and is tried first)."""
    for seed in (58, *range(200)):
        game = create("classic", 2, seed=seed)
        for _ in range(12):
            if {m.notation for m in game.legal_moves()} == {"swap", "keep"}:
                return seed
            game.apply(game.options_for_menu()[0].move)
    raise AssertionError("no swap decision found")


def _classic_swap() -> Game:
    """A classic game at its first swap decision (D-CL-7)."""
    for seed in (_classic_swap_seed(),):
        game = create("classic", 2, seed=seed)
        for _ in range(12):
            if {m.notation for m in game.legal_moves()} == {"swap", "keep"}:
                return game
            game.apply(game.options_for_menu()[0].move)
    raise AssertionError("no swap decision found")


def test_english_buttons_keep_the_engine_s_words() -> None:
    dice = create("dice", 2, seed=3)
    (roll,) = _word_options(dice)
    assert words.label(roll, "en") == roll.group_label == "Roll"
    dice.apply("roll")
    (reroll,) = _word_options(dice)
    assert words.label(reroll, "en") == reroll.group_label == "Reroll (2 left)"
    assert words.label(reroll, "de") == "Nachwürfeln (noch 2)"
    assert words.label(reroll, "nl") == "Opnieuw gooien (nog 2)"


@pytest.mark.parametrize(
    ("lang", "swap", "keep"),
    [
        ("en", "Swap: put your whole rack back and draw 6 new tiles", "Keep your rack"),
        ("de", "Tauschen: Leg alle Steine deiner Ablagebank zurück", "Ablagebank behalten"),
        ("nl", "Ruilen: leg alle stenen van je aflegbank terug", "Aflegbank houden"),
    ],
)
def test_the_swap_decision_reads_in_the_reader_s_language(lang: str, swap: str, keep: str) -> None:
    game = _classic_swap()
    options = {o.move.notation: o for o in _word_options(game)}
    assert words.detail(options["swap"], game, lang).startswith(swap)
    assert words.detail(options["keep"], game, lang).startswith(keep)
    assert words.label(options["swap"], lang) == i18n.text(lang, "ui-word-swap")


def test_a_placement_speaks_the_reader_s_language() -> None:
    """A placement's group and detail come from its facts: English as the engine
    spells them, German in German."""
    game = create("classic", 2, seed=1)
    placement = game.options_for_menu()[0]
    assert words.label(placement, "en") == placement.group_label
    assert words.detail(placement, game, "en") == placement.detail
    assert placement.facts is not None and placement.group_fact is not None
    assert words.label(placement, "de") == i18n.fact("de", placement.group_fact)
    assert words.detail(placement, game, "de") == i18n.fact("de", placement.facts[1])
    assert words.label(placement, "de") != placement.group_label  # "zweimal", not "double"
