"""Final images in the reader's language (places, the engines' notes, rating
changes) and in the order of the places, read from the recorded text boxes."""

from __future__ import annotations

import pytest
from renderhelpers import play

import render
from render import layout
from render.words import note, speaking

ENGLISH = ("1st", "2nd", "3rd", "4th", "whole sheet", "all six", "every colour", "resigned")


def finished(edition: str, players: int, seed: int):  # type: ignore[no-untyped-def]
    game = play(edition, players, 10_000, seed=seed, top=2)
    assert game.over
    return game.public_view()


def texts(draw) -> list[layout.TextBox]:  # type: ignore[no-untyped-def]
    with layout.recording_text() as boxes:
        draw()
    return boxes


def test_the_engines_notes_are_drawn_in_the_reader_s_language() -> None:
    with speaking("de"):
        assert note("filled the whole sheet") == "Wertungsblatt voll"
        assert note("18 in every colour") == "18 in jeder Farbe"
        assert note("something new") == "something new"  # an unknown note stays as it is
    with speaking("nl"):
        assert note("all six colours at 7+") == "alle zes kleuren op 7+"


@pytest.mark.parametrize("edition", ["classic", "dice", "cards", "3d", "spezial"])
@pytest.mark.parametrize("locale", ["de", "nl"])
def test_final_board_lists_players_by_place_in_the_reader_s_language(
    edition: str, locale: str
) -> None:
    view = finished(edition, 3 if edition != "spezial" else 4, seed=5)
    names = ["Ada", "Bea", "Cem", "Dirk"][: len(view.scores)]
    boxes = texts(lambda: render.board_image(view, names=names, locale=locale))
    drawn = [b.text for b in boxes]
    assert not [w for w in drawn if any(e in w for e in ENGLISH)], drawn
    badge = {"de": "{}.", "nl": "{}e"}[locale]
    places = sorted(view.ranking, key=lambda st: st.place)
    tops = []
    for st in places:
        name = [b for b in boxes if b.text == names[st.seat]]
        assert name, f"{names[st.seat]} not drawn"
        tops.append((name[0].box[1], name[0].box[0]))
        assert any(b.text == badge.format(st.place) for b in boxes)
    if edition == "spezial":  # two columns: left to right, then down
        rows = [(round(y / 20), x) for y, x in tops]  # a row's names differ by a pixel or two
        assert rows == sorted(rows)
    else:  # "1. Bob" above "3. Alice", whatever their seats
        assert [y for y, _ in tops] == sorted(y for y, _ in tops)


def test_a_rating_change_reads_as_a_rating_not_as_points() -> None:
    view = finished("classic", 3, seed=5)
    names = ["Ada", "Bea", "Cem"]
    boxes = texts(
        lambda: render.standings_image(view, names=names, locale="de", ratings={0: 14, 2: -3})
    )
    drawn = [b.text for b in boxes]
    assert "Wertungszahl +14" in drawn and "Wertungszahl \u22123" in drawn
    assert "Ada" in drawn  # the name alone, not "Ada (+14)"
    assert not any("Bea" in w and "Wertung" in w for w in drawn)
