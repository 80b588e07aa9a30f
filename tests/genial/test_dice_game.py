"""The dice game's turn, notation, jokers, start rules, end and match (D-DCE-1..8)."""

from __future__ import annotations

import pytest

import i18n
from genial import (
    GameOverError,
    IllegalMoveError,
    NotationError,
    NotYourTurnError,
    create,
)
from genial.core.colours import Colour
from genial.dice import DiceGame, Score
from genial.registry import EDITIONS

R, G, B, O, Y, P = Colour  # noqa: E741 (O is orange)


def game(players: int, dice: list[str], **options: object) -> DiceGame:
    return DiceGame.new(players, 7, {"dice": dice, **options})


# ----- set-up ------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "each"), [(2, 4), (3, 3), (4, 2)])
def test_d_dce_1_dice_per_player(players: int, each: int) -> None:
    """D-DCE-1 / DCE-2: 4, 3 or 2 dice each; the basic game pre-rolls all but the starter."""
    g = create("dice", players, seed=3)
    v = g.public_view()
    assert v.dice[0] is None
    assert all(d is not None and len(d) == each for d in v.dice[1:])
    assert v.edition == "dice" and v.current == 0 and v.phase == "roll"


def test_registry_and_edition_facts() -> None:
    assert EDITIONS["dice"] is DiceGame
    ed = DiceGame.edition
    assert (ed.min_players, ed.max_players, ed.hidden_info) == (2, 4, False)
    assert set(ed.options) == {"start_variant", "games", "dice"}
    with pytest.raises(IllegalMoveError):
        create("dice", 5, seed=1)


def test_d_dce_7_basic_game_pre_roll_gives_the_starter_a_template() -> None:
    """D-DCE-7 / DCE-3: seats 1.. pre-roll in turn order; seat 0 matches at once."""
    g = game(3, ["RRG", "BOY", "RBP"])
    assert g.public_view().dice == (None, (R, R, G), (B, O, Y))
    g.apply("roll")
    assert g.public_view().matches[0] == (2, 1, 0)  # R: 2 reds lie out, B: 1 blue, P: none


def test_d_dce_7_start_variant_nobody_pre_rolls() -> None:
    """D-DCE-7 / DCE-20: no template at first; only jokers score for the starter; later
    players match the dice of those who have had their turn."""
    g = game(3, ["RRB", "RBY", "BBB"], start_variant=True)
    assert g.public_view().dice == (None, None, None)
    g.apply("roll")
    menu = [o for o in g.options_for_menu() if isinstance(o.move, Score)]
    assert all(o.move.jokers for o in menu)  # matches are impossible, jokers are not
    assert g.preview("score").gains == (0,) * 6
    g.apply("score joker RR=G")
    g.apply("roll")  # seat 1: RBY against seat 0's RRB only
    assert g.template(1) == [2, 0, 1, 0, 0, 0]
    assert g.apply("score").gains == (2, 0, 1, 0, 0, 0)
    g.apply("roll")  # seat 2: BBB against both
    assert g.template(2) == [3, 0, 2, 0, 1, 0]


def test_options_are_checked() -> None:
    bads: list[dict[str, object]] = [
        {"games": 0},
        {"games": "3"},
        {"games": 2.0},
        {"games": True},
        {"start_variant": "yes"},
        {"dice": ["RG"]},
        {"dice": ["RGBX"]},
        {"dice": [123]},
        {"dice": "RGB"},
        {"dice": [["R", "G", "B"]]},
    ]
    for bad in bads:
        with pytest.raises(IllegalMoveError) as err:
            DiceGame.new(3, 1, bad)
        assert err.value.reason == "option"
    assert DiceGame.new(3, 1, {"dice": ["rgb", " YYP "]}).options["dice"] == ["RGB", "YYP"]


# ----- turn structure -----------------------------------------------------------------------
def test_d_dce_3_move_lists_through_a_turn() -> None:
    """D-DCE-3 / DCE-5: roll, then at most two rerolls; the list after a roll is exactly
    [reroll (if left), score...]."""
    g = game(2, ["RGBO", "RRYY", "PPPP", "OGBY"])
    assert [m.notation for m in g.legal_moves()] == ["roll"]
    assert [o.move.notation for o in g.options_for_menu()] == ["roll"]
    g.apply("roll")
    moves = [m.notation for m in g.legal_moves()]
    assert moves[0] == "reroll" and all(m.startswith("score") for m in moves[1:])
    assert moves[1] == "score"
    assert len(moves) == 1 + 1 + 6 + 6 + 36  # plain, RR joker, YY joker, both
    g.apply("reroll")
    assert g.public_view().rolls == 2
    g.apply("reroll")
    moves = [m.notation for m in g.legal_moves()]
    assert "reroll" not in moves and moves[0] == "score"
    assert moves == ["score"]  # OGBY: no group, so no joker
    assert g.status_text() == "Seat 0 rolled 3 times and must score."


@pytest.mark.parametrize(
    ("before", "move", "reason"),
    [
        ([], "score", "not-rolled"),
        ([], "reroll", "not-rolled"),
        (["roll"], "roll", "rolled"),
        (["roll", "reroll", "reroll"], "reroll", "no-rerolls"),
    ],
)
def test_dce_5_roll_order_is_enforced(before: list[str], move: str, reason: str) -> None:
    g = game(3, ["RGB", "RGB"])
    for m in before:
        g.apply(m)
    snapshot = g.record(), g.public_view()
    with pytest.raises(IllegalMoveError) as err:
        g.apply(move)
    assert err.value.reason == reason
    assert (g.record(), g.public_view()) == snapshot  # nothing changed


def test_chance_flags() -> None:
    """Rolls are chance moves (the bot never previews them); scoring is not."""
    g = game(3, ["RGB", "RGB"])
    assert getattr(g.legal_moves()[0], "chance", False) is True
    g.apply("roll")
    flags = {m.notation: getattr(m, "chance", False) for m in g.legal_moves()}
    assert flags["reroll"] is True and flags["score"] is False


def test_dce_7_last_roll_is_the_template_until_the_next_turn() -> None:
    """DCE-7: the last roll stays; others match it; the roller's turn passes on scoring."""
    g = game(2, ["RRRR", "GGGG", "BBBB"])
    g.apply("roll")
    g.apply("reroll")
    g.apply("score")
    assert g.public_view().dice == ((B, B, B, B), (R, R, R, R))
    assert g.current == 1 and g.public_view().rolls == 0
    with pytest.raises(NotYourTurnError):
        g.apply("roll", 0)


def test_outcome_texts_and_highlight() -> None:
    g = game(3, ["GYR", "GYP", "GGY"])
    assert i18n.fact("en", g.apply("roll").fact) == "rolled 2× green, yellow (roll 1 of 3)"
    out = g.apply("score")
    assert i18n.fact("en", out.fact).startswith("scored: +3 green, +2 yellow")
    assert out.highlight == ((0, 1, 1), (0, 1, 2), (0, 1, 3), (0, 4, 1), (0, 4, 2))
    assert g.public_view().last == out.highlight


# ----- notation -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("ROLL", "roll"),
        (" reroll ", "reroll"),
        ("score", "score"),
        ("score joker RR=B", "score joker RR=B"),
        ("score jokers rr = blue", "score joker RR=B"),
        ("Score RR=b", "score joker RR=B"),
        ("score joker YY=B, BB=R", "score joker BB=R YY=B"),
        ("score joker ggg=g", "score joker GGG=G"),
    ],
)
def test_d_all_2_notation_is_canonical(text: str, canonical: str) -> None:
    g = game(3, ["RGB", "RGB"])
    assert g.parse(text).notation == canonical


@pytest.mark.parametrize(
    "text",
    [
        "",
        "dance",
        "roll twice",
        "score RB=Y",
        "score R=Y",
        "score RR",
        "score RR=X",
        "score RR=B RRR=G",
    ],
)
def test_bad_notation(text: str) -> None:
    g = game(3, ["RGB", "RGB"])
    with pytest.raises(NotationError):
        g.parse(text)


# ----- jokers (D-DCE-5, DCE-10/11) ---------------------------------------------------------
def test_d_dce_5_pair_gives_one_cross_and_scores_no_matches() -> None:
    g = game(3, ["BBR", "BYO", "BBG"])  # two blues against three blues lying out
    g.apply("roll")
    plain = g.preview("score")
    assert (plain.gains, plain.lost) == ((0, 0, 3, 0, 0, 0), (0, 0, 3, 0, 0, 0))  # 2 x 3, 3 fit
    assert g.preview("score joker BB=Y").gains == (0, 0, 0, 0, 1, 0)  # DCE-11
    assert g.preview("score joker BB=B").gains == (0, 0, 1, 0, 0, 0)  # own colour allowed


def test_d_dce_5_triple_gives_two_crosses_of_one_colour() -> None:
    g = game(3, ["RGB", "RGB", "OOO"])
    g.apply("roll")
    assert g.preview("score joker OOO=P").gains == (0, 0, 0, 0, 0, 2)
    with pytest.raises(IllegalMoveError) as err:
        g.apply("score joker OO=P")  # the whole group is the joker
    assert err.value.reason == "joker" and "OOO" in i18n.fact("en", err.value)


def test_d_dce_5_four_alike_give_three_crosses() -> None:
    g = game(2, ["RGBO", "YYYY"])
    g.apply("roll")
    assert g.preview("score joker YYYY=R").gains == (3, 0, 0, 0, 0, 0)


def test_d_dce_5_two_pairs_are_two_jokers() -> None:
    g = game(2, ["RGBO", "YYPP"])
    g.apply("roll")
    assert g.preview("score joker PP=G YY=R").gains == (1, 1, 0, 0, 0, 0)
    assert g.preview("score joker YY=G PP=G").gains == (0, 2, 0, 0, 0, 0)
    assert g.preview("score joker YY=G").gains == (0, 1, 0, 0, 0, 0)  # PP matches nothing


def test_d_dce_5_joker_needs_the_group() -> None:
    g = game(3, ["RGB", "RGB", "RGB"])
    g.apply("roll")
    with pytest.raises(IllegalMoveError) as err:
        g.apply("score joker RR=B")
    assert err.value.reason == "joker" and "no pair of red" in i18n.fact("en", err.value)


def test_d_dce_4_own_dice_do_not_match_each_other() -> None:
    """D-DCE-4 / DCE-9: own dice never match; each die matches every other player's die."""
    g = game(4, ["RR", "RG", "GG", "RR"])  # seats 1-3 pre-roll; seat 0 rolls RR
    g.apply("roll")
    assert g.template(0) == [3, 3, 0, 0, 0, 0]
    assert g.preview("score").gains == (3, 0, 0, 0, 0, 0)  # 2 dice x 3 reds = 6, 3 fit


# ----- the menu -----------------------------------------------------------------------------
def test_menu_ranks_by_crosses_and_puts_reroll_after_the_scoring_choices() -> None:
    g = game(2, ["RGBO", "RRYY"])
    g.apply("roll")
    menu = g.options_for_menu()
    points = [o.points for o in menu if o.group != "reroll"]
    assert points == sorted(points, reverse=True)
    reroll = [o for o in menu if o.group == "reroll"]
    assert len(reroll) == 1 and reroll[0].group_label == "Reroll (2 left)"
    assert menu.index(reroll[0]) == sum(1 for o in menu if o.points > 0)
    legal = {m.notation for m in g.legal_moves()}
    assert all(o.move.notation in legal for o in menu)
    assert len({o.move.notation for o in menu}) == len(menu) <= 25
    # RR matches the red lying out (2 crosses); YY matches nothing, so it is the joker.
    top = menu[0]
    assert (top.group, top.group_label, top.points) == ("joker YY", "Joker YY", 3)
    both = [o for o in menu if o.group == "joker RR YY"]
    assert both and both[0].group_label == "Jokers RR + YY" and both[0].points == 2


def test_menu_reroll_leads_when_nothing_scores() -> None:
    g = game(3, ["RGB", "RGB", "OYP"])
    g.apply("roll")
    menu = g.options_for_menu()
    assert [o.move.notation for o in menu] == ["reroll", "score"]
    assert menu[1].detail == "no crosses"


def test_menu_leaves_out_choices_that_place_less_everywhere() -> None:
    """A joker on a full row places nothing: it is legal but not offered."""
    g = game(3, ["RGB", "YOP", "BBG"])
    g.sheets[0] = [7, 4, 4, 4, 4, 4]
    g.apply("roll")
    menu = [o.move.notation for o in g.options_for_menu()]
    assert "score joker BB=R" not in menu
    assert "score joker BB=G" in menu
    assert g.preview("score joker BB=R").lost == (1, 0, 0, 0, 0, 0)


def test_menu_prefers_the_weakest_rows_among_equal_crosses() -> None:
    g = game(3, ["RGB", "RGB", "OOY"])
    g.sheets[0] = [2, 1, 2, 2, 2, 2]
    g.apply("roll")
    best = g.options_for_menu()[0]
    assert best.move.notation == "score joker OO=G"  # green is the weakest row
    assert best.label == "OO=G (green)"
    assert best.detail == "+1 green"


# ----- end and match ------------------------------------------------------------------------
def test_d_dce_8_immediate_end_and_ranking() -> None:
    """D-DCE-8 / DCE-18: the first full sheet wins at once; the round is not finished."""
    g = game(4, ["RG", "BO", "YP", "OO", "RR"])
    g.apply("roll")
    g.apply("score")
    g.sheets[1] = [7, 7, 7, 7, 7, 6]
    g.sheets[2] = [3, 4, 5, 6, 6, 6]  # weakest 3
    g.sheets[3] = [3, 3, 6, 6, 6, 6]  # weakest 3, then 3: ranks below seat 2
    g.sheets[0] = [2, 6, 6, 6, 6, 6]
    g.apply("roll")  # seat 1 rolls RR: the pair as a joker for the last purple
    out = g.apply("score joker RR=P")
    assert out.game_over and g.over and g.current is None
    assert [(s.seat, s.place) for s in g.ranking()] == [(1, 1), (2, 2), (3, 3), (0, 4)]
    assert g.ranking()[0].note == "filled the whole sheet"
    assert g.public_view().ranking == g.ranking()
    with pytest.raises(GameOverError):
        g.apply("roll")
    assert g.legal_moves() == [] and g.options_for_menu() == []


def test_d_dce_8_match_victory_points_and_rotation() -> None:
    """D-DCE-8 / DCE-19: 7 to the winner, weakest row to the others; starters rotate."""
    g = game(2, ["RGBO", "PPYY", "RGBO", "PPRR"], games=2)
    g.sheets[0] = [7, 7, 7, 7, 6, 6]
    g.sheets[1] = [2, 3, 4, 5, 6, 7]
    g.apply("roll")
    out = g.apply("score joker PP=Y YY=P")
    assert "wins game 1 of 2" in i18n.fact("en", out.fact) and not out.game_over
    v = g.public_view()
    assert v.victory_points == (7, 2) and v.game_no == 2 and v.game_winners == (0,)
    assert g.current == 1 and g.start_seat == 1
    assert v.dice[1] is None and v.dice[0] == (R, G, B, O)  # seat 0 pre-rolled for game 2
    g.sheets[1] = [7, 7, 7, 7, 7, 5]
    g.sheets[0] = [4, 4, 4, 4, 4, 4]
    g.apply("roll")
    out = g.apply("score joker PP=P RR=P")
    assert out.game_over and g.over
    assert g.public_view().victory_points == (11, 9)
    ranking = g.ranking()
    assert [(s.seat, s.place) for s in ranking] == [(0, 1), (1, 2)]
    assert ranking[0].note == "11 victory points"


def test_d_dce_8_match_ties_share_the_place() -> None:
    g = game(2, ["RGBO", "PPYY", "RGBO", "PPYY"], games=2)
    g.sheets[0] = [7, 7, 7, 7, 6, 6]
    g.sheets[1] = [7, 7, 7, 7, 7, 0]
    g.apply("roll")
    g.apply("score joker PP=Y YY=P")  # 7 : 0
    g.sheets[1] = [7, 7, 7, 7, 6, 6]
    g.sheets[0] = [7, 7, 7, 7, 7, 0]
    g.apply("roll")
    g.apply("score joker PP=Y YY=P")  # 0 : 7
    assert [s.place for s in g.ranking()] == [1, 1]


def test_resign_takes_the_dice_away() -> None:
    g = game(3, ["RRR", "RRR", "RGB"])
    g.apply("roll")
    g.resign(1)
    assert g.template(0) == [3, 0, 0, 0, 0, 0]
    g.apply("score")
    assert g.current == 2
    g.resign(2)
    assert g.over
    assert [s.seat for s in g.ranking()] == [0, 2, 1]


def test_resign_of_the_player_to_act_passes_the_turn() -> None:
    g = game(3, ["RGB", "RGB", "RGB"])
    g.apply("roll")
    g.resign(0)
    assert g.current == 1 and g.public_view().rolls == 0 and g.public_view().dice[0] is None


def test_texts() -> None:
    g = game(3, ["RGB", "RGB", "OOY"], games=2)
    assert g.status_text() == "Seat 0 to roll (game 1 of 2)."
    assert g.hand_text(0).startswith("Your dice: not rolled yet.")
    g.apply("roll")
    assert (
        g.status_text() == "Seat 0 rolled once and may reroll 2 more times or score (game 1 of 2)."
    )
    assert g.hand_text(0).startswith("Your dice: 2× orange, yellow. Your sheet: red 0,")
    hand = g.private_view(0)
    assert hand.dice == (O, O, Y) and hand.matches == (0, 0, 0) and hand.open_sections == 1


def test_dce5_a_joker_without_dice_is_refused() -> None:
    """D-DCE-5: 'score joker' must name the group of dice it uses."""
    from genial.dice.moves import parse_move

    with pytest.raises(NotationError, match="Which dice are the joker"):
        parse_move("score joker")
