"""The worked examples of dice.md (DCE-X1..X7), restated with the dice of DCE G6.

Seats follow the leaflet's turn order: Svenja starts, then Birgit, then Roman
(DCE-X3: "after Svenja it is Birgit's turn"). In the basic game Birgit and
Roman pre-roll (DCE-3, D-DCE-7): Birgit {yellow, yellow, blue}, Roman {red,
blue, yellow} (G6). The ``dice`` option fixes every roll in order.
"""

from __future__ import annotations

import i18n
from genial.core.colours import Colour
from genial.dice import DiceGame, Score

SVENJA, BIRGIT, ROMAN = 0, 1, 2
R, G, B, O, Y, P = Colour  # noqa: E741 (O is orange)


def leaflet_game() -> DiceGame:
    """Pre-rolls Birgit YYB, Roman RBY; Svenja RGP then YBB; Birgit PPG then BRO (G6).

    The leaflet's examples count crosses scored; so that all of them are also
    placed, every row already has one cross (the middle section is open).
    """
    g = DiceGame.new(3, 1, {"dice": ["YYB", "RBY", "RGP", "YBB", "PPG", "BRO"]})
    g.sheets = [[1] * 6 for _ in range(3)]
    return g


def test_dce_x1_svenja_first_roll_scores_only_one_red() -> None:
    """DCE-X1: only 1 red (Roman's red) can be scored; she rerolls all three dice."""
    g = leaflet_game()
    assert g.public_view().dice == (None, (Y, Y, B), (R, B, Y))
    g.apply("roll", SVENJA)
    menu = g.options_for_menu()
    scores = [o for o in menu if isinstance(o.move, Score)]
    assert [(o.move.notation, o.points) for o in scores] == [("score", 1)]
    out = g.preview("score")
    assert out.gains == (1, 0, 0, 0, 0, 0)
    assert "reroll" in [m.notation for m in g.legal_moves()]
    g.apply("reroll", SVENJA)
    assert g.public_view().dice[SVENJA] == (Y, B, B)


def test_dce_x2_svenja_second_roll_three_yellow_four_blue() -> None:
    """DCE-X2: yellow matches 3, each blue matches 2 (4 blue); or the blue pair as a joker."""
    g = leaflet_game()
    g.apply("roll")
    g.apply("reroll")
    best = g.options_for_menu()[0]
    assert best.move.notation == "score"
    assert best.points == 7
    assert best.detail == "+4 blue, +3 yellow"
    # DCE-11: with the blue pair as a joker, the blue dice score no matches.
    joker = g.preview("score joker BB=R")
    assert joker.gains == (1, 0, 0, 0, 3, 0)
    out = g.apply("score")
    assert out.gains == (0, 0, 4, 0, 3, 0)
    assert out.lost == (0,) * 6
    assert g.scores()[SVENJA] == (1, 1, 5, 1, 4, 1)


def test_dce_x2_on_a_fresh_sheet_the_fourth_blue_is_lost() -> None:
    """DCE-X2 with DCE-14: on an empty sheet only 3 of the 4 blue fit the left section."""
    g = leaflet_game()
    g.sheets[SVENJA] = [0] * 6
    g.apply("roll")
    g.apply("reroll")
    out = g.apply("score")
    assert (out.gains, out.lost) == ((0, 0, 3, 0, 3, 0), (0, 0, 1, 0, 0, 0))


def test_dce_x3_birgit_first_roll_only_the_violet_joker() -> None:
    """DCE-X3: template = Roman's dice + Svenja's second roll; only the violet pair helps."""
    g = leaflet_game()
    g.apply("roll")
    g.apply("reroll")
    g.apply("score")
    assert g.current == BIRGIT
    assert g.template(BIRGIT) == [1, 0, 3, 0, 2, 0]  # R G B O Y P of Roman + Svenja
    g.apply("roll")
    menu = [o for o in g.options_for_menu() if isinstance(o.move, Score)]
    assert {o.points for o in menu} == {1}
    assert all(o.group == "joker PP" for o in menu)
    assert len(menu) == 6  # one cross of any colour
    g.apply("reroll")


def test_dce_x4_birgit_second_roll_three_blue_one_red() -> None:
    """DCE-X4: her blue matches 3 blues (Svenja 2 + Roman 1), her red Roman's red."""
    g = leaflet_game()
    for m in ("roll", "reroll", "score", "roll", "reroll"):
        g.apply(m)
    assert g.public_view().dice[BIRGIT] == (B, R, O)
    best = g.options_for_menu()[0]
    assert (best.move.notation, best.points) == ("score", 4)
    out = g.apply("score")
    assert out.gains == (1, 0, 3, 0, 0, 0)
    assert g.current == ROMAN


def test_dce_x5_svenja_locked_middle_section() -> None:
    """DCE-X5: 4 green and 2 yellow, no blue yet: 3 green and 1 yellow; 1 of each lost."""
    g = DiceGame.new(3, 1, {"dice": ["GYR", "GYP", "GGY"]})
    g.sheets[SVENJA] = [1, 0, 0, 1, 2, 1]  # no blue in the left section
    g.apply("roll")
    out = g.preview("score")
    assert out.gains == (0, 3, 0, 0, 1, 0)
    assert out.lost == (0, 1, 0, 0, 1, 0)
    assert "lost to locks or full rows: 1 green, 1 yellow" in i18n.fact("en", out.fact)
    g.apply("score")
    assert g.scores()[SVENJA] == (1, 3, 0, 1, 3, 1)
    assert g.public_view().open_sections[SVENJA] == 1


def test_dce_x6_birgit_green_unlocks_then_five_yellow() -> None:
    """DCE-X6 / D-DCE-6: 1 green and 6 yellow; green first opens the right; 6th yellow lost."""
    birgit, roman, svenja = 0, 1, 2
    g = DiceGame.new(3, 1, {"dice": ["YRB", "YYG", "YYG"]})
    g.sheets[birgit] = [4, 3, 4, 4, 2, 4]
    g.apply("roll", birgit)
    assert g.template(birgit)[Y.index] == 3 and g.template(birgit)[G.index] == 1
    out = g.apply("score", birgit)
    assert out.gains == (0, 1, 0, 0, 5, 0)
    assert out.lost == (0, 0, 0, 0, 1, 0)
    assert g.scores()[birgit] == (4, 4, 4, 4, 7, 4)
    assert g.public_view().open_sections[birgit] == 3
    assert g.current == roman and svenja == 2


def test_dce_x7_victory_points_after_a_win() -> None:
    """DCE-X7: Svenja fills her sheet: 7 points; Birgit 3 (weakest row 3); Roman 2 (yellow)."""
    g = DiceGame.new(3, 1, {"games": 3, "dice": ["RGB", "ORP", "PGB"]})
    g.sheets[SVENJA] = [7, 7, 7, 7, 7, 6]
    g.sheets[BIRGIT] = [3, 3, 4, 3, 3, 3]
    g.sheets[ROMAN] = [5, 4, 6, 3, 2, 4]
    g.apply("roll")
    out = g.apply("score")  # Svenja's purple matches Roman's purple: the 42nd cross
    assert out.gains == (0, 0, 0, 0, 0, 1)
    assert "wins game 1 of 3" in i18n.fact("en", out.fact)
    assert g.public_view().victory_points == (7, 3, 2)
    assert not g.over and g.public_view().game_no == 2
    assert g.start_seat == BIRGIT  # DCE-19: each player starts once
    assert g.scores() == [(0,) * 6] * 3
