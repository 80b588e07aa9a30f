"""The league standings image: one framed leader row per shared first place, rows in order."""

from __future__ import annotations

from fractions import Fraction

from community.league import Result, standings
from render.league import HEAD_HEIGHT, PAD, ROW_HEIGHT, TITLE_HEIGHT, WIDTH, league_standings_image
from render.theme import DARK


def rows_for(results: list[Result]) -> list:
    return standings([1, 2, 3, 4, 5], results, left={p: 2 for p in range(1, 6)})


def frame_pixel(row: int) -> tuple[int, int, int]:
    """A pixel on the left edge of a row's box (the winner frame is drawn there)."""
    return (PAD // 2 + 1, TITLE_HEIGHT + HEAD_HEIGHT + row * ROW_HEIGHT + ROW_HEIGHT // 2)


def test_leader_framed_other_rows_not() -> None:
    rows = rows_for([Result((1, 2, 3), (1, 2, 3), (6, 4, 2)), Result((4, 5), (1, 2), (5, 1))])
    img = league_standings_image(rows, names={1: "Ann", 2: "Bo"}, title="Weekly", theme=DARK)
    assert img.size == (WIDTH, TITLE_HEIGHT + HEAD_HEIGHT + 5 * ROW_HEIGHT + PAD)
    assert img.getpixel(frame_pixel(0)) == DARK.winner
    for n in range(1, 5):
        assert img.getpixel(frame_pixel(n)) != DARK.winner
    # Alternating row shades, sampled away from any text.
    x = WIDTH - PAD
    y0 = TITLE_HEIGHT + HEAD_HEIGHT + ROW_HEIGHT + ROW_HEIGHT // 2
    assert img.getpixel((x, y0)) == DARK.panel_current
    assert img.getpixel((x, y0 + ROW_HEIGHT)) == DARK.panel


def test_shared_first_place_frames_both() -> None:
    rows = rows_for([Result((1, 2, 3), (1, 1, 3), (3, 3, 1)), Result((4, 5), (1, 2))])
    tops = [r for r in rows if r.place == 1]
    assert len(tops) == 2 and tops[0].points == Fraction(2)
    img = league_standings_image(rows, names={}, title="Weekly", theme=DARK, locale="de")
    assert [img.getpixel(frame_pixel(n)) == DARK.winner for n in range(5)] == [
        True, True, False, False, False,
    ]  # fmt: skip
