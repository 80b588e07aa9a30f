"""Edition names, blurbs and /genial rules summaries are written for every edition and language."""

from __future__ import annotations

import pytest

import i18n
from genial.registry import EDITIONS
from i18n import editions


def test_every_edition_has_a_name_blurb_and_rules() -> None:
    assert set(EDITIONS) == set(editions.CHOICE_KEYS)
    assert set(EDITIONS) == set(editions.BLURB_KEYS)
    assert set(EDITIONS) == set(editions.RULES_KEYS)


@pytest.mark.parametrize("lang", i18n.LOCALES)
@pytest.mark.parametrize("edition", sorted(EDITIONS))
def test_rules_fit_one_discord_message_in_every_language(lang: str, edition: str) -> None:
    text = editions.rules(lang, edition)
    assert 200 < len(text) < 2000
    assert text.startswith("**")
    if lang != "en":
        assert text != editions.rules("en", edition)
        assert editions.blurb(lang, edition) != editions.blurb("en", edition)


def test_unknown_edition_falls_back() -> None:
    assert editions.rules("de", "nope", "blurb") == "blurb"
    assert editions.name("de", "nope", "Name") == "Name"
