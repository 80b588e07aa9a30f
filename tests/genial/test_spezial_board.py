"""The Genial Spezial board data and set-up: D-SPZ-1..5, SPZ-2..11, D-ALL-2 labels."""

from __future__ import annotations

from collections import Counter

import pytest

from genial.core.colours import SPEZIAL_FOUR, Colour
from genial.core.errors import IllegalMoveError
from genial.core.hexgrid import distance, hexagon
from genial.spezial import SpezialGame, layout_xy, spezial_board

UPPER, LOWER = (3, -6), (-3, 6)


def test_d_spz_1_two_hexagons_of_radius_6_make_247_cells() -> None:
    b = spezial_board()
    cells = set(b.grid.cells)
    assert len(cells) == 247
    assert cells == set(hexagon(6, UPPER)) | set(hexagon(6, LOWER))
    shared = set(hexagon(6, UPPER)) & set(hexagon(6, LOWER))
    assert shared == {(q, 0) for q in range(-3, 4)}


def test_d_spz_1_board_is_point_symmetric() -> None:
    b = spezial_board()
    assert {(-q, -r) for q, r in b.grid.cells} == set(b.grid.cells)
    assert {(-q, -r) for q, r in b.bonus} == set(b.bonus)
    mirrored = {(-c[0], -c[1]): f for c, f in b.fields.items()}
    for c, f in b.fields.items():
        assert mirrored[c].kind == f.kind and mirrored[c].digits == f.digits


LARGE = {(5, 0): (2, 3, 4), (5, -5): (3, 4), (-5, 0): (3, 4), (0, -5): (4,), (-5, 5): (4,)}
SMALL = {
    (3, -3): (2,),
    (-3, 3): (2,),
    (0, -3): (3,),
    (0, 0): (),
    (3, 0): (),
    (-3, 0): (),
    (0, 3): (),
}


@pytest.mark.parametrize(("offsets", "kind"), [(LARGE, "dark"), (SMALL, "grey")])
def test_d_spz_2_tower_fields_at_their_offsets(offsets: dict, kind: str) -> None:
    """D-SPZ-2: offsets from the upper centre, point-mirrored in the lower hexagon."""
    b = spezial_board()
    for (dq, dr), digits in offsets.items():
        for cell in ((UPPER[0] + dq, UPPER[1] + dr), (LOWER[0] - dq, LOWER[1] - dr)):
            assert b.fields[cell].kind == kind
            assert b.fields[cell].digits == digits
    assert sum(f.kind == kind for f in b.fields.values()) == 2 * len(offsets)


def test_d_spz_2_digit_counts_match_the_set_up_arithmetic() -> None:
    """G3: 10 dark fields all '4', 6 with '3', 2 with '2'; 14 grey: 4 '2', 2 '3', 8 none."""
    b = spezial_board()
    dark = [f for f in b.fields.values() if f.kind == "dark"]
    grey = [f for f in b.fields.values() if f.kind == "grey"]
    assert len(dark) == 10 and len(grey) == 14
    assert [sum(d in f.digits for f in dark) for d in (2, 3, 4)] == [2, 6, 10]
    assert [sum(d in f.digits for f in grey) for d in (2, 3, 4)] == [4, 2, 0]
    assert sum(not f.digits for f in grey) == 8


def test_d_spz_3_twelve_bonus_fields_none_touching_none_on_a_tower() -> None:
    """D-SPZ-3 and SPZ-4 (a tower never stands on a bonus field)."""
    b = spezial_board()
    assert len(b.bonus) == 12
    for c in b.bonus:
        assert not set(b.adjacent[c]) & b.bonus
        assert c not in b.fields
    upper = {(c[0] - UPPER[0], c[1] - UPPER[1]) for c in b.bonus if c[1] < 0}
    assert upper == {(4, -2), (2, -4), (-2, -2), (-4, 2), (-2, 4), (2, 2)}


@pytest.mark.parametrize(("players", "large", "small"), [(2, 6, 10), (3, 8, 12), (4, 10, 14)])
def test_spz_7_towers_by_player_count(players: int, large: int, small: int) -> None:
    """SPZ-7: large towers on the fields showing the player count, small on the other grey."""
    g = SpezialGame.new(players, 1)
    kinds = Counter(g.towers.values())
    assert kinds[True] == large and kinds[False] == small
    for c, is_large in g.towers.items():
        f = g.board.fields[c]
        assert is_large == (players in f.digits)
        assert is_large or f.kind == "grey"


@pytest.mark.parametrize(("players", "free_dark"), [(2, 8), (3, 4), (4, 0)])
def test_spz_8_d_spz_4_unused_dark_fields_are_ordinary(players: int, free_dark: int) -> None:
    """SPZ-8 / D-SPZ-4: dark fields without a tower stay free, and stones may cover them."""
    g = SpezialGame.new(players, 1)
    unused = [c for c, f in g.board.fields.items() if c not in g.towers]
    assert len(unused) == free_dark
    assert all(g.board.fields[c].kind == "dark" for c in unused)
    if unused:
        cell = unused[0]
        other = next(n for n in g.board.adjacent[cell] if n not in g.towers)
        g.apply(f"{g.label(cell)} {g.label(other)}")
        assert g.stones[cell] == 0


@pytest.mark.parametrize(
    ("players", "per_colour"), [(2, [1, 1, 2, 2]), (3, [1, 1, 1, 2, 2]), (4, [1, 1, 1, 2, 2, 2])]
)
def test_d_spz_5_chips_per_player_count(players: int, per_colour: list[int]) -> None:
    """D-SPZ-5 / SPZ-7: 6 chips per colour (1,1,1,2,2,2); 2 players remove a 1 and a 2,
    3 players a 2, per colour; black = light + 1; one chip per tower (SPZ-9)."""
    g = SpezialGame.new(players, 5)
    assert set(g.chips) == set(g.towers)
    for colour in SPEZIAL_FOUR:
        lights = sorted(ch.light for ch in g.chips.values() if ch.colour == colour)
        assert lights == per_colour
    for ch in g.chips.values():
        assert ch.value(True) == ch.light + 1


def test_spz_6_chips_start_light_side_up() -> None:
    g = SpezialGame.new(4, 3)
    assert not g.black
    assert all(not t.black for t in g.public_view().towers.values())


def test_spz_9_chips_dealt_at_random_by_the_seed() -> None:
    """SPZ-9 / D-ALL-6: dealing depends on the seed only (replayable)."""
    deals = {
        tuple(sorted((c, ch.code) for c, ch in SpezialGame.new(4, s).chips.items()))
        for s in range(8)
    }
    assert len(deals) > 1
    a, b = SpezialGame.new(3, 42), SpezialGame.new(3, 42)
    assert a.chips == b.chips


def test_chips_option_places_named_chips_and_deals_the_rest() -> None:
    g = SpezialGame.new(2, 9, {"chips": {"g2": "o1", "D4": "B2"}})
    assert g.chips[g.grid.cell("G2")].code == "O1"
    assert g.chips[g.grid.cell("D4")].code == "B2"
    assert len(g.chips) == 16


@pytest.mark.parametrize(
    "chips",
    [{"B2": "O1"}, {"G2": "R1"}, {"G2": "O3"}, {"G2": "O1", "D4": "O1", "J7": "O1"}, ["O1"]],
)
def test_chips_option_rejects_impossible_layouts(chips: object) -> None:
    """B2 has no tower with 2 players; no red chip; no light 3; only two O1 with 2 players."""
    with pytest.raises(IllegalMoveError):
        SpezialGame.new(2, 9, {"chips": chips})


def test_spz_10_each_player_starts_with_20_stones_and_zero_scores() -> None:
    g = SpezialGame.new(4, 1)
    assert g.left == [20] * 4
    assert g.scores() == [(0, 0, 0, 0)] * 4
    assert g.colours == (Colour.ORANGE, Colour.PURPLE, Colour.BLUE, Colour.GREEN)
    assert g.track.cap == 20


def test_d_all_2_landscape_labels_follow_the_drawing() -> None:
    """Column letter A = leftmost drawn column, number 1 = topmost cell of its column."""
    b = spezial_board()
    by_col: dict[str, list[tuple[int, tuple[float, float]]]] = {}
    for c in b.grid.cells:
        label = b.grid.label(c)
        by_col.setdefault(label[0], []).append((int(label[1:]), layout_xy(c)))
    assert sorted(by_col) == [chr(65 + i) for i in range(25)]
    xs = [by_col[k][0][1][0] for k in sorted(by_col)]
    assert xs == sorted(xs) and len(set(xs)) == 25
    for cells in by_col.values():
        cells.sort()
        assert [n for n, _ in cells] == list(range(1, len(cells) + 1))
        assert len({round(xy[0], 6) for _, xy in cells}) == 1
        ys = [xy[1] for _, xy in cells]
        assert ys == sorted(ys)
    assert [len(by_col[k]) for k in "AGMSY"] == [7, 13, 7, 13, 7]


def test_d_all_2_landscape_is_a_quarter_turn_not_a_mirror() -> None:
    """The upper hexagon lies left; drawn neighbours are one hex apart (flat-top)."""
    b = spezial_board()
    assert layout_xy(UPPER)[0] < layout_xy(LOWER)[0]
    for c in b.grid.cells:
        for n in b.adjacent[c]:
            (x1, y1), (x2, y2) = layout_xy(c), layout_xy(n)
            assert abs(((x1 - x2) ** 2 + (y1 - y2) ** 2) ** 0.5 - 3**0.5) < 1e-9
    # A quarter turn keeps orientation: (right, down) of the pointy-top picture
    # goes to (down, left) under a counter-clockwise turn (y down).
    (x0, y0), (x1, y1), (x2, y2) = layout_xy((0, 0)), layout_xy((1, 0)), layout_xy((0, 1))
    cross = (x1 - x0) * (y2 - y0) - (y1 - y0) * (x2 - x0)
    assert cross > 0  # same handedness as pointy-top (1,0)->(0,1), i.e. not mirrored


def test_labels_round_trip_and_accept_any_case() -> None:
    b = spezial_board()
    for c in b.grid.cells:
        assert b.grid.cell(b.grid.label(c).lower()) == c
    assert distance(b.grid.cell("M1"), b.grid.cell("M7")) == 6
