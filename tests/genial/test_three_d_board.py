"""Einfach Genial 3D: board, stacking (D-3D-3), top view (D-3D-4), opening rule (D-3D-5)
and the worked examples 3D-X1..3D-X6 of three_d.md restated as positions."""

from __future__ import annotations

import pytest

import i18n
from genial.core.colours import Colour
from genial.core.errors import IllegalMoveError
from genial.core.hexgrid import distance
from genial.core.tiles import tile_set
from genial.three_d import ThreeDGame
from genial.three_d.moves import Placement
from genial.three_d.positions import deal, lay, open_all

R, G, B, OR, Y, P = range(6)  # indices of Outcome.gains (colour order R G B O Y P)
FILLER = [t.code for t in tile_set(4, 0)]


def box(players: int) -> list[str]:
    """The edition's whole tile set in a fixed order (the only explicit bag it takes)."""
    return [t.code for t in tile_set(4, {1: 0, 2: 0, 3: 2, 4: 3}[players])]


def new(racks: tuple[str, ...] = (), start: str = "RGBOYP", players: int = 2) -> ThreeDGame:
    """A game with the given start-stone colours (data order C3 C6 F9 I6 I3 F3) and racks."""
    dealt = [((racks[s].split() if s < len(racks) else []) + FILLER)[:5] for s in range(players)]
    g = ThreeDGame.new(players, 1, {"start": start, "bag": box(players)})
    deal(g, dealt, FILLER)
    return g


def L(q: int, r: int) -> str:
    """The label of axial cell (q, r) on the radius-5 board (F6 is the centre)."""
    row = r + 5
    return f"{chr(65 + row)}{q - max(-5, -r - 5) + 1}"


def test_board_geometry_d3d1_d3d2() -> None:
    """D-3D-1/2: radius 5 (91 cells), start stones on the distance-3 corners at level 1."""
    g = ThreeDGame.new(2, 7)
    assert len(g.grid) == 91
    assert set(g.board.start) == {(0, -3), (3, -3), (3, 0), (0, 3), (-3, 3), (-3, 0)}
    assert sorted(c.index for c in g.board.start.values()) == list(range(6))
    for s in g.board.start:
        assert g.board.height[s] == 1 and g.board.top[s] == g.board.start[s]
    assert [L(*c) for c in g.board.start] == ["C3", "C6", "F9", "I6", "I3", "F3"]


def test_start_colours_drawn_from_rng() -> None:
    """D-3D-1: the arrangement is random per seed but reproducible."""
    arrangements = {tuple(ThreeDGame.new(2, s).board.start.values()) for s in range(30)}
    assert len(arrangements) > 10
    assert ThreeDGame.new(3, 5).board.start == ThreeDGame.new(3, 5).board.start


def test_start_option_must_name_six_colours() -> None:
    with pytest.raises(IllegalMoveError):
        ThreeDGame.new(2, 1, {"start": "RRBOYP"})


# ----- stacking (D-3D-3) -------------------------------------------------------------------
def test_d3d3_equal_heights_of_two_tiles_lands_on_level_2() -> None:
    g = new()
    lay(g, f"RG {L(0, 0)} r", f"BO {L(0, 1)} r")
    piece = lay(g, f"YP {L(1, 0)} dl")[0]  # (1,0) of tile 1, (0,1) of tile 2
    assert piece.level == 2
    assert g.board.height[(1, 0)] == g.board.height[(0, 1)] == 2
    assert g.board.top[(1, 0)] == Colour.YELLOW and g.board.top[(0, 1)] == Colour.PURPLE


@pytest.mark.parametrize(
    ("tiles", "move", "reason_word"),
    [
        # unequal heights: one cell on a tile (1), one on the bare board (0) (3D-14)
        ((f"RG {L(0, 0)} r",), f"YP {L(1, 0)} r", "height"),
        # exact cover: the two halves of one tile (3D-12)
        ((f"RG {L(0, 0)} r",), f"YP {L(0, 0)} r", "halves of one tile"),
        # a start stone (level 1) next to a bare cell (0)
        ((), f"YP {L(0, -3)} r", "height"),
        # off the board (3D-13)
        ((), f"YP {L(5, -5)} r", "off the board"),
    ],
)
def test_d3d3_refused(tiles: tuple[str, ...], move: str, reason_word: str) -> None:
    g = new()
    lay(g, *tiles)
    with pytest.raises(IllegalMoveError, match=reason_word):
        lay(g, move)


def test_d3d3_exact_cover_refused_at_higher_levels_too() -> None:
    g = new()
    lay(g, f"RG {L(0, 0)} r", f"BO {L(0, 1)} r", f"YP {L(1, 0)} dl")  # level 2 on (1,0)-(0,1)
    with pytest.raises(IllegalMoveError, match="halves of one tile"):
        lay(g, f"RR {L(1, 0)} dl")


def test_d3d3_tile_and_start_stone_support() -> None:
    """A tile may rest half on a start stone and half on a tile (D-3D-2, D-3D-3)."""
    g = new()
    lay(g, f"RG {L(1, -3)} r")  # next to the start stone on C3 = (0,-3)
    piece = lay(g, f"YP {L(0, -3)} r")[0]
    assert piece.level == 2 and piece.cells == ((0, -3), (1, -3))
    assert g.board.top[(0, -3)] == Colour.YELLOW  # the start stone is covered


def test_d3d3_two_start_stones_never_neighbours() -> None:
    g = new()
    starts = list(g.board.start)
    assert all(distance(a, b) >= 3 for a in starts for b in starts if a != b)


def test_d3d3_edge_cells_and_stacking_at_the_edge() -> None:
    g = new()
    lay(g, f"RG {L(0, -5)} r", f"BO {L(2, -5)} r")  # A1-A2 and A3-A4 at the top edge
    piece = lay(g, f"YP {L(1, -5)} r")[0]  # A2 (tile 1) + A3 (tile 2)
    assert piece.level == 2


def test_d3d3_unlimited_levels_tower() -> None:
    """No limit on levels: four cells, tiles crossing each other, up to level 6."""
    g = new()
    a, b, e, f = (0, 0), (1, 0), (0, 1), (-1, 1)
    pairs = [(a, b), (e, f)] + [(b, e), (a, f), (a, b), (e, f)] * 3
    levels = [lay(g, f"RG {L(*x)} {L(*y)}")[0].level for x, y in pairs[:12]]
    assert levels == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]
    assert g.board.height[a] == g.board.height[f] == 6


def test_d3d3_no_bridging_needs_both_cells_at_the_same_height() -> None:
    g = new()
    lay(g, f"RG {L(-1, 0)} l", f"BO {L(1, 0)} r")  # (−2,0)-(−1,0) and (1,0)-(2,0)
    assert g.board.height[(0, 0)] == 0
    for move in (f"YP {L(-1, 0)} r", f"YP {L(0, 0)} r"):
        with pytest.raises(IllegalMoveError, match="height"):
            lay(g, move)


# ----- top view (D-3D-4, 3D-20) --------------------------------------------------------
def test_d3d4_runs_count_across_levels_seen_from_above() -> None:
    """A run of blue tops at levels 2, 1 and 1 (the last a start stone) counts 3 (3D-20),
    and a covered symbol no longer counts."""
    g = new(start="RGBOYP")  # F9 = (3,0) is the blue start stone
    lay(g, f"OB {L(1, 0)} r", f"RR {L(1, -1)} ul")  # (1,0) O, (2,0) B; (1,-1), (1,-2) R
    lay(g, f"BG {L(1, 0)} {L(1, -1)}")  # level 2 over two tiles: (1,0) B, (1,-1) G
    assert [g.board.height[c] for c in [(1, 0), (2, 0), (3, 0)]] == [2, 1, 1]
    assert all(g.board.top[c] == Colour.BLUE for c in [(1, 0), (2, 0), (3, 0)])
    assert g.board.score((0, 0), Colour.BLUE, "l") == 3
    assert g.board.score((0, 0), Colour.ORANGE, "l") == 0  # the orange half is covered


# ----- worked examples (section 6 of three_d.md) -----------------------------------------
def test_3d_x1_five_scoring_directions() -> None:
    """3D-X1 / 3D-19: blue star with its yellow partner on its left scores ul, ur, r, dr, dl.

    The tile is stacked on a level-1 tile whose blue half lay where the yellow
    half goes: if the partner direction (left) were scored on the old board it
    would add 2 (that blue and the blue beyond it).
    """
    g = new(racks=("YB",), start="RGYOBP")
    lay(
        g,
        f"BB {L(-1, 0)} r",  # (-1,0) B and (0,0) B: under the yellow half and beyond it
        f"RB {L(1, 0)} r",  # (1,0) R under the blue half, (2,0) B to its right
        f"BR {L(2, -1)} ul",  # upper-right of (1,0)
        f"BR {L(1, -1)} ul",  # upper-left of (1,0)
        f"BR {L(1, 1)} dr",  # lower-right
        f"BR {L(0, 1)} dl",  # lower-left
    )
    open_all(g)
    blue_dirs = {d for d, c, _ in g.board.runs((1, 0)) if c == Colour.BLUE}
    assert blue_dirs == {"l", "r", "ul", "ur", "dl", "dr"}
    out = g.apply(f"YB {L(0, 0)} r")
    assert out.gains[B] == 5  # one per direction, left excluded
    assert out.gains[Y] == 0
    assert g.last_level == 2


def test_3d_x2_opening_move_two_matches() -> None:
    """3D-X2: violet ring and green circle between two start stones: violet +1, green +1."""
    g = new(racks=("PG",), start="PGBORY")  # C3 purple, C6 green
    out = g.apply(f"PG {L(1, -3)} r")  # C4 purple next to C3, C5 green next to C6
    assert out.gains == (0, 1, 0, 0, 0, 1)
    assert i18n.fact("en", out.fact).startswith("placed GP on C4-C5 (level 1): +1 green, +1 purple")


def test_3d_x3_opening_move_one_match() -> None:
    """3D-X3: orange hexagon (no match) and red star (one match): orange +0, red +1."""
    g = new(racks=("RO",), start="RGBOYP")  # C3 red, C6 green
    out = g.apply(f"RO {L(1, -3)} r")
    assert out.gains[R] == 1 and out.gains[OR] == 0 and out.points == 1


def test_3d_x4_stacked_stone() -> None:
    """3D-X4: green circle + yellow sun placed on stones (level 2): green scores
    lower-left (a row of 2), yellow upper-left 1 + lower-left 1 + right 2 (the
    right-hand row ends on a start stone): green +2, yellow +4."""
    g = new(racks=("GY",), start="RGYOBP")  # F9 = (3,0) yellow, I3 = (-3,3) blue
    lay(
        g,
        f"RB {L(-1, 0)} r",  # (0,0) support under green; (-1,0) red to its left
        f"OY {L(1, 0)} r",  # (1,0) support under yellow; (2,0) yellow
        f"GG {L(-1, 1)} dl",  # the two greens lower-left of (0,0)
        f"YB {L(1, -1)} r",  # yellow upper-left of (1,0); blue upper-right
        f"YR {L(0, 1)} dr",  # yellow lower-left of (1,0)
    )
    open_all(g)
    out = g.apply(f"GY {L(0, 0)} r")
    assert g.last_level == 2
    assert out.gains[G] == 2 and out.gains[Y] == 4 and out.points == 6


def test_3d_x5_board_level() -> None:
    """3D-X5: yellow sun and red star on the board, the tile not lying left-right:
    the sun sees three yellows to its left, the star two reds: yellow +3, red +2."""
    g = new(racks=("YR",), start="RGYOBP")  # F3 = (-3,0) purple ends the red row
    lay(
        g,
        f"YY {L(-3, -1)} r",
        f"YO {L(-1, -1)} ul",
        f"RG {L(-2, 0)} dr",
        f"RB {L(-1, 0)} dr",
    )
    open_all(g)
    out = g.apply(f"YR {L(0, -1)} dr")  # Y on E5, R on F6 (lower-right of it)
    assert g.last_level == 1
    assert out.gains[Y] == 3 and out.gains[R] == 2 and out.points == 5


def test_3d_x6_double_stone() -> None:
    """3D-X6 / 3D-22: a double yellow; the first sun scores left 1 + lower-left 2, the
    second left 2 + right 1; neither counts the other: yellow +6."""
    g = new(racks=("YY",), start="RGYOBP")
    lay(
        g,
        f"YY {L(-2, 0)} r",  # (-2,0), (-1,0)
        f"YP {L(-2, 1)} dr",
        f"YG {L(-1, -1)} ul",
        f"YB {L(1, 0)} r",
    )
    open_all(g)
    first = g.board.score((0, -1), Colour.YELLOW, "dr")
    second = g.board.score((0, 0), Colour.YELLOW, "ul")
    assert (first, second) == (3, 3)
    out = g.apply(f"YY {L(0, -1)} dr")
    assert out.gains == (0, 0, 0, 0, 6, 0)


# ----- opening rule (3D-16, D-3D-5) ------------------------------------------------------
def test_d3d5_first_tile_must_touch_an_untouched_start_stone() -> None:
    g = new(racks=("RG RG RG RG RG", "RG RG RG RG RG"))
    with pytest.raises(IllegalMoveError, match="Opening rule") as err:
        g.apply(f"RG {L(0, 0)} r")
    assert err.value.reason == "opening"
    g.apply(f"RG {L(-1, -2)} r")  # (-1,-2)-(0,-2), next to C3 only
    assert (0, -3) not in g.board.untouched and len(g.board.untouched) == 5
    # Next to C3 only (already touched): refused for the next player too.
    with pytest.raises(IllegalMoveError, match="Opening rule"):
        g.apply(f"RG {L(1, -4)} dr")
    assert all(g.board.opens(m.cell, m.other) for m in g.legal_moves() if isinstance(m, Placement))


def test_d3d5_binds_bonus_moves() -> None:
    """Bonus placements are bound by the opening rule too (D-3D-5)."""
    g = new(racks=("RO RG RG RG RG",), start="RGBOYP")
    g._scores[0][R] = 17
    out = g.apply(f"RO {L(1, -3)} r")  # red +1 -> 18: bonus move
    assert out.bonus == 1 and g.current == 0 and g.in_bonus
    with pytest.raises(IllegalMoveError, match="Opening rule"):
        g.apply(f"RG {L(0, 0)} r")
    g.apply(f"RG {L(4, -1)} dr")  # next to F9 (3,0); C3 and C6 are touched now
    assert g.current == 1


def test_d3d5_ends_when_all_six_are_touched() -> None:
    g = new(racks=("RG RG",))
    open_all(g)
    assert not g.board.untouched
    assert len(g.board.allowed_pairs()) == len(g.board.pairs())
    g.apply(f"RG {L(0, 0)} r")  # anywhere now


def test_d3d5_touching_is_seen_from_above() -> None:
    """An untouched start stone has six bare neighbours, so nothing can be stacked on
    it or beside it at a higher level; once a tile touches it (at any level, seen
    from above) it no longer counts for the opening rule."""
    g = new()
    for s in g.board.start:
        assert all(g.board.height[n] == 0 for n in g.grid.neighbours(s))
        assert not any(s in pair for pair in g.board.pairs())
    lay(g, f"OB {L(1, -3)} r")  # (1,-3)-(2,-3) touches C3 and C6
    assert g.board.untouched == {(3, 0), (0, 3), (-3, 3), (-3, 0)}
    assert ((0, -3), (1, -3)) in g.board.pairs()  # now a tile may rest on C3 and C4
