"""The card and dice rules summaries name the move words of the reader's language,
and every move they quote is one the edition's parser accepts as typed (D-ALL-2)."""

from __future__ import annotations

import re

import pytest

import i18n
from genial import create
from genial.core.vocabulary import typed
from i18n.editions import RULES_KEYS

#: The words a summary must teach, per language: the notation's own words in English, and
#: the German and Dutch words of ``genial.core.vocabulary`` (which the parser reads).
WORDS = {
    ("en", "cards"): ("play", "exchange", "keep"),
    ("de", "cards"): ("spielen", "tauschen", "behalten"),
    ("nl", "cards"): ("spelen", "ruilen", "houden"),
    ("en", "dice"): ("roll", "reroll", "score"),
    ("de", "dice"): ("würfeln", "nachwürfeln", "werten"),
    ("nl", "dice"): ("gooien", "opnieuw", "scoren"),
}


def quoted(lang: str, edition: str) -> list[str]:
    """What the summary writes as code (between backticks): moves to type."""
    return re.findall(r"`([^`]+)`", i18n.text(lang, RULES_KEYS[edition][0]))


@pytest.mark.parametrize(("lang", "edition"), sorted(WORDS))
def test_summary_names_the_words_of_its_language(lang: str, edition: str) -> None:
    first_words = {span.split()[0].lower() for span in quoted(lang, edition)}
    missing = [w for w in WORDS[lang, edition] if w not in first_words]
    assert not missing, f"rules-{edition} in {lang} does not show {missing}"


@pytest.mark.parametrize(("lang", "edition"), sorted(WORDS))
def test_every_quoted_move_parses(lang: str, edition: str) -> None:
    game = create(edition, 2, 1)
    for span in quoted(lang, edition):
        if span.startswith("/"):
            continue  # a slash command, not a move
        move = game.parse(span)  # raises NotationError if the summary teaches a wrong word
        assert move.notation == game.parse(typed(span)).notation
