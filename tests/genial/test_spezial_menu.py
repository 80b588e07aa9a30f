"""options_for_menu for Genial Spezial: complete, legal, honest points, ranked, grouped."""

from __future__ import annotations

import pytest

from genial.core.colours import Colour
from genial.core.values import Outcome
from genial.spezial import SpezialGame, Stone


def game(players: int = 4, seed: int = 5, **chips: str) -> SpezialGame:
    return SpezialGame.new(players, seed, {"chips": chips})


def force(g: SpezialGame, text: str, seat: int = 0) -> Outcome:
    g._seat = seat
    return g.apply(text)


def played(players: int, moves: int, seed: int = 3) -> SpezialGame:
    g = SpezialGame.new(players, seed)
    for k in range(moves):
        options = g.options_for_menu()
        g.apply(options[k % 3].move)
    return g


@pytest.mark.parametrize(("players", "moves"), [(2, 0), (3, 20), (4, 50)])
def test_options_cover_the_legal_moves_and_report_true_points(players: int, moves: int) -> None:
    g = played(players, moves)
    options = g.options_for_menu()
    legal = {m.notation: m for m in g.legal_moves()}
    offered = {o.move.notation for o in options}
    assert offered <= set(legal)
    # The menu leaves out only bonus-colour choices that lose a point to the cap (SPZ-33)
    # while another choice on the same stone does not; every stone is offered.
    assert {m.cells for m in legal.values()} == {o.move.cells for o in options}  # type: ignore[attr-defined]
    for text in set(legal) - offered:
        assert sum(g.preview(legal[text]).lost) > 0
    for o in options:
        out = g.preview(o.move)
        assert out.points == o.points
        assert out.notation == o.move.notation


@pytest.mark.parametrize(("players", "moves"), [(2, 6), (4, 40)])
def test_options_ranked_by_points_then_tiebreak(players: int, moves: int) -> None:
    options = played(players, moves).options_for_menu()
    keys = [(o.points, o.tiebreak) for o in options]
    assert keys == sorted(keys, reverse=True)


def test_group_is_the_first_field_of_the_notation() -> None:
    """Menu step 1: the stone's first field in reading order; step 2: the stone."""
    for o in played(3, 10).options_for_menu():
        assert o.group == o.move.notation.split()[0]
        assert o.group_label == f"field {o.group}"
        assert o.label.startswith(o.group + "-")


def test_scoring_options_come_first_and_explain_themselves() -> None:
    g = game(G4="P2", J4="G1")
    force(g, "G5 H5")
    g._seat = 0
    best = g.options_for_menu()[0]
    assert (best.move.notation, best.points) == ("I3 I4 O", 4)  # I3 is a bonus field
    assert best.detail.startswith("+1 orange, +2 purple, +1 green")
    assert "chips purple 2, green 1" in best.detail and "bonus field orange" in best.detail


def test_d_spz_3_one_option_per_sensible_colour_default_first() -> None:
    g = game()
    g._scores[0] = [3, 1, 20, 2]
    options = [o for o in g.options_for_menu() if o.move.notation.startswith("E3 E4")]
    colours = [o.move.colours for o in options]  # type: ignore[attr-defined]
    # purple is weakest (default); blue is at the cap and is not offered
    assert colours == [(Colour.PURPLE,), (Colour.GREEN,), (Colour.ORANGE,)]
    assert options[0].label == "E3-E4 bonus purple"
    assert all(o.points == 1 for o in options)


def test_bonus_choices_when_every_colour_is_capped() -> None:
    g = game()
    g._scores[0] = [20, 20, 20, 20]
    options = [o for o in g.options_for_menu() if o.move.notation.startswith("E3 E4")]
    assert [o.move.notation for o in options] == ["E3 E4 O"]
    assert options[0].points == 0


def test_pointless_options_describe_what_they_do() -> None:
    g = game(G4="P2")
    force(g, "F3 F4")
    g._seat = 0
    details = {o.move.notation: o.detail for o in g.options_for_menu()}
    assert "extends your chain" in details["D2 E2"]
    assert "starts a new chain" in details["A1 A2"]


def test_no_options_once_over() -> None:
    g = game(2)
    g.resign(0)
    assert g.options_for_menu() == [] and g.legal_moves() == []


def test_every_option_is_a_stone() -> None:
    assert all(isinstance(o.move, Stone) for o in game(2).options_for_menu())
