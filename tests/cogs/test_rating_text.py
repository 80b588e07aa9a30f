"""The words of ratings: signed changes, names on the standings image, the final-post lines."""

from __future__ import annotations

from app.ratings.text import changes_text, names_with_changes, signed
from community.ratings import Result, rate


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
