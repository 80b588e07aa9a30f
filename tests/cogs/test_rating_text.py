"""The words of ratings: signed changes, names on the standings image, the final-post lines."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from app.ratings.text import changes_text, leaderboard_lines, names_with_changes, signed
from community.ratings import Result, rate
from data import RatingRow


def test_signed() -> None:
    assert (signed(14), signed(-9), signed(0)) == ("+14", "\N{MINUS SIGN}9", "\N{PLUS-MINUS SIGN}0")


def test_names_with_changes_follow_the_seats() -> None:
    changes = rate({}, Result(1, {70: 1, 80: 2}))
    delta = {c.user_id: c.delta for c in changes}
    users = {0: 80, 1: 70, 2: 90}  # seat -> user; 90 is not rated (no change)
    names = names_with_changes(["Bob", "Alice", "Carol"], users.__getitem__, changes)
    assert names == [f"Bob ({signed(delta[80])})", f"Alice (+{delta[70]})", "Carol"]


def test_changes_text_in_each_language() -> None:
    changes = rate({}, Result(1, {70: 1, 80: 2}))
    name = {70: "Alice", 80: "Bob"}.__getitem__
    assert changes_text("en", [], name) == ""
    en = changes_text("en", changes, name)
    after = {c.user_id: c.after.shown for c in changes}
    assert f"Alice: 1500 → {after[70]} (+{after[70] - 1500}, provisional)" in en
    assert "**Ratings**" in en
    assert "vorläufig" in changes_text("de", changes, name)
    assert "voorlopig" in changes_text("nl", changes, name)


@pytest.mark.parametrize(
    ("lang", "established", "provisional"),
    [
        ("en", "1. **Alice** 1612 · 7 games, 4 wins", "◦ **Bob** 1490 · 2 of 5 rated games, 1 win"),
        (
            "de",
            "1. **Alice** 1612 · 7 Partien, 4 Siege",
            "◦ **Bob** 1490 · 2 von 5 gewerteten Partien, 1 Sieg",
        ),
        (
            "nl",
            "1. **Alice** 1612 · 7 spellen, 4 keer gewonnen",
            "◦ **Bob** 1490 · 2 van 5 spellen met rating, 1 keer gewonnen",
        ),
    ],
)
def test_a_provisional_player_has_no_place_number_but_their_count(
    lang: str, established: str, provisional: str
) -> None:
    day = datetime(2026, 11, 20, tzinfo=UTC)
    alice = RatingRow(1, "classic", 70, 26.0, 3.0, 1612, 7, 4, day)
    bob = RatingRow(1, "classic", 80, 24.0, 6.0, 1490, 2, 1, day)
    lines = leaderboard_lines(lang, [(1, alice), (None, bob)], {70: "Alice", 80: "Bob"})
    assert lines[0].startswith(established), lines
    assert lines[1].startswith("*") and "5" in lines[1], lines  # the heading, apart
    assert lines[2].startswith(provisional), lines
    assert not any(x.startswith(("–", "-")) for x in lines), lines
