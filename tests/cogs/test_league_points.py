"""The organiser's points text for /league create: one list per table size, checked."""

from __future__ import annotations

import pytest

from app.errors import UserError
from cogs.league.cog import read_points
from cogs.league.text import league_name


def test_lists_set_the_sizes_they_name_others_keep_defaults() -> None:
    assert read_points("3/1/0 2/0", "en") == {3: (3, 1, 0), 2: (2, 0)}
    assert read_points("4,2,1,0", "en") == {4: (4, 2, 1, 0)}
    assert read_points(None, "en") == {}


@pytest.mark.parametrize("text", ["1/3/0", "5/4/3/2/1", "a/b", "3/-1/0", "7"])
def test_bad_points_are_refused_with_the_text_quoted(text: str) -> None:
    with pytest.raises(UserError) as info:
        read_points(text, "de")
    assert info.value.reason == "points"
    assert text in info.value.key


@pytest.mark.parametrize(
    ("text", "part", "says"),
    [
        ("3/1/0 5/2/0", "5/2/0", "already a list for tables of 3"),
        ("2/0 999999999999999999999/0", "999999999999999999999/0", "more than 100 points"),
        ("101/0", "101/0", "more than 100 points"),
        ("3/1/0 1/3/0", "1/3/0", "not valid"),
    ],
)
def test_duplicate_and_absurd_lists_are_refused_naming_the_part(
    text: str, part: str, says: str
) -> None:
    with pytest.raises(UserError) as info:
        read_points(text, "en")
    assert info.value.reason == "points"
    assert f"Points {part} are not valid" in info.value.key and says in info.value.key


def test_the_bound_itself_is_allowed_and_refusals_are_localized() -> None:
    assert read_points("100/0", "en") == {2: (100, 0)}
    with pytest.raises(UserError) as info:
        read_points("3/1/0 3/2/1", "nl")
    assert "er is al een lijst voor tafels van 3" in info.value.key


@pytest.mark.parametrize(
    "typed", ["", "   ", "\u200b", "\u200b\u200d \u2060", "\x00\x07", "\ufeff"]
)
def test_invisible_league_names_are_refused(typed: str) -> None:
    with pytest.raises(UserError) as info:
        league_name(typed, "de")
    assert info.value.reason == "name"
    assert "sichtbar" in info.value.key.lower()


def test_league_names_lose_controls_and_invisible_ends_but_keep_emoji() -> None:
    assert league_name("  \u200bSpring\x07 Cup\u200b ", "en") == "Spring Cup"
    family = "\U0001f468\u200d\U0001f469\u200d\U0001f467"
    assert league_name(f"{family} League", "en") == f"{family} League"
