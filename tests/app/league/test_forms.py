"""What an organiser types at /league create: the points text (one list per table size,
checked) and the league's name (controls and invisible ends removed)."""

from __future__ import annotations

import pytest

import i18n
from app.errors import UserError
from app.league.forms import league_name, read_points


def test_lists_set_the_sizes_they_name_others_keep_defaults() -> None:
    assert read_points("3/1/0 2/0") == {3: (3, 1, 0), 2: (2, 0)}
    assert read_points("4,2,1,0") == {4: (4, 2, 1, 0)}
    assert read_points(None) == {}


@pytest.mark.parametrize("text", ["1/3/0", "5/4/3/2/1", "a/b", "3/-1/0", "7"])
def test_bad_points_are_refused_with_the_text_quoted(text: str) -> None:
    with pytest.raises(UserError) as info:
        read_points(text)
    assert info.value.reason == "points"
    assert text in i18n.fact("de", info.value)


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
        read_points(text)
    assert info.value.reason == "points"
    said = i18n.fact("en", info.value)
    assert f"Points {part} are not valid" in said and says in said


def test_the_bound_itself_is_allowed_and_refusals_are_localized() -> None:
    assert read_points("100/0") == {2: (100, 0)}
    with pytest.raises(UserError) as info:
        read_points("3/1/0 3/2/1")
    assert "er is al een lijst voor tafels van 3" in i18n.fact("nl", info.value)


@pytest.mark.parametrize(
    "typed", ["", "   ", "\u200b", "\u200b\u200d \u2060", "\x00\x07", "\ufeff"]
)
def test_invisible_league_names_are_refused(typed: str) -> None:
    with pytest.raises(UserError) as info:
        league_name(typed)
    assert info.value.reason == "name"
    assert "sichtbar" in i18n.fact("de", info.value).lower()


def test_league_names_lose_controls_and_invisible_ends_but_keep_emoji() -> None:
    assert league_name("  \u200bSpring\x07 Cup\u200b ") == "Spring Cup"
    family = "\U0001f468\u200d\U0001f469\u200d\U0001f467"
    assert league_name(f"{family} League") == f"{family} League"
