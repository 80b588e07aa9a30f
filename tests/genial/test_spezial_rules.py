"""Genial Spezial rules by id: turns, placing, chains, scoring, bonus fields, caps, end.

Positions are built with ``force`` (seat ``s`` places now) where turn order is
not the point; see test_spezial_examples.py.
"""

from __future__ import annotations

import dataclasses

import pytest

import i18n
from genial.core.colours import Colour
from genial.core.errors import GameOverError, IllegalMoveError, NotationError, NotYourTurnError
from genial.core.values import Outcome
from genial.records import replay
from genial.registry import EDITIONS, create
from genial.spezial import SpezialGame, Stone

ORANGE, PURPLE, BLUE, GREEN = Colour.ORANGE, Colour.PURPLE, Colour.BLUE, Colour.GREEN


def game(players: int = 4, seed: int = 11, **chips: str) -> SpezialGame:
    return SpezialGame.new(players, seed, {"chips": chips})


def force(g: SpezialGame, text: str, seat: int = 0) -> Outcome:
    g._seat = seat
    return g.apply(text)


def snapshot(g: SpezialGame) -> tuple:
    return (
        dict(g.stones),
        g.scores(),
        list(g.left),
        set(g.black),
        g.current,
        list(g.history),
        {k: (set(c.cells), set(c.scored)) for k, c in g.book.chains.items()},
    )


# ----- turns and placing -------------------------------------------------------------------
def test_registered_and_public() -> None:
    assert EDITIONS["spezial"] is SpezialGame
    ed = SpezialGame.edition
    assert (ed.min_players, ed.max_players, ed.hidden_info) == (2, 4, False)
    assert isinstance(create("spezial", 3), SpezialGame)


def test_spz_12_seat_0_starts_and_play_goes_round() -> None:
    g = game(3)
    seen = []
    for text in ("A1 A2", "A4 A5", "A7 B8", "C9 D10"):
        seen.append(g.current)
        g.apply(text)
    assert seen == [0, 1, 2, 0]


def test_spz_13_14_one_stone_on_two_adjacent_empty_fields() -> None:
    g = game()
    out = g.apply("F7 F8")
    a, b = g.grid.cell("F7"), g.grid.cell("F8")
    assert g.stones == {a: 0, b: 0} and g.partner[a] == b
    assert out.kind == "place" and out.highlight == (a, b)
    assert g.left[0] == 19 and g.current == 1


@pytest.mark.parametrize(
    ("text", "error", "reason"),
    [
        ("G4 G5", IllegalMoveError, "tower"),  # G4 holds a small tower
        ("F7 F9", IllegalMoveError, "not-adjacent"),
        ("F7 H7", IllegalMoveError, "not-adjacent"),
        ("F8 E7", IllegalMoveError, "occupied"),
        ("Z1 Z2", NotationError, "parse"),
        ("F7", NotationError, "parse"),
        ("F7 F8 F9", NotationError, "parse"),
        ("hello", NotationError, "parse"),
        ("E4 E5 O", IllegalMoveError, "colours"),  # no bonus field covered
        ("E3 E4 red", NotationError, "parse"),  # not a Spezial colour
        ("E3 E4 O B", IllegalMoveError, "colours"),  # one bonus field, two colours
    ],
)
def test_spz_14_illegal_placements_change_nothing(
    text: str, error: type[Exception], reason: str
) -> None:
    g = game()
    g.apply("F7 F8")
    before = snapshot(g)
    with pytest.raises(error) as exc:
        g.apply(text)
    assert exc.value.reason == reason  # type: ignore[attr-defined]
    assert i18n.fact("en", exc.value)  # type: ignore[attr-defined]
    assert snapshot(g) == before


def test_not_your_turn_and_game_over() -> None:
    g = game(2)
    with pytest.raises(NotYourTurnError):
        g.apply("A1 A2", seat=1)
    g.resign(1)
    with pytest.raises(GameOverError):
        g.apply("A1 A2")


def test_spz_15_stones_need_not_touch_your_own() -> None:
    g = game(2)
    force(g, "A1 A2")
    force(g, "Y1 Y2")
    assert len(g.book.of_seat(0)) == 2


def test_d_all_7_pass_only_when_nobody_can_place() -> None:
    """D-ALL-7 / D-SPZ-8: while two neighbouring empty fields exist, passing is refused;
    when none is left the game is already over (the empty fields are shared)."""
    g = game(2)
    with pytest.raises(IllegalMoveError) as exc:
        g.apply("pass")
    assert exc.value.reason == "pass"
    assert all(m.kind == "place" for m in g.legal_moves())


# ----- chains -----------------------------------------------------------------------------
def test_spz_16_touching_stones_of_one_colour_form_one_chain() -> None:
    g = game()
    force(g, "A1 A2")
    force(g, "A3 A4")
    assert len(g.book.of_seat(0)) == 1


def test_spz_16_18_empty_fields_separate_chains() -> None:
    g = game()
    force(g, "A1 A2")
    force(g, "A4 A5")  # A3 empty between
    assert len(g.book.of_seat(0)) == 2


def test_spz_16_18_other_players_stones_separate_chains() -> None:
    """Different colours never form a chain, and a foreign stone interrupts."""
    g = game()
    force(g, "A1 A2", seat=0)
    force(g, "A3 A4", seat=1)
    force(g, "A5 A6", seat=0)
    assert len(g.book.of_seat(0)) == 2 and len(g.book.of_seat(1)) == 1


def test_spz_18_d_spz_6_tower_fields_separate_chains() -> None:
    """Stones on both sides of tower G4 stay two chains, each with one tower: no points."""
    g = game(G4="B2")
    force(g, "F3 F4")
    out = force(g, "H3 H4")
    assert len(g.book.of_seat(0)) == 2
    assert out.gains == (0, 0, 0, 0)


def test_spz_17_23_two_small_towers_score_size_does_not_matter() -> None:
    g = game(G4="P2", J4="G1")
    force(g, "G5 H5")  # touches G4
    out = force(g, "H4 I4")  # I4 touches J4
    assert out.gains == (0, 2, 0, 1)


def test_spz_23_a_chain_with_one_tower_scores_nothing_yet() -> None:
    g = game(G4="P2")
    assert force(g, "F3 F4").gains == (0, 0, 0, 0)
    assert g.book.at[g.grid.cell("F3")].scored == set()
    assert not g.black


def test_spz_19_d_spz_7_merge_keeps_the_unions() -> None:
    g = game(G4="P2", J4="G1", D4="O1")
    force(g, "G5 H5")
    force(g, "H4 I4")  # chain 1: G4, J4 scored
    force(g, "E4 E5")  # chain 2: D4 only
    out = force(g, "F4 F5")  # joins both: D4 is new
    assert out.gains == (1, 0, 0, 0)
    (chain,) = g.book.of_seat(0)
    assert {g.label(t) for t in chain.scored} == {"G4", "J4", "D4"}


def test_spz_27_d_spz_7_black_chips_are_shared_by_everyone() -> None:
    """A chip turned black by seat 0 is worth its black value to seat 1 too."""
    g = game(G4="P2", J4="G1", D4="O1")
    force(g, "G5 H5", seat=0)
    force(g, "H4 I4", seat=0)
    assert g.chip_value(g.grid.cell("G4")) == 3
    force(g, "F3 F4", seat=1)  # touches G4
    out = force(g, "D3 E4", seat=1)  # touches D4: G4 scores its black 3 for seat 1
    assert out.gains == (1, 3, 0, 0)


def test_spz_16_a_foreign_stone_does_not_connect_your_towers() -> None:
    """Seat 1's stone touching seat 0's chain (at G4) and tower J4 scores for nobody."""
    g = game(G4="P2", J4="G1")
    force(g, "G5 H5", seat=0)
    force(g, "I4 I5", seat=1)
    assert g.scores()[0] == (0, 0, 0, 0) and g.scores()[1] == (0, 0, 0, 0)


# ----- bonus fields -------------------------------------------------------------------------
def test_spz_32_d_spz_3_default_is_the_weakest_colour() -> None:
    g = game()
    g._scores[0] = [3, 2, 5, 2]
    out = force(g, "E3 E4")
    assert out.gains == (0, 1, 0, 0)  # purple and green tie at 2: purple comes first
    assert g.history[-1] == (0, "E3 E4 P")


def test_d_spz_3_default_weakest_after_this_stones_other_points() -> None:
    """G13: the default colour is chosen with the stone's other points known."""
    g = game(D4="P2", G4="P1")
    g._scores[0] = [5, 4, 6, 7]
    force(g, "E4 E5")  # touches D4
    out = force(g, "E3 F4")  # F4 touches G4: +3 purple, so orange (5) is now weakest
    assert out.gains == (1, 3, 0, 0)
    assert g.history[-1] == (0, "E3 F4 O")


def test_d_spz_3_colour_names_letters_and_alias() -> None:
    g = game()
    for text in ("E3 E4 orange", "e4 e3 O", "E3-E4 o", "E3E4 ORANGE"):
        move = g.parse(text)
        assert isinstance(move, Stone) and move.notation == "E3 E4 O"
    assert g.parse("E3 E4 lila").notation == "E3 E4 P"


def test_d_spz_3_a_stone_on_two_bonus_fields_takes_two_colours() -> None:
    """D-SPZ-3 for data where two bonus fields touch (none do on the current board)."""
    g = game()
    a, b = g.grid.cell("F7"), g.grid.cell("F8")
    g.board = dataclasses.replace(g.board, bonus=frozenset({a, b}))
    assert g.parse("F7 F8 B O").notation == "F7 F8 O B"
    g._scores[0] = [4, 2, 2, 5]
    out = g.apply("F7 F8")  # defaults: purple (2 -> 3), then blue (2)
    assert out.gains == (0, 1, 1, 0) and g.history[-1] == (0, "F7 F8 P B")
    with pytest.raises(IllegalMoveError):
        g.parse("F9 F10 O")


# ----- caps ---------------------------------------------------------------------------------
def test_spz_33_d_all_8_10_cap_at_20_surplus_lost_and_reported() -> None:
    g = game(G4="P2", J4="G1")
    g._scores[0] = [20, 19, 0, 0]
    force(g, "G5 H5")
    out = force(g, "H4 I4")
    assert out.gains == (0, 1, 0, 1) and out.lost == (0, 1, 0, 0)
    assert g.scores()[0] == (20, 20, 0, 1)
    assert "lost to the cap" in i18n.fact("en", out.fact)


def test_d_all_8_bonus_field_point_at_the_cap_is_lost() -> None:
    g = game()
    g._scores[0] = [20, 20, 20, 20]
    out = force(g, "E3 E4 G")
    assert out.gains == (0, 0, 0, 0) and out.lost == (0, 0, 0, 1)


def test_spz_32_33_legal_moves_offer_a_bonus_colour_already_at_20() -> None:
    """SPZ-32: the bonus point goes to a colour of the player's choice, any colour; one at
    20 keeps 20 (SPZ-33, the point is lost). Typing it was accepted, so ``legal_moves``
    (what search and the arena choose from) must list it too."""
    g = game()
    g._scores[0] = [20, 3, 5, 7]
    cells = g.parse("E3 E4").cells  # type: ignore[attr-defined]
    stones = {m.notation for m in g.legal_moves() if m.cells == cells}  # type: ignore[attr-defined]
    assert stones == {f"E3 E4 {c.letter}" for c in g.colours}
    assert g.check_move("E3 E4 O").notation in stones
    assert "E3 E4 O" not in {o.move.notation for o in g.options_for_menu()}  # not sensible
    out = g.apply("E3 E4 O")
    assert out.gains == (0, 0, 0, 0) and out.lost == (1, 0, 0, 0)


# ----- the end ------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_spz_34_game_ends_after_20_rounds(players: int) -> None:
    g = game(players, seed=players)
    while not g.over:
        g.apply(g.legal_moves()[0])
    assert len(g.history) == 20 * players
    assert g.left == [0] * players and g.current is None
    assert len(g.stones) == 40 * players
    assert sorted(st.seat for st in g.ranking()) == list(range(players))
    with pytest.raises(GameOverError):
        g.apply("A1 A2")


def test_d_spz_8_game_ends_when_no_two_neighbouring_fields_are_empty() -> None:
    g = game(2)
    last = (g.grid.cell("A1"), g.grid.cell("A2"))
    # Leave one placeable pair; every other empty field is cut off from its neighbours.
    keep = set(last)
    for c in sorted(g.free, key=g.grid.order):
        if c not in keep and not any(n in keep for n in g.board.adjacent[c]):
            keep.add(c)
    g.free = keep
    assert g.free_pairs() == [last]
    out = g.apply("A1 A2")
    assert out.game_over and g.over and g.left[0] == 19


def test_resign_stones_stay_turn_passes_ranked_last() -> None:
    g = game(3)
    g.apply("A1 A2")
    g.resign(1)
    assert g.current == 2
    g.apply("A4 A5")
    assert g.current == 0
    assert g.ranking()[-1].seat == 1
    assert g.stones[g.grid.cell("A1")] == 0
    g.resign(2)
    assert g.over


# ----- notation, records, views ----------------------------------------------------------
@pytest.mark.parametrize("text", ["F7 G7", "G7 F7", "f7-g7", "F7G7", " f7 , g7 "])
def test_d_all_2_notation_is_canonical(text: str) -> None:
    g = game()
    assert g.parse(text).notation == "F7 G7"


def test_records_replay_exactly() -> None:
    g = game(3, seed=99)
    for _ in range(25):
        g.apply(g.options_for_menu()[0].move)
    again = replay(g.record())
    assert again.scores() == g.scores()
    assert again.record() == g.record()
    assert isinstance(again, SpezialGame) and again.black == g.black


def test_moves_are_never_chance() -> None:
    g = game()
    assert all(getattr(m, "chance", True) is False for m in g.legal_moves())


def test_preview_changes_nothing() -> None:
    g = game(G4="P2", J4="G1")
    force(g, "G5 H5")
    g._seat = 0
    before = snapshot(g)
    out = g.preview("H4 I4")
    assert out.gains == (0, 2, 0, 1)
    assert snapshot(g) == before and not g.black


def test_views_and_texts() -> None:
    g = game(2, G4="P2", J4="G1")
    g.apply("G5 H5")
    view = g.public_view()
    assert view.edition == "spezial" and view.players == 2
    assert view.last == (g.grid.cell("G5"), g.grid.cell("H5")) and view.last_seat == 0
    assert view.stones_left == [19, 20] and view.current == 1 and view.round == 1
    g4 = view.towers[g.grid.cell("G4")]
    assert (g4.colour, g4.light, g4.black, g4.value, g4.large) == (PURPLE, 2, False, 2, False)
    assert len(view.fields) == 24 and len(view.towers) == 16 and len(view.bonus) == 12
    assert view.weakest(0) == (ORANGE, PURPLE, BLUE, GREEN)
    seat = g.private_view(1)
    assert (seat.stones_left, seat.scores) == (20, (0, 0, 0, 0))
    assert "20 of 20 stones" in g.hand_text(1)
    assert "Seat 1" in g.status_text() and "round 1 of 20" in g.status_text()


def test_spz_1_stone_colour_has_nothing_to_do_with_symbol_colours() -> None:
    """The same stones score the same for every seat (player colour is irrelevant)."""
    results = set()
    for seat in range(4):
        g = game(G4="P2", J4="G1")
        force(g, "G5 H5", seat=seat)
        results.add(force(g, "H4 I4", seat=seat).gains)
    assert results == {(0, 2, 0, 1)}


def test_spz_20_21_chips_large_towers_and_bonus_field_in_one_stone() -> None:
    """SPZ-20/21, G13: chips, large towers and the bonus point of one stone add up.

    Chain X touches large B2 only; chain Y joins large G2 and small G4 (scored).
    The stone E3 D3 covers bonus field E3, joins X and Y and touches small D4:
    chips B2 (orange 1) and D4 (purple 1) score, B2 and G2 give +2 everywhere,
    and the bonus point goes to blue as chosen.
    """
    g = game(B2="O1", D4="P1", G2="G2", G4="B1")
    assert force(g, "C2 D2").gains == (0, 0, 0, 0)
    assert force(g, "F3 G3").gains == (0, 0, 1, 2)
    out = force(g, "E3 D3 blue")
    assert out.gains == (3, 3, 3, 2)
    assert out.notation == "D3 E3 B"
    assert "chips orange 1, purple 1" in i18n.fact(
        "en", out.fact
    ) and "2 large towers" in i18n.fact("en", out.fact)


def test_spz_36_37_weakest_colour_decides_then_the_next() -> None:
    g = game(3)
    g._scores = [[11, 12, 14, 15], [13, 11, 16, 13], [10, 20, 20, 20]]
    assert [(st.seat, st.place) for st in g.ranking()] == [(1, 1), (0, 2), (2, 3)]
    g._scores = [[11, 12, 14, 15], [15, 14, 12, 11], [10, 20, 20, 20]]
    assert [(st.seat, st.place) for st in g.ranking()] == [(0, 1), (1, 1), (2, 3)]  # D-ALL-9
