"""Every text drawn on every image kind fits by design, in every language.

The drawings run with the text recorder on (render/layout.py) and are checked on
the recorded text boxes, not on pixels: no two texts overlap, none leaves the
image or its panel, no word is cut with "…" (only names may be shortened), and
(``test_legible_on_a_phone``) no text is under 9 px once the image is shown
400 px wide.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from PIL import Image
from renderhelpers import play

import render
from genial.core.game import Game
from render import compose, layout
from render.chart import chart_image
from render.words import speaking

EDITIONS = {"classic": 4, "travel": 2, "cards": 4, "dice": 4, "3d": 4, "3d-solo": 1, "spezial": 4}
#: The classic game in teams (D-CL-9) and solo (D-CL-10): edition and options.
VARIANTS = {"classic-teams": ("classic", 4, {"teams": True}), "classic-solo": ("classic", 1, None)}
EDITIONS.update({k: players for k, (_, players, _) in VARIANTS.items()})
LOCALES = ("en", "de", "nl")
#: Names of 32 characters (Discord's limit), wide letters first.
LONG = [
    "Maximiliane-Alexandra von Wolfsb",
    "Bartholomäus Christophersen-Heim",
    "Dorothea Elisabeth Kaufmann-Lang",
    "Wilhelmina Margaretha Oosterhuis",
]


@cache
def games(edition: str) -> tuple[Game, Game]:
    """A game of ``edition`` in its middle and one played to its end."""
    players = EDITIONS[edition]
    edition, _, options = VARIANTS.get(edition, (edition, players, None))
    middle = play(edition, players, 30, seed=3, options=options)
    end = play(edition, players, 10_000, seed=5, top=2, options=options)
    assert end.over
    return middle, end


def kinds(edition: str, locale: str) -> dict[str, Callable[[], Image.Image]]:
    """Every image kind of ``edition``: the board (mid-game, a preview, the end), the final
    standings with rating changes, a player's rack or hand, the chart."""
    middle, end = games(edition)
    players = EDITIONS[edition]
    names = LONG[:players]
    seat = middle.current or 0
    after = middle.copy()
    outcome = after.apply(middle.options_for_menu()[0].move, seat)
    stamp = render.Preview(seat, names[seat], tuple(outcome.gains))
    ratings = {s: (-1) ** s * (1234 - 500 * s) for s in range(players)}

    def chart() -> Image.Image:
        series = [[*[0, 3, 7, 12, 18][: 2 + s], 18 - s] for s in range(players)]
        return chart_image(series, names)

    def turn() -> Image.Image:  # 3D: the board with the close-up band, else the board
        view = middle.public_view()
        board = render.board_image(view, names=names, locale=locale)
        said = f"{names[seat]} {outcome.notation}: +1, +2, +3 " * 4  # a long bonus chain
        return compose.turn_image(board, view, caption=said, locale=locale)

    def final() -> Image.Image:  # the final post's one image: standings, board, chart
        series = [[0, 3, 7, 12 - s] for s in range(players)]
        view = end.public_view()
        return compose.final_image(view, names=names, locale=locale, ratings=ratings, series=series)

    return {
        "turn": turn,
        "final-one": final,
        "board": lambda: render.board_image(middle.public_view(), names=names, locale=locale),
        "preview": lambda: render.board_image(
            after.public_view(), names=names, preview=stamp, locale=locale
        ),
        "final": lambda: render.board_image(end.public_view(), names=names, locale=locale),
        "standings": lambda: render.standings_image(
            end.public_view(), names=names, ratings=ratings, locale=locale
        ),
        "hand": lambda: render.hand_image(
            middle.private_view(seat), name=names[seat], locale=locale
        ),
        "chart": chart,
    }


def drawn(make: Callable[[], Image.Image], locale: str) -> tuple[Image.Image, list[Any]]:
    with speaking(locale), layout.recording_text() as boxes:
        img = make()
    return img, boxes


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("edition", list(EDITIONS))
def test_longest_texts_neither_overlap_nor_leave_their_place(edition: str, locale: str) -> None:
    found = []
    for kind, make in kinds(edition, locale).items():
        img, boxes = drawn(make, locale)
        assert boxes, f"{kind}: no text recorded"
        found += [f"{kind}: {p}" for p in layout.problems(boxes, img.size)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_legible_on_a_phone(edition: str) -> None:
    found = []
    for kind, make in kinds(edition, "de").items():
        img, boxes = drawn(make, "de")
        found += [f"{kind}: {p}" for p in layout.too_small(boxes, img.width)]
    assert not found, "\n".join(found[:20])


# ----- the checker itself can fail -------------------------------------------------------------
def test_the_checker_finds_overlap_clipping_cut_words_and_small_type() -> None:
    from render.fonts import font

    img = Image.new("RGB", (400, 100))
    with layout.recording_text() as boxes:
        d = layout.canvas(img, bounds=(0, 0, 200, 100))
        d.text((10, 10), "Vorrat: 53 Spielsteine", font=font(20), anchor="la")
        d.text((60, 14), "leg diesen Spielstein", font=font(20), anchor="la")  # drawn over it
        d.text((390, 60), "Vorschau", font=font(20), anchor="la")  # off the right edge
        d.text((10, 60), "Vorsc…", font=font(20), anchor="la")  # a word cut
        d.text((10, 80), "Bartholo…", font=font(8), anchor="la", role="name")
    found = layout.problems(boxes, img.size)
    assert any("overlaps" in p and "Vorrat" in p for p in found)
    assert any("'Vorschau'" in p and "leaves image" in p for p in found)
    assert any("'Vorsc…' is cut" in p for p in found)
    assert not any("'Bartholo…' is cut" in p for p in found)  # a name may be shortened
    assert [p for p in layout.too_small(boxes, img.width) if "Bartholo" in p]
    # apart, inside, whole and large enough: nothing to say
    with layout.recording_text() as fine:
        d = layout.canvas(img)
        d.text((10, 10), "Vorrat", font=font(20), anchor="la")
        d.text((10, 50), "Vorschau", font=font(20), anchor="la")
    assert layout.problems(fine, img.size) == []
    assert layout.too_small(fine, img.width) == []


def test_a_kept_layer_is_recorded_where_it_is_pasted_and_hidden_labels_are_not() -> None:
    from render.fonts import font

    base = Image.new("RGB", (100, 40))
    with layout.layer(base):
        layout.canvas(base).text((5, 5), "A1", font=font(18), anchor="la", role="label")
        layout.canvas(base).text((50, 5), "B2", font=font(18), anchor="la", role="label")
    with layout.recording_text() as boxes:
        layout.replay(base, (0, 30), hidden={"B2"})
    assert [b.text for b in boxes] == ["A1"]
    assert boxes[0].box[1] >= 30 and boxes[0].role == "label"


def test_fitting_shortens_by_rule() -> None:
    from render.fonts import font

    text, f = layout.fit_line(
        ["Alice: leg diesen Spielstein", "leg diesen Spielstein"], 260, (24, 21)
    )
    assert f.getlength(text) <= 260 and not text.endswith("…")
    lines = layout.wrap("Joker: 1 einer Farbe", font(15), 110, 2)
    assert len(lines) == 2 and all(font(15).getlength(x) <= 110 for x in lines)
