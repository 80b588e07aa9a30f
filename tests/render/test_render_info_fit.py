"""Every info image (analysis, leaderboard, profile, league table) in every language with
the longest names and numbers: no two texts overlap, none leaves its place, no word is cut
(only names may be shortened), and none is under 9 px once shown 400 px wide.

The boards, racks, hands, standings, charts and the final image of every edition are
checked the same way in ``test_render_text_fit.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import pytest
from PIL import Image

import i18n
from render import DEFAULT, layout
from render.analysis import AnalysisRow, analysis_image
from render.league import league_standings_image
from render.ratings import BoardRow, Chart, leaderboard_image, profile_image
from render.words import speaking

LOCALES = ("en", "de", "nl")
#: Names of 32 characters (Discord's limit), wide letters first.
LONG = [
    "Maximiliane-Alexandra von Wolfsb",
    "Bartholomäus Christophersen-Heim",
    "Dorothea Elisabeth Kaufmann-Lang",
    "Wilhelmina Margaretha Oosterhuis",
]
#: A league's name of 100 characters (the longest the bot accepts).
LEAGUE = "Donnerstagsrunde der Spielefreunde Wolfsburg-Fallersleben und Umgebung, gegründet 1987 in Vorsfelde"


@dataclass(frozen=True)
class Line:
    """A league standings line (the shape of ``community.league.Row``)."""

    place: int
    player: int
    points: Fraction
    opponents: Fraction
    head_to_head: int
    weakest: int
    played: int
    left: int


def kinds(loc: str) -> dict[str, Callable[[], Image.Image]]:
    def tr(key: str, **kw: object) -> str:
        return i18n.text(loc, key, **kw)

    analysed = [
        AnalysisRow(f"{LONG[i]} ({tr('ui-computer-strong')})", 0.05 + 0.3 * i, 88.8 - i, 888)
        for i in range(4)
    ]
    board = [
        BoardRow(i + 1, LONG[i % 4], 2888 - 37 * i, 8888, 8888, "2026-12-31") for i in range(8)
    ] + [  # provisional: their rated games of the five ("4/5")
        BoardRow(None, LONG[i % 4], 2888 - 37 * i, 4, 4, "2026-12-31", 5) for i in range(8, 12)
    ]
    edition = "Einfach Genial 3D Solo"
    charts = [
        Chart(tr("img-rating-chart-title", edition=edition, games=8888, provisional=p), pts, pl)
        for p, pts, pl in (
            ("true", [1500, 1427, 2888, 999], [1, 4, 1]),
            ("false", [1427], []),
        )
    ]
    league = [
        Line(i + 1, i, Fraction(283, 3), Fraction(8881, 12), -88 + i, 18, 88, 88) for i in range(8)
    ]
    names = {i: LONG[i % 4] for i in range(8)}
    title = tr("img-league-title-division", league=LEAGUE, season=88, division=88)
    return {
        "analysis": lambda: analysis_image(
            analysed, title=tr("img-computer-analysis-title", game=88888)
        ),
        "leaderboard": lambda: leaderboard_image(
            board,
            title=tr("img-rating-leaderboard-title", edition=edition),
            footer=tr("img-rating-page", page=88, pages=88),
            locale=loc,
        ),
        "leaderboard-empty": lambda: leaderboard_image(
            [],
            title=tr("img-rating-leaderboard-title", edition=edition),
            footer=tr("img-rating-page", page=1, pages=1),
            locale=loc,
        ),
        "profile": lambda: profile_image(LONG[1], charts, locale=loc),
        "profile-empty": lambda: profile_image(LONG[1], [], locale=loc),
        "league": lambda: league_standings_image(
            league, names=names, title=title, theme=DEFAULT, locale=loc
        ),
    }


@pytest.mark.parametrize("locale", LOCALES)
def test_info_images_fit_and_are_legible_on_a_phone(locale: str) -> None:
    found = []
    for kind, make in kinds(locale).items():
        with speaking(locale), layout.recording_text() as boxes:
            img = make()
        assert boxes, f"{kind}: no text recorded"
        found += [f"{kind}: {p}" for p in layout.problems(boxes, img.size)]
        found += [f"{kind}: {p}" for p in layout.too_small(boxes, img.width)]
    assert not found, "\n".join(found[:30])


def test_every_figure_of_the_league_table_is_drawn() -> None:
    with speaking("de"), layout.recording_text() as boxes:
        league_standings_image(
            [Line(1, 7, Fraction(5, 2), Fraction(37, 3), 3, 12, 4, 2)],
            names={7: "Ann"},
            title="Liga",
            theme=DEFAULT,
            locale="de",
        )
    texts = [b.text for b in boxes]
    for figure in ("1", "Ann", "2.5", "12.33", "+3", "12", "4", "2"):
        assert figure in texts
    assert {"Punkte", "Gegnerpkt.", "Direkt", "Schwächste", "Gespielt", "Offen"} <= set(texts)


def test_names_lose_what_the_font_cannot_draw() -> None:
    with layout.recording_text() as boxes:
        league_standings_image(
            [Line(1, 7, Fraction(1), Fraction(1), 0, 1, 1, 0)],
            names={7: "Björn 🎲"},
            title="Liga 🎲",
            theme=DEFAULT,
        )
    texts = [b.text for b in boxes]
    assert "Björn" in texts and "Liga" in texts
