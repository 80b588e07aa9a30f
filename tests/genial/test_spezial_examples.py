"""The worked examples SPZ-E1..SPZ-E14 of spezial.md, rebuilt on the real board.

The rules' pictures are lost, so each example is laid out anew on the board
of D-SPZ-1/2 (landscape labels, see genial/spezial/board.py) with the chips
the caption names (option ``chips``). Positions are built by placing the
example player's stones through the engine itself (``force`` hands seat 0 the
turn for each stone, skipping the other players, who play no part in these
examples); so every earlier stone scores and updates the chain memory exactly
as in play. Turn order itself is tested in test_spezial_rules.py.

Points are (orange, purple, blue, green), the engine's colour order.

Towers used (4 players): large G2 B2 B7 L7 G12 N2, small G4 D4 J4 D7 J7 G7 G10.
Towers used (2 players): large G2 D4 J7, small G4 J4 D7 G7 G10.
"""

from __future__ import annotations

from typing import Any

import pytest

from genial.core.ranking import rank
from genial.core.values import Outcome
from genial.spezial import SpezialGame


def game(players: int, **chips: str) -> SpezialGame:
    """A new game with the named chips (label=code) on the named towers."""
    return SpezialGame.new(players, 11, {"chips": chips})


def force(g: SpezialGame, text: str, seat: int = 0) -> Outcome:
    """Seat ``seat`` places ``text`` now (building a position; see the module docstring)."""
    g._seat = seat
    return g.apply(text)


def build(g: SpezialGame, *stones: str) -> list[Outcome]:
    return [force(g, s) for s in stones]


def chain_towers(g: SpezialGame, label: str) -> set[str]:
    """Labels of the towers connected to the chain holding the cell ``label``."""
    chain = g.book.at[g.grid.cell(label)]
    return {g.label(t) for t in chain.towers}


def test_spz_e1_markers_move_by_the_points() -> None:
    """SPZ-E1, SPZ-22: 1 point orange and 2 blue move orange +1 and blue +2."""
    g = game(4, D4="O1", G4="B2")
    out = force(g, "E4 F4")  # E4 touches D4, F4 touches G4
    assert out.gains == (1, 0, 2, 0)
    assert g.scores()[0] == (1, 0, 2, 0)


def test_spz_e2_first_connection_scores_both_chips_and_flips_them() -> None:
    """SPZ-E2, SPZ-23, SPZ-27: connecting blue (1) and green (2) gives +1 B, +2 G.

    The first stone touches only D4 (one tower: nothing yet, SPZ-23); the
    chip of D4 scores when the chain reaches the second tower (G10, D-SPZ-7).
    """
    g = game(4, G4="B1", D4="G2")
    (first,) = build(g, "E4 E5")
    assert first.gains == (0, 0, 0, 0)
    assert chain_towers(g, "E4") == {"D4"}
    out = force(g, "F3 F4")
    assert out.gains == (0, 0, 1, 2)
    d4, g4 = g.grid.cell("D4"), g.grid.cell("G4")
    assert {d4, g4} <= g.black
    assert g.chip_value(d4) == 3 and g.chip_value(g4) == 2  # black = light + 1 (D-SPZ-5)


def test_spz_e2_in_one_stone() -> None:
    """SPZ-E2 when one stone connects both towers at once."""
    g = game(4, G4="B1", D4="G2")
    assert force(g, "E4 F4").gains == (0, 0, 1, 2)


def _e2_chain() -> SpezialGame:
    g = game(4, G4="B1", D4="G2", G7="G1")
    build(g, "E4 E5", "F3 F4")
    return g


def test_spz_e3_extending_scores_only_the_new_tower() -> None:
    """SPZ-E3, SPZ-24, SPZ-25: a new green tower (1) on a scored chain gives +1 G only."""
    g = _e2_chain()
    out = force(g, "F5 F6")  # F6 touches G7
    assert out.gains == (0, 0, 0, 1)
    assert g.grid.cell("G7") in g.black
    assert chain_towers(g, "F6") == {"D4", "G4", "G7"}


def test_spz_e4_touching_only_scored_towers_gives_nothing() -> None:
    """SPZ-E4, SPZ-25: extending the old chain and touching the blue tower again: 0."""
    g = _e2_chain()
    force(g, "F5 F6")
    out = force(g, "G5 G6")  # touches G4 (blue) and G7, both scored in this chain
    assert out.gains == (0, 0, 0, 0)
    assert len(g.book.of_seat(0)) == 1


def _e5_old_chain() -> SpezialGame:
    g = game(4, J4="P1", J7="G2")
    old = build(g, "K3 K4", "K5 K6 O")  # K4 touches J4, K6 touches J7 (K5 is a bonus field)
    assert old[1].gains == (1, 1, 0, 2)
    return g


def test_spz_e5_a_new_chain_scores_the_same_towers_again() -> None:
    """SPZ-E5, SPZ-26: a separate new chain connects purple and green again: +2 P, +3 G."""
    g = _e5_old_chain()
    assert force(g, "I5 I6").gains == (0, 0, 0, 0)  # new chain, one tower so far
    out = force(g, "I7 I8")
    assert out.gains == (0, 2, 0, 3)  # both chips black now: 1+1 and 2+1
    assert len(g.book.of_seat(0)) == 2


def test_spz_e5_variant_touching_the_old_chain_gives_nothing() -> None:
    """SPZ-E5 variant: the stone joins the old chain, nothing new is connected: 0."""
    g = _e5_old_chain()
    force(g, "I5 I6")
    g._seat = 0
    out = g.preview("J5 J6")  # touches the new chain (I5, I6) and the old one (K4, K5)
    assert out.gains == (0, 0, 0, 0)


def test_spz_e6_two_large_towers_newly_connected() -> None:
    """SPZ-E6, SPZ-28, SPZ-29: large orange + purple scored; large green (2) joins.

    Chip +2 G, then two large towers newly connected: +2 in every colour.
    """
    g = game(4, B2="O1", D4="P1", G2="G2")
    first = build(g, "C2 C3", "D2 E2")
    assert first[0].gains == (1, 1, 0, 0)  # SPZ-28: one large tower, chips only
    out = force(g, "F1 F2")
    assert out.gains == (2, 2, 2, 4)


def test_spz_e7_a_new_chain_earns_the_large_bonus_again() -> None:
    """SPZ-E7, SPZ-30 (2 players: large D4, G2; small G4).

    Chain X connected large green D4 and large blue G2 earlier. Chain Y (not
    touching X) holds green D4 and blue G4, both scored. The new stone joins
    G2 to Y: +2 B for the (black) blue chip, +2 in every colour for the two
    large towers newly connected in Y.
    """
    g = game(2, D4="G1", G4="B1", G2="B1")
    x = build(g, "C2 C3", "D2 E2", "F1 F2")
    assert x[-1].gains == (2, 2, 3, 3)  # X: chips green 1, blue 1; two large towers
    y = build(g, "E4 F4", "G5 H4")
    assert y[0].gains == (0, 0, 1, 2)  # Y: D4 again (now black: 2) and G4 (blue 1)
    assert y[1].gains == (0, 0, 0, 0)
    assert len(g.book.of_seat(0)) == 2
    out = force(g, "H2 H3")  # H2 touches G2
    assert out.gains == (2, 2, 4, 2)
    assert len(g.book.of_seat(0)) == 2  # X and Y still apart


def test_spz_e8_one_more_large_tower_after_a_merge() -> None:
    """SPZ-E8, SPZ-31 (2 players: large G2 D4 J7).

    Chain A connects large orange D4 and large green J7 (rewarded) through
    small G4 and J4; chain B holds large blue G2 and small G4 (scored). The
    new stone joins A and B: no chip points, +1 in every colour for G2 only.
    """
    g = game(2, D4="O1", J7="G1", G2="B1", G4="P1", J4="P2")
    a = build(g, "E5 F5", "G5 H5", "I5 I6", "I7 I8")
    assert a[-1].gains == (2, 2, 2, 3)  # J7's chip + two large towers
    b = build(g, "G3 H3")
    assert b[0].gains == (0, 2, 1, 0)  # G2 (blue 1) and G4 again (purple, black 2)
    assert len(g.book.of_seat(0)) == 2
    out = force(g, "H4 I4")  # touches B (H3) and A (G5, H5, I5)
    assert out.gains == (1, 1, 1, 1)
    assert len(g.book.of_seat(0)) == 1


def test_spz_e9_joining_two_chains_four_large_towers() -> None:
    """SPZ-E9 (4 players). Chain A: large B2 and B7, rewarded. Chain B: large N2
    and small G4, scored. The new stone connects large blue G2 (1) and joins A
    and B: +1 B (chip), +2 in every colour (G2 and N2 first connected)."""
    g = game(4, G2="B1")
    build(g, "A2 A3", "A4 A5", "A6 A7", "A1 B1", "C1 D1", "E1 E2")
    build(g, "M1 N1", "L1 L2", "J1 K1", "H3 I2")
    assert chain_towers(g, "A1") == {"B2", "B7"}
    assert chain_towers(g, "M1") == {"N2", "G4"}
    out = force(g, "F2 G3")
    assert out.gains == (2, 2, 3, 2)
    large = {g.label(t) for t in g.book.at[g.grid.cell("F2")].bonused}
    assert large == {"B2", "B7", "N2", "G2"}


def test_spz_e10_joining_two_chains_three_large_towers() -> None:
    """SPZ-E10 (4 players). Chain A: large B2 + small D4; chain B: large N2 +
    small G4; both scored, no bonus yet. The new stone connects large green G2
    (2) and joins them: +2 G, +3 in every colour."""
    g = game(4, G2="G2")
    build(g, "C2 C3", "D2 E2")
    build(g, "M1 N1", "L1 L2", "J1 K1", "H3 I2")
    out = force(g, "F2 G3")
    assert out.gains == (3, 3, 3, 5)
    assert g.grid.cell("G2") in g.black


def test_spz_e11_first_two_large_towers() -> None:
    """SPZ-E11 (G9: the orange tower is large). Chain: large B2 + small D4
    scored; connecting large orange G2 (1): +1 O, +2 in every colour."""
    g = game(4, G2="O1")
    build(g, "C2 C3", "D2 E2")
    out = force(g, "F1 F2")
    assert out.gains == (3, 2, 2, 2)


def test_spz_e12_joining_fully_scored_chains_gives_nothing() -> None:
    """SPZ-E12: chain A (large B2, B7, both rewarded) and chain B (small G4,
    J4, scored) are joined: nothing new, 0 points."""
    g = game(4)
    build(g, "A2 A3", "A4 A5", "A6 A7", "A1 B1", "C1 D1", "E1 E2")
    build(g, "G5 H5", "H4 I4")
    out = force(g, "F3 F4")  # F3 touches E2 (A), F4 touches G5 (B)
    assert out.gains == (0, 0, 0, 0)
    assert len(g.book.of_seat(0)) == 1


@pytest.mark.parametrize(
    ("text", "gains"),
    [("E3 E4 P", (0, 1, 0, 0)), ("E3 E4 green", (0, 0, 0, 1)), ("E3 E4", (1, 0, 0, 0))],
)
def test_spz_e13_bonus_field(text: str, gains: tuple[int, ...]) -> None:
    """SPZ-E13, SPZ-32, D-SPZ-3: a stone on a bonus field: 1 point in a colour of
    the player's choice (default: the weakest, ties in colour order)."""
    g = game(4)
    out = force(g, text)
    assert out.gains == gains


def test_spz_e14_tie_on_weakest_broken_by_next_weakest() -> None:
    """SPZ-E14, SPZ-35..37, D-ALL-4: both have 11 weakest; Blue's next is 12,
    Red's 13: Red wins."""
    blue: list[Any] = [11, 12, 14, 15]
    red: list[Any] = [13, 11, 16, 13]
    standings = rank([blue, red])
    assert [(st.seat, st.place) for st in standings] == [(1, 1), (0, 2)]


def test_spz_e14_in_a_game() -> None:
    """SPZ-E14 through the engine's own ranking."""
    g = game(2)
    g._scores = [[11, 12, 14, 15], [13, 11, 16, 13]]
    assert [st.seat for st in g.ranking()] == [1, 0]
