"""Hex grid geometry and cell labels (D-ALL-1, D-ALL-2)."""

from __future__ import annotations

import pytest

import i18n
from genial.core.errors import NotationError
from genial.core.hexgrid import (
    DIRECTIONS,
    FORWARD,
    OFFSETS,
    OPPOSITE,
    Grid,
    add,
    direction_between,
    distance,
    hexagon,
    neighbours,
    parse_direction,
)


@pytest.mark.parametrize(
    ("name", "offset"),
    [
        ("r", (1, 0)),
        ("l", (-1, 0)),
        ("ur", (1, -1)),
        ("ul", (0, -1)),
        ("dr", (0, 1)),
        ("dl", (-1, 1)),
    ],
)
def test_d_all_1_direction_offsets(name: str, offset: tuple[int, int]) -> None:
    """D-ALL-1: the axial offset of each of the six directions."""
    assert DIRECTIONS[name] == offset


def test_d_all_1_six_distinct_offsets_and_opposites() -> None:
    """D-ALL-1: six different unit offsets; each direction's opposite undoes it."""
    assert len(set(OFFSETS)) == 6
    for name, off in DIRECTIONS.items():
        back = DIRECTIONS[OPPOSITE[name]]
        assert add(off, back) == (0, 0)
        assert distance(off) == 1


def test_d_all_2_forward_directions_put_the_second_half_lower_or_right() -> None:
    """D-ALL-2 canonical notation: the first half is the upper or left cell."""
    assert set(FORWARD) == {"r", "dl", "dr"}
    for d in FORWARD:
        dq, dr = DIRECTIONS[d]
        assert dr > 0 or (dr == 0 and dq > 0)


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ((0, 0), (0, 0), 0),
        ((0, 0), (1, 0), 1),
        ((0, 0), (1, -1), 1),
        ((0, 0), (2, -1), 2),
        ((0, 0), (3, 3), 6),
        ((0, 0), (-5, 5), 5),
        ((2, -3), (-1, 1), 4),
        ((0, -5), (0, 5), 10),
    ],
)
def test_d_all_1_distance(a: tuple[int, int], b: tuple[int, int], expected: int) -> None:
    """D-ALL-1: the usual hex distance, symmetric."""
    assert distance(a, b) == expected
    assert distance(b, a) == expected


def test_d_all_1_distance_defaults_to_centre() -> None:
    assert distance((3, -1)) == 3


@pytest.mark.parametrize(("radius", "count"), [(0, 1), (1, 7), (5, 91), (6, 127), (7, 169)])
def test_d_all_1_hexagon_counts(radius: int, count: int) -> None:
    """D-CL-1 areas: 91, 127 and 169 cells for radius 5, 6, 7."""
    cells = hexagon(radius)
    assert len(cells) == count == len(set(cells))
    assert all(distance(c) <= radius for c in cells)
    assert max(distance(c) for c in cells) == radius


def test_hexagon_off_centre() -> None:
    cells = hexagon(1, (3, -6))
    assert set(cells) == {(3, -6), *neighbours((3, -6))}


def test_neighbours_are_the_six_offsets() -> None:
    assert sorted(neighbours((2, 3))) == sorted(add((2, 3), o) for o in OFFSETS)


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ((0, 0), (1, 0), "r"),
        ((0, 0), (0, -1), "ul"),
        ((0, 0), (-1, 1), "dl"),
        ((0, 0), (2, 0), None),
    ],
)
def test_direction_between(a: tuple[int, int], b: tuple[int, int], expected: str | None) -> None:
    assert direction_between(a, b) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("r", "r"),
        ("UL", "ul"),
        (" dr ", "dr"),
        ("right", "r"),
        ("Left", "l"),
        ("up-right", "ur"),
        ("up_left", "ul"),
        ("downleft", "dl"),
        ("ne", "ur"),
        ("SW", "dl"),
    ],
)
def test_d_all_2_parse_direction(text: str, expected: str) -> None:
    """D-ALL-2: directions ul ur l r dl dr, any case (plus a few spelled-out aliases)."""
    assert parse_direction(text) == expected


@pytest.mark.parametrize("text", ["", "x", "up", "north", "rr"])
def test_d_all_2_bad_direction_message(text: str) -> None:
    with pytest.raises(NotationError) as exc:
        parse_direction(text)
    assert exc.value.reason == "parse"
    assert "is not a direction" in i18n.fact("en", exc.value)
    assert "ul" in i18n.fact("en", exc.value)


# ----- labels (D-ALL-2) -------------------------------------------------------------------
GRID5 = Grid(frozenset(hexagon(5)))
GRID7 = Grid(frozenset(hexagon(7)))


@pytest.mark.parametrize(
    ("grid", "cell", "label"),
    [
        (GRID5, (0, -5), "A1"),  # top row, leftmost cell
        (GRID5, (5, -5), "A6"),  # top row, rightmost cell
        (GRID5, (-5, 0), "F1"),  # middle row, leftmost
        (GRID5, (0, 0), "F6"),  # centre
        (GRID5, (5, 0), "F11"),
        (GRID5, (-5, 5), "K1"),  # bottom row, leftmost
        (GRID5, (0, 5), "K6"),
        (GRID7, (0, -7), "A1"),
        (GRID7, (0, 0), "H8"),
        (GRID7, (7, 0), "H15"),
        (GRID7, (0, 7), "O8"),
    ],
)
def test_d_all_2_labels_row_from_top_number_from_left(
    grid: Grid, cell: tuple[int, int], label: str
) -> None:
    """D-ALL-2: row letter from the top (A), number counting from the left of the row."""
    assert grid.label(cell) == label
    assert grid.cell(label) == cell


@pytest.mark.parametrize("radius", [5, 6, 7])
def test_d_all_2_labels_round_trip_and_unique(radius: int) -> None:
    grid = Grid(frozenset(hexagon(radius)))
    labels = [grid.label(c) for c in grid]
    assert len(set(labels)) == len(grid) == len(hexagon(radius))
    for c in grid:
        assert grid.cell(grid.label(c)) == c
        assert grid.cell(grid.label(c).lower()) == c


def test_d_all_2_row_lengths_and_letters() -> None:
    rows: dict[str, int] = {}
    for c in GRID5:
        lab = GRID5.label(c)
        rows[lab[0]] = rows.get(lab[0], 0) + 1
    assert list(rows) == list("ABCDEFGHIJK")
    assert list(rows.values()) == [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6]


@pytest.mark.parametrize("text", ["f6", "F6", " f6 ", "\tF6\n"])
def test_d_all_2_labels_any_case_and_spacing(text: str) -> None:
    assert GRID5.cell(text) == (0, 0)


@pytest.mark.parametrize("text", ["Z1", "A7", "A0", "F12", "", "66", "FF"])
def test_d_all_2_unknown_label(text: str) -> None:
    with pytest.raises(NotationError) as exc:
        GRID5.cell(text)
    assert "no cell" in i18n.fact("en", exc.value)
    assert exc.value.reason == "parse"


def test_labels_past_z_use_two_letters() -> None:
    grid = Grid(frozenset(hexagon(13)))  # 27 rows
    assert grid.label((0, -13)) == "A1"
    assert grid.label((-13, 13)) == "AA1"
    assert grid.cell("aa1") == (-13, 13)


def test_d_all_2_flat_grid_columns_from_left_numbers_from_top() -> None:
    """D-ALL-2 (boards drawn turned a quarter): column letter, then number down the column.

    Turned counter-clockwise, the top row (r = -2) becomes the leftmost column and its
    right end (high q) the top of that column: a rotation, not a mirror image.
    """
    grid = Grid(frozenset(hexagon(2)), flat=True)
    assert grid.label((2, -2)) == "A1"
    assert grid.label((0, -2)) == "A3"
    assert grid.label((0, 2)) == "E1"
    assert grid.label((-2, 2)) == "E3"
    assert grid.label((2, 0)) == "C1" and grid.label((-2, 0)) == "C5"
    labels = {grid.label(c) for c in grid}
    assert len(labels) == len(grid)
    for c in grid:
        assert grid.cell(grid.label(c)) == c


def test_grid_membership_iteration_and_neighbours() -> None:
    assert (0, 0) in GRID5 and (0, 6) not in GRID5
    assert len(GRID5) == 91
    assert next(iter(GRID5)) == (0, -5)  # row by row from the top, left to right
    assert sorted(GRID5.neighbours((0, -5))) == [(-1, -4), (0, -4), (1, -5)]  # a corner: 3
    assert len(list(GRID5.neighbours((0, 0)))) == 6


@pytest.mark.parametrize("radius", [1, 5, 7])
def test_grid_pairs_each_adjacent_pair_once_in_forward_direction(radius: int) -> None:
    grid = Grid(frozenset(hexagon(radius)))
    pairs = grid.pairs()
    assert len(pairs) == len(set(pairs))
    unordered = {frozenset(p) for p in pairs}
    assert len(unordered) == len(pairs)
    expected = {frozenset((a, b)) for a in grid for b in grid.neighbours(a)}
    assert unordered == expected
    for a, b in pairs:
        assert direction_between(a, b) in FORWARD
    # 3 * cells - 3 * (2 * radius + 1) + ... : count edges of a hexagonal patch.
    assert len(pairs) == 3 * (3 * radius * radius + radius)


def test_d_all_2_flat_labels_follow_the_drawing_turned_a_quarter() -> None:
    """Draw pointy-top, turn it a quarter counter-clockwise: letters left to right, numbers down."""
    grid = Grid(frozenset(hexagon(4)), flat=True)

    def turned(c: tuple[int, int]) -> tuple[float, float]:
        x, y = 3**0.5 * (c[0] + c[1] / 2), 1.5 * c[1]  # pointy-top, y down
        return y, -x  # quarter turn counter-clockwise

    columns = sorted({round(turned(c)[0], 6) for c in grid})
    for c in grid:
        x, y = turned(c)
        column = [d for d in grid if round(turned(d)[0], 6) == round(x, 6)]
        rank = sorted(turned(d)[1] for d in column).index(y)
        assert grid.label(c) == f"{chr(65 + columns.index(round(x, 6)))}{rank + 1}"


def test_a_grid_is_shared_by_game_copies() -> None:
    """Grids never change once built, so deep copies (previews) share them."""
    import copy

    assert copy.deepcopy(GRID5) is GRID5
