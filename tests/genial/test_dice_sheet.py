"""The dice game's score sheet: sections, locks, best order of crosses (DCE-13..17, D-DCE-2/6)."""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from genial.dice.sheet import SheetLayout

LAYOUT = SheetLayout((3, 3, 1))


def test_d_dce_2_layout_is_three_three_one() -> None:
    """D-DCE-2: 7 cells per row, left 1-3, middle 4-6, right 7; 42 cells in all (D-DCE-8)."""
    assert LAYOUT.length == 7
    assert LAYOUT.total == 42
    assert LAYOUT.ends == (3, 6, 7)
    assert [LAYOUT.section_of(c) for c in range(1, 8)] == [0, 0, 0, 1, 1, 1, 2]


@pytest.mark.parametrize(
    ("rows", "opened", "reach"),
    [
        ((0, 0, 0, 0, 0, 0), 1, 3),
        ((3, 3, 3, 3, 3, 0), 1, 3),  # DCE-14: one row without a left cross keeps the middle shut
        ((1, 1, 1, 1, 1, 1), 2, 6),  # DCE-14: every row has a left cross
        ((6, 6, 6, 6, 6, 3), 2, 6),  # DCE-15: one row without a middle cross keeps the right shut
        ((4, 4, 4, 4, 4, 4), 3, 7),  # DCE-15
        ((7, 7, 7, 7, 7, 7), 3, 7),
    ],
)
def test_dce_14_15_open_sections(rows: tuple[int, ...], opened: int, reach: int) -> None:
    assert LAYOUT.open_sections(rows) == opened
    assert LAYOUT.reach(rows) == reach


def test_dce_x5_locked_middle_loses_crosses() -> None:
    """DCE-X5: 4 green and 2 yellow with no blue yet: only 3 green and 1 yellow are crossed."""
    #          R  G  B  O  Y  P
    before = (1, 0, 0, 1, 2, 1)
    after = LAYOUT.place(before, (0, 4, 0, 0, 2, 0))
    assert after == (1, 3, 0, 1, 3, 1)


def test_dce_x6_one_cross_unlocks_the_right_section() -> None:
    """DCE-X6 / D-DCE-6: green first opens the right section, then 5 of 6 yellow fit."""
    before = (4, 3, 4, 4, 2, 4)
    after = LAYOUT.place(before, (0, 1, 0, 0, 6, 0))
    assert after == (4, 4, 4, 4, 7, 4)  # the 6th yellow is lost: the row is complete


def test_d_dce_6_order_matters_only_to_the_engine() -> None:
    """D-DCE-6: the same crosses in any order; the engine finds the order placing most."""
    before = (0, 3, 3, 3, 3, 3)
    # Red first would open the middle for the 3 green; green first would lose them.
    assert LAYOUT.place(before, (1, 3, 0, 0, 0, 0)) == (1, 6, 3, 3, 3, 3)


def test_dce_17_complete_row_loses_crosses() -> None:
    assert LAYOUT.place((7, 4, 4, 4, 4, 4), (2, 0, 0, 0, 0, 0)) == (7, 4, 4, 4, 4, 4)
    assert LAYOUT.full((7,) * 6)
    assert not LAYOUT.full((7, 7, 7, 7, 7, 6))


@cache
def _best(rows: tuple[int, ...], want: tuple[int, ...]) -> int:
    """Brute force over every order of crosses: the most that can be placed."""
    best = 0
    reach = LAYOUT.reach(rows)
    for i, w in enumerate(want):
        if w and rows[i] < reach:
            r = (*rows[:i], rows[i] + 1, *rows[i + 1 :])
            n = (*want[:i], w - 1, *want[i + 1 :])
            best = max(best, 1 + _best(r, n))
    return best


row = st.integers(0, 7)
rows_st = st.tuples(row, row, row, row, row, row).filter(
    # only sheets that the lock rule can produce (the lock invariant)
    lambda r: max(r) <= LAYOUT.reach(r)
)
want_st = st.tuples(*(st.integers(0, 3) for _ in range(6)))


@given(rows_st, want_st)
def test_d_dce_6_place_is_optimal(rows: tuple[int, ...], want: tuple[int, ...]) -> None:
    """D-DCE-6: the engine places as many crosses as the best order (brute force)."""
    after = LAYOUT.place(rows, want)
    assert sum(after) - sum(rows) == _best(rows, want)


@given(rows_st, want_st)
def test_d_dce_2_place_keeps_the_lock_invariant(
    rows: tuple[int, ...], want: tuple[int, ...]
) -> None:
    """Crosses stay inside the sheet and behind the locks; never more than asked."""
    after = LAYOUT.place(rows, want)
    assert all(0 <= b - a <= w for a, b, w in zip(rows, after, want, strict=True))
    assert max(after) <= LAYOUT.reach(after) <= LAYOUT.length
    # a middle cross needs every row crossed in the left; a right cross every row in the middle
    if max(after) > 3:
        assert min(after) >= 1
    if max(after) > 6:
        assert min(after) >= 4
