"""'Type a cell': the spellings a typed form accepts after choosing a tile (defect 5)."""

from __future__ import annotations

import pytest

from cogs.play.typed import spellings


@pytest.mark.parametrize(
    ("typed", "group", "first"),
    [
        ("D9 dr", "BO", "BO D9 dr"),  # the rest of the move, the tile as chosen
        ("  d9    DR ", "BO", "BO d9 DR"),  # any case, any spacing
        ("OB D9 dr", "BO", "OB D9 dr"),  # the whole move as the menu lists it
        ("BO D9 dr", "BO", "BO D9 dr"),  # the tile in the order chosen
        ("ob d9 dr", "BO", "ob d9 dr"),
        ("OB D9 dr  (+3)", "BO", "OB D9 dr"),  # the label exactly as shown
        ("`OB D9 dr` (+12)", "BO", "OB D9 dr"),
        ("D9 D10", "BO", "BO D9 D10"),  # two cells
        ("RB F7 r", "", "RB F7 r"),  # the whole-move form
    ],
)
def test_spellings_put_the_likeliest_reading_first(typed: str, group: str, first: str) -> None:
    assert spellings(typed, group)[0] == first


def test_both_orders_of_a_tile_are_tried() -> None:
    assert spellings("D9 dr", "BO") == ["BO D9 dr", "OB D9 dr", "D9 dr"]
    assert spellings("OB D9 dr", "BO") == ["OB D9 dr", "BO D9 dr"]
    # a double tile reads one way only
    assert spellings("D9 dr", "RR") == ["RR D9 dr", "D9 dr"]


def test_nothing_typed_gives_nothing_to_try() -> None:
    assert spellings("   ", "BO") == []
    assert spellings("(+3)", "BO") == []
