"""Classic scoring (D-CL-4, TRV-13..19), caps (D-ALL-8) and points reported (D-ALL-10).

Positions are on the 2-player board (radius 5, centre F6). Around F6 = (0, 0):
F5 left, F7 right, E5 upper-left, E6 upper-right, G5 lower-left, G6 lower-right.
"""

from __future__ import annotations

import pytest
from helpers import gains, position, score

import i18n

#: Red runs around F6 in the five directions other than F7 (right):
#: left F5 F4 (then green F3), upper-left E5 D4 (then free), upper-right E6 (then free),
#: lower-right G6 (then purple H6), lower-left G5 H4 I3 (then free).
FIVE_WAYS = ["RR F4 r", "YG F2 r", "RR D4 dr", "RB E6 r", "RP G6 dr", "RR G5 dl", "RO I3 r"]


@pytest.mark.parametrize(
    ("tiles", "move", "expected"),
    [
        # D-CL-4: all five directions, runs stopped by another colour, a free cell, a tile end
        (FIVE_WAYS, "RG F6 r", gains(R=2 + 2 + 1 + 1 + 3)),
        # the same tile turned round: red on F7 sees E6 and G6 only
        (FIVE_WAYS, "GR F6 r", gains(R=2)),
        # nothing around: no points (TRV-11: a placement may score nothing)
        ([], "RG F6 r", gains()),
        # a run in the partner's direction is not counted from this half...
        (["RR F8 r"], "RG F6 r", gains()),
        # ...but from the partner half it is (green F7 sees nothing; red F7 sees F8 F9)
        (["RR F8 r"], "GR F6 r", gains(R=2)),
        # TRV-13: own halves never count: F5 and F8 red, new double red on F6-F7 -> 1 + 1
        (["GR F4 r", "RG F8 r"], "RR F6 r", gains(R=2)),
        # TRV-19: a double's sixth direction is excluded (F7 does not see F6 and vice versa)
        (["BB F8 r"], "BB F6 r", gains(B=2)),
        # both halves score their own colours
        (["RR F4 r", "GG F8 r"], "RG F6 r", gains(R=2, G=2)),
        # the same colour on both halves adds up
        (["RR F4 r", "RR F8 r"], "RR F6 r", gains(R=4)),
        # TRV-17: a different symbol breaks the run (F5 blue, F4 red behind it)
        (["RB F4 r"], "RG F6 r", gains()),
        # TRV-17: a free cell breaks the run (F5 free, F4 red)
        (["GR F3 r"], "RG F6 r", gains()),
        # runs stop at the edge of the board: F1 is a printed purple, F2..F5 purple tiles
        (["PP F2 r", "PP F4 r"], "PY F6 r", gains(P=5)),
    ],
)
def test_d_cl_4_scoring(tiles: list[str], move: str, expected: tuple[int, ...]) -> None:
    game = position(tiles=tiles, racks=[[move.split()[0]], []])
    outcome = game.apply(move)
    assert outcome.gains == expected
    assert outcome.points == sum(expected)
    assert game.scores()[0] == expected


@pytest.mark.parametrize(
    ("tiles", "move", "expected"),
    [
        # D-CL-2: the printed red at A1 counts like a tile symbol (B2 touches it upper-left)
        ([], "RB B2 r", gains(R=1)),
        # a run may go through a tile and end on the printed symbol: C3 -> B2 -> A1
        (["RG B2 r"], "RY C3 r", gains(R=2)),
        # the printed blue F11 and purple F1 at the ends of the middle row
        ([], "PB F9 r", gains(B=1)),
        ([], "BP F9 r", gains()),
        ([], "PB F2 r", gains(P=1)),
        # a printed symbol of another colour scores nothing
        ([], "GB B2 r", gains()),
    ],
)
def test_d_cl_2_printed_symbols_score(
    tiles: list[str], move: str, expected: tuple[int, ...]
) -> None:
    game = position(tiles=tiles, racks=[[move.split()[0]], []])
    assert game.apply(move).gains == expected


def test_d_cl_2_printed_symbol_in_every_direction_of_a_neighbour() -> None:
    """The three cells touching the printed yellow K1 (J1, J2, K2) all see it."""
    for move in ["YR J1 r", "RY J1 r", "YR K2 r"]:
        game = position(racks=[[move.split()[0]], []])
        assert game.apply(move).gains == gains(Y=1), move


def test_d_all_8_cap_surplus_lost_and_d_all_10_points_after_caps() -> None:
    """D-ALL-8: red 15 + 9 stops at 18; D-ALL-10: the move reports +3, and 6 lost."""
    game = position(tiles=FIVE_WAYS, racks=[["RG", "BB"], []], scores=[score(R=15), score()])
    option = next(o for o in game.options_for_menu() if o.move.notation == "RG F6 r")
    assert option.points == 3
    assert "+3 red" in option.detail and "6 red lost to the cap" in option.detail
    outcome = game.apply("RG F6 r")
    assert outcome.gains == gains(R=3)
    assert outcome.lost == gains(R=6)
    assert outcome.points == 3
    assert "+3 red (6 red lost to the cap)" in i18n.fact("en", outcome.fact)
    assert game.scores()[0] == tuple(score(R=18))


def test_d_all_8_nothing_gained_at_the_cap() -> None:
    game = position(tiles=FIVE_WAYS, racks=[["RG", "BB"], []], scores=[score(R=18, G=1), score()])
    outcome = game.apply("RG F6 r")
    assert outcome.gains == gains() and outcome.lost == gains(R=9)
    assert outcome.bonus == 0  # already at 18: no new bonus (D-CL-5)
    assert "no points" in i18n.fact("en", outcome.fact)
    assert game.scores()[0] == tuple(score(R=18, G=1))


def test_scores_are_per_seat() -> None:
    game = position(tiles=FIVE_WAYS, racks=[[], ["RG"]], seat=1, scores=[score(R=3), score(G=2)])
    game.apply("RG F6 r")
    assert game.scores() == [tuple(score(R=3)), tuple(score(R=9, G=2))]


def test_d_cl_4_gains_of_matches_apply_for_every_option() -> None:
    """The menu's points (computed from the run table) equal what applying gives."""
    game = position(
        tiles=FIVE_WAYS, racks=[["RG", "RR", "BP", "GG"], []], scores=[score(R=12), score()]
    )
    for option in game.options_for_menu():
        outcome = game.preview(option.move)
        assert option.points == outcome.points, option.move.notation


def test_previews_leave_the_ranking_of_the_original_intact() -> None:
    """Copies share the run table; applying in a copy must not disturb the original's."""
    game = position(tiles=FIVE_WAYS, racks=[["RG", "RR"], ["BB"]], bag=["YY"] * 9)
    before = [(o.move.notation, o.points) for o in game.options_for_menu()]
    for option in game.options_for_menu()[:10]:
        game.preview(option.move)
    assert [(o.move.notation, o.points) for o in game.options_for_menu()] == before
    twin = game.copy()
    twin.apply("RG F6 r")
    assert [(o.move.notation, o.points) for o in game.options_for_menu()] == before
