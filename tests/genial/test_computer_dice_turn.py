"""The dice game's turn plan (strong's dice hook): exact expectation over rolls."""

from __future__ import annotations

from itertools import product

import pytest

from genial.computer import decide
from genial.computer.dice_turn import (
    TurnPlan,
    next_turn_gain,
    plan_move,
    rolls,
    score_choices,
    turns_left,
    value,
)
from genial.core.rng import Rng
from genial.dice import DiceGame
from genial.dice.moves import counts
from genial.dice.sheet import SheetLayout

# Colour order of the sheet rows: R G B O Y P.


def rolled(own: str, theirs: str, sheet: list[int], *, rerolls_used: int = 0) -> DiceGame:
    """Two players; seat 1's dice lie as ``theirs``; seat 0 has rolled ``own`` (after
    ``rerolls_used`` rerolls) with ``sheet`` as its rows."""
    script = [theirs] + ["RRGG"] * rerolls_used + [own]
    g = DiceGame.new(2, 7, {"dice": script})
    g.sheets[0] = list(sheet)
    g.apply("roll")
    for _ in range(rerolls_used):
        g.apply("reroll")
    return g


def test_rolls_are_every_distinct_roll_with_its_chance() -> None:
    """DCE-5/6: all dice are rolled together; 4 dice of 6 faces give 126 distinct rolls."""
    assert len(rolls(4)) == 126 and len(rolls(3)) == 56 and len(rolls(2)) == 21
    assert sum(p for _, p in rolls(4)) == pytest.approx(1.0)
    four_alike = dict(rolls(4))[(4, 0, 0, 0, 0, 0)]
    assert four_alike == pytest.approx(1 / 1296)


def test_joker_choices_cover_every_group_and_colour() -> None:
    """DCE-10/12: each group of two or more alike may be a joker for any colour, or not."""
    assert len(score_choices((2, 1, 1, 0, 0, 0))) == 1 + 6
    assert len(score_choices((2, 2, 0, 0, 0, 0))) == 1 + 6 + 6 + 36
    assert score_choices((1, 1, 1, 1, 0, 0)) == [()]


def test_expected_value_is_the_exact_mean_over_every_ordered_roll() -> None:
    """Rolling again is valued exactly: the mean over all 6^4 ordered rolls of the best score."""
    g = rolled("RGBO", "RRYP", [2, 1, 0, 3, 1, 2])
    plan = TurnPlan(g, 0)
    brute = 0.0
    for faces in product(range(6), repeat=4):
        c = [0] * 6
        for f in faces:
            c[f] += 1
        brute += plan.best(tuple(c))[0] / 6**4
    assert plan.expected(0) == pytest.approx(brute)
    # With a reroll in hand a poor roll is thrown again: the mean can only grow.
    assert plan.expected(1) >= plan.expected(0)


def test_a_winning_roll_is_scored_at_once() -> None:
    """DCE-18: the first full sheet wins, so a roll that fills it is scored, rerolls left."""
    g = rolled("RGBO", "RRRR", [6, 7, 7, 7, 7, 7])
    move = plan_move(g, 0)
    assert move.notation == "score"
    g.apply(move)
    assert g.over and g.winners == [0]


def test_a_roll_that_places_nothing_is_rolled_again() -> None:
    """DCE-5: no match and no pair: rolling again is better than nothing; without rerolls
    left the seat must score."""
    g = rolled("RGBO", "YYPP", [1, 1, 1, 1, 1, 1])
    assert plan_move(g, 0).notation == "reroll"
    last = rolled("RGBO", "YYPP", [1, 1, 1, 1, 1, 1], rerolls_used=2)
    assert plan_move(last, 0).notation == "score"


def test_a_pair_opens_the_locked_sections() -> None:
    """DCE-10/14: with blue the only empty row every other cross is locked out, so the pair
    becomes a joker for blue (and the rest may follow into the middle section)."""
    g = rolled("RRGO", "YYPP", [3, 3, 0, 3, 3, 3], rerolls_used=2)
    assert plan_move(g, 0).notation == "score joker RR=B"


def test_the_roll_left_lying_counts_for_the_next_player() -> None:
    """DCE-7: the last roll is the next player's template; symbols it cannot use (rows
    full or locked) give it nothing, symbols it needs give it crosses."""
    room = (0, 0, 3, 3, 3, 3)
    useless = next_turn_gain(room, (2, 2, 0, 0, 0, 0), 4, 2)
    useful = next_turn_gain(room, (0, 0, 2, 2, 0, 0), 4, 2)
    assert useless == 0.0 and useful > 1.0
    # A template of one colour can be hit hard by a re-rolling opponent: worth more to it.
    one = next_turn_gain((7,) * 6, (0, 0, 4, 0, 0, 0), 4, 2)
    spread = next_turn_gain((7,) * 6, (1, 1, 1, 1, 0, 0), 4, 2)
    assert one > spread
    g = rolled("RGBO", "YYPP", [1, 1, 1, 1, 1, 1])
    plan = TurnPlan(g, 0)
    assert plan.left_lying(tuple(counts(g.dice[0] or ()))) > 0


def test_strong_plays_the_plan_in_the_dice_game_whatever_its_rng() -> None:
    """Strong's dice move is the plan's: a function of what the seat sees, not of the rng
    or of the game's future rolls (no cheating)."""
    g = rolled("RRGO", "YBPP", [2, 1, 0, 3, 1, 2])
    moves = {decide(g, 0, "strong", Rng(k)).notation for k in range(3)}
    assert moves == {plan_move(g, 0).notation}
    other = g.copy()
    other.rng = Rng(99)
    assert plan_move(other, 0) == plan_move(g, 0)


def test_even_rows_are_worth_more_than_uneven_ones() -> None:
    """DCE-16 advises advancing all six symbols evenly: with the same crosses and the same
    weakest row, the sheet whose missing crosses are spread wider is worth more; a full
    sheet (DCE-18) is worth most."""
    layout = DiceGame.new(2, 1).layout
    spread, lopsided = (1, 3, 3, 3, 3, 5), (1, 1, 4, 4, 4, 4)
    assert sum(spread) == sum(lopsided) and min(spread) == min(lopsided)
    assert value(spread, layout) > value(lopsided, layout)
    assert value((7,) * 6, layout) > value((6, 7, 7, 7, 7, 7), layout) + 100


# ----- the turns table (tools/dice_table.py) ---------------------------------


@pytest.mark.parametrize(("players", "dice"), [(2, 4), (3, 3), (4, 2)])
def test_the_turns_table_matches_a_fresh_computation(players: int, dice: int) -> None:
    """The checked-in tables are what ``tools/dice_table.py`` computes: each table's
    fullest sheets recomputed from scratch (every template, roll, reroll and joker choice,
    DCE-2, DCE-5..16)."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "tools" / "dice_table.py"
    spec = importlib.util.spec_from_file_location("dice_table", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    fresh = module.compute(players, limit=8)
    game = DiceGame.new(players, 1)
    assert game.per_player == dice and len(fresh) == 8
    for sheet, turns in fresh.items():
        assert turns_left(sheet, game.layout, dice) == pytest.approx(turns, abs=1e-5), sheet


@pytest.mark.parametrize("dice", [4, 3, 2])
def test_the_turns_table_covers_every_reachable_sheet_and_never_rewards_fewer_crosses(
    dice: int,
) -> None:
    """DCE-13..16: crosses are never undone, so one more allowed cross never makes a sheet
    need more turns; a full sheet needs none, an empty one about a dozen or more."""
    layout = DiceGame.new(2, 1).layout
    empty = turns_left((0,) * 6, layout, dice)
    assert empty is not None and 8 < empty < 40
    assert turns_left((7,) * 6, layout, dice) == 0.0
    seen = 0
    for sheet in product(range(8), repeat=6):
        if list(sheet) != sorted(sheet) or max(sheet) > layout.reach(sheet):
            continue
        seen += 1
        here = turns_left(sheet, layout, dice)
        assert here is not None, sheet
        for i in range(6):
            more = list(sheet)
            more[i] += 1
            if more[i] <= layout.reach(more):
                after = turns_left(more, layout, dice)
                assert after is not None and after <= here + 1e-9, (sheet, i)
    assert seen == 574


def test_two_players_value_sheets_by_the_turns_they_still_need() -> None:
    """With two players (four dice each) a sheet is worth the turns it saves, read in
    crosses: the lopsided sheet that needs more turns is worth less, a full sheet wins; a
    sheet layout without a table keeps the crosses-based value."""
    layout = DiceGame.new(2, 1).layout
    spread, lopsided = (1, 3, 3, 3, 3, 5), (1, 1, 4, 4, 4, 4)
    a, b = turns_left(spread, layout, 4), turns_left(lopsided, layout, 4)
    assert a is not None and b is not None
    assert (value(spread, layout, 4) > value(lopsided, layout, 4)) == (a < b)
    assert value((7,) * 6, layout, 4) > value((6, 7, 7, 7, 7, 7), layout, 4) + 100
    assert value((0,) * 6, layout, 4) == 0.0
    other = SheetLayout((2, 4, 1))
    assert turns_left(spread, other, 4) is None
    assert value(spread, other, 4) == value(spread, other)
