"""A player who leaves (resigns, is removed, times out) with the same scores as
another ranks last by the bot's rule (README: "ranks last"); the words must agree with
the places, the medals and the ratings (which all read ``Game.ranking()``)."""

from __future__ import annotations

import pytest

from app.text import gamewords
from genial import create
from genial.core.ranking import Standing

ZERO = (0, 0, 0, 0, 0, 0)


@pytest.mark.parametrize(
    ("lang", "ahead", "tied"),
    [
        ("en", "ahead of Ann, who left the game", "tied"),
        ("de", "vor Ann, weil Ann die Partie verlassen hat", "geteilt"),
        ("nl", "voor Ann, die het spel verliet", "gedeeld"),
    ],
)
def test_a_leaver_at_zero_is_below_and_not_tied(lang: str, ahead: str, tied: str) -> None:
    game = create("classic", 2, seed=1)
    leaver = game.current or 0
    game.resign(leaver)
    names = ["Ann", "Bob"] if leaver == 0 else ["Bob", "Ann"]
    ranking = game.ranking()
    # The places the ratings and medals use: the one who stayed is first.
    assert [(st.seat, st.place, st.scores) for st in ranking] == [
        (1 - leaver, 1, ZERO),
        (leaver, 2, ZERO),
    ]
    first, second = gamewords.standings_words(game, names, lang, {leaver: "timed out"})
    assert first.startswith("\N{FIRST PLACE MEDAL} Bob") and ahead in first, first
    assert tied not in first
    assert second.startswith("\N{SECOND PLACE MEDAL} Ann") and "(timed out)" in second


def test_equal_places_are_still_shared() -> None:
    a, b = Standing(0, 1, ZERO), Standing(1, 1, ZERO)
    assert "the place is shared" in gamewords._reason("en", a, b, ["Ann", "Bob"], "")
